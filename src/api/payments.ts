import { customersRoutes } from '@contract/api/customers'
import { suppliersRoutes } from '@contract/api/suppliers'
import type { TermExtension, TotalPaymentsByUser } from '@contract/paymentActions'
import type { Resume } from '@contract/resume'
import type { CounterpartQuery, PaymentListRequest, PaymentsPage } from '@machines/payments-list'
import { call } from './call'
import { request } from './client'

export const paymentsApi = {
  resume: () => request<Resume>('/payments/resume'),
  /** GET payments: one page of the caller's sales (supplier) or purchases (customer). */
  list: (query: PaymentListRequest) =>
    request<PaymentsPage>('/payments', { query: query as unknown as Record<string, string | number> }),
  /**
   * The payments list's counterpart filter: a supplier searches its customers (suppliers/get-customers by
   * user_id or name), a customer its suppliers (customers/search/{term}).
   */
  counterparts: async (term: CounterpartQuery, role: 'supplier' | 'customer') =>
    (
      await (role === 'supplier'
        ? call(suppliersRoutes.customers, { query: { [term.by]: term.term } })
        : call(customersRoutes.search, { params: { term: term.term } }))
    ).data,
  /** get-term-extensions: `accepted` '' for all, 'null' for the pending ones; `order` 'updated': newest update first. */
  termExtensions: (query: {
    accepted: '' | 'null' | '0' | '1'
    page: number
    order?: 'updated' | 'created'
  }) =>
    request<{
      data: TermExtension[]
      current_page: number
      last_page: number
      total: number
      per_page: number
    }>('/payments/get-term-extensions', { query }),
  /** 'Mis ventas del mes' (suppliers with rewards). */
  totalByUser: () => request<TotalPaymentsByUser>('/payments/get-total-payments-by-user'),
}
