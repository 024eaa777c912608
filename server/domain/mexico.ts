/** Phones are typed as 10 digits and stored with the 52 country prefix (docs/decisions.md#mexico). */
export function toStoredPhone(tenDigits: string): string {
  const digits = tenDigits.replace(/\D/g, '')
  if (!/^\d{10}$/.test(digits)) throw new RangeError(`Not a 10-digit phone: ${tenDigits}`)
  return `52${digits}`
}

/** CLABE: 18 digits = bank (3) + plaza (3) + account (11) + check digit (docs/decisions.md#mexico). */
const CLABE_WEIGHTS = [3, 7, 1] as const

/** The check digit of the first 17 digits of a CLABE: weights 3, 7, 1 repeating, each product mod 10. */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`Not 17 digits: ${first17}`)
  const sum = [...first17].reduce(
    (total, digit, i) => total + ((Number(digit) * CLABE_WEIGHTS[i % 3]!) % 10),
    0,
  )
  return (10 - (sum % 10)) % 10
}

/** 18 digits whose last one is the right check digit. */
export const isValidClabe = (clabe: string): boolean =>
  /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17])

/** Builds a CLABE from its parts (bank 3 digits, plaza 3 digits, account up to 11 digits, zero-padded). */
export function buildClabe(bank: string, plaza: string, account: string | number): string {
  const accountDigits = String(account).padStart(11, '0')
  if (!/^\d{3}$/.test(bank) || !/^\d{3}$/.test(plaza) || !/^\d{11}$/.test(accountDigits)) {
    throw new RangeError(`Not CLABE parts: ${bank} ${plaza} ${account}`)
  }
  const first17 = `${bank}${plaza}${accountDigits}`
  return `${first17}${clabeCheckDigit(first17)}`
}

/** STP (bank code 646), plaza 180: the collection account of each customer organization. */
export const STP_BANK_CODE = '646'
export const STP_PLAZA = '180'

/** The STP CLABE a customer organization pays into: its account is the organization id, 11 digits. */
export const stpClabeOf = (customerOrganizationId: number): string =>
  buildClabe(STP_BANK_CODE, STP_PLAZA, customerOrganizationId)
