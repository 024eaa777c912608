/**
 * Bytes on the wire per route as Chromium loads it (docs/decisions.md#budgets): each route opened cold (a new
 * browser context: empty cache), signed in where it needs it, until the network is idle; every response's
 * encoded length as Chromium's network log reports it (compressed body plus headers), by type. The React
 * "hello" page, built by the same Vite and served by the same server, is the reference for the entry.
 */
import { type Browser, chromium } from '@playwright/test'
import { pageBrowser } from '../lib/browser'

export interface WireTarget {
  name: string
  /** Absolute URL. */
  url: string
  /** A demo account whose session is stored before the page loads (password Demo1234!). */
  signInAs?: string
}

export interface WireRow {
  name: string
  url: string
  requests: number
  /** Encoded bytes by resource type. */
  js: number
  css: number
  /** API answers (fetch/XHR). */
  api: number
  /** Everything else: the document, fonts, images, the manifest. */
  other: number
  total: number
  /** Largest scripts first: [path, bytes]. */
  scripts: [string, number][]
}

const DEMO_PASSWORD = 'Demo1234!'

async function sessionFor(browser: Browser, origin: string, email: string) {
  const context = await browser.newContext()
  try {
    const login = await context.request.post(`${origin}/api/login`, {
      data: { email, password: DEMO_PASSWORD },
    })
    if (!login.ok()) throw new Error(`sign-in of ${email}: HTTP ${login.status()}`)
    const { token } = (await login.json()) as { token: string }
    const user = await context.request.get(`${origin}/api/user`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (!user.ok()) throw new Error(`GET /api/user for ${email}: HTTP ${user.status()}`)
    return { token, user: await user.json() }
  } finally {
    await context.close()
  }
}

export async function measureWire(targets: WireTarget[]): Promise<WireRow[]> {
  const browser = await chromium.launch({
    executablePath: pageBrowser(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  const rows: WireRow[] = []
  try {
    for (const target of targets) {
      const origin = new URL(target.url).origin
      const session = target.signInAs ? await sessionFor(browser, origin, target.signInAs) : undefined
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
      // Stored the way the app stores it after signing in (src/api/sessionStore.ts), before any script runs.
      await context.addInitScript((s) => {
        if (s && !localStorage.getItem('token')) {
          localStorage.setItem('token', s.token)
          localStorage.setItem('user', JSON.stringify(s.user))
        }
      }, session)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const seen = new Map<string, { url: string; type: string }>()
      const bytes = new Map<string, number>()
      cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type }))
      cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength))
      await page.goto(target.url, { waitUntil: 'networkidle' })
      const landed = new URL(page.url()).pathname
      if (landed !== new URL(target.url).pathname)
        throw new Error(`${target.name}: landed on ${landed}, not on the route`)
      const row: WireRow = {
        name: target.name,
        url: target.url,
        requests: 0,
        js: 0,
        css: 0,
        api: 0,
        other: 0,
        total: 0,
        scripts: [],
      }
      for (const [id, length] of bytes) {
        const response = seen.get(id)
        if (!response) continue
        row.requests++
        row.total += length
        if (response.type === 'Script') {
          row.js += length
          row.scripts.push([new URL(response.url).pathname, length])
        } else if (response.type === 'Stylesheet') row.css += length
        else if (response.type === 'Fetch' || response.type === 'XHR') row.api += length
        else row.other += length
      }
      row.scripts.sort((a, b) => b[1] - a[1])
      rows.push(row)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}
