import {
  DIRECTORY_MSG,
  directoryActivityRequestSchema,
  referralsQuerySchema,
  rewardsQuerySchema,
} from '@contract/directory'
import { CUSTOMER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { z } from 'zod/mini'
import { recordDirectoryActivity } from '../domain/directory/activities'
import { listRecommendations } from '../domain/directory/recommendations'
import { rewardsOfProgram, rewardsResume } from '../domain/rewards/read'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import { validJson, validQuery } from '../http/validate'

const customer = [requireAuth, requireRole(...CUSTOMER_ROLES)] as const

/** POST /api/directory-activities/create (builders). */
export const directoryActivitiesRoutes = new Hono<AuthEnv>().post('/create', ...customer, async (c) => {
  const request = await validJson(c, directoryActivityRequestSchema)
  await recordDirectoryActivity(c.var.deps.db, c.var.deps.clock, c.var.auth, request)
  return c.json({ success: true, msg: DIRECTORY_MSG.activityRecorded }, 200)
})

/** Rewards of the caller's own organization: its admins (docs/decisions.md#rewards). */
const rewardReaders = [requireAuth, requireRole('admin-customer', 'admin-supplier')] as const
export const rewardsRoutes = new Hono<AuthEnv>()
  .get('/get-resume', ...rewardReaders, async (c) =>
    c.json(await rewardsResume(c.var.deps.db, c.var.auth.organizationId), 200),
  )
  .get('/', ...rewardReaders, async (c) => {
    const { reward_program_id } = validQuery(c, rewardsQuerySchema)
    return c.json({ data: await rewardsOfProgram(c.var.deps.db, reward_program_id) }, 200)
  })

const pageQuery = z.object({ page: referralsQuerySchema.shape.page })

/** GET /api/recommendations?page= (the operator, `npm run ops recommendations`). */
export const recommendationsRoutes = new Hono<AuthEnv>().get(
  '/',
  requireAuth,
  requireRole('admin'),
  async (c) => {
    const { page } = validQuery(c, pageQuery)
    return c.json(await listRecommendations(c.var.deps.db, page ?? 1), 200)
  },
)
