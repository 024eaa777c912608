import { clabe } from 'clabe-validator'
import validateRfc from 'validate-rfc'
import { PROFILE_MSG } from './profileTexts'

/*
 * The Mexican identifiers both sides check (docs/decisions.md#mexico): CLABE with clabe-validator (18 digits,
 * check digit, known bank and plaza codes) and RFC with validate-rfc (format, date, check digit). These two
 * small pure libraries are the only imports of contract/ besides zod (docs/architecture.md). Only the profile
 * chunk and the server import this module, so /login never carries their tables.
 */

export type ClabeCheck = { ok: true; bank: string } | { ok: false; message: string }

/** A CLABE as typed: the bank's name when valid, else the Spanish reason. */
export function checkClabe(value: string): ClabeCheck {
  const digits = value.trim()
  if (!/^\d*$/.test(digits)) return { ok: false, message: PROFILE_MSG.clabeDigits }
  if (digits.length !== 18) return { ok: false, message: PROFILE_MSG.clabeLength }
  const result = clabe.validate(digits)
  // The library lists code 999 as 'N/A' (a placeholder, not a bank).
  if (result.ok && result.tag !== 'N/A') return { ok: true, bank: result.bank ?? result.tag ?? '' }
  if (result.ok) return { ok: false, message: PROFILE_MSG.clabeBank }
  if (result.error === 'invalid-bank') return { ok: false, message: PROFILE_MSG.clabeBank }
  if (result.error === 'invalid-city') return { ok: false, message: PROFILE_MSG.clabeCity }
  return { ok: false, message: PROFILE_MSG.clabeChecksum }
}

/** The bank of a valid CLABE, or null. */
export const bankOfClabe = (value: string): string | null => {
  const result = checkClabe(value)
  return result.ok ? result.bank : null
}

/**
 * An RFC: null when valid, else the Spanish reason. 12 characters for a company (persona moral), 13 for a
 * person (persona física); with a business type the length must match it. The generic and foreign RFCs are
 * refused: a business registers its own.
 */
export function rfcError(value: string, businessType?: 'person' | 'company' | null): string | null {
  const rfc = value.trim().toUpperCase()
  const result = validateRfc(rfc)
  if (!result.isValid) {
    const onlyCheckDigit = result.errors?.length === 1 && result.errors[0] === 'INVALID_VERIFICATION_DIGIT'
    return onlyCheckDigit ? PROFILE_MSG.rfcCheckDigit : PROFILE_MSG.rfc
  }
  if (result.type !== 'company' && result.type !== 'person') return PROFILE_MSG.rfc
  if (businessType === 'company' && result.type !== 'company') return PROFILE_MSG.rfcCompany
  if (businessType === 'person' && result.type !== 'person') return PROFILE_MSG.rfcPerson
  return null
}
