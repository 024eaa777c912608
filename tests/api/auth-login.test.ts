import { MSG } from '@contract/messages'
import { eq } from 'drizzle-orm'
import { expect, it, vi } from 'vitest'
import { HOUR, MINUTE } from '../../server/clock'
import { loginFailures, organizations, users } from '../../server/db/schema'
import * as passwords from '../../server/domain/auth/passwords'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { forEachDatabase } from './harness'

forEachDatabase('POST /api/login', (ctx) => {
  const login = (json: unknown) => ctx.request('POST', '/api/login', { json })
  const failuresOf = async (email: string) =>
    (await ctx.db.select().from(loginFailures).where(eq(loginFailures.emailNormalized, email))).length

  it('answers a token for every demo account', async () => {
    for (const email of ['proveedor@demo.mx', 'vendedor@demo.mx', 'cliente@demo.mx', 'comprador@demo.mx']) {
      const res = await login({ email, password: DEMO_PASSWORD })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    }
  })

  it('ignores case and surrounding spaces in the e-mail', async () => {
    const res = await login({ email: '  Proveedor@Demo.MX ', password: DEMO_PASSWORD })
    expect(res.status).toBe(200)
  })

  it('answers 422 per field when fields are missing, empty or null', async () => {
    for (const body of [{}, { email: '', password: '' }, { email: null, password: null }, { email: '   ' }]) {
      const res = await login(body)
      expect(res.status).toBe(422)
      expect(res.body).toEqual({
        message: MSG.required,
        errors: { email: [MSG.required], password: [MSG.required] },
      })
    }
    const onlyPassword = await login({ email: 'proveedor@demo.mx' })
    expect(onlyPassword.body.errors).toEqual({ password: [MSG.required] })
  })

  it('answers 403 invalidCredentials for a wrong password and records the failure', async () => {
    const before = await failuresOf('proveedor2@demo.mx')
    const res = await login({ email: 'proveedor2@demo.mx', password: 'Otra1234!' })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ msg: MSG.invalidCredentials })
    expect(await failuresOf('proveedor2@demo.mx')).toBe(before + 1)
  })

  it('answers the same for an unknown e-mail, and records it too', async () => {
    const res = await login({ email: 'nadie@demo.mx', password: DEMO_PASSWORD })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ msg: MSG.invalidCredentials })
    expect(await failuresOf('nadie@demo.mx')).toBe(1)
  })

  // The same work, counted rather than timed: a timing comparison failed on a busy machine.
  it('hashes the password of an unknown e-mail too, as long as for a real user', async () => {
    const verify = vi.spyOn(passwords, 'verifyPassword')
    try {
      await login({ email: 'vendedor@demo.mx', password: 'Incorrecta1' })
      await login({ email: 'timing@nadie.mx', password: 'Incorrecta1' })
      expect(verify).toHaveBeenCalledTimes(2)
      const [[, known], [, unknown]] = verify.mock.calls as [[string, string], [string, string]]
      // Both checked against a real scrypt hash of the same cost: the dummy one for the unknown e-mail.
      const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$')
      expect(unknown).toBe(await passwords.dummyPasswordHash(Number(known.split('$')[1])))
      expect(costOf(unknown)).toBe(costOf(known))
    } finally {
      verify.mockRestore()
    }
  })

  it('says "disabled" only to whoever knows the password', async () => {
    const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
    await ctx.createUser({
      organizationId,
      role: 'customer',
      name: 'Inactivo',
      email: 'inactivo@demo.mx',
      active: false,
    })
    const right = await login({ email: 'inactivo@demo.mx', password: DEMO_PASSWORD })
    expect(right.status).toBe(403)
    expect(right.body).toEqual({ msg: MSG.userDisabled })
    const wrong = await login({ email: 'inactivo@demo.mx', password: 'Otra1234!' })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual({ msg: MSG.invalidCredentials })
  })

  it('treats a user of a blocked organization as disabled', async () => {
    const organizationId = await ctx.organizationIdOf('cliente2@demo.mx')
    await ctx.db.update(organizations).set({ status: 'blocked' }).where(eq(organizations.id, organizationId))
    try {
      const res = await login({ email: 'cliente2@demo.mx', password: DEMO_PASSWORD })
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ msg: MSG.userDisabled })
    } finally {
      await ctx.db.update(organizations).set({ status: 'active' }).where(eq(organizations.id, organizationId))
    }
  })

  it('refuses a user who has not set a password yet like a wrong password', async () => {
    const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
    await ctx.createUser({
      organizationId,
      role: 'customer',
      name: 'Nuevo',
      email: 'nuevo@demo.mx',
      password: null,
    })
    const res = await login({ email: 'nuevo@demo.mx', password: '' })
    expect(res.status).toBe(422)
    const res2 = await login({ email: 'nuevo@demo.mx', password: 'Cualquiera1' })
    expect(res2.status).toBe(403)
    expect(res2.body).toEqual({ msg: MSG.invalidCredentials })
  })

  it('answers 429 from the 11th attempt after 10 failures in an hour, even with the right password', async () => {
    const organizationId = await ctx.organizationIdOf('proveedor@demo.mx')
    await ctx.createUser({
      organizationId,
      role: 'vendor-supplier',
      name: 'Ataque',
      email: 'atacado@demo.mx',
    })
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: 'atacado@demo.mx', password: `Mala${i}1234` })
      expect(res.status).toBe(403)
    }
    const blocked = await login({ email: 'ATACADO@demo.mx', password: DEMO_PASSWORD })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ msg: MSG.tooManyAttempts })
    // Until the oldest failure leaves the hour.
    expect(Number(blocked.headers.get('retry-after'))).toBe(3600)
    // A refused attempt is not a failure: the lock does not extend itself.
    expect(await failuresOf('atacado@demo.mx')).toBe(10)
    // Other accounts are unaffected.
    expect((await login({ email: 'proveedor@demo.mx', password: DEMO_PASSWORD })).status).toBe(200)

    ctx.clock.advance(HOUR + MINUTE)
    const later = await login({ email: 'atacado@demo.mx', password: DEMO_PASSWORD })
    expect(later.status).toBe(200)
    // Failures older than the window are pruned.
    await login({ email: 'atacado@demo.mx', password: 'Mala1234' })
    expect(await failuresOf('atacado@demo.mx')).toBe(1)
  })

  it('locks unknown e-mails the same way', async () => {
    for (let i = 0; i < 10; i++) await login({ email: 'fantasma@nadie.mx', password: 'Mala12345' })
    const res = await login({ email: 'fantasma@nadie.mx', password: 'Mala12345' })
    expect(res.status).toBe(429)
  })

  it('stores e-mails lower-cased, so a login cannot create a second identity', async () => {
    const rows = await ctx.db.select({ email: users.email }).from(users)
    for (const row of rows) expect(row.email).toBe(row.email.toLowerCase())
  })
})
