import {
  businessInformationQuerySchema,
  DIRECTORY_MSG,
  directoryActivityRequestSchema,
  directoryQuerySchema,
  referralsQuerySchema,
  referSupplierRequestSchema,
  rewardsQuerySchema,
} from '@contract/directory'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { z } from 'zod/mini'
import { directoryStatsOf, recordDirectoryActivity } from '../domain/directory/activities'
import { businessInformation } from '../domain/directory/business-information'
import { directoryFilters, directoryPage } from '../domain/directory/directory'
import { listRecommendations, recommendSupplier } from '../domain/directory/recommendations'
import { referralsOfSupplier } from '../domain/directory/referrals'
import { rewardsOfProgram, rewardsResume } from '../domain/rewards/read'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import { rateLimit } from '../http/rate-limit'
import { validJson, validQuery } from '../http/validate'

const customer = [requireAuth, requireRole(...CUSTOMER_ROLES)] as const

/** The directory and a supplier's business information, under /api/suppliers (docs/decisions.md#directory). */
export const directorySuppliersRoutes = new Hono<AuthEnv>()
  .get('/get-suppliers-to-show', ...customer, async (c) =>
    c.json(await directoryPage(c.var.deps.db, c.var.deps.clock, validQuery(c, directoryQuerySchema)), 200),
  )
  .get('/get-directory-filters', ...customer, async (c) =>
    c.json(await directoryFilters(c.var.deps.db, c.var.deps.clock), 200),
  )
  .get('/directory-stats', requireAuth, requireRole(...SUPPLIER_ROLES), async (c) =>
    c.json({ data: await directoryStatsOf(c.var.deps.db, c.var.auth.organizationId) }, 200),
  )
  .get(
    '/get-business-information',
    requireAuth,
    requireRole(...SUPPLIER_ROLES, ...CUSTOMER_ROLES),
    async (c) => {
      const { id } = validQuery(c, businessInformationQuerySchema)
      const { db, clock } = c.var.deps
      return c.json({ data: await businessInformation(db, clock, c.var.auth, id) }, 200)
    },
  )

/** Recommendations and a supplier's referrals, under /api/customers. */
export const directoryCustomersRoutes = new Hono<AuthEnv>()
  .post('/refer-supplier', ...customer, rateLimit('recommendations', 'user'), async (c) => {
    const request = await validJson(c, referSupplierRequestSchema)
    await recommendSupplier(c.var.deps.db, c.var.deps.clock, c.var.auth, request)
    return c.json({ success: true, msg: DIRECTORY_MSG.recommendSent }, 200)
  })
  .get('/get-referrals-by-supplier', requireAuth, requireRole('admin-supplier'), async (c) => {
    const { page } = validQuery(c, referralsQuerySchema)
    return c.json(await referralsOfSupplier(c.var.deps.db, c.var.auth.organizationId, page ?? 1), 200)
  })

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
