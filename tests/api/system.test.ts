import { MSG } from '@contract/messages'
import { demoAccountsResponseSchema } from '@contract/system'
import { expect, it } from 'vitest'
import { z } from 'zod/mini'
import { appSettings } from '../../server/db/schema'
import { claimSetting, SETTING_DEMO_SEED } from '../../server/db/settings'
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/demo'
import { forEachDatabase, TEST_SCRYPT_LOG_N } from './harness'

forEachDatabase('health, demo accounts and seed', (ctx) => {
  it('answers the health check once the database answers', async () => {
    const res = await ctx.request('GET', '/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
  })

  it('lists the demo accounts while the demo seed is loaded', async () => {
    const res = await ctx.request('GET', '/api/demo-accounts')
    expect(res.status).toBe(200)
    expect(z.safeParse(demoAccountsResponseSchema, res.body).success).toBe(true)
    expect(res.body.password).toBe('Demo1234!')
    const emails = DEMO_ACCOUNTS.accounts.map((a) => a.email)
    expect(emails).toEqual([
      'operador@demo.mx',
      'proveedor@demo.mx',
      'vendedor@demo.mx',
      'cliente@demo.mx',
      'comprador@demo.mx',
      'proveedor2@demo.mx',
      'cliente2@demo.mx',
    ])
    // Every listed account really signs in with the listed password and has the listed role.
    for (const account of DEMO_ACCOUNTS.accounts) {
      const token = await ctx.login(account.email, DEMO_ACCOUNTS.password)
      const user = await ctx.request('GET', '/api/user', { token })
      expect(user.body.role_name).toBe(account.role_name)
    }
    expect(await ctx.userId('operador@demo.mx')).toBe(1)
  })

  it('answers 404 when the demo seed is not loaded', async () => {
    await ctx.db.delete(appSettings)
    try {
      const res = await ctx.request('GET', '/api/demo-accounts')
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ msg: MSG.notFound })
    } finally {
      await claimSetting(ctx.db, SETTING_DEMO_SEED, 'loaded', ctx.clock.now())
    }
  })

  it('seeds only an empty database', async () => {
    const before = await ctx.tableCounts()
    expect(await seedDemo({ db: ctx.db, clock: ctx.clock, scryptLogN: TEST_SCRYPT_LOG_N })).toBe(false)
    expect(await ctx.tableCounts()).toEqual(before)
  })
})
