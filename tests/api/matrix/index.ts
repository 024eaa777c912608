import { createPasswordToken } from '../../../server/domain/auth/password-reset'
import { DEMO_PASSWORD } from '../../../server/seed/demo'
import { ACTOR_EMAILS, type TestContext } from '../harness'
import { APPLICATION_ROUTES } from './applications'
import { DIRECTORY_ROUTES } from './directory'
import { anySignedIn, CUSTOMER, everyone, type MatrixEntry, onlyRoles, SUPPLIER } from './lib'
import { PAYMENT_ACTION_ROUTES } from './payment-actions'
import { PROFILE_ROUTES } from './profile'
import { QUOTE_ROUTES } from './quotes'
import { REGISTRATION_ROUTES } from './registration'
import { REPORT_AND_PROJECT_ROUTES } from './reports-projects'
import { RESOURCE_ROUTES } from './resources'
import { STATEMENT_ROUTES } from './statements'

/**
 * Every /api route with the status each actor gets for a well-formed request. The test fails when the
 * app registers a route that is missing here (or this lists one the app lacks).
 *
 * To add a route: one entry with `route` exactly as registered (`METHOD /api/path/:param`), `expect`
 * built with the helpers below (override single columns with a spread), and `request` when the route
 * needs a body, a concrete path or a fixture. `other-supplier` / `other-customer` are admins of an
 * unrelated organization: for routes that take an object id, build the request with an object of the
 * main demo organizations and expect 403/404 for them; where ownership does not apply they behave like
 * their role.
 */
export const MATRIX: MatrixEntry[] = [
  ...PAYMENT_ACTION_ROUTES,
  ...APPLICATION_ROUTES,
  ...REPORT_AND_PROJECT_ROUTES,
  ...QUOTE_ROUTES,
  ...REGISTRATION_ROUTES,
  ...DIRECTORY_ROUTES,
  ...RESOURCE_ROUTES,
  ...STATEMENT_ROUTES,
  ...PROFILE_ROUTES,
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/demo-accounts', expect: everyone(200) },
  // The API reference: the document and its page, public like the API's paths themselves.
  { route: 'GET /api/openapi.json', expect: everyone(200) },
  { route: 'GET /api/reference', expect: everyone(200) },
  { route: 'GET /api/reference/init.js', expect: everyone(200) },
  {
    route: 'GET /api/reference/:asset',
    expect: everyone(200),
    request: () => ({ path: '/api/reference/swagger-ui.css' }),
  },
  {
    route: 'POST /api/login',
    expect: everyone(200),
    request: ({ email }) => ({ json: { email: email ?? 'proveedor@demo.mx', password: DEMO_PASSWORD } }),
  },
  { route: 'POST /api/logout', expect: anySignedIn() },
  { route: 'GET /api/user', expect: anySignedIn() },
  {
    route: 'POST /api/forgot-password',
    expect: everyone(200),
    request: ({ email }) => ({ json: { email: email ?? 'nadie@nadie.mx' } }),
  },
  {
    route: 'POST /api/change-password',
    expect: everyone(200),
    request: async ({ ctx }) => {
      const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
      const email = `matriz.${Math.random().toString(36).slice(2)}@demo.mx`
      const userId = await ctx.createUser({ organizationId, role: 'customer', name: 'Matriz', email })
      const token = await createPasswordToken(ctx.db, userId, ctx.clock, 60)
      return { json: { token, password: 'Matriz2025', password_confirmation: 'Matriz2025' } }
    },
  },
  { route: 'GET /api/payments', expect: onlyRoles([...SUPPLIER, ...CUSTOMER]) },
  { route: 'GET /api/payments/resume', expect: onlyRoles([...SUPPLIER, ...CUSTOMER]) },

  // Purchase codes, shared codes and the suppliers customers see.
  { route: 'GET /api/customers/generate-token', expect: onlyRoles(CUSTOMER) },
  { route: 'POST /api/customers/generate-token', expect: onlyRoles(CUSTOMER) },
  { route: 'GET /api/customers/get-suppliers', expect: onlyRoles(CUSTOMER) },
  { route: 'GET /api/shared-tokens', expect: onlyRoles(CUSTOMER) },
  {
    route: 'POST /api/shared-tokens/create',
    expect: onlyRoles(CUSTOMER),
    request: async ({ ctx }) => ({ json: { supplier_id: await ctx.organizationIdOf('proveedor@demo.mx') } }),
  },
  {
    route: 'POST /api/shared-tokens/delete',
    expect: onlyRoles(CUSTOMER),
    request: async ({ ctx }) => ({ json: { supplier_id: await ctx.organizationIdOf('proveedor@demo.mx') } }),
  },

  // The sale. Any supplier may look a customer up by user number (that is the point of it), but selling
  // needs that customer's own code: another supplier holding a code of a third customer gets a refusal.
  {
    route: 'GET /api/customers/get-by-user/:id',
    expect: onlyRoles(SUPPLIER),
    request: async ({ ctx }) => ({
      path: `/api/customers/get-by-user/${await ctx.userId('comprador@demo.mx')}`,
    }),
  },
  { route: 'GET /api/suppliers/get-vendors', expect: onlyRoles(SUPPLIER) },
  {
    route: 'POST /api/payments/create',
    expect: onlyRoles(SUPPLIER),
    success: { 'admin-supplier': true, 'vendor-supplier': true, 'other-supplier': false },
    request: async ({ ctx, actor }) => ({
      json: {
        user_id: await ctx.userId('comprador@demo.mx'),
        amount: 1,
        term: 10,
        token: await codeOf(ctx, actor === 'other-supplier' ? 'other-customer' : 'customer'),
      },
    }),
  },

  // Reserved credit lines: a supplier sees and touches only its own.
  {
    route: 'POST /api/reserved-credit-line/create',
    expect: onlyRoles(SUPPLIER),
    success: { 'admin-supplier': true, 'vendor-supplier': true, 'other-supplier': false },
    request: async ({ ctx, actor }) => ({
      json: {
        user_id: await ctx.userId('comprador@demo.mx'),
        amount: 5,
        days: 5,
        token: await codeOf(ctx, actor === 'other-supplier' ? 'other-customer' : 'customer'),
      },
    }),
  },
  {
    route: 'GET /api/reserved-credit-line/get-by-supplier/:flag',
    expect: onlyRoles(SUPPLIER),
    request: () => ({ path: '/api/reserved-credit-line/get-by-supplier/all' }),
  },
  {
    route: 'POST /api/reserved-credit-line/deactivate/:id',
    expect: { ...onlyRoles(SUPPLIER), 'other-supplier': 404 },
    success: { 'admin-supplier': true, 'vendor-supplier': true },
    request: async ({ ctx }) => ({ path: `/api/reserved-credit-line/deactivate/${await demoLine(ctx)}` }),
  },
  {
    route: 'POST /api/payments/create-on-reserved-credit-line',
    expect: { ...onlyRoles(SUPPLIER), 'other-supplier': 404 },
    success: { 'admin-supplier': true, 'vendor-supplier': true },
    request: async ({ ctx }) => ({
      json: { reserved_credit_line_id: await demoLine(ctx), amount: 1, term: 5, reference: null },
    }),
  },

  // Checkout: made by a supplier for one customer user; only that user sees or pays it.
  {
    route: 'POST /api/checkout/create',
    expect: onlyRoles(SUPPLIER),
    request: async ({ ctx }) => ({
      json: {
        user_id: await ctx.userId('comprador@demo.mx'),
        amount: 1,
        term: 5,
        reference: null,
        redirect_url: 'https://tienda.example.mx/gracias',
      },
    }),
  },
  {
    route: 'POST /api/checkout/get-details/:code',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    request: async ({ ctx, email }) => ({
      path: `/api/checkout/get-details/${await checkoutFor(ctx, email)}`,
    }),
  },
  {
    route: 'POST /api/checkout/pay/:code',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    success: { 'admin-customer': true, customer: true },
    request: async ({ ctx, email }) => ({ path: `/api/checkout/pay/${await checkoutFor(ctx, email)}` }),
  },
]

