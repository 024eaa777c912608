import { eq, type SQL, sql } from 'drizzle-orm'
import { payments } from '../db/schema'
import type { AuthUser } from './auth/sessions'

/**
 * Whose data a signed-in user reads and changes: the one answer to "which side of this payment is mine".
 *
 * - `supplier`: the organization's sales (admin-supplier, vendor-supplier);
 * - `customer`: the organization's purchases (admin-customer, customer);
 * - `platform`: the platform operator (role admin). It is a party to no payment: every payment endpoint
 *   answers it as it answers a stranger (404, an empty list). Only the operator's own reports (the payments
 *   export, the customers report) read across organizations, and they say so where they do;
 * - `none`: a platform vendor (role vendor): owns nothing.
 */
export type Scope =
  | { side: 'supplier'; organizationId: number }
  | { side: 'customer'; organizationId: number }
  | { side: 'platform' }
  | { side: 'none' }

/** A scope that is a party to payments: one organization's sales or purchases. */
export type PartyScope = Extract<Scope, { side: 'supplier' | 'customer' }>

export function scopeOf(auth: AuthUser): Scope {
  switch (auth.mainRole) {
    case 'supplier':
      return { side: 'supplier', organizationId: auth.organizationId }
    case 'customer':
      return { side: 'customer', organizationId: auth.organizationId }
    case 'admin':
      return { side: 'platform' }
    default:
      return { side: 'none' }
  }
}

export const isParty = (scope: Scope): scope is PartyScope =>
  scope.side === 'supplier' || scope.side === 'customer'

/** The payments of the scope: its sales or its purchases; for the platform and vendors none at all. */
export function ownsPayment(scope: Scope): SQL {
  switch (scope.side) {
    case 'supplier':
      return eq(payments.supplierOrganizationId, scope.organizationId)
    case 'customer':
      return eq(payments.customerOrganizationId, scope.organizationId)
    default:
      return sql`false`
  }
}

/** The other party's column: the customer of a sale, the supplier of a purchase (list filters by it). */
export const counterpartColumn = (scope: PartyScope) =>
  scope.side === 'supplier' ? payments.customerOrganizationId : payments.supplierOrganizationId

/** The payment clock's filter for a party (payments/clock.ts moves only these payments). */
export const sweepOf = (scope: PartyScope) =>
  scope.side === 'supplier'
    ? { supplierOrganizationId: scope.organizationId }
    : { customerOrganizationId: scope.organizationId }
