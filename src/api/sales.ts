import { customersRoutes } from '@contract/api/customers'
import { suppliersRoutes } from '@contract/api/suppliers'
import type { SaleRequest } from '@contract/sales'
import type { SaleAnswer } from '@machines/sale'
import { call } from './call'
import { request } from './client'

/** The supplier's side of a sale (/front-desk). */
export const salesApi = {
  lookupCustomer: async (userId: number) =>
    (await call(customersRoutes.byUser, { params: { id: userId } })).data,
  vendors: async () => (await call(suppliersRoutes.vendors)).data,
  /** A retry with the same key returns the first answer and sells nothing twice. */
  create: (body: SaleRequest, idempotencyKey: string) =>
    request<SaleAnswer>('/payments/create', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
}
