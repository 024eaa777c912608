import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { AuthUser } from '../domain/auth/sessions'
import type { Logger } from '../logger'
import type { RateLimits } from './rate-limit-store'

/** Lets a route wake the mail dispatcher right after it queued a mail (instead of waiting for its poll). */
export type MailNotifier = { notify(): void }

/** What every request handler can reach through `c.var.deps`. */
export type AppDeps = {
  db: Db
  config: Config
  clock: Clock
  logger: Logger
  mailer: MailNotifier
  rateLimits: RateLimits
}

export type { AuthUser }

export type AppEnv = { Variables: { deps: AppDeps } }
export type AuthEnv = { Variables: { deps: AppDeps; auth: AuthUser } }
