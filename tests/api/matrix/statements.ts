import { issueStatementToken } from '../../../server/domain/statements/tokens'
import { everyone, type MatrixEntry, onlyRoles, SUPPLIER } from './lib'

type Ctx = Parameters<NonNullable<MatrixEntry['request']>>[0]['ctx']

/** A statement link of Constructora Robles (cliente@demo.mx) for this week. */
const robles = async (ctx: Ctx) =>
  issueStatementToken(ctx.db, ctx.clock, await ctx.organizationIdOf('cliente@demo.mx'), '2025-03-10')

/**
 * The weekly statement (docs/decisions.md#statements). By token: whoever holds the link reads that
 * one builder's statement, signed in or not, whatever the role (the token is the key, and it opens nothing
 * else). Signed in: suppliers only, each its own organization's (another supplier gets its own, 200).
 */
export const STATEMENT_ROUTES: MatrixEntry[] = [
  {
    route: 'GET /api/customers/account-status/:token',
    expect: everyone(200),
    request: async ({ ctx }) => ({ path: `/api/customers/account-status/${await robles(ctx)}` }),
  },
  {
    route: 'GET /api/customers/export-account-status/:token',
    expect: everyone(200),
    request: async ({ ctx }) => ({ path: `/api/customers/export-account-status/${await robles(ctx)}` }),
  },
  { route: 'GET /api/suppliers/account-status', expect: onlyRoles(SUPPLIER) },
  { route: 'GET /api/suppliers/export-account-status', expect: onlyRoles(SUPPLIER) },
]
