import { checkoutRoutes } from '@contract/api/checkout'
import { call } from './call'

export const checkoutApi = {
  details: (paymentCode: string) => call(checkoutRoutes.details, { params: { code: paymentCode } }),
  /** A retry with the same key returns the first answer and pays nothing twice. */
  pay: (paymentCode: string, idempotencyKey: string) =>
    call(
      checkoutRoutes.pay,
      { params: { code: paymentCode } },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
}
