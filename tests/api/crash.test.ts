import { afterAll, describe, expect, it } from 'vitest'
import { runCrash } from './process/crash'
import { type ProcessEngine, pgliteEngine, postgresEngine } from './process/engines'

/**
 * The crash test: kill -9 the real server in the middle of a burst of concurrent sales and payment actions,
 * restart it on the same data, and check that nothing answered 200 is lost, that the ledger balances, that no
 * payment is half-written and that Idempotency-Key retries replay the first answer. One short round per
 * engine here; `npm run crash -- --rounds N` runs the long version.
 */

const ROUNDS = 1
const adminUrl = process.env.TEST_DATABASE_URL

const engines: { name: string; skip: string | false; make: () => Promise<ProcessEngine> }[] = [
  { name: 'PGlite (DATA_DIR on disk)', skip: false, make: pgliteEngine },
  {
    name: 'PostgreSQL (a fresh database)',
    skip: adminUrl ? false : 'TEST_DATABASE_URL is not set',
    make: () => postgresEngine(adminUrl!),
  },
]

for (const engine of engines) {
  const title = `crash: kill -9 mid-burst, restart, nothing lost [${engine.name}]${engine.skip ? ` — skipped: ${engine.skip}` : ''}`
  describe.skipIf(Boolean(engine.skip))(title, () => {
    let made: ProcessEngine | undefined
    afterAll(async () => {
      await made?.dispose()
    })

    it(`${ROUNDS} rounds: every 200 is found after the restart, the ledger balances, keyed retries replay`, async () => {
      made = await engine.make()
      const report = await runCrash({ engine: made, rounds: ROUNDS, log: (line) => console.info(line) })
      console.info(`crash ${report.engine}: ${JSON.stringify(report.rounds)}`)
      expect(report.problems).toEqual([])
      expect(report.rounds).toHaveLength(ROUNDS)
      for (const round of report.rounds) {
        // The kill landed mid-burst: some answered, some were cut or never sent.
        expect(round.answered).toBeGreaterThan(0)
        expect(round.answered).toBeLessThan(round.requests)
        expect(round.succeeded).toBeGreaterThan(0)
        expect(round.lost).toBe(0)
        expect(round.found).toBe(round.succeeded)
      }
    }, 900_000)
  })
}
