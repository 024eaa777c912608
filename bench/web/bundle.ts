/**
 * JS weight per route from Vite's manifest (dist/.vite/manifest.json), gzip level 9 per file as served,
 * against the budgets of docs/decisions.md#budgets. 1 kB = 1000 bytes (as Vite prints sizes).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx'
export const ROUTE_BUDGET = 50_000

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface RouteWeight {
  /** '/login' or the dynamic entry's source path. */
  name: string
  kind: 'login' | 'route' | 'lazy'
  /** Lazy chunks: the page (its folder and file) where opening it downloads the most. */
  openedOn?: string
  files: string[]
  /** gzip bytes per file, largest first. */
  fileGzipBytes: Record<string, number>
  gzipBytes: number
  rawBytes: number
  /** Route pages: their whole weight beyond the entry; lazy chunks: what they add to the page opening them. */
  budgetBytes: number | undefined
  ok: boolean
}

export interface BundleCheck {
  name: string
  ok: boolean
  detail: string
}

export interface BundleReport {
  initialFiles: string[]
  initialCssGzipBytes: number
  routes: RouteWeight[]
  checks: BundleCheck[]
}

/** Strings that survive minification and belong to one library only. */
const MARKERS = {
  inspect: ['@statelyai.connected', 'stately.ai/inspect', 'stately.ai/registry/api/sky'],
  sentry: ['__SENTRY__', 'sentry.javascript'],
}

/**
 * Panda's css() runtime: the start of its utility map, read from the generated runtime
 * (styled-system/css/css.mjs beside dist/), so that a change of Panda's config or version moves the marker too.
 */
function pandaRuntimeMarkers(distDir: string): string[] {
  const runtime = path.join(distDir, '..', 'styled-system/css/css.mjs')
  const map = /const utilities = "([^"]{20,})"/.exec(fs.readFileSync(runtime, 'utf8'))?.[1]
  if (!map)
    throw new Error(`no utility map in ${runtime}: Panda's runtime changed, update pandaRuntimeMarkers`)
  return [map.split(',').slice(0, 3).join(',')]
}

/** The flows page's DOM marker (QA_FLOWS_MARKER in src/qa/FlowsPage.tsx); bench may not import src/. */
export const QA_FLOWS_MARKER = 'obrafiado-qa-flows'

/**
 * What of the QA flows page (src/qa/, the reports) a build carries: manifest entries and JS files holding its
 * marker. Empty for `npm run build`; only `npm run build:qa` has it (docs/architecture.md#flows-page-qa).
 */
