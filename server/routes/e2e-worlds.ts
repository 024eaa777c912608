import { Hono } from 'hono'
import type { AppEnv } from '../http/env'
import { sendWeeklyStatements } from '../jobs/weekly-statements'
import { seedTaggedWorld } from '../seed/demo'
import { seedWorldApplication } from '../seed/demo-application'
import { taggedWorld } from '../seed/world'

/**
 * `POST /api/e2e/worlds`: a fresh tagged copy of the demo data for one end-to-end test (server/seed/world.ts).
 * `POST /api/e2e/weekly-statements {organization_ids}`: this week's statement mails of those organizations
 * now, whatever the day (the job itself waits for Monday 07:00). `POST /api/e2e/applications {tag}`: the
 * demo application waiting for the operator, again, for that world (its e-mails tagged). Mounted only when the
 * server starts with E2E_WORLDS=true (the Playwright server does); never in production.
 */
export function e2eWorldsRoutes() {
  let made = 0
  return new Hono<AppEnv>()
    .post('/worlds', async (c) => {
      const { db, clock, config } = c.var.deps
      made += 1
      const tag = made.toString(36).padStart(3, '0')
      const world = await seedTaggedWorld({ db, clock, scryptLogN: config.scryptLogN, config }, tag)
      return c.json(world, 200)
    })
    .post('/applications', async (c) => {
      const { db, clock, config } = c.var.deps
      const { tag } = (await c.req.json()) as { tag?: unknown }
      if (typeof tag !== 'string') return c.json({ msg: 'tag' }, 422)
      return c.json({ id: await seedWorldApplication({ db, clock, config }, taggedWorld(tag)) }, 200)
    })
    .post('/weekly-statements', async (c) => {
      const { db, clock, config, mailer } = c.var.deps
      const body = (await c.req.json()) as { organization_ids?: unknown }
      const ids = Array.isArray(body.organization_ids)
        ? body.organization_ids.filter((id): id is number => Number.isSafeInteger(id))
        : []
      const sent = await sendWeeklyStatements({ db, clock, appUrl: config.appUrl }, { organizationIds: ids })
      mailer.notify()
      return c.json(sent, 200)
    })
}
