import { DatePicker, type DateValue, parseDate } from '@ark-ui/react/date-picker'
import { Field as ArkField } from '@ark-ui/react/field'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useEffect, useRef } from 'react'
import { cx } from 'styled-system/css'
import { dateInput } from '@/theme/recipes/date-input'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './controlIcons'
import { FieldMessages, isInvalid } from './FieldMessages'

export type DateInputProps = {
  label: ReactNode
  /** 'YYYY-MM-DD' or '' / null for empty. */
  value: string | null
  /** Receives 'YYYY-MM-DD', or null when cleared (or, without onInvalidText, when the text is no date). */
  onValueChange: (value: string | null) => void
  /**
   * Receives the text left in the field when it is no date ('99/99/9999', '31/02/2025'), so the form can say so.
   * The field never turns such text into another date (Ark's default picks the focused day, usually today).
   */
  onInvalidText?: (text: string) => void
  /** Inclusive bounds, 'YYYY-MM-DD'. */
  min?: string
  max?: string
  /** Return true to disable a day ('YYYY-MM-DD'). */
  isDateUnavailable?: (date: string) => boolean
  placeholder?: string
  error?: string | null | false
  helperText?: ReactNode
  name?: string
  disabled?: boolean
  required?: boolean
  readOnly?: boolean
  className?: string
}

