import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export const alias = {
  '@contract': dir('./contract'),
  '@machines': dir('./machines'),
  '@': dir('./src'),
  'styled-system': dir('./styled-system'),
}

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
  },
})
