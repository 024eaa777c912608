import { userSchema } from '@contract/auth'
import { MSG } from '@contract/messages'
import { OWNER_TYPES } from '@contract/roles'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { z } from 'zod/mini'
import { DAY, MINUTE } from '../../server/clock'
import { organizations, sessions, users } from '../../server/db/schema'
import { hashToken } from '../../server/domain/auth/tokens'
import { ACTOR_EMAILS, forEachDatabase } from './harness'

forEachDatabase('sessions, GET /api/user, POST /api/logout', (ctx) => {
  const getUser = (token: string) => ctx.request('GET', '/api/user', { token })

  it('answers the User of the contract for every role', async () => {
    for (const [actor, email] of Object.entries(ACTOR_EMAILS)) {
      const res = await getUser(await ctx.tokenFor(email))
      expect(res.status, actor).toBe(200)
      expect(z.safeParse(userSchema, res.body).success, actor).toBe(true)
      expect(res.body.email).toBe(email)
    }
  })

  it('fills the supplier admin from the user and the organization', async () => {
    const token = await ctx.login('proveedor@demo.mx')
    const res = await getUser(token)
    expect(res.body).toEqual({
      id: await ctx.userId('proveedor@demo.mx'),
      role_name: 'admin-supplier',
      role_id: 2,
      owner_type: OWNER_TYPES.supplier,
      owner_id: await ctx.organizationIdOf('proveedor@demo.mx'),
      business_name: 'Materiales El Fuerte',
      business_type: 'company',
      contact_phone: '523312345678',
      has_rewards: 1,
      can_select_vendor: true,
      use_factoring: true,
      factoring: { show_select: true, can_request: true, brand: 'Impulso' },
      name: 'Laura Méndez',
      email: 'proveedor@demo.mx',
    })
  })

  it('gives each role its owner_type and role_id', async () => {
    const expected = {
      admin: [1, OWNER_TYPES.admin],
      'vendor-supplier': [3, OWNER_TYPES.supplier],
      'admin-customer': [4, OWNER_TYPES.customer],
      customer: [5, OWNER_TYPES.customer],
      vendor: [6, OWNER_TYPES.vendor],
    } as const
    for (const [actor, [roleId, ownerType]] of Object.entries(expected)) {
      const res = await getUser(await ctx.as(actor as keyof typeof expected))
      expect(res.body).toMatchObject({ role_id: roleId, role_name: actor, owner_type: ownerType })
    }
    const customer = await getUser(await ctx.as('customer'))
    expect(customer.body).toMatchObject({
      business_name: 'Constructora Robles',
      has_rewards: 0,
      use_factoring: false,
      name: 'Luis Pérez',
    })
  })

  it('stores only the hash of a token', async () => {
    const token = await ctx.login('cliente@demo.mx')
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(rows).toHaveLength(1)
    const all = await ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions)
    expect(all.some((row) => row.tokenHash === token)).toBe(false)
  })

  it('logout revokes the token on the server', async () => {
    const token = await ctx.login('cliente@demo.mx')
    const other = await ctx.login('cliente@demo.mx')
    const res = await ctx.request('POST', '/api/logout', { token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: MSG.loggedOut })
    expect((await getUser(token)).status).toBe(401)
    expect((await getUser(token)).body).toEqual({ msg: MSG.unauthenticated })
    expect((await ctx.request('POST', '/api/logout', { token })).status).toBe(401)
    // Only that session: the user's other device stays signed in.
    expect((await getUser(other)).status).toBe(200)
  })

  it('accepts the scheme in any case and refuses other schemes', async () => {
    const token = await ctx.as('customer')
    const lower = await ctx.request('GET', '/api/user', { headers: { authorization: `bearer ${token}` } })
    expect(lower.status).toBe(200)
    const basic = await ctx.request('GET', '/api/user', { headers: { authorization: `Basic ${token}` } })
    expect(basic.status).toBe(401)
  })

  it('cuts the sessions of a user who is disabled, and of a blocked organization', async () => {
    const organizationId = await ctx.organizationIdOf('cliente2@demo.mx')
    const id = await ctx.createUser({
      organizationId,
      role: 'customer',
      name: 'Temporal',
      email: 'temporal@demo.mx',
    })
    const token = await ctx.login('temporal@demo.mx')
    expect((await getUser(token)).status).toBe(200)

    await ctx.db.update(users).set({ active: false }).where(eq(users.id, id))
    expect((await getUser(token)).status).toBe(401)
    await ctx.db.update(users).set({ active: true }).where(eq(users.id, id))
    expect((await getUser(token)).status).toBe(200)

    await ctx.db.update(organizations).set({ status: 'blocked' }).where(eq(organizations.id, organizationId))
    expect((await getUser(token)).status).toBe(401)
    await ctx.db.update(organizations).set({ status: 'active' }).where(eq(organizations.id, organizationId))
  })

  it('writes last_used_at at most every few minutes', async () => {
    const token = await ctx.login('comprador@demo.mx')
    const lastUsed = async () =>
      (
        await ctx.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.lastUsedAt
    const first = await lastUsed()
    ctx.clock.advance(MINUTE)
    await getUser(token)
    expect(await lastUsed()).toEqual(first)
    ctx.clock.advance(5 * MINUTE)
    await getUser(token)
    expect((await lastUsed()).getTime()).toBe(ctx.clock.now().getTime())
  })

  // Moves the clock 30 days: keep it last.
  it('expires a token after 30 days', async () => {
    const token = await ctx.login('proveedor@demo.mx')
    ctx.clock.advance(30 * DAY - MINUTE)
    expect((await getUser(token)).status).toBe(200)
    ctx.clock.advance(2 * MINUTE)
    const res = await getUser(token)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ msg: MSG.unauthenticated })
  })
})
