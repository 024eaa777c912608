import { CUSTOMER_ROLES, type RoleName, SUPPLIER_ROLES } from '@contract/roles'

export interface NavItem {
  label: string
  to: string
}

type NavEntry = NavItem & { roles: readonly RoleName[] }

const customers = CUSTOMER_ROLES
const suppliers = SUPPLIER_ROLES
const supplierAdmin: readonly RoleName[] = ['admin-supplier']
const operator: readonly RoleName[] = ['admin']
/** Everyone but the supplier's vendors. */
const resourceReaders: readonly RoleName[] = [...CUSTOMER_ROLES, 'admin-supplier', 'vendor', 'admin']

/**
 * The navigation bar, every entry with the roles that see it, in the bar's order
 * (docs/decisions.md#routes-and-navigation). No role is both a supplier and a customer.
 */
const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Inicio', to: '/dashboard-customer', roles: customers },
  { label: 'Inicio', to: '/dashboard-supplier', roles: supplierAdmin },
  { label: 'Nueva venta', to: '/front-desk', roles: suppliers },
  { label: 'Ventas', to: '/payments', roles: suppliers },
  { label: 'Estado de cuenta', to: '/statement', roles: suppliers },
  { label: 'Registrar mis clientes', to: '/registrar-mis-clientes', roles: suppliers },
  { label: 'Cotizaciones', to: '/supplier-quotes', roles: suppliers },
  { label: 'Clientes', to: '/referrals', roles: supplierAdmin },
  { label: 'Perfil', to: '/profile', roles: supplierAdmin },
  { label: 'Compras', to: '/payments', roles: customers },
  { label: 'Mis proveedores', to: '/suppliers', roles: customers },
  { label: 'Nueva compra', to: '/token', roles: customers },
  { label: '¿Donde comprar?', to: '/where-buy', roles: customers },
  { label: 'Proyectos', to: '/projects', roles: customers },
  { label: 'Perfil', to: '/profile', roles: customers },
  { label: 'Solicitudes', to: '/operador/solicitudes', roles: operator },
  { label: 'Recursos', to: '/recursos', roles: resourceReaders },
]

/** The navigation bar of one role, in order. */
export const navItemsFor = (role: RoleName): NavItem[] =>
  NAV_ENTRIES.filter((entry) => entry.roles.includes(role)).map(({ label, to }) => ({ label, to }))

/** Suppliers get the help centre, in the phone drawer only. */
export const showsHelpCenter = (role: RoleName): boolean => SUPPLIER_ROLES.includes(role)

export const HELP_CENTER_URL = 'https://ayuda.obrafiado.mx'
