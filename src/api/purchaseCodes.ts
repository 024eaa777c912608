import { sharedTokensRoutes } from '@contract/api/shared-tokens'
import { DIRECTORY_MAX_PAGE_SIZE } from '@contract/directoryTexts'
import type { LiveCode, PurchaseCode, SupplierSummary } from '@contract/sales'
import { call } from './call'
import { request } from './client'

/** The customer's side of a sale: purchase codes, shared codes and the suppliers they can use them with. */
export const purchaseCodesApi = {
  /** The live code with the seconds it has left, or `token: null`; asking changes nothing. */
  live: () => request<LiveCode>('/customers/generate-token'),
  /** Issues a new 6-digit code replacing the live one; `keepLive` answers the live one when there is one. */
  generate: ({ keepLive }: { keepLive: boolean }) =>
    request<PurchaseCode>('/customers/generate-token', {
      method: 'POST',
      ...(keepLive ? { body: { keep_live: true } } : {}),
    }),
  /**
   * Suppliers of the directory (the carousel's logos, the shared-code picker): a shared code may be made for
   * a supplier the builder has not bought from yet (docs/decisions.md#directory).
   */
  suppliers: async (perPage = DIRECTORY_MAX_PAGE_SIZE) =>
    (await request<{ data: SupplierSummary[] }>(`/suppliers/get-suppliers-to-show?per_page=${perPage}`)).data,
  sharedTokens: async () => (await call(sharedTokensRoutes.list)).data,
  createSharedToken: (body: { supplier_id: number }) => call(sharedTokensRoutes.create, { body }),
  deleteSharedToken: (body: { supplier_id: number }) => call(sharedTokensRoutes.delete, { body }),
}
