import type { z } from 'zod/mini'

/** First message per field of a failed zod parse, or an empty map when the value is valid. */
export const firstErrors = (schema: z.ZodMiniType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    out[key] ??= issue.message
  }
  return out
}

export const hasErrors = (errors: Record<string, string>): boolean => Object.keys(errors).length > 0
