import { toPesos } from '@contract/money'
import {
  type CreateQuoteRequest,
  QUOTE_MSG,
  QUOTES_PAGE_SIZE,
  type Quote,
  type QuoteStatus,
  type SupplierQuote,
} from '@contract/quotes'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import { type Db, inTurn } from '../../db/client'
import { organizations, projects, quotes, supplierQuotes } from '../../db/schema'
import { downloadPath, signDownload } from '../../files/links'
import type { AuthUser } from '../auth/sessions'
import { invalid, notFound } from '../errors'
import { type Page, pageOf } from '../paging'
import { advanceQuoteStatuses } from './clock'

/** 'Cotización #<id>': the spec shows a quote's name without saying where it comes from. */
export const quoteName = (id: number) => `Cotización #${id}`

/** The 10 digits the builder typed, from the stored 52 + 10 digits. */
export const phoneAsTyped = (stored: string | null) => (stored === null ? null : stored.slice(2))

/** A signed 5-minute download link of a stored file (server/files/links.ts). */
export const fileUrl = (linkKey: Buffer, fileId: number, clock: Clock) =>
  downloadPath(signDownload(linkKey, { kind: 'file', id: fileId }, clock))

const quoteId = sql`${quotes}.${sql.identifier(quotes.id.name)}`
const quoteColumns = {
  quote: quotes,
  projectName: projects.name,
  answers:
    sql<number>`(select count(*) from ${supplierQuotes} where ${supplierQuotes.quoteId} = ${quoteId})`.mapWith(
      Number,
    ),
}
const selectQuotes = (db: Db) =>
  db.select(quoteColumns).from(quotes).innerJoin(projects, eq(projects.id, quotes.projectId))

function serializeQuote(row: {
  quote: typeof quotes.$inferSelect
  projectName: string
  answers: number
}): Quote {
  const q = row.quote
  return {
    id: q.id,
    name: quoteName(q.id),
    status: q.status as QuoteStatus,
    project_id: q.projectId,
    project: { id: q.projectId, name: row.projectName },
    description: q.description,
    phone: phoneAsTyped(q.phone),
    created_at: q.createdAt.toISOString(),
    supplier_quotes_count: row.answers,
  }
}

/** GET /api/quotes: the caller organization's requests, newest first, 10 a page, without the answers. */
export async function listQuotes(db: Db, clock: Clock, auth: AuthUser, page: number): Promise<Page<Quote>> {
  await advanceQuoteStatuses(db, clock, { customerOrganizationId: auth.organizationId })
  const mine = eq(quotes.customerOrganizationId, auth.organizationId)
  const perPage = QUOTES_PAGE_SIZE
  const [rows, [counted]] = await inTurn([
    selectQuotes(db)
      .where(mine)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(quotes).where(mine),
  ])
  return pageOf(rows.map(serializeQuote), page, perPage, counted?.total ?? 0)
}

/**
 * POST /api/quotes: a request for prices on one of the caller organization's projects. A project that is not
 * the organization's (or does not exist) is the form's own error on project_id (422 'Seleccioná un
 * proyecto'), never told apart (docs/decisions.md#quotes).
 */
export async function createQuote(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  request: CreateQuoteRequest,
): Promise<Quote> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, request.project_id), eq(projects.customerOrganizationId, auth.organizationId)))
  if (!project) throw invalid({ project_id: [QUOTE_MSG.project] })
  const now = clock.now()
  const [row] = await db
    .insert(quotes)
    .values({
      customerOrganizationId: auth.organizationId,
      projectId: project.id,
      createdBy: auth.userId,
      description: request.description,
      phone: request.phone,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quotes.id })
  const [created] = await selectQuotes(db).where(eq(quotes.id, row!.id))
  return serializeQuote(created!)
}

/** GET /api/quotes/{id}: one request of the caller's organization with every supplier answer; else 404. */
export async function getQuote(
  db: Db,
  clock: Clock,
  linkKey: Buffer,
  auth: AuthUser,
  id: number | null,
): Promise<Quote> {
  if (id === null) throw notFound(QUOTE_MSG.notFound)
  await advanceQuoteStatuses(db, clock, { customerOrganizationId: auth.organizationId })
  const [row] = await selectQuotes(db).where(
    and(eq(quotes.id, id), eq(quotes.customerOrganizationId, auth.organizationId)),
  )
  if (!row) throw notFound(QUOTE_MSG.notFound)
  const answers = await db
    .select({ answer: supplierQuotes, businessName: organizations.businessName })
    .from(supplierQuotes)
    .innerJoin(organizations, eq(organizations.id, supplierQuotes.supplierOrganizationId))
    .where(eq(supplierQuotes.quoteId, id))
    .orderBy(asc(supplierQuotes.createdAt), asc(supplierQuotes.id))
  const supplier_quotes: SupplierQuote[] = answers.map(({ answer, businessName }) => ({
    id: answer.id,
    supplier: { id: answer.supplierOrganizationId, business_name: businessName },
    file_url: fileUrl(linkKey, answer.fileId, clock),
    amount: answer.amount === null ? null : toPesos(answer.amount),
    note: answer.note,
    created_at: answer.createdAt.toISOString(),
  }))
  return { ...serializeQuote(row), supplier_quotes }
}
