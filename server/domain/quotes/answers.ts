import { toCentavos, toPesos } from '@contract/money'
import {
  QUOTE_MSG,
  QUOTE_OPEN_DAYS,
  QUOTES_PAGE_SIZE,
  type QuoteRequest,
  type QuoteStatus,
  type SupplierQuoteFields,
} from '@contract/quotes'
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import { addDays, type Clock, mxDate, mxStartOfDay, mxToday } from '../../clock'
import { type Db, inTurn } from '../../db/client'
import { organizations, projects, quotes, supplierQuotes, users } from '../../db/schema'
import type { BlobStore } from '../../files/blob-store'
import { insertFileRows, withStagedUploads } from '../../files/stored-files'
import type { Upload } from '../../files/uploads'
import { enqueueMail } from '../../mail/outbox'
import type { AuthUser } from '../auth/sessions'
import { isRowId } from '../customers'
import { invalid, notFound } from '../errors'
import { type Page, pageOf } from '../paging'
import { advanceQuoteStatuses } from './clock'
import { fileUrl, quoteName } from './quotes'

/** The first instant of the oldest request still open today (created on or after today − QUOTE_OPEN_DAYS). */
const openSince = (clock: Clock) => mxStartOfDay(addDays(mxToday(clock), -QUOTE_OPEN_DAYS))
const openUntil = (createdAt: Date) => addDays(mxDate(createdAt), QUOTE_OPEN_DAYS)

/**
 * GET /api/supplier-quotes/requests (supplier roles): every request still open (made within
 * QUOTE_OPEN_DAYS, any status), newest first, 10 a page, each with this supplier's own answer if any. Never
 * another supplier's answer, never the builder's phone (docs/decisions.md#quotes).
 */
export async function listQuoteRequests(
  db: Db,
  clock: Clock,
  linkKey: Buffer,
  auth: AuthUser,
  page: number,
): Promise<Page<QuoteRequest>> {
  await advanceQuoteStatuses(db, clock)
  const open = gte(quotes.createdAt, openSince(clock))
  const perPage = QUOTES_PAGE_SIZE
  const [rows, [counted]] = await inTurn([
    db
      .select({
        quote: quotes,
        customerName: organizations.businessName,
        projectName: projects.name,
        projectAddress: projects.address,
      })
      .from(quotes)
      .innerJoin(organizations, eq(organizations.id, quotes.customerOrganizationId))
      .innerJoin(projects, eq(projects.id, quotes.projectId))
      .where(open)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(quotes).where(open),
  ])
  const ids = rows.map((row) => row.quote.id)
  const mine =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(supplierQuotes)
          .where(
            and(
              inArray(supplierQuotes.quoteId, ids),
              eq(supplierQuotes.supplierOrganizationId, auth.organizationId),
            ),
          )
  const answerOf = new Map(mine.map((answer) => [answer.quoteId, answer]))
  return pageOf(
    rows.map(({ quote, customerName, projectName, projectAddress }) => {
      const answer = answerOf.get(quote.id)
      return {
        id: quote.id,
        name: quoteName(quote.id),
        status: quote.status as QuoteStatus,
        description: quote.description,
        customer: { business_name: customerName },
        project: { name: projectName, address: projectAddress },
        created_at: quote.createdAt.toISOString(),
        open_until: openUntil(quote.createdAt),
        my_answer: answer
          ? {
              id: answer.id,
              file_url: fileUrl(linkKey, answer.fileId, clock),
              amount: answer.amount === null ? null : toPesos(answer.amount),
              note: answer.note,
              created_at: answer.createdAt.toISOString(),
            }
          : null,
      }
    }),
    page,
    perPage,
    counted?.total ?? 0,
  )
}

export type AnswerDeps = { db: Db; clock: Clock; store: BlobStore; appUrl: string }

/**
 * POST /api/supplier-quotes/create: the caller's supplier organization answers a request with a PDF (checked
 * by the route), an optional amount (pesos) and note. Unknown request 404; no longer open (older than
 * QUOTE_OPEN_DAYS) 422 closed; a second answer of the same supplier 422 alreadyAnswered. ONE transaction: the
 * file row, the answer (unique per request and supplier, so of two racing answers of one supplier one wins)
 * and the conditional status update pending|no_response → completed (several suppliers answering at once:
 * all stored, the status changes once), plus the builder's notices in the outbox (a mail to the request's
 * creator; a WhatsApp message to the request's phone, logged). The file's bytes are kept only on commit.
 */
export async function answerQuote(
  deps: AnswerDeps,
  auth: AuthUser,
  fields: SupplierQuoteFields,
  upload: Upload,
): Promise<{ success: true; msg: string }> {
  const { db, clock } = deps
  if (!isRowId(fields.quote_id)) throw notFound(QUOTE_MSG.notFound)
  const [found] = await db
    .select({
      quote: quotes,
      creatorEmail: users.email,
      creatorName: users.name,
      projectName: projects.name,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.createdBy))
    .innerJoin(projects, eq(projects.id, quotes.projectId))
    .where(eq(quotes.id, fields.quote_id))
  if (!found) throw notFound(QUOTE_MSG.notFound)
  const { quote } = found
  if (quote.createdAt < openSince(clock)) throw invalid({ quote_id: [QUOTE_MSG.closed] })
  const amount = fields.amount === undefined ? null : toCentavos(fields.amount)
  const note = fields.note?.trim() ? fields.note.trim() : null
  const [supplier] = await db
    .select({ businessName: organizations.businessName })
    .from(organizations)
    .where(eq(organizations.id, auth.organizationId))
  const supplierName = supplier?.businessName ?? 'Un proveedor'

  return withStagedUploads(
    deps.store,
    [upload],
    (staged) =>
      db.transaction(async (tx) => {
        const now = clock.now()
        const [fileId] = await insertFileRows(tx, staged, { purpose: 'quote', uploadedBy: auth.userId, now })
        const inserted = await tx
          .insert(supplierQuotes)
          .values({
            quoteId: quote.id,
            supplierOrganizationId: auth.organizationId,
            fileId: fileId!,
            amount,
            note,
            createdBy: auth.userId,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [supplierQuotes.quoteId, supplierQuotes.supplierOrganizationId] })
          .returning({ id: supplierQuotes.id })
        if (inserted.length === 0) throw invalid({ quote_id: [QUOTE_MSG.alreadyAnswered] })
        await tx
          .update(quotes)
          .set({
            status: 'completed',
            answeredAt: sql`coalesce(${quotes.answeredAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(and(eq(quotes.id, quote.id), inArray(quotes.status, ['pending', 'no_response'])))
        const name = quoteName(quote.id)
        const link = `${deps.appUrl}/projects/quotes/${quote.id}`
        const sent = QUOTE_MSG.supplierSent(supplierName)
        await enqueueMail(
          tx,
          {
            to: found.creatorEmail,
            subject: `${sent} (${name})`,
            text: [
              `Hola ${found.creatorName}:`,
              '',
              `${sent} para tu solicitud ${name} del proyecto ${found.projectName}.`,
              'Puedes verla aquí:',
              '',
              link,
              '',
              'El equipo de Obrafiado',
            ].join('\n'),
          },
          clock,
        )
        if (quote.phone) {
          await enqueueMail(
            tx,
            {
              channel: 'whatsapp',
              to: quote.phone,
              subject: `${sent} (${name})`,
              text: `Obrafiado: ${sent} para ${name} (${found.projectName}). Consúltala en ${link}`,
            },
            clock,
          )
        }
        return { success: true as const, msg: QUOTE_MSG.answered }
      }),
    () => true,
  )
}
