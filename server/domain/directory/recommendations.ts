import type { Recommendation, ReferSupplierRequest } from '@contract/directory'
import { desc, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, supplierRecommendations, users } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { toStoredPhone } from '../mexico'
import { readCountedPage } from '../paging'

/** POST /api/customers/refer-supplier: the recommendation, kept for the operator (`npm run ops recommendations`). */
export async function recommendSupplier(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  request: ReferSupplierRequest,
): Promise<void> {
  const notes = request.notes?.trim()
  await db.insert(supplierRecommendations).values({
    customerOrganizationId: auth.organizationId,
    userId: auth.userId,
    name: request.name,
    phone: toStoredPhone(request.phone),
    notes: notes ? notes : null,
    createdAt: clock.now(),
  })
}

export const RECOMMENDATIONS_PAGE_SIZE = 20

/** GET /api/recommendations?page= (the operator): newest first, 20 per page. */
export async function listRecommendations(db: Db, page: number) {
  const r = supplierRecommendations
  const found = await readCountedPage(await db.$count(r), page, RECOMMENDATIONS_PAGE_SIZE, (limit, offset) =>
    db
      .select({
        id: r.id,
        name: r.name,
        phone: r.phone,
        notes: r.notes,
        business_name: organizations.businessName,
        user_email: users.email,
        createdAt: r.createdAt,
      })
      .from(r)
      .innerJoin(organizations, eq(organizations.id, r.customerOrganizationId))
      .innerJoin(users, eq(users.id, r.userId))
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(limit)
      .offset(offset),
  )
  const data: Recommendation[] = found.data.map(({ createdAt, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
  }))
  return { ...found, data }
}
