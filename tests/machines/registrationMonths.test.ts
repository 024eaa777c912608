import { fc, test } from '@fast-check/vitest'
import { monthLabel } from '@machines/registration/registration.selectors'
import { format } from 'date-fns/format'
import { es } from 'date-fns/locale/es'
import { parseISO } from 'date-fns/parseISO'
import { subMonths } from 'date-fns/subMonths'
import { describe, expect, it } from 'vitest'

/** The bank statements' months ('Agosto 2026') come from the browser's Intl, as date-fns' Spanish writes them. */
describe('monthLabel', () => {
  it('names the month n months before today', () => {
    expect(monthLabel('2026-11-28', 1)).toBe('Octubre 2026')
    expect(monthLabel('2026-01-31', 2)).toBe('Noviembre 2025')
    expect(monthLabel('2026-03-31', 1)).toBe('Febrero 2026')
  })

  // From year 3: date-fns writes the year before 1 (year 0) as 0001, its year of era.
  const isoDay = fc
    .date({ min: new Date('0003-01-01T00:00:00'), max: new Date('9999-12-31T23:59:59'), noInvalidDate: true })
    .map((d) => format(d, 'yyyy-MM-dd'))

  test.prop([isoDay, fc.integer({ min: 0, max: 24 })])(
    "matches date-fns' 'LLLL yyyy' in Spanish",
    (today, back) => {
      const expected = format(subMonths(parseISO(today), back), 'LLLL yyyy', { locale: es })
      expect(monthLabel(today, back)).toBe(expected.charAt(0).toUpperCase() + expected.slice(1))
    },
  )
})
