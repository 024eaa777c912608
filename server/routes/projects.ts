import { projectsRoutes } from '@contract/api/projects'
import { ACTION_MSG } from '@contract/paymentActions'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { rowIdOf } from '../domain/customers'
import { assignProjectToCode } from '../domain/projects/code-project'
import {
  assignProject,
  createProject,
  getProject,
  listProjects,
  projectCatalogue,
  updateProject,
} from '../domain/projects/projects'
import { mountRoutes } from '../http/declared'
import type { AuthEnv } from '../http/env'

const list = async (c: Context<AuthEnv>) =>
  c.json({ data: await listProjects(c.var.deps.db, c.var.auth) }, 200)

/** Ownership before the body is read: someone else's project is a 404 whatever the body says. */
const ownProject = createMiddleware<AuthEnv>(async (c, next) => {
  await getProject(c.var.deps.db, c.var.auth, rowIdOf(c.req.param('id')))
  await next()
})

export const projectsRouter = mountRoutes(projectsRoutes, {
  list,
  // The spec's "projects with totals": the list already carries payments_count and payments_amount.
  listWithTotals: list,
  catalogue: async (c) => c.json(await projectCatalogue(c.var.deps.db), 200),
  assignPayments: async (c, { body }) => {
    const { db, clock } = c.var.deps
    await assignProject(db, clock, c.var.auth, body.project_id, body.payment_ids)
    return c.json({ success: true, msg: ACTION_MSG.projectAssigned }, 200)
  },
  assignToCode: async (c, { body }) => {
    const { db, clock } = c.var.deps
    return c.json(await assignProjectToCode(db, clock, c.var.auth, body.project_id), 200)
  },
  create: async (c, { body }) => {
    const { db, clock } = c.var.deps
    const project = await createProject(db, clock, c.var.auth, body)
    return c.json({ success: true, msg: ACTION_MSG.projectCreated, data: project }, 200)
  },
  get: async (c, { params }) =>
    c.json({ data: await getProject(c.var.deps.db, c.var.auth, rowIdOf(params.id)) }, 200),
  update: {
    use: [ownProject],
    handle: async (c, { params, body }) => {
      const { db, clock } = c.var.deps
      const project = await updateProject(db, clock, c.var.auth, rowIdOf(params.id), body)
      return c.json({ success: true, msg: ACTION_MSG.projectUpdated, data: project }, 200)
    },
  },
})
