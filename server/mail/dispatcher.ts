import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import nodemailer from 'nodemailer'
import { type Clock, MINUTE } from '../clock'
import type { Db } from '../db/client'
import { mailOutbox } from '../db/schema'
import type { Logger } from '../logger'

export const MAX_MAIL_ATTEMPTS = 5
/** How long a claimed mail stays invisible to other dispatchers; a crashed one's mails come back after it. */
const LEASE_MS = 2 * MINUTE
const retryDelayMs = (attempts: number) => attempts * attempts * 30_000

export type MailMessage = { from: string; to: string; subject: string; text: string; html?: string }
export type MailTransport = { sendMail(message: MailMessage): Promise<unknown> }

export const smtpTransport = (url: string): MailTransport => nodemailer.createTransport(url)

export type DispatchReport = { sent: number; logged: number; retried: number; failed: number }

export type MailDispatcher = {
  /** Delivers the mails due now; returns what happened. */
  runOnce(): Promise<DispatchReport>
  /** Polls every `intervalMs` until stop(). */
  start(intervalMs?: number): void
  /** Runs soon instead of at the next poll. */
  notify(): void
  stop(): Promise<void>
}

type DispatcherOptions = {
  db: Db
  clock: Clock
  logger: Logger
  from: string
  /** Without a transport (no SMTP_URL) mails are logged and marked 'logged'. */
  transport?: MailTransport | undefined
  batchSize?: number
}

export function createMailDispatcher(options: DispatcherOptions): MailDispatcher {
  const { db, clock, logger, from, transport, batchSize = 10 } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false

  /** Atomically takes a batch of due mails; SKIP LOCKED lets several API processes share the outbox. */
  const claim = async () => {
    const now = clock.now()
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning()
  }

  const updateMail = (id: number, change: PgUpdateSetSource<typeof mailOutbox>) =>
    db.update(mailOutbox).set(change).where(eq(mailOutbox.id, id))

  const runOnce = async (): Promise<DispatchReport> => {
    const report: DispatchReport = { sent: 0, logged: 0, retried: 0, failed: 0 }
    for (const mail of await claim()) {
      if (mail.channel === 'whatsapp') {
        // No WhatsApp API is reachable: the message is logged and kept, like a mail without SMTP_URL.
        logger.info(`whatsapp (not sent, no WhatsApp API): ${mail.subject}`, { to: mail.to })
        await updateMail(mail.id, { status: 'logged', sentAt: clock.now() })
        report.logged++
        continue
      }
      if (!transport) {
        const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
        logger.info(`mail (not sent, no SMTP_URL): ${mail.subject}`, { to: mail.to, link })
        await updateMail(mail.id, { status: 'logged', sentAt: clock.now() })
        report.logged++
        continue
      }
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        })
        await updateMail(mail.id, {
          status: 'sent',
          sentAt: clock.now(),
          attempts: mail.attempts + 1,
          lastError: null,
        })
        report.sent++
      } catch (error) {
        const attempts = mail.attempts + 1
        const gaveUp = attempts >= MAX_MAIL_ATTEMPTS
        logger.warn(`mail ${mail.id} to ${mail.to} failed (attempt ${attempts})`, { error: String(error) })
        await updateMail(mail.id, {
          attempts,
          lastError: String(error).slice(0, 1000),
          status: gaveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
        })
        if (gaveUp) report.failed++
        else report.retried++
      }
    }
    return report
  }

  /** Runs are chained, never overlapping; an error is logged and the next poll tries again. */
  const schedule = () => {
    running = running
      .then(runOnce)
      .catch((error) => logger.error('mail dispatch failed', { error: String(error) }))
    return running
  }

  return {
    runOnce,
    start(intervalMs = 2000) {
      stopped = false
      timer = setInterval(() => void schedule(), intervalMs)
      timer.unref()
    },
    notify() {
      if (!stopped) setImmediate(() => void schedule())
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
