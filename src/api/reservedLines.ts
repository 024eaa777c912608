import type { ActionResult } from '@contract/http'
import type { ReservedLine, ReservedLineRequest } from '@contract/sales'
import type { ReservedLineAnswer } from '@machines/reserved-lines'
import { request } from './client'

export const reservedLinesApi = {
  list: async (flag: 'all' | 'active' = 'all') =>
    (await request<{ data: ReservedLine[] }>(`/reserved-credit-line/get-by-supplier/${flag}`)).data,
  create: (body: ReservedLineRequest, idempotencyKey: string) =>
    request<ReservedLineAnswer>('/reserved-credit-line/create', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  deactivate: (id: number) =>
    request<ActionResult>(`/reserved-credit-line/deactivate/${id}`, { method: 'POST' }),
}
