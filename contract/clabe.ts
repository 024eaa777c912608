import { clabe } from 'clabe-validator'
import { PROFILE_MSG } from './profileTexts'

/*
 * The CLABE both sides check (docs/decisions.md#mexico): clabe-validator (18 digits, check digit, known bank
 * and plaza codes). It and validate-rfc (contract/rfc.ts) are the only imports of contract/ besides zod
 * (docs/architecture.md). Its bank and plaza tables weigh ~12 KB gzip: only the bank-account form's lazy chunk
 * and the server import this module, never /login or a route page.
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

/** A bank of the CLABE catalogue: its 3-digit code (a CLABE's first three digits) and clabe-validator's name. */
export type ClabeBank = { code: string; name: string }

const toClabeBank = (code: number, entry: { tag?: string; name?: string }): ClabeBank | null =>
  // 999 is the library's 'N/A' placeholder, not a bank (as in checkClabe).
  entry.tag === 'N/A' ? null : { code: String(code).padStart(3, '0'), name: entry.name ?? entry.tag ?? '' }

/** The bank of a 3-digit code ('012' → BBVA Bancomer), or null when the catalogue has none. */
export const clabeBankByCode = (code: string): ClabeBank | null => {
  if (!/^\d{3}$/.test(code)) return null
  const entry = clabe.banksMap[Number(code)]
  return entry ? toClabeBank(Number(code), entry) : null
}

/** Every bank of the catalogue, by code: the options of a "which bank" select. */
export const clabeBanks = (): ClabeBank[] =>
  Object.entries(clabe.banksMap)
    .map(([code, entry]) => toClabeBank(Number(code), entry))
    .filter((bank): bank is ClabeBank => bank !== null)
    .sort((a, b) => a.code.localeCompare(b.code))
