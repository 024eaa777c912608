import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { happyDomWithoutNavigation, noOutboundSetupFile } from './tests/outbound/config.ts'
import { alias } from './vite.config.ts'

/**
 * Test files that replace modules with `vi.mock` or `vi.doMock`: they need a module graph of their own (a
 * `vi.doMock` stand-in outlives its file in a shared worker and would serve the next file), so they run in the
 * `*-mocked` projects with isolation on. Every other file shares its worker's modules with the files before it
 * (isolate: false): importing the app, the DOM and PGlite once per worker instead of once per file is most of
 * the suite's time on this 2-core machine (docs/architecture.md#tests).
 */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join(dir, name))
const mocking = (dir: string): string[] =>
  filesIn(dir).filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')))

/**
 * The DOM of the machine and view tests: happy-dom. Under jsdom half of these files' CPU time went to jsdom
 * itself (its generated DOM wrappers, selector matching, computed styles); happy-dom runs the same tests in two
 * thirds of the CPU (docs/architecture.md#tests). Neither has layout: what needs it is checked in Chromium.
 */
const dom = {
  environment: 'happy-dom',
  // A hang's limit, far above the slowest test alone (3.4 s): beside the e2e tests a test can run 24 times
  // slower (docs/architecture.md#tests).
  testTimeout: 90_000,
  setupFiles: [noOutboundSetupFile, 'tests/ui/setup.ts'],
  environmentOptions: happyDomWithoutNavigation,
  css: false,
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default leaves one core to the main process, which mostly waits: use them all.
    maxWorkers: os.availableParallelism(),
    reporters: ['default', './tests/reporters/unhandledErrors.ts'],
    projects: [
      {
        // Model-based tests of every machine: paths run on a live actor and on the rendered view (happy-dom).
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.{ts,tsx}'],
          exclude: mocking('tests/machines'),
          isolate: false,
          ...dom,
        },
      },
      {
        extends: true,
        test: { name: 'machines-mocked', include: mocking('tests/machines'), ...dom },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          exclude: mocking('tests/ui'),
          isolate: false,
          ...dom,
        },
      },
      {
        extends: true,
        test: { name: 'ui-mocked', include: mocking('tests/ui'), ...dom },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: mocking('tests/api'),
          isolate: false,
          environment: 'node',
          setupFiles: [noOutboundSetupFile],
          // Wall-clock limits for a hang, not for speed: beside the e2e tests, at a lower CPU priority, an API test
          // ran 24 times slower than alone (a 1.9 s test took 46 s at niceness 10, a PGlite open of 1.3–2 s over
          // 60 s in a hook; `npm test` now uses niceness 5; docs/architecture.md#tests).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
