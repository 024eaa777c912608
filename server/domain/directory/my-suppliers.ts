import type { SupplierSummary } from '@contract/sales'
import { and, asc, eq, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, payments, reservedCreditLines, sharedCodes, users } from '../../db/schema'
import { isLiveLine } from '../live-reserved-lines'
import { isListedSupplier } from './directory'

/**
 * GET /api/customers/get-suppliers ('Mis proveedores', docs/decisions.md#directory): the active suppliers the
 * builder's business has bought from, or holds a shared code of (any of its users), or holds a live reserved
 * line of (active, not expired), by business name.
 */
export async function suppliersOfBuilder(
  db: Db,
  clock: Clock,
  customerOrganizationId: number,
): Promise<SupplierSummary[]> {
  return db
    .select({
      id: organizations.id,
      business_name: organizations.businessName,
      logo_url: organizations.logoUrl,
    })
    .from(organizations)
    .where(isSupplierOfBuilder(db, clock, customerOrganizationId))
    .orderBy(asc(organizations.businessName), asc(organizations.id))
}

/**
 * Whether `supplierOrganizationId` is one of the builder's suppliers ('Mis proveedores', the same definition):
 * what lets a builder read a supplier's bank accounts (docs/decisions.md#bank-accounts).
 */
export async function dealsWithSupplier(
  db: Db,
  clock: Clock,
  customerOrganizationId: number,
  supplierOrganizationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.id, supplierOrganizationId),
        isSupplierOfBuilder(db, clock, customerOrganizationId),
      ),
    )
  return row !== undefined
}

/** The one definition of a builder's suppliers, as a condition on `organizations`. */
function isSupplierOfBuilder(db: Db, clock: Clock, customerOrganizationId: number) {
  const today = mxToday(clock)
  const bought = db
    .selectDistinct({ id: payments.supplierOrganizationId })
    .from(payments)
    .where(eq(payments.customerOrganizationId, customerOrganizationId))
  const shared = db
    .select({ id: sharedCodes.supplierOrganizationId })
    .from(sharedCodes)
    .innerJoin(users, eq(users.id, sharedCodes.customerUserId))
    .where(eq(users.organizationId, customerOrganizationId))
  const reserved = db
    .select({ id: reservedCreditLines.supplierOrganizationId })
    .from(reservedCreditLines)
    .where(and(eq(reservedCreditLines.customerOrganizationId, customerOrganizationId), isLiveLine(today)))
  return and(isListedSupplier, sql`${organizations.id} in (${bought} union ${shared} union ${reserved})`)
}
