import { checkClabe } from '@contract/clabe'
import { PROFILE_MSG } from '@contract/profile'
import { rfcError } from '@contract/rfc'
import { describe, expect, it } from 'vitest'
import { buildClabe, isValidClabe, stpClabeOf } from '../../server/domain/mexico'

describe('CLABE (clabe-validator: 18 digits, 3-7-1 check digit, known bank and plaza)', () => {
  it('accepts published examples and names the bank', () => {
    // Banco Nacional de México's documented example.
    expect(isValidClabe('002010077777777771')).toBe(true)
    expect(checkClabe('002010077777777771')).toEqual({ ok: true, bank: 'Banco Nacional de México' })
    expect(checkClabe(' 032180000118359719 ')).toEqual({ ok: true, bank: 'IXE Banco' })
  })

  it('refuses wrong check digits, lengths, non-digits, unknown banks and plazas, each with its reason', () => {
    expect(isValidClabe('002010077777777772')).toBe(false)
    expect(isValidClabe('00201007777777777')).toBe(false)
    expect(isValidClabe('0020100777777777710')).toBe(false)
    expect(isValidClabe('00201007777777777a')).toBe(false)
    expect(checkClabe('002010077777777772')).toEqual({ ok: false, message: PROFILE_MSG.clabeChecksum })
    expect(checkClabe('00201007777777777')).toEqual({ ok: false, message: PROFILE_MSG.clabeLength })
    expect(checkClabe('00201007777777777a')).toEqual({ ok: false, message: PROFILE_MSG.clabeDigits })
    // Bank 003 does not exist, 999 is the library's 'N/A'; plaza 999 does not exist (right check digits).
    expect(checkClabe(buildClabe('003', '010', 1))).toEqual({ ok: false, message: PROFILE_MSG.clabeBank })
    expect(checkClabe(buildClabe('999', '010', 1))).toEqual({ ok: false, message: PROFILE_MSG.clabeBank })
    expect(checkClabe(buildClabe('002', '999', 1))).toEqual({ ok: false, message: PROFILE_MSG.clabeCity })
  })

  it('builds the STP CLABE of an organization: 646, plaza 180, the id in 11 digits', () => {
    expect(stpClabeOf(42)).toMatch(/^64618000000000042\d$/)
    for (const id of [1, 42, 999, 123_456, 2_147_483_647]) {
      const clabe = stpClabeOf(id)
      expect(clabe).toHaveLength(18)
      expect(isValidClabe(clabe)).toBe(true)
      expect(checkClabe(clabe)).toMatchObject({ ok: true, bank: expect.stringContaining('STP') })
      expect(Number(clabe.slice(6, 17))).toBe(id)
    }
    expect(new Set([1, 2, 3].map(stpClabeOf)).size).toBe(3)
    expect(buildClabe('002', '010', '07777777777')).toBe('002010077777777771')
    expect(() => buildClabe('64', '180', 1)).toThrow(RangeError)
    expect(() => buildClabe('646', '180', 123_456_789_012)).toThrow(RangeError)
  })
})

describe('RFC (validate-rfc: format, date, check digit)', () => {
  it('accepts a person (13) and a company (12), also in lower case', () => {
    expect(rfcError('GODE561231GR8')).toBeNull()
    expect(rfcError('gode561231gr8', 'person')).toBeNull()
    expect(rfcError('ABC680524P73', 'company')).toBeNull()
  })
  it('refuses bad shapes, dates and check digits, generic RFCs and a length that is not the business type', () => {
    expect(rfcError('XYZ')).toBe(PROFILE_MSG.rfc)
    expect(rfcError('GODE561331GR8')).toBe(PROFILE_MSG.rfc)
    expect(rfcError('GODE561231GR9')).toBe(PROFILE_MSG.rfcCheckDigit)
    expect(rfcError('XAXX010101000')).toBe(PROFILE_MSG.rfc)
    expect(rfcError('GODE561231GR8', 'company')).toBe(PROFILE_MSG.rfcCompany)
    expect(rfcError('ABC680524P73', 'person')).toBe(PROFILE_MSG.rfcPerson)
  })
})
