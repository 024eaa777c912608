import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { routeTablesForTheBrowser } from './scripts/vite/routeTablesForTheBrowser.ts'
import { pandaStatic } from './src/theme/build/pandaStatic.ts'

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

/**
 * A QA build (`vite build --mode qa`) has a second page, the local inspector (docs/architecture.md#inspector-qa);
 * the server sends a build holding it the QA headers (server/http/security.ts).
 */
const pagesOf = (mode: string) =>
  mode === 'qa' ? { index: dir('./index.html'), 'qa-inspector': dir('./qa-inspector.html') } : undefined

export default defineConfig(({ mode }) => ({
  plugins: [
    // Panda's css() calls and recipes resolved at build time: its runtime is not shipped (docs/decisions.md#budgets).
    pandaStatic({ alias }),
    react(),
    // The route declarations without their schemas: the SPA reads only method and path (scripts/vite/).
    routeTablesForTheBrowser(),
    // Every text file of the build also as .br and .gz (best levels), which the server sends as the browser
    // accepts (server/http/static.ts); small files too: index.html is fetched on every visit.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest|vtt|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  resolve: { alias },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // A QA build keeps its names: the flows page and the inspector show a guard written in place as its code
    // (`isFailure(context, event.output)`), which minified reads `bn(t, e.output)`. Its weight does not matter.
    minify: mode !== 'qa',
    manifest: true,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      input: pagesOf(mode),
      // Panda's generated modules only build their own lookup tables when loaded: where the build resolved
      // every style (src/theme/build/pandaStatic.ts), importing `cx` must not keep the `css` runtime beside it.
      // contract/ is data and schemas, nothing runs on import: a schema no page uses is dropped with its module.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](styled-system|contract)[\\/]/.test(id) },
      output: {
        // Hash-only chunk names: the entry lists every route's chunks for preloading, and on /login that list
        // is paid for in bytes (the manifest still maps each chunk to its source).
        chunkFileNames: 'assets/[hash].js',
        // What `/login` loads in one chunk beside the entry module (docs/decisions.md#budgets): the framework (React,
        // wouter, XState, ofetch), the app's frame (session, routes and their guard, the shell), the form kit
        // (button, field, alert and the Ark basics under them), the API client and its failures, the flow hooks,
        // the resource machine, the centered layout and the login page itself. Each file more costs its headers
        // and a brotli stream of its own, and signed-in routes load all of it anyway. The entry module stays in
        // its own small file (a group that takes it drops index.html from the manifest), and Rolldown's runtime
        // helpers too (no group can take them).
        codeSplitting: {
          groups: [
            {
              name: 'first-load',
              test: new RegExp(
                [
                  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|xstate|@xstate[\\/]react|ofetch|ufo|destr|use-sync-external-store)[\\/]/,
                  /@ark-ui[\\/]react[\\/]dist[\\/](components[\\/]factory|providers[\\/]environment)/,
                  /src[\\/]components[\\/]ui[\\/](Button|Field|Alert|icons)\.tsx/,
                  /src[\\/]api[\\/](client|sessionStore|failure)\.ts|src[\\/]lib[\\/](useFlow|useConnect)\.ts/,
                  /machines[\\/](shared[\\/]failure|resource[\\/](resource\.(machine|connect)|index))\.ts/,
                  /contract[\\/]messages\.ts|src[\\/]components[\\/]layout[\\/]CenteredPage\.tsx/,
                  /src[\\/]features[\\/]auth[\\/]LoginPage\.tsx/,
                  /src[\\/](app[\\/](PageLoader|Shell|sessionLogic|App)\.tsx?|lib[\\/]registrationStore\.ts)$/,
                  /src[\\/]routes[\\/](guard|pages|table|AppRoutes)\.tsx?$/,
                ]
                  .map((part) => part.source)
                  .join('|'),
              ),
            },
          ],
        },
      },
    },
  },
}))
