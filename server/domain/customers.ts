import { toPesos } from '@contract/money'
import { CUSTOMER_ROLE_IDS, ROLES } from '@contract/roles'
import type { CustomerLookup } from '@contract/sales'
import { type Vendor, vendorCodeOf } from '@contract/vendors'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../clock'
import type { Db } from '../db/client'
import { creditLines, organizations, reservedCreditLines, users } from '../db/schema'
import { isCreditBlocked } from './credit-block'

/** A customer user (the "user number" a supplier types) with its organization and credit line. */
export type CustomerAccount = {
  userId: number
  organizationId: number
  businessName: string
  taxId: string | null
  organizationActive: boolean
  /** Credit-blocked (a purchase in non_payment, see credit-block.ts): cannot buy. */
  creditBlocked: boolean
  /** Has active reserved lines past their expiration date that no sweep released yet. */
  hasExpiredLines: boolean
  creditLine: {
    id: number
    creditLimit: number
    transactionLimit: number
    used: number
    termLimitDays: number
  } | null
}

/** An id from a path or a body that can name a row: a positive integer within int4. */
export const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647

/** Parses a path segment as a row id; null for anything else (answered 404, never 500). */
export const rowIdOf = (segment: string | undefined): number | null => {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null
  const id = Number(segment)
  return isRowId(id) ? id : null
}

/**
 * The active customer user with this id, or null (unknown, inactive, or not a customer user). One query,
 * with the facts a sale needs (credit block, lines to release).
 */
export async function findCustomer(db: Db, clock: Clock, userId: number): Promise<CustomerAccount | null> {
  if (!isRowId(userId)) return null
  const [row] = await db
    .select({
      creditBlocked: sql<boolean>`${isCreditBlocked(organizations.id)}`,
      hasExpiredLines: sql<boolean>`exists (select 1 from ${reservedCreditLines} where ${reservedCreditLines.customerOrganizationId} = ${organizations.id} and ${reservedCreditLines.active} and ${reservedCreditLines.expirationDate} < ${mxToday(clock)})`,
      userId: users.id,
      organizationId: organizations.id,
      businessName: organizations.businessName,
      taxId: organizations.taxId,
      status: organizations.status,
      creditLineId: creditLines.id,
      creditLimit: creditLines.creditLimit,
      transactionLimit: creditLines.transactionLimit,
      used: creditLines.used,
      termLimitDays: creditLines.termLimitDays,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(creditLines, eq(creditLines.organizationId, organizations.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        inArray(users.roleId, CUSTOMER_ROLE_IDS),
        eq(organizations.kind, 'customer'),
      ),
    )
  if (!row) return null
  return {
    userId: row.userId,
    organizationId: row.organizationId,
    businessName: row.businessName,
    taxId: row.taxId,
    organizationActive: row.status === 'active',
    creditBlocked: Boolean(row.creditBlocked),
    hasExpiredLines: Boolean(row.hasExpiredLines),
    creditLine:
      row.creditLineId === null
        ? null
        : {
            id: row.creditLineId,
            creditLimit: row.creditLimit!,
            transactionLimit: row.transactionLimit!,
            used: row.used!,
            termLimitDays: row.termLimitDays!,
          },
  }
}

/** Available credit in centavos: limit − used (used includes unused reserved lines). */
export const availableOf = (account: CustomerAccount): number =>
  account.creditLine ? account.creditLine.creditLimit - account.creditLine.used : 0

export const customerLookupOf = (account: CustomerAccount): CustomerLookup => ({
  id: account.userId,
  business_name: account.businessName,
  tax_id: account.taxId,
  available: toPesos(availableOf(account)),
})

/**
 * The supplier's enabled vendor-supplier users, by name: the vendors a sale or a registered client can be
 * assigned to (GET suppliers/get-vendors, GET register/client-form).
 */
export async function vendorsOf(db: Db, supplierOrganizationId: number): Promise<Vendor[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, supplierOrganizationId),
        eq(users.roleId, ROLES['vendor-supplier']),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
  return rows.map((row) => ({
    id: row.id,
    code: vendorCodeOf(row.id),
    name: [row.name, row.lastName].filter(Boolean).join(' '),
  }))
}

/** True when the user is an active vendor-supplier of the organization. */
export async function isVendorOf(db: Db, userId: number, supplierOrganizationId: number): Promise<boolean> {
  if (!isRowId(userId)) return false
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.organizationId, supplierOrganizationId),
        eq(users.roleId, ROLES['vendor-supplier']),
        eq(users.active, true),
      ),
    )
  return Boolean(row)
}
