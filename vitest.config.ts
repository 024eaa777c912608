import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { alias } from './vite.config.ts'

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        // Model-based tests of every machine: paths run on a live actor and on the rendered view (jsdom).
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['tests/ui/setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['tests/ui/setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
