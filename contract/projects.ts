import { z } from 'zod/mini'
import { isWholeCentavos } from './money'
import { PHASE_FINISHED, PROJECT_MSG, PROJECT_PHASES, PROJECT_TYPES } from './projectTexts'

export * from './projectTexts'

const text = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max))
const budget = z.number({ error: PROJECT_MSG.budget }).check(
  z.refine((n) => Number.isFinite(n) && n >= 0, PROJECT_MSG.budget),
  z.refine(isWholeCentavos, PROJECT_MSG.budgetDecimals),
  // 11 characters with 2 decimals: at most 99 999 999.99.
  z.refine((n) => n < 100_000_000, PROJECT_MSG.budgetTooLarge),
)
const startDate = z
  .string({ error: PROJECT_MSG.startDate })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, PROJECT_MSG.startDate))
const typeId = z
  .number({ error: PROJECT_MSG.type })
  .check(z.refine((n) => PROJECT_TYPES.some((t) => t.id === n), PROJECT_MSG.type))
const phaseId = z
  .number({ error: PROJECT_MSG.phase })
  .check(z.refine((n) => PROJECT_PHASES.some((p) => p.id === n), PROJECT_MSG.phase))

/** The full project form (PUT projects/{id}, and POST projects from the drawer). */
export const projectFormSchema = z.strictObject({
  name: text(PROJECT_MSG.name, 120),
  budget,
  address: text(PROJECT_MSG.address, 500),
  start_date: startDate,
  type_id: typeId,
  phase_id: phaseId,
})
export type ProjectForm = z.infer<typeof projectFormSchema>

/**
 * POST projects: `{name}` alone (the assignment dialog's "new project") or the full form; a new project may
 * not start Finalizado.
 */
export const createProjectRequestSchema = z
  .strictObject({
    name: text(PROJECT_MSG.name, 120),
    budget: z.optional(budget),
    address: z.optional(text(PROJECT_MSG.address, 500)),
    start_date: z.optional(startDate),
    type_id: z.optional(typeId),
    phase_id: z.optional(phaseId),
  })
  .check(
    z.refine((p) => p.phase_id !== PHASE_FINISHED, { message: PROJECT_MSG.newFinished, path: ['phase_id'] }),
  )
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>
