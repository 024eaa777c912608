import { toPesos } from '@contract/money'
import {
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationSummary,
  REG_MSG,
  type RegistrationSnapshot,
  type RegistrationUser,
} from '@contract/registration'
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { files, organizations, registrationApplications, registrationDocuments } from '../../db/schema'

export const APPLICATIONS_PAGE_SIZE = 20

/** GET /api/applications query: `status` (default submitted) and `page` (default 1). */
export const applicationListQuerySchema = z.object({
  status: z.optional(z.enum(APPLICATION_STATUSES, { error: REG_MSG.verifyData })),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,8}$/, REG_MSG.verifyData)),
      z.transform((value: string) => Number(value)),
    ),
  ),
})

export type ApplicationPage = {
  data: ApplicationSummary[]
  current_page: number
  last_page: number
  total: number
  per_page: number
}

const a = registrationApplications
const referrer = alias(organizations, 'referrer')

const summaryColumns = {
  id: a.id,
  businessName: a.businessName,
  businessType: a.businessType,
  contactName: a.contactName,
  contactEmail: a.contactEmail,
  creditRequested: a.creditRequested,
  status: a.status,
  lastStep: a.lastStep,
  origin: a.origin,
  referredBy: referrer.businessName,
  createdAt: a.createdAt,
  submittedAt: a.submittedAt,
}
type SummaryRow = {
  id: number
  businessName: string
  businessType: 'person' | 'company'
  contactName: string
  contactEmail: string
  creditRequested: number | null
  status: ApplicationStatus
  lastStep: string | null
  origin: 'web' | 'frontdesk'
  referredBy: string | null
  createdAt: Date
  submittedAt: Date | null
}

const toSummary = (row: SummaryRow): ApplicationSummary => ({
  id: row.id,
  business_name: row.businessName,
  business_type: row.businessType,
  contact_name: row.contactName,
  contact_email: row.contactEmail,
  // A supplier's client registration may leave the amount out: 0 means "not requested".
  credit_requested: toPesos(row.creditRequested ?? 0),
  status: row.status,
  last_step: row.lastStep,
  origin: row.origin,
  referred_by: row.referredBy,
  created_at: row.createdAt.toISOString(),
  submitted_at: row.submittedAt?.toISOString() ?? null,
})

/** Applications in one status, newest first (by submission, then by creation). */
export async function listApplications(
  db: Db,
  status: ApplicationStatus,
  page: number,
): Promise<ApplicationPage> {
  const [total] = await db.select({ n: count() }).from(a).where(eq(a.status, status))
  const rows = await db
    .select(summaryColumns)
    .from(a)
    .leftJoin(referrer, eq(referrer.id, a.referredBySupplierId))
    .where(eq(a.status, status))
    .orderBy(desc(a.submittedAt), desc(a.id))
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE)
  const n = total?.n ?? 0
  return {
    data: rows.map(toSummary),
    current_page: page,
    last_page: Math.max(1, Math.ceil(n / APPLICATIONS_PAGE_SIZE)),
    total: n,
    per_page: APPLICATIONS_PAGE_SIZE,
  }
}

/** The JSON the wizard stored for step 2, without its bookkeeping (optin_at). */
type StoredPerson = Partial<RegistrationUser> & { optin_at?: string }
const person = (value: StoredPerson | null | undefined) =>
  value
    ? {
        name: value.name ?? '',
        last_name: value.last_name ?? '',
        email: value.email ?? '',
        phone: value.phone ?? '',
      }
    : null

type StoredUsers = {
  buyer_user?: StoredPerson
  is_payment_user_same_as_buyer?: boolean
  payment_user?: StoredPerson | null
}
export const usersOf = (value: unknown): RegistrationSnapshot['users'] => {
  const stored = value as StoredUsers | null
  const buyer = person(stored?.buyer_user)
  if (!stored || !buyer) return null
  const same = stored.is_payment_user_same_as_buyer === true
  return {
    buyer_user: buyer,
    is_payment_user_same_as_buyer: same,
    payment_user: same ? null : person(stored.payment_user),
  }
}
export const legalRepresentativeOf = (value: unknown): RegistrationSnapshot['legal_representative'] =>
  person(value as StoredPerson | null)

const quizOf = (value: unknown): ApplicationDetail['quiz_answers'] =>
  Array.isArray(value)
    ? value.map((item: { title?: unknown; answer?: unknown }) => ({
        title: String(item.title ?? ''),
        answer: String(item.answer ?? ''),
      }))
    : null

/** One application with everything it sent; null when there is no such id. */
export async function loadApplication(db: Db, id: number): Promise<ApplicationDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      contactPhone: a.contactPhone,
      legalRepresentative: a.legalRepresentative,
      users: a.users,
      quizAnswers: a.quizAnswers,
      declineReason: a.declineReason,
      customerOrganizationId: a.customerOrganizationId,
    })
    .from(a)
    .leftJoin(referrer, eq(referrer.id, a.referredBySupplierId))
    .where(eq(a.id, id))
  if (!row) return null
  const documents = await db
    .select({
      prop: registrationDocuments.prop,
      name: files.originalName,
      size: files.size,
      fileId: files.id,
    })
    .from(registrationDocuments)
    .innerJoin(files, eq(files.id, registrationDocuments.fileId))
    .where(and(eq(registrationDocuments.applicationId, id), isNotNull(registrationDocuments.fileId)))
    .orderBy(asc(registrationDocuments.id))
  return {
    ...toSummary(row),
    contact_phone: row.contactPhone,
    legal_representative: legalRepresentativeOf(row.legalRepresentative),
    users: usersOf(row.users),
    documents: documents.map((d) => ({ prop: d.prop, name: d.name, size: d.size, file_id: d.fileId })),
    quiz_answers: quizOf(row.quizAnswers),
    decline_reason: row.declineReason,
    customer_organization_id: row.customerOrganizationId,
  }
}
