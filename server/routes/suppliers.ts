import { suppliersRoutes } from '@contract/api/suppliers'
import type { Context } from 'hono'
import { customersOfSupplier } from '../domain/counterparts'
import { rowIdOf, vendorsOf } from '../domain/customers'
import { directoryStatsOf } from '../domain/directory/activities'
import { businessInformation } from '../domain/directory/business-information'
import { directoryFilters, directoryPage } from '../domain/directory/directory'
import { xlsxResponse } from '../domain/exports/sheet'
import { bankAccountsForBuilder } from '../domain/profile/bank-accounts'
import { requiredStatement, statementWorkbook } from '../domain/statements/statement'
import { mountRoutes } from '../http/declared'
import type { AuthEnv } from '../http/env'

/** A supplier's weekly statement (admin-supplier and vendor-supplier), always its own organization's. */
const ownStatement = (c: Context<AuthEnv>) =>
  requiredStatement(c.var.deps.db, c.var.deps.clock, {
    side: 'supplier',
    organizationId: c.var.auth.organizationId,
  })

export const suppliersRouter = mountRoutes(suppliersRoutes, {
  vendors: async (c) => c.json({ data: await vendorsOf(c.var.deps.db, c.var.auth.organizationId) }, 200),
  // The payments list's counterpart filter for suppliers: their customers by name or user number.
  customers: async (c, { query }) =>
    c.json({ data: await customersOfSupplier(c.var.deps.db, c.var.auth.organizationId, query) }, 200),
  // The directory and a supplier's business information (docs/decisions.md#directory).
  directory: async (c, { query }) => c.json(await directoryPage(c.var.deps.db, c.var.deps.clock, query), 200),
  directoryFilters: async (c) => c.json(await directoryFilters(c.var.deps.db, c.var.deps.clock), 200),
  directoryStats: async (c) =>
    c.json({ data: await directoryStatsOf(c.var.deps.db, c.var.auth.organizationId) }, 200),
  businessInformation: async (c, { query }) => {
    const { db, clock } = c.var.deps
    return c.json({ data: await businessInformation(db, clock, c.var.auth, query.id) }, 200)
  },
  statement: async (c) => c.json(await ownStatement(c), 200),
  exportStatement: async (c) => {
    const { body, filename } = await statementWorkbook(await ownStatement(c))
    return xlsxResponse(body, filename)
  },
  // A builder reads one of its suppliers' accounts (docs/decisions.md#bank-accounts).
  bankAccounts: async (c, { params }) => {
    const { db, clock } = c.var.deps
    const id = rowIdOf(params.supplierId)
    return c.json({ data: await bankAccountsForBuilder(db, clock, c.var.auth, id) }, 200)
  },
})
