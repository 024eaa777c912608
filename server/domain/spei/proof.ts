import { fieldErrors, inputIssueMessage } from '@contract/http'
import type { Centavos } from '@contract/money'
import { sendingBankError, speiTransferSchema, type TransferIdentity, transferIdentity } from '@contract/spei'
import { z } from 'zod/mini'
import type { Upload } from '../../files/uploads'
import { invalid } from '../errors'
import { type CepReading, cepTransferIdentity, checkCepAgainstPayment, readCep } from './cep'

/** What 'Pagar' sent about the transfer: the typed fields, and the CEP's XML when one was uploaded instead. */
export type TransferGiven = {
  tracking_key?: string | undefined
  operation_date?: string | undefined
  sending_bank?: string | undefined
  cep?: Upload | undefined
}

/** The transfer that proves a payment, as stored with it: its identity, and its amount when a CEP gave it. */
export type TransferProof = TransferIdentity & { amount: Centavos | null }

/** What the proof is judged against: the CLABE 'Pagar' showed and today in Mexico City (YYYY-MM-DD). */
export type TransferExpectation = { clabe: string; today: string }

/**
 * The transfer 'Pagar' gave, checked (docs/transfers.md): the CEP when one was uploaded (its beneficiary must be
 * the CLABE shown; the clave, the date and the amount are taken from it), else the typed fields
 * (`speiTransferSchema`). Throws the 422 naming the field (`cep`, `tracking_key`, …) when it proves nothing.
 */
export function transferProofOf(given: TransferGiven, expected: TransferExpectation): TransferProof {
  if (given.cep) return cepProof(given.cep, given.sending_bank, expected)
  const typed = {
    tracking_key: given.tracking_key,
    operation_date: given.operation_date,
    sending_bank: given.sending_bank,
  }
  const parsed = z.safeParse(speiTransferSchema(expected.today), typed, { error: inputIssueMessage })
  if (!parsed.success) throw invalid(fieldErrors(parsed.error))
  const { sending_bank, operation_date, tracking_key } = parsed.data
  return { ...transferIdentity(sending_bank, operation_date, tracking_key), amount: null }
}

function cepProof(
  upload: Upload,
  sendingBank: string | undefined,
  expected: TransferExpectation,
): TransferProof {
  const read = readCep(upload.bytes)
  if (!read.ok) throw invalid({ cep: [read.message] })
  const failures = checkCepAgainstPayment(read.cep, expected)
  if (failures.length > 0) throw invalid({ cep: failures.map((failure) => failure.message) })
  const identity = cepTransferIdentity(read.cep) ?? identityWithBank(read.cep, sendingBank ?? '')
  return { ...identity, amount: read.cep.montoCentavos }
}

/** A CEP whose ordering account is not a CLABE (a debit card) names no bank code: the builder picks it. */
function identityWithBank(cep: CepReading, sendingBank: string): TransferIdentity {
  const problem = sendingBankError(sendingBank)
  if (problem) throw invalid({ sending_bank: [problem] })
  return transferIdentity(sendingBank, cep.fechaOperacion, cep.claveRastreo)
}
