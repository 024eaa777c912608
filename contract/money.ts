/**
 * Money is integer centavos in the DB and in domain code, pesos with 2 decimals in JSON
 * (docs/decisions.md#money-and-numbers).
 */
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

/**
 * Pesos with at most 2 decimals that are a safe number of centavos: `1e-9` or `5e-324` are not (they are not
 * 0 yet round to 0 centavos), nor is anything beyond 2^53 centavos. Tolerates binary noise like 0.1 + 0.2.
 */
export const isWholeCentavos = (pesos: number): boolean => {
  const cents = Math.round(pesos * 100)
  return Number.isSafeInteger(cents) && Math.abs(cents - pesos * 100) < 1e-6 && (cents !== 0 || pesos === 0)
}

const pesosText = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 1234.5 → "$1,234.50" (pesos, es-MX, MXN): every amount a screen, mail, PDF or the operator CLI shows. */
export const formatMoney = (pesos: number): string => pesosText.format(pesos)

/** 123450 centavos → "$1,234.50". */
export const formatCentavos = (cents: Centavos): string => formatMoney(cents / 100)
