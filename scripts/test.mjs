// `npm test`: typecheck, lint and the build side by side, then vitest and Playwright side by side
// (docs/architecture.md#tests). Each half alone leaves part of this 2-core machine idle (the e2e tests mostly wait
// for the browser and the servers, vitest for PostgreSQL), so together they take less than one after the other
// (the last line printed gives each part's time). Vitest prints as it goes; Playwright's output is held and
// printed whole when it ends, after vitest's; vitest's failures, if any, are repeated at the end.
// Exits non-zero when any part fails. `npm run test:unit` and `npm run test:e2e` still run one half alone.
import { spawn } from 'node:child_process'
import os from 'node:os'

const started = Date.now()
/** Busy and total CPU time of the whole machine so far (every process, the databases included). */
const cpuTimes = () =>
  os.cpus().reduce(
    (sum, { times }) => {
      const total = times.user + times.nice + times.sys + times.idle + times.irq
      return { busy: sum.busy + total - times.idle, total: sum.total + total }
    },
    { busy: 0, total: 0 },
  )
const cpuAtStart = cpuTimes()
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`
const timings = []

/**
 * Runs an npm script and returns its output; `held`: the output is only kept, not printed as it comes;
 * `niceness`: a lower CPU priority, inherited by what the script starts.
 */
function run(script, { held = false, niceness = 0 } = {}) {
  const since = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    })
    if (niceness) os.setPriority(child.pid, niceness)
    const output = []
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        output.push(chunk)
        if (!held) out.write(chunk)
      })
    }
    child.on('close', (code, signal) => {
      timings.push(
        `${script}: ${seconds(since)}${code === 0 ? '' : ` (failed: ${signal ?? `exit ${code}`})`}`,
      )
      resolve({ script, ok: code === 0, output: Buffer.concat(output).toString() })
    })
  })
}

const show = ({ script, output }) => {
  if (output) process.stdout.write(`\n==== ${script} ====\n${output}`)
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of coloured output
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '')

/**
 * Vitest prints its failures long before Playwright's output ends, and a CI log is often read from its end: the
 * failures' block is repeated last, then one line per failed test or file (vitest's own `FAIL` lines; none when
 * only unhandled errors failed the run, which the block shows).
 */
const repeatFailures = ({ script, output }) => {
  const text = plain(output)
  const start = text.search(/⎯+ (Failed Suites|Failed Tests|Unhandled Errors)/)
  const block = start === -1 ? text.split('\n').slice(-80).join('\n') : text.slice(start)
  const failed = [...new Set(block.split('\n').filter((line) => /^\s*FAIL\s/.test(line)))]
  process.stdout.write(
    `\n==== ${script} failed: its failures again ====\n${block}\n` +
      `\n==== ${script}: ${failed.length} failed ====\n${failed.join('\n')}\n`,
  )
}

const finish = (ok) => {
  const cpu = cpuTimes()
  const busy = Math.round((100 * (cpu.busy - cpuAtStart.busy)) / (cpu.total - cpuAtStart.total))
  process.stdout.write(
    `\n==== npm test: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} (${timings.join(', ')}); ` +
      `the machine's ${os.cpus().length} cores were ${busy} % busy, load average ${os.loadavg()[1].toFixed(1)} over the last 5 minutes\n`,
  )
  process.exit(ok ? 0 : 1)
}

const checks = await Promise.all(['typecheck', 'lint', 'build'].map((script) => run(script, { held: true })))
for (const check of checks) show(check)
if (checks.some((check) => !check.ok)) finish(false)
// The QA build the 'qa' e2e project replays on and inspects, with the coverage reports the flows page embeds (after `build`:
// both run Panda's output through Vite).
const qaBuild = await run('build:qa:e2e', { held: true })
show(qaBuild)
if (!qaBuild.ok) finish(false)

const e2e = run('test:e2e:built', { held: true })
// The e2e tests wait on timeouts for what a browser shows: they get the CPU first, vitest takes the rest. At
// niceness 10 a vitest worker beside three busy e2e processes got a fifteenth of a core (an API test ran 24 times
// slower than alone); at 5 it gets about a fifth (docs/architecture.md#tests).
const unit = await run('test:unit', { niceness: 5 })
process.stdout.write('\n(vitest done; the Playwright output follows when it ends)\n')
const browser = await e2e
show(browser)
if (!unit.ok) repeatFailures(unit)
finish(unit.ok && browser.ok)
