import { BUYER_LINK_DAYS, type CreateBuyerRequest, type CreatedBuyer } from '@contract/paymentActions'
import { ROLES } from '@contract/roles'
import { eq } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { organizations, users } from '../db/schema'
import { enqueueMail, type OutgoingMail } from '../mail/outbox'
import { passwordResetLink } from '../mail/templates'
import { normalizeEmail } from './auth/email'
import { createPasswordToken } from './auth/password-reset'
import type { AuthUser } from './auth/sessions'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function buyerInvitationMail(input: {
  to: string
  name: string
  business: string
  invitedBy: string
  link: string
  days: number
}): OutgoingMail {
  const { to, name, business, invitedBy, link, days } = input
  const intro = `${invitedBy} te dio de alta como comprador de ${business} en Obrafiado: podrás comprar a crédito con los proveedores de la plataforma.`
  const validity = `El enlace vale por ${days} días y solo se puede usar una vez. Si expira, pide uno nuevo desde "¿Olvidaste tu contraseña?".`
  return {
    to,
    subject: `Crea tu contraseña de Obrafiado (${business})`,
    text: [
      `Hola ${name}:`,
      '',
      intro,
      'Para crear tu contraseña abre este enlace:',
      '',
      link,
      '',
      validity,
      '',
      'El equipo de Obrafiado',
    ].join('\n'),
    html: [
      `<p>Hola ${escapeHtml(name)}:</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">Crear mi contraseña</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
      '<p>El equipo de Obrafiado</p>',
    ].join('\n'),
  }
}

export type CreateBuyerOutcome = { kind: 'created'; buyer: CreatedBuyer } | { kind: 'taken' }

/**
 * POST /api/customer-users/create: a buyer user (role customer) of the caller's business, without a password,
 * and a mail with a single-use link to set it (the password-reset token, valid 7 days). One transaction: an
 * e-mail that already exists (whoever holds it, even if a concurrent request just took it) creates nothing.
 */
export async function createBuyer(
  deps: { db: Db; clock: Clock; appUrl: string },
  auth: AuthUser,
  request: CreateBuyerRequest,
): Promise<CreateBuyerOutcome> {
  const { db, clock } = deps
  const email = normalizeEmail(request.email)
  const name = request.name.trim()
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        organizationId: auth.organizationId,
        roleId: ROLES.customer,
        name,
        email,
        passwordHash: null,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (!user) return { kind: 'taken' as const }
    const [inviter] = await tx
      .select({ name: users.name, lastName: users.lastName, business: organizations.businessName })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.id, auth.userId))
    const token = await createPasswordToken(tx, user.id, clock, BUYER_LINK_DAYS * 24 * 60)
    await enqueueMail(
      tx,
      buyerInvitationMail({
        to: email,
        name,
        business: inviter?.business ?? '',
        invitedBy: [inviter?.name, inviter?.lastName].filter(Boolean).join(' '),
        link: passwordResetLink(deps.appUrl, token),
        days: BUYER_LINK_DAYS,
      }),
      clock,
    )
    return { kind: 'created' as const, buyer: { id: user.id, name, email } }
  })
}
