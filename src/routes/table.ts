import { REGISTER_STEPS } from '@contract/registrationTexts'
import { CUSTOMER_ROLES, type RoleName, SUPPLIER_ROLES } from '@contract/roles'

/**
 * Who may open a route: anyone, any signed-in user, or the listed roles.
 * `checkout` remembers the page for after login; `statement` is public with a token, else needs login;
 * `register` is public but needs the stored register token beyond the info step.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'roles'; roles: readonly RoleName[] }
  | { kind: 'checkout'; roles: readonly RoleName[] }
  | { kind: 'statement' }
  | { kind: 'register' }

export type PageKey =
  | 'login'
  | 'forgotPassword'
  | 'changePassword'
  | 'dashboard'
  | 'purchaseCode'
  | 'sale'
  | 'reservedLines'
  | 'checkout'
  | 'payments'
  | 'register'
  | 'questionnaire'
  | 'registerSuccess'
  | 'clientRegistration'
  | 'supplierQuotes'
  | 'projects'
  | 'mySuppliers'
  | 'supplierProfile'
  | 'referrals'
  | 'rewards'
  | 'directory'
  | 'help'
  | 'resources'
  | 'statement'
  | 'profile'
  | 'operatorApplications'
  | 'operatorApplication'
  | 'placeholder'

export interface RouteDef {
  path: string
  access: Access
  page: PageKey
  /** Title of the placeholder pages of later issues. */
  title?: string
  /** The top navigation bar is hidden (docs/decisions.md#routes-and-navigation). */
  bare?: boolean
}

const roles = (...list: RoleName[]): Access => ({ kind: 'roles', roles: list })
const publicAccess: Access = { kind: 'public' }

/** The registration wizard is one page with a route per step, its success page included. */
const registerRoute = (step: string): RouteDef => ({
  path: `/register/${step}`,
  access: { kind: 'register' },
  page: 'register',
  title: 'Registro',
  bare: true,
})

/** Every route of docs/decisions.md#routes-and-navigation, in matching order. */
export const ROUTES: RouteDef[] = [
  { path: '/login/:showMsg?', access: publicAccess, page: 'login', bare: true },
  { path: '/forgot-password', access: publicAccess, page: 'forgotPassword', bare: true },
  { path: '/change-password/:token', access: publicAccess, page: 'changePassword', bare: true },
  { path: '/dashboard-customer', access: roles(...CUSTOMER_ROLES), page: 'dashboard' },
  { path: '/dashboard-supplier', access: roles('admin-supplier'), page: 'dashboard' },
  {
    path: '/payments/:status?',
    access: roles(...SUPPLIER_ROLES, ...CUSTOMER_ROLES),
    page: 'payments',
    title: 'Pagos',
  },
  { path: '/front-desk', access: roles(...SUPPLIER_ROLES), page: 'sale', title: 'Nueva venta' },
  { path: '/token', access: roles(...CUSTOMER_ROLES), page: 'purchaseCode', title: 'Nueva compra' },
  { path: '/profile', access: roles('admin-supplier', ...CUSTOMER_ROLES), page: 'profile', title: 'Perfil' },
  { path: '/suppliers', access: roles(...CUSTOMER_ROLES), page: 'mySuppliers', title: 'Mis proveedores' },
  { path: '/supplier/:id', access: roles(...CUSTOMER_ROLES), page: 'supplierProfile', title: 'Proveedor' },
  { path: '/how-to-use', access: roles(...CUSTOMER_ROLES), page: 'help', title: '¿Cómo comprar?' },
  { path: '/where-buy', access: roles(...CUSTOMER_ROLES), page: 'directory', title: '¿Donde comprar?' },
  {
    path: '/checkout/:payment_code',
    access: { kind: 'checkout', roles: CUSTOMER_ROLES },
    page: 'checkout',
    title: 'Confirmar compra',
    bare: true,
  },
  { path: '/referrals', access: roles('admin-supplier'), page: 'referrals', title: 'Clientes' },
  { path: '/rewards', access: roles('admin-customer'), page: 'rewards', title: 'Recompensas' },
  {
    path: '/reserved-credit-lines',
    access: roles(...SUPPLIER_ROLES),
    page: 'reservedLines',
    title: 'Líneas de crédito reservadas',
  },
  {
    path: '/supplier-quotes',
    access: roles(...SUPPLIER_ROLES),
    page: 'supplierQuotes',
    title: 'Cotizaciones',
  },
  {
    path: '/registrar-mis-clientes',
    access: publicAccess,
    page: 'clientRegistration',
    title: 'Registrar mis clientes',
    bare: true,
  },
  { path: '/recursos', access: publicAccess, page: 'resources', title: 'Recursos' },
  // The platform operator's console: the applications to evaluate, and one of them.
  {
    path: '/operador/solicitudes',
    access: roles('admin'),
    page: 'operatorApplications',
    title: 'Solicitudes de crédito',
  },
  {
    path: '/operador/solicitudes/:id',
    access: roles('admin'),
    page: 'operatorApplication',
    title: 'Solicitud de crédito',
  },
  // One page for the list and its two drawer routes: a drawer opens over the list, which stays mounted.
  { path: '/projects', access: roles(...CUSTOMER_ROLES), page: 'projects', title: 'Proyectos' },
  { path: '/projects/detail/:id', access: roles(...CUSTOMER_ROLES), page: 'projects', title: 'Proyectos' },
  { path: '/projects/quotes/:id', access: roles(...CUSTOMER_ROLES), page: 'projects', title: 'Proyectos' },
  {
    path: '/statement/:token?',
    access: { kind: 'statement' },
    page: 'statement',
    title: 'Estado de cuenta',
  },
  {
    path: '/questionnaire/:token?',
    access: publicAccess,
    page: 'questionnaire',
    title: 'Cuestionario',
    bare: true,
  },
  {
    path: '/register-success',
    access: publicAccess,
    page: 'registerSuccess',
    title: '¡Gracias!',
    bare: true,
  },
  ...[...REGISTER_STEPS, 'success'].map(registerRoute),
]
