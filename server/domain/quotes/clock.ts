import { QUOTE_NO_RESPONSE_BUSINESS_DAYS } from '@contract/quotes'
import { and, eq, lt, notExists, sql } from 'drizzle-orm'
import { addDays, type Clock, mxStartOfDay, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { quotes, supplierQuotes } from '../../db/schema'
import { addBusinessDays } from '../mexico'

/**
 * The latest Mexico City date D whose requests have waited QUOTE_NO_RESPONSE_BUSINESS_DAYS business days by
 * `today` (addBusinessDays(D, N) ≤ today; weekends and bank holidays do not count).
 */
export function noResponseCutoff(today: string, businessDays = QUOTE_NO_RESPONSE_BUSINESS_DAYS): string {
  let day = today
  while (addBusinessDays(day, businessDays) > today) day = addDays(day, -1)
  return day
}

/**
 * The quote clock (docs/decisions.md#quotes): a pending request without any answer made on or before the
 * cutoff date becomes no_response, with one conditional UPDATE (status still pending, still no answer), so
 * it may run in several processes and beside an answer: of the two, an answer always ends completed. Run by
 * the sweep job and on read (a builder's list and detail for its organization, the suppliers' list for all).
 */
export async function advanceQuoteStatuses(
  db: Db,
  clock: Clock,
  scope: { customerOrganizationId?: number } = {},
): Promise<number> {
  const before = mxStartOfDay(addDays(noResponseCutoff(mxToday(clock)), 1))
  const changed = await db
    .update(quotes)
    .set({ status: 'no_response', updatedAt: clock.now() })
    .where(
      and(
        eq(quotes.status, 'pending'),
        lt(quotes.createdAt, before),
        scope.customerOrganizationId === undefined
          ? undefined
          : eq(quotes.customerOrganizationId, scope.customerOrganizationId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(supplierQuotes)
            .where(eq(supplierQuotes.quoteId, sql`${quotes}.${sql.identifier(quotes.id.name)}`)),
        ),
      ),
    )
    .returning({ id: quotes.id })
  return changed.length
}
