/**
 * Panda's styles resolved at build time (docs/decisions.md#budgets). Panda extracts the CSS at build time but
 * leaves `css({...})`, `cva` and `sva` as calls its runtime resolves in the browser on every render (about
 * 7 kB on `/login`, and the JSON keys of every style object on each render). In `vite build` only:
 *
 * - a `css()` call whose arguments are literals becomes the class string Panda's own runtime gives for them
 *   (computed here by that runtime, so it cannot differ); any other call is left as it is;
 * - a recipe module (`src/theme/recipes/*.ts`, only recipes among its exports) becomes tables of atomic
 *   classes that `src/theme/recipeRuntime.ts` merges in the browser, built from the recipe objects the module
 *   makes when it runs here.
 *
 * Development and the tests keep Panda's runtime; `tests/ui/theme/pandaStatic.test.ts` checks every recipe's
 * tables against it and the call transform on sample sources.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseAst } from 'rolldown/parseAst'
import { type Alias, type Plugin, runnerImport } from 'vite'
import { type Leaves, PATH_SEP, type RecipeTable } from '../recipeRuntime.ts'

type Style = Record<string, unknown>
export interface PandaRuntime {
  css: (...styles: Style[]) => string
  mergeCss: (...styles: Style[]) => Style
  getSlotRecipes: (config: Style) => Record<string, Style>
}

/** Panda's generated runtime (`styled-system/` under the project's root, made by `panda codegen`), in Node. */
export async function loadPandaRuntime(root: string): Promise<PandaRuntime> {
  const css = await import(pathToFileURL(path.join(root, 'styled-system/css/index.mjs')).href)
  const helpers = await import(pathToFileURL(path.join(root, 'styled-system/helpers.mjs')).href)
  return { css: css.css, mergeCss: css.mergeCss, getSlotRecipes: helpers.getSlotRecipes }
}

const isPlainObject = (v: unknown): v is Style => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A key no style uses: merged in so that `mergeCss` normalizes a single style (it returns one style as is). */
const PROBE = '__pandaStaticProbe'

/** A style's leaves, each with the class Panda's `css` gives it alone (atomic classes do not depend on siblings). */
export function leavesOf(style: Style | undefined, rt: PandaRuntime): Leaves {
  if (!style || Object.keys(style).length === 0) return []
  const normalized = rt.mergeCss(style, { [PROBE]: 1 })
  delete normalized[PROBE]
  const out: (readonly [string, string])[] = []
  const walk = (value: unknown, path: string[]) => {
    if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key])
      return
    }
    if (value == null) return
    const nested = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Style
    const className = rt.css(nested)
    if (className) out.push([path.join(PATH_SEP), className])
  }
  walk(normalized, [])
  return out
}

/** A `cva` config as tables; throws for what the tables cannot say (a recipe class name). */
export function tableOf(config: Style, rt: PandaRuntime): RecipeTable {
  const variants = (config.variants ?? {}) as Record<string, Record<string, Style>>
  const compounds = (config.compoundVariants ?? []) as Style[]
  return {
    d: (config.defaultVariants ?? {}) as Record<string, unknown>,
    b: leavesOf(config.base as Style | undefined, rt),
    v: Object.fromEntries(
      Object.entries(variants).map(([key, values]) => [
        key,
        Object.fromEntries(Object.entries(values).map(([value, style]) => [value, leavesOf(style, rt)])),
      ]),
    ),
    c: compounds.map(({ css, ...conditions }) => [conditions, leavesOf(css as Style, rt)] as const),
  }
}

/** An `sva` config: one table per slot, as Panda's `sva` splits it. */
export function slotTablesOf(config: Style, rt: PandaRuntime): Record<string, RecipeTable> {
  return Object.fromEntries(
    Object.entries(rt.getSlotRecipes(config)).map(([slot, slotConfig]) => [slot, tableOf(slotConfig, rt)]),
  )
}

interface RecipeExport {
  __cva__: boolean
  config: Style
}
const isRecipe = (v: unknown): v is RecipeExport =>
  typeof v === 'function' &&
  typeof (v as Partial<RecipeExport>).__cva__ === 'boolean' &&
  isPlainObject((v as Partial<RecipeExport>).config)

/**
 * The module that replaces a recipe module, or null when the module exports anything but recipes (or a recipe
 * with a class name of its own): then it stays as written, with Panda's runtime.
 */
export function recipeModule(
  exports: Record<string, unknown>,
  rt: PandaRuntime,
  runtimePath: string,
): string | null {
  const entries = Object.entries(exports)
  if (entries.length === 0 || !entries.every(([, v]) => isRecipe(v))) return null
  const lines = [`import { recipe, slotRecipe } from ${JSON.stringify(runtimePath)}`]
  for (const [name, value] of entries as [string, RecipeExport][]) {
    if (value.config.className) return null
    const made = value.__cva__
      ? `recipe(${JSON.stringify(tableOf(value.config, rt))})`
      : `slotRecipe(${JSON.stringify(slotTablesOf(value.config, rt))})`
    lines.push(`export const ${name} = /* @__PURE__ */ ${made}`)
  }
  return `${lines.join('\n')}\n`
}

// ------------------------------------------------------------------------------------------ css() calls

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}
const NOT_STATIC = Symbol('not static')

