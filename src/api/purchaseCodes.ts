import { DIRECTORY_MAX_PAGE_SIZE } from '@contract/directoryTexts'
import type { PurchaseCode, SharedToken, SupplierSummary } from '@contract/sales'
import { request } from './client'

type TokenAnswer = { token: string | null; msg: string }

/** The customer's side of a sale: purchase codes, shared codes and the suppliers they can use them with. */
export const purchaseCodesApi = {
  /** Issues a new 6-digit code, replacing the live one. */
  generate: () => request<PurchaseCode>('/customers/generate-token', { method: 'POST' }),
  /**
   * Suppliers of the directory (the carousel's logos, the shared-code picker): a shared code may be made for
   * a supplier the builder has not bought from yet (docs/decisions.md#directory).
   */
  suppliers: async (perPage = DIRECTORY_MAX_PAGE_SIZE) =>
    (await request<{ data: SupplierSummary[] }>(`/suppliers/get-suppliers-to-show?per_page=${perPage}`)).data,
  sharedTokens: async () => (await request<{ data: SharedToken[] }>('/shared-tokens')).data,
  createSharedToken: (body: { supplier_id: number }) =>
    request<TokenAnswer>('/shared-tokens/create', { method: 'POST', body }),
  deleteSharedToken: (body: { supplier_id: number }) =>
    request<TokenAnswer>('/shared-tokens/delete', { method: 'POST', body }),
}
