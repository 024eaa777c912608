import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** What a route declaration says that only the server and the types read (contract/api/route.ts). */
const SERVER_ONLY = new Set(['params', 'query', 'body', 'multipart', 'answer'])
const ROUTE_MODULE = /\/contract\/api\/(?!route\.ts$)[^/]+\.ts$/

type Node = { type: string; start: number; end: number; [key: string]: unknown }
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

const visit = (node: Node, enter: (node: Node) => void): void => {
  enter(node)
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child, enter)
    if (isNode(value)) visit(value, enter)
  }
}

/**
 * The SPA calls a route through its declaration but reads only its method and path at run time
 * (src/api/call.ts); the schemas serve the server, the reference and the types. In the browser build each
 * `route({...})` of contract/api/ loses them, so the zod schemas of every answer stay out of the pages' chunks
 * (zod's constructors are side-effect free: what no page uses is dropped). See
 * docs/architecture.md#api-routes-declared-once.
 */
export function routeTablesForTheBrowser(): Plugin {
  return {
    name: 'obrafiado:route-tables-for-the-browser',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ROUTE_MODULE.test(id.split('?')[0] ?? '')) return null
      const source = new MagicString(code)
      visit(this.parse(code) as unknown as Node, (node) => {
        const callee = node.callee
        const [spec] = (node.arguments as unknown[] | undefined) ?? []
        if (node.type !== 'CallExpression' || !isNode(callee) || callee.name !== 'route') return
        if (!isNode(spec) || spec.type !== 'ObjectExpression') return
        for (const property of spec.properties as Node[]) {
          const key = property.key
          if (property.type === 'Property' && isNode(key) && SERVER_ONLY.has(String(key.name))) {
            const value = property.value as Node
            source.overwrite(value.start, value.end, 'void 0')
          }
        }
      })
      // The modules of the schemas no longer named go with them: nothing of theirs is imported.
      const program = this.parse(code) as unknown as { body: Node[] }
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') continue
        const names = (statement.specifiers as Node[]).map((specifier) =>
          String((specifier.local as Node).name),
        )
        const rest = source.toString().replace(code.slice(statement.start, statement.end), '')
        if (names.length > 0 && names.every((name) => !new RegExp(`\\b${name}\\b`).test(rest))) {
          source.remove(statement.start, statement.end)
        }
      }
      return source.hasChanged()
        ? { code: source.toString(), map: source.generateMap({ hires: true }) }
        : null
    },
  }
}
