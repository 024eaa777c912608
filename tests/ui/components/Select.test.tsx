import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Combobox, type ComboboxItem } from '@/components/ui/Combobox'
import { Select } from '@/components/ui/Select'
import { expectNoAxeViolations } from '../axe'

const plazos = [
  { label: '15 días', value: '15' },
  { label: '30 días', value: '30' },
  { label: '60 días', value: '60', disabled: true },
]

function SelectDemo({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <Select
      label="Plazo"
      items={plazos}
      value={value}
      onValueChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('Select', () => {
  it('opens with the keyboard and selects an item', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<SelectDemo onChange={onChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Plazo' })
    expect(trigger).toHaveTextContent('Selecciona una opción')
    await expectNoAxeViolations()
    trigger.focus()
    await user.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox')
    expect(listbox).toBeVisible()
    await expectNoAxeViolations()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(onChange.mock.calls.at(-1)?.[0]).toMatch(/^(15|30)$/)
    await waitFor(() => expect(trigger).toHaveTextContent(/días/))
  })

  it('shows the error and marks the trigger invalid', async () => {
    render(<Select label="Plazo" items={plazos} value="30" onValueChange={() => {}} error="Elige un plazo" />)
    expect(screen.getByText('Elige un plazo')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Plazo' })).toHaveAttribute('data-invalid')
    expect(screen.getByRole('combobox', { name: 'Plazo' })).toHaveTextContent('30 días')
    await expectNoAxeViolations()
  })
})

const all: ComboboxItem[] = [
  { label: 'Constructora Alfa', value: '1', description: 'RFC CAL010101AAA' },
  { label: 'Obras Beta', value: '2' },
]

function ComboDemo({ onValue }: { onValue: (v: string | null) => void }) {
  const [text, setText] = useState('')
  const items = all.filter((i) => i.label.toLowerCase().includes(text.toLowerCase()))
  return (
    <Combobox
      label="Cliente"
      placeholder="Buscar cliente"
      items={items}
      inputValue={text}
      onInputValueChange={setText}
      onValueChange={onValue}
    />
  )
}

describe('Combobox', () => {
  it('filters through the parent, selects with keyboard, shows the empty text', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<ComboDemo onValue={onValue} />)
    const input = screen.getByRole('combobox', { name: 'Cliente' })
    await expectNoAxeViolations()

    await user.type(input, 'obr')
    expect(await screen.findByRole('option', { name: /Obras Beta/ })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: /Alfa/ })).not.toBeInTheDocument()
    await expectNoAxeViolations()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('2', expect.objectContaining({ value: '2' })))
    await waitFor(() => expect(input).toHaveValue('Obras Beta'))

    await user.clear(input)
    await user.type(input, 'zzz')
    await waitFor(() => expect(screen.getAllByText('No se encontraron resultados').length).toBeGreaterThan(0))
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
  })

  it('loading state and custom empty text', async () => {
    const { rerender } = render(
      <Combobox label="Proveedor" items={[]} inputValue="ab" onInputValueChange={() => {}} loading />,
    )
    expect(screen.getAllByText('Buscando…').length).toBeGreaterThan(0)
    rerender(
      <Combobox
        label="Proveedor"
        items={[]}
        inputValue="ab"
        onInputValueChange={() => {}}
        emptyText="Sin proveedores"
      />,
    )
    expect(screen.getAllByText('Sin proveedores').length).toBeGreaterThan(0)
    await expectNoAxeViolations()
  })
})
