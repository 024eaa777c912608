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
/** The role names in ROLES's order (admin first). */
export const ROLE_NAMES = Object.keys(ROLES) as readonly RoleName[]

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

/** The users of a supplier business and of a builder business (docs/decisions.md#roles). */
export const SUPPLIER_ROLES: readonly RoleName[] = ['admin-supplier', 'vendor-supplier']
export const CUSTOMER_ROLES: readonly RoleName[] = ['admin-customer', 'customer']

/** The role ids of a list of roles, for the server's queries and the SPA's checks by `role_id`. */
export const roleIdsOf = (names: readonly RoleName[]): readonly number[] => names.map((name) => ROLES[name])
export const SUPPLIER_ROLE_IDS = roleIdsOf(SUPPLIER_ROLES)
export const CUSTOMER_ROLE_IDS = roleIdsOf(CUSTOMER_ROLES)

export const mainRoleOfRole = (role: RoleName): MainRole => {
  if (SUPPLIER_ROLES.includes(role)) return 'supplier'
  if (CUSTOMER_ROLES.includes(role)) return 'customer'
  return role === 'admin' ? 'admin' : 'vendor'
}

/**
 * Who may download the payments list ('Exportar'): the platform operator and the admin of either side
 * (role ids 1, 2 and 4); the server's route and the SPA's button read it (docs/decisions.md#roles).
 */
export const EXPORT_ROLES: readonly RoleName[] = ['admin', 'admin-supplier', 'admin-customer']
/** Who may download 'Reporte de clientes': the platform operator and a supplier's admin (role ids 1 and 2). */
export const CUSTOMERS_REPORT_ROLES: readonly RoleName[] = ['admin', 'admin-supplier']

const hasRoleId = (names: readonly RoleName[], roleId: number) => roleIdsOf(names).includes(roleId)
export const canExport = (roleId: number): boolean => hasRoleId(EXPORT_ROLES, roleId)
export const canCustomersReport = (roleId: number): boolean => hasRoleId(CUSTOMERS_REPORT_ROLES, roleId)
