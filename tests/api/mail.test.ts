import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { MINUTE } from '../../server/clock'
import { mailOutbox } from '../../server/db/schema'
import { silentLogger } from '../../server/logger'
import { createMailDispatcher, MAX_MAIL_ATTEMPTS, type MailMessage } from '../../server/mail/dispatcher'
import { enqueueMail } from '../../server/mail/outbox'
import { forEachDatabase } from './harness'

forEachDatabase('mail outbox and dispatcher', (ctx) => {
  const from = 'Obrafiado <no-reply@obrafiado.mx>'
  const mailRow = async (id: number) =>
    (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
  const queue = (to: string) =>
    enqueueMail(
      ctx.db,
      { to, subject: 'Prueba', text: 'Abre http://obrafiado.test/x', html: '<p>x</p>' },
      ctx.clock,
    )
  /** Leaves no due mail from other tests behind. */
  const drain = () =>
    createMailDispatcher({ db: ctx.db, clock: ctx.clock, logger: silentLogger, from }).runOnce()

  it('logs and marks mails "logged" when there is no SMTP server', async () => {
    await drain()
    const id = await queue('sin-smtp@demo.mx')
    const lines: unknown[][] = []
    const logger = { ...silentLogger, info: (...args: unknown[]) => void lines.push(args) }
    const report = await createMailDispatcher({ db: ctx.db, clock: ctx.clock, logger, from }).runOnce()
    expect(report).toEqual({ sent: 0, logged: 1, retried: 0, failed: 0 })
    expect(await mailRow(id)).toMatchObject({ status: 'logged', sentAt: ctx.clock.now() })
    expect(lines[0]).toEqual([
      'mail (not sent, no SMTP_URL): Prueba',
      { to: 'sin-smtp@demo.mx', link: 'http://obrafiado.test/x' },
    ])
  })

  it('sends through the transport and marks the mail "sent"', async () => {
    await drain()
    const id = await queue('smtp@demo.mx')
    const sent: MailMessage[] = []
    const transport = { sendMail: async (message: MailMessage) => void sent.push(message) }
    const dispatcher = createMailDispatcher({
      db: ctx.db,
      clock: ctx.clock,
      logger: silentLogger,
      from,
      transport,
    })
    expect(await dispatcher.runOnce()).toEqual({ sent: 1, logged: 0, retried: 0, failed: 0 })
    expect(sent).toEqual([
      { from, to: 'smtp@demo.mx', subject: 'Prueba', text: 'Abre http://obrafiado.test/x', html: '<p>x</p>' },
    ])
    expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await dispatcher.runOnce()).toEqual({ sent: 0, logged: 0, retried: 0, failed: 0 })
  })

  it('retries with back-off and gives up after 5 attempts', async () => {
    await drain()
    const id = await queue('caido@demo.mx')
    let calls = 0
    const transport = {
      sendMail: async () => {
        calls++
        throw new Error('connection refused')
      },
    }
    const dispatcher = createMailDispatcher({
      db: ctx.db,
      clock: ctx.clock,
      logger: silentLogger,
      from,
      transport,
    })
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await dispatcher.runOnce()).toMatchObject({ retried: 1 })
      expect(await mailRow(id)).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: 'Error: connection refused',
      })
      // Not due again before its back-off.
      expect(await dispatcher.runOnce()).toMatchObject({ retried: 0 })
      ctx.clock.advance(30 * MINUTE)
    }
    expect(await dispatcher.runOnce()).toMatchObject({ failed: 1 })
    expect(await mailRow(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS })
    ctx.clock.advance(60 * MINUTE)
    await dispatcher.runOnce()
    expect(calls).toBe(MAX_MAIL_ATTEMPTS)
  })

  it('never hands the same mail to two dispatchers at once', async () => {
    await drain()
    for (let i = 0; i < 15; i++) await queue(`lote${i}@demo.mx`)
    const sent: string[] = []
    const transport = { sendMail: async (message: MailMessage) => void sent.push(message.to) }
    const dispatchers = [1, 2, 3].map(() =>
      createMailDispatcher({
        db: ctx.db,
        clock: ctx.clock,
        logger: silentLogger,
        from,
        transport,
        batchSize: 4,
      }),
    )
    for (let round = 0; round < 3; round++) await Promise.all(dispatchers.map((d) => d.runOnce()))
    expect(sent.sort()).toEqual(Array.from({ length: 15 }, (_, i) => `lote${i}@demo.mx`).sort())
  })

  it('queues within the caller transaction: a rollback leaves no mail', async () => {
    const before = (await ctx.tableCounts()).mail_outbox
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rollback@demo.mx', subject: 'x', text: 'x' }, ctx.clock)
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect((await ctx.tableCounts()).mail_outbox).toBe(before)
  })

  it('sends soon after notify once started, and stops cleanly', async () => {
    await drain()
    const id = await queue('aviso@demo.mx')
    const dispatcher = createMailDispatcher({ db: ctx.db, clock: ctx.clock, logger: silentLogger, from })
    dispatcher.start(60_000)
    dispatcher.notify()
    await expect.poll(async () => (await mailRow(id)).status).toBe('logged')
    await dispatcher.stop()
  })
})
