import { customersRoutes } from '@contract/api/customers'
import { paymentsRoutes } from '@contract/api/payments'
import { suppliersRoutes } from '@contract/api/suppliers'
import type { SaleRequest } from '@contract/sales'
import { call } from './call'

/** The supplier's side of a sale (/front-desk). */
export const salesApi = {
  lookupCustomer: async (userId: number) =>
    (await call(customersRoutes.byUser, { params: { id: userId } })).data,
  vendors: async () => (await call(suppliersRoutes.vendors)).data,
  /** A retry with the same key returns the first answer and sells nothing twice. */
  create: (body: SaleRequest, idempotencyKey: string) =>
    call(paymentsRoutes.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
}
