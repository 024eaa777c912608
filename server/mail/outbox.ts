import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema'

export type OutgoingMail = { to: string; subject: string; text: string; html?: string }

/**
 * Queues a mail. Pass the caller's transaction as `db` so the mail is sent only if the change that
 * caused it commits. The dispatcher delivers it.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, clock: Clock): Promise<number> {
  const now = clock.now()
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, html: mail.html ?? null, createdAt: now, nextAttemptAt: now })
    .returning({ id: mailOutbox.id })
  return row!.id
}
