import { test as base, expect } from './outside'

/** A tagged copy of the demo data that only this test uses (server/seed/world.ts). */
export type World = {
  tag: string
  password: string
  accounts: Record<string, { email: string; user_id: number; organization_id: number }>
  /** The keyed payments of the demo plan (server/seed/demo-activity.ts), by key. */
  payments: Record<string, number>
}

/** The id of a keyed demo payment in `world`. */
export const paymentIn = (world: World, key: string): number => {
  const id = world.payments[key]
  if (id === undefined) throw new Error(`No payment ${key} in world ${world.tag}`)
  return id
}

/** The world's e-mail of a demo account ('cliente@demo.mx' → 'cliente+00a@demo.mx'). */
export const emailIn = (world: World, demoEmail: string): string => {
  const account = world.accounts[demoEmail]
  if (!account) throw new Error(`No ${demoEmail} in world ${world.tag}`)
  return account.email
}

/**
 * `test` with a `world` fixture: each test gets its own organizations, users, payments, projects and files
 * from the e2e server (POST /api/e2e/worlds, mounted because playwright.config.ts sets E2E_WORLDS), so tests
 * run in parallel and still assert exact figures.
 */
export const test = base.extend<{ world: World }>({
  world: async ({ request }, use) => {
    const response = await request.post('/api/e2e/worlds')
    expect(response.status(), 'the e2e server seeds a world').toBe(200)
    await use((await response.json()) as World)
  },
})

export { expect }
