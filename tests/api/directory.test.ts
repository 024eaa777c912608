import {
  DIRECTORY_MSG,
  DIRECTORY_PAGE_SIZE,
  directoryEntrySchema,
  directoryPageSchema,
  REFERRALS_PAGE_SIZE,
  referralsPageSchema,
} from '@contract/directory'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import * as schema from '../../server/db/schema'
import { DIRECTORY_CACHE_MS } from '../../server/domain/directory/directory'
import { BLOCKED_SUPPLIER, DIRECTORY_SUPPLIERS } from '../../server/seed/demo-directory'
import { createApplication } from './applications-fixtures'
import { firstErrors, forEachDatabase, type TestResponse } from './harness'
import { newCustomer, newSupplier, post, reserveLine, sharedCode } from './sales-fixtures'

const expect422 = (res: TestResponse, errors: Record<string, string[]>) => {
  expect(res.status, res.text).toBe(422)
  expect(firstErrors(res.body)).toEqual(errors)
}

forEachDatabase('directory, my suppliers, supplier profile and recommendations', (ctx) => {
  let builder: string
  const get = async (path: string, token?: string) => ctx.request('GET', path, { token: token ?? builder })
  const activeSupplierCount = async () => {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(schema.organizations)
      .where(and(eq(schema.organizations.kind, 'supplier'), eq(schema.organizations.status, 'active')))
    return row!.n
  }
  beforeAll(async () => {
    builder = await ctx.as('admin-customer')
  })

  describe('GET /api/suppliers/get-suppliers-to-show', () => {
    it('pages the active suppliers by name, 12 per page; the second page is page 2; past the end is empty', async () => {
      const total = await activeSupplierCount()
      expect(total).toBeGreaterThanOrEqual(14)
      const first = await get('/api/suppliers/get-suppliers-to-show?page=1')
      expect(first.status, first.text).toBe(200)
      const page1 = directoryPageSchema.parse(first.body)
      expect(page1).toMatchObject({ current_page: 1, total, per_page: DIRECTORY_PAGE_SIZE })
      expect(page1.last_page).toBe(Math.ceil(total / DIRECTORY_PAGE_SIZE))
      expect(page1.data).toHaveLength(DIRECTORY_PAGE_SIZE)
      expect(Object.keys(page1.data[0]!).sort()).toEqual(
        ['business_name', 'city', 'directory_vendor_phone', 'id', 'logo_url', 'map', 'state'].sort(),
      )
      const page2 = directoryPageSchema.parse((await get('/api/suppliers/get-suppliers-to-show?page=2')).body)
      expect(page2.current_page).toBe(2)
      expect(page2.data.length).toBe(Math.min(DIRECTORY_PAGE_SIZE, total - DIRECTORY_PAGE_SIZE))
      const names = [...page1.data, ...page2.data].map((s) => s.business_name)
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
      expect(new Set([...page1.data, ...page2.data].map((s) => s.id)).size).toBe(names.length)
      expect(names).not.toContain(BLOCKED_SUPPLIER.businessName)
      // No page: the first one.
      expect((await get('/api/suppliers/get-suppliers-to-show')).body.current_page).toBe(1)
      const beyond = await get('/api/suppliers/get-suppliers-to-show?page=99')
      expect(beyond.status).toBe(200)
      expect(beyond.body).toMatchObject({ data: [], current_page: 99, total, last_page: page1.last_page })
    })

    it('gives each demo supplier its logo, WhatsApp phone, map link, state and city', async () => {
      const res = await get('/api/suppliers/get-suppliers-to-show?per_page=100')
      const all = z.array(directoryEntrySchema).parse(res.body.data)
      for (const demo of [...DIRECTORY_SUPPLIERS.map((s) => s.businessName), 'Materiales El Fuerte']) {
        const entry = all.find((s) => s.business_name === demo)
        expect(entry, demo).toBeDefined()
        expect(entry!.logo_url).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/)
        expect(entry!.directory_vendor_phone).toMatch(/^52\d{10}$/)
        expect(entry!.map).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
        expect(entry!.state).toBeTruthy()
        expect(entry!.city).toBeTruthy()
      }
    })

    it('searches by name ignoring case and accents, and filters by state and city', async () => {
      const names = async (query: string) =>
        (
          (await get(`/api/suppliers/get-suppliers-to-show?${query}`)).body.data as {
            business_name: string
          }[]
        ).map((s) => s.business_name)
      expect(await names('search=ELECTRICA')).toEqual(['Eléctrica Industrial Morelos'])
      expect(await names('search=acero')).toContain('Aceros del Norte')
      expect(await names('search=100%25')).toEqual([])
      expect(await names(`state=${encodeURIComponent('Puebla')}`)).toEqual([
        'Azulejos Talavera Poblana',
        'Ferretería La Paloma',
      ])
      expect(await names(`state=Puebla&city=Puebla`)).toEqual(['Ferretería La Paloma'])
      expect(await names(`state=${encodeURIComponent(BLOCKED_SUPPLIER.state)}`)).toEqual([])
      // An empty filter means no filter.
      expect((await get('/api/suppliers/get-suppliers-to-show?search=&state=&page=')).body.total).toBe(
        await activeSupplierCount(),
      )
    })

    it('refuses a bad page with a Spanish 422', async () => {
      for (const page of ['0', '-1', 'abc', '1.5', '9999999999']) {
        expect422(await get(`/api/suppliers/get-suppliers-to-show?page=${page}`), {
          page: [DIRECTORY_MSG.page],
        })
      }
      expect422(await get('/api/suppliers/get-suppliers-to-show?per_page=101'), {
        per_page: [DIRECTORY_MSG.perPage],
      })
      expect422(await get(`/api/suppliers/get-suppliers-to-show?search=${'a'.repeat(101)}`), {
        search: [DIRECTORY_MSG.searchTooLong],
      })
    })

    it('lists the states and cities of active suppliers for the filters', async () => {
      const res = await get('/api/suppliers/get-directory-filters')
      expect(res.status).toBe(200)
      const data = res.body.data as { state: string; cities: string[] }[]
      expect(data.find((s) => s.state === 'Jalisco')?.cities).toEqual(['Guadalajara', 'Zapopan'])
      expect(data.map((s) => s.state)).not.toContain(BLOCKED_SUPPLIER.state)
    })

    it('drops a supplier from the directory once it is blocked, within the cache time', async () => {
      const supplier = await newSupplier(ctx)
      const search = `/api/suppliers/get-suppliers-to-show?search=${encodeURIComponent(supplier.name)}`
      expect((await get(search)).body.total).toBe(1)
      await ctx.db
        .update(schema.organizations)
        .set({ status: 'blocked' })
        .where(eq(schema.organizations.id, supplier.orgId))
      // Each process keeps a directory answer DIRECTORY_CACHE_MS (docs/decisions.md#directory).
      expect((await get(search)).body.total).toBe(1)
      ctx.clock.advance(DIRECTORY_CACHE_MS)
      expect((await get(search)).body.total).toBe(0)
    })
  })

  describe('POST /api/directory-activities/create and the supplier counts', () => {
    it('stores each click with the builder, the supplier, the event and the time; the supplier sees only its own counts', async () => {
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const customer = await newCustomer(ctx)
      const send = (event: string, supplierId = supplier.orgId) =>
        post(ctx, '/api/directory-activities/create', customer.token, { event, supplier_id: supplierId })
      for (const event of ['directory_entry', 'directory_entry', 'contact', 'location']) {
        const res = await send(event)
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual({ success: true, msg: DIRECTORY_MSG.activityRecorded })
      }
      await send('contact', other.orgId)
      const rows = await ctx.db
        .select()
        .from(schema.directoryActivities)
        .where(eq(schema.directoryActivities.supplierOrganizationId, supplier.orgId))
      expect(rows).toHaveLength(4)
      expect(rows[0]).toMatchObject({ customerOrganizationId: customer.orgId, userId: customer.userId })
      expect(rows[0]!.createdAt.toISOString()).toBe(ctx.clock.now().toISOString())
      const stats = await get('/api/suppliers/directory-stats', supplier.token)
      expect(stats.body).toEqual({ data: { views: 2, contacts: 1, locations: 1 } })
      expect((await get('/api/suppliers/directory-stats', supplier.vendorToken)).body.data).toEqual({
        views: 2,
        contacts: 1,
        locations: 1,
      })
      expect((await get('/api/suppliers/directory-stats', other.token)).body).toEqual({
        data: { views: 0, contacts: 1, locations: 0 },
      })
    })

    it('answers 404 for an unknown, blocked or non-supplier organization, 422 for a bad event; nothing written', async () => {
      const before = await ctx.tableCounts()
      const send = (json: unknown) => post(ctx, '/api/directory-activities/create', builder, json)
      const [blocked] = await ctx.db
        .select({ id: schema.organizations.id })
        .from(schema.organizations)
        .where(eq(schema.organizations.businessName, BLOCKED_SUPPLIER.businessName))
      const customerOrg = await ctx.organizationIdOf('cliente2@demo.mx')
      for (const supplierId of [blocked!.id, customerOrg, 2_000_000_000]) {
        const res = await send({ event: 'contact', supplier_id: supplierId })
        expect(res.status).toBe(404)
        expect(res.body).toEqual({ msg: DIRECTORY_MSG.supplierNotFound })
      }
      const elFuerte = await ctx.organizationIdOf('proveedor@demo.mx')
      expect422(await send({ event: 'click', supplier_id: elFuerte }), { event: [DIRECTORY_MSG.event] })
      expect422(await send({ event: 'contact', supplier_id: '1' }), {
        supplier_id: [DIRECTORY_MSG.supplierId],
      })
      expect422(await send({ event: 'contact', supplier_id: elFuerte, extra: 1 }), {
        extra: ['Campo no permitido'],
      })
      expect(await ctx.tableCounts()).toEqual(before)
    })
  })

  describe('POST /api/customers/refer-supplier', () => {
    it('stores the recommendation with the phone as 52 + 10 digits', async () => {
      const customer = await newCustomer(ctx)
      const res = await post(ctx, '/api/customers/refer-supplier', customer.token, {
        name: ' Block y Arena Sánchez ',
        phone: '3312345678',
        notes: 'Entrega en Tlaquepaque',
      })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({ success: true, msg: DIRECTORY_MSG.recommendSent })
      const [row] = await ctx.db
        .select()
        .from(schema.supplierRecommendations)
        .where(eq(schema.supplierRecommendations.customerOrganizationId, customer.orgId))
      expect(row).toMatchObject({
        name: 'Block y Arena Sánchez',
        phone: '523312345678',
        notes: 'Entrega en Tlaquepaque',
        userId: customer.userId,
      })
      // Notes are optional.
      const bare = await post(ctx, '/api/customers/refer-supplier', customer.token, {
        name: 'Otro',
        phone: '3312345679',
      })
      expect(bare.status).toBe(200)
    })

    it('answers the form messages in Spanish and writes nothing', async () => {
      const before = await ctx.tableCounts()
      const send = (json: unknown) => post(ctx, '/api/customers/refer-supplier', builder, json)
      expect422(await send({}), { name: [DIRECTORY_MSG.required], phone: [DIRECTORY_MSG.required] })
      expect422(await send({ name: '  ', phone: '' }), {
        name: [DIRECTORY_MSG.required],
        phone: [DIRECTORY_MSG.required],
      })
      expect422(await send({ name: 'X', phone: '12345' }), { phone: [DIRECTORY_MSG.phoneLength] })
      expect422(await send({ name: 'X', phone: '12345678901' }), { phone: [DIRECTORY_MSG.phoneLength] })
      expect422(await send({ name: 'X', phone: '33-1234-567' }), { phone: [DIRECTORY_MSG.phoneDigits] })
      expect422(await send({ name: 'X', phone: 3312345678 }), { phone: [DIRECTORY_MSG.required] })
      expect422(await send({ name: 'X', phone: '3312345678', notes: 'a'.repeat(501) }), {
        notes: [DIRECTORY_MSG.notesTooLong],
      })
      expect422(await send({ name: 'X', phone: '3312345678', email: 'x@x.mx' }), {
        email: ['Campo no permitido'],
      })
      expect(await ctx.tableCounts()).toEqual(before)
    })
  })

  describe('GET /api/customers/get-suppliers (my suppliers)', () => {
    it('lists the suppliers the business bought from, holds a shared code or a live reserved line with', async () => {
      const customer = await newCustomer(ctx, { creditLimit: 100_000 })
      const mine = async () =>
        ((await get('/api/customers/get-suppliers', customer.token)).body.data as { id: number }[]).map(
          (s) => s.id,
        )
      expect(await mine()).toEqual([])
      const [byCode, byLine, blocked] = [
        await newSupplier(ctx),
        await newSupplier(ctx),
        await newSupplier(ctx),
      ]
      await sharedCode(ctx, customer, byCode.orgId)
      await reserveLine(ctx, byLine, customer, 1_000, 5)
      await sharedCode(ctx, customer, blocked.orgId)
      await ctx.db
        .update(schema.organizations)
        .set({ status: 'blocked' })
        .where(eq(schema.organizations.id, blocked.orgId))
      expect((await mine()).sort()).toEqual([byCode.orgId, byLine.orgId].sort())
      const res = await get('/api/customers/get-suppliers', customer.token)
      expect(Object.keys((res.body.data as object[])[0]!).sort()).toEqual(['business_name', 'id', 'logo_url'])
    })

    it('includes the suppliers of the demo customer, who bought from both demo suppliers', async () => {
      const res = await get('/api/customers/get-suppliers', await ctx.as('customer'))
      const names = (res.body.data as { business_name: string }[]).map((s) => s.business_name)
      expect(names).toContain('Materiales El Fuerte')
      expect(names).not.toContain('Cementos y Block del Bajío')
    })
  })

  describe('GET /api/suppliers/get-business-information', () => {
    it('shows a builder one of its suppliers: business info, its purchases with it and its bank accounts', async () => {
      const elFuerte = await ctx.organizationIdOf('proveedor@demo.mx')
      const res = await get(`/api/suppliers/get-business-information?id=${elFuerte}`)
      expect(res.status, res.text).toBe(200)
      const data = res.body.data as Record<string, unknown>
      expect(data).toMatchObject({
        id: elFuerte,
        business_name: 'Materiales El Fuerte',
        tax_id: 'MEF100312AB3',
        contact_name: 'Laura Méndez',
        phone: '523312345678',
        email: 'contacto@materialeselfuerte.mx',
        logo_url: '/logos/materiales-el-fuerte.svg',
        state: 'Jalisco',
        city: 'Guadalajara',
        directory_vendor_phone: '523312345670',
        credit_limit: null,
        penalty_percentage: null,
        // El Fuerte sold to this builder: its accounts show (docs/decisions.md#bank-accounts).
        bank_accounts: [
          expect.objectContaining({ bank_name: 'BBVA Bancomer', currency: 'pesos' }),
          expect.objectContaining({ bank_name: 'Banco Mercantil del Norte', currency: 'usd' }),
        ],
      })
      const purchases = data.purchases as { count: number; unpaid_count: number; latest: unknown[] }
      expect(purchases.count).toBeGreaterThanOrEqual(25)
      expect(purchases.unpaid_count).toBeGreaterThan(0)
      expect(purchases.latest).toHaveLength(5)
    })

    it('shows the available reserved line of the builder with that supplier', async () => {
      const customer = await newCustomer(ctx)
      const supplier = await newSupplier(ctx)
      const lineId = await reserveLine(ctx, supplier, customer, 2_500, 10)
      const res = await get(`/api/suppliers/get-business-information?id=${supplier.orgId}`, customer.token)
      expect(res.body.data).toMatchObject({
        purchases: { count: 0, unpaid_count: 0, unpaid_amount: 0, latest: [] },
        reserved_credit_line: { id: lineId, amount: 2_500, available: 2_500 },
      })
    })

    it('answers 404 for a blocked, unknown or non-supplier id; 422 for a bad one', async () => {
      const [blocked] = await ctx.db
        .select({ id: schema.organizations.id })
        .from(schema.organizations)
        .where(eq(schema.organizations.businessName, BLOCKED_SUPPLIER.businessName))
      for (const id of [blocked!.id, await ctx.organizationIdOf('cliente2@demo.mx'), 2_000_000_000, 9e14]) {
        const res = await get(`/api/suppliers/get-business-information?id=${id}`)
        expect(res.status, String(id)).toBe(404)
        expect(res.body).toEqual({ msg: DIRECTORY_MSG.supplierNotFound })
      }
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '9'.repeat(16)]) {
        expect422(await get(`/api/suppliers/get-business-information?id=${id}`), {
          id: [DIRECTORY_MSG.supplierId],
        })
      }
    })

    it("without id, the caller's own business; a supplier reading another supplier gets 404", async () => {
      const own = await get('/api/suppliers/get-business-information')
      expect(own.body.data).toMatchObject({
        business_name: 'Constructora Robles',
        credit_limit: 250_000,
        transaction_limit: 80_000,
        term_limit: 60,
        purchases: null,
        reserved_credit_line: null,
      })
      const supplier = await ctx.as('admin-supplier')
      const mine = await get('/api/suppliers/get-business-information', supplier)
      // A supplier's own terms (docs/decisions.md#supplier-credit-terms), not a credit line's.
      expect(mine.body.data).toMatchObject({ business_name: 'Materiales El Fuerte', credit_limit: 300_000 })
      const elFuerte = await ctx.organizationIdOf('proveedor@demo.mx')
      expect((await get(`/api/suppliers/get-business-information?id=${elFuerte}`, supplier)).status).toBe(200)
      const aceros = await ctx.organizationIdOf('proveedor2@demo.mx')
      expect((await get(`/api/suppliers/get-business-information?id=${aceros}`, supplier)).status).toBe(404)
    })
  })

  describe('GET /api/customers/get-referrals-by-supplier', () => {
    it("lists the supplier's referrals in every authorization state, newest first; never another supplier's", async () => {
      const res = await get('/api/customers/get-referrals-by-supplier', await ctx.as('admin-supplier'))
      expect(res.status, res.text).toBe(200)
      const page = referralsPageSchema.parse(res.body)
      expect(page.per_page).toBe(REFERRALS_PAGE_SIZE)
      const states = new Set(page.data.map((r) => r.is_authorized))
      expect(states).toEqual(new Set([null, 0, 1]))
      const approved = page.data.find((r) => r.is_authorized === 1)!
      expect(approved).toMatchObject({
        business_name: 'Construcciones Vega',
        tax_id: 'CVE120704MN8',
        status_name: 'Autorizado',
      })
      const declined = page.data.find((r) => r.is_authorized === 0)!
      expect(declined.status_comment).toBe('No pudimos validar los estados de cuenta')
      const ids = page.data.map((r) => r.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      const other = await get('/api/customers/get-referrals-by-supplier', await ctx.as('other-supplier'))
      const otherNames = (other.body.data as { business_name: string }[]).map((r) => r.business_name)
      expect(otherNames).toEqual(['Pisos y Muros Garza'])
    })

    it('pages 10 at a time; page beyond the last is empty; a bad page is a 422', async () => {
      const supplier = await newSupplier(ctx)
      for (let i = 0; i < 12; i++) await createApplication(ctx, { referredBy: supplier.orgId })
      const page = async (n: number) =>
        (await get(`/api/customers/get-referrals-by-supplier?page=${n}`, supplier.token)).body
      expect(await page(1)).toMatchObject({ current_page: 1, last_page: 2, total: 12, per_page: 10 })
      expect(((await page(1)).data as unknown[]).length).toBe(10)
      expect(((await page(2)).data as unknown[]).length).toBe(2)
      expect((await page(3)).data).toEqual([])
      expect422(await get('/api/customers/get-referrals-by-supplier?page=0', supplier.token), {
        page: [DIRECTORY_MSG.page],
      })
    })
  })
})

forEachDatabase(
  'refer-supplier request limit',
  (ctx) => {
    it('answers 429 with Retry-After past the per-account limit, and stores nothing more', async () => {
      const customer = await newCustomer(ctx)
      const send = () =>
        post(ctx, '/api/customers/refer-supplier', customer.token, { name: 'Proveedor', phone: '3312345678' })
      expect((await send()).status).toBe(200)
      expect((await send()).status).toBe(200)
      const limited = await send()
      expect(limited.status).toBe(429)
      expect(limited.body).toEqual({ msg: 'Demasiados intentos. Intenta de nuevo en unos minutos.' })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      const rows = await ctx.db
        .select()
        .from(schema.supplierRecommendations)
        .where(eq(schema.supplierRecommendations.customerOrganizationId, customer.orgId))
      expect(rows).toHaveLength(2)
    })
  },
  { env: { RATE_LIMIT_RECOMMENDATIONS_PER_ACCOUNT: '2' } },
)