export function qaFlowsInBuild(distDir: string): string[] {
  const manifestPath = path.join(distDir, '.vite/manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest
  const sources = Object.entries(manifest)
    .filter(([key, chunk]) => /(^|\/)(src\/qa|reports\/flows)\//.test(chunk.src ?? key))
    .map(([key]) => key)
  const files = listFiles(distDir).filter(
    (f) => /\.m?js$/.test(f) && fs.readFileSync(path.join(distDir, f), 'utf8').includes(QA_FLOWS_MARKER),
  )
  return [...sources, ...files]
}

/**
 * The QA toolbar's and the local inspector's DOM markers (QA_TOOLBAR_MARKER in src/qa/toolbar/QaToolbar.tsx,
 * LOCAL_INSPECTOR_MARKER in src/qa/inspector/local/LocalInspector.tsx); bench may not import src/.
 */
export const QA_TOOLS_MARKERS = ['obrafiado-qa-toolbar', 'obrafiado-qa-local-inspector']

/**
 * What of the QA toolbar, the inspector and its local page a build carries: the page, and JS files holding their
 * markers or @statelyai/inspect. Empty for `npm run build`; only `npm run build:qa` has them
 * (docs/architecture.md#inspector-qa).
 */
export function qaToolsInBuild(distDir: string): string[] {
  const page = fs.existsSync(path.join(distDir, 'qa-inspector.html')) ? ['qa-inspector.html'] : []
  const markers = [...QA_TOOLS_MARKERS, ...MARKERS.inspect]
  const files = listFiles(distDir).filter((f) => {
    if (!/\.m?js$/.test(f)) return false
    const text = fs.readFileSync(path.join(distDir, f), 'utf8')
    return markers.some((m) => text.includes(m))
  })
  return [...page, ...files]
}

export function analyzeBundle(distDir: string): BundleReport {
  const manifestPath = path.join(distDir, '.vite/manifest.json')
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build with \`manifest: true\` (npm run build)`)
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest

  const sizes = new Map<string, { raw: number; gzip: number; text: string }>()
  const sizeOf = (file: string) => {
    let s = sizes.get(file)
    if (!s) {
      const buf = fs.readFileSync(path.join(distDir, file))
      s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, text: buf.toString('utf8') }
      sizes.set(file, s)
    }
    return s
  }

  /** Manifest keys a chunk loads statically: itself and its `imports`, recursively. */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into
    into.add(key)
    for (const dep of manifest[key].imports ?? []) closure(dep, into)
    return into
  }
  const jsFiles = (keys: Iterable<string>) =>
    [...keys].map((k) => manifest[k]!.file).filter((f) => /\.m?js$/.test(f))
  const weigh = (files: string[]) => ({
    raw: files.reduce((sum, f) => sum + sizeOf(f).raw, 0),
    gzip: files.reduce((sum, f) => sum + sizeOf(f).gzip, 0),
    perFile: Object.fromEntries(
      files.map((f) => [f, sizeOf(f).gzip] as const).sort((a, b) => b[1] - a[1]),
    ) as Record<string, number>,
  })

  const entryKey =
    'index.html' in manifest ? 'index.html' : Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (!entryKey) throw new Error('no entry chunk in the manifest')
  const initial = closure(entryKey)
  const initialFiles = jsFiles(initial)
  const initialCss = [...initial].flatMap((k) => manifest[k]!.css ?? [])
  const initialCssGzipBytes = [...new Set(initialCss)].reduce((sum, f) => sum + sizeOf(f).gzip, 0)

  const routes: RouteWeight[] = []
  // The login page is a chunk of its own, or (vite.config.ts) inside the chunk the entry loads: then the route
  // table's import of it points back into what the entry loaded.
  const loginKey =
    Object.keys(manifest).find((k) => k === LOGIN_PAGE || manifest[k]!.src === LOGIN_PAGE) ??
    [...initial].find((k) => (manifest[k]!.dynamicImports ?? []).some((d) => initial.has(d)))
  const loginFiles = [...initialFiles]
  if (loginKey) {
    for (const f of jsFiles(closure(loginKey))) if (!loginFiles.includes(f)) loginFiles.push(f)
  }
  const login = weigh(loginFiles)
  routes.push({
    name: loginKey ? '/login' : `/login (${LOGIN_PAGE} not found: entry only)`,
    kind: 'login',
    files: loginFiles,
    fileGzipBytes: login.perFile,
    gzipBytes: login.gzip,
    rawBytes: login.raw,
    // The entry's budget is on the wire (bench/web/wire.ts: brotli as served), not gzip on disk.
    budgetBytes: undefined,
    ok: !!loginKey,
  })

  // Route pages are the chunks the entry imports dynamically (src/routes/pages.ts); any other dynamic chunk
  // (a dialog, a filter panel, a menu a page loads on demand) is weighed by what it adds to a page that opens it:
  // everything the page loaded (the entry's files and the page's), and, when only another lazy chunk imports it
  // (a dialog opened from a row's menu), that chunk too. Each page's cheapest way to it, and the page where that
  // is most: what a click makes the phone download there (other lazy chunks the person may have opened before are
  // not counted as loaded). Both answer to the same budget.
  const routeKeys = new Set([...initial].flatMap((k) => manifest[k]!.dynamicImports ?? []))
  const dynamicKeys = Object.keys(manifest)
    .filter((k) => manifest[k]!.isDynamicEntry && k !== loginKey && !initial.has(k))
    .sort()
  const opens = (loaded: Set<string>, key: string) =>
    [...loaded].some((k) => (manifest[k]!.dynamicImports ?? []).includes(key))
  const pageName = (key: string) => (manifest[key]!.src ?? key).split('/').slice(-2).join('/')
  const gzipOf = (keys: string[]) => weigh(jsFiles(keys)).gzip
  /** What opening lazy chunk `key` downloads on page `route`, the cheapest way; undefined if the page cannot. */
  const openingOn = (route: string, key: string): string[] | undefined => {
    const page = closure(route, new Set(initial))
    const extraOver = (loaded: Set<string>) => [...closure(key)].filter((k) => !loaded.has(k))
    if (opens(page, key)) return extraOver(page)
    // Only another lazy chunk of the page opens it: that one first (the cheapest such).
    const ways = [...new Set([...page].flatMap((k) => manifest[k]!.dynamicImports ?? []))]
      .filter((via) => !page.has(via) && !routeKeys.has(via) && via !== key && opens(closure(via), key))
      .map((via) => extraOver(closure(via, new Set(page))))
    return ways.length ? ways.reduce((a, b) => (gzipOf(b) < gzipOf(a) ? b : a)) : undefined
  }
  for (const key of dynamicKeys) {
    const isRoute = routeKeys.has(key)
    let keys = [...closure(key)].filter((k) => !initial.has(k))
    let openedOn: string | undefined
    if (!isRoute) {
      for (const route of routeKeys) {
        const opening = openingOn(route, key)
        if (opening && (openedOn === undefined || gzipOf(opening) > gzipOf(keys))) {
          keys = opening
          openedOn = pageName(route)
        }
      }
    }
    const files = jsFiles(keys)
    const w = weigh(files)
    const src = manifest[key]!.src ?? key
    routes.push({
      name: src,
      kind: isRoute ? 'route' : 'lazy',
      ...(openedOn ? { openedOn } : {}),
      files,
      fileGzipBytes: w.perFile,
      gzipBytes: w.gzip,
      rawBytes: w.raw,
      budgetBytes: ROUTE_BUDGET,
      ok: w.gzip <= ROUTE_BUDGET,
    })
  }

  // Library checks: every JS file in dist, split into initial (entry + static imports) and lazy.
  const allJs = listFiles(distDir).filter((f) => /\.m?js$/.test(f))
  const holding = (markers: string[]) => allJs.filter((f) => markers.some((m) => sizeOf(f).text.includes(m)))
  const entryFile = manifest[entryKey]!.file
  const inspectFiles = holding(MARKERS.inspect)
  const inspectInitial = inspectFiles.filter((f) => initialFiles.includes(f))
  const sentryFiles = holding(MARKERS.sentry)
  const sentryInitial = sentryFiles.filter((f) => initialFiles.includes(f))
  const qaFlows = qaFlowsInBuild(distDir)
  const qaTools = qaToolsInBuild(distDir)
  const pandaFiles = holding(pandaRuntimeMarkers(distDir))
  const checks: BundleCheck[] = [
    {
      // The build resolves every literal css() call and recipe (docs/decisions.md#budgets); a computed style
      // would bring the runtime back to the routes that load it.
      name: "Panda's css() runtime not in the build",
      ok: pandaFiles.length === 0,
      detail: pandaFiles.length ? `found in ${pandaFiles.join(', ')}` : 'not in the build',
    },
    {
      name: 'QA flows page (/qa) not in a production build',
      ok: qaFlows.length === 0,
      detail: qaFlows.length ? `found: ${qaFlows.join(', ')} (a build:qa build?)` : 'not in the build',
    },
    {
      name: 'QA toolbar and inspector (local page, @statelyai/inspect) not in a production build',
      ok: qaTools.length === 0,
      detail: qaTools.length ? `found: ${qaTools.join(', ')} (a build:qa build?)` : 'not in the build',
    },
    {
      name: '@statelyai/inspect only in lazy chunks',
      ok: inspectInitial.length === 0,
      detail: inspectFiles.length
        ? `found in ${inspectFiles.join(', ')}${inspectInitial.length ? ` (initial: ${inspectInitial.join(', ')})` : ' (all lazy)'}`
        : 'not in the build',
    },
    {
      name: '@sentry not in the entry chunk',
      ok: sentryInitial.length === 0,
      detail: sentryFiles.length
        ? `found in ${sentryFiles.join(', ')}${
            sentryInitial.length
              ? ` (loaded with the entry: ${sentryInitial.map((f) => (f === entryFile ? `${f} [entry]` : f)).join(', ')})`
              : ' (all lazy)'
          }`
        : 'not in the build',
    },
  ]

  return { initialFiles, initialCssGzipBytes, routes, checks }
}

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    if (d.isDirectory()) return d.name === '.vite' ? [] : listFiles(full, base)
    return [path.relative(base, full).split(path.sep).join('/')]
  })
}
