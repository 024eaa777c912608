import { eq } from 'drizzle-orm'
import * as schema from '../../../server/db/schema'
import type { TestContext } from '../harness'
import { fileOf, PDF } from '../payment-action-fixtures'
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

/** A fresh pending quote request of Constructora Robles on Torre Andares, one per request. */
export async function freshDemoQuote(ctx: TestContext): Promise<number> {
  const [row] = await ctx.db
    .insert(schema.quotes)
    .values({
      customerOrganizationId: await ctx.organizationIdOf('cliente@demo.mx'),
      projectId: await demoProject(ctx),
      createdBy: await ctx.userId('cliente@demo.mx'),
      description: 'Varilla 3/8, 2 toneladas',
      phone: '523312345678',
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning({ id: schema.quotes.id })
  return row!.id
}

/** A purchase of the main demo customer (the first one). */
async function demoPurchase(ctx: TestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ id: schema.payments.id })
    .from(schema.payments)
    .where(eq(schema.payments.customerOrganizationId, await ctx.organizationIdOf('cliente@demo.mx')))
    .orderBy(schema.payments.id)
    .limit(1)
  if (!row) throw new Error('No demo purchase')
  return row.id
}

/**
 * Routes of the projects catalogue, bulk assignment, the code's project, activities and quotes
 * (docs/decisions.md#projects, docs/decisions.md#quotes).
 */
export const QUOTE_ROUTES: MatrixEntry[] = [
  { route: 'GET /api/projects/catalogue', expect: onlyRoles(CUSTOMER) },
  {
    route: 'POST /api/projects/assign-payments',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    success: { 'admin-customer': true, customer: true },
    request: async ({ ctx }) => ({
      json: { project_id: await demoProject(ctx), payment_ids: [await demoPurchase(ctx)] },
    }),
  },
  {
    // The actor's live purchase code is issued first (customers); a foreign project is a 404.
    route: 'POST /api/projects/assign',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    success: { 'admin-customer': true, customer: true },
    request: async ({ ctx, actor }) => {
      if (actor === 'admin-customer' || actor === 'customer') {
        await ctx.request('POST', '/api/customers/generate-token', { token: await ctx.as(actor) })
      }
      return { json: { project_id: await demoProject(ctx) } }
    },
  },
  {
    route: 'POST /api/project-activities',
    expect: onlyRoles(CUSTOMER),
    success: { 'admin-customer': true, customer: true, 'other-customer': true },
    request: () => ({ json: { event: 'click_create_quote' } }),
  },
  { route: 'GET /api/quotes', expect: onlyRoles(CUSTOMER) },
  {
    // Another business's project is the form's own error (422 on project_id), never told apart.
    route: 'POST /api/quotes',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 422 },
    request: async ({ ctx }) => ({
      json: {
        description: 'Cemento gris, 40 bultos',
        phone: '523312345678',
        project_id: await demoProject(ctx),
      },
    }),
  },
  {
    route: 'GET /api/quotes/:id',
    expect: { ...onlyRoles(CUSTOMER), 'other-customer': 404 },
    request: async ({ ctx }) => ({ path: `/api/quotes/${await freshDemoQuote(ctx)}` }),
  },
  { route: 'GET /api/supplier-quotes/requests', expect: onlyRoles(SUPPLIER) },
  {
    // Every supplier of the directory may answer an open request: a fresh one per request.
    route: 'POST /api/supplier-quotes/create',
    expect: onlyRoles(SUPPLIER),
    success: { 'admin-supplier': true, 'vendor-supplier': true, 'other-supplier': true },
    request: async ({ ctx }) => {
      const form = new FormData()
      form.set('quote_id', String(await freshDemoQuote(ctx)))
      form.set('file', fileOf(PDF, 'cotizacion.pdf'))
      form.set('amount', '1500.50')
      return { form }
    },
  },
]
