import type { ApplicationDetail, ApplicationSummary } from '@contract/applications'
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationFilter,
  type ApplicationListQuery,
  DEFAULT_APPLICATION_FILTER,
} from '@contract/applications'
import { toPesos } from '@contract/money'
import type { ApplicationStatus, RegistrationSnapshot, RegistrationUser } from '@contract/registration'
import { and, asc, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { foldedContains } from '../../db/fold'
import {
  creditLines,
  files,
  organizations,
  registrationApplications,
  registrationDocuments,
  users,
} from '../../db/schema'
import { type Page, readCountedPage } from '../paging'

const a = registrationApplications
const referrer = alias(organizations, 'referrer')
/** The business an approval created: its RFC, once the business has one. */
const customer = alias(organizations, 'customer')
const decider = alias(users, 'decider')

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
  taxId: customer.taxId,
  decidedAt: a.decidedAt,
  deciderId: decider.id,
  deciderName: decider.name,
  deciderLastName: decider.lastName,
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
  taxId: string | null
  decidedAt: Date | null
  deciderId: number | null
  deciderName: string | null
  deciderLastName: string | null
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
  tax_id: row.taxId,
  decided_at: row.decidedAt?.toISOString() ?? null,
  decided_by:
    row.deciderId === null
      ? null
      : {
          id: row.deciderId,
          name: [row.deciderName, row.deciderLastName].filter(Boolean).join(' '),
        },
})

/** `search` in the business name or the approved business's RFC (folded: no case, no accents). */
const matches = (search: string): SQL | undefined =>
  search === ''
    ? undefined
    : or(foldedContains(a.businessName, search), foldedContains(customer.taxId, search))

const inFilter = (filter: ApplicationFilter): SQL | undefined =>
  filter === 'all' ? undefined : eq(a.status, filter)

/**
 * GET /api/applications: the applications in one status (or all), optionally those whose business name or RFC
 * contains `search`, newest first (by submission, or creation while not submitted), 20 per page.
 */
export async function listApplications(
  db: Db,
  query: ApplicationListQuery,
): Promise<Page<ApplicationSummary>> {
  const filter = query.status ?? DEFAULT_APPLICATION_FILTER
  const where = and(inFilter(filter), matches(query.search ?? ''))
  const [total] = await db
    .select({ n: count() })
    .from(a)
    .leftJoin(customer, eq(customer.id, a.customerOrganizationId))
    .where(where)
  const page = await readCountedPage(
    total?.n ?? 0,
    query.page ?? 1,
    APPLICATIONS_PAGE_SIZE,
    (limit, offset) =>
      db
        .select(summaryColumns)
        .from(a)
        .leftJoin(referrer, eq(referrer.id, a.referredBySupplierId))
        .leftJoin(customer, eq(customer.id, a.customerOrganizationId))
        .leftJoin(decider, eq(decider.id, a.decidedBy))
        .where(where)
        .orderBy(desc(sql`coalesce(${a.submittedAt}, ${a.createdAt})`), desc(a.id))
        .limit(limit)
        .offset(offset),
  )
  return { ...page, data: page.data.map(toSummary) }
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
      creditLimit: creditLines.creditLimit,
      transactionLimit: creditLines.transactionLimit,
      termLimitDays: creditLines.termLimitDays,
    })
    .from(a)
    .leftJoin(referrer, eq(referrer.id, a.referredBySupplierId))
    .leftJoin(customer, eq(customer.id, a.customerOrganizationId))
    .leftJoin(decider, eq(decider.id, a.decidedBy))
    .leftJoin(creditLines, eq(creditLines.organizationId, a.customerOrganizationId))
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
    credit_line:
      row.creditLimit === null || row.transactionLimit === null || row.termLimitDays === null
        ? null
        : {
            credit_limit: toPesos(row.creditLimit),
            transaction_limit: toPesos(row.transactionLimit),
            term_limit: row.termLimitDays,
          },
  }
}
