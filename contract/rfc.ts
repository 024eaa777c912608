import validateRfc from 'validate-rfc'
import { PROFILE_MSG } from './profileTexts'

/*
 * The RFC both sides check (docs/decisions.md#mexico): validate-rfc (format, date, check digit), a pure ~1 KB
 * library, with contract/clabe.ts's clabe-validator the only imports of contract/ besides zod
 * (docs/architecture.md).
 */

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
