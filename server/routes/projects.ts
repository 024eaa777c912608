import { ACTION_MSG } from '@contract/paymentActions'
import { createProjectRequestSchema, projectFormSchema } from '@contract/projects'
import {
  assignPaymentsRequestSchema,
  assignProjectToCodeRequestSchema,
  projectActivityRequestSchema,
} from '@contract/quotes'
import { CUSTOMER_ROLES } from '@contract/roles'
import { type Context, Hono } from 'hono'
import { rowIdOf } from '../domain/customers'
import { assignProjectToCode, recordProjectActivity } from '../domain/projects/code-project'
import {
  assignProject,
  createProject,
  getProject,
  listProjects,
  projectCatalogue,
  updateProject,
} from '../domain/projects/projects'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import type { IdempotentEnv } from '../http/idempotency'
import { validJson } from '../http/validate'

const customer = [requireAuth, requireRole(...CUSTOMER_ROLES)] as const

const list = async (c: Context<AuthEnv>) =>
  c.json({ data: await listProjects(c.var.deps.db, c.var.auth) }, 200)

/** A customer's projects (customer roles; another business's project is a 404). */
export const projectsRoutes = new Hono<IdempotentEnv>()
  .get('/', ...customer, (c) => list(c))
  // The spec's "projects with totals": the list already carries payments_count and payments_amount.
  .get('/projects-with-totals', ...customer, (c) => list(c))
  // Before '/:id'.
  .get('/catalogue', ...customer, async (c) => c.json(await projectCatalogue(c.var.deps.db), 200))
  .post('/assign-payments', ...customer, async (c) => {
    const request = await validJson(c, assignPaymentsRequestSchema)
    const { db, clock } = c.var.deps
    await assignProject(db, clock, c.var.auth, request.project_id, request.payment_ids)
    return c.json({ success: true, msg: ACTION_MSG.projectAssigned }, 200)
  })
  .post('/assign', ...customer, async (c) => {
    const request = await validJson(c, assignProjectToCodeRequestSchema)
    const { db, clock } = c.var.deps
    return c.json(await assignProjectToCode(db, clock, c.var.auth, request.project_id), 200)
  })
  .post('/', ...customer, async (c) => {
    const request = await validJson(c, createProjectRequestSchema)
    const { db, clock } = c.var.deps
    const project = await createProject(db, clock, c.var.auth, request)
    return c.json({ success: true, msg: ACTION_MSG.projectCreated, data: project }, 200)
  })
  .get('/:id', ...customer, async (c) =>
    c.json({ data: await getProject(c.var.deps.db, c.var.auth, rowIdOf(c.req.param('id'))) }, 200),
  )
  .put('/:id', ...customer, async (c) => {
    const id = rowIdOf(c.req.param('id'))
    const { db, clock } = c.var.deps
    // Ownership first: someone else's project is a 404 whatever the body says.
    await getProject(db, c.var.auth, id)
    const form = await validJson(c, projectFormSchema)
    const project = await updateProject(db, clock, c.var.auth, id, form)
    return c.json({ success: true, msg: ACTION_MSG.projectUpdated, data: project }, 200)
  })

/** POST /api/project-activities: tracked clicks of the projects screen (customer roles). */
export const projectActivitiesRoutes = new Hono<IdempotentEnv>().post('/', ...customer, async (c) => {
  const request = await validJson(c, projectActivityRequestSchema)
  const { db, clock } = c.var.deps
  return c.json(await recordProjectActivity(db, clock, c.var.auth, request.event), 200)
})
