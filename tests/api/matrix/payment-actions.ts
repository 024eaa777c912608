import { PAYMENT_STATUS as S } from '@contract/payments'
import { eq } from 'drizzle-orm'
import * as schema from '../../../server/db/schema'
import { downloadLinkKey, signDownload } from '../../../server/files/links'
import type { TestContext } from '../harness'
import {
  chargedPayment,
  demoParties,
  fileOf,
  invoiceForm,
  type PaymentShape,
  PDF,
  PNG,
  proofForm,
} from '../payment-action-fixtures'
import { newCustomer } from '../sales-fixtures'
import { CUSTOMER, everyone, type MatrixEntry, onlyRoles, SUPPLIER } from './lib'

/**
 * A fresh payment of the main demo organizations (Materiales El Fuerte → Constructora Robles) in the given
 * state, one per request, so the entries never interfere: other-supplier and other-customer get 404.
 */
const demoPayment = async (ctx: TestContext, shape: PaymentShape = {}) =>
  chargedPayment(ctx, await demoParties(ctx), { amount: 100, ...shape })

/**
 * A payment of the main demo supplier to a throwaway customer: for report-non-payment, whose non_payment
 * would otherwise make the demo customer overdue (unable to buy) for the entries that follow.
 */
async function demoSupplierPayment(ctx: TestContext, shape: PaymentShape): Promise<number> {
  const customer = await newCustomer(ctx)
  const demo = await demoParties(ctx)
  return chargedPayment(
    ctx,
    { ...demo, customerOrgId: customer.orgId, customerUserId: customer.userId },
    { amount: 100, ...shape },
  )
}

/** Parties of the payment: 200 with success for the listed roles, 404 for the unrelated organizations. */
const own = (roles: readonly ('admin-supplier' | 'vendor-supplier' | 'admin-customer' | 'customer')[]) => ({
  expect: {
    ...onlyRoles(roles),
    ...(roles.some((r) => SUPPLIER.includes(r)) ? { 'other-supplier': 404 } : {}),
    ...(roles.some((r) => CUSTOMER.includes(r)) ? { 'other-customer': 404 } : {}),
  },
  success: Object.fromEntries(roles.map((r) => [r, true])),
})

const SUPPLIERS = ['admin-supplier', 'vendor-supplier'] as const
const CUSTOMERS = ['admin-customer', 'customer'] as const

/** A pending extension request of a fresh demo payment, made by comprador@demo.mx. */
async function demoExtensionRequest(ctx: TestContext): Promise<number> {
  const paymentId = await demoPayment(ctx)
  const res = await ctx.request('POST', '/api/payments/request-extend-term', {
    token: await ctx.as('customer'),
    json: { payment_id: paymentId, days: 5 },
  })
  if (res.body.success !== true) throw new Error(`request-extend-term: ${res.text}`)
  const [request] = await ctx.db
    .select({ id: schema.termExtensionRequests.id })
    .from(schema.termExtensionRequests)
    .where(eq(schema.termExtensionRequests.paymentId, paymentId))
  return request!.id
}

/** A file row of a fresh demo payment (GET /api/files/{id} only signs a link: no bytes needed). */
async function demoFile(ctx: TestContext): Promise<number> {
  const paymentId = await demoPayment(ctx)
  const [file] = await ctx.db
    .insert(schema.files)
    .values({
      storageKey: `matriz${Math.random().toString(36).slice(2).padEnd(26, '0')}`.slice(0, 32),
      purpose: 'invoice',
      paymentId,
      originalName: 'factura.pdf',
      contentType: 'application/pdf',
      size: 1,
      sha256: '0'.repeat(64),
    })
    .returning({ id: schema.files.id })
  return file!.id
}

/** Routes of payment actions, term extensions and files. */
export const PAYMENT_ACTION_ROUTES: MatrixEntry[] = [
  {
    route: 'POST /api/payments/confirm-payment',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({ json: { payment_id: await demoPayment(ctx, { status: S.to_confirm }) } }),
  },
  {
    route: 'POST /api/payments/reject-payment',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({ json: { payment_id: await demoPayment(ctx, { status: S.to_confirm }) } }),
  },
  {
    route: 'POST /api/payments/report-non-payment',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({
      json: { payment_id: await demoSupplierPayment(ctx, { status: S.expired, dueInDays: -3 }) },
    }),
  },
  {
    // Customers report with proof ('Pagar'); suppliers inform the payment ('Informar pago').
    route: 'POST /api/payments/report-payment',
    ...own([...SUPPLIERS, ...CUSTOMERS]),
    request: async ({ ctx }) => ({ form: proofForm(await demoPayment(ctx), fileOf(PNG, 'comprobante.png')) }),
  },
  {
    route: 'POST /api/payments/extend-term',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({ json: { payment_id: await demoPayment(ctx), term: 5 } }),
  },
  {
    route: 'POST /api/payments/request-extend-term',
    ...own(CUSTOMERS),
    request: async ({ ctx }) => ({ json: { payment_id: await demoPayment(ctx), days: 5 } }),
  },
  {
    route: 'POST /api/payments/handle-request-extend-term',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({
      json: { term_extension_request_id: await demoExtensionRequest(ctx), accepted: true },
    }),
  },
  {
    route: 'GET /api/payments/get-term-extensions',
    expect: onlyRoles([...SUPPLIER, ...CUSTOMER]),
    request: () => ({ path: '/api/payments/get-term-extensions?accepted=null&page=1' }),
  },
  {
    route: 'POST /api/payments/attach-invoice',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({ form: invoiceForm(await demoPayment(ctx), [fileOf(PDF, 'factura.pdf')]) }),
  },
  {
    route: 'POST /api/payments/update-payment/:id',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({
      path: `/api/payments/update-payment/${await demoPayment(ctx, { term: 30 })}`,
      json: { term: 20, amount: 0.5 },
    }),
  },
  {
    // Materiales El Fuerte has factoring enabled and may request it.
    route: 'POST /api/payments/request-factoring',
    ...own(SUPPLIERS),
    request: async ({ ctx }) => ({ json: { payment_id: await demoPayment(ctx) } }),
  },
  {
    route: 'GET /api/payments/get-stp-clabe/:id',
    expect: own(CUSTOMERS).expect,
    request: async ({ ctx }) => ({ path: `/api/payments/get-stp-clabe/${await demoPayment(ctx)}` }),
  },
  {
    route: 'GET /api/payments/generate-proof-purchase/:id',
    expect: own([...SUPPLIERS, ...CUSTOMERS]).expect,
    request: async ({ ctx }) => ({ path: `/api/payments/generate-proof-purchase/${await demoPayment(ctx)}` }),
  },
  {
    // Only the parties of the file's payment: the platform's users and unrelated organizations get 404.
    route: 'GET /api/files/:id',
    expect: { ...own([...SUPPLIERS, ...CUSTOMERS]).expect, admin: 404, vendor: 404 },
    request: async ({ ctx }) => ({ path: `/api/files/${await demoFile(ctx)}` }),
  },
  {
    // Public: the signed link is the permission.
    route: 'GET /api/files/download/:token',
    expect: everyone(200),
    request: async ({ ctx }) => {
      const key = await downloadLinkKey(ctx.db, ctx.config, ctx.clock)
      const token = signDownload(key, { kind: 'purchase', id: await demoPayment(ctx) }, ctx.clock)
      return { path: `/api/files/download/${token}` }
    },
  },
]
