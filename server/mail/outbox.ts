import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema'

/**
 * A message of the outbox. `channel` whatsapp (docs/decisions.md#quotes): `to` is a phone (52 + 10 digits),
 * `text` the message; no WhatsApp API is reachable, so the dispatcher logs it and marks it 'logged'.
 */
export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html?: string
  channel?: 'mail' | 'whatsapp'
}

/**
 * Queues a mail. Pass the caller's transaction as `db` so the mail is sent only if the change that
 * caused it commits. The dispatcher delivers it.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, clock: Clock): Promise<number> {
  const now = clock.now()
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...mail,
      channel: mail.channel ?? 'mail',
      html: mail.html ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id })
  return row!.id
}
