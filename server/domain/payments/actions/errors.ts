/**
 * How an action refuses, besides `Rejection` (200 `{success: false, msg}`) and `NotFound` (404 `{msg}`) of
 * domain/rejection.ts.
 */

/** 403 `{msg}`: the payment is in a paid state, or the caller's organization may not do this. */
export class ActionForbidden extends Error {
  constructor(readonly msg: string) {
    super(msg)
    this.name = 'ActionForbidden'
  }
}

/** 422 `{message, errors}`: a value the payment makes invalid (e.g. an edit that raises the amount). */
export class ActionInvalid extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? 'invalid')
    this.name = 'ActionInvalid'
  }
}

/** The conditional UPDATE matched no row: another action changed the payment first (rolled back). */
export class LostRace extends Error {
  constructor() {
    super('The payment changed under the action')
    this.name = 'LostRace'
  }
}

/** PostgreSQL unique_violation (23505), as thrown by either driver, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}
