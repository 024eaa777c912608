import { z } from 'zod/mini'
import { actionResultSchema } from './http'
import { RESOURCE_DESCRIPTION_MAX, RESOURCE_MSG, RESOURCE_NAME_MAX } from './resourceTexts'

export * from './resourceTexts'

/** A resource on /recursos: `url` is its public PDF (`/api/platform-resources/{id}/file`). */
export const resourceSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
})
export type Resource = z.infer<typeof resourceSchema>

/** `GET /api/platform-resources` (public): every resource, in the operator's order (oldest first). */
export const resourcesResponseSchema = z.object({ data: z.array(resourceSchema) })
export type ResourcesResponse = z.infer<typeof resourcesResponseSchema>

/** `POST /api/platform-resources/create` and `…/delete/{id}` (the operator): the resource added or removed. */
export const resourceActionSchema = z.extend(actionResultSchema, { data: resourceSchema })
export type ResourceAction = z.infer<typeof resourceActionSchema>

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong))

/**
 * `POST /api/platform-resources/create` (the operator, multipart): `name`, `description` and one PDF as
 * `file` (checked by its bytes, ≤ 12 MB).
 */
export const createResourceFormSchema = z.strictObject({
  name: text(RESOURCE_MSG.nameRequired, RESOURCE_NAME_MAX, RESOURCE_MSG.nameTooLong),
  description: text(
    RESOURCE_MSG.descriptionRequired,
    RESOURCE_DESCRIPTION_MAX,
    RESOURCE_MSG.descriptionTooLong,
  ),
  file: z.optional(z.literal(true)),
})
export type CreateResourceForm = z.infer<typeof createResourceFormSchema>
