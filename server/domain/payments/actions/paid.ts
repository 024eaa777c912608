import type { LifecycleAction } from '@contract/paymentLifecycle'
import { eq } from 'drizzle-orm'
import { payments } from '../../../db/schema'
import { targetStatus } from './lifecycle'
import type { ActionPayment } from './load'

/**
 * The change that makes a payment paid (confirm, informar pago): status 3, fully paid today (Mexico City).
 * The guards pin the amounts the action saw, so the capital it gives back is exactly what was pending.
 */
export const paidChange = (action: LifecycleAction, payment: ActionPayment, today: string) => ({
  set: {
    statusId: targetStatus(action),
    paidAmount: payment.amount,
    paymentDate: today,
    manualConfirmationStatus: 'accepted' as const,
  },
  guards: [eq(payments.amount, payment.amount), eq(payments.paidAmount, payment.paidAmount)],
  creditBack: { amount: payment.amount - payment.paidAmount, kind: 'payment' as const },
})
