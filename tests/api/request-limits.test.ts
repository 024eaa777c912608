import { FIELD_MAX, LONGEST_TEXT, TEXT_MAX } from '@contract/limits'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'

/**
 * Every text field of every request schema in contract/ has a length limit from contract/limits.ts, and
 * refuses one character more: e-mails 254 (RFC 5321), the rest their declared limit; a field bounded by its
 * format (digits, a date, a phone) refuses text longer than any limit. The SPA's `maxLength` by field name
 * (FIELD_MAX) is the schema's own number wherever that name is used.
 */

const modules = import.meta.glob('../../contract/*.ts', { eager: true }) as Record<
  string,
  Record<string, unknown>
>

/** Request schemas by the contract's naming: bodies, forms, multipart fields and query strings. */
const REQUEST_NAME = /(Request|Form|Fields|Query|Update|Create)Schema$/

type Node = { _zod: { def: Record<string, unknown> & { type: string } } }
const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value

type Leaf = { path: string[]; max: number | undefined }

/** The text leaves of a schema by path ('0' for an array's element), with the smallest max_length found. */
function textLeaves(node: Node, path: string[] = [], out = new Map<string, Leaf>()): Map<string, Leaf> {
  const def = node._zod.def
  const walk = (child: unknown, at = path) => {
    if (isSchema(child)) textLeaves(child, at, out)
  }
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        walk(child, [...path, key])
      break
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      walk(def.innerType)
      break
    case 'pipe':
      walk(def.in)
      walk(def.out)
      break
    case 'union':
      for (const option of def.options as unknown[]) walk(option)
      break
    case 'array':
      walk(def.element, [...path, '0'])
      break
    case 'string': {
      const key = path.join('.')
      const leaf = out.get(key) ?? { path, max: undefined }
      for (const check of (def.checks ?? []) as Node[]) {
        const d = check._zod.def
        if (d.check === 'max_length' && typeof d.maximum === 'number') {
          leaf.max = leaf.max === undefined ? d.maximum : Math.min(leaf.max, d.maximum)
        }
      }
      out.set(key, leaf)
      break
    }
    default:
      break
  }
  return out
}

/** A value with `text` at `path` (objects, and arrays where a segment is '0'). */
function valueAt(path: string[], text: string): unknown {
  if (path.length === 0) return text
  const [head, ...rest] = path as [string, ...string[]]
  return head === '0' ? [valueAt(rest, text)] : { [head]: valueAt(rest, text) }
}

/** Texts of `length` characters in the shapes fields take: letters, digits, an e-mail, a URL, a day. */
const shapesOf = (length: number) => {
  const fill = (prefix: string, suffix: string, char: string) =>
    prefix + char.repeat(Math.max(0, length - prefix.length - suffix.length)) + suffix
  return [
    fill('', '', 'a'),
    fill('', '', '1'),
    fill('', '@obra.mx', 'a'),
    fill('https://obra.mx/', '', 'a'),
    fill('2026-01-', '', '1'),
    fill('52', '', '5'),
  ]
}

const requestSchemas = new Map<Node, string>()
for (const [file, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (REQUEST_NAME.test(name) && isSchema(value) && !requestSchemas.has(value)) {
      requestSchemas.set(value, `${file.replace(/^.*\//, '')} ${name}`)
    }
  }
}
const LIMITS = new Set<number>(Object.values(TEXT_MAX))

describe('request text limits', () => {
  it('finds the request schemas', () => {
    const names = [...requestSchemas.values()].map((label) => label.split(' ')[1])
    for (const expected of [
      'createBuyerRequestSchema',
      'loginRequestSchema',
      'registerStep1RequestSchema',
      'saleRequestSchema',
      'contactUpdateSchema',
      'bankAccountCreateSchema',
      'supplierQuoteFieldsSchema',
      'paymentListQuerySchema',
    ]) {
      expect(names).toContain(expected)
    }
  })

  for (const [schema, label] of requestSchemas) {
    const leaves = [...textLeaves(schema).values()]
    if (leaves.length === 0) continue
    describe(label, () => {
      for (const { path, max } of leaves) {
        const field = path.join('.')
        const name = path.at(-1) ?? ''
        it(`${field}: ${max === undefined ? 'bounded by its format' : `at most ${max}`}`, () => {
          if (/email/.test(name)) expect(max, 'an e-mail takes 254 characters').toBe(TEXT_MAX.email)
          if (max !== undefined) {
            // Declared in contract/limits.ts (a format's own length, like an RFC's 13, may be shorter).
            expect(LIMITS.has(max) || max < 20, `${max} is not one of contract/limits.ts`).toBe(true)
          }
          // Inputs are named after body fields; a query's `name` is a search box with its own limit.
          if (!label.endsWith('QuerySchema') && Object.hasOwn(FIELD_MAX, name)) {
            expect(FIELD_MAX[name], 'FIELD_MAX for the SPA').toBe(max)
          }
          const tooLong = (max ?? LONGEST_TEXT) + 1
          for (const text of shapesOf(tooLong)) {
            const result = z.safeParse(schema as unknown as z.core.$ZodType, valueAt(path, text))
            const issues = result.success ? [] : result.error.issues
            expect(
              issues.some((issue) => issue.path.map(String).join('.') === field),
              `${field} takes ${tooLong} characters: ${text.slice(0, 40)}…`,
            ).toBe(true)
          }
        })
      }
    })
  }
})
