import { STATEMENT_FILENAME, type Statement } from '@contract/statements'
import { request } from './client'
import { requestFile } from './download'

const tokenPath = (token: string) => encodeURIComponent(token)

/** The weekly statement (docs/decisions.md#statements): a builder's by the token of its mail, a supplier's signed in. */
export const statementsApi = {
  byToken: (token: string) => request<Statement>(`/customers/account-status/${tokenPath(token)}`),
  exportByToken: (token: string) =>
    requestFile('GET', `/customers/export-account-status/${tokenPath(token)}`, null, STATEMENT_FILENAME),
  ofSupplier: () => request<Statement>('/suppliers/account-status'),
  exportOfSupplier: () => requestFile('GET', '/suppliers/export-account-status', null, STATEMENT_FILENAME),
}
