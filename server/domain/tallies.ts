import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type TALLY_KINDS, paymentTallies as t } from '../db/schema'
import type { PartyScope } from './scope'

/**
 * Reading the payment tallies (docs/decisions.md#tallies): figures over an organization's payments that cost a
 * few index rows whatever the history. The triggers of migration 0011 write them; this is where the rules of
 * which statuses count (paid, unpaid, pending) are applied.
 */

export type TallyKind = (typeof TALLY_KINDS)[number]

/**
 * Which payments a figure takes: those of one kind's rows, optionally only some statuses and, for the dated
 * kinds, the days `from`..`to` inclusive (purchase, due or payment date as the kind says).
 */
export type Slice = {
  kind: TallyKind
  statuses?: readonly number[] | undefined
  from?: string | undefined
  to?: string | undefined
}

/** A figure of one slice: how many payments, or the sum of their amounts (centavos). */
export type Figure = { slice: Slice; of: 'count' | 'amount' }

export const countOf = (slice: Slice): Figure => ({ slice, of: 'count' })
export const amountOf = (slice: Slice): Figure => ({ slice, of: 'amount' })

/** Whose payments: an organization's sales (supplier) or purchases (customer). */
type Owner = { organizationId: number; side: PartyScope['side'] }

const sliceCondition = (owner: Owner, slice: Slice): SQL =>
  and(
    eq(t.organizationId, owner.organizationId),
    eq(t.side, owner.side),
    eq(t.kind, slice.kind),
    slice.from === undefined ? undefined : gte(t.day, slice.from),
    slice.to === undefined ? undefined : lte(t.day, slice.to),
    slice.statuses === undefined ? undefined : inArray(t.statusId, [...slice.statuses]),
  )!

/** One scalar subquery per figure: each is a range of the tallies' primary key. */
const figureSql = (owner: Owner, { slice, of }: Figure) =>
  sql<number>`(select coalesce(sum(${of === 'count' ? t.count : t.amount}), 0) from ${t} where ${sliceCondition(owner, slice)})`.mapWith(
    Number,
  )

/** The figures of one organization's payments on one side, in one query. */
export async function readTallies<K extends string>(
  db: Db,
  owner: Owner,
  figures: Record<K, Figure>,
): Promise<Record<K, number>> {
  const columns = Object.fromEntries(
    Object.entries<Figure>(figures).map(([name, figure]) => [name, figureSql(owner, figure)]),
  ) as Record<K, SQL.Aliased<number> | SQL<number>>
  const [row] = await db.select(columns as Record<string, SQL<number>>).from(sql`(select 1) as one`)
  return row as Record<K, number>
}
