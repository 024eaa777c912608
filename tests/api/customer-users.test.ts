import { MSG } from '@contract/messages'
import { BUYER_MSG } from '@contract/paymentActions'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { firstErrors, forEachDatabase } from './harness'

forEachDatabase('POST /api/customer-users/create', (ctx) => {
  const create = (token: string | undefined, json: unknown) =>
    ctx.request('POST', '/api/customer-users/create', { token, json })

  it('creates a buyer without a password in the admin’s business and mails a link to set it', async () => {
    const res = await create(await ctx.as('admin-customer'), {
      name: '  Rosa Díaz ',
      email: ' Rosa.Diaz@Ejemplo.MX ',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      msg: 'Usuario registrado',
      data: { id: expect.any(Number), name: 'Rosa Díaz', email: 'rosa.diaz@ejemplo.mx' },
    })
    const id = (res.body.data as { id: number }).id
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, id))
    expect(user).toMatchObject({
      organizationId: await ctx.organizationIdOf('cliente@demo.mx'),
      roleId: 5,
      name: 'Rosa Díaz',
      email: 'rosa.diaz@ejemplo.mx',
      passwordHash: null,
      active: true,
    })

    const mail = await ctx.lastMailTo('rosa.diaz@ejemplo.mx')
    expect(mail?.subject).toBe('Crea tu contraseña de Obrafiado (Constructora Robles)')
    expect(mail?.text).toContain('Ana Robles te dio de alta como comprador de Constructora Robles')
    expect(mail?.text).toContain('El enlace vale por 7 días')
    const link = /http:\/\/obrafiado\.test\/change-password\/(\S+)/.exec(mail?.text ?? '')
    expect(link).not.toBeNull()
    const [token] = await ctx.db
      .select({ expiresAt: schema.passwordResetTokens.expiresAt })
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.userId, id))
    expect(token!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000)

    // Signing in needs the password first; the link sets it, then the buyer signs in.
    const refused = await ctx.request('POST', '/api/login', {
      json: { email: 'rosa.diaz@ejemplo.mx', password: 'Rosa2025x' },
    })
    expect(refused.status).not.toBe(200)
    const set = await ctx.request('POST', '/api/change-password', {
      json: { token: link![1], password: 'Rosa2025x', password_confirmation: 'Rosa2025x' },
    })
    expect(set.status).toBe(200)
    const login = await ctx.request('POST', '/api/login', {
      json: { email: 'rosa.diaz@ejemplo.mx', password: 'Rosa2025x' },
    })
    expect(login.status).toBe(200)
    const me = await ctx.request('GET', '/api/user', { token: login.body.token as string })
    expect(me.body).toMatchObject({ role_name: 'customer', business_name: 'Constructora Robles' })
  })

  it('refuses an e-mail that already exists, in any case, and creates nothing', async () => {
    const token = await ctx.as('admin-customer')
    const before = await ctx.tableCounts()
    for (const email of ['comprador@demo.mx', 'PROVEEDOR2@demo.mx']) {
      const res = await create(token, { name: 'Otro', email })
      expect(res.status).toBe(422)
      expect(res.body).toEqual({ message: BUYER_MSG.taken, errors: { email: [BUYER_MSG.taken] } })
    }
    expect(await ctx.tableCounts()).toEqual(before)
  })

  it('validates name and e-mail', async () => {
    const token = await ctx.as('admin-customer')
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { name: [MSG.required], email: [MSG.required] }],
      [
        { name: ' ', email: 'sin-arroba' },
        { name: [MSG.required], email: [BUYER_MSG.email] },
      ],
      [{ name: 'A', email: 'a@b.mx', role_id: 4 }, { role_id: [MSG.unknownField] }],
    ]
    for (const [json, errors] of cases) {
      const res = await create(token, json)
      expect(res.status).toBe(422)
      expect(firstErrors(res.body)).toEqual(errors)
    }
  })

  it('refuses an e-mail over 254 characters (RFC 5321) and a name over 120, writing nothing', async () => {
    const token = await ctx.as('admin-customer')
    const before = await ctx.tableCounts()
    const at = '@obra.mx'
    const cases: [unknown, Record<string, string[]>][] = [
      [{ name: 'Ana', email: `${'a'.repeat(3000)}${at}` }, { email: ['Caracteres excedidos. Máximo: 254'] }],
      [
        { name: 'Ana', email: `${'a'.repeat(255 - at.length)}${at}` },
        { email: ['Caracteres excedidos. Máximo: 254'] },
      ],
      [{ name: 'x'.repeat(121), email: `ana${at}` }, { name: ['Caracteres excedidos. Máximo: 120'] }],
    ]
    for (const [json, errors] of cases) {
      const res = await create(token, json)
      expect(res.status).toBe(422)
      expect(firstErrors(res.body)).toEqual(errors)
    }
    expect(await ctx.tableCounts()).toEqual(before)
    const longest = `${'a'.repeat(254 - at.length)}${at}`
    const ok = await create(token, { name: 'x'.repeat(120), email: longest })
    expect(ok.status).toBe(200)
  })

  it('is for the customer admin only', async () => {
    for (const actor of ['customer', 'admin-supplier', 'vendor-supplier', 'admin', 'vendor'] as const) {
      const res = await create(await ctx.as(actor), { name: 'X', email: `x.${actor}@ejemplo.mx` })
      expect(res.status, actor).toBe(403)
      expect(res.body).toEqual({ msg: MSG.forbidden })
    }
    expect((await create(undefined, { name: 'X', email: 'x@ejemplo.mx' })).status).toBe(401)
    // Another business's admin creates buyers of their own business.
    const other = await create(await ctx.as('other-customer'), { name: 'Pepe', email: 'pepe@hidalgo.mx' })
    const [user] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, 'pepe@hidalgo.mx'))
    expect(other.status).toBe(200)
    expect(user?.organizationId).toBe(await ctx.organizationIdOf('cliente2@demo.mx'))
  })
})
