/**
 * A business refusal (answered 200 `{success: false, msg}`). Thrown inside a transaction it rolls back
 * everything the transaction did; callers catch it outside.
 */
export class Rejection extends Error {
  constructor(readonly msg: string) {
    super(msg)
    this.name = 'Rejection'
  }
}

/** The object the request names does not exist or belongs to someone else: 404 `{msg}`. */
export class NotFound extends Error {
  constructor(readonly msg: string) {
    super(msg)
    this.name = 'NotFound'
  }
}
