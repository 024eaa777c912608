import { DATE_MSG, FIRST_DAY, isAcceptedDay, isCalendarDate, LAST_DAY } from '@contract/dates'
import { fc, test } from '@fast-check/vitest'
import {
  calendarBounds,
  dateTextError,
  dateTextOf,
  dayOfText,
  readDateText,
  tidyDateText,
} from '@machines/shared/dateText'
import { describe, expect, it } from 'vitest'

/**
 * The one reading of a typed or pasted date (machines/shared/dateText.ts), which every date field's machine
 * uses (docs/decisions.md#dates): the shapes a Mexican user writes, what it says when the text names no day.
 */

const two = (n: number) => String(n).padStart(2, '0')

/** Every day the platform takes, as a UTC date. */
const acceptedDay = fc.date({
  min: new Date(`${FIRST_DAY}T00:00:00Z`),
  max: new Date(`${LAST_DAY}T00:00:00Z`),
  noInvalidDate: true,
})
const partsOf = (date: Date) => ({
  d: date.getUTCDate(),
  m: date.getUTCMonth() + 1,
  y: String(date.getUTCFullYear()).padStart(4, '0'),
})
const isoOf = (date: Date) => date.toISOString().slice(0, 10)

/** The shapes a person writes a day in, each as written for a given day. */
const SHAPES: Record<string, (p: ReturnType<typeof partsOf>) => string> = {
  ddmmaaaa: ({ d, m, y }) => `${two(d)}${two(m)}${y}`,
  'dd/mm/aaaa': ({ d, m, y }) => `${two(d)}/${two(m)}/${y}`,
  'd/m/aaaa': ({ d, m, y }) => `${d}/${m}/${y}`,
  'dd-mm-aaaa': ({ d, m, y }) => `${two(d)}-${two(m)}-${y}`,
  'd-m-aaaa': ({ d, m, y }) => `${d}-${m}-${y}`,
  'dd.mm.aaaa': ({ d, m, y }) => `${two(d)}.${two(m)}.${y}`,
  'aaaa-mm-dd': ({ d, m, y }) => `${y}-${two(m)}-${two(d)}`,
}
const shape = fc.constantFrom(...Object.keys(SHAPES))
/** What a paste may wrap a date in. */
const padding = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\u200b')

const MONTHS = [
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
]
/** Days in a month, by the calendar of JavaScript's Date (a different computation from the reader's). */
const daysInMonth = (year: number, month: number) => {
  const date = new Date(Date.UTC(2000, month, 0))
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}

