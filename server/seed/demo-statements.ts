import { eq } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { organizations, users } from '../db/schema'
import { statementLink } from '../domain/statements/mails'
import { currentWeek } from '../domain/statements/statement'
import { issueStatementToken } from '../domain/statements/tokens'

/** The demo builders whose statement links the first start prints (docs/decisions.md#demo-data). */
const DEMO_BUILDERS = ['cliente@demo.mx', 'cliente2@demo.mx']

/**
 * A statement link of this week for each demo builder, so the demo's statements can be opened at once (the
 * Monday mail brings the next ones). Returns the business and the link, for the start log.
 */
export async function demoStatementLinks(
  db: Db,
  clock: Clock,
  appUrl: string,
): Promise<{ business: string; link: string }[]> {
  const links: { business: string; link: string }[] = []
  for (const email of DEMO_BUILDERS) {
    const [builder] = await db
      .select({ organizationId: users.organizationId, business: organizations.businessName })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.email, email))
    if (!builder) continue
    const token = await issueStatementToken(db, clock, builder.organizationId, currentWeek(clock).from)
    links.push({ business: builder.business, link: statementLink(appUrl, token) })
  }
  return links
}
