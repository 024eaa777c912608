import { z } from 'zod/mini'
import { clabeBankByCode } from './clabe'
import { normalizeTrackingKey, operationDateError, trackingKeyError } from './speiRules'
import { SPEI_MSG } from './speiTexts'

export * from './speiRules'
export * from './speiTexts'

/*
 * The data of a SPEI transfer given as a payment's proof: clave de rastreo, date of operation and sending bank
 * (docs/transfers.md). Imports contract/clabe.ts (clabe-validator's tables): only a lazy chunk and the server
 * import this module; a view reads the texts from speiTexts.ts.
 */

/** The sending bank as a 3-digit code of the CLABE catalogue ('012'): null when known, else the Spanish reason. */
export function sendingBankError(code: string): string | null {
  const value = code.trim()
  if (value === '') return SPEI_MSG.sendingBank
  return clabeBankByCode(value) ? null : SPEI_MSG.sendingBankUnknown
}

/**
 * What makes a transfer one (docs/transfers.md#one-transfer-one-payment): the sending bank's 3-digit code, the
 * date of operation and the normalized clave de rastreo, unique together among the payments' proofs.
 */
export type TransferIdentity = { sendingBank: string; operationDate: string; trackingKey: string }

export const transferIdentity = (
  sendingBank: string,
  operationDate: string,
  trackingKey: string,
): TransferIdentity => ({
  sendingBank: sendingBank.trim(),
  operationDate: operationDate.trim(),
  trackingKey: normalizeTrackingKey(trackingKey),
})

const orEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)

/** A text field checked by one of the rules above (which says "required" itself). */
const ruledText = (rule: (value: string) => string | null) =>
  z.pipe(
    z.transform(orEmpty),
    z.string({ error: SPEI_MSG.required }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        const message = rule(value)
        if (message) ctx.addIssue({ code: 'custom', message, input: value })
      }),
    ),
  )

/**
 * The typed transfer of 'Pagar' (when no CEP is given): `tracking_key` comes out normalized. `today` is the
 * Mexico City date the request is judged on (the server's clock, the form's today).
 */
export const speiTransferSchema = (today: string) =>
  z.strictObject({
    tracking_key: z.pipe(ruledText(trackingKeyError), z.transform(normalizeTrackingKey)),
    operation_date: ruledText((day) => operationDateError(day, today)),
    sending_bank: ruledText(sendingBankError),
  })
export type SpeiTransfer = z.infer<ReturnType<typeof speiTransferSchema>>
