import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DateInput } from '@/components/ui/DateInput'
import { expectNoAxeViolations } from '../axe'

function Demo({ initial, onChange }: { initial: string | null; onChange: (v: string | null) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <DateInput
      label="Fecha de vencimiento"
      value={value}
      onValueChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('DateInput', () => {
  it("shows a 'YYYY-MM-DD' value as dd/mm/yyyy and returns typed dates as 'YYYY-MM-DD'", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Demo initial="2025-03-05" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Fecha de vencimiento' })
    expect(input).toHaveValue('05/03/2025')
    await expectNoAxeViolations()
    await user.clear(input)
    await user.type(input, '31/12/2025{Enter}')
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2025-12-31'))
  })

  it('opens the calendar from the trigger and picks a day with the keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Demo initial="2025-03-05" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }))
    const grid = await screen.findByRole('grid')
    expect(grid).toBeInTheDocument()
    expect(screen.getAllByText(/marzo/i).length).toBeGreaterThan(0)
    await expectNoAxeViolations()
    await waitFor(() => expect(document.activeElement?.getAttribute('data-value')).toBe('2025-03-05'))
    await user.keyboard('{ArrowRight}{Enter}')
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2025-03-06'))
  })

  it('never turns text that is no date into another date: it is reported, and kept on screen', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const onInvalidText = vi.fn()
    render(
      <>
        <DateInput label="Fecha" value={null} onValueChange={onChange} onInvalidText={onInvalidText} />
        <button type="button">Otro</button>
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Fecha' })
    await user.type(input, '99/99/9999')
    await user.tab()
    expect(onInvalidText).toHaveBeenLastCalledWith('99/99/9999')
    expect(onChange).not.toHaveBeenCalled()
    expect(input).toHaveValue('99/99/9999')
    await user.clear(input)
    await user.type(input, '5/3/2025')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith('2025-03-05')
  })

  it('Enter on text that is no date reports it rather than picking today, and still submits the form', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const onInvalidText = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <DateInput label="Fecha" value={null} onValueChange={onChange} onInvalidText={onInvalidText} />
        <button type="submit">Aplicar</button>
      </form>,
    )
    const input = screen.getByRole('textbox', { name: 'Fecha' })
    await user.type(input, '31/02/2025{Enter}')
    expect(onInvalidText).toHaveBeenLastCalledWith('31/02/2025')
    expect(onChange).not.toHaveBeenCalled()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(input).toHaveValue('31/02/2025')
  })

  it('shows the error text', async () => {
    render(<DateInput label="Fecha" value={null} onValueChange={() => {}} error="La fecha es obligatoria" />)
    expect(screen.getByText('La fecha es obligatoria')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations()
  })
})
