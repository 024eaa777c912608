/** Money is integer centavos in the DB and in domain code, pesos with 2 decimals in JSON (DESIGN.md §3). */
export type Centavos = number

/** Pesos (as sent in JSON, up to 2 decimals) → centavos, without float arithmetic drift. */
export const toCentavos = (pesos: number | string): Centavos => {
  const text = typeof pesos === 'number' ? pesos.toFixed(2) : pesos.trim()
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new RangeError(`Not an amount: ${pesos}`)
  const [, sign, whole, frac = ''] = match
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return sign ? -cents : cents
}

/** Centavos → pesos number with 2 decimals for JSON. */
export const toPesos = (cents: Centavos): number => Math.round(cents) / 100
