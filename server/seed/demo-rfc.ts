/**
 * The check digit of an RFC (the SAT's algorithm, as validate-rfc checks it), so that every demo business has
 * an RFC that 'Perfil' would accept, in the base world and in each tagged one (server/seed/world.ts).
 */
const VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'

/** The RFC with its last character replaced by the check digit of the others (12 or 13 characters). */
export function withRfcCheckDigit(rfc: string): string {
  const body = (rfc.length === 12 ? ` ${rfc}` : rfc).slice(0, -1)
  const sum = [...body]
    .reverse()
    .reduce((total, char, i) => total + Math.max(0, VALUES.indexOf(char)) * (i + 2), 0)
  const rest = (11_000 - sum) % 11
  return `${rfc.slice(0, -1)}${rest === 11 ? '0' : rest === 10 ? 'A' : String(rest)}`
}
