import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { happyDomWithoutNavigation, noOutboundSetupFile } from './tests/outbound/config.ts'
import { alias } from './vite.config.ts'

// The machine tests alone, for mutation runs (`npm run mutate`, stryker.config.mjs): the same settings as the
// `machines` project of vitest.config.ts, without the other projects, so Stryker runs nothing but the flows' tests.
// Only the live-actor side runs (invariants, transition coverage, details): every state of the machine is
// asserted there; the rendered-view paths take ~85 % of the time and would make a run over machines/ last days
// on this machine (docs/architecture.md#model-based-tests). `MUTATE_WITH_VIEWS=true` runs them too.
// `MUTATE_TESTS=<file>,<file>` runs only those test files: a mutant in a machine's config object is "static"
// (run on import) and Stryker runs every test for it; narrowed to the folder's own tests, a folder's run takes
// minutes instead of hours. A mutant only another folder's tests would kill then counts as survived, never
// the other way round.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    name: 'machines',
    include: process.env.MUTATE_TESTS?.split(',') ?? ['tests/machines/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    testTimeout: 30_000,
    setupFiles: [noOutboundSetupFile, 'tests/ui/setup.ts'],
    environmentOptions: happyDomWithoutNavigation,
    css: false,
    ...(process.env.MUTATE_WITH_VIEWS === 'true'
      ? {}
      : { testNamePattern: /^(?!.*(?:view: |has a view for))/ }),
  },
})
