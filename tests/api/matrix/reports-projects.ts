import { and, asc, eq } from 'drizzle-orm'
import * as schema from '../../../server/db/schema'
import type { Actor, TestContext } from '../harness'
import { CUSTOMER, type MatrixEntry, onlyRoles, SUPPLIER } from './lib'

/** Torre Andares, a project of the main demo customer (Constructora Robles). */
async function demoProject(ctx: TestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ id: schema.projects.id })
    .from(schema.projects)
    .where(eq(schema.projects.name, 'Torre Andares'))
  if (!row) throw new Error('No demo project')
  return row.id
}

/** A purchase of the main demo customer from the main demo supplier. */
async function demoPurchase(ctx: TestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ id: schema.payments.id })
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.customerOrganizationId, await ctx.organizationIdOf('cliente@demo.mx')),
        eq(schema.payments.supplierOrganizationId, await ctx.organizationIdOf('proveedor@demo.mx')),
      ),
    )
    .orderBy(asc(schema.payments.id))
    .limit(1)
  if (!row) throw new Error('No demo purchase')
  return row.id
}

const CUSTOMER_SIDE: Actor[] = ['admin-customer', 'customer', 'other-customer']

/** Routes of exports, reports, projects, counterpart search, credit extension and buyer users. */
export const REPORT_AND_PROJECT_ROUTES: MatrixEntry[] = [
  // Role ids 1, 2, 4; the main demo organizations' owner_id: the other admins get 404.
  {
    route: 'POST /api/payments/export',
    expect: {
      ...onlyRoles(['admin', 'admin-supplier', 'admin-customer']),
      'other-supplier': 404,
      'other-customer': 404,
    },
    request: async ({ ctx, actor }) => ({
      json: {
        exportOption: 'month',
        owner_id: await ctx.organizationIdOf(
          CUSTOMER_SIDE.includes(actor) ? 'cliente@demo.mx' : 'proveedor@demo.mx',
        ),
      },
    }),
  },
  {
    route: 'POST /api/payments/customers-report',
    expect: onlyRoles(['admin', 'admin-supplier']),
    request: () => ({ json: { exportOption: 'global' } }),
  },
  { route: 'GET /api/payments/get-total-payments-by-user', expect: onlyRoles([...SUPPLIER, ...CUSTOMER]) },
  {
    route: 'POST /api/payments/assign-project-to-payment',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    success: { 'admin-customer': true, customer: true },
    request: async ({ ctx }) => ({
      json: { project_id: await demoProject(ctx), payment_id: await demoPurchase(ctx) },
    }),
  },
  {
    route: 'GET /api/payments/get-payments-to-projects',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    request: async ({ ctx }) => ({
      path: `/api/payments/get-payments-to-projects?project_id=${await demoProject(ctx)}`,
    }),
  },

  // Counterpart search of the payments list's filter.
  {
    route: 'GET /api/suppliers/get-customers',
    expect: onlyRoles(SUPPLIER),
    request: () => ({ path: '/api/suppliers/get-customers?name=robles' }),
  },
  {
    route: 'GET /api/customers/search/:term',
    expect: onlyRoles(CUSTOMER),
    request: () => ({ path: '/api/customers/search/materiales' }),
  },

  // '¿Necesitas más crédito?': one pending request per business (comprador asks after cliente did).
  {
    route: 'POST /api/customers/credit-extension',
    expect: onlyRoles(CUSTOMER),
    success: { 'admin-customer': true, customer: false, 'other-customer': true },
    request: () => ({ json: { amount: 100_000, comment: 'Matriz' } }),
  },
  {
    route: 'POST /api/customer-users/create',
    expect: onlyRoles(['admin-customer']),
    success: { 'admin-customer': true, 'other-customer': true },
    request: () => ({
      json: { name: 'Comprador Matriz', email: `matriz.${Math.random().toString(36).slice(2)}@demo.mx` },
    }),
  },

  // Projects: customers only; Robles' project is a 404 for another business.
  { route: 'GET /api/projects', expect: onlyRoles(CUSTOMER) },
  { route: 'GET /api/projects/projects-with-totals', expect: onlyRoles(CUSTOMER) },
  {
    route: 'POST /api/projects',
    expect: onlyRoles(CUSTOMER),
    success: { 'admin-customer': true, customer: true, 'other-customer': true },
    request: () => ({ json: { name: 'Proyecto matriz' } }),
  },
  {
    route: 'GET /api/projects/:id',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    request: async ({ ctx }) => ({ path: `/api/projects/${await demoProject(ctx)}` }),
  },
  {
    route: 'PUT /api/projects/:id',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    success: { 'admin-customer': true, customer: true },
    request: async ({ ctx }) => ({
      path: `/api/projects/${await demoProject(ctx)}`,
      json: {
        name: 'Torre Andares',
        budget: 1_850_000,
        address: 'Av. Patria 1200, Zapopan, Jal.',
        start_date: '2025-01-09',
        type_id: 1,
        phase_id: 3,
      },
    }),
  },
]
