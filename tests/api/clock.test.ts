import { describe, expect, it } from 'vitest'
import { addDays, DAY, daysBetween, manualClock, mxDate, mxToday } from '../../server/clock'

describe('clock', () => {
  it('gives the calendar date in Mexico City, not UTC', () => {
    expect(mxDate(new Date('2025-03-11T03:00:00Z'))).toBe('2025-03-10')
    expect(mxDate(new Date('2025-03-11T06:00:00Z'))).toBe('2025-03-11')
    // Mexico City has had no daylight saving time since 2022: UTC−6 all year.
    expect(mxDate(new Date('2025-07-01T05:59:00Z'))).toBe('2025-06-30')
    expect(mxDate(new Date('2025-12-31T23:00:00Z'))).toBe('2025-12-31')
  })

  it('moves only when told', () => {
    const clock = manualClock('2025-03-10T18:00:00Z')
    expect(mxToday(clock)).toBe('2025-03-10')
    clock.advance(DAY)
    expect(mxToday(clock)).toBe('2025-03-11')
    clock.set('2026-01-01T05:00:00Z')
    expect(mxToday(clock)).toBe('2025-12-31')
  })

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-12-15', 60)).toBe('2026-02-13')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(() => addDays('2025-3-1', 1)).toThrow(RangeError)
  })

  it('counts days between dates', () => {
    expect(daysBetween('2025-03-10', '2025-05-09')).toBe(60)
    expect(daysBetween('2025-03-10', '2025-03-09')).toBe(-1)
  })
})
