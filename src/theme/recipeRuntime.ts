/**
 * What a Panda recipe does in the browser once the build has resolved its styles (src/theme/build/pandaStatic.ts,
 * docs/decisions.md#budgets): each part of the recipe (its base, each variant value, each compound variant)
 * arrives as the atomic classes of its style leaves, keyed by the leaf's path; choosing variants merges those
 * the way Panda's `mergeCss` merges style objects (a later part replaces a leaf at the same path, and a value
 * replaces a nested object there and the other way round). Panda's `cva`/`sva` and `css` runtime stay out of
 * the bundle; `tests/ui/theme/pandaStatic.test.ts` checks every recipe against them, variant by variant. A built
 * recipe is only a function: Panda's `.raw`, `.variantKeys`, `.splitVariantProps`… are gone, and that test fails
 * when a source reads one.
 */

/** [leaf path (keys joined by PATH_SEP), atomic class]. */
export type Leaves = readonly (readonly [string, string])[]

export interface RecipeTable {
  /** defaultVariants */
  d: Readonly<Record<string, unknown>>
  /** base */
  b: Leaves
  /** variants: key → value → leaves */
  v: Readonly<Record<string, Readonly<Record<string, Leaves>>>>
  /** compoundVariants: [conditions, leaves] */
  c: readonly (readonly [Readonly<Record<string, unknown>>, Leaves])[]
}

export const PATH_SEP = '\n'

type Props = Record<string, unknown> | undefined

function put(leaves: Map<string, string>, part: Leaves) {
  for (const [path, className] of part) {
    for (const other of leaves.keys()) {
      if (path.startsWith(other + PATH_SEP) || other.startsWith(path + PATH_SEP)) leaves.delete(other)
    }
    leaves.set(path, className)
  }
}

const matches = (conditions: Readonly<Record<string, unknown>>, chosen: Record<string, unknown>) =>
  Object.entries(conditions).every(([key, value]) =>
    (Array.isArray(value) ? value : [value]).some((v) => chosen[key] === v),
  )

function resolve(table: RecipeTable, props: Props): string {
  // As Panda's cva: the defaults, then the props given (undefined ones ignored), in that key order.
  const chosen: Record<string, unknown> = { ...table.d }
  for (const [key, value] of Object.entries(props ?? {})) if (value !== undefined) chosen[key] = value
  const leaves = new Map<string, string>()
  put(leaves, table.b)
  for (const [key, value] of Object.entries(chosen)) {
    const known = Object.hasOwn(table.v, key) && Object.hasOwn(table.v[key]!, String(value))
    if (known) put(leaves, table.v[key]![String(value)]!)
  }
  // Panda merges the matching compound variants with each other first, then over the rest.
  const compounds = new Map<string, string>()
  for (const [conditions, part] of table.c) if (matches(conditions, chosen)) put(compounds, part)
  put(leaves, [...compounds])
  return [...new Set(leaves.values())].join(' ')
}

const keyOf = (props: Props) => JSON.stringify(props ?? {})

/** A `cva` recipe: variant props → class names. */
export function recipe(table: RecipeTable) {
  const cache = new Map<string, string>()
  return (props?: Props): string => {
    const key = keyOf(props)
    let hit = cache.get(key)
    if (hit === undefined) {
      hit = resolve(table, props)
      cache.set(key, hit)
    }
    return hit
  }
}

/** An `sva` recipe: variant props → class names per slot. */
export function slotRecipe(slots: Readonly<Record<string, RecipeTable>>) {
  const cache = new Map<string, Record<string, string>>()
  return (props?: Props): Record<string, string> => {
    const key = keyOf(props)
    let hit = cache.get(key)
    if (hit === undefined) {
      hit = Object.fromEntries(Object.entries(slots).map(([slot, table]) => [slot, resolve(table, props)]))
      cache.set(key, hit)
    }
    return hit
  }
}
