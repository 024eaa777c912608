import { Hono } from 'hono'
import type { AppEnv } from '../http/env'
import { seedTaggedWorld } from '../seed/demo'

/**
 * `POST /api/e2e/worlds`: a fresh tagged copy of the demo data for one end-to-end test (server/seed/world.ts).
 * Mounted only when the server starts with E2E_WORLDS=true (the Playwright server does); never in production.
 */
export function e2eWorldsRoutes() {
  let made = 0
  return new Hono<AppEnv>().post('/worlds', async (c) => {
    const { db, clock, config } = c.var.deps
    made += 1
    const tag = made.toString(36).padStart(3, '0')
    const world = await seedTaggedWorld({ db, clock, scryptLogN: config.scryptLogN, config }, tag)
    return c.json(world, 200)
  })
}
