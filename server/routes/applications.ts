import { applicationListQuerySchema } from '@contract/applications'
import {
  approveApplicationRequestSchema,
  declineApplicationRequestSchema,
  REG_MSG,
} from '@contract/registration'
import { Hono } from 'hono'
import { approveApplication } from '../domain/applications/approve'
import type { Undecidable } from '../domain/applications/decision'
import { declineApplication } from '../domain/applications/decline'
import { listApplications, loadApplication } from '../domain/applications/read'
import { rowIdOf } from '../domain/customers'
import { conflict, notFound } from '../domain/errors'
import { requireAuth, requireRole } from '../http/auth'
import type { AuthEnv } from '../http/env'
import { validJson, validQuery } from '../http/validate'

/** Unknown (and malformed) ids are 404; applications that cannot be decided now are 409. */
const refusal = (outcome: Undecidable) => (outcome.kind === 'not-found' ? notFound : conflict)(outcome.msg)

/** The platform operator's side of registration: list, show, approve, decline applications (docs/decisions.md#approval). */
export const applicationsRoutes = new Hono<AuthEnv>()
  .use(requireAuth, requireRole('admin'))
  .get('/', async (c) => {
    const query = validQuery(c, applicationListQuerySchema)
    return c.json(await listApplications(c.var.deps.db, query), 200)
  })
  .get('/:id', async (c) => {
    const id = rowIdOf(c.req.param('id'))
    const detail = id === null ? null : await loadApplication(c.var.deps.db, id)
    if (!detail) throw notFound(REG_MSG.applicationNotFound)
    return c.json(detail, 200)
  })
  .post('/:id/approve', async (c) => {
    const id = rowIdOf(c.req.param('id'))
    if (id === null) throw notFound(REG_MSG.applicationNotFound)
    const request = await validJson(c, approveApplicationRequestSchema)
    const { db, clock, config, mailer } = c.var.deps
    const outcome = await approveApplication(
      { db, clock, appUrl: config.appUrl },
      c.var.auth.userId,
      id,
      request,
    )
    if (outcome.kind === 'email-taken') throw conflict(outcome.msg)
    if (outcome.kind !== 'approved') throw refusal(outcome)
    mailer.notify()
    return c.json({ success: true, msg: REG_MSG.approved, data: await loadApplication(db, id) }, 200)
  })
  .post('/:id/decline', async (c) => {
    const id = rowIdOf(c.req.param('id'))
    if (id === null) throw notFound(REG_MSG.applicationNotFound)
    const { reason } = await validJson(c, declineApplicationRequestSchema)
    const { db, clock, mailer } = c.var.deps
    const outcome = await declineApplication({ db, clock }, c.var.auth.userId, id, reason)
    if (outcome.kind !== 'declined') throw refusal(outcome)
    mailer.notify()
    return c.json({ success: true, msg: REG_MSG.declined, data: await loadApplication(db, id) }, 200)
  })
