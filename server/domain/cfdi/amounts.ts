import { type Centavos, toCentavos } from '@contract/money'

/**
 * A CFDI amount (t_Importe: up to 18 digits and 6 decimals, never negative) as exact centavos, read from its
 * decimal text and never through a float. Decimals past the centavos must be zeros ('459.360000' is 45936);
 * anything else ('459.365', '459.', '4.5e2', '-1', '') is null, as is an amount past the safe integers.
 */
export function centavosOf(text: string): Centavos | null {
  const match = /^(\d{1,18})(?:\.(\d{1,2})(\d{0,4}))?$/.exec(text)
  if (!match) return null
  const [, whole, cents = '', beyond = ''] = match
  if (/[^0]/.test(beyond)) return null
  const centavos = toCentavos(cents ? `${whole}.${cents}` : whole!)
  return Number.isSafeInteger(centavos) ? centavos : null
}
