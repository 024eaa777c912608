import { REG_MSG } from '@contract/registration'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { registrationApplications } from '../../db/schema'

export type ApplicationRow = typeof registrationApplications.$inferSelect

/** Why an application could not be decided; each maps to one answer of the route. */
export type Undecidable =
  | { kind: 'not-found'; msg: string }
  | { kind: 'not-submitted'; msg: string }
  | { kind: 'decided'; msg: string }

/** What a decision writes besides who took it and when: the status, and a decline's reason. */
export type Decision = Pick<ApplicationRow, 'status'> & Partial<Pick<ApplicationRow, 'declineReason'>>

/**
 * Moves a submitted application to its decision, stamped with the operator and the instant, with ONE
 * conditional UPDATE (… WHERE status = 'submitted'): of two concurrent decisions exactly one gets the row, the
 * other waits for its commit and then matches nothing. Run it first in the transaction that writes everything
 * the decision implies.
 */
export async function claimSubmitted(
  tx: Db,
  id: number,
  decided: { by: number; at: Date },
  decision: Decision,
): Promise<ApplicationRow | Undecidable> {
  const [row] = await tx
    .update(registrationApplications)
    .set({ ...decision, decidedAt: decided.at, decidedBy: decided.by, updatedAt: decided.at })
    .where(and(eq(registrationApplications.id, id), eq(registrationApplications.status, 'submitted')))
    .returning()
  if (row) return row
  const [current] = await tx
    .select({ status: registrationApplications.status })
    .from(registrationApplications)
    .where(eq(registrationApplications.id, id))
  if (!current) return { kind: 'not-found', msg: REG_MSG.applicationNotFound }
  if (current.status === 'in_progress') return { kind: 'not-submitted', msg: REG_MSG.applicationNotSubmitted }
  return { kind: 'decided', msg: REG_MSG.applicationDecided }
}

export const isUndecidable = (value: ApplicationRow | Undecidable): value is Undecidable => 'kind' in value
