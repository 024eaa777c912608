import { REFERRAL_STATUS, REFERRALS_PAGE_SIZE, type Referral } from '@contract/directory'
import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organizations, registrationApplications } from '../../db/schema'
import { readCountedPage } from '../paging'

/**
 * GET /api/customers/get-referrals-by-supplier?page= (admin-supplier, docs/decisions.md#referrals): the
 * applications the caller's organization registered at its counter or that came with its referral code,
 * newest first, 10 per page. The RFC is the approved business's, when it has one (registration asks for none).
 */
export async function referralsOfSupplier(db: Db, supplierOrganizationId: number, page: number) {
  const a = registrationApplications
  const mine = eq(a.referredBySupplierId, supplierOrganizationId)
  const [totalRow] = await db.select({ n: count() }).from(a).where(mine)
  const found = await readCountedPage(totalRow?.n ?? 0, page, REFERRALS_PAGE_SIZE, (limit, offset) =>
    db
      .select({
        id: a.id,
        businessName: a.businessName,
        taxId: organizations.taxId,
        contactName: a.contactName,
        contactPhone: a.contactPhone,
        status: a.status,
        declineReason: a.declineReason,
        createdAt: a.createdAt,
      })
      .from(a)
      .leftJoin(organizations, eq(organizations.id, a.customerOrganizationId))
      .where(mine)
      .orderBy(desc(a.id))
      .limit(limit)
      .offset(offset),
  )
  const data: Referral[] = found.data.map((row) => {
    const status = REFERRAL_STATUS[row.status]
    return {
      id: row.id,
      business_name: row.businessName,
      tax_id: row.taxId,
      contact_name: row.contactName,
      contact_phone: row.contactPhone,
      status_name: status.name,
      status_comment: row.status === 'declined' && row.declineReason ? row.declineReason : status.comment,
      is_authorized: status.authorized,
      created_at: row.createdAt.toISOString(),
    }
  })
  return { ...found, data }
}
