import { z } from 'zod/mini'
import { ROLE_NAMES } from './roles'

/** GET /api/health */
export const healthResponseSchema = z.object({ ok: z.literal(true) })

/** GET /api/demo-accounts (404 when the demo seed is not loaded): what the login page lists. */
export const demoAccountsResponseSchema = z.object({
  accounts: z.array(z.object({ email: z.string(), role_name: z.enum(ROLE_NAMES), label: z.string() })),
  password: z.string(),
})
export type DemoAccounts = z.infer<typeof demoAccountsResponseSchema>
