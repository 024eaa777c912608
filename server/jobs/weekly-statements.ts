import { ROLES } from '@contract/roles'
import { STATEMENT_TOKEN_DAYS } from '@contract/statements'
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm'
import { type Clock, HOUR, mxStartOfDay, mxToday } from '../clock'
import type { Db } from '../db/client'
import { organizations, payments, users, weeklyStatementRuns } from '../db/schema'
import { statementLink, supplierStatementLink, weeklyStatementMail } from '../domain/statements/mails'
import { currentWeek, type StatementParty, statementOf, unpaidDueBy } from '../domain/statements/statement'
import { issueStatementToken } from '../domain/statements/tokens'
import { enqueueMail } from '../mail/outbox'

/** The Monday mail goes from this hour on, Mexico City (docs/decisions.md#statements). */
export const WEEKLY_STATEMENT_HOUR = 7

export type WeeklyStatementDeps = { db: Db; clock: Clock; appUrl: string }

/** The Monday of this week when the weekly mail is due now (Monday, from 07:00 Mexico City), else null. */
export function weeklyStatementDue(clock: Clock): string | null {
  const today = mxToday(clock)
  const week = currentWeek(clock)
  if (today !== week.from) return null
  const sinceMidnight = clock.now().getTime() - mxStartOfDay(today).getTime()
  return sinceMidnight >= WEEKLY_STATEMENT_HOUR * HOUR ? week.from : null
}

const ADMIN_ROLE = { customer: ROLES['admin-customer'], supplier: ROLES['admin-supplier'] } as const

/** Where an organization's mail goes: its oldest active admin user, else the organization's e-mail. */
async function recipientOf(db: Db, party: StatementParty): Promise<string | null> {
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, party.organizationId),
        eq(users.roleId, ADMIN_ROLE[party.side]),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1)
  if (admin) return admin.email
  const [organization] = await db
    .select({ email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, party.organizationId))
  return organization?.email ?? null
}

/**
 * The organizations of one side with something due by `weekEnd` (unpaid, overdue included) and no mail for
 * `weekStart` yet: the candidates of this week's run. Every hourly pass after the first finds none.
 */
async function candidates(
  db: Db,
  side: StatementParty['side'],
  weekStart: string,
  weekEnd: string,
  only: number[] | undefined,
): Promise<number[]> {
  const column = side === 'customer' ? payments.customerOrganizationId : payments.supplierOrganizationId
  const rows = await db
    .selectDistinct({ id: column })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, column))
    .where(
      and(
        unpaidDueBy(weekEnd),
        eq(organizations.status, 'active'),
        only ? inArray(column, only) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(weeklyStatementRuns)
            .where(
              and(
                eq(weeklyStatementRuns.weekStart, weekStart),
                eq(weeklyStatementRuns.organizationId, column),
              ),
            ),
        ),
      ),
    )
    .orderBy(column)
  return rows.map((row) => row.id)
}

/**
 * This week's statement mail to every builder (its total to pay and a link by token) and every supplier (its
 * total to collect and a link to /statement) with payments due by Sunday, overdue ones included. At most
 * once per week and organization, whatever the number of processes or restarts: the run row
 * (week_start, organization_id unique) is inserted with ON CONFLICT DO NOTHING in the transaction that makes
 * the token and queues the mail; the loser of a race inserts nothing and sends nothing. `organizationIds`
 * limits the run (the e2e hook). Returns how many mails were queued.
 */
export async function sendWeeklyStatements(
  deps: WeeklyStatementDeps,
  options: { organizationIds?: number[] } = {},
): Promise<{ customers: number; suppliers: number }> {
  const { db, clock, appUrl } = deps
  const week = currentWeek(clock)
  const sent = { customers: 0, suppliers: 0 }
  for (const side of ['customer', 'supplier'] as const) {
    for (const organizationId of await candidates(db, side, week.from, week.to, options.organizationIds)) {
      const party: StatementParty = { side, organizationId }
      const statement = await statementOf(db, clock, party)
      if (!statement || statement.data.length === 0) continue
      const to = await recipientOf(db, party)
      const queued = await db.transaction(async (tx) => {
        const [run] = await tx
          .insert(weeklyStatementRuns)
          .values({ weekStart: week.from, organizationId, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ organizationId: weeklyStatementRuns.organizationId })
        // Already sent for this week (another process, or an earlier pass); nobody to write to: noted, no mail.
        if (!run || !to) return false
        const link =
          side === 'customer'
            ? statementLink(appUrl, await issueStatementToken(tx, clock, organizationId, week.from))
            : supplierStatementLink(appUrl)
        const outboxId = await enqueueMail(
          tx,
          weeklyStatementMail({
            to,
            side,
            business: statement.business_name,
            week,
            count: statement.data.length,
            overdue: statement.data.filter((row) => row.overdue).length,
            total: statement.total,
            link,
            tokenDays: STATEMENT_TOKEN_DAYS,
          }),
          clock,
        )
        await tx
          .update(weeklyStatementRuns)
          .set({ outboxId })
          .where(
            and(
              eq(weeklyStatementRuns.weekStart, week.from),
              eq(weeklyStatementRuns.organizationId, organizationId),
            ),
          )
        return true
      })
      if (queued) sent[side === 'customer' ? 'customers' : 'suppliers'] += 1
    }
  }
  return sent
}

/** The scheduled form: sends this week's mails when they are due (Monday from 07:00), else nothing. */
export async function runWeeklyStatements(
  deps: WeeklyStatementDeps,
): Promise<{ customers: number; suppliers: number }> {
  if (weeklyStatementDue(deps.clock) === null) return { customers: 0, suppliers: 0 }
  return sendWeeklyStatements(deps)
}
