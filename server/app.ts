import { MSG } from '@contract/messages'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type Clock, systemClock } from './clock'
import type { Config } from './config'
import type { Db } from './db/client'
import { DomainError } from './domain/errors'
import { apiBodyLimit } from './http/body-limit'
import { apiCompression } from './http/compression'
import type { AppDeps, AppEnv, MailNotifier } from './http/env'
import { createRateLimits, type RateLimits } from './http/rate-limit-store'
import { domainErrorResponse, msgResponse } from './http/responses'
import { securityHeaders } from './http/security'
import { spa } from './http/static'
import { edgeGuard, inputRefusedByDatabase } from './http/validate'
import { type Logger, silentLogger } from './logger'
import { applicationsRouter } from './routes/applications'
import { checkoutRouter } from './routes/checkout'
import { customerUsersRouter } from './routes/customer-users'
import { customersRouter } from './routes/customers'
import { directoryActivitiesRouter } from './routes/directory-activities'
import { filesRouter } from './routes/files'
import { mediaRouter } from './routes/media'
import { organizationsRouter } from './routes/organizations'
import { paymentsRouter } from './routes/payments'
import { platformResourcesRouter } from './routes/platform-resources'
import { projectActivitiesRouter } from './routes/project-activities'
import { projectsRouter } from './routes/projects'
import { quotesRouter } from './routes/quotes'
import { recommendationsRouter } from './routes/recommendations'
import { mountReference } from './routes/reference'
import { registerRouter } from './routes/register'
import { reservedCreditLineRouter } from './routes/reserved-credit-line'
import { rewardsRouter } from './routes/rewards'
import { rootRouter } from './routes/root'
import { sharedTokensRouter } from './routes/shared-tokens'
import { statusCustomerRouter } from './routes/status-customer'
import { supplierQuotesRouter } from './routes/supplier-quotes'
import { suppliersRouter } from './routes/suppliers'
import { suppliersBankAccountsRouter } from './routes/suppliers-bank-accounts'

export type CreateAppOptions = {
  db: Db
  config: Config
  clock?: Clock
  logger?: Logger
  /** Woken after a mail is queued; main passes the dispatcher. */
  mailer?: MailNotifier
  /** The request limits of the guarded routes; main passes them on the database's pool (default: in memory). */
  rateLimits?: RateLimits
}

export type App = Hono<AppEnv>

/** The whole HTTP app, without listening: tests call `app.request()`, main serves it. */
export function createApp(options: CreateAppOptions): App {
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock: options.clock ?? systemClock,
    logger: options.logger ?? silentLogger,
    mailer: options.mailer ?? { notify: () => {} },
    rateLimits: options.rateLimits ?? createRateLimits(options.config.rateLimits),
  }
  const app = new Hono<AppEnv>()

  app.use('*', securityHeaders(deps.config.staticDir))
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    const started = performance.now()
    await next()
    // A statement token in a path is a 35-day read key: never written to the log.
    const path = c.req.path.replace(/(account-status\/)[^/]+/, '$1***')
    deps.logger.debug(`${c.req.method} ${path} ${c.res.status}`, {
      ms: Math.round(performance.now() - started),
    })
  })
  app.use('/api/*', async (c, next) => {
    await next()
    // Downloads set their own (private, no-store); everything else under /api is never cached.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  app.use('/api/*', apiCompression)
  app.use('/api/*', apiBodyLimit)
  app.use('/api/*', edgeGuard)

  app.route('/api', rootRouter)
  app.route('/api', paymentsRouter)
  app.route('/api', filesRouter)
  app.route('/api', projectsRouter)
  app.route('/api', projectActivitiesRouter)
  app.route('/api', quotesRouter)
  app.route('/api', supplierQuotesRouter)
  app.route('/api', customerUsersRouter)
  app.route('/api', customersRouter)
  app.route('/api', suppliersRouter)
  app.route('/api', sharedTokensRouter)
  app.route('/api', reservedCreditLineRouter)
  app.route('/api', checkoutRouter)
  app.route('/api', registerRouter)
  app.route('/api', mediaRouter)
  app.route('/api', statusCustomerRouter)
  app.route('/api', applicationsRouter)
  app.route('/api', directoryActivitiesRouter)
  app.route('/api', rewardsRouter)
  app.route('/api', recommendationsRouter)
  app.route('/api', platformResourcesRouter)
  app.route('/api', suppliersBankAccountsRouter)
  app.route('/api', organizationsRouter)

  mountReference(app)
  app.get('*', spa(deps.config.staticDir))

  app.notFound((c) =>
    c.req.path === '/api' || c.req.path.startsWith('/api/')
      ? msgResponse(404, MSG.notFound)
      : c.text('Not found', 404),
  )
  // The one mapping of errors to answers: what domain code throws, and Hono's own (e.g. a malformed form).
  app.onError((error, c) => {
    if (error instanceof DomainError) return domainErrorResponse(error)
    if (error instanceof HTTPException) return error.getResponse()
    const refused = inputRefusedByDatabase(error)
    if (refused) {
      // Request data the edge rules (server/http/validate.ts) should have refused: answered, and logged to fix.
      deps.logger.warn(`${c.req.method} ${c.req.path} input refused by the database`, {
        error: error instanceof Error ? error.message : String(error),
      })
      return domainErrorResponse(refused)
    }
    deps.logger.error(`${c.req.method} ${c.req.path} failed`, {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return msgResponse(500, MSG.unexpected)
  })
  return app
}
