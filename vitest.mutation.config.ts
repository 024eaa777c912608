import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { alias } from './vite.config.ts'

// The machine tests alone, for mutation runs (`npm run mutate`, stryker.config.mjs): the same settings as the
// `machines` project of vitest.config.ts, without the other projects, so Stryker runs nothing but the flows' tests.
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    name: 'machines',
    include: ['tests/machines/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 30_000,
    setupFiles: ['tests/ui/setup.ts'],
    css: false,
  },
})
