/**
 * `npm run bench`: bundle weight per route and API latency against the budgets of docs/decisions.md#budgets.
 *
 *   npm run bench [-- --no-build] [--no-bundle] [--no-lighthouse] [--no-api] [--only <text>] [--quick]
 *
 * Lighthouse (mobile profile, median of 3, `--quick`: 1) runs on `/login`, `/dashboard-customer` and
 * `/payments` signed in, beside a React "hello" reference page (bench/web/lighthouse.ts).
 *
 * The API runs on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database
 * `obrafiado_bench_<ts>` is created on that server and dropped afterwards), otherwise on PGlite.
 * Writes bench/out/report.json. Exits 0 even when a budget is exceeded (it prints OVER).
 */
import { execSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { scenarios } from './api/index'
import { type ApiContext, DEMO_PASSWORD, type ScenarioResult } from './api/types'
import { HttpClient } from './lib/http'
import { type BenchServer, outDir, repoRoot, startServer } from './lib/server'
import { kB, ms, table } from './lib/table'
import { analyzeBundle, type BundleReport } from './web/bundle'
import { buildHelloReference, type LighthouseRow, runLighthouse } from './web/lighthouse'

const PORT = 3199
const LIGHTHOUSE_PORT = 3198
const HELLO_PORT = 3197

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const onlyAt = args.indexOf('--only')
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined
const quick = flag('--quick')

const mark = (ok: boolean) => (ok ? 'OK' : 'OVER')
const heading = (text: string) => console.log(`\n== ${text} ==`)

function bundleSection(): BundleReport | { error: string } {
  if (!flag('--no-build')) {
    heading('npm run build')
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' })
    if (build.status !== 0) return { error: `npm run build failed (exit ${build.status})` }
  }
  heading('Bundle: JS per route, gzip -9 (1 kB = 1000 B)')
  try {
    const report = analyzeBundle(path.join(repoRoot, 'dist'))
    const rows = [['route / lazy chunk', 'files', 'raw', 'gzip', 'budget', '']]
    for (const r of report.routes) {
      rows.push([
        r.kind === 'lazy' ? `${r.name} (on demand, beyond its page)` : r.name,
        String(r.files.length),
        kB(r.rawBytes),
        kB(r.gzipBytes),
        r.budgetBytes ? kB(r.budgetBytes) : '-',
        r.budgetBytes ? mark(r.ok) : '',
      ])
    }
    console.log(table(rows))
    for (const r of report.routes.filter((r) => !r.ok)) {
      const top = Object.entries(r.fileGzipBytes).slice(0, 5)
      console.log(`${r.name} is OVER; largest files: ${top.map(([f, b]) => `${f} ${kB(b)}`).join(', ')}`)
    }
    console.log(`initial CSS (gzip): ${kB(report.initialCssGzipBytes)}`)
    for (const c of report.checks) console.log(`${c.ok ? 'OK  ' : 'FAIL'} ${c.name}: ${c.detail}`)
    return report
  } catch (error) {
    console.log(`bundle analysis failed: ${(error as Error).message}`)
    return { error: (error as Error).message }
  }
}

async function lighthouseSection(): Promise<{ rows: LighthouseRow[] } | { error: string }> {
  const runs = quick ? 1 : 3
  heading(`Lighthouse, mobile profile, median of ${runs} (Debian Chromium)`)
  let server: BenchServer | undefined
  let hello: BenchServer | undefined
  try {
    server = await startServer({ port: LIGHTHOUSE_PORT, seed: 'demo', logName: 'server-lighthouse.log' })
    hello = await startServer({
      port: HELLO_PORT,
      seed: 'none',
      logName: 'server-hello.log',
      env: { STATIC_DIR: await buildHelloReference() },
    })
    const app = server.baseUrl
    const rows = await runLighthouse(
      [
        { name: 'React "hello" (reference)', url: `${hello.baseUrl}/` },
        { name: '/login', url: `${app}/login`, minScore: 95 },
        {
          name: '/dashboard-customer (cliente@demo.mx)',
          url: `${app}/dashboard-customer`,
          signInAs: 'cliente@demo.mx',
          minScore: 90,
        },
        {
          name: '/payments (proveedor@demo.mx)',
          url: `${app}/payments`,
          signInAs: 'proveedor@demo.mx',
          minScore: 90,
        },
      ],
      runs,
    )
    const out = [['page', 'scores', 'median', 'LCP ms', 'TBT ms', 'budget', '']]
    for (const r of rows) {
      out.push([
        r.name,
        r.scores.join(' '),
        String(r.median),
        r.lcpMs.toFixed(0),
        r.tbtMs.toFixed(0),
        r.minScore === undefined ? '-' : `≥ ${r.minScore}`,
        r.minScore === undefined ? '' : mark(r.ok),
      ])
    }
    console.log(table(out))
    return { rows }
  } catch (error) {
    console.log(`lighthouse failed: ${(error as Error).message}`)
    return { error: (error as Error).message }
  } finally {
    await hello?.stop()
    await server?.stop()
  }
}

interface ApiRow extends Partial<ScenarioResult> {
  name: string
  load: string
  engine: string
  p99BudgetMs?: number
  ok: boolean
  error?: string
}

async function apiSection(): Promise<{ engine: string; rows: ApiRow[] } | { error: string }> {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined
  const engine = postgresUrl ? 'postgres' : 'pglite'
  heading(`API on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, loopback, port ${PORT}`)

  let server: BenchServer
  try {
    server = await startServer({
      port: PORT,
      seed: 'demo',
      postgresUrl,
      env: { SCRYPT_LOG_N: process.env.BENCH_SCRYPT_LOG_N },
    })
  } catch (error) {
    console.log(`server did not start: ${(error as Error).message}`)
    return { error: (error as Error).message }
  }
  const onSignal = () => {
    void server.stop().finally(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  const http = new HttpClient(server.baseUrl)
  const tokens = new Map<string, Promise<string>>()
  const ctx: ApiContext = {
    server,
    http,
    quick,
    token(email) {
      let t = tokens.get(email)
      if (!t) {
        t = http.login(email, DEMO_PASSWORD)
        tokens.set(email, t)
      }
      return t
    },
  }

  const rows: ApiRow[] = []
  try {
    for (const s of scenarios) {
      if (only && !s.name.includes(only)) continue
      if (s.engines && !s.engines.includes(server.engine)) continue
      process.stdout.write(`running ${s.name} (${s.load})… `)
      try {
        const r = await s.run(ctx)
        const ok =
          r.errors === 0 &&
          r.dropped === 0 &&
          (r.checks ?? []).every((c) => c.ok) &&
          (s.p99BudgetMs === undefined || r.p99 <= s.p99BudgetMs)
        rows.push({ name: s.name, load: s.load, engine, ...r, p99BudgetMs: s.p99BudgetMs, ok })
        console.log(`${r.requests} requests in ${(r.durationMs / 1000).toFixed(1)} s`)
      } catch (error) {
        rows.push({ name: s.name, load: s.load, engine, ok: false, error: (error as Error).message })
        console.log(`failed: ${(error as Error).message}`)
      }
    }
  } finally {
    http.close()
    await server.stop()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }

  const out = [['scenario', 'load', 'n', 'err', 'p50 ms', 'p99 ms', 'max ms', 'req/s', 'budget', '']]
  for (const r of rows) {
    out.push([
      r.name,
      r.load,
      String(r.requests ?? '-'),
      String((r.errors ?? 0) + (r.dropped ?? 0)),
      ms(r.p50 ?? Number.NaN),
      ms(r.p99 ?? Number.NaN),
      ms(r.max ?? Number.NaN),
      r.throughput === undefined ? '-' : r.throughput.toFixed(0),
      r.p99BudgetMs === undefined ? '-' : `p99 ≤ ${r.p99BudgetMs}`,
      r.error
        ? 'ERROR'
        : r.ok
          ? 'OK'
          : r.p99BudgetMs !== undefined && (r.p99 ?? 0) > r.p99BudgetMs
            ? 'OVER'
            : 'ERRORS',
    ])
  }
  console.log()
  console.log(table(out))
  for (const r of rows) {
    if (r.firstError) console.log(`${r.name}: first error: ${r.firstError}`)
    if (r.error) console.log(`${r.name}: ${r.error}`)
    for (const c of r.checks ?? []) console.log(`${c.ok ? 'OK  ' : 'FAIL'} ${r.name}: ${c.name}: ${c.detail}`)
  }
  console.log(`server log: ${path.relative(repoRoot, server.logFile)}`)
  return { engine, rows }
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
})()

const bundle = flag('--no-bundle') ? undefined : bundleSection()
const lighthouseReport = flag('--no-lighthouse') ? undefined : await lighthouseSection()
const api = flag('--no-api') ? undefined : await apiSection()

fs.mkdirSync(outDir, { recursive: true })
const reportFile = path.join(outDir, 'report.json')
fs.writeFileSync(
  reportFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      commit,
      node: process.version,
      cpus: os.availableParallelism(),
      bundle,
      lighthouse: lighthouseReport,
      api,
    },
    null,
    2,
  )}\n`,
)

const over = [
  ...(bundle && 'routes' in bundle ? bundle.routes.filter((r) => !r.ok).map((r) => r.name) : []),
  ...(bundle && 'checks' in bundle ? bundle.checks.filter((c) => !c.ok).map((c) => c.name) : []),
  ...(api && 'rows' in api ? api.rows.filter((r) => !r.ok).map((r) => r.name) : []),
  ...(lighthouseReport && 'rows' in lighthouseReport
    ? lighthouseReport.rows.filter((r) => !r.ok).map((r) => `Lighthouse ${r.name}`)
    : []),
  ...(lighthouseReport && 'error' in lighthouseReport ? ['lighthouse'] : []),
  ...(bundle && 'error' in bundle ? ['bundle'] : []),
  ...(api && 'error' in api ? ['api'] : []),
]
heading('Summary')
console.log(over.length ? `OVER / FAILED: ${over.join('; ')}` : 'all within budget')
console.log(`report: ${path.relative(repoRoot, reportFile)}`)
