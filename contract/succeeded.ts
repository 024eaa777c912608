import { z } from 'zod/mini'

/** A 200 `{success: true, msg, …fields}`: a step that went through, with what it answers beside its message. */
export const succeededWith = <const T extends z.core.$ZodLooseShape>(fields: T) =>
  z.object({ success: z.literal(true), msg: z.string(), ...fields })
