import { MSG } from './messages'

/**
 * The login form's rule without zod, so the /login bundle stays within budget (docs/decisions.md#budgets):
 * both fields required. `loginRequestSchema` in auth.ts enforces the same on the server.
 */
export const loginFieldErrors = (values: { email: string; password: string }): Record<string, string> => {
  const errors: Record<string, string> = {}
  if (values.email.trim() === '') errors.email = MSG.required
  if (values.password === '') errors.password = MSG.required
  return errors
}
