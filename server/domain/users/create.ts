import { ROLES, type RoleName } from '@contract/roles'
import type { Db } from '../../db/client'
import { creditLines, organizations, users } from '../../db/schema'
import { normalizeEmail } from '../auth/email'

export type NewOrganization = Omit<typeof organizations.$inferInsert, 'id'>
export type NewCreditLine = Omit<typeof creditLines.$inferInsert, 'id' | 'organizationId'>

/** Inserts an organization, and its credit line when it is a customer that has one. */
export async function createOrganization(
  db: Db,
  organization: NewOrganization,
  creditLine?: NewCreditLine,
): Promise<number> {
  const [row] = await db.insert(organizations).values(organization).returning({ id: organizations.id })
  const id = row!.id
  if (creditLine) await db.insert(creditLines).values({ ...creditLine, organizationId: id })
  return id
}

export type NewUser = {
  organizationId: number
  role: RoleName
  name: string
  lastName?: string | null
  email: string
  /** Stored form, with the 52 prefix. */
  phone?: string | null
  /** Already hashed (hashing is slow: callers run it outside transactions and in parallel). */
  passwordHash: string | null
  active?: boolean
  createdAt?: Date
}

export async function createUser(db: Db, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      organizationId: user.organizationId,
      roleId: ROLES[user.role],
      name: user.name,
      lastName: user.lastName ?? null,
      email: normalizeEmail(user.email),
      phone: user.phone ?? null,
      passwordHash: user.passwordHash,
      active: user.active ?? true,
      ...(user.createdAt ? { createdAt: user.createdAt } : {}),
    })
    .returning({ id: users.id })
  return row!.id
}
