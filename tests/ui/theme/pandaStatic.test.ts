import { cva } from 'styled-system/css'
import { describe, expect, it } from 'vitest'
import {
  loadPandaRuntime,
  type PandaRuntime,
  recipeModule,
  slotTablesOf,
  tableOf,
  transformCssCalls,
} from '@/theme/build/pandaStatic'
import { recipe, slotRecipe } from '@/theme/recipeRuntime'

/**
 * The build resolves Panda's styles (src/theme/build/pandaStatic.ts, docs/decisions.md#budgets): every recipe's
 * tables must give, for every choice of its variants, the classes Panda's own `cva`/`sva` give. Compared as
 * sets: the order of atomic classes in a class attribute changes nothing.
 */

interface RealRecipe {
  (props?: Record<string, unknown>): string | Record<string, string>
  __cva__: boolean
  config: { variants?: Record<string, Record<string, unknown>> }
}

const modules = import.meta.glob<Record<string, unknown>>('/src/theme/recipes/*.ts', { eager: true })
const recipes = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, RealRecipe] => typeof entry[1] === 'function')
    .map(([name, real]) => ({ label: `${file.replace('/src/theme/recipes/', '')} ${name}`, real })),
)

/** Every combination of each variant's values, absent, false for a `true` variant, and one it does not have. */
function choices(variants: Record<string, Record<string, unknown>>): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}]
  for (const [key, values] of Object.entries(variants)) {
    const options: unknown[] = [...Object.keys(values), undefined, 'no-existe']
    if ('true' in values) options.push(true, false)
    out = out.flatMap((props) => options.map((value) => ({ ...props, [key]: value })))
  }
  return out
}

const classSet = (classes: string) => new Set(classes.split(' ').filter(Boolean))
const bySlot = (value: string | Record<string, string>) =>
  typeof value === 'string'
    ? { '': classSet(value) }
    : Object.fromEntries(Object.entries(value).map(([slot, classes]) => [slot, classSet(classes)]))

const rt: PandaRuntime = await loadPandaRuntime(process.cwd())

describe('recipes resolved at build time', () => {
  it('finds the recipes', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(20)
  })

  it.each(recipes)('$label: every choice of variants gives the classes of Panda’s runtime', ({ real }) => {
    const built = real.__cva__ ? recipe(tableOf(real.config, rt)) : slotRecipe(slotTablesOf(real.config, rt))
    const all = choices(real.config.variants ?? {})
    for (const props of all) {
      expect(bySlot(built(props)), JSON.stringify(props)).toEqual(bySlot(real(props)))
      // Panda merges the variants in the order the props name them.
      const reversed = Object.fromEntries(Object.entries(props).reverse())
      expect(bySlot(built(reversed)), JSON.stringify(reversed)).toEqual(bySlot(real(reversed)))
    }
    expect(bySlot(built())).toEqual(bySlot(real()))
  })

  it('merges the matching compound variants with each other before the rest, as Panda does', () => {
    // A value and a nested object at the same path: merged one by one over the base, the base's `md` would go.
    const real = cva({
      base: { color: { base: 'red', md: 'blue' } },
      variants: { tone: { a: {}, b: {} }, size: { s: {}, l: {} } },
      compoundVariants: [
        { tone: 'a', css: { color: 'green' } },
        { tone: 'a', size: 's', css: { color: { lg: 'black' } } },
      ],
    }) as unknown as RealRecipe
    const built = recipe(tableOf(real.config, rt))
    for (const props of choices(real.config.variants ?? {})) {
      expect(bySlot(built(props)), JSON.stringify(props)).toEqual(bySlot(real(props)))
    }
  })

  it('takes no variant value from an object’s prototype', () => {
    const real = cva({
      base: { p: '1' },
      variants: { tone: { a: { color: 'red' } } },
    }) as unknown as RealRecipe
    const built = recipe(tableOf(real.config, rt))
    expect(built({ tone: 'toString' })).toBe(built({}))
    expect(built({ constructor: 'x' })).toBe(built({}))
  })

  it('is only called: no source reads a method the built recipes do not have', () => {
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/theme/build/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const names = recipes.map(({ label }) => label.split(' ')[1]!)
    const method = new RegExp(
      `\\b(${names.join('|')})\\.(raw|config|merge|variantMap|variantKeys|classNameMap|splitVariantProps|getVariantProps)\\b`,
    )
    const using = Object.entries(sources).filter(([, text]) => method.test(text))
    expect(using.map(([file, text]) => `${file}: ${method.exec(text)?.[0]}`)).toEqual([])
  })

  it('replaces a module of recipes only, and none with a class name of its own', () => {
    const [first] = recipes
    expect(recipeModule({ a: first!.real }, rt, '/runtime.ts')).toMatch(
      /^import \{ recipe, slotRecipe \} from "\/runtime\.ts"\nexport const a = \/\* @__PURE__ \*\/ (slotRecipe|recipe)\(/,
    )
    expect(recipeModule({ a: first!.real, helper: () => 1 }, rt, '/runtime.ts')).toBeNull()
    expect(recipeModule({ a: first!.real, limit: 3 }, rt, '/runtime.ts')).toBeNull()
    const named = Object.assign((() => '') as unknown as RealRecipe, {
      __cva__: true,
      config: { className: 'boton', base: { color: 'red' } },
    })
    expect(recipeModule({ named }, rt, '/runtime.ts')).toBeNull()
  })
})

