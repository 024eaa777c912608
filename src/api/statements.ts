import { customersRoutes } from '@contract/api/customers'
import { suppliersRoutes } from '@contract/api/suppliers'
import { STATEMENT_FILENAME } from '@contract/statements'
import { call, download } from './call'

/** The weekly statement (docs/decisions.md#statements): a builder's by the token of its mail, a supplier's signed in. */
export const statementsApi = {
  byToken: (token: string) => call(customersRoutes.statement, { params: { token } }),
  exportByToken: (token: string) =>
    download(customersRoutes.exportStatement, STATEMENT_FILENAME, { params: { token } }),
  ofSupplier: () => call(suppliersRoutes.statement),
  exportOfSupplier: () => download(suppliersRoutes.exportStatement, STATEMENT_FILENAME),
}