const ISO = /^\d{4}-\d{2}-\d{2}$/
const toValue = (s: string | null | undefined): DateValue | undefined => {
  if (!s || !ISO.test(s)) return undefined
  try {
    return parseDate(s)
  } catch {
    return undefined
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
const formatDMY = (d: DateValue) => `${pad(d.day)}/${pad(d.month)}/${d.year}`
/** Accepts d/m/yyyy, dd-mm-yyyy, dd.mm.yyyy and ISO. */
function parseDMY(text: string): DateValue | undefined {
  const t = text.trim()
  if (ISO.test(t)) return toValue(t)
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t)
  if (!m) return undefined
  const iso = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`
  const v = toValue(iso)
  // reject overflow like 31/02/2025 (parseDate would constrain it)
  return v && v.toString() === iso ? v : undefined
}

/** Ark DatePicker, es-MX: typed 'dd/mm/aaaa' input + calendar button; value in/out as 'YYYY-MM-DD'. */
export function DateInput({
  label,
  value,
  onValueChange,
  onInvalidText,
  min,
  max,
  isDateUnavailable,
  placeholder = 'dd/mm/aaaa',
  error,
  helperText,
  name,
  disabled,
  required,
  readOnly,
  className,
}: DateInputProps) {
  const s = dateInput()
  const current = toValue(value)
  /**
   * What the typed text means once the field is left: a date, nothing, or text that is no date. Only what the
   * person typed counts (Ark rewrites the input's text itself, at times with a transient 'undefined').
   */
  const typed = useRef<string | null>(null)
  const settleText = () => {
    const text = typed.current
    typed.current = null
    if (text === null) return
    if (text.trim() === '') {
      if (value) onValueChange(null)
      return
    }
    const parsed = parseDMY(text)
    if (!parsed) {
      if (onInvalidText) onInvalidText(text.trim())
      else if (value) onValueChange(null)
      return
    }
    const chosen = parsed.toString().slice(0, 10)
    if (chosen !== value) onValueChange(chosen)
  }
  // Text that is no date is not Ark's value: when the form empties the field ('Reestablecer'), empty the text too.
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const input = inputRef.current
    if (value === null && input && input.value !== '' && document.activeElement !== input) input.value = ''
  }, [value])
  return (
    <ArkField.Root
      invalid={isInvalid(error)}
      disabled={disabled}
      required={required}
      readOnly={readOnly}
      className={cx(s.root, className)}
    >
      <DatePicker.Root
        locale="es-MX"
        timeZone="America/Mexico_City"
        startOfWeek={0}
        value={current ? [current] : []}
        onValueChange={(d) => {
          const v = d.value[0]
          onValueChange(v ? v.toString().slice(0, 10) : null)
        }}
        min={toValue(min)}
        max={toValue(max)}
        isDateUnavailable={
          isDateUnavailable ? (d) => isDateUnavailable(d.toString().slice(0, 10)) : undefined
        }
        format={(d) => formatDMY(d)}
        parse={(text) => parseDMY(text)}
        placeholder={placeholder}
        name={name}
        invalid={isInvalid(error)}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        lazyMount
        unmountOnExit
        translations={{
          trigger: (open) => (open ? 'Cerrar calendario' : 'Abrir calendario'),
          prevTrigger: (view) =>
            view === 'day' ? 'Mes anterior' : view === 'month' ? 'Año anterior' : 'Década anterior',
          nextTrigger: (view) =>
            view === 'day' ? 'Mes siguiente' : view === 'month' ? 'Año siguiente' : 'Década siguiente',
          viewTrigger: (_view, next) =>
            next === 'month' ? 'Elegir mes' : next === 'year' ? 'Elegir año' : 'Cambiar vista',
          dayCell: (st) =>
            st.unavailable
              ? `No disponible. ${st.valueText}`
              : st.selected
                ? `Fecha seleccionada. ${st.valueText}`
                : `Elegir ${st.valueText}`,
          content: 'Calendario',
          monthSelect: 'Elegir mes',
          yearSelect: 'Elegir año',
          clearTrigger: 'Borrar fecha',
          placeholder: () => ({ day: 'dd', month: 'mm', year: 'aaaa' }),
        }}
        className={s.root}
      >
        <DatePicker.Label className={s.label}>{label}</DatePicker.Label>
        <DatePicker.Control className={s.control}>
          <DatePicker.Input
            ref={inputRef}
            className={s.input}
            inputMode="numeric"
            autoComplete="off"
            fixOnBlur={false}
            // `input`, not React's onChange: the browser's `change` on blur carries Ark's own rewrites too.
            onInput={(event) => {
              typed.current = event.currentTarget.value
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || typed.current === null) return
              if (typed.current.trim() !== '' && !parseDMY(typed.current)) {
                // Ark would pick the focused day (today): say what was typed instead, then submit as Enter does.
                event.preventDefault()
                settleText()
                event.currentTarget.form?.requestSubmit()
                return
              }
              // A date: Ark picks it itself.
              typed.current = null
            }}
            onBlur={settleText}
          />
          <DatePicker.Trigger className={s.trigger}>
            <CalendarIcon />
          </DatePicker.Trigger>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner className={s.positioner}>
            <DatePicker.Content className={s.content}>
              <CalendarViews s={s} />
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      <FieldMessages helperText={helperText} error={error} />
    </ArkField.Root>
  )
}

type Slots = ReturnType<typeof dateInput>

function ViewControl({ s }: { s: Slots }) {
  return (
    <DatePicker.ViewControl className={s.viewControl}>
      <DatePicker.PrevTrigger className={s.navTrigger}>
        <ChevronLeftIcon />
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger className={s.viewTrigger}>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className={s.navTrigger}>
        <ChevronRightIcon />
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  )
}

/** The month and year views: a grid of labelled values under the view control. */
function PickerGrid({ s, rows }: { s: Slots; rows: Array<Array<{ label: string; value: number }>> }) {
  return (
    <>
      <ViewControl s={s} />
      <DatePicker.Table className={s.table}>
        <DatePicker.TableBody>
          {rows.map((cells) => (
            <DatePicker.TableRow key={cells[0]?.value}>
              {cells.map((cell) => (
                <DatePicker.TableCell key={cell.value} value={cell.value}>
                  <DatePicker.TableCellTrigger className={s.tableCellTrigger}>
                    {cell.label}
                  </DatePicker.TableCellTrigger>
                </DatePicker.TableCell>
              ))}
            </DatePicker.TableRow>
          ))}
        </DatePicker.TableBody>
      </DatePicker.Table>
    </>
  )
}

function CalendarViews({ s }: { s: Slots }) {
  return (
    <>
      <DatePicker.View view="day">
        <DatePicker.Context>
          {(api) => (
            <>
              <ViewControl s={s} />
              <DatePicker.Table className={s.table}>
                <DatePicker.TableHead>
                  <DatePicker.TableRow>
                    {api.weekDays.map((wd) => (
                      <DatePicker.TableHeader key={wd.long} className={s.tableHeader} abbr={wd.long}>
                        {wd.narrow}
                      </DatePicker.TableHeader>
                    ))}
                  </DatePicker.TableRow>
                </DatePicker.TableHead>
                <DatePicker.TableBody>
                  {api.weeks.map((week) => (
                    <DatePicker.TableRow key={week[0]?.toString()}>
                      {week.map((day) => (
                        <DatePicker.TableCell key={day.toString()} value={day}>
                          <DatePicker.TableCellTrigger className={s.tableCellTrigger}>
                            {day.day}
                          </DatePicker.TableCellTrigger>
                        </DatePicker.TableCell>
                      ))}
                    </DatePicker.TableRow>
                  ))}
                </DatePicker.TableBody>
              </DatePicker.Table>
            </>
          )}
        </DatePicker.Context>
      </DatePicker.View>
      <DatePicker.View view="month">
        <DatePicker.Context>
          {(api) => <PickerGrid s={s} rows={api.getMonthsGrid({ columns: 4, format: 'short' })} />}
        </DatePicker.Context>
      </DatePicker.View>
      <DatePicker.View view="year">
        <DatePicker.Context>
          {(api) => <PickerGrid s={s} rows={api.getYearsGrid({ columns: 4 })} />}
        </DatePicker.Context>
      </DatePicker.View>
    </>
  )
}
