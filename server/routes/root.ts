import { rootRoutes } from '@contract/api/root'
import { MSG } from '@contract/messages'
import { sql } from 'drizzle-orm'
import { loadCurrentUser } from '../domain/auth/current-user'
import { login } from '../domain/auth/login'
import { requestPasswordReset, resetPassword } from '../domain/auth/password-reset'
import { revokeSession } from '../domain/auth/sessions'
import { forbidden, invalid, tooMany, unauthenticated } from '../domain/errors'
import { readSetting, SETTING_DEMO_SEED } from '../domain/settings'
import { mountRoutes } from '../http/declared'
import { rateLimit } from '../http/rate-limit'
import { actionOk, msgResponse } from '../http/responses'
import { DEMO_ACCOUNTS } from '../seed/demo'

export const rootRouter = mountRoutes(
  rootRoutes,
  {
    health: async (c) => {
      try {
        await c.var.deps.db.execute(sql`select 1`)
      } catch (error) {
        c.var.deps.logger.error('health check: database unavailable', { error: String(error) })
        return msgResponse(503, MSG.unexpectedShort)
      }
      return c.json({ ok: true as const }, 200)
    },
    demoAccounts: async (c) => {
      const loaded = await readSetting(c.var.deps.db, SETTING_DEMO_SEED)
      if (!loaded) return msgResponse(404, MSG.notFound)
      return c.json(DEMO_ACCOUNTS, 200)
    },
    login: {
      use: [rateLimit('login', { bodyField: 'email' })],
      handle: async (c, { body }) => {
        const { db, clock, config } = c.var.deps
        const outcome = await login({ db, clock, scryptLogN: config.scryptLogN }, body.email, body.password)
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
      },
    },
    logout: async (c) => {
      const { db, clock } = c.var.deps
      await revokeSession(db, c.var.auth.sessionId, clock)
      return actionOk(c, MSG.loggedOut)
    },
    user: async (c) => {
      const user = await loadCurrentUser(c.var.deps.db, c.var.auth.userId, c.var.deps.config.factoringBrand)
      if (!user) throw unauthenticated(MSG.unauthenticated)
      return c.json(user, 200)
    },
    forgotPassword: {
      use: [rateLimit('passwordReset', { bodyField: 'email' })],
      handle: async (c, { body }) => {
        const { db, clock, config, mailer } = c.var.deps
        if (await requestPasswordReset({ db, clock, appUrl: config.appUrl }, body.email)) mailer.notify()
        return actionOk(c, MSG.forgotSent)
      },
    },
    changePassword: {
      use: [rateLimit('passwordReset')],
      handle: async (c, { body }) => {
        const { db, clock, config } = c.var.deps
        const result = await resetPassword(
          { db, clock, scryptLogN: config.scryptLogN },
          body.token,
          body.password,
        )
        if (result === 'invalid-token') {
          throw invalid({ token: [MSG.resetTokenInvalid] }, MSG.resetTokenInvalid)
        }
        return actionOk(c, MSG.passwordChanged)
      },
    },
  },
  'cuenta y sistema',
)
