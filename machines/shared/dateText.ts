import { DATE_MSG, FIRST_DAY, LAST_DAY, MONTH_NAMES } from '@contract/dates'
import type { FieldErrors, FieldProps } from './form'

/**
 * The one reading of a typed or pasted date, for every date field (docs/decisions.md#dates). A field keeps
 * the text as typed; its machine reads it with `readDateText` to send the day ('YYYY-MM-DD') and to say what
 * is wrong, and shows it as dd/mm/aaaa once the field is left (`tidyDateText`).
 */

/** What a field's text means: nothing, a day, or text that names no day (with the reason, in Spanish). */
export type DateReading =
  | { kind: 'empty' }
  | { kind: 'day'; iso: string }
  | { kind: 'wrong'; message: string }

// What a paste may bring along besides spaces: zero-width characters and a byte-order mark.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g
/** ddmmaaaa: the phone's numeric keypad has no slash. */
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/
/** d/m/aaaa up to dd/mm/aaaa, with '/', '-' or '.', the same both times. */
const SEPARATED = /^(\d{1,2}) *([/.-]) *(\d{1,2}) *\2 *(\d{4})$/
/** aaaa-mm-dd, as systems and spreadsheets write a day. */
const YEAR_FIRST = /^(\d{4})-(\d{2})-(\d{2})$/

const pad2 = (n: number) => String(n).padStart(2, '0')

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const daysIn = (year: number, month: number) =>
  month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)

/** Day, month and four-digit year as written, or null when the text has none of the accepted shapes. */
const partsOf = (text: string): { day: number; month: number; year: string } | null => {
  const digits = DIGITS_ONLY.exec(text)
  if (digits) return { day: Number(digits[1]), month: Number(digits[2]), year: digits[3]! }
  const separated = SEPARATED.exec(text)
  if (separated) return { day: Number(separated[1]), month: Number(separated[3]), year: separated[4]! }
  const yearFirst = YEAR_FIRST.exec(text)
  if (yearFirst) return { day: Number(yearFirst[3]), month: Number(yearFirst[2]), year: yearFirst[1]! }
  return null
}

const wrong = (message: string): DateReading => ({ kind: 'wrong', message })

/**
 * Reads a date as a Mexican user types or pastes it: ddmmaaaa, dd/mm/aaaa, d/m/aaaa, dd-mm-aaaa, dd.mm.aaaa
 * (or aaaa-mm-dd), spaces around it ignored. Text of another shape asks for dd/mm/aaaa; a day that does not
 * exist says why (31/02/2027: febrero de 2027 tiene 28 días); a year outside the platform's days says so.
 */
export const readDateText = (text: string): DateReading => {
  const clean = text.replace(INVISIBLE, '').trim()
  if (clean === '') return { kind: 'empty' }
  const parts = partsOf(clean)
  if (!parts) return wrong(DATE_MSG.format)
  const { day, month, year } = parts
  const shown = `${pad2(day)}/${pad2(month)}/${year}`
  if (month < 1 || month > 12) return wrong(DATE_MSG.month(shown))
  const days = daysIn(Number(year), month)
  if (day < 1 || day > days) return wrong(DATE_MSG.day(shown, MONTH_NAMES[month - 1]!, year, days))
  const iso = `${year}-${pad2(month)}-${pad2(day)}`
  if (iso < FIRST_DAY || iso > LAST_DAY) return wrong(DATE_MSG.outOfRange)
  return { kind: 'day', iso }
}

/** The day a text names ('YYYY-MM-DD'), or null when it is empty or names none. */
export const dayOfText = (text: string | null | undefined): string | null => {
  const reading = readDateText(text ?? '')
  return reading.kind === 'day' ? reading.iso : null
}

/** A day ('YYYY-MM-DD') as the fields show it, dd/mm/aaaa; '' for anything else. */
export const dateTextOf = (iso: string | null | undefined): string => {
  const parts = YEAR_FIRST.exec(iso ?? '')
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : ''
}

/** The text a field shows once left: a day as dd/mm/aaaa, anything else as it was typed. */
export const tidyDateText = (text: string): string => {
  const day = dayOfText(text)
  return day === null ? text : dateTextOf(day)
}

/** A limit of a date field: the first or last day it takes ('YYYY-MM-DD') and what it says past it. */
export interface DateBound {
  day: string
  message: string
}

/** What one date field takes besides a real day: whether it is required (its message) and its limits. */
export interface DateRule {
  /** The message of an empty field; without it the field may stay empty. */
  required?: string
  min?: DateBound
  max?: DateBound
}

/** The message a date field shows for its text under its rule, or undefined when it is fine. */
export const dateTextError = (text: string, rule: DateRule = {}): string | undefined => {
  const reading = readDateText(text)
  if (reading.kind === 'empty') return rule.required
  if (reading.kind === 'wrong') return reading.message
  if (rule.min && reading.iso < rule.min.day) return rule.min.message
  if (rule.max && reading.iso > rule.max.day) return rule.max.message
  return undefined
}

/** The days a field's calendar offers ('YYYY-MM-DD'): its rule's limits within the platform's days. */
export const calendarBounds = (rule: DateRule = {}): { min: string; max: string } => ({
  min: rule.min && rule.min.day > FIRST_DAY ? rule.min.day : FIRST_DAY,
  max: rule.max && rule.max.day < LAST_DAY ? rule.max.day : LAST_DAY,
})

/** A date field as its view renders it (src/components/ui/DateField.tsx): the text, its message, the calendar. */
export interface DateFieldProps extends FieldProps {
  /** The person is done with the field: its machine tidies the text and shows its message. */
  onBlur: () => void
  /** The day the text names, where the calendar opens. */
  day: string | null
  /** The calendar's first and last day. */
  min: string
  max: string
}

/** A connect layer's props for one date field, its calendar's day and limits read from the text and the rule. */
export const dateFieldProps = ({
  rule,
  ...field
}: Omit<DateFieldProps, 'day' | 'min' | 'max'> & { rule?: DateRule }): DateFieldProps => ({
  ...field,
  day: dayOfText(field.value),
  ...calendarBounds(rule),
})

/**
 * A form's messages with each date field's own under its rule (what the text names, required, limits); a
 * schema's message about the same field gives way to it, since the schema sees only the day sent.
 */
export const withDateErrors = (
  errors: FieldErrors,
  values: Readonly<Record<string, string | undefined>>,
  rules: Readonly<Record<string, DateRule>>,
): FieldErrors => {
  const out = { ...errors }
  for (const [name, rule] of Object.entries(rules)) {
    const message = dateTextError(values[name] ?? '', rule)
    if (message === undefined) delete out[name]
    else out[name] = message
  }
  return out
}

/** The values with each date field's text tidied (a day as dd/mm/aaaa). */
export const tidyDateValues = <V extends Readonly<Record<string, string>>>(
  values: V,
  names: readonly string[],
): V => {
  const out: Record<string, string> = { ...values }
  for (const name of names) if (out[name] !== undefined) out[name] = tidyDateText(out[name])
  return out as V
}
