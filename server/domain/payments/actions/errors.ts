/**
 * Internal control flow of the actions. How an action refuses (200 refusal, 403, 404, 422) is the one
 * DomainError of domain/errors.ts.
 */

/** The conditional UPDATE matched no row: another action changed the payment first (rolled back). */
export class LostRace extends Error {
  constructor() {
    super('The payment changed under the action')
    this.name = 'LostRace'
  }
}

/**
 * PostgreSQL unique_violation (23505), as thrown by either driver, possibly wrapped by drizzle; of the named
 * index or constraint when `constraint` is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type PgError = { code?: unknown; constraint?: unknown; cause?: unknown }
  for (let e = error as PgError | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint
  }
  return false
}
