/**
 * Calendar days: what a request may carry and what the date fields say about what was typed
 * (docs/decisions.md#dates). Zod-free, so a view's chunk may import the texts without the schemas.
 */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The days the platform accepts from anyone, typed in a form or sent to the API. A year outside them is a typo
 * ('15/01/0207'), and the database would refuse some (the year 0).
 */
export const FIRST_DAY = '2000-01-01'
export const LAST_DAY = '2099-12-31'

/** A real calendar date in YYYY-MM-DD (2025-02-30 and 9999-99-99 are not). */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_RE.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

/** A day the platform takes: a real date from FIRST_DAY to LAST_DAY. The server's rule and the forms'. */
export const isAcceptedDay = (value: string): boolean =>
  isCalendarDate(value) && value >= FIRST_DAY && value <= LAST_DAY

/** Month names as the date fields' messages write them ('febrero de 2027 tiene 28 días'). */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const

/** What a date field says about its text, once left or sent. `shown` is the date as dd/mm/aaaa. */
export const DATE_MSG = {
  format: 'Escribe la fecha como dd/mm/aaaa',
  month: (shown: string) => `${shown} no existe: el mes va de 01 a 12`,
  day: (shown: string, month: string, year: string, days: number) =>
    `${shown} no existe: ${month} de ${year} tiene ${days} días`,
  outOfRange: 'La fecha debe estar entre el 01/01/2000 y el 31/12/2099',
  notAfterToday: 'La fecha no puede ser posterior a hoy',
} as const
