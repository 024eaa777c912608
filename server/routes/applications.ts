import { applicationsRoutes } from '@contract/api/applications'
import { REG_MSG } from '@contract/registration'
import { createMiddleware } from 'hono/factory'
import { approveApplication } from '../domain/applications/approve'
import type { Undecidable } from '../domain/applications/decision'
import { declineApplication } from '../domain/applications/decline'
import { listApplications, loadApplication } from '../domain/applications/read'
import { rowIdOf } from '../domain/customers'
import { conflict, notFound } from '../domain/errors'
import { mountRoutes } from '../http/declared'

/** Unknown (and malformed) ids are 404; applications that cannot be decided now are 409. */
const refusal = (outcome: Undecidable) => (outcome.kind === 'not-found' ? notFound : conflict)(outcome.msg)

const applicationIdOf = (segment: string | undefined): number => {
  const id = rowIdOf(segment)
  if (id === null) throw notFound(REG_MSG.applicationNotFound)
  return id
}

/** A malformed id is a 404 before the body is read, whatever the body says. */
const wellFormedId = createMiddleware(async (c, next) => {
  applicationIdOf(c.req.param('id'))
  await next()
})

export const applicationsRouter = mountRoutes(applicationsRoutes, {
  list: async (c, { query }) => c.json(await listApplications(c.var.deps.db, query), 200),
  get: async (c, { params }) => {
    const detail = await loadApplication(c.var.deps.db, applicationIdOf(params.id))
    if (!detail) throw notFound(REG_MSG.applicationNotFound)
    return c.json(detail, 200)
  },
  approve: {
    use: [wellFormedId],
    handle: async (c, { params, body }) => {
      const id = applicationIdOf(params.id)
      const { db, clock, config, mailer } = c.var.deps
      const outcome = await approveApplication(
        { db, clock, appUrl: config.appUrl },
        c.var.auth.userId,
        id,
        body,
      )
      if (outcome.kind === 'email-taken') throw conflict(outcome.msg)
      if (outcome.kind !== 'approved') throw refusal(outcome)
      mailer.notify()
      return c.json({ success: true, msg: REG_MSG.approved, data: await loadApplication(db, id) }, 200)
    },
  },
  decline: {
    use: [wellFormedId],
    handle: async (c, { params, body }) => {
      const id = applicationIdOf(params.id)
      const { db, clock, mailer } = c.var.deps
      const outcome = await declineApplication({ db, clock }, c.var.auth.userId, id, body.reason)
      if (outcome.kind !== 'declined') throw refusal(outcome)
      mailer.notify()
      return c.json({ success: true, msg: REG_MSG.declined, data: await loadApplication(db, id) }, 200)
    },
  },
})
