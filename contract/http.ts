import { z } from 'zod'

/** 422 body: `{message, errors: {field: [msg]}}` (DESIGN.md §3). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationError = z.infer<typeof validationErrorSchema>

/** 401/403/404/413/429/500 body. */
export const msgSchema = z.object({ msg: z.string() })
export type MsgBody = z.infer<typeof msgSchema>

/** Result of an action: 200 `{success, msg}`. */
export const actionResultSchema = z.object({ success: z.boolean(), msg: z.string() })
export type ActionResult = z.infer<typeof actionResultSchema>

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  })

/** Turns a zod error into the 422 field map, first message per path. */
export const fieldErrors = (error: z.ZodError): Record<string, string[]> => {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    out[key] = [...(out[key] ?? []), issue.message]
  }
  return out
}
