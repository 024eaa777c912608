import { REG_MSG } from '@contract/registration'
import type { Context } from 'hono'
import { invalid } from '../domain/errors'

/**
 * The register token of a wizard call: the body's (or form's, or for a GET the query's) and the
 * Register_Token header must agree when both are sent. A missing token is a 422 field error like any other
 * missing field; an unknown or expired one is a 404 (the domain decides).
 */
export function registerTokenOf(c: Context, fromBody?: string): string {
  const header = c.req.header('register_token')?.trim() || undefined
  const given = fromBody?.trim() || undefined
  if (header && given && header !== given) throw invalid({ register_token: [REG_MSG.verifyData] })
  const token = given ?? header
  if (!token) throw invalid({ register_token: [REG_MSG.required] })
  return token
}
