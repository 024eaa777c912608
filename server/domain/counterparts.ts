import {
  COUNTERPART_SEARCH_LIMIT,
  type Counterpart,
  type SupplierCustomersQuery,
} from '@contract/paymentActions'
import { CUSTOMER_ROLE_IDS, ROLES } from '@contract/roles'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { foldedContains } from '../db/fold'
import { organizations, payments, reservedCreditLines, users } from '../db/schema'

const nameContains = (text: string) => foldedContains(organizations.businessName, text)

/**
 * "organizations"."id", qualified: drizzle writes columns bare in single-table selects, where a correlated
 * subquery would read them as its own table's.
 */
const organizationId = sql`${organizations}.${sql.identifier(organizations.id.name)}`

/**
 * GET /api/suppliers/get-customers: the customer businesses that bought from the caller's supplier
 * organization or hold a reserved line of it, by name (case- and accent-insensitive contains) and/or by user
 * number (exact: a customer user of that business), at most 20, by business name. `id` is the customer
 * organization (what the payments list's counterpart_id takes); `user_id` is the searched user number, or
 * else the business's admin user (lowest id), or else its lowest customer user.
 */
export async function customersOfSupplier(
  db: Db,
  supplierOrganizationId: number,
  query: SupplierCustomersQuery,
): Promise<Counterpart[]> {
  const name = query.name?.trim() ?? ''
  const userId = query.user_id ? Number(query.user_id) : null
  const lowestUser = (roleIds: readonly number[]) =>
    sql<
      number | null
    >`(select min(${users.id}) from ${users} where ${users.organizationId} = ${organizationId} and ${users.active} and ${users.roleId} in (${sql.join(
      roleIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`
  const direction = query.orderDirection === 'desc' ? desc : asc
  const order = query.orderBy === 'id' ? organizations.id : organizations.businessName
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.businessName,
      adminId: lowestUser([ROLES['admin-customer']]),
      anyId: lowestUser(CUSTOMER_ROLE_IDS),
    })
    .from(organizations)
    .where(
      and(
        eq(organizations.kind, 'customer'),
        sql`${organizations.id} in (
          select ${payments.customerOrganizationId} from ${payments} where ${payments.supplierOrganizationId} = ${supplierOrganizationId}
          union
          select ${reservedCreditLines.customerOrganizationId} from ${reservedCreditLines} where ${reservedCreditLines.supplierOrganizationId} = ${supplierOrganizationId}
        )`,
        name === '' ? undefined : nameContains(name),
        userId === null
          ? undefined
          : sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.organizationId} = ${organizationId} and ${users.roleId} in (${sql.join(
              CUSTOMER_ROLE_IDS.map((id) => sql`${id}`),
              sql`, `,
            )}))`,
      ),
    )
    .orderBy(direction(order), direction(organizations.id))
    .limit(COUNTERPART_SEARCH_LIMIT)
  const asId = (value: number | string | null) => (value === null ? null : Number(value))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    user_id: userId ?? asId(row.adminId) ?? asId(row.anyId),
  }))
}

/**
 * GET /api/customers/search/{term}: the suppliers the caller's customer business bought from or holds a
 * reserved line of. Digits match the supplier's id (suppliers have no public user number: `user_id` is
 * null), any other text its name (case- and accent-insensitive contains). At most 20, by name.
 */
export async function suppliersOfCustomer(
  db: Db,
  customerOrganizationId: number,
  term: string,
): Promise<Counterpart[]> {
  const byId = /^\d{1,9}$/.test(term)
  const rows = await db
    .select({ id: organizations.id, name: organizations.businessName })
    .from(organizations)
    .where(
      and(
        eq(organizations.kind, 'supplier'),
        sql`${organizations.id} in (
          select ${payments.supplierOrganizationId} from ${payments} where ${payments.customerOrganizationId} = ${customerOrganizationId}
          union
          select ${reservedCreditLines.supplierOrganizationId} from ${reservedCreditLines} where ${reservedCreditLines.customerOrganizationId} = ${customerOrganizationId}
        )`,
        byId ? eq(organizations.id, Number(term)) : nameContains(term),
      ),
    )
    .orderBy(asc(organizations.businessName), asc(organizations.id))
    .limit(COUNTERPART_SEARCH_LIMIT)
  return rows.map((row) => ({ id: row.id, name: row.name, user_id: null }))
}
