import { z } from 'zod/mini'
import { actionResultSchema, INPUT_MSG, pageSchema, rowIdField, textIdField } from './http'
import { MSG } from './messages'
import { isWholeCentavos } from './money'
import { paymentIdList } from './paymentIdList'
import {
  PROJECT_ACTIVITY_EVENTS,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_MSG,
  QUOTE_NOTE_MAX,
  QUOTE_STATUSES,
} from './quoteTexts'

export * from './quoteTexts'

/*
 * Quotes, project activities, bulk assignment and the project chosen for the purchase code
 * (docs/decisions.md#quotes). Forms hold 10-digit phones; the wire carries 52 + 10 digits.
 */

const orEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)

/** The quote form's WhatsApp phone as typed: 'Ingresa tu WhatsApp' when empty, else exactly 10 digits. */
export const quotePhoneField = z.pipe(
  z.transform(orEmpty),
  z
    .string({ error: QUOTE_MSG.phoneRequired })
    .check(z.trim(), z.minLength(1, QUOTE_MSG.phoneRequired), z.regex(/^\d{10}$/, QUOTE_MSG.phoneLength)),
)

const description = z
  .string({ error: QUOTE_MSG.description })
  .check(
    z.trim(),
    z.minLength(1, QUOTE_MSG.description),
    z.maxLength(QUOTE_DESCRIPTION_MAX, INPUT_MSG.tooLong(QUOTE_DESCRIPTION_MAX)),
  )

/** The quote form (the view's values, before the phone gets its prefix). */
export const quoteFormSchema = z.strictObject({
  description,
  phone: quotePhoneField,
  project_id: rowIdField(QUOTE_MSG.project),
})
export type QuoteForm = z.infer<typeof quoteFormSchema>

/** POST quotes: the phone travels as 52 + 10 digits. */
export const createQuoteRequestSchema = z.strictObject({
  description,
  phone: z.pipe(
    z.transform(orEmpty),
    z
      .string({ error: QUOTE_MSG.phoneRequired })
      .check(z.minLength(1, QUOTE_MSG.phoneRequired), z.regex(/^52\d{10}$/, QUOTE_MSG.phoneLength)),
  ),
  project_id: rowIdField(QUOTE_MSG.project),
})
export type CreateQuoteRequest = z.infer<typeof createQuoteRequestSchema>

/** POST project-activities: a tracked click of the projects screen. */
export const projectActivityRequestSchema = z.strictObject({
  event: z.enum(PROJECT_ACTIVITY_EVENTS, INPUT_MSG.notAllowed),
})
export type ProjectActivityRequest = z.infer<typeof projectActivityRequestSchema>

/** POST projects/assign-payments: all or nothing (one foreign id refuses the whole assignment). */
export const assignPaymentsRequestSchema = z.strictObject({
  project_id: rowIdField(MSG.required),
  payment_ids: paymentIdList(),
})
export type AssignPaymentsRequest = z.infer<typeof assignPaymentsRequestSchema>

/** POST projects/assign: the project the next sale made with the live purchase code lands in. */
export const assignProjectToCodeRequestSchema = z.strictObject({
  project_id: rowIdField(MSG.required),
})
export type AssignProjectToCodeRequest = z.infer<typeof assignProjectToCodeRequestSchema>

/**
 * POST supplier-quotes/create, multipart text fields beside `file` (a PDF, checked by content, ≤ 12 MB):
 * amount (pesos, optional) and note (optional).
 */
export const supplierQuoteFieldsSchema = z.strictObject({
  /** Any 10 digits: a request beyond every row id is not found (404), like an unknown one. */
  quote_id: textIdField(MSG.required, INPUT_MSG.invalid, 9_999_999_999),
  /** Pesos; an empty field counts as absent. */
  amount: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^(\d{1,9}(\.\d{1,2})?)?$/, QUOTE_MSG.answerAmount)),
      z.transform((value: string) => (value === '' ? undefined : Number(value))),
    ),
  ),
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(QUOTE_NOTE_MAX, INPUT_MSG.tooLong(QUOTE_NOTE_MAX))),
  ),
  /** The PDF itself is checked by content on the server (formObject passes a file field as `true`). */
  file: z.optional(z.literal(true)),
})
export type SupplierQuoteFields = z.infer<typeof supplierQuoteFieldsSchema>
export const isQuoteAmount = (n: number) => Number.isFinite(n) && n > 0 && isWholeCentavos(n)

/** GET quotes and GET supplier-quotes/requests: `?page=` (1 when absent or empty). */
export const quotesPageQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,6}$/, INPUT_MSG.invalid)),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.refine((n) => n >= 1, INPUT_MSG.invalid)),
      ),
    ),
  ),
})
export type QuotesPageQuery = z.infer<typeof quotesPageQuerySchema>

/** A supplier's answer to a builder's quote request, as the builder sees it. */
export const supplierQuoteSchema = z.object({
  id: z.number(),
  supplier: z.object({ id: z.number(), business_name: z.string() }),
  /** Signed link to the PDF (opens in a new window). */
  file_url: z.string(),
  /** Pesos, when the supplier gave one. */
  amount: z.nullable(z.number()),
  note: z.nullable(z.string()),
  created_at: z.string(),
})

/** A builder's quote request (GET quotes, GET quotes/{id}). */
export const quoteSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(QUOTE_STATUSES),
  project_id: z.number(),
  project: z.object({ id: z.number(), name: z.string() }),
  description: z.string(),
  /** 10 digits as typed (the wire of POST carries 52 + 10 digits), or null. */
  phone: z.nullable(z.string()),
  created_at: z.string(),
  supplier_quotes_count: z.number(),
  /** Only in GET quotes/{id}. */
  supplier_quotes: z.optional(z.array(supplierQuoteSchema)),
})
export const quotesPageSchema = pageSchema(quoteSchema)
export type QuotesPage = z.infer<typeof quotesPageSchema>
/** POST quotes: `{success, msg, data: quote}`. */
export const quoteCreatedSchema = z.extend(actionResultSchema, { data: quoteSchema })

/** An open request as a supplier sees it (GET supplier-quotes/requests): never another supplier's answer. */
export const quoteRequestRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(QUOTE_STATUSES),
  description: z.string(),
  customer: z.object({ business_name: z.string() }),
  project: z.object({ name: z.string(), address: z.nullable(z.string()) }),
  created_at: z.string(),
  /** Until when this supplier may answer (YYYY-MM-DD). */
  open_until: z.string(),
  /** This supplier's own answer, if it sent one. */
  my_answer: z.nullable(
    z.object({
      id: z.number(),
      file_url: z.string(),
      amount: z.nullable(z.number()),
      note: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
})
export const quoteRequestsPageSchema = pageSchema(quoteRequestRowSchema)
export type QuoteRequestsPage = z.infer<typeof quoteRequestsPageSchema>

/** Construction types and phases (GET projects/catalogue), seeded on the server. */
export const projectCatalogueSchema = z.object({
  types: z.array(z.object({ id: z.number(), name: z.string() })),
  phases: z.array(z.object({ id: z.number(), name: z.string(), is_final: z.boolean() })),
})

export type SupplierQuote = z.infer<typeof supplierQuoteSchema>
export type Quote = z.infer<typeof quoteSchema>
export type QuoteRequest = z.infer<typeof quoteRequestRowSchema>
export type ProjectCatalogue = z.infer<typeof projectCatalogueSchema>
