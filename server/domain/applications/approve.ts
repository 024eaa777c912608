import { toCentavos } from '@contract/money'
import { BUYER_LINK_DAYS } from '@contract/paymentActions'
import type { ApproveApplicationRequest } from '@contract/registration'
import { ROLES } from '@contract/roles'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications, users } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { passwordResetLink } from '../../mail/templates'
import { normalizeEmail } from '../auth/email'
import { createPasswordToken } from '../auth/password-reset'
import { accrueReferralPrize } from '../rewards/accrual'
import { createOrganization } from '../users/create'
import { type ApplicationRow, claimSubmitted, isUndecidable, type Undecidable } from './decision'
import { type ApprovalTerms, approvedContactMail, approvedUserMail } from './mails'
import { legalRepresentativeOf, usersOf } from './read'

/** The set-password link of an approved user lasts as long as a buyer invitation's (7 days). */
export const INVITATION_LINK_DAYS = BUYER_LINK_DAYS

export const emailTakenMsg = (email: string) =>
  `No se puede aprobar la solicitud: el correo ${email} ya pertenece a otra cuenta de Obrafiado. Pide al negocio otro correo y registra una nueva solicitud.`

type NewMember = {
  role: 'admin-customer' | 'customer'
  name: string
  lastName: string | null
  email: string
  phone: string | null
}
export type ApprovedUser = { id: number; email: string; role: NewMember['role'] }
export type ApproveOutcome =
  | { kind: 'approved'; organizationId: number; users: ApprovedUser[] }
  | Undecidable
  | { kind: 'email-taken'; msg: string }

const storedPhone = (phone: string | null | undefined) => (phone && /^52\d{10}$/.test(phone) ? phone : null)

/**
 * Who gets an account: the buyer user as the business's admin-customer, and the payment user as customer
 * when it is a different e-mail. An application without users (a supplier's client registration that was
 * never continued) makes its contact the admin-customer.
 */
export function membersOf(application: ApplicationRow): NewMember[] {
  const stored = usersOf(application.users)
  const buyer: NewMember = stored
    ? {
        role: 'admin-customer',
        name: stored.buyer_user.name,
        lastName: stored.buyer_user.last_name || null,
        email: normalizeEmail(stored.buyer_user.email),
        phone: storedPhone(stored.buyer_user.phone),
      }
    : {
        role: 'admin-customer',
        name: application.contactName,
        lastName: null,
        email: normalizeEmail(application.contactEmail),
        phone: storedPhone(application.contactPhone),
      }
  const payment = stored?.payment_user
  if (!payment || normalizeEmail(payment.email) === buyer.email) return [buyer]
  return [
    buyer,
    {
      role: 'customer',
      name: payment.name,
      lastName: payment.last_name || null,
      email: normalizeEmail(payment.email),
      phone: storedPhone(payment.phone),
    },
  ]
}

/** Thrown inside the transaction so that nothing of the approval stays. */
class EmailTaken extends Error {
  constructor(readonly email: string) {
    super(email)
  }
}

/**
 * Approves a submitted application in one transaction: the customer organization, its credit line (nothing
 * used, so its whole limit is available), its users without passwords, the application marked approved, and
 * the mails: each user a 7-day link to create the password, the contact a notice when it got no user.
 * An e-mail that belongs to someone else by then rolls all of it back.
 */
export async function approveApplication(
  deps: { db: Db; clock: Clock; appUrl: string },
  operatorId: number,
  id: number,
  request: ApproveApplicationRequest,
): Promise<ApproveOutcome> {
  const { db, clock } = deps
  const now = clock.now()
  const terms: ApprovalTerms = {
    creditLimit: toCentavos(request.credit_limit),
    transactionLimit: toCentavos(request.transaction_limit),
    termLimitDays: request.term_limit,
  }
  try {
    return await db.transaction(async (tx): Promise<ApproveOutcome> => {
      const application = await claimSubmitted(tx, id, { by: operatorId, at: now }, { status: 'approved' })
      if (isUndecidable(application)) return application
      const representative = legalRepresentativeOf(application.legalRepresentative)
      const organizationId = await createOrganization(
        tx,
        {
          kind: 'customer',
          businessName: application.businessName,
          businessType: application.businessType,
          contactName: application.contactName,
          contactPhone: storedPhone(application.contactPhone),
          email: application.contactEmail,
          legallyResponsible: representative
            ? `${representative.name} ${representative.last_name}`.trim()
            : null,
          status: 'active',
          createdAt: now,
        },
        { ...terms, used: 0, updatedAt: now },
      )
      const created: ApprovedUser[] = []
      for (const member of membersOf(application)) {
        const [user] = await tx
          .insert(users)
          .values({
            organizationId,
            roleId: ROLES[member.role],
            name: member.name,
            lastName: member.lastName,
            email: member.email,
            phone: member.phone,
            passwordHash: null,
            createdAt: now,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id })
        if (!user) throw new EmailTaken(member.email)
        created.push({ id: user.id, email: member.email, role: member.role })
        const token = await createPasswordToken(tx, user.id, clock, INVITATION_LINK_DAYS * 24 * 60)
        await enqueueMail(
          tx,
          approvedUserMail({
            to: member.email,
            name: member.name,
            business: application.businessName,
            role: member.role,
            link: passwordResetLink(deps.appUrl, token),
            days: INVITATION_LINK_DAYS,
            terms,
          }),
          clock,
        )
      }
      const contact = normalizeEmail(application.contactEmail)
      if (!created.some((user) => user.email === contact)) {
        await enqueueMail(
          tx,
          approvedContactMail({
            to: contact,
            name: application.contactName,
            business: application.businessName,
            userEmails: created.map((user) => user.email),
            terms,
          }),
          clock,
        )
      }
      await tx
        .update(registrationApplications)
        .set({ customerOrganizationId: organizationId })
        .where(eq(registrationApplications.id, id))
      // The referral prize of the supplier that brought the business, in the approval's transaction.
      await accrueReferralPrize(tx, clock, application)
      return { kind: 'approved', organizationId, users: created }
    })
  } catch (error) {
    if (error instanceof EmailTaken) return { kind: 'email-taken', msg: emailTakenMsg(error.email) }
    throw error
  }
}
