import { paymentsRoutes } from '@contract/api/payments'
import type { CustomerLookup, SaleRequest, Vendor } from '@contract/sales'
import { call } from './call'
import { request } from './client'

/** The supplier's side of a sale (/front-desk). */
export const salesApi = {
  lookupCustomer: async (userId: number) =>
    (await request<{ data: CustomerLookup }>(`/customers/get-by-user/${userId}`)).data,
  vendors: async () => (await request<{ data: Vendor[] }>('/suppliers/get-vendors')).data,
  /** A retry with the same key returns the first answer and sells nothing twice. */
  create: (body: SaleRequest, idempotencyKey: string) =>
    call(paymentsRoutes.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
}
