/** Phones are typed as 10 digits and stored with the 52 country prefix (DESIGN.md §4). */
export function toStoredPhone(tenDigits: string): string {
  const digits = tenDigits.replace(/\D/g, '')
  if (!/^\d{10}$/.test(digits)) throw new RangeError(`Not a 10-digit phone: ${tenDigits}`)
  return `52${digits}`
}
