import {
  BANK_STATEMENTS,
  generalDocumentsFor,
  REG_MSG,
  REGISTER_STATUS_STEPS,
  type RegisterStatusStep,
} from '@contract/registrationTexts'
import { and, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import { forbidden, invalid } from '../errors'
import { type DocumentSlot, slotsOf } from './documents'
import { questionnaireLink, submittedMail } from './mails'
import { type ApplicationRow, newRegistrationToken } from './tokens'
import { withWizardApplication } from './wizard'

type Errors = Record<string, string[]>

const missingFiles = (slots: readonly DocumentSlot[], props: readonly string[]): Errors =>
  Object.fromEntries(
    props
      .filter((prop) => !slots.some((slot) => slot.prop === prop && slot.fileId !== null))
      .map((prop) => [prop, [REG_MSG.fileRequired]]),
  )

/**
 * What a step still lacks ({} when complete). Info lacks something only for an application a supplier
 * started (no opt-ins, maybe no amount) until the prospect sends step 1; users needs every step before it.
 */
export function missingFor(
  step: RegisterStatusStep,
  application: ApplicationRow,
  slots: DocumentSlot[],
): Errors {
  switch (step) {
    case 'info':
      return {
        ...(application.creditRequested === null ? { credit_requested: [REG_MSG.creditRequested] } : {}),
        ...(application.optinsAcceptedAt === null ? { optin_terms_and_conditions: [REG_MSG.optin] } : {}),
      }
    case 'files-company':
      return missingFiles(
        slots,
        generalDocumentsFor(application.businessType).map((d) => d.prop),
      )
    case 'files-bank-statements':
      return missingFiles(
        slots,
        BANK_STATEMENTS.map((d) => d.prop),
      )
    case 'legal-representative':
      return application.legalRepresentative ? {} : { legal_representative: [REG_MSG.completeRequired] }
    case 'users':
      return {
        ...missingFor('info', application, slots),
        ...missingFor('files-company', application, slots),
        ...missingFor('files-bank-statements', application, slots),
        ...missingFor('legal-representative', application, slots),
        ...(application.users ? {} : { users: [REG_MSG.completeRequired] }),
      }
  }
}

export type StepOutcome = { submitted: false } | { submitted: true; questionnaireToken: string }

/**
 * POST status-customer/create: records `step` as the wizard's last step when its data is complete (422 with
 * what is missing otherwise). The last step, users, submits the application: status submitted, a quiz token
 * (only its hash is kept) and the mail carrying it, all in one transaction.
 */
export async function recordStep(
  deps: { db: Db; clock: Clock; appUrl: string },
  token: string,
  step: RegisterStatusStep,
): Promise<StepOutcome> {
  const { db, clock } = deps
  return withWizardApplication(db, clock, token, async (tx, application) => {
    const missing = missingFor(step, application, await slotsOf(tx, application.id))
    if (Object.keys(missing).length > 0) throw invalid(missing)
    const now = clock.now()
    const where = and(
      eq(registrationApplications.id, application.id),
      eq(registrationApplications.status, 'in_progress'),
    )
    if (step !== REGISTER_STATUS_STEPS.users) {
      await tx.update(registrationApplications).set({ lastStep: step, updatedAt: now }).where(where)
      return { submitted: false }
    }
    const questionnaire = newRegistrationToken()
    const [updated] = await tx
      .update(registrationApplications)
      .set({
        lastStep: step,
        status: 'submitted',
        submittedAt: now,
        questionnaireTokenHash: questionnaire.hash,
        updatedAt: now,
      })
      .where(where)
      .returning({ id: registrationApplications.id })
    if (!updated) throw forbidden(REG_MSG.alreadySubmitted)
    await enqueueMail(
      tx,
      submittedMail({
        to: application.contactEmail,
        name: application.contactName,
        business: application.businessName,
        link: questionnaireLink(deps.appUrl, questionnaire.token),
      }),
      clock,
    )
    return { submitted: true, questionnaireToken: questionnaire.token }
  })
}
