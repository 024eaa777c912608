import { isAcceptedDay, isCalendarDate } from './dates'
import { SPEI_MSG, TRACKING_KEY_MAX, TRANSFER_MAX_AGE_DAYS } from './speiTexts'

/*
 * The rules of a typed SPEI transfer that need neither zod nor the CLABE tables (docs/transfers.md), so 'Pagar''s
 * dialog checks what is typed with the server's own rules; spei.ts re-exports them beside the bank check.
 */

/** A clave de rastreo as compared and stored: trimmed and upper-cased. */
export const normalizeTrackingKey = (value: string): string => value.trim().toUpperCase()

/** A clave de rastreo: null when valid, else the Spanish reason. Case does not matter; spaces around are dropped. */
export function trackingKeyError(value: string): string | null {
  const key = normalizeTrackingKey(value)
  if (key === '') return SPEI_MSG.required
  if (key.length > TRACKING_KEY_MAX) return SPEI_MSG.trackingKeyLength
  if (!/^[A-Z0-9]+$/.test(key)) return SPEI_MSG.trackingKeyChars
  return null
}

/** The first day a transfer may have been made on to prove a payment today (both YYYY-MM-DD). */
export function earliestTransferDay(today: string): string {
  if (!isCalendarDate(today)) throw new RangeError(`Not a date: ${today}`)
  const start = Date.parse(`${today}T00:00:00Z`) - TRANSFER_MAX_AGE_DAYS * 86_400_000
  return new Date(start).toISOString().slice(0, 10)
}

/**
 * The date of operation (YYYY-MM-DD) against today in Mexico City: null when valid, else the Spanish reason.
 * Not after today, and not older than TRANSFER_MAX_AGE_DAYS.
 */
export function operationDateError(day: string, today: string): string | null {
  const value = day.trim()
  if (value === '') return SPEI_MSG.required
  if (!isAcceptedDay(value)) return SPEI_MSG.operationDate
  if (value > today) return SPEI_MSG.operationDateFuture
  if (value < earliestTransferDay(today)) return SPEI_MSG.operationDateTooOld
  return null
}
