import { MSG } from '@contract/messages'
import type { RoleName } from '@contract/roles'
import { createMiddleware } from 'hono/factory'
import { authenticate } from '../domain/auth/sessions'
import type { AuthEnv } from './env'
import { msgResponse } from './responses'

const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/** 401 `{msg}` unless the request carries a live session of an enabled user; sets `c.var.auth`. */
export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'))
  const { db, clock } = c.var.deps
  const auth = token ? await authenticate(db, token, clock) : null
  if (!auth) return msgResponse(401, MSG.unauthenticated)
  c.set('auth', auth)
  await next()
})

/** 403 `{msg}` unless the signed-in user has one of the roles. Goes after requireAuth. */
export const requireRole = (...roles: RoleName[]) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const auth = c.get('auth')
    if (!auth) throw new Error('requireRole must come after requireAuth')
    if (!roles.includes(auth.roleName)) return msgResponse(403, MSG.forbidden)
    await next()
  })
