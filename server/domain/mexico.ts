import { checkClabe } from '@contract/clabe'
import { clabe } from 'clabe-validator'
import { addDays } from '../clock'

/** Phones are typed as 10 digits and stored with the 52 country prefix (docs/decisions.md#mexico). */
export function toStoredPhone(tenDigits: string): string {
  const digits = tenDigits.replace(/\D/g, '')
  if (!/^\d{10}$/.test(digits)) throw new RangeError(`Not a 10-digit phone: ${tenDigits}`)
  return `52${digits}`
}

/**
 * CLABE: 18 digits = bank (3) + plaza (3) + account (11) + check digit, checked and built with clabe-validator
 * (check digit, known bank and plaza codes; docs/decisions.md#mexico). The form rule is `checkClabe` in
 * contract/mexico.ts, on the same library.
 */
export const isValidClabe = (value: string): boolean => checkClabe(value).ok

/** Builds a CLABE from its parts (bank 3 digits, plaza 3 digits, account up to 11 digits, zero-padded). */
export function buildClabe(bank: string, plaza: string, account: string | number): string {
  const accountDigits = String(account).padStart(11, '0')
  if (!/^\d{3}$/.test(bank) || !/^\d{3}$/.test(plaza) || !/^\d{11}$/.test(accountDigits)) {
    throw new RangeError(`Not CLABE parts: ${bank} ${plaza} ${account}`)
  }
  return clabe.calculate(Number(bank), Number(plaza), Number(accountDigits))
}

/** STP (bank code 646), plaza 180: the collection account of each customer organization. */
export const STP_BANK_CODE = '646'
export const STP_PLAZA = '180'

/** The STP CLABE a customer organization pays into: its account is the organization id, 11 digits. */
export const stpClabeOf = (customerOrganizationId: number): string =>
  buildClabe(STP_BANK_CODE, STP_PLAZA, customerOrganizationId)

/** Easter Sunday (YYYY-MM-DD) of a year: the anonymous Gregorian algorithm. */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The `nth` Monday (1-based) of a month. */
function nthMonday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  const offset = (8 - first) % 7
  return iso(year, month, 1 + offset + (nth - 1) * 7)
}

const holidayCache = new Map<number, Set<string>>()

/**
 * The days Mexican banks close (the CNBV calendar, docs/decisions.md#mexico): 1 January, the first Monday of
 * February, the third Monday of March, Holy Thursday and Good Friday, 1 May, 16 September, 2 November, the
 * third Monday of November, 12 and 25 December, and 1 October of the years a president takes office (2024,
 * 2030, …).
 */
export function mexicanBankHolidays(year: number): Set<string> {
  let days = holidayCache.get(year)
  if (!days) {
    const easter = easterSunday(year)
    days = new Set([
      iso(year, 1, 1),
      nthMonday(year, 2, 1),
      nthMonday(year, 3, 3),
      addDays(easter, -3),
      addDays(easter, -2),
      iso(year, 5, 1),
      iso(year, 9, 16),
      iso(year, 11, 2),
      nthMonday(year, 11, 3),
      iso(year, 12, 12),
      iso(year, 12, 25),
      ...((year - 2024) % 6 === 0 ? [iso(year, 10, 1)] : []),
    ])
    holidayCache.set(year, days)
  }
  return days
}

/** A weekday that is not a bank holiday. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !mexicanBankHolidays(Number(date.slice(0, 4))).has(date)
}

/** The date `n` business days after `date` (n ≥ 0; 0 gives `date` itself). */
export function addBusinessDays(date: string, n: number): string {
  let day = date
  for (let left = n; left > 0; ) {
    day = addDays(day, 1)
    if (isBusinessDay(day)) left--
  }
  return day
}
