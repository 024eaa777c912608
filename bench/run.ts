/**
 * `npm run bench`: what a user gets, against the budgets of docs/decisions.md#budgets.
 *
 *   npm run bench [-- --no-build] [--no-bundle] [--no-wire] [--no-lighthouse] [--no-api] [--only <text>] [--quick]
 *
 * - Bytes on the wire per route (bench/web/wire.ts): Chromium opens each route cold, signed in where needed,
 *   and counts every response's encoded bytes by type, beside a React "hello" page built by the same Vite.
 * - Lighthouse (mobile profile, median of 3, `--quick`: 1) on `/login`, `/dashboard-customer` and `/payments`
 *   signed in, beside the same "hello" page (bench/web/lighthouse.ts).
 * - The bundle on disk per chunk (gzip -9), to see which chunk a route's weight comes from.
 * - The API scenarios (bench/api/): the payments list and the resume at 1 000, 10 000 and 100 000 payments
 *   beside a `SELECT 1` route at each size, sale creation, and the server's RSS at rest and under load. They run
 *   on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database `obrafiado_bench_<ts>`
 *   is created on that server and dropped afterwards), otherwise on PGlite (where the scale scenarios are left
 *   out).
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
import { measureWire, type WireRow } from './web/wire'

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
        r.kind === 'lazy' ? `${r.name} (on demand, beyond ${r.openedOn ?? 'its page'})` : r.name,
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

/** docs/decisions.md#budgets, in bytes on the wire (1 kB = 1000 B). */
const WIRE_BUDGETS = { loginJs: 90_000, loginCss: 12_000, beyondLogin: 50_000, reactRatio: 1.3 }

const WIRE_ROUTES: { path: string; signInAs?: string }[] = [
  { path: '/login' },
  { path: '/dashboard-customer', signInAs: 'cliente@demo.mx' },
  { path: '/token', signInAs: 'cliente@demo.mx' },
  { path: '/projects', signInAs: 'cliente@demo.mx' },
  { path: '/dashboard-supplier', signInAs: 'proveedor@demo.mx' },
  { path: '/payments', signInAs: 'proveedor@demo.mx' },
  { path: '/front-desk', signInAs: 'proveedor@demo.mx' },
  { path: '/operador/solicitudes', signInAs: 'operador@demo.mx' },
]

interface WireReport {
  rows: (WireRow & { beyondLogin?: number; budget?: string; ok: boolean })[]
  checks: { name: string; ok: boolean; detail: string }[]
}

async function wireSection(app: string, helloUrl: string): Promise<WireReport | { error: string }> {
  heading('Bytes on the wire per route, cold, as Chromium loads it (1 kB = 1000 B)')
  try {
    const measured = await measureWire([
      { name: 'React "hello" (reference)', url: helloUrl },
      ...WIRE_ROUTES.map((r) => ({
        name: r.signInAs ? `${r.path} (${r.signInAs})` : r.path,
        url: `${app}${r.path}`,
        ...(r.signInAs ? { signInAs: r.signInAs } : {}),
      })),
    ])
    const [hello, login, ...signedIn] = measured
    if (!hello || !login) throw new Error('nothing measured')
    const rows: WireReport['rows'] = [
      { ...hello, ok: true },
      {
        ...login,
        budget: `JS ≤ ${kB(WIRE_BUDGETS.loginJs)}, CSS ≤ ${kB(WIRE_BUDGETS.loginCss)}`,
        ok: login.js <= WIRE_BUDGETS.loginJs && login.css <= WIRE_BUDGETS.loginCss,
      },
      ...signedIn.map((r) => {
        const beyondLogin = r.total - login.total
        return {
          ...r,
          beyondLogin,
          budget: `+ ≤ ${kB(WIRE_BUDGETS.beyondLogin)}`,
          ok: beyondLogin <= WIRE_BUDGETS.beyondLogin,
        }
      }),
    ]
    const out = [['page', 'requests', 'JS', 'CSS', 'API', 'other', 'total', 'beyond /login', 'budget', '']]
    for (const r of rows) {
      out.push([
        r.name,
        String(r.requests),
        kB(r.js),
        kB(r.css),
        kB(r.api),
        kB(r.other),
        kB(r.total),
        r.beyondLogin === undefined ? '-' : kB(r.beyondLogin),
        r.budget ?? '-',
        r.budget ? mark(r.ok) : '',
      ])
    }
    console.log(table(out))
    const ratio = login.js / hello.js
    const checks = [
      {
        name: `/login JS within ${WIRE_BUDGETS.reactRatio}× React alone`,
        ok: ratio <= WIRE_BUDGETS.reactRatio,
        detail: `${kB(login.js)} against ${kB(hello.js)}: ${ratio.toFixed(2)}×`,
      },
    ]
    for (const c of checks) console.log(`${c.ok ? 'OK  ' : 'OVER'} ${c.name}: ${c.detail}`)
    for (const r of rows.filter((r) => !r.ok)) {
      console.log(
        `${r.name}: largest scripts ${r.scripts
          .slice(0, 4)
          .map(([f, b]) => `${f} ${kB(b)}`)
          .join(', ')}`,
      )
    }
    return { rows, checks }
  } catch (error) {
    console.log(`wire measurement failed: ${(error as Error).message}`)
    return { error: (error as Error).message }
  }
}