describe('css() calls resolved at build time', () => {
  const source = `import { css as style, cx } from 'styled-system/css'
const a = style({ display: 'flex', gap: '2', md: { flexDirection: 'row' }, _hover: { color: 'accent' } })
const b = style({ mt: -1 } as const, { p: \`4\` })
const c = (open: boolean) => style({ opacity: open ? '1' : '0' })
const d = style(shared)
const e = style({ ...shared, p: '2' })
function other() { const css = (x: object) => x; return css({ p: '1' }) }
export const all = [a, b, c, d, e, cx(a, b), other]`

  it('turns calls with literal styles into the class string of Panda’s runtime and leaves the rest', () => {
    const out = transformCssCalls(source, '/src/x.tsx', rt)!
    const a = rt.css({ display: 'flex', gap: '2', md: { flexDirection: 'row' }, _hover: { color: 'accent' } })
    const b = rt.css({ mt: -1 }, { p: '4' })
    expect(a).toContain('d_flex')
    expect(out).toContain(`const a = ${JSON.stringify(a)}`)
    expect(out).toContain(`const b = ${JSON.stringify(b)}`)
    expect(out).toContain("style({ opacity: open ? '1' : '0' })")
    expect(out).toContain('style(shared)')
    expect(out).toContain("style({ ...shared, p: '2' })")
    // Only the css imported from styled-system/css: a local function of that name is someone else's.
    expect(out).toContain("return css({ p: '1' })")
  })

  it('leaves a file that declares its own binding of the name to the runtime', () => {
    const own = `import { css } from 'styled-system/css'
const a = css({ p: '1' })
const wrap = (css: (s: object) => string) => css({ p: '2' })`
    expect(transformCssCalls(own, '/src/x.ts', rt)).toBeNull()
    const head = "import { css } from 'styled-system/css'\nconst a = css({ p: '1' })\n"
    for (const binding of [
      'const { css } = styles',
      'const { a: { css } } = styles',
      'const [, ...css] = list',
      'function f({ css = 1 }) {}',
      'function f(a, css = 1) {}',
      'try {} catch (css) {}',
      'class css {}',
    ]) {
      expect(transformCssCalls(head + binding, '/src/x.ts', rt), binding).toBeNull()
    }
  })

  it('resolves a file whose only other css is a type’s parameter', () => {
    const typed = `import { css } from 'styled-system/css'
type Wrap = (css: string) => void
interface Styler { apply(css: string): void }
const a = css({ p: '1' })`
    expect(transformCssCalls(typed, '/src/x.ts', rt)).toContain(
      `const a = ${JSON.stringify(rt.css({ p: '1' }))}`,
    )
  })

  it('warns about every call it leaves to the runtime', () => {
    const warnings: string[] = []
    transformCssCalls(source, '/src/x.tsx', rt, (m) => warnings.push(m))
    expect(warnings).toHaveLength(3)
    expect(warnings.every((m) => m.startsWith('/src/x.tsx: a css() call with computed styles'))).toBe(true)
  })

  it('leaves a file without Panda’s css alone', () => {
    expect(transformCssCalls("const a = css({ p: '1' })", '/src/x.ts', rt)).toBeNull()
    expect(transformCssCalls("import { cx } from 'styled-system/css'\ncx('a')", '/src/x.ts', rt)).toBeNull()
  })
})
