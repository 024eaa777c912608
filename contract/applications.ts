import { z } from 'zod/mini'
import { APPLICATION_FILTERS, APPLICATION_SEARCH_MAX } from './applicationTexts'
import { INPUT_MSG } from './http'
import { REG_MSG } from './registrationTexts'

export * from './applicationTexts'

/**
 * `GET /api/applications?status=&search=&page=` (the platform operator's, docs/decisions.md#approval):
 * `status` one of APPLICATION_FILTERS (default submitted), `search` a case- and accent-insensitive contains on
 * the business name or the RFC (blank: no search), `page` from 1. Read by the server, the console and the CLI.
 */
export const applicationListQuerySchema = z.object({
  status: z.optional(z.enum(APPLICATION_FILTERS, { error: REG_MSG.verifyData })),
  search: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(APPLICATION_SEARCH_MAX, INPUT_MSG.tooLong(APPLICATION_SEARCH_MAX))),
  ),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,8}$/, REG_MSG.verifyData)),
      z.transform((value: string) => Number(value)),
    ),
  ),
})
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>
