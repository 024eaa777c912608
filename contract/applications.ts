import { z } from 'zod/mini'
import { APPLICATION_FILTERS, APPLICATION_SEARCH_MAX, APPLICATION_STATUSES } from './applicationTexts'
import { actionResultSchema, INPUT_MSG, pageSchema } from './http'
import { registrationSnapshotSchema, uploadedDocumentSchema } from './registration'
import { REG_MSG } from './registrationTexts'

export * from './applicationTexts'

/**
 * `GET /api/applications?status=&search=&page=` (the platform operator's, docs/decisions.md#approval):
 * `status` one of APPLICATION_FILTERS (default submitted), `search` a case- and accent-insensitive contains on
 * the business name or the RFC (blank: no search), `page` from 1. Read by the server, the console and the CLI.
 */
export const applicationListQuerySchema = z.object({
  status: z.optional(z.enum(APPLICATION_FILTERS, { error: REG_MSG.verifyData })),
  search: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(APPLICATION_SEARCH_MAX, INPUT_MSG.tooLong(APPLICATION_SEARCH_MAX))),
  ),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,8}$/, REG_MSG.verifyData)),
      z.transform((value: string) => Number(value)),
    ),
  ),
})
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>

/** An application in the operator's queue (GET /api/applications). */
export const applicationSummarySchema = z.object({
  id: z.number(),
  business_name: z.string(),
  business_type: z.enum(['person', 'company']),
  contact_name: z.string(),
  contact_email: z.string(),
  credit_requested: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  last_step: z.nullable(z.string()),
  origin: z.enum(['web', 'frontdesk']),
  referred_by: z.nullable(z.string()),
  created_at: z.string(),
  submitted_at: z.nullable(z.string()),
  /** The RFC of the business once approved (registration asks for none). */
  tax_id: z.nullable(z.string()),
  /** Who decided (approved or declined) and when; null while undecided. */
  decided_at: z.nullable(z.string()),
  decided_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
})
export const applicationsPageSchema = pageSchema(applicationSummarySchema)
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>

/** GET /api/applications/{id}: everything the application sent, and the decision. */
export const applicationDetailSchema = z.extend(applicationSummarySchema, {
  contact_phone: z.string(),
  legal_representative: registrationSnapshotSchema.shape.legal_representative,
  users: registrationSnapshotSchema.shape.users,
  /** file_id is downloadable by the operator through GET /api/files/{id}. */
  documents: z.array(z.extend(uploadedDocumentSchema, { file_id: z.number() })),
  quiz_answers: z.nullable(z.array(z.object({ title: z.string(), answer: z.string() }))),
  decline_reason: z.nullable(z.string()),
  customer_organization_id: z.nullable(z.number()),
  /** The approved business's credit line as it stands (pesos, days); null before an approval. */
  credit_line: z.nullable(
    z.object({ credit_limit: z.number(), transaction_limit: z.number(), term_limit: z.number() }),
  ),
})

/** POST /api/applications/{id}/approve | decline: `{success, msg, data}` with the application as it stands. */
export const applicationDecisionSchema = z.extend(actionResultSchema, { data: applicationDetailSchema })
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>

export type ApplicationSummary = z.infer<typeof applicationSummarySchema>
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>
