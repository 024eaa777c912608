// `npm test`: typecheck, lint and the build side by side, then vitest and Playwright side by side
// (docs/architecture.md#tests). Each half alone leaves part of this 2-core machine idle (the e2e tests mostly wait
// for the browser and the servers, vitest for PostgreSQL), so together they take less than one after the other
// (676 s against about 810 s on 2026-11-27). Vitest prints as it goes; Playwright's output is held and printed
// whole when it ends, after vitest's.
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
 * Runs an npm script; `held`: its output is kept and returned instead of printed as it comes; `niceness`: a lower
 * CPU priority, inherited by what the script starts.
 */
function run(script, { held = false, niceness = 0 } = {}) {
  const since = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    })
    if (niceness) os.setPriority(child.pid, niceness)
    const output = []
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
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

const e2e = run('test:e2e:built', { held: true })
// The e2e tests wait on timeouts for what a browser shows: they get the CPU first, vitest takes the rest.
const unit = await run('test:unit', { niceness: 10 })
process.stdout.write('\n(vitest done; the Playwright output follows when it ends)\n')
const browser = await e2e
show(browser)
finish(unit.ok && browser.ok)
