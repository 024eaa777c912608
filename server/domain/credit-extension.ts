import type { ActionResult } from '@contract/http'
import { formatCentavos, toCentavos } from '@contract/money'
import { ACTION_MSG, type CreditExtensionRequest } from '@contract/paymentActions'
import { ROLES } from '@contract/roles'
import { and, eq } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { creditExtensionRequests, creditLines, organizations, users } from '../db/schema'
import { enqueueMail, type OutgoingMail } from '../mail/outbox'
import type { AuthUser } from './auth/sessions'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The mail to the platform operators: who asks, how much (if said), the current line and the comment. */
function creditExtensionMail(input: {
  to: string
  business: string
  requester: string
  requesterEmail: string
  amount: number | null
  creditLimit: number | null
  comment: string | null
}): OutgoingMail {
  const lines = [
    `${input.business} solicita más crédito en Obrafiado.`,
    '',
    `Solicitante: ${input.requester} <${input.requesterEmail}>`,
    `Límite actual: ${input.creditLimit === null ? 'sin línea de crédito' : formatCentavos(input.creditLimit)}`,
    `Monto solicitado: ${input.amount === null ? 'no indicado' : formatCentavos(input.amount)}`,
    `Comentario: ${input.comment?.trim() || 'sin comentario'}`,
  ]
  return {
    to: input.to,
    subject: `Solicitud de más crédito: ${input.business}`,
    text: [...lines, '', 'El equipo de Obrafiado'].join('\n'),
    html: lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n'),
  }
}

export type CreditExtensionAnswer = ActionResult

/**
 * POST /api/customers/credit-extension ('¿Necesitas más crédito?'): keeps a pending request of the caller's
 * business for the platform to review and mails every active platform operator (role admin), in one
 * transaction. One pending request per business (a partial unique index): a second one is answered
 * `{success: false}` and changes nothing. Returns whether mails were queued in `mailed`.
 */
export async function requestCreditExtension(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  request: CreditExtensionRequest,
): Promise<CreditExtensionAnswer & { mailed: boolean }> {
  const now = clock.now()
  const amount = request.amount === null || request.amount === undefined ? null : toCentavos(request.amount)
  const comment = request.comment?.trim() || null
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(creditExtensionRequests)
      .values({
        customerOrganizationId: auth.organizationId,
        requestedBy: auth.userId,
        amount,
        comment,
        status: 'pending',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: creditExtensionRequests.id })
    if (!created) return { success: false, msg: ACTION_MSG.creditExtensionPending, mailed: false }

    const [who] = await tx
      .select({
        business: organizations.businessName,
        name: users.name,
        lastName: users.lastName,
        email: users.email,
        creditLimit: creditLines.creditLimit,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(creditLines, eq(creditLines.organizationId, organizations.id))
      .where(eq(users.id, auth.userId))
    const operators = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.roleId, ROLES.admin), eq(users.active, true)))
    for (const operator of operators) {
      await enqueueMail(
        tx,
        creditExtensionMail({
          to: operator.email,
          business: who?.business ?? '',
          requester: [who?.name, who?.lastName].filter(Boolean).join(' '),
          requesterEmail: who?.email ?? '',
          amount,
          creditLimit: who?.creditLimit ?? null,
          comment,
        }),
        clock,
      )
    }
    return { success: true, msg: ACTION_MSG.creditExtensionRequested, mailed: operators.length > 0 }
  })
}
