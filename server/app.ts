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
import { createRateLimits, type RateLimits } from './http/rate-limit'
import { domainErrorResponse, msgResponse } from './http/responses'
import { securityHeaders } from './http/security'
import { spa } from './http/static'
import { edgeGuard, inputRefusedByDatabase } from './http/validate'
import { type Logger, silentLogger } from './logger'
import { applicationsRoutes } from './routes/applications'
import { checkoutRouter } from './routes/checkout'
import { customerUsersRoutes } from './routes/customer-users'
import { customersRoutes } from './routes/customers'
import {
  directoryActivitiesRoutes,
  directoryCustomersRoutes,
  directorySuppliersRoutes,
  recommendationsRoutes,
  rewardsRoutes,
} from './routes/directory'
import { filesRoutes } from './routes/files'
import { paymentActionsRoutes } from './routes/payment-actions'
import { paymentReportsRoutes } from './routes/payment-reports'
import { paymentsRoutes } from './routes/payments'
import { bankAccountsRoutes, organizationsRoutes, supplierBankAccountsRoutes } from './routes/profile'
import { projectActivitiesRoutes, projectsRoutes } from './routes/projects'
import { quizRoutes } from './routes/quiz'
import { quotesRoutes, supplierQuotesRoutes } from './routes/quotes'
import { mountReference } from './routes/reference'
import { registerRouter } from './routes/register'
import { mediaRoutes, statusCustomerRoutes } from './routes/registration'
import { reservedLinesRoutes } from './routes/reserved-lines'
import { resourcesRoutes } from './routes/resources'
import { rootRouter } from './routes/root'
import { sharedTokensRouter } from './routes/shared-tokens'
import { customerStatementRoutes, supplierStatementRoutes } from './routes/statements'
import { suppliersRoutes } from './routes/suppliers'

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
  app.route('/api/payments', paymentsRoutes)
  app.route('/api/payments', paymentActionsRoutes)
  app.route('/api/payments', paymentReportsRoutes)
  app.route('/api/files', filesRoutes)
  app.route('/api/projects', projectsRoutes)
  app.route('/api/project-activities', projectActivitiesRoutes)
  app.route('/api/quotes', quotesRoutes)
  app.route('/api/supplier-quotes', supplierQuotesRoutes)
  app.route('/api/customer-users', customerUsersRoutes)
  app.route('/api/customers', customersRoutes)
  app.route('/api/suppliers', suppliersRoutes)
  app.route('/api', sharedTokensRouter)
  app.route('/api/reserved-credit-line', reservedLinesRoutes)
  app.route('/api', checkoutRouter)
  app.route('/api', registerRouter)
  app.route('/api/media', mediaRoutes)
  app.route('/api/status-customer', statusCustomerRoutes)
  app.route('/api/customers', quizRoutes)
  app.route('/api/applications', applicationsRoutes)
  app.route('/api/suppliers', directorySuppliersRoutes)
  app.route('/api/customers', directoryCustomersRoutes)
  app.route('/api/directory-activities', directoryActivitiesRoutes)
  app.route('/api/rewards', rewardsRoutes)
  app.route('/api/recommendations', recommendationsRoutes)
  app.route('/api/platform-resources', resourcesRoutes)
  app.route('/api/customers', customerStatementRoutes)
  app.route('/api/suppliers', supplierStatementRoutes)
  app.route('/api/suppliers-bank-accounts', bankAccountsRoutes)
  app.route('/api/suppliers', supplierBankAccountsRoutes)
  app.route('/api/organizations', organizationsRoutes)

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
