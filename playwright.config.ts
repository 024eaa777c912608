import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { WALK_NOW } from './tests/e2e/walk-clock'

/**
 * End-to-end tests (tests/e2e) in Chromium against the real server and the built SPA.
 * `npm run test:e2e` builds dist/ first; the server below serves it (STATIC_DIR defaults to ./dist).
 */

/**
 * A free port, asked of the kernel once by the main process and inherited by the workers (like the data
 * directory below), so two runs on one machine never meet.
 */
const freePort = (): string =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })",
  ])
    .toString()
    .trim()
if (!process.env.OBRAFIADO_E2E_PORT) process.env.OBRAFIADO_E2E_PORT = freePort()
// The route walk's own server (below): the demo data on a clock that stands still.
if (!process.env.OBRAFIADO_E2E_WALK_PORT) {
  do process.env.OBRAFIADO_E2E_WALK_PORT = freePort()
  while (process.env.OBRAFIADO_E2E_WALK_PORT === process.env.OBRAFIADO_E2E_PORT)
}
// The QA build's server (dist-qa/, made by `npm run build:e2e`): the flows page and the inspector (project 'qa').
if (!process.env.OBRAFIADO_E2E_QA_PORT) {
  do process.env.OBRAFIADO_E2E_QA_PORT = freePort()
  while (
    [process.env.OBRAFIADO_E2E_PORT, process.env.OBRAFIADO_E2E_WALK_PORT].includes(
      process.env.OBRAFIADO_E2E_QA_PORT,
    )
  )
}
const PORT = Number(process.env.OBRAFIADO_E2E_PORT)
const baseURL = `http://127.0.0.1:${PORT}`
const WALK_PORT = Number(process.env.OBRAFIADO_E2E_WALK_PORT)
const walkURL = `http://127.0.0.1:${WALK_PORT}`
const QA_PORT = Number(process.env.OBRAFIADO_E2E_QA_PORT)
const qaURL = `http://127.0.0.1:${QA_PORT}`

// Debian's browsers (docs/architecture.md#tests); Playwright's own only when Debian's is not there. Most tests
// run in the headless shell, Chromium without the parts a window needs: 30 to 40 % less CPU than the full browser
// in headless mode on this 2-core machine. The tests tagged @pdf-viewer need the full browser's PDF viewer.
const installed = (path: string) => (fs.existsSync(path) ? path : undefined)
const chromiumPath = installed(process.env.CHROMIUM_PATH || '/usr/bin/chromium')
const headlessShellPath = installed(
  process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
)

// One fresh data directory per run. Workers load this file too: they inherit the variable instead of making
// a directory of their own, and only the process that made it removes it at exit.
const ownsDataDir = !process.env.OBRAFIADO_E2E_DATA_DIR
if (ownsDataDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrafiado-e2e-'))
  process.env.OBRAFIADO_E2E_DATA_DIR = dir
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
}
const dataDir = process.env.OBRAFIADO_E2E_DATA_DIR as string
const walkDataDir = path.join(dataDir, 'walk')
fs.mkdirSync(walkDataDir, { recursive: true })
const qaDataDir = path.join(dataDir, 'qa')
fs.mkdirSync(qaDataDir, { recursive: true })

const launchArgs = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // No host but this machine's resolves: nothing the browser does reaches the internet (tests/e2e/outside.ts
    // aborts and reports what a test's pages ask of other hosts; docs/architecture.md#tests).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    // The walk's screenshots: glyphs drawn the same on every run.
    '--font-render-hinting=none',
  ],
}
const inHeadlessShell = { ...launchArgs, executablePath: headlessShellPath }
// Without Debian's, Playwright's own full Chromium (its default for headless would be its shell).
const inFullBrowser = chromiumPath
  ? { ...launchArgs, executablePath: chromiumPath }
  : { ...launchArgs, channel: 'chromium' }

/** The tests of a QA build (dist-qa/: the flows page, the toolbar and the inspector), on its own server. */
const QA_TESTS = /\.qa\.spec\.ts$/

/** Every e2e test but the route walk and the QA build's, on the main server, in a desktop browser. */
const flowTests = (launchOptions: typeof inHeadlessShell | typeof inFullBrowser) => ({
  testIgnore: [/route-walk\.spec\.ts$/, QA_TESTS],
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
})

/** One e2e server: the demo seed in a fresh data directory, its log in a file the tests read (see mailLink()). */
const server = (port: number, dir: string, extra: Record<string, string>) => ({
  // The server as `npm start` runs it, built by `npm run build` with the web app (scripts/build-server.mjs).
  command: 'node dist-server/main.js > "$DATA_DIR/server.log"',
  url: `http://127.0.0.1:${port}/api/health`,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SEED: 'demo',
    SCRYPT_LOG_N: '14',
    // The server inherits process.env; empty means unset, so a developer's database never gets the seed.
    DATABASE_URL: '',
    // Every browser signs in from 127.0.0.1 as the same demo accounts: the request limits (tested by the API
    // tests) would only make the walk flaky.
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
    RATE_LIMIT_CODES_PER_IP: '1000000',
    RATE_LIMIT_CODES_PER_ACCOUNT: '1000000',
    RATE_LIMIT_REGISTRATION_PER_IP: '1000000',
    RATE_LIMIT_REGISTRATION_PER_ACCOUNT: '1000000',
    RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000000',
    RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '1000000',
    // Every answer the flows get is checked against its route's declaration (server/http/declared.ts).
    CHECK_ANSWERS: '1',
    ...extra,
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
})

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Most of an e2e test is waiting (for the server, the browser, a quiet network): more workers than cores keep
  // them busy. The servers are one process each, so more than a few only queue there.
  workers: Math.min(4, 2 * os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // About twice what a test takes on this 2-core machine with other work on it.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    headless: true,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', grepInvert: /@pdf-viewer/, ...flowTests(inHeadlessShell) },
    // What Chromium's PDF viewer shows in a new tab: the headless shell has no viewer (it downloads the file).
    { name: 'pdf-viewer', grep: /@pdf-viewer/, ...flowTests(inFullBrowser) },
    {
      // Every route × role × width against the demo data on a fixed clock (docs/architecture.md#tests).
      name: 'walk',
      testMatch: /route-walk\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: walkURL,
        viewport: { width: 1280, height: 800 },
        // The baselines are drawn by the headless shell.
        launchOptions: inHeadlessShell,
      },
    },
    {
      // A QA build (the toolbar, the local inspector, its headers), served from dist-qa/.
      name: 'qa',
      testMatch: QA_TESTS,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: qaURL,
        viewport: { width: 1280, height: 800 },
        launchOptions: inHeadlessShell,
      },
    },
  ],
  webServer: [
    // Each test seeds a world of its own (tests/e2e/world.ts).
    server(PORT, dataDir, { E2E_WORLDS: 'true' }),
    // The walk only reads the shared demo data, on a clock that stands still.
    server(WALK_PORT, walkDataDir, { FIXED_NOW: WALK_NOW }),
    // The QA build, its own worlds; served only when the build is there (`npm run build:e2e` makes it).
    ...(fs.existsSync('dist-qa/index.html')
      ? [server(QA_PORT, qaDataDir, { E2E_WORLDS: 'true', STATIC_DIR: 'dist-qa' })]
      : []),
  ],
})