/** The value of a literal expression (objects, arrays, strings, numbers, booleans, null), or NOT_STATIC. */
function literalValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[]
      return (node.expressions as Node[]).length === 0 ? quasis[0]?.value.cooked : NOT_STATIC
    }
    case 'UnaryExpression': {
      const argument = node.argument as Node
      return node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number'
        ? -argument.value
        : NOT_STATIC
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalValue(node.expression as Node)
    case 'ArrayExpression': {
      const out: unknown[] = []
      for (const element of node.elements as (Node | null)[]) {
        const value = element ? literalValue(element) : NOT_STATIC
        if (value === NOT_STATIC) return NOT_STATIC
        out.push(value)
      }
      return out
    }
    case 'ObjectExpression': {
      const out: Style = {}
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) return NOT_STATIC
        const key = property.key as Node
        let name: string
        if (!property.computed && key.type === 'Identifier') name = key.name as string
        else if (key.type === 'Literal') name = String(key.value)
        else return NOT_STATIC
        const value = literalValue(property.value as Node)
        if (value === NOT_STATIC) return NOT_STATIC
        out[name] = value
      }
      return out
    }
    default:
      return NOT_STATIC
  }
}

/** The binding patterns a node declares in value space (type-only parameters declare nothing). */
function bindingPatterns(node: Node): unknown[] {
  switch (node.type) {
    case 'VariableDeclarator':
    case 'ClassDeclaration':
    case 'ClassExpression':
      return [node.id]
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return [node.id, ...((node.params as unknown[]) ?? [])]
    case 'CatchClause':
      return [node.param]
    default:
      return []
  }
}

/** The names a binding pattern binds: `a`, `{ a, b: c }`, `[a, ...b]`, `a = 1`, `private a`. */
function boundNames(pattern: unknown): string[] {
  const n = pattern as Node | null
  switch (n?.type) {
    case 'Identifier':
      return [n.name as string]
    case 'ObjectPattern':
      return (n.properties as Node[]).flatMap((p) =>
        boundNames(p.type === 'RestElement' ? p.argument : p.value),
      )
    case 'ArrayPattern':
      return (n.elements as unknown[]).flatMap(boundNames)
    case 'RestElement':
      return boundNames(n.argument)
    case 'AssignmentPattern':
      return boundNames(n.left)
    case 'TSParameterProperty':
      return boundNames(n.parameter)
    default:
      return []
  }
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  const n = node as Node
  if (typeof n.type === 'string') visit(n)
  for (const value of Object.values(n)) if (value && typeof value === 'object') walk(value, visit)
}

/**
 * `css(<literals>)` calls of a source file replaced by their class string; null when there is none. Only
 * calls of the `css` imported from 'styled-system/css' are touched.
 */
export function transformCssCalls(
  code: string,
  id: string,
  rt: PandaRuntime,
  warn?: (message: string) => void,
): string | null {
  if (!code.includes('styled-system/css')) return null
  const ast = parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }) as unknown as { body: Node[] }
  const local = new Set<string>()
  for (const statement of ast.body) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as Node).value !== 'styled-system/css')
      continue
    for (const s of statement.specifiers as Node[]) {
      if (s.type === 'ImportSpecifier' && (s.imported as Node).name === 'css')
        local.add((s.local as Node).name as string)
    }
  }
  if (local.size === 0) return null
  // A file that declares its own binding of that name (a parameter, a variable, a catch clause, a class) is left
  // to the runtime: telling which calls are the import's would take scope analysis.
  let shadowed = false
  walk(ast, (node) => {
    for (const pattern of bindingPatterns(node))
      for (const name of boundNames(pattern)) if (local.has(name)) shadowed = true
  })
  if (shadowed) {
    warn?.(
      `${id}: declares its own '${[...local].join("', '")}', its css() calls are left to Panda's runtime`,
    )
    return null
  }
  const edits: [number, number, string][] = []
  walk(ast, (node) => {
    if (node.type !== 'CallExpression') return
    const callee = node.callee as Node
    if (callee.type !== 'Identifier' || !local.has(callee.name as string)) return
    const args = (node.arguments as Node[]).map(literalValue)
    if (args.some((a) => a === NOT_STATIC || !isPlainObject(a))) {
      warn?.(`${id}: a css() call with computed styles at ${node.start} brings Panda's runtime back`)
      return
    }
    edits.push([node.start, node.end, JSON.stringify(rt.css(...(args as Style[])))])
  })
  if (edits.length === 0) return null
  let out = code
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end)
  return out
}

// ------------------------------------------------------------------------------------------ the plugin

export function pandaStatic({ alias }: { alias: Alias[] }): Plugin {
  let sourceDir = ''
  let recipesDir = ''
  let runtimePath = ''
  let rt: PandaRuntime
  return {
    name: 'obrafiado:panda-static',
    apply: 'build',
    enforce: 'pre',
    async configResolved(config) {
      sourceDir = path.join(config.root, 'src/')
      recipesDir = path.join(sourceDir, 'theme/recipes/')
      runtimePath = path.join(sourceDir, 'theme/recipeRuntime.ts')
      rt = await loadPandaRuntime(config.root)
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(sourceDir) || !/\.tsx?$/.test(file)) return null
      if (file.startsWith(recipesDir)) {
        const { module } = await runnerImport<Record<string, unknown>>(file, {
          configFile: false,
          resolve: { alias },
          logLevel: 'silent',
        })
        const made = recipeModule(module, rt, runtimePath)
        if (made) return { code: made, map: null }
        this.warn(
          `${file}: exports more than recipes, or a recipe with a class name: left to Panda's runtime`,
        )
      }
      const out = transformCssCalls(code, file, rt, (message) => this.warn(message))
      return out ? { code: out, map: null } : null
    },
  }
}
