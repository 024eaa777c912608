import { formatCentavos, formatMoney } from '@contract/money'
import { describe, expect, it } from 'vitest'

/**
 * The one money formatter (contract/money.ts; src/lib/format.ts re-exports it) the SPA, the mails, the PDFs,
 * the seed and the operator CLI read. Intl writes a no-break space in some locales; normalised for readable
 * assertions.
 */
const norm = (s: string) => s.replace(/\u00a0|\u202f/g, ' ')

describe('formatMoney (pesos)', () => {
  it('formats pesos as es-MX MXN with 2 decimals', () => {
    expect(norm(formatMoney(1234.5))).toBe('$1,234.50')
    expect(norm(formatMoney(0))).toBe('$0.00')
    expect(norm(formatMoney(1000000))).toBe('$1,000,000.00')
    expect(norm(formatMoney(0.1 + 0.2))).toBe('$0.30')
    expect(norm(formatMoney(-50))).toBe('-$50.00')
  })

  it('writes what the server wrote with the currency defaults (mails, PDFs, CLI)', () => {
    const serverDefaults = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
    for (const pesos of [0, 0.01, 0.5, 1, 99.99, 1234.5, 1_000_000, 987_654_321.12, -3.2]) {
      expect(formatMoney(pesos), String(pesos)).toBe(serverDefaults.format(pesos))
    }
  })
})

describe('formatCentavos', () => {
  it('writes centavos as the pesos they are', () => {
    expect(norm(formatCentavos(123_450))).toBe('$1,234.50')
    expect(norm(formatCentavos(1))).toBe('$0.01')
    expect(norm(formatCentavos(0))).toBe('$0.00')
    expect(norm(formatCentavos(-5_000))).toBe('-$50.00')
  })
})
