import { z } from 'zod/mini'
import { isAcceptedDay } from './dates'
import { actionResultSchema } from './http'
import { isWholeCentavos } from './money'
import { PROJECT_ADDRESS_MAX_LENGTH, PROJECT_MSG, PROJECT_NAME_MAX_LENGTH } from './projectTexts'

export * from './projectTexts'

const text = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong))
/** A project's name: required, at most PROJECT_NAME_MAX_LENGTH characters once trimmed. */
export const projectNameSchema = text(PROJECT_MSG.name, PROJECT_NAME_MAX_LENGTH, PROJECT_MSG.nameTooLong)
const address = text(PROJECT_MSG.address, PROJECT_ADDRESS_MAX_LENGTH, PROJECT_MSG.addressTooLong)
const budget = z.number({ error: PROJECT_MSG.budget }).check(
  z.refine((n) => Number.isFinite(n) && n >= 0, PROJECT_MSG.budget),
  z.refine(isWholeCentavos, PROJECT_MSG.budgetDecimals),
  // 11 characters with 2 decimals: at most 99 999 999.99.
  z.refine((n) => n < 100_000_000, PROJECT_MSG.budgetTooLarge),
)
/** A day the platform takes (docs/decisions.md#dates), 'YYYY-MM-DD'; empty is a missing date. */
const startDate = z.string({ error: PROJECT_MSG.startDate }).check(
  z.minLength(1, PROJECT_MSG.startDate),
  z.refine((day) => day === '' || isAcceptedDay(day), PROJECT_MSG.startDateInvalid),
)
/** A catalogue id (smallint): only its shape here; the server checks it against the catalogue tables. */
const catalogueId = (message: string) =>
  z.number({ error: message }).check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= 32_767, message))
const typeId = catalogueId(PROJECT_MSG.type)
const phaseId = catalogueId(PROJECT_MSG.phase)

/** The full project form (PUT projects/{id}, and POST projects from the drawer). */
export const projectFormSchema = z.strictObject({
  name: projectNameSchema,
  budget,
  address,
  start_date: startDate,
  type_id: typeId,
  phase_id: phaseId,
})
export type ProjectForm = z.infer<typeof projectFormSchema>

/**
 * POST projects: `{name}` alone (the assignment dialog's "new project") or the full form. Type and phase are
 * checked by the server against its catalogue (GET projects/catalogue), which also refuses a new project in a
 * final phase (Finalizado) with PROJECT_MSG.newFinished.
 */
export const createProjectRequestSchema = z.strictObject({
  name: projectNameSchema,
  budget: z.optional(budget),
  address: z.optional(address),
  start_date: z.optional(startDate),
  type_id: z.optional(typeId),
  phase_id: z.optional(phaseId),
})
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>

/** A project as the API answers it; money in pesos, the totals those of the payments assigned to it. */
export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Pesos. */
  budget: z.nullable(z.number()),
  address: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  type_id: z.nullable(z.number()),
  phase_id: z.nullable(z.number()),
  type: z.nullable(z.string()),
  phase: z.nullable(z.string()),
  payments_count: z.number(),
  /** Sum of the assigned payments, pesos. */
  payments_amount: z.number(),
})

/** GET projects and GET projects/projects-with-totals. */
export const projectListSchema = z.object({ data: z.array(projectSchema) })
/** POST projects and PUT projects/{id}: `{success, msg, data: project}`. */
export const projectActionSchema = z.extend(actionResultSchema, { data: projectSchema })

export type Project = z.infer<typeof projectSchema>
