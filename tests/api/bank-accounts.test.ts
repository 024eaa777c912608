import { DIRECTORY_MSG } from '@contract/directory'
import { PROFILE_MSG } from '@contract/profile'
import { REG_MSG } from '@contract/registration'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { buildClabe } from '../../server/domain/mexico'
import { firstErrors, forEachDatabase, type TestResponse } from './harness'
import { issueCode, newCustomer, newSupplier, post, sell, type TestSupplier } from './sales-fixtures'

// Real-shaped CLABEs: BBVA (012) and Banorte (072) in Guadalajara (320), and Banamex's published example.
const BBVA = buildClabe('012', '320', '00123456789')
const BANORTE = buildClabe('072', '320', '00987654321')
const BANAMEX = '002010077777777771'

const account = (overrides: Record<string, unknown> = {}) => ({
  currency: 'pesos',
  account_number: '0123456789',
  account_key: BBVA,
  beneficiary_name: 'Materiales de Prueba SA de CV',
  ...overrides,
})

const expect422 = (res: TestResponse, errors: Record<string, string[]>) => {
  expect(res.status, res.text).toBe(422)
  expect(firstErrors(res.body)).toEqual(errors)
}

forEachDatabase('supplier bank accounts and the business profile', (ctx) => {
  const create = async (supplier: TestSupplier, body: Record<string, unknown> = account()) => {
    const res = await post(ctx, '/api/suppliers-bank-accounts/create', supplier.token, body)
    expect(res.status, res.text).toBe(200)
    return (res.body.data as { id: number }).id
  }
  const profileOf = async (token: string, id?: number) => {
    const res = await ctx.request('GET', `/api/suppliers/get-business-information${id ? `?id=${id}` : ''}`, {
      token,
    })
    expect(res.status, res.text).toBe(200)
    return res.body.data as Record<string, unknown> & { bank_accounts: { id: number }[] }
  }
  const sellTo = async (supplier: TestSupplier) => {
    const customer = await newCustomer(ctx)
    const res = await sell(ctx, supplier.token, {
      user_id: customer.userId,
      amount: 1000,
      term: 30,
      token: await issueCode(ctx, customer),
    })
    expect(res.body.success, res.text).toBe(true)
    return { customer, paymentId: (res.body.data as { id: number }).id }
  }

  it('the demo suppliers have accounts their builders read (El Fuerte: pesos and dollars)', async () => {
    const own = await profileOf(await ctx.as('admin-supplier'))
    expect(own.bank_accounts).toEqual([
      expect.objectContaining({ bank_name: 'BBVA Bancomer', currency: 'pesos' }),
      expect.objectContaining({ bank_name: 'Banco Mercantil del Norte', currency: 'usd' }),
    ])
    expect((await profileOf(await ctx.as('other-supplier'))).bank_accounts).toHaveLength(1)
    const elFuerte = await ctx.organizationIdOf('proveedor@demo.mx')
    const res = await ctx.request('GET', `/api/suppliers/get-bank-accounts/${elFuerte}`, {
      token: await ctx.as('customer'),
    })
    expect(res.body.data).toEqual(own.bank_accounts)
  })

  describe('create and update', () => {
    it("stores an account with the bank clabe-validator names, answers the spec's text, lists it in the profile", async () => {
      const supplier = await newSupplier(ctx)
      const res = await post(ctx, '/api/suppliers-bank-accounts/create', supplier.token, account())
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({
        success: true,
        msg: 'La cuenta fue agregada',
        data: {
          id: expect.any(Number),
          bank_name: 'BBVA Bancomer',
          currency: 'pesos',
          account_number: '0123456789',
          account_key: BBVA,
          beneficiary_name: 'Materiales de Prueba SA de CV',
        },
      })
      const profile = await profileOf(supplier.token)
      expect(profile.bank_accounts).toEqual([(res.body as { data: unknown }).data])
      // The vendor-supplier reads its supplier's profile (with the accounts) too.
      expect((await profileOf(supplier.vendorToken)).bank_accounts).toHaveLength(1)
    })

    it('accepts the bank name the form showed, refuses another one', async () => {
      const supplier = await newSupplier(ctx)
      await create(supplier, account({ account_key: BANAMEX, bank_name: 'Banco Nacional de México' }))
      const wrong = await post(
        ctx,
        '/api/suppliers-bank-accounts/create',
        supplier.token,
        account({ bank_name: 'Banco Azteca' }),
      )
      expect422(wrong, { bank_name: [PROFILE_MSG.bankMismatch] })
    })

    it('refuses a wrong CLABE with its reason, missing fields, a bad currency and unknown fields', async () => {
      const supplier = await newSupplier(ctx)
      const before = await ctx.tableCounts()
      const bad = (body: Record<string, unknown>) =>
        post(ctx, '/api/suppliers-bank-accounts/create', supplier.token, body)
      expect422(await bad(account({ account_key: `${BBVA.slice(0, 17)}${(Number(BBVA[17]) + 1) % 10}` })), {
        account_key: [PROFILE_MSG.clabeChecksum],
      })
      expect422(await bad(account({ account_key: '01232000123' })), {
        account_key: [PROFILE_MSG.clabeLength],
      })
      expect422(await bad(account({ account_key: buildClabe('003', '320', 1) })), {
        account_key: [PROFILE_MSG.clabeBank],
      })
      expect422(await bad(account({ account_key: buildClabe('012', '999', 1) })), {
        account_key: [PROFILE_MSG.clabeCity],
      })
      expect422(await bad({}), {
        currency: [PROFILE_MSG.currency],
        account_number: [PROFILE_MSG.required],
        account_key: [PROFILE_MSG.required],
        beneficiary_name: [PROFILE_MSG.required],
      })
      expect422(await bad(account({ currency: 'eur', account_number: '12-34' })), {
        currency: [PROFILE_MSG.currency],
        account_number: [PROFILE_MSG.accountNumber],
      })
      expect((await bad(account({ supplier_organization_id: 1 }))).status).toBe(422)
      expect(await ctx.tableCounts()).toEqual(before)
    })

    it('updates its own account (id in the body); another supplier gets 404 and changes nothing', async () => {
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const id = await create(supplier)
      const res = await post(ctx, '/api/suppliers-bank-accounts/update', supplier.token, {
        id,
        ...account({ account_key: BANORTE, currency: 'usd', beneficiary_name: 'Otro Beneficiario' }),
      })
      expect(res.status, res.text).toBe(200)
      expect(res.body).toMatchObject({
        success: true,
        msg: 'La cuenta fue actualizada',
        data: { id, bank_name: 'Banco Mercantil del Norte', currency: 'usd', account_key: BANORTE },
      })
      const foreign = await post(ctx, '/api/suppliers-bank-accounts/update', other.token, {
        id,
        ...account(),
      })
      expect(foreign.status).toBe(404)
      expect(foreign.body).toEqual({ msg: PROFILE_MSG.accountNotFound })
      const unknown = await post(ctx, '/api/suppliers-bank-accounts/update', supplier.token, {
        id: 2_147_483_647,
        ...account(),
      })
      expect(unknown.status).toBe(404)
      const [row] = await ctx.db
        .select()
        .from(schema.supplierBankAccounts)
        .where(eq(schema.supplierBankAccounts.id, id))
      expect(row).toMatchObject({
        accountKey: BANORTE,
        currency: 'usd',
        beneficiaryName: 'Otro Beneficiario',
      })
    })

    it('a vendor-supplier and the customers cannot add, edit or delete (403)', async () => {
      const supplier = await newSupplier(ctx)
      const id = await create(supplier)
      const customer = await newCustomer(ctx)
      for (const token of [supplier.vendorToken, customer.token]) {
        expect((await post(ctx, '/api/suppliers-bank-accounts/create', token, account())).status).toBe(403)
        expect(
          (await post(ctx, '/api/suppliers-bank-accounts/update', token, { id, ...account() })).status,
        ).toBe(403)
        expect((await post(ctx, `/api/suppliers-bank-accounts/delete/${id}`, token)).status).toBe(403)
      }
    })
  })

  describe('delete', () => {
    it('deletes its own; another supplier and unknown ids get 404', async () => {
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const id = await create(supplier)
      const foreign = await post(ctx, `/api/suppliers-bank-accounts/delete/${id}`, other.token)
      expect(foreign.status).toBe(404)
      for (const bad of ['0', 'abc', '99999999999', '2147483647']) {
        expect((await post(ctx, `/api/suppliers-bank-accounts/delete/${bad}`, supplier.token)).status).toBe(
          404,
        )
      }
      const res = await post(ctx, `/api/suppliers-bank-accounts/delete/${id}`, supplier.token)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({ success: true, msg: 'La cuenta fue eliminada' })
      expect((await profileOf(supplier.token)).bank_accounts).toEqual([])
      // Without unpaid sales the last pesos account may go.
    })

    it('refuses to delete (or turn into dollars) the last pesos account while a sale is unpaid', async () => {
      const supplier = await newSupplier(ctx)
      const pesos = await create(supplier)
      const usd = await create(supplier, account({ currency: 'usd', account_key: BANORTE }))
      const { paymentId } = await sellTo(supplier)
      const refused = await post(ctx, `/api/suppliers-bank-accounts/delete/${pesos}`, supplier.token)
      expect(refused.status).toBe(409)
      expect(refused.body).toEqual({ msg: PROFILE_MSG.lastPesosAccount })
      const toUsd = await post(ctx, '/api/suppliers-bank-accounts/update', supplier.token, {
        id: pesos,
        ...account({ currency: 'usd' }),
      })
      expect(toUsd.status).toBe(409)
      // A dollars account goes; with a second pesos account the first goes too.
      expect((await post(ctx, `/api/suppliers-bank-accounts/delete/${usd}`, supplier.token)).status).toBe(200)
      const second = await create(supplier, account({ account_key: BANORTE }))
      expect((await post(ctx, `/api/suppliers-bank-accounts/delete/${pesos}`, supplier.token)).status).toBe(
        200,
      )
      // Once every sale is paid, the last one goes as well.
      await ctx.db.update(schema.payments).set({ statusId: 3 }).where(eq(schema.payments.id, paymentId))
      expect((await post(ctx, `/api/suppliers-bank-accounts/delete/${second}`, supplier.token)).status).toBe(
        200,
      )
    })

    it.runIf(ctx.kind === 'postgres')(
      'two concurrent deletes of the last two pesos accounts: exactly one passes',
      async () => {
        for (let round = 0; round < 5; round++) {
          const supplier = await newSupplier(ctx)
          const a = await create(supplier)
          const b = await create(supplier, account({ account_key: BANORTE }))
          await sellTo(supplier)
          const results = await Promise.all(
            [a, b].map((id) => post(ctx, `/api/suppliers-bank-accounts/delete/${id}`, supplier.token)),
          )
          expect(results.map((r) => r.status).sort()).toEqual([200, 409])
          expect((await profileOf(supplier.token)).bank_accounts).toHaveLength(1)
        }
      },
    )
  })

  describe('a builder reads the accounts of its suppliers only', () => {
    it('GET /api/suppliers/get-bank-accounts/{id} and the supplier profile', async () => {
      const supplier = await newSupplier(ctx)
      const stranger = await newSupplier(ctx)
      await create(supplier)
      await create(stranger)
      const { customer } = await sellTo(supplier)
      const mine = await ctx.request('GET', `/api/suppliers/get-bank-accounts/${supplier.orgId}`, {
        token: customer.token,
      })
      expect(mine.status, mine.text).toBe(200)
      expect(mine.body.data).toEqual([
        expect.objectContaining({ bank_name: 'BBVA Bancomer', account_key: BBVA }),
      ])
      expect((await profileOf(customer.token, supplier.orgId)).bank_accounts).toHaveLength(1)
      // A supplier it has not dealt with: 404 on the call, no accounts on its public profile.
      const notMine = await ctx.request('GET', `/api/suppliers/get-bank-accounts/${stranger.orgId}`, {
        token: customer.token,
      })
      expect(notMine.status).toBe(404)
      expect(notMine.body).toEqual({ msg: DIRECTORY_MSG.supplierNotFound })
      expect((await profileOf(customer.token, stranger.orgId)).bank_accounts).toEqual([])
      for (const bad of ['0', 'x', '99999999999', String(customer.orgId)]) {
        const res = await ctx.request('GET', `/api/suppliers/get-bank-accounts/${bad}`, {
          token: customer.token,
        })
        expect(res.status).toBe(404)
      }
      // Suppliers do not use this call.
      const bySupplier = await ctx.request('GET', `/api/suppliers/get-bank-accounts/${supplier.orgId}`, {
        token: supplier.token,
      })
      expect(bySupplier.status).toBe(403)
    })
  })

  describe('POST /api/organizations/update-contact', () => {
    const contact = { phone: '3311112222', email: 'pagos@negocio.mx', address: 'Av. Juárez 10, Guadalajara' }

    it("an admin edits its own business's phone, e-mail and address; the profile shows them", async () => {
      const supplier = await newSupplier(ctx)
      const res = await post(ctx, '/api/organizations/update-contact', supplier.token, contact)
      expect(res.status, res.text).toBe(200)
      expect(res.body).toEqual({ success: true, msg: PROFILE_MSG.contactUpdated })
      expect(await profileOf(supplier.token)).toMatchObject({
        phone: '523311112222',
        email: contact.email,
        address: contact.address,
      })
      const customer = await newCustomer(ctx)
      expect((await post(ctx, '/api/organizations/update-contact', customer.token, contact)).status).toBe(200)
    })

    it('only admins: vendor-supplier and customer get 403', async () => {
      const supplier = await newSupplier(ctx)
      const buyer = await newCustomer(ctx, { role: 'customer' })
      for (const token of [supplier.vendorToken, buyer.token]) {
        expect((await post(ctx, '/api/organizations/update-contact', token, contact)).status).toBe(403)
      }
    })

    it('validates as registration does, and refuses unknown fields', async () => {
      const supplier = await newSupplier(ctx)
      const bad = (body: Record<string, unknown>) =>
        post(ctx, '/api/organizations/update-contact', supplier.token, body)
      expect422(await bad({}), {
        phone: [REG_MSG.required],
        email: [REG_MSG.required],
        address: [PROFILE_MSG.required],
      })
      expect422(await bad({ ...contact, phone: '33a', email: 'nada' }), {
        phone: [REG_MSG.phoneDigits],
        email: [REG_MSG.invalidEmail],
      })
      expect422(await bad({ ...contact, phone: '331111' }), { phone: [REG_MSG.phoneLength] })
      expect((await bad({ ...contact, business_name: 'Otro' })).status).toBe(422)
    })

    it('sets the RFC once, checked by validate-rfc against the business type and unique', async () => {
      const supplier = await newSupplier(ctx)
      const other = await newSupplier(ctx)
      const send = (token: string, taxId: string) =>
        post(ctx, '/api/organizations/update-contact', token, { ...contact, tax_id: taxId })
      expect422(await send(supplier.token, 'ABC680524P74'), { tax_id: [PROFILE_MSG.rfcCheckDigit] })
      expect422(await send(supplier.token, 'GODE561231GR8'), { tax_id: [PROFILE_MSG.rfcCompany] })
      expect((await send(supplier.token, 'abc680524p73')).status).toBe(200)
      expect((await profileOf(supplier.token)).tax_id).toBe('ABC680524P73')
      // The same RFC again changes nothing; another one is refused; another business cannot take it.
      expect((await send(supplier.token, 'ABC680524P73')).status).toBe(200)
      expect422(await send(supplier.token, 'MEF100312AB3'), { tax_id: [PROFILE_MSG.rfcFixed] })
      expect422(await send(other.token, 'ABC680524P73'), { tax_id: [PROFILE_MSG.rfcTaken] })
    })
  })

  it('credit terms and penalty: a supplier reads its own penalty percentage', async () => {
    const supplier = await newSupplier(ctx)
    await ctx.db
      .update(schema.organizations)
      .set({ penaltyBasisPoints: 250 })
      .where(eq(schema.organizations.id, supplier.orgId))
    expect(await profileOf(supplier.token)).toMatchObject({ penalty_percentage: 2.5 })
    const customer = await newCustomer(ctx)
    expect(await profileOf(customer.token)).toMatchObject({
      credit_limit: 100_000,
      penalty_percentage: null,
      bank_accounts: [],
    })
  })
})
