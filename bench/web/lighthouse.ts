/**
 * Lighthouse (mobile profile: the package's default config, simulated slow 4G and a 4× slower CPU) on the
 * routes a builder and a supplier open first, signed in where the route needs it, beside a React "hello"
 * page built by the same Vite and served by the same server: the reference tells what this
 * machine scores for React alone in the same run. Median of `runs` per route.
 *
 * The browser is Debian's Chromium driven by Playwright in a persistent context: Lighthouse attaches to its
 * debugging port and opens its tab in that same (default) context, so a session stored by signing in is
 * seen by Lighthouse. Storage reset is off for that reason; the HTTP cache is cleared before every run, so
 * each load is cold.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import react from '@vitejs/plugin-react'
import lighthouse from 'lighthouse'
import { build } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { fullChromium } from '../lib/browser'
import { outDir, repoRoot } from '../lib/server'

export interface LighthouseTarget {
  name: string
  /** Absolute URL. */
  url: string
  /** A demo account to sign in with first (password Demo1234!). */
  signInAs?: string
  /** The lowest acceptable median score (docs/decisions.md#budgets). */
  minScore?: number
}

export interface LighthouseRow {
  name: string
  url: string
  scores: number[]
  median: number
  /** Median run's largest contentful paint and total blocking time, ms. */
  lcpMs: number
  tbtMs: number
  minScore?: number
  ok: boolean
}

const DEBUG_PORT = 9233
const DEMO_PASSWORD = 'Demo1234!'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * Builds bench/web/hello with the app's Vite, React plugin and compression into bench/out/hello; the bench serves it with
 * a second server process (STATIC_DIR), so both pages go through the same static middleware.
 */
export async function buildHelloReference(): Promise<string> {
  const dist = path.join(outDir, 'hello')
  await build({
    root: path.join(repoRoot, 'bench/web/hello'),
    configFile: false,
    logLevel: 'warn',
    // Compressed like the app's build (vite.config.ts), so the server sends both the same way.
    plugins: [
      react(),
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg|json)$/,
        threshold: 0,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
    ],
    build: { outDir: dist, emptyOutDir: true },
  })
  return dist
}

export async function runLighthouse(targets: LighthouseTarget[], runs = 3): Promise<LighthouseRow[]> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrafiado-lighthouse-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: fullChromium(),
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  const rows: LighthouseRow[] = []
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    for (const target of targets) {
      const origin = new URL(target.url).origin
      await setSession(page, origin, target.signInAs)
      const scores: number[] = []
      const audits: { lcp: number; tbt: number }[] = []
      for (let i = 0; i < runs; i++) {
        await cdp.send('Network.clearBrowserCache')
        const result = await lighthouse(target.url, {
          port: DEBUG_PORT,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${target.url}`)
        if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`)
        // A signed-in route that bounced to /login would be measuring the login page.
        const landed = new URL(lhr.finalDisplayedUrl).pathname
        if (landed !== new URL(target.url).pathname)
          throw new Error(`${target.name}: Lighthouse landed on ${landed}, not on the route`)
        // The whole report of each route's last run, for looking into a score (Lighthouse's viewer opens it).
        const slug = new URL(target.url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'
        fs.mkdirSync(outDir, { recursive: true })
        fs.writeFileSync(path.join(outDir, `lighthouse-${slug}.json`), JSON.stringify(lhr))
        scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100))
        audits.push({
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        })
      }
      const m = median(scores)
      const atMedian = audits[scores.indexOf(m)]!
      rows.push({
        name: target.name,
        url: target.url,
        scores,
        median: m,
        lcpMs: atMedian.lcp,
        tbtMs: atMedian.tbt,
        minScore: target.minScore,
        ok: target.minScore === undefined || m >= target.minScore,
      })
    }
  } finally {
    await context.close()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  return rows
}

/**
 * Stores a session the way the app does after signing in (`src/api/sessionStore.ts`: token and user in
 * localStorage), on a same-origin JSON page so no SPA redirect races the write. No email: signs out.
 */
async function setSession(page: Page, origin: string, email: string | undefined) {
  let session: { token: string; user: unknown } | undefined
  if (email) {
    const login = await page.request.post(`${origin}/api/login`, { data: { email, password: DEMO_PASSWORD } })
    if (!login.ok()) throw new Error(`sign-in of ${email}: HTTP ${login.status()}`)
    const { token } = (await login.json()) as { token: string }
    const user = await page.request.get(`${origin}/api/user`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (!user.ok()) throw new Error(`GET /api/user for ${email}: HTTP ${user.status()}`)
    session = { token, user: await user.json() }
  }
  await page.goto(`${origin}/api/health`)
  await page.evaluate((s) => {
    localStorage.clear()
    if (s) {
      localStorage.setItem('token', s.token)
      localStorage.setItem('user', JSON.stringify(s.user))
    }
  }, session)
}
