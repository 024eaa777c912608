import { MSG } from '@contract/messages'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { readSetting, SETTING_DEMO_SEED } from '../domain/settings'
import type { AppEnv } from '../http/env'
import { msgResponse } from '../http/responses'
import { DEMO_ACCOUNTS } from '../seed/demo'

export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    try {
      await c.var.deps.db.execute(sql`select 1`)
    } catch (error) {
      c.var.deps.logger.error('health check: database unavailable', { error: String(error) })
      return msgResponse(503, MSG.unexpectedShort)
    }
    return c.json({ ok: true }, 200)
  })
  .get('/demo-accounts', async (c) => {
    const loaded = await readSetting(c.var.deps.db, SETTING_DEMO_SEED)
    if (!loaded) return msgResponse(404, MSG.notFound)
    return c.json(DEMO_ACCOUNTS, 200)
  })
