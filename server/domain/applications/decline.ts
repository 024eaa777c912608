import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { claimSubmitted, isUndecidable, type Undecidable } from './decision'
import { declinedMail } from './mails'

export type DeclineOutcome = { kind: 'declined' } | Undecidable

/** Declines a submitted application and mails its contact the reason, in one transaction. */
export async function declineApplication(
  deps: { db: Db; clock: Clock },
  operatorId: number,
  id: number,
  reason: string,
): Promise<DeclineOutcome> {
  const { db, clock } = deps
  return db.transaction(async (tx): Promise<DeclineOutcome> => {
    const application = await claimSubmitted(
      tx,
      id,
      { by: operatorId, at: clock.now() },
      { status: 'declined', declineReason: reason },
    )
    if (isUndecidable(application)) return application
    await enqueueMail(
      tx,
      declinedMail({
        to: application.contactEmail,
        name: application.contactName,
        business: application.businessName,
        reason,
      }),
      clock,
    )
    return { kind: 'declined' }
  })
}
