import type { ActionResult } from '@contract/http'
import type { CheckoutDetails } from '@contract/sales'
import { request } from './client'

const path = (action: 'get-details' | 'pay', code: string) =>
  `/checkout/${action}/${encodeURIComponent(code)}`

export const checkoutApi = {
  details: (paymentCode: string) =>
    request<CheckoutDetails>(path('get-details', paymentCode), { method: 'POST' }),
  /** A retry with the same key returns the first answer and pays nothing twice. */
  pay: (paymentCode: string, idempotencyKey: string) =>
    request<ActionResult>(path('pay', paymentCode), {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
}
