import { CUSTOMER_ROLES, type RoleName, SUPPLIER_ROLES } from '@contract/roles'

export interface NavItem {
  label: string
  to: string
}

/** The navigation bar by role, in order (docs/decisions.md#routes-and-navigation). */
export const navItemsFor = (role: RoleName): NavItem[] => {
  const customer = CUSTOMER_ROLES.includes(role)
  const items: NavItem[] = []
  if (customer) items.push({ label: 'Inicio', to: '/dashboard-customer' })
  if (role === 'admin-supplier') items.push({ label: 'Inicio', to: '/dashboard-supplier' })
  if (SUPPLIER_ROLES.includes(role)) {
    items.push(
      { label: 'Nueva venta', to: '/front-desk' },
      { label: 'Ventas', to: '/payments' },
      { label: 'Estado de cuenta', to: '/statement' },
      { label: 'Registrar mis clientes', to: '/registrar-mis-clientes' },
      { label: 'Cotizaciones', to: '/supplier-quotes' },
    )
  }
  if (role === 'admin-supplier')
    items.push({ label: 'Clientes', to: '/referrals' }, { label: 'Perfil', to: '/profile' })
  if (customer) {
    items.push(
      { label: 'Compras', to: '/payments' },
      { label: 'Mis proveedores', to: '/suppliers' },
      { label: 'Nueva compra', to: '/token' },
      { label: '¿Donde comprar?', to: '/where-buy' },
      { label: 'Proyectos', to: '/projects' },
      { label: 'Perfil', to: '/profile' },
    )
  }
  if (role === 'admin') items.push({ label: 'Solicitudes', to: '/operador/solicitudes' })
  if (customer || role === 'admin-supplier' || role === 'vendor' || role === 'admin')
    items.push({ label: 'Recursos', to: '/recursos' })
  return items
}

/** Suppliers get the help centre, in the phone drawer only. */
export const showsHelpCenter = (role: RoleName): boolean => SUPPLIER_ROLES.includes(role)

export const HELP_CENTER_URL = 'https://ayuda.obrafiado.mx'