describe('reading a typed or pasted date', () => {
  test.prop([acceptedDay, shape, padding, padding])(
    'every day round-trips through each shape a person writes it in',
    (date, name, before, after) => {
      const text = `${before}${SHAPES[name]!(partsOf(date))}${after}`
      const iso = isoOf(date)
      expect(readDateText(text)).toEqual({ kind: 'day', iso })
      expect(dayOfText(text)).toBe(iso)
      // Left, the field shows it as dd/mm/aaaa, which reads back as the same day.
      const shown = tidyDateText(text)
      expect(shown).toBe(SHAPES['dd/mm/aaaa']!(partsOf(date)))
      expect(dateTextOf(iso)).toBe(shown)
      expect(dayOfText(shown)).toBe(iso)
      expect(dateTextError(text)).toBeUndefined()
    },
  )

  test.prop([fc.string({ unit: 'grapheme', maxLength: 14 })])(
    'text with anything but digits, separators and spaces never names a day',
    (text) => {
      fc.pre(/[^\d\s/.\-\u200B-\u200D\u2060\uFEFF]/.test(text))
      expect(readDateText(text).kind).not.toBe('day')
      expect(dayOfText(text)).toBeNull()
      expect(tidyDateText(text)).toBe(text)
    },
  )

  test.prop([fc.stringMatching(/^[\d/.\- ]{0,14}$/)])(
    'a day read from digits and separators is the day those numbers name, in the day-month-year order',
    (text) => {
      const reading = readDateText(text)
      if (reading.kind !== 'day') return
      expect(isAcceptedDay(reading.iso)).toBe(true)
      const groups = text.trim().split(/[^\d]+/)
      const [y, m, d] = reading.iso.split('-').map(Number)
      if (groups.length === 1) {
        // ddmmaaaa: exactly eight digits.
        expect(groups[0]).toHaveLength(8)
        expect([Number(groups[0]!.slice(0, 2)), Number(groups[0]!.slice(2, 4)), groups[0]!.slice(4)]).toEqual(
          [d, m, reading.iso.slice(0, 4)],
        )
      } else {
        expect(groups).toHaveLength(3)
        const yearFirst = groups[0]!.length === 4
        const [day, month, year] = yearFirst ? [groups[2], groups[1], groups[0]] : groups
        expect([Number(day), Number(month), Number(year)]).toEqual([d, m, y])
        // Two separators of one kind: '15/01-2027' is no date.
        const separators = text.trim().replace(/[\d ]/g, '')
        expect(separators).toMatch(/^(\/\/|--|\.\.)$/)
      }
    },
  )

  test.prop([fc.stringMatching(/^\d{1,12}$/)])(
    'digits alone name a day only when they are eight',
    (digits) => {
      fc.pre(digits.length !== 8)
      expect(readDateText(digits)).toEqual({ kind: 'wrong', message: DATE_MSG.format })
    },
  )

  test.prop([
    fc.integer({ min: 2000, max: 2099 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 0, max: 99 }),
  ])('a day its month does not have is named, with how many days the month has', (year, month, day) => {
    const days = daysInMonth(year, month)
    fc.pre(day === 0 || day > days)
    const shown = `${two(day)}/${two(month)}/${year}`
    const message = `${shown} no existe: ${MONTHS[month - 1]} de ${year} tiene ${days} días`
    for (const text of [`${two(day)}${two(month)}${year}`, shown, `${day}-${month}-${year}`])
      expect(readDateText(text)).toEqual({ kind: 'wrong', message })
    expect(dateTextError(shown, { required: 'La fecha es requerida' })).toBe(message)
    expect(tidyDateText(shown)).toBe(shown)
  })

  test.prop([
    fc.integer({ min: 1, max: 31 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 2000, max: 2099 }),
  ])('a month past December (or 00) is named', (day, month, year) => {
    fc.pre(month === 0 || month > 12)
    const shown = `${two(day)}/${two(month)}/${year}`
    expect(readDateText(`${two(day)}${two(month)}${year}`)).toEqual({
      kind: 'wrong',
      message: `${shown} no existe: el mes va de 01 a 12`,
    })
  })

  test.prop([
    fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
  ])('a real day outside 2000–2099 is out of the platform’s days', (date) => {
    const iso = isoOf(date)
    fc.pre(iso < FIRST_DAY || iso > LAST_DAY)
    expect(readDateText(SHAPES['dd/mm/aaaa']!(partsOf(date)))).toEqual({
      kind: 'wrong',
      message: DATE_MSG.outOfRange,
    })
    expect(isCalendarDate(iso)).toBe(true)
    expect(isAcceptedDay(iso)).toBe(false)
  })

  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['15012027', { kind: 'day', iso: '2027-01-15' }],
    ['15/01/2027', { kind: 'day', iso: '2027-01-15' }],
    ['15 / 01 / 2027', { kind: 'day', iso: '2027-01-15' }],
    ['5/1/2027', { kind: 'day', iso: '2027-01-05' }],
    ['29/02/2028', { kind: 'day', iso: '2028-02-29' }],
    ['2027-01-15', { kind: 'day', iso: '2027-01-15' }],
    ['15/01/27', { kind: 'wrong', message: 'Escribe la fecha como dd/mm/aaaa' }],
    ['15/01-2027', { kind: 'wrong', message: 'Escribe la fecha como dd/mm/aaaa' }],
    ['1501202', { kind: 'wrong', message: 'Escribe la fecha como dd/mm/aaaa' }],
    ['15 de enero', { kind: 'wrong', message: 'Escribe la fecha como dd/mm/aaaa' }],
    ['31022027', { kind: 'wrong', message: '31/02/2027 no existe: febrero de 2027 tiene 28 días' }],
    ['29/02/2100', { kind: 'wrong', message: '29/02/2100 no existe: febrero de 2100 tiene 28 días' }],
    ['99/99/9999', { kind: 'wrong', message: '99/99/9999 no existe: el mes va de 01 a 12' }],
    ['15/01/0207', { kind: 'wrong', message: 'La fecha debe estar entre el 01/01/2000 y el 31/12/2099' }],
  ])('%j reads as %j', (text, reading) => {
    expect(readDateText(text)).toEqual(reading)
  })
})

describe("a date field's rule", () => {
  const rule = {
    required: 'La fecha de inicio es requerida',
    min: { day: '2027-01-10', message: 'Después del 10' },
    max: { day: '2027-01-20', message: 'Antes del 20' },
  }

  it('says the required message only when a required field is empty', () => {
    expect(dateTextError('', rule)).toBe(rule.required)
    expect(dateTextError(' ')).toBeUndefined()
  })

  it('takes its limits as inclusive days', () => {
    expect(dateTextError('09012027', rule)).toBe('Después del 10')
    expect(dateTextError('10/01/2027', rule)).toBeUndefined()
    expect(dateTextError('20-01-2027', rule)).toBeUndefined()
    expect(dateTextError('21/1/2027', rule)).toBe('Antes del 20')
  })

  it('says what is wrong with the text before the limits', () => {
    expect(dateTextError('01/13/2027', rule)).toBe('01/13/2027 no existe: el mes va de 01 a 12')
  })

  it("offers in the calendar the rule's limits within the platform's days", () => {
    expect(calendarBounds()).toEqual({ min: FIRST_DAY, max: LAST_DAY })
    expect(calendarBounds(rule)).toEqual({ min: '2027-01-10', max: '2027-01-20' })
    expect(calendarBounds({ min: { day: '1999-01-01', message: '' } })).toEqual({
      min: FIRST_DAY,
      max: LAST_DAY,
    })
  })

  it('writes only a YYYY-MM-DD day as dd/mm/aaaa', () => {
    expect(dateTextOf('2027-01-15')).toBe('15/01/2027')
    expect(dateTextOf('')).toBe('')
    expect(dateTextOf(null)).toBe('')
    expect(dateTextOf('15/01/2027')).toBe('')
  })
})
