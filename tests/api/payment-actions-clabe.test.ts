import { describe, expect, it } from 'vitest'
import { buildClabe, clabeCheckDigit, isValidClabe, stpClabeOf } from '../../server/domain/mexico'

describe('CLABE (3-7-1 check digit)', () => {
  it('accepts published examples and computes their check digit', () => {
    // Banco Nacional de México's documented example, and a check digit that wraps to 0.
    expect(isValidClabe('002010077777777771')).toBe(true)
    expect(clabeCheckDigit('00201007777777777')).toBe(1)
    expect(clabeCheckDigit('00000000000000000')).toBe(0)
    // 6×3 = 18 → 8; (10 − 8) mod 10 = 2.
    expect(clabeCheckDigit('60000000000000000')).toBe(2)
  })

  it('refuses wrong check digits, lengths and non-digits', () => {
    expect(isValidClabe('002010077777777772')).toBe(false)
    expect(isValidClabe('00201007777777777')).toBe(false)
    expect(isValidClabe('0020100777777777710')).toBe(false)
    expect(isValidClabe('00201007777777777a')).toBe(false)
    expect(() => clabeCheckDigit('123')).toThrow(RangeError)
  })

  it('builds the STP CLABE of an organization: 646, plaza 180, the id in 11 digits', () => {
    expect(stpClabeOf(42)).toMatch(/^64618000000000042\d$/)
    for (const id of [1, 42, 999, 123_456, 2_147_483_647]) {
      const clabe = stpClabeOf(id)
      expect(clabe).toHaveLength(18)
      expect(isValidClabe(clabe)).toBe(true)
      expect(Number(clabe.slice(6, 17))).toBe(id)
    }
    expect(new Set([1, 2, 3].map(stpClabeOf)).size).toBe(3)
    expect(buildClabe('002', '010', '07777777777')).toBe('002010077777777771')
    expect(() => buildClabe('64', '180', 1)).toThrow(RangeError)
    expect(() => buildClabe('646', '180', 123_456_789_012)).toThrow(RangeError)
  })
})
