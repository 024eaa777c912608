import { weekRangeText } from '@contract/statements'
import { describe, expect, it } from 'vitest'

describe('the statement week in words (screen and Monday mail)', () => {
  it('names the month and year once when the week stays in one month', () => {
    expect(weekRangeText({ from: '2026-11-23', to: '2026-11-29' })).toBe('del 23 al 29 de noviembre de 2026')
  })
  it('names both months across a month', () => {
    expect(weekRangeText({ from: '2026-11-30', to: '2026-12-06' })).toBe(
      'del 30 de noviembre al 6 de diciembre de 2026',
    )
  })
  it('names both years across a year', () => {
    expect(weekRangeText({ from: '2025-12-29', to: '2026-01-04' })).toBe(
      'del 29 de diciembre de 2025 al 4 de enero de 2026',
    )
  })
})
