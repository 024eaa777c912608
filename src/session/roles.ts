import type { RoleName } from '@contract/roles'

/** Where `/` and a wrong-role visit send each role (docs/decisions.md#routes-and-navigation). */
export const homeOf = (role: RoleName): string => {
  switch (role) {
    case 'vendor-supplier':
      return '/front-desk'
    case 'admin-supplier':
      return '/dashboard-supplier'
    case 'admin-customer':
    case 'customer':
      return '/dashboard-customer'
    case 'admin':
      // The platform operator's console: the applications waiting for a decision.
      return '/operador/solicitudes'
    default:
      // The platform's vendors have no dashboard in the spec: resources are theirs.
      return '/recursos'
  }
}
