export { formatMoney } from '@contract/money'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Date | 'YYYY-MM-DD' | ISO date-time string → Date. A bare 'YYYY-MM-DD' is read as a LOCAL calendar
 * date (new Date('2025-03-01') would be UTC midnight, i.e. the previous day in Mexico).
 */
export function toDate(d: Date | string): Date {
  if (d instanceof Date) return d
  const m = ISO_DATE.exec(d)
  if (m) {
    // setFullYear: new Date(20, 4, 1) would be 1920.
    const date = new Date(2000, 0, 1)
    date.setFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
    return date
  }
  return new Date(d)
}

// Dates are shown in two forms only, written as date-fns' Spanish locale writes them (tests/ui/format.test.ts
// checks it over years 1 to 9999): the long one by the browser's Intl (month names), the short one by hand. It
// spares every screen that lists dates the 6 kB of date-fns' format and locales (docs/decisions.md#budgets);
// date-fns stays for arithmetic and ISO days.
const longDate = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' })
const two = (n: number) => String(n).padStart(2, '0')
/** Four digits, as 'yyyy' writes it: Intl writes the year 20 as '20', which reads as 2020. */
const year = (n: number) => String(n).padStart(4, '0')

const valid = (d: Date | string): Date | null => {
  const date = toDate(d)
  return Number.isNaN(date.getTime()) ? null : date
}

/** → "5 de marzo de 2025". '' for invalid input. */
export function formatDate(d: Date | string): string {
  const date = valid(d)
  if (!date) return ''
  return longDate
    .formatToParts(date)
    .map((part) => (part.type === 'year' ? year(date.getFullYear()) : part.value))
    .join('')
}

/** → "05/03/2025". '' for invalid input. */
export function formatDateShort(d: Date | string): string {
  const date = valid(d)
  return date ? `${two(date.getDate())}/${two(date.getMonth() + 1)}/${year(date.getFullYear())}` : ''
}

/** → "05/03/2025 14:07" (24-hour clock, the browser's time zone). '' for invalid input. */
export function formatDateTime(d: Date | string): string {
  const date = valid(d)
  return date ? `${formatDateShort(date)} ${two(date.getHours())}:${two(date.getMinutes())}` : ''
}

/** Seconds → "m:ss" (e.g. 300 → "5:00", 61 → "1:01"); negatives clamp to "0:00". */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const m = Math.floor(total / 60)
  const s = total % 60
  return `${m}:${String(s).padStart(2, '0')}`
}

const KB = 1024
const MB = 1024 * KB
const oneDecimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 })

/**
 * A file's size as people read it: '0 bytes', '1 byte', '45 bytes', '1.2 KB', '3.4 MB' (es-MX digits, one
 * decimal at most). One formatter for every file list and limit.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return bytes === 1 ? '1 byte' : `${oneDecimal.format(Math.max(0, bytes))} bytes`
  // 1023.96 KB would round to '1,024 KB': such sizes read as MB.
  if (Math.round((bytes / KB) * 10) / 10 < KB) return `${oneDecimal.format(bytes / KB)} KB`
  return `${oneDecimal.format(bytes / MB)} MB`
}
