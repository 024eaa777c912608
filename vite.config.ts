import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export const alias = [
  { find: '@contract', replacement: dir('./contract') },
  { find: '@machines', replacement: dir('./machines') },
  { find: /^@\//, replacement: `${dir('./src')}/` },
  { find: 'styled-system', replacement: dir('./styled-system') },
  // React 19 has useSyncExternalStore: @xstate/react's React 17 shims are not needed (smaller /login).
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector',
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: dir('./src/lib/useSyncExternalStoreShim.ts'),
  },
]

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // What every page loads anyway, in one chunk: one request and one gzip stream (DESIGN.md §9 budgets).
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|xstate|@xstate[\\/]react|ofetch|ufo|destr|use-sync-external-store)[\\/]|styled-system[\\/](css|helpers)/,
            },
          ],
        },
      },
    },
  },
})
