import { type Clock, HOUR } from '../clock'
import type { Db } from '../db/client'
import { advancePaymentStatuses } from '../domain/payments/clock'
import { advanceQuoteStatuses } from '../domain/quotes/clock'
import { releaseExpiredLines } from '../domain/reserved-lines'
import { pruneIdempotencyKeys } from '../http/idempotency'
import type { Logger } from '../logger'
import { runWeeklyStatements } from './weekly-statements'

export type SweepDeps = {
  db: Db
  clock: Clock
  logger: Logger
  intervalMs?: number
  /** The Monday statement mails (jobs/weekly-statements.ts): the public URL of links, and the dispatcher. */
  weeklyStatements?: { appUrl: string; mailer: { notify(): void } }
}

/**
 * One pass: moves due payments to expired and old expired ones to not_reported, releases expired reserved
 * lines, turns pending quote requests left unanswered for QUOTE_NO_RESPONSE_BUSINESS_DAYS business days into
 * no_response, forgets idempotency answers older than 24 h and, on Mondays from 07:00 Mexico City, queues
 * the week's statement mails that are not sent yet (once per organization and week).
 */
export async function sweepOnce(deps: SweepDeps): Promise<{
  releasedLines: number
  prunedKeys: number
  expiredPayments: number
  notReportedPayments: number
  unansweredQuotes: number
  weeklyStatements: number
}> {
  const advanced = await advancePaymentStatuses(deps.db, deps.clock)
  const releasedLines = await releaseExpiredLines(deps.db, deps.clock)
  const unansweredQuotes = await advanceQuoteStatuses(deps.db, deps.clock)
  const prunedKeys = await pruneIdempotencyKeys(deps.db, deps.clock)
  let weeklyStatements = 0
  if (deps.weeklyStatements) {
    const sent = await runWeeklyStatements({
      db: deps.db,
      clock: deps.clock,
      appUrl: deps.weeklyStatements.appUrl,
    })
    weeklyStatements = sent.customers + sent.suppliers
    if (weeklyStatements > 0) {
      deps.logger.info('queued weekly statement mails', sent)
      deps.weeklyStatements.mailer.notify()
    }
  }
  if (unansweredQuotes > 0) deps.logger.info('quote requests without answer', { count: unansweredQuotes })
  if (releasedLines > 0) deps.logger.info('released expired reserved credit lines', { count: releasedLines })
  if (advanced.expired + advanced.notReported > 0) deps.logger.info('advanced payment statuses', advanced)
  return {
    releasedLines,
    prunedKeys,
    expiredPayments: advanced.expired,
    notReportedPayments: advanced.notReported,
    unansweredQuotes,
    weeklyStatements,
  }
}

/**
 * Runs the sweep at start and then hourly. Safe with several API processes: every release is a conditional
 * UPDATE, so concurrent sweeps cannot release a line twice. Reads sweep their own scope first as well.
 */
export function startSweeps(deps: SweepDeps) {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = sweepOnce(deps).catch((error) =>
      deps.logger.error('sweep failed', { error: error instanceof Error ? error.message : String(error) }),
    )
  }
  run()
  const timer = setInterval(run, deps.intervalMs ?? HOUR)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
