import { sequential } from '../lib/load'
import { type ApiScenario, DEMO_PASSWORD } from './types'

const ACCOUNTS = ['proveedor@demo.mx', 'cliente@demo.mx', 'comprador@demo.mx', 'proveedor2@demo.mx']

/** POST /api/login: scrypt N=2^17 is deliberately slow, so sequential and few. */
export const login: ApiScenario = {
  name: 'POST /api/login',
  load: '20 sequential',
  async run(ctx) {
    const requests = ctx.quick ? 5 : 20
    await ctx.http.login(ACCOUNTS[0]!, DEMO_PASSWORD) // warm-up
    return sequential(
      async (i) => {
        const res = await ctx.http.post('/api/login', {
          email: ACCOUNTS[i % ACCOUNTS.length],
          password: DEMO_PASSWORD,
        })
        return res.status === 200 && typeof res.json<{ token?: unknown }>().token === 'string'
      },
      requests,
      120_000,
    )
  },
}
