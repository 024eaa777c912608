import { MSG } from '@contract/messages'
import { SUPPLIER_ROLES } from '@contract/roles'
import { type Context, Hono } from 'hono'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { notFound } from '../domain/errors'
import { xlsxResponse } from '../domain/exports/sheet'
import { type StatementParty, statementOf, statementWorkbook } from '../domain/statements/statement'
import { customerOfStatementToken } from '../domain/statements/tokens'
import { requireAuth, requireRole } from '../http/auth'
import type { AppEnv, AuthEnv } from '../http/env'
import { rateLimit } from '../http/rate-limit'

/** The party's statement, or 404 when its organization is gone (blocked). */
const statement = async (db: Db, clock: Clock, party: StatementParty) => {
  const found = await statementOf(db, clock, party)
  if (!found) throw notFound(MSG.notFound)
  return found
}

const byToken = async (c: Context<AppEnv>) => {
  const { db, clock } = c.var.deps
  const organizationId = await customerOfStatementToken(db, clock, c.req.param('token') ?? '')
  return statement(db, clock, { side: 'customer', organizationId })
}

/**
 * A builder's weekly statement by the token of its mail, without signing in (docs/decisions.md#statements):
 * read-only, guessing is capped per address (429).
 */
export const customerStatementRoutes = new Hono<AppEnv>()
  .get('/account-status/:token', rateLimit('statements'), async (c) => c.json(await byToken(c), 200))
  .get('/export-account-status/:token', rateLimit('statements'), async (c) => {
    const { body, filename } = await statementWorkbook(await byToken(c))
    return xlsxResponse(body, filename)
  })

const supplier = [requireAuth, requireRole(...SUPPLIER_ROLES)] as const
const ownSales = (c: Context<AuthEnv>): StatementParty => ({
  side: 'supplier',
  organizationId: c.var.auth.organizationId,
})

/** A supplier's weekly statement (admin-supplier and vendor-supplier), always its own organization's. */
export const supplierStatementRoutes = new Hono<AuthEnv>()
  .get('/account-status', ...supplier, async (c) =>
    c.json(await statement(c.var.deps.db, c.var.deps.clock, ownSales(c)), 200),
  )
  .get('/export-account-status', ...supplier, async (c) => {
    const { body, filename } = await statementWorkbook(
      await statement(c.var.deps.db, c.var.deps.clock, ownSales(c)),
    )
    return xlsxResponse(body, filename)
  })
