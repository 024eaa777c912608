import { changePasswordRequestSchema, forgotPasswordRequestSchema, loginRequestSchema } from '@contract/auth'
import { MSG } from '@contract/messages'
import { Hono } from 'hono'
import { loadCurrentUser } from '../domain/auth/current-user'
import { login } from '../domain/auth/login'
import { requestPasswordReset, resetPassword } from '../domain/auth/password-reset'
import { revokeSession } from '../domain/auth/sessions'
import { forbidden, invalid, tooMany, unauthenticated } from '../domain/errors'
import { requireAuth } from '../http/auth'
import type { AppEnv } from '../http/env'
import { rateLimit } from '../http/rate-limit'
import { actionOk } from '../http/responses'
import { validJson } from '../http/validate'

export const authRoutes = new Hono<AppEnv>()
  .post('/login', rateLimit('login', { bodyField: 'email' }), async (c) => {
    const { email, password } = await validJson(c, loginRequestSchema)
    const { db, clock, config } = c.var.deps
    const outcome = await login({ db, clock, scryptLogN: config.scryptLogN }, email, password)
    if (outcome.ok) return c.json({ token: outcome.token }, 200)
    switch (outcome.reason) {
      case 'too-many-attempts':
        // Until the oldest failure of the window leaves it (at most the hour the message names).
        throw tooMany(MSG.tooManyAttempts, outcome.retryAfterSeconds)
      case 'disabled':
        throw forbidden(MSG.userDisabled)
      case 'invalid-credentials':
        throw forbidden(MSG.invalidCredentials)
    }
  })
  .post('/logout', requireAuth, async (c) => {
    const { db, clock } = c.var.deps
    await revokeSession(db, c.var.auth.sessionId, clock)
    return actionOk(c, MSG.loggedOut)
  })
  .get('/user', requireAuth, async (c) => {
    const user = await loadCurrentUser(c.var.deps.db, c.var.auth.userId, c.var.deps.config.factoringBrand)
    if (!user) throw unauthenticated(MSG.unauthenticated)
    return c.json(user, 200)
  })
  .post('/forgot-password', rateLimit('passwordReset', { bodyField: 'email' }), async (c) => {
    const { email } = await validJson(c, forgotPasswordRequestSchema)
    const { db, clock, config, mailer } = c.var.deps
    if (await requestPasswordReset({ db, clock, appUrl: config.appUrl }, email)) mailer.notify()
    return actionOk(c, MSG.forgotSent)
  })
  .post('/change-password', rateLimit('passwordReset'), async (c) => {
    const { token, password } = await validJson(c, changePasswordRequestSchema)
    const { db, clock, config } = c.var.deps
    const result = await resetPassword({ db, clock, scryptLogN: config.scryptLogN }, token, password)
    if (result === 'invalid-token') {
      throw invalid({ token: [MSG.resetTokenInvalid] }, MSG.resetTokenInvalid)
    }
    return actionOk(c, MSG.passwordChanged)
  })
