import { customersRoutes } from '@contract/api/customers'
import { paymentsRoutes } from '@contract/api/payments'
import { suppliersRoutes } from '@contract/api/suppliers'
import type { CounterpartQuery, PaymentListRequest } from '@machines/payments-list'
import { call } from './call'
import { queryText } from './query'

/** The list's query as the URL carries it: absent filters stay out. */
const listQueryOf = ({
  paginate,
  page,
  id,
  counterpart_id,
  reserved_credit_line_id,
  ...rest
}: PaymentListRequest) => ({
  ...rest,
  paginate: String(paginate),
  page: String(page),
  id: queryText(id),
  counterpart_id: queryText(counterpart_id),
  reserved_credit_line_id: queryText(reserved_credit_line_id),
})

export const paymentsApi = {
  resume: () => call(paymentsRoutes.resume),
  /** GET payments: one page of the caller's sales (supplier) or purchases (customer). */
  list: (query: PaymentListRequest) => call(paymentsRoutes.list, { query: listQueryOf(query) }),
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
  termExtensions: ({
    page,
    ...rest
  }: {
    accepted: '' | 'null' | '0' | '1'
    page: number
    order?: 'updated' | 'created'
  }) => call(paymentsRoutes.termExtensions, { query: { ...rest, page: String(page) } }),
  /** 'Mis ventas del mes' (suppliers with rewards). */
  totalByUser: () => call(paymentsRoutes.totalByUser),
}
