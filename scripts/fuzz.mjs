// `npm run fuzz -- --runs N [--seed S]`: the fuzz suite (tests/api/fuzz.test.ts) alone, N hostile requests per
// route and actor (default 200), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '200' }, seed: { type: 'string' } },
  strict: true,
})
for (const [name, value] of Object.entries(values)) {
  if (value !== undefined && !/^\d{1,9}$/.test(value)) {
    console.error(`--${name} takes a whole number, got ${value}`)
    process.exit(2)
  }
}
const env = { ...process.env, FUZZ_RUNS: values.runs }
if (values.seed) env.FUZZ_SEED = values.seed
const result = spawnSync('npx', ['vitest', 'run', 'tests/api/fuzz.test.ts'], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