/** A fresh purchase code of a demo customer actor. */
async function codeOf(ctx: TestContext, actor: 'customer' | 'other-customer'): Promise<string> {
  const res = await ctx.request('POST', '/api/customers/generate-token', { token: await ctx.as(actor) })
  return res.body.token as string
}

/** A fresh reserved line of the main demo supplier for comprador@demo.mx. */
async function demoLine(ctx: TestContext): Promise<number> {
  const res = await ctx.request('POST', '/api/reserved-credit-line/create', {
    token: await ctx.as('admin-supplier'),
    json: {
      user_id: await ctx.userId('comprador@demo.mx'),
      amount: 10,
      days: 5,
      token: await codeOf(ctx, 'customer'),
    },
  })
  return (res.body.data as { id: number }).id
}

/**
 * A checkout of the main demo supplier for the signed-in customer user, or for comprador@demo.mx when the
 * actor is anyone else (so other-customer tries someone else's code).
 */
async function checkoutFor(ctx: TestContext, email: string | undefined): Promise<string> {
  const own = email === ACTOR_EMAILS['admin-customer'] || email === ACTOR_EMAILS.customer
  const res = await ctx.request('POST', '/api/checkout/create', {
    token: await ctx.as('admin-supplier'),
    json: {
      user_id: await ctx.userId(own && email ? email : 'comprador@demo.mx'),
      amount: 1,
      term: 5,
      reference: null,
      redirect_url: 'https://tienda.example.mx/gracias',
    },
  })
  return res.body.payment_code as string
}
