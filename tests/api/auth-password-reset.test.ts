import { MSG } from '@contract/messages'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { MINUTE } from '../../server/clock'
import { mailOutbox, passwordResetTokens } from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { firstErrors, forEachDatabase } from './harness'

const NEW_PASSWORD = 'Nueva2025X'

forEachDatabase('POST /api/forgot-password and /api/change-password', (ctx) => {
  const forgot = (email: unknown) => ctx.request('POST', '/api/forgot-password', { json: { email } })
  const change = (json: unknown) => ctx.request('POST', '/api/change-password', { json })
  const newUser = async (email: string) => {
    const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
    return ctx.createUser({ organizationId, role: 'customer', name: 'Marisol', email })
  }
  /** The token in the newest reset link mailed to the address. */
  const mailedToken = async (email: string) => {
    const mail = await ctx.lastMailTo(email)
    const match = /http:\/\/obrafiado\.test\/change-password\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')
    if (!match) throw new Error(`No reset link mailed to ${email}`)
    return match[1]!
  }
  const changeWith = (token: string, password = NEW_PASSWORD) =>
    change({ token, password, password_confirmation: password })

  it('answers the same to a registered and to an unknown e-mail, and mails only the registered one', async () => {
    await newUser('olvido@demo.mx')
    const before = await ctx.tableCounts()
    const unknown = await forgot('nadie@nadie.mx')
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({ success: true, msg: MSG.forgotSent })
    expect(await ctx.tableCounts()).toEqual(before)

    const known = await forgot('  Olvido@Demo.mx ')
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    const mail = await ctx.lastMailTo('olvido@demo.mx')
    expect(mail).toMatchObject({ status: 'pending', subject: 'Restablece tu contraseña de Obrafiado' })
    expect(mail?.text).toContain('Hola Marisol:')
    expect(mail?.text).toContain('60 minutos')
    expect(mail?.html).toContain(
      `href="http://obrafiado.test/change-password/${await mailedToken('olvido@demo.mx')}"`,
    )
  })

  it('validates the e-mail', async () => {
    const bad = await forgot('no-es-correo')
    expect(bad.status).toBe(422)
    expect(bad.body).toEqual({ message: MSG.invalidEmailForgot, errors: { email: [MSG.invalidEmailForgot] } })
    const missing = await ctx.request('POST', '/api/forgot-password', { json: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ email: [MSG.required] })
  })

  it('changes the password once with the mailed link, and revokes every session', async () => {
    await newUser('cambio@demo.mx')
    const session = await ctx.login('cambio@demo.mx')
    await forgot('cambio@demo.mx')
    const token = await mailedToken('cambio@demo.mx')

    const res = await changeWith(token)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: MSG.passwordChanged })
    expect((await ctx.request('GET', '/api/user', { token: session })).status).toBe(401)
    expect(
      (
        await ctx.request('POST', '/api/login', {
          json: { email: 'cambio@demo.mx', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(403)
    await ctx.login('cambio@demo.mx', NEW_PASSWORD)

    const again = await changeWith(token, 'Otra2025XY')
    expect(again.status).toBe(422)
    expect(again.body).toEqual({ message: MSG.resetTokenInvalid, errors: { token: [MSG.resetTokenInvalid] } })
    await ctx.login('cambio@demo.mx', NEW_PASSWORD)
  })

  it('keeps only the newest link valid', async () => {
    await newUser('dos.enlaces@demo.mx')
    await forgot('dos.enlaces@demo.mx')
    const first = await mailedToken('dos.enlaces@demo.mx')
    await forgot('dos.enlaces@demo.mx')
    const second = await mailedToken('dos.enlaces@demo.mx')
    expect(second).not.toBe(first)
    expect((await changeWith(first)).status).toBe(422)
    expect((await changeWith(second)).status).toBe(200)
  })

  it('expires a link after 60 minutes', async () => {
    await newUser('expira@demo.mx')
    await forgot('expira@demo.mx')
    const token = await mailedToken('expira@demo.mx')
    ctx.clock.advance(60 * MINUTE + 1000)
    const res = await changeWith(token)
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ token: [MSG.resetTokenInvalid] })

    await forgot('expira@demo.mx')
    const fresh = await mailedToken('expira@demo.mx')
    ctx.clock.advance(59 * MINUTE)
    expect((await changeWith(fresh)).status).toBe(200)
  })

  it('applies the password rules per field before looking at the token', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { token: [MSG.required], password: [MSG.required], password_confirmation: [MSG.required] }],
      [{ token: 'x', password: 'Ab1', password_confirmation: 'Ab1' }, { password: [MSG.passwordMin] }],
      [
        { token: 'x', password: 'abcdefg1', password_confirmation: 'abcdefg1' },
        { password: [MSG.passwordUpper] },
      ],
      [
        { token: 'x', password: 'Abcdefgh', password_confirmation: 'Abcdefgh' },
        { password: [MSG.passwordDigit] },
      ],
      [
        { token: 'x', password: NEW_PASSWORD, password_confirmation: 'Otra' },
        { password_confirmation: [MSG.passwordMismatch] },
      ],
    ]
    for (const [body, errors] of cases) {
      const res = await change(body)
      expect(res.status).toBe(422)
      // The SPA shows the first message of each field.
      expect(firstErrors(res.body)).toEqual(errors)
    }
  })

  it('refuses forged and malformed tokens', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(43)}/../../`]) {
      const res = await changeWith(token)
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ token: [MSG.resetTokenInvalid] })
    }
  })

  it('mails nobody for a disabled user', async () => {
    const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
    await ctx.createUser({
      organizationId,
      role: 'customer',
      name: 'Baja',
      email: 'baja@demo.mx',
      active: false,
    })
    const res = await forgot('baja@demo.mx')
    expect(res.status).toBe(200)
    expect(await ctx.lastMailTo('baja@demo.mx')).toBeUndefined()
  })

  it('lets a user without a password set a first one (approved users)', async () => {
    const organizationId = await ctx.organizationIdOf('cliente@demo.mx')
    await ctx.createUser({
      organizationId,
      role: 'customer',
      name: 'Aprobado',
      email: 'aprobado@demo.mx',
      password: null,
    })
    await forgot('aprobado@demo.mx')
    expect((await changeWith(await mailedToken('aprobado@demo.mx'))).status).toBe(200)
    await ctx.login('aprobado@demo.mx', NEW_PASSWORD)
  })

  it('stops mailing after 5 links in an hour, with the same answer', async () => {
    const id = await newUser('insistente@demo.mx')
    for (let i = 0; i < 7; i++) expect((await forgot('insistente@demo.mx')).status).toBe(200)
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'insistente@demo.mx'))
    expect(mails).toHaveLength(5)
    const tokens = await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))
    expect(tokens).toHaveLength(5)
  })

  it('lets exactly one of two simultaneous uses of a link win', async () => {
    await newUser('carrera@demo.mx')
    await forgot('carrera@demo.mx')
    const token = await mailedToken('carrera@demo.mx')
    const results = await Promise.all([changeWith(token, 'Primera2025'), changeWith(token, 'Segunda2025')])
    expect(results.map((r) => r.status).sort()).toEqual([200, 422])
  })
})
