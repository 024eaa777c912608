import { ACTION_MSG } from '@contract/paymentActions'
import { SPEI_MSG } from '@contract/spei'
import { sql } from 'drizzle-orm'
import { mxToday } from '../../../clock'
import type { Db } from '../../../db/client'
import { PAYMENTS_TRANSFER_UNIQUE, payments } from '../../../db/schema'
import type { BlobStore } from '../../../files/blob-store'
import { insertFileRows, type StagedFile, withStagedUploads } from '../../../files/stored-files'
import type { Upload } from '../../../files/uploads'
import type { AuthUser } from '../../auth/sessions'
import { invalid } from '../../errors'
import { stpClabeOf } from '../../mexico'
import { accrueOnTimePayment } from '../../rewards/accrual'
import { type TransferGiven, type TransferProof, transferProofOf } from '../../spei/proof'
import type { OnCommit } from '../rules'
import { isUniqueViolation } from './errors'
import { lifecycleRefusal, targetStatus } from './lifecycle'
import { loadOwnPayment } from './load'
import { paidChange } from './paid'
import { type ActionDeps, type PaymentAction, refusalOf, runOnPayment } from './run'
import { transition } from './transition'

const notAwaiting = sql`${payments.manualConfirmationStatus} is distinct from 'pending'`

type Who = { auth: AuthUser; clock: ActionDeps['clock'] }

/** The row of the staged proof (undefined when none was sent) as the payment's, uploaded by the caller now. */
async function insertProofRow(tx: Db, who: Who, paymentId: number, staged: StagedFile[]) {
  const [fileId] = await insertFileRows(tx, staged, {
    purpose: 'proof',
    paymentId,
    uploadedBy: who.auth.userId,
    now: who.clock.now(),
  })
  return fileId
}

/** The payment's columns of the transfer that proves it. */
const transferSet = (transfer: TransferProof) => ({
  transferSendingBank: transfer.sendingBank,
  transferOperationDate: transfer.operationDate,
  transferTrackingKey: transfer.trackingKey,
  transferAmount: transfer.amount,
})

/**
 * Customer: the proof and the transfer go to the supplier (→ 2, manual confirmation pending). A transfer that
 * already proves another payment is caught by the unique index, inside this transaction: 422, nothing stored.
 */
const customerReport = (who: Who, staged: StagedFile[], transfer: TransferProof): PaymentAction => ({
  refuse: lifecycleRefusal('pay', who.clock),
  apply: async (tx, p) => {
    const fileId = await insertProofRow(tx, who, p.id, staged)
    try {
      await transition(tx, who, p, {
        action: 'pay',
        kind: 'payment_reported',
        set: {
          statusId: targetStatus('pay'),
          manualConfirmationStatus: 'pending',
          proofFileId: fileId,
          ...transferSet(transfer),
        },
        guards: [notAwaiting],
        data: { file_id: fileId },
      })
    } catch (error) {
      if (isUniqueViolation(error, PAYMENTS_TRANSFER_UNIQUE)) {
        throw invalid({ tracking_key: [SPEI_MSG.alreadyUsed] })
      }
      throw error
    }
    return { msg: ACTION_MSG.reported }
  },
})

/** Supplier ('Informar pago'): paid now (→ 3), the capital back to the customer's credit; proof optional. */
const supplierInform = (who: Who, staged: StagedFile[]): PaymentAction => ({
  refuse: lifecycleRefusal('informPayment', who.clock),
  apply: async (tx, p) => {
    const fileId = await insertProofRow(tx, who, p.id, staged)
    const paid = paidChange('informPayment', p, mxToday(who.clock))
    const updated = await transition(tx, who, p, {
      action: 'informPayment',
      kind: 'payment_informed',
      set: { ...paid.set, ...(fileId === undefined ? {} : { proofFileId: fileId }) },
      guards: [notAwaiting, ...paid.guards],
      data: { paid_amount: p.amount, file_id: fileId ?? null },
    })
    // Rewards in the same transaction as the paid status (docs/decisions.md#rewards).
    await accrueOnTimePayment(tx, who.clock, updated)
    return { msg: ACTION_MSG.informed, creditBack: paid.creditBack }
  },
})

/**
 * POST payments/report-payment. The checks run before any byte is written; the proof's bytes are kept only
 * if the transaction that records them commits. The customer's transfer is checked against the CLABE 'Pagar'
 * showed (stpClabeForPayment's); the supplier's 'Informar pago' takes none.
 */
export async function reportPayment(
  deps: ActionDeps & { store: BlobStore },
  auth: AuthUser,
  paymentId: number,
  proof: Upload | undefined,
  transferGiven: TransferGiven,
  onCommit?: OnCommit,
) {
  const payment = await loadOwnPayment(deps.db, deps.clock, auth, paymentId, ACTION_MSG.paymentNotFound)
  const who = { auth, clock: deps.clock }
  // The transfer is part of the request: checked (422) like the proof's file, before the payment's state.
  const transfer =
    auth.mainRole === 'customer'
      ? transferProofOf(transferGiven, {
          clabe: stpClabeOf(payment.customerOrganizationId),
          today: mxToday(deps.clock),
        })
      : null
  const actionWith = (staged: StagedFile[]) =>
    transfer ? customerReport(who, staged, transfer) : supplierInform(who, staged)
  const refused = refusalOf(payment, actionWith([]))
  if (refused) return refused
  return withStagedUploads(
    deps.store,
    proof ? [proof] : [],
    (staged) => runOnPayment(deps, auth, payment, actionWith(staged), onCommit),
    (answer) => answer.success,
  )
}
