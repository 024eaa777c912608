import { REG_MSG } from '@contract/registrationTexts'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications } from '../../db/schema'
import { forbidden, notFound } from '../errors'
import { type ApplicationRow, hashToken, looksLikeToken } from './tokens'

/**
 * The in-progress application a register token names. Unknown, malformed or expired token: NotFound
 * (404 tokenInvalid); submitted or decided: WizardClosed (403 alreadySubmitted). With `forUpdate` (inside a
 * transaction) the row stays locked until it ends, so the steps, the uploads and the submission of one
 * application run one at a time and a submission never races a step.
 */
export async function wizardApplication(
  db: Db,
  clock: Clock,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow> {
  if (!looksLikeToken(token)) throw notFound(REG_MSG.tokenInvalid)
  const query = db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.registerTokenHash, hashToken(token)))
  const [row] = options.forUpdate ? await query.for('update') : await query
  if (!row) throw notFound(REG_MSG.tokenInvalid)
  if (row.status !== 'in_progress') throw forbidden(REG_MSG.alreadySubmitted)
  if (row.registerTokenExpiresAt.getTime() <= clock.now().getTime()) throw notFound(REG_MSG.tokenInvalid)
  return row
}

/** Runs `work` in one transaction with the token's application locked (see wizardApplication). */
export const withWizardApplication = <T>(
  db: Db,
  clock: Clock,
  token: string,
  work: (tx: Db, application: ApplicationRow) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => work(tx, await wizardApplication(tx, clock, token, { forUpdate: true })))
