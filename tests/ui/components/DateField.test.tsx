import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DateField, type DateFieldProps } from '@/components/ui/DateField'
import { expectNoAxeViolations } from '../axe'

/**
 * The one date field (src/components/ui/DateField.tsx): a text input that takes what is typed or pasted as it
 * is (its flow's machine reads it), says when it is left, and offers the browser's calendar as a helper.
 */

type Props = Partial<DateFieldProps> & { onText?: (text: string) => void }

/** The field with its text kept here, as a flow's machine keeps it. */
function Harness({ onText, value = '', ...props }: Props) {
  const [text, setText] = useState(value)
  return (
    <>
      <DateField
        label="Fecha de inicio"
        name="start_date"
        {...props}
        value={text}
        onChange={(next) => {
          setText(next)
          onText?.(next)
        }}
      />
      <button type="button">Otro</button>
    </>
  )
}

const field = () => screen.getByRole('textbox', { name: 'Fecha de inicio' })
/** The browser's calendar exists in every current browser, not in the test DOM: stood in for here. */
const withCalendar = () => {
  const showPicker = vi.fn()
  Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true })
  return showPicker
}

afterEach(() => {
  delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker
})

describe('DateField', () => {
  it('is a labelled text field for dd/mm/aaaa with the numeric keypad, red only with a message', async () => {
    render(<Harness />)
    const input = field()
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    expect(input).toHaveAttribute('autocomplete', 'off')
    expect(input).toHaveAttribute('name', 'start_date')
    expect(input).not.toHaveAttribute('aria-invalid')
    await expectNoAxeViolations()
  })

  it('hands over what is typed or pasted as it is, and says when the field is left or Enter pressed', async () => {
    const user = userEvent.setup()
    const onText = vi.fn()
    const onBlur = vi.fn()
    render(<Harness onText={onText} onBlur={onBlur} />)
    await user.type(field(), '15012027')
    expect(onText).toHaveBeenLastCalledWith('15012027')
    expect(field()).toHaveValue('15012027')
    expect(onBlur).not.toHaveBeenCalled()
    await user.tab()
    expect(onBlur).toHaveBeenCalledTimes(1)
    await user.clear(field())
    await user.paste('15/01/2027')
    expect(onText).toHaveBeenLastCalledWith('15/01/2027')
    await user.keyboard('{Enter}')
    expect(onBlur).toHaveBeenCalledTimes(2)
  })

  it('shows its message under it, tied to the input, and stays accessible', async () => {
    render(<Harness error="31/02/2027 no existe: febrero de 2027 tiene 28 días" value="31/02/2027" />)
    const input = field()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    const message = screen.getByText('31/02/2027 no existe: febrero de 2027 tiene 28 días')
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.contains(message))).toBe(true)
    await expectNoAxeViolations()
  })

  it('opens the browser calendar on its day and limits from its button; a picked day counts as typed and left', async () => {
    const showPicker = withCalendar()
    const user = userEvent.setup()
    const onText = vi.fn()
    const onBlur = vi.fn()
    const { container } = render(
      <Harness
        onText={onText}
        onBlur={onBlur}
        value="15/01/2027"
        day="2027-01-15"
        min="2027-01-01"
        max="2027-12-31"
      />,
    )
    const button = screen.getByRole('button', { name: 'Abrir calendario' })
    const picker = container.querySelector('input[type="date"]') as HTMLInputElement
    // The calendar's anchor is out of reach: no tab stop, nothing a screen reader reads, not sent with a form.
    expect(picker).toHaveAttribute('tabindex', '-1')
    expect(picker).toHaveAttribute('aria-hidden', 'true')
    expect(picker).not.toHaveAttribute('name')
    expect(picker).toHaveValue('2027-01-15')
    expect(picker).toHaveAttribute('min', '2027-01-01')
    expect(picker).toHaveAttribute('max', '2027-12-31')
    await expectNoAxeViolations()
    // By keyboard: the button follows the field.
    await user.click(field())
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(showPicker).toHaveBeenCalledTimes(1)
    expect(onBlur).toHaveBeenCalledTimes(1)
    fireEvent.change(picker, { target: { value: '2027-02-03' } })
    expect(onText).toHaveBeenLastCalledWith('2027-02-03')
    expect(onBlur).toHaveBeenCalledTimes(2)
  })

  it('a calendar the browser refuses to open leaves the person in the text field', async () => {
    withCalendar().mockImplementation(() => {
      throw new DOMException('refused', 'NotAllowedError')
    })
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }))
    expect(field()).toHaveFocus()
  })

  it('offers no calendar button where the browser has no calendar to open', () => {
    render(<Harness />)
    expect(screen.queryByRole('button', { name: 'Abrir calendario' })).toBeNull()
  })

  it('read-only or disabled: the calendar is off too', () => {
    withCalendar()
    const { rerender } = render(<Harness readOnly />)
    expect(field()).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Abrir calendario' })).toBeDisabled()
    rerender(<Harness disabled />)
    expect(field()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Abrir calendario' })).toBeDisabled()
  })
})
