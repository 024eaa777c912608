import { randomBytes } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import * as schema from '../../server/db/schema'
import { createOrganization } from '../../server/domain/users/create'
import type { RequestOptions, TestContext, TestResponse } from './harness'

const unique = () => randomBytes(5).toString('hex')
const pesos = (amount: number) => Math.round(amount * 100)

export type TestCustomer = { orgId: number; userId: number; email: string; token: string; name: string }
export type TestSupplier = {
  orgId: number
  adminId: number
  vendorId: number
  token: string
  vendorToken: string
  name: string
}

export type CreditOptions = {
  /** Pesos. */
  creditLimit?: number
  transactionLimit?: number
  termLimitDays?: number
  status?: 'active' | 'blocked'
  withoutCreditLine?: boolean
  role?: 'admin-customer' | 'customer'
}

/** A customer organization of its own with a credit line and one signed-in user (fast: no password hash). */
export async function newCustomer(ctx: TestContext, options: CreditOptions = {}): Promise<TestCustomer> {
  const n = unique()
  const name = `Constructora ${n}`
  const orgId = await createOrganization(
    ctx.db,
    { kind: 'customer', businessName: name, businessType: 'company', status: options.status ?? 'active' },
    options.withoutCreditLine
      ? undefined
      : {
          creditLimit: pesos(options.creditLimit ?? 100_000),
          transactionLimit: pesos(options.transactionLimit ?? 50_000),
          termLimitDays: options.termLimitDays ?? 60,
          used: 0,
        },
  )
  const email = `cliente.${n}@test.mx`
  const userId = await ctx.createUser({
    organizationId: orgId,
    role: options.role ?? 'admin-customer',
    name: 'Cliente',
    email,
    password: null,
  })
  // A blocked organization cannot sign in: its session is minted anyway, for the code only.
  return { orgId, userId, email, token: await ctx.tokenFor(email), name }
}

/** A supplier organization of its own with an admin-supplier and a vendor-supplier, both signed in. */
export async function newSupplier(ctx: TestContext, options: { useFactoring?: boolean } = {}) {
  const n = unique()
  const name = `Materiales ${n}`
  const orgId = await createOrganization(ctx.db, {
    kind: 'supplier',
    businessName: name,
    businessType: 'company',
    useFactoring: options.useFactoring ?? false,
    canSelectVendor: true,
  })
  const adminEmail = `proveedor.${n}@test.mx`
  const vendorEmail = `vendedor.${n}@test.mx`
  const adminId = await ctx.createUser({
    organizationId: orgId,
    role: 'admin-supplier',
    name: 'Prov',
    email: adminEmail,
    password: null,
  })
  const vendorId = await ctx.createUser({
    organizationId: orgId,
    role: 'vendor-supplier',
    name: 'Vende',
    lastName: 'Dor',
    email: vendorEmail,
    password: null,
  })
  return {
    orgId,
    adminId,
    vendorId,
    name,
    token: await ctx.tokenFor(adminEmail),
    vendorToken: await ctx.tokenFor(vendorEmail),
  } satisfies TestSupplier
}

export const post = (
  ctx: TestContext,
  path: string,
  token: string,
  json?: unknown,
  options: RequestOptions = {},
) => ctx.request('POST', path, { ...options, token, ...(json === undefined ? {} : { json }) })

export async function issueCode(ctx: TestContext, customer: TestCustomer): Promise<string> {
  const res = await post(ctx, '/api/customers/generate-token', customer.token)
  expect(res.status).toBe(200)
  return res.body.token as string
}

export async function sharedCode(ctx: TestContext, customer: TestCustomer, supplierOrgId: number) {
  const res = await post(ctx, '/api/shared-tokens/create', customer.token, { supplier_id: supplierOrgId })
  expect(res.status).toBe(200)
  return res.body.token as string
}

/** Reserves `amount` pesos of the customer's credit for the supplier for `days` days; the line's id. */
export async function reserveLine(
  ctx: TestContext,
  supplier: TestSupplier,
  customer: TestCustomer,
  amount: number,
  days: number,
): Promise<number> {
  const res = await post(ctx, '/api/reserved-credit-line/create', supplier.token, {
    user_id: customer.userId,
    amount,
    days,
    token: await issueCode(ctx, customer),
  })
  expect(res.body.success, res.text).toBe(true)
  return (res.body.data as { id: number }).id
}

export type SaleBody = {
  user_id: number
  amount: number
  term: number
  token: string
  reference?: string | null
  is_factoring?: boolean
  vendor_user_id?: number | null
  is_wpp_purchase?: boolean
  delivery?: boolean
  address?: string | null
}

export const sell = (ctx: TestContext, token: string, body: SaleBody, headers?: Record<string, string>) =>
  post(ctx, '/api/payments/create', token, body, headers ? { headers } : {})

export const expectRejected = (res: TestResponse, msg: string) => {
  expect(res.status, res.text).toBe(200)
  expect(res.body).toEqual({ success: false, msg })
}

/** What a sale changes for a customer organization: centavos used, the ledger, payments and lines. */
export async function creditState(ctx: TestContext, customerOrgId: number) {
  const [line] = await ctx.db
    .select({
      id: schema.creditLines.id,
      used: schema.creditLines.used,
      limit: schema.creditLines.creditLimit,
    })
    .from(schema.creditLines)
    .where(eq(schema.creditLines.organizationId, customerOrgId))
  const [movements] = line
    ? await ctx.db
        .select({ n: count(), sum: sql<string | null>`sum(${schema.creditMovements.amount})` })
        .from(schema.creditMovements)
        .where(eq(schema.creditMovements.creditLineId, line.id))
    : [{ n: 0, sum: null }]
  const [payments] = await ctx.db
    .select({ n: count() })
    .from(schema.payments)
    .where(eq(schema.payments.customerOrganizationId, customerOrgId))
  const [lines] = await ctx.db
    .select({ n: count() })
    .from(schema.reservedCreditLines)
    .where(eq(schema.reservedCreditLines.customerOrganizationId, customerOrgId))
  return {
    used: line?.used ?? 0,
    movementsSum: Number(movements?.sum ?? 0),
    movements: movements?.n ?? 0,
    payments: payments?.n ?? 0,
    lines: lines?.n ?? 0,
  }
}

/** `used` equals the sum of the ledger: the invariant of docs/decisions.md#credit-and-available-amount. */
export async function expectLedgerBalanced(ctx: TestContext, customerOrgId: number) {
  const state = await creditState(ctx, customerOrgId)
  expect(state.used).toBe(state.movementsSum)
  return state
}

export const availableOf = async (ctx: TestContext, customer: TestCustomer, supplierToken: string) => {
  const res = await ctx.request('GET', `/api/customers/get-by-user/${customer.userId}`, {
    token: supplierToken,
  })
  return res.body.data ? (res.body.data as { available: number }).available : null
}
