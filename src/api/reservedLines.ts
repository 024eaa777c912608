import { reservedCreditLineRoutes } from '@contract/api/reserved-credit-line'
import type { ReservedLineRequest } from '@contract/sales'
import { call } from './call'

export const reservedLinesApi = {
  list: async (flag: 'all' | 'active' = 'all') =>
    (await call(reservedCreditLineRoutes.list, { params: { flag } })).data,
  create: (body: ReservedLineRequest, idempotencyKey: string) =>
    call(reservedCreditLineRoutes.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  deactivate: (id: number) => call(reservedCreditLineRoutes.deactivate, { params: { id } }),
}
