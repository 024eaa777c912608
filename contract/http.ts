import { z } from 'zod/mini'
import { MSG } from './messages'

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

export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    per_page: z.number(),
  })

/** Turns a zod error into the 422 field map, every message per path; an unknown field is named as such. */
export const fieldErrors = (error: z.core.$ZodError): Record<string, string[]> => {
  const out: Record<string, string[]> = {}
  const add = (key: string, message: string) => {
    out[key] = [...(out[key] ?? []), message]
  }
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, MSG.unknownField)
    } else {
      add(base || '_', issue.message)
    }
  }
  return out
}
