import type pg from 'pg'

/**
 * Names the parameterized statements each pooled PostgreSQL connection runs, so that the server parses and
 * analyses each one once per connection instead of at every run (what pgx and postgres.js do by default; a sale
 * runs 17 statements: docs/architecture.md#runtime). The first `size` distinct statement texts of a connection
 * get a name; later ones run unnamed as before, so a connection never holds more than `size` prepared
 * statements. Statements without parameters (BEGIN, migrations, the rare literal query) are left unnamed.
 * Prepared statements outlive a rolled-back transaction; one whose parse failed is forgotten by node-postgres.
 */
export function cacheStatements(pool: pg.Pool, size: number): void {
  if (size <= 0) return
  pool.on('connect', (client) => nameStatements(client, size))
}

type QueryConfig = { text: string; name?: string; values?: unknown[]; submit?: unknown }

/** Wraps one client's `query`; the pool does it for every new connection. */
function nameStatements(client: pg.ClientBase, size: number): void {
  const names = new Map<string, string>()
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text)
    if (known !== undefined || names.size >= size) return known
    const name = `obrafiado_${names.size + 1}`
    names.set(text, name)
    return name
  }
  const replacement = (config: unknown, ...rest: unknown[]): unknown => {
    if (!isParameterized(config, rest[0])) return query(config, ...rest)
    const name = nameOf(config.text)
    return query(name === undefined ? config : { ...config, name }, ...rest)
  }
  ;(client as unknown as { query: typeof replacement }).query = replacement
}

/** A plain query object (not a cursor or another Submittable) with parameters and no name of its own. */
function isParameterized(config: unknown, values: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false
  const c = config as Partial<QueryConfig>
  if (typeof c.text !== 'string' || c.name !== undefined || typeof c.submit === 'function') return false
  const params = Array.isArray(values) ? values : c.values
  return Array.isArray(params) && params.length > 0
}
