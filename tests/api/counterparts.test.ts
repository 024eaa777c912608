import { MSG } from '@contract/messages'
import { ACTION_MSG, COUNTERPART_SEARCH_LIMIT, type Counterpart } from '@contract/paymentActions'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { firstErrors, forEachDatabase } from './harness'
import { seedPayment } from './payment-fixtures'
import { newCustomer, newSupplier, type TestCustomer, type TestSupplier } from './sales-fixtures'

forEachDatabase('counterpart search', (ctx) => {
  const search = (path: string, token?: string) => ctx.request('GET', path, { token })
  const names = (body: Record<string, unknown>) => (body.data as Counterpart[]).map((c) => c.name)

  describe('GET /api/suppliers/get-customers', () => {
    let supplier: TestSupplier
    const customers: Record<string, TestCustomer> = {}

    beforeAll(async () => {
      supplier = await newSupplier(ctx)
      const named = async (key: string, businessName: string, via: 'payment' | 'line' | 'none') => {
        const customer = await newCustomer(ctx)
        await ctx.db
          .update(schema.organizations)
          .set({ businessName })
          .where(eq(schema.organizations.id, customer.orgId))
        if (via === 'payment') {
          await seedPayment(ctx, {
            customer,
            supplier,
            status: 3,
            amount: 1_000,
            term: 30,
            purchase: '2025-01-10',
            expiration: '2025-02-09',
            createdAt: '2025-01-10T17:00:00Z',
          })
        }
        if (via === 'line') {
          await ctx.db.insert(schema.reservedCreditLines).values({
            supplierOrganizationId: supplier.orgId,
            customerOrganizationId: customer.orgId,
            customerUserId: customer.userId,
            amount: 1_000,
            available: 1_000,
            days: 5,
            expirationDate: '2025-03-15',
            createdBy: supplier.adminId,
          })
        }
        customers[key] = { ...customer, name: businessName }
      }
      await named('perez', 'Edificación Pérez', 'payment')
      await named('nandu', 'ÑANDÚ Obras', 'payment')
      await named('percent', 'Cien%Por_Ciento', 'payment')
      await named('reserved', 'Reservas Zamora', 'line')
      await named('unrelated', 'Edificación Ajena', 'none')
      for (let i = 0; i < 20; i++) await named(`bulk${i}`, `Zeta ${String(i).padStart(2, '0')}`, 'payment')
    })

    it('lists the customers that bought or hold a reserved line, by name, at most 20', async () => {
      const res = await search('/api/suppliers/get-customers', supplier.token)
      expect(res.status).toBe(200)
      expect((res.body.data as Counterpart[]).length).toBe(COUNTERPART_SEARCH_LIMIT)
      expect(names(res.body).slice(0, 5)).toEqual([
        'Cien%Por_Ciento',
        'Edificación Pérez',
        'Reservas Zamora',
        'Zeta 00',
        'Zeta 01',
      ])
      // The Ñ business sorts by byte or by locale depending on the engine: just make sure it is there when asked.
      expect(names((await search('/api/suppliers/get-customers?name=obras', supplier.token)).body)).toEqual([
        'ÑANDÚ Obras',
      ])
      const row = (res.body.data as Counterpart[]).find((c) => c.name === 'Edificación Pérez')
      expect(row).toEqual({
        id: customers.perez!.orgId,
        name: 'Edificación Pérez',
        user_id: customers.perez!.userId,
      })
    })

    it('matches names without regard to case or accents, and takes % and _ literally', async () => {
      const byName = async (name: string) =>
        names(
          (await search(`/api/suppliers/get-customers?name=${encodeURIComponent(name)}`, supplier.token))
            .body,
        )
      expect(await byName('perez')).toEqual(['Edificación Pérez'])
      expect(await byName('EDIFICACION')).toEqual(['Edificación Pérez'])
      expect(await byName('Pérez')).toEqual(['Edificación Pérez'])
      expect(await byName('ñandu')).toEqual(['ÑANDÚ Obras'])
      expect(await byName('nandú')).toEqual(['ÑANDÚ Obras'])
      expect(await byName('n%p')).toEqual(['Cien%Por_Ciento'])
      expect(await byName('r_c')).toEqual(['Cien%Por_Ciento'])
      expect(await byName('zamora')).toEqual(['Reservas Zamora'])
      expect(await byName('ajena')).toEqual([])
      expect(await byName('  ')).toHaveLength(COUNTERPART_SEARCH_LIMIT)
    })

    it('finds a customer by user number, exactly, and answers that user', async () => {
      const buyer = await ctx.createUser({
        organizationId: customers.perez!.orgId,
        role: 'customer',
        name: 'Comprador',
        email: `comprador.${customers.perez!.orgId}@test.mx`,
        password: null,
      })
      const res = await search(`/api/suppliers/get-customers?user_id=${buyer}`, supplier.token)
      expect(res.body).toEqual({
        data: [{ id: customers.perez!.orgId, name: 'Edificación Pérez', user_id: buyer }],
      })
      const combined = await search(`/api/suppliers/get-customers?user_id=${buyer}&name=zeta`, supplier.token)
      expect(combined.body).toEqual({ data: [] })
      const stranger = await search(
        `/api/suppliers/get-customers?user_id=${customers.unrelated!.userId}`,
        supplier.token,
      )
      expect(stranger.body).toEqual({ data: [] })
      expect((await search('/api/suppliers/get-customers?user_id=', supplier.token)).status).toBe(200)
    })

    it('refuses a 1-character name and a user number that is not a number (422)', async () => {
      const short = await search('/api/suppliers/get-customers?name=p', supplier.token)
      expect(short.status).toBe(422)
      expect(firstErrors(short.body)).toEqual({ name: [ACTION_MSG.searchMin] })
      const letters = await search('/api/suppliers/get-customers?user_id=abc', supplier.token)
      expect(letters.status).toBe(422)
      expect(firstErrors(letters.body)).toEqual({ user_id: [ACTION_MSG.searchUserId] })
    })

    it('gives the demo suppliers their own customers only', async () => {
      const fuerte = await search('/api/suppliers/get-customers', await ctx.as('vendor-supplier'))
      expect(fuerte.body).toEqual({
        data: [
          {
            id: await ctx.organizationIdOf('compras@construccionesvega.mx'),
            name: 'Construcciones Vega',
            user_id: await ctx.userId('compras@construccionesvega.mx'),
          },
          {
            id: await ctx.organizationIdOf('cliente@demo.mx'),
            name: 'Constructora Robles',
            // The admin (cliente@demo.mx) is the business's lowest admin user.
            user_id: await ctx.userId('cliente@demo.mx'),
          },
        ],
      })
      const comprador = await ctx.userId('comprador@demo.mx')
      expect(
        (await search(`/api/suppliers/get-customers?user_id=${comprador}`, await ctx.as('admin-supplier')))
          .body,
      ).toEqual({
        data: [
          {
            id: await ctx.organizationIdOf('cliente@demo.mx'),
            name: 'Constructora Robles',
            user_id: comprador,
          },
        ],
      })
      const aceros = await search('/api/suppliers/get-customers?name=robles', await ctx.as('other-supplier'))
      expect(aceros.body).toEqual({ data: [] })
      for (const actor of ['admin-customer', 'customer', 'admin', 'vendor'] as const) {
        const res = await search('/api/suppliers/get-customers', await ctx.as(actor))
        expect(res.status).toBe(403)
        expect(res.body).toEqual({ msg: MSG.forbidden })
      }
      expect((await search('/api/suppliers/get-customers')).status).toBe(401)
    })
  })

  describe('GET /api/customers/search/{term}', () => {
    it('finds the suppliers the business bought from by name, without regard to case or accents', async () => {
      const fuerte = await ctx.organizationIdOf('proveedor@demo.mx')
      for (const actor of ['admin-customer', 'customer'] as const) {
        const token = await ctx.as(actor)
        for (const term of ['materiales', 'FUERTE', 'matériales', 'el fu']) {
          const res = await search(`/api/customers/search/${encodeURIComponent(term)}`, token)
          expect(res.status, term).toBe(200)
          expect(res.body, term).toEqual({
            data: [{ id: fuerte, name: 'Materiales El Fuerte', user_id: null }],
          })
        }
        // Not one of theirs.
        expect((await search('/api/customers/search/aceros', token)).body).toEqual({ data: [] })
        expect((await search('/api/customers/search/%25%25', token)).body).toEqual({ data: [] })
      }
      const hidalgo = await search('/api/customers/search/acer', await ctx.as('other-customer'))
      expect(hidalgo.body).toEqual({
        data: [
          { id: await ctx.organizationIdOf('proveedor2@demo.mx'), name: 'Aceros del Norte', user_id: null },
        ],
      })
    })

    it('takes digits for the supplier id, exactly', async () => {
      const token = await ctx.as('customer')
      const fuerte = await ctx.organizationIdOf('proveedor@demo.mx')
      const aceros = await ctx.organizationIdOf('proveedor2@demo.mx')
      expect((await search(`/api/customers/search/${fuerte}`, token)).body).toEqual({
        data: [{ id: fuerte, name: 'Materiales El Fuerte', user_id: null }],
      })
      expect((await search(`/api/customers/search/${aceros}`, token)).body).toEqual({ data: [] })
    })

    it('refuses 1 character of text (422) and suppliers (403)', async () => {
      const res = await search('/api/customers/search/m', await ctx.as('customer'))
      expect(res.status).toBe(422)
      expect(firstErrors(res.body)).toEqual({ term: [ACTION_MSG.searchMin] })
      expect((await search('/api/customers/search/ma', await ctx.as('admin-supplier'))).status).toBe(403)
      expect((await search('/api/customers/search/ma')).status).toBe(401)
    })
  })
})
