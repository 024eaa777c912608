// `npm run mutate:recheck -- <test file>[,<test file>…] [--sample N]`: applies each mutant that Stryker's last report
// (reports/mutation/mutation.json) calls Survived or NoCoverage to the source, one at a time, runs the given
// machine tests with their view walks, and puts the source back. Stryker's vitest runner reports most static
// mutants (those run while vitest collects a file, which the model tests' path generation does) as survived without
// activating them (stryker-js#6144, #6209); this says which of them the tests really kill
// (docs/architecture.md#model-based-tests). The result goes to reports/mutation/recheck.txt.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const args = process.argv.slice(2)
const sampleAt = args.indexOf('--sample')
const sample = sampleAt >= 0 ? Number(args[sampleAt + 1]) : 0
const tests = (sampleAt >= 0 ? [...args.slice(0, sampleAt), ...args.slice(sampleAt + 2)] : args).flatMap(
  (arg) => arg.split(','),
)
if (tests.length === 0) {
  console.error('usage: npm run mutate:recheck -- tests/machines/<file>.test.tsx[,…] [--sample N]')
  process.exit(2)
}
const report = JSON.parse(fs.readFileSync('reports/mutation/mutation.json', 'utf8'))
const open = Object.entries(report.files).flatMap(([path, file]) =>
  file.mutants
    .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
    .map((mutant) => ({ path, source: file.source, mutant })),
)
const step = sample > 0 ? Math.max(1, Math.floor(open.length / sample)) : 1
const chosen = open.filter((_, i) => i % step === 0).slice(0, sample > 0 ? sample : open.length)
const out = 'reports/mutation/recheck.txt'
fs.writeFileSync(out, `# ${chosen.length} of ${open.length} survivors, against ${tests.join(', ')}\n`)

let restore = null
const putBack = () => {
  if (restore) restore()
  restore = null
}
// Stopped halfway (Ctrl-C or kill), the source goes back before the process ends.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    putBack()
    process.exit(code)
  })
}

let killed = 0
for (const { path, source, mutant } of chosen) {
  if (fs.readFileSync(path, 'utf8') !== source) {
    fs.appendFileSync(out, `SKIPPED  ${path}: changed since the report\n`)
    continue
  }
  const lines = source.split('\n')
  const offset = ({ line, column }) =>
    lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column - 1
  const start = offset(mutant.location.start)
  restore = () => fs.writeFileSync(path, source)
  fs.writeFileSync(
    path,
    source.slice(0, start) + mutant.replacement + source.slice(offset(mutant.location.end)),
  )
  try {
    const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.mutation.config.ts', ...tests], {
      env: { ...process.env, MUTATE_WITH_VIEWS: 'true', FORCE_COLOR: '0' },
      encoding: 'utf8',
      timeout: 300_000,
    })
    const dead = run.status !== 0
    if (dead) killed++
    const where = `${path}:${mutant.location.start.line}`
    const code = lines[mutant.location.start.line - 1].trim().slice(0, 90)
    fs.appendFileSync(
      out,
      `${dead ? 'KILLED  ' : 'SURVIVED'} ${where} ${mutant.mutatorName} ${JSON.stringify(mutant.replacement).slice(0, 50)} | ${code}\n`,
    )
  } finally {
    putBack()
  }
}
fs.appendFileSync(out, `killed ${killed} of ${chosen.length}\n`)
console.log(`${out}: killed ${killed} of ${chosen.length}`)
