import { serve } from '@hono/node-server'
import { createApp } from './app'
import { manualClock, systemClock } from './clock'
import { type Config, ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { codeKeys } from './domain/codes/secret'
import { createRateLimits } from './http/rate-limit-store'
import { startSweeps } from './jobs/sweeps'
import { createLogger } from './logger'
import { createMailDispatcher, smtpTransport } from './mail/dispatcher'
import { seedDemo } from './seed/demo'
import { seedDemoFiles } from './seed/demo-files'
import { demoStatementLinks } from './seed/demo-statements'

const SHUTDOWN_GRACE_MS = 10_000
const KEEP_ALIVE_MS = 65_000

async function main() {
  let config: Config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const logger = createLogger(config.logLevel)
  // FIXED_NOW stops the clock for the e2e route walk's screenshots (playwright.config.ts).
  const clock = config.fixedNow ? manualClock(config.fixedNow) : systemClock
  if (config.fixedNow)
    logger.warn(`FIXED_NOW: the clock stands still at ${config.fixedNow.toISOString()} (tests only)`)

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    statementCache: config.databaseStatementCache,
    onPoolError: (error) => logger.warn('database connection lost', { error: error.message }),
  })
  logger.info(
    database.kind === 'pglite'
      ? `database: PGlite in ${config.dataDir}/db`
      : 'database: PostgreSQL (DATABASE_URL)',
  )
  await migrateDatabase(database)
  const { db } = database

  if (config.seed === 'demo' && (await seedDemo({ db, clock, scryptLogN: config.scryptLogN }))) {
    const files = await seedDemoFiles(db, config)
    logger.info(`demo data loaded (password Demo1234! for every demo account; ${files} demo files)`)
    for (const { business, link } of await demoStatementLinks(db, clock, config.appUrl)) {
      logger.info(`demo statement of ${business}: ${link}`)
    }
  }

  // Creates the code secret now (when CODE_SECRET is unset) rather than on the first sale.
  await codeKeys(db, config.codeSecret, clock)
  if (!config.codeSecret)
    logger.info('CODE_SECRET is not set: purchase codes use the secret kept in the database')

  const dispatcher = createMailDispatcher({
    db,
    clock,
    logger,
    from: config.mailFrom,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
  })
  dispatcher.start()
  const sweeps = startSweeps({
    db,
    clock,
    logger,
    weeklyStatements: { appUrl: config.appUrl, mailer: dispatcher },
  })

  const rateLimits = createRateLimits(config.rateLimits, database.engine)
  const app = createApp({ db, config, clock, logger, mailer: dispatcher, rateLimits })
  if (process.env.E2E_WORLDS === 'true') {
    // End-to-end tests only (playwright.config.ts): each test seeds a demo world of its own.
    const { e2eWorldsRoutes } = await import('./routes/e2e-worlds')
    app.route('/api/e2e', e2eWorldsRoutes())
    logger.warn('E2E_WORLDS=true: POST /api/e2e/worlds seeds demo worlds on request (tests only)')
  }
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info(`Obrafiado listening on http://${config.host}:${config.port} (public URL ${config.appUrl})`)
  })
  // Node closes an idle keep-alive connection after 5 s; a client (a proxy, a test's request context) that
  // sends on it at that moment gets ECONNRESET. Longer than the 60 s idle timeout of common proxies, so the
  // proxy is always the side that closes (docs/architecture.md#runtime).
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal} received, shutting down`)
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // close() ends the connections idle now; one still answering stays open after its answer, idle for up to
    // KEEP_ALIVE_MS: end those as they become idle, so the grace is spent on requests, not on idle sockets.
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections()
    }
    const idleSweep = setInterval(closeIdle, 100)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    clearInterval(idleSweep)
    await dispatcher.stop()
    await sweeps.stop()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error) => {
  console.error('Obrafiado failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
