import { FieldInput as ArkFieldInput } from '@ark-ui/react/field'
import { type ReactNode, type Ref, useRef } from 'react'
import { dateField } from '@/theme/recipes/date-field'
import { input, inputEndButton } from '@/theme/recipes/field'
import { CalendarIcon } from './controlIcons'
import { Field, useErrorDescribedBy } from './Field'

export type DateFieldProps = {
  label: ReactNode
  name: string
  /** The text as the person typed or pasted it; the flow's machine reads it (machines/shared/dateText.ts). */
  value: string
  onChange: (text: string) => void
  /** The person is done with the field (left it, pressed Enter, or picked a day): the machine tidies and checks. */
  onBlur?: () => void
  /** The day the text names ('YYYY-MM-DD'), where the calendar opens; null opens it on today. */
  day?: string | null
  /** The calendar's first and last day, 'YYYY-MM-DD'. */
  min?: string
  max?: string
  error?: string | null | false
  helperText?: ReactNode
  disabled?: boolean
  readOnly?: boolean
  required?: boolean
  className?: string
}

/** The browser opens its own calendar for a date input on request (every current browser; not the test DOM). */
const browserHasCalendar = () =>
  typeof HTMLInputElement !== 'undefined' && typeof HTMLInputElement.prototype.showPicker === 'function'

/**
 * Every date a person enters (docs/decisions.md#dates): a text field for dd/mm/aaaa with the phone's numeric
 * keypad, which takes what is typed or pasted as it is and leaves reading it to the flow's machine, and a
 * button that opens the browser's own calendar as a helper. The machine shows the text as dd/mm/aaaa once the
 * field is left and says what is wrong only then.
 */
export function DateField({
  name,
  value,
  onChange,
  onBlur,
  day = null,
  min,
  max,
  ...fieldProps
}: DateFieldProps) {
  const { disabled, readOnly } = fieldProps
  const s = dateField()
  const picker = useRef<HTMLInputElement>(null)
  const text = useRef<HTMLInputElement>(null)
  const openCalendar = () => {
    try {
      picker.current?.showPicker()
    } catch {
      // Refused here (a frame of another origin): the text field still takes the date.
      text.current?.focus()
    }
  }
  return (
    <Field {...fieldProps}>
      <div className={s.control}>
        <TextInput
          ref={text}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          readOnly={readOnly}
        />
        {browserHasCalendar() && (
          <>
            <button
              type="button"
              className={inputEndButton()}
              aria-label="Abrir calendario"
              title="Abrir calendario"
              disabled={disabled || readOnly}
              onClick={openCalendar}
            >
              <CalendarIcon />
            </button>
            <input
              ref={picker}
              type="date"
              className={s.picker}
              tabIndex={-1}
              aria-hidden="true"
              value={day ?? ''}
              min={min}
              max={max}
              disabled={disabled || readOnly}
              // The calendar's day arrives as 'YYYY-MM-DD', which the machine reads like typed text.
              onChange={(event) => {
                onChange(event.currentTarget.value)
                onBlur?.()
              }}
            />
          </>
        )}
      </div>
    </Field>
  )
}

function TextInput({
  ref,
  name,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
}: Pick<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'disabled' | 'readOnly'> & {
  ref: Ref<HTMLInputElement>
}) {
  return (
    <ArkFieldInput
      ref={ref}
      type="text"
      name={name}
      value={value}
      // Digits on a phone's keypad: ddmmaaaa needs no slash.
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      autoComplete="off"
      spellCheck={false}
      aria-describedby={useErrorDescribedBy(undefined)}
      className={input({ kind: 'date' })}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => onBlur?.()}
      onKeyDown={(event) => {
        // Enter is done with the field too (it also sends a form the field is in).
        if (event.key === 'Enter') onBlur?.()
      }}
    />
  )
}
