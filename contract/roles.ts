/**
 * Roles of docs/decisions.md#roles. `role_id` is what the server stores; `role_name` is what the SPA routes
 * on.
 */
export const ROLES = {
  admin: 1,
  'admin-supplier': 2,
  'vendor-supplier': 3,
  'admin-customer': 4,
  customer: 5,
  vendor: 6,
} as const

export type RoleName = keyof typeof ROLES
export type RoleId = (typeof ROLES)[RoleName]
export const ROLE_NAMES = [
  'admin',
  'admin-supplier',
  'vendor-supplier',
  'admin-customer',
  'customer',
  'vendor',
] as const satisfies readonly RoleName[]

export const roleNameOf = (id: number): RoleName | undefined => ROLE_NAMES.find((name) => ROLES[name] === id)

export type MainRole = 'supplier' | 'customer' | 'admin' | 'vendor'

export const OWNER_TYPES = {
  supplier: 'App\\Models\\Supplier',
  customer: 'App\\Models\\Customer',
  admin: 'App\\Models\\Admin',
  vendor: 'App\\Models\\Vendor',
} as const satisfies Record<MainRole, string>

/** The main role is the last segment of owner_type (`App\Models\Supplier` → supplier). */
export const mainRoleOf = (ownerType: string): MainRole | undefined => {
  const last = ownerType.split('\\').pop()?.toLowerCase()
  return last === 'supplier' || last === 'customer' || last === 'admin' || last === 'vendor'
    ? last
    : undefined
}

export const mainRoleOfRole = (role: RoleName): MainRole =>
  role === 'admin-supplier' || role === 'vendor-supplier'
    ? 'supplier'
    : role === 'admin-customer' || role === 'customer'
      ? 'customer'
      : role

export const SUPPLIER_ROLES: readonly RoleName[] = ['admin-supplier', 'vendor-supplier']
export const CUSTOMER_ROLES: readonly RoleName[] = ['admin-customer', 'customer']

/** Export is allowed to role ids 1, 2 and 4 (docs/decisions.md#roles). */
export const EXPORT_ROLE_IDS: readonly number[] = [1, 2, 4]
