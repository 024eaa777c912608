/**
 * How the wizard refuses, besides `NotFound` (404 `{msg}`, unknown or expired token) of domain/rejection.ts.
 * Thrown inside a transaction they roll back everything it did.
 */

/** 403 `{msg}`: the application was already submitted (or decided); the wizard can no longer change it. */
export class WizardClosed extends Error {
  constructor(readonly msg: string) {
    super(msg)
    this.name = 'WizardClosed'
  }
}

/** 422 `{message, errors}`: data the application makes invalid (e-mail taken, document missing…). */
export class RegistrationInvalid extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? 'invalid')
    this.name = 'RegistrationInvalid'
  }
}

/** 429 `{msg}` with Retry-After: too many applications for one e-mail in the last hour. */
export class TooManyApplications extends Error {
  constructor(
    readonly msg: string,
    readonly retryAfterSeconds = 3600,
  ) {
    super(msg)
    this.name = 'TooManyApplications'
  }
}