async function webSection(): Promise<{
  lighthouse?: { rows: LighthouseRow[] } | { error: string }
  wire?: WireReport | { error: string }
}> {
  const runs = quick ? 1 : 3
  let server: BenchServer | undefined
  let hello: BenchServer | undefined
  let wire: WireReport | { error: string } | undefined
  try {
    server = await startServer({ port: LIGHTHOUSE_PORT, seed: 'demo', logName: 'server-lighthouse.log' })
    hello = await startServer({
      port: HELLO_PORT,
      seed: 'none',
      logName: 'server-hello.log',
      env: { STATIC_DIR: await buildHelloReference() },
    })
    const app = server.baseUrl
    if (!flag('--no-wire')) wire = await wireSection(app, `${hello.baseUrl}/`)
    if (flag('--no-lighthouse')) return { wire }
    heading(`Lighthouse, mobile profile, median of ${runs} (Debian Chromium)`)
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
    return { lighthouse: { rows }, wire }
  } catch (error) {
    console.log(`lighthouse failed: ${(error as Error).message}`)
    return { lighthouse: { error: (error as Error).message }, wire }
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
  /** p99 divided by the reference scenario's p99 (ApiScenario.reference, of the same run). */
  ratio?: number
  /** Peak server RSS while the scenario ran, MB. */
  rssPeakMb?: number
  ok: boolean
  error?: string
}

/** Server RSS at rest after start, MB (docs/decisions.md#budgets). */
const IDLE_RSS_BUDGET_MB = 150

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
  // At rest: started, migrated and seeded (the demo seed has made its PDFs, so pdfkit is loaded), nothing asked
  // of it yet but its health. A server starting on a seeded database uses less (docs/architecture.md#runtime).
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const idleRssMb = server.rssMb()
  console.log(`server RSS at rest: ${idleRssMb.toFixed(0)} MB (budget ≤ ${IDLE_RSS_BUDGET_MB})`)
  const byName = new Map<string, ApiRow>()
  try {
    for (const s of scenarios) {
      if (only && !s.name.includes(only)) continue
      if (s.engines && !s.engines.includes(server.engine)) continue
      process.stdout.write(`running ${s.name} (${s.load})… `)
      let rssPeakMb = server.rssMb()
      const sampler = setInterval(() => {
        rssPeakMb = Math.max(rssPeakMb, server.rssMb())
      }, 200)
      try {
        const r = await s.run(ctx)
        const checks = [...(r.checks ?? [])]
        const reference = s.reference ? byName.get(s.reference) : undefined
        const base = s.flatFrom ? byName.get(s.flatFrom) : undefined
        if (s.flatFrom) {
          const limit = base?.p99 === undefined ? Number.NaN : base.p99 * 1.5 + 5
          checks.push({
            name: 'flat as the history grows: p99 ≤ 1.5 × the smallest size’s + 5 ms',
            ok: r.p99 <= limit,
            detail: `${ms(r.p99)} ms against ${ms(base?.p99 ?? Number.NaN)} ms at the smallest size`,
          })
        }
        if (s.rssBudgetMb !== undefined) {
          checks.push({
            name: `server RSS under this load ≤ ${s.rssBudgetMb} MB`,
            ok: rssPeakMb <= s.rssBudgetMb,
            detail: `peak ${rssPeakMb.toFixed(0)} MB`,
          })
        }
        const ok =
          r.errors === 0 &&
          r.dropped === 0 &&
          checks.every((c) => c.ok) &&
          (s.p99BudgetMs === undefined || r.p99 <= s.p99BudgetMs)
        const row: ApiRow = {
          name: s.name,
          load: s.load,
          engine,
          ...r,
          checks,
          p99BudgetMs: s.p99BudgetMs,
          rssPeakMb,
          ok,
          ...(reference?.p99 ? { ratio: r.p99 / reference.p99 } : {}),
        }
        rows.push(row)
        byName.set(s.name, row)
        console.log(`${r.requests} requests in ${(r.durationMs / 1000).toFixed(1)} s`)
      } catch (error) {
        rows.push({ name: s.name, load: s.load, engine, ok: false, error: (error as Error).message })
        console.log(`failed: ${(error as Error).message}`)
      } finally {
        clearInterval(sampler)
      }
    }
    rows.push({
      name: 'server RSS at rest',
      load: '-',
      engine,
      rssPeakMb: idleRssMb,
      ok: idleRssMb <= IDLE_RSS_BUDGET_MB,
      checks: [
        {
          name: `≤ ${IDLE_RSS_BUDGET_MB} MB`,
          ok: idleRssMb <= IDLE_RSS_BUDGET_MB,
          detail: `${idleRssMb.toFixed(0)} MB`,
        },
      ],
    })
  } finally {
    http.close()
    await server.stop()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }

  const out = [['scenario', 'load', 'n', 'err', 'p50 ms', 'p99 ms', '× ref', 'req/s', 'RSS MB', 'budget', '']]
  for (const r of rows) {
    const overBudget = r.p99BudgetMs !== undefined && (r.p99 ?? 0) > r.p99BudgetMs
    const failedCheck = (r.checks ?? []).some((c) => !c.ok)
    out.push([
      r.name,
      r.load,
      String(r.requests ?? '-'),
      String((r.errors ?? 0) + (r.dropped ?? 0)),
      ms(r.p50 ?? Number.NaN),
      ms(r.p99 ?? Number.NaN),
      r.ratio === undefined ? '-' : r.ratio.toFixed(1),
      r.throughput === undefined ? '-' : r.throughput.toFixed(0),
      r.rssPeakMb === undefined ? '-' : r.rssPeakMb.toFixed(0),
      r.p99BudgetMs === undefined
        ? r.load === '-'
          ? `≤ ${IDLE_RSS_BUDGET_MB} MB`
          : '-'
        : `p99 ≤ ${r.p99BudgetMs}`,
      r.error ? 'ERROR' : r.ok ? 'OK' : overBudget || failedCheck ? 'OVER' : 'ERRORS',
    ])
  }
  console.log()
  console.log(table(out))
  console.log(
    "× ref: the row's p99 over its reference's p99 in this run (GET /api/health, a `SELECT 1`, for the reads; GET /api/user, the lightest signed-in request, for sale creation)",
  )
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
const web = flag('--no-lighthouse') && flag('--no-wire') ? undefined : await webSection()
const lighthouseReport = web?.lighthouse
const wireReport = web?.wire
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
      wire: wireReport,
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
  ...(wireReport && 'rows' in wireReport
    ? [
        ...wireReport.rows.filter((r) => !r.ok).map((r) => `wire ${r.name}`),
        ...wireReport.checks.filter((c) => !c.ok).map((c) => c.name),
      ]
    : []),
  ...(wireReport && 'error' in wireReport ? ['wire'] : []),
  ...(bundle && 'error' in bundle ? ['bundle'] : []),
  ...(api && 'error' in api ? ['api'] : []),
]
heading('Summary')
console.log(over.length ? `OVER / FAILED: ${over.join('; ')}` : 'all within budget')
console.log(`report: ${path.relative(repoRoot, reportFile)}`)
