import type { User } from '@contract/auth'
import { mainRoleOfRole, OWNER_TYPES, roleNameOf } from '@contract/roles'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organizations, users } from '../../db/schema'

/** The User the SPA keeps (contract/auth.ts userSchema); null when the user does not exist. */
/** `brand` is the factoring party's name (config FACTORING_BRAND), shown in chips and statuses. */
export async function loadCurrentUser(db: Db, userId: number, brand: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
  const roleName = row && roleNameOf(row.user.roleId)
  if (!row || !roleName) return null
  const { user, organization } = row
  return {
    id: user.id,
    role_name: roleName,
    role_id: user.roleId,
    owner_type: OWNER_TYPES[mainRoleOfRole(roleName)],
    owner_id: organization.id,
    business_name: organization.businessName,
    business_type: organization.businessType,
    contact_phone: organization.contactPhone,
    has_rewards: organization.hasRewards,
    can_select_vendor: organization.canSelectVendor,
    use_factoring: organization.useFactoring,
    factoring: {
      show_select: organization.factoringShowSelect,
      can_request: organization.factoringCanRequest,
      brand,
    },
    name: [user.name, user.lastName].filter(Boolean).join(' '),
    email: user.email,
  }
}
