import { randomBytes } from 'node:crypto'
import {
  type ApplicationStatus,
  BANK_STATEMENTS,
  COMPANY_DOCUMENTS,
  QUIZ_QUESTIONS,
} from '@contract/registration'
import { eq } from 'drizzle-orm'
import * as schema from '../../server/db/schema'
import { hashToken, newToken } from '../../server/domain/auth/tokens'
import { storeFile } from '../../server/files/stored-files'
import type { TestContext } from './harness'

/** The five answers the quiz accepts, first option of each question. */
export const VALID_ANSWERS = QUIZ_QUESTIONS.map((q) => ({ title: q.title, answer: q.options[0] }))

export type ApplicationOptions = {
  status?: ApplicationStatus
  businessName?: string
  /** Default: a fresh buyer and a different payment user. */
  sameUser?: boolean
  /** Override the generated e-mails. */
  buyerEmail?: string
  paymentEmail?: string
  contactEmail?: string
  /** No step 5 at all (a supplier's client registration that was never continued). */
  noUsers?: boolean
  referredBy?: number | null
  /** Store every document as a small real PDF/PNG. */
  withFiles?: boolean
  quizAnswered?: boolean
  submittedAt?: Date
}

export type TestApplication = {
  id: number
  questionnaireToken: string
  buyerEmail: string
  paymentEmail: string
  contactEmail: string
  fileIds: number[]
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** An application as the wizard leaves it, written directly (the wizard's API is another suite's subject). */
export async function createApplication(
  ctx: TestContext,
  options: ApplicationOptions = {},
): Promise<TestApplication> {
  const tag = randomBytes(5).toString('hex')
  const buyerEmail = options.buyerEmail ?? `compras.${tag}@prueba.mx`
  const paymentEmail = options.sameUser ? buyerEmail : (options.paymentEmail ?? `pagos.${tag}@prueba.mx`)
  const contactEmail = options.contactEmail ?? `contacto.${tag}@prueba.mx`
  const questionnaireToken = newToken()
  const now = ctx.clock.now()
  const status = options.status ?? 'submitted'
  const buyer = { name: 'Gerardo', last_name: 'Nava', email: buyerEmail, phone: '524421234568' }
  const payment = { name: 'Irma', last_name: 'Salgado', email: paymentEmail, phone: '524421234569' }
  const [row] = await ctx.db
    .insert(schema.registrationApplications)
    .values({
      registerTokenHash: hashToken(newToken()),
      registerTokenExpiresAt: new Date(now.getTime() + 86_400_000),
      status,
      lastStep: status === 'in_progress' ? 'info' : 'users',
      referredBySupplierId: options.referredBy ?? null,
      businessName: options.businessName ?? `Constructora Prueba ${tag}`,
      businessType: 'company',
      contactName: 'Patricia Ríos',
      contactPhone: '524421234567',
      contactEmail,
      creditRequested: 250_000_00,
      optinsAcceptedAt: now,
      legalRepresentative: {
        name: 'Patricia',
        last_name: 'Ríos Lozano',
        email: contactEmail,
        phone: '524421234567',
        optin_at: now.toISOString(),
      },
      users: options.noUsers
        ? null
        : {
            buyer_user: buyer,
            is_payment_user_same_as_buyer: options.sameUser ?? false,
            payment_user: payment,
          },
      questionnaireTokenHash: hashToken(questionnaireToken),
      quizAnswers: options.quizAnswered ? VALID_ANSWERS : null,
      quizAnsweredAt: options.quizAnswered ? now : null,
      submittedAt: status === 'in_progress' ? null : (options.submittedAt ?? now),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schema.registrationApplications.id })
  const id = row!.id
  const fileIds: number[] = []
  if (options.withFiles) {
    for (const doc of [...COMPANY_DOCUMENTS, ...BANK_STATEMENTS]) {
      const png = doc.prop === 'official_identification_legal_representative'
      const fileId = await storeFile(ctx.db, ctx.config, {
        bytes: png ? PNG : PDF,
        originalName: png ? 'identificacion.png' : `${doc.prop}.pdf`,
        purpose: 'registration',
      })
      await ctx.db
        .insert(schema.registrationDocuments)
        .values({ applicationId: id, prop: doc.prop, hash: `hash-${tag}-${fileIds.length}`, fileId })
      fileIds.push(fileId)
    }
  }
  return { id, questionnaireToken, buyerEmail, paymentEmail, contactEmail, fileIds }
}

export async function applicationRow(ctx: TestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(schema.registrationApplications)
    .where(eq(schema.registrationApplications.id, id))
  return row!
}

/** Every mail queued for an address, oldest first. */
export async function mailsTo(ctx: TestContext, email: string) {
  return ctx.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.to, email))
    .orderBy(schema.mailOutbox.id)
}
