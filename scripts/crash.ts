import { parseArgs } from 'node:util'
import { runCrash } from '../tests/api/process/crash'
import { type ProcessEngine, pgliteEngine, postgresEngine } from '../tests/api/process/engines'

/**
 * `npm run crash -- --rounds N [--engine pglite|postgres|both] [--seed S] [--sales K]`: the long version of
 * tests/api/crash.test.ts. PostgreSQL runs when TEST_DATABASE_URL is set (a fresh database, dropped after).
 * Exits 1 when anything answered 200 was lost or an invariant broke.
 */
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    engine: { type: 'string', default: 'both' },
    seed: { type: 'string' },
    sales: { type: 'string', default: '15' },
  },
})
const rounds = Number(values.rounds)
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds must be a positive integer')
  process.exit(2)
}
const adminUrl = process.env.TEST_DATABASE_URL
const wanted = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine]
let failed = false
for (const kind of wanted) {
  if (kind === 'postgres' && !adminUrl) {
    console.info('postgres: skipped (TEST_DATABASE_URL is not set)')
    continue
  }
  const engine: ProcessEngine = kind === 'pglite' ? await pgliteEngine() : await postgresEngine(adminUrl!)
  const started = performance.now()
  try {
    const report = await runCrash({
      engine,
      rounds,
      salesPerCustomer: Number(values.sales),
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      log: (line) => console.info(`[${kind}] ${line}`),
    })
    const total = (key: 'requests' | 'sent' | 'answered' | 'succeeded' | 'found' | 'lost') =>
      report.rounds.reduce((sum, round) => sum + round[key], 0)
    console.info(
      `[${kind}] ${report.engine}: ${rounds} rounds, ${total('requests')} requests, ${total('sent')} sent,` +
        ` ${total('answered')} answered before the kill, ${total('succeeded')} succeeded,` +
        ` ${total('found')} found after restart, ${total('lost')} lost, ${report.problems.length} problems` +
        ` in ${Math.round((performance.now() - started) / 1000)} s`,
    )
    if (report.problems.length > 0) failed = true
  } catch (error) {
    console.error(`[${kind}] failed:`, error)
    failed = true
  } finally {
    await engine.dispose()
  }
}
process.exit(failed ? 1 : 0)
