import { checkoutRoutes } from '@contract/api/checkout'
import { customerUsersRoutes } from '@contract/api/customer-users'
import { customersRoutes } from '@contract/api/customers'
import { filesRoutes } from '@contract/api/files'
import { mediaRoutes } from '@contract/api/media'
import { organizationsRoutes } from '@contract/api/organizations'
import { paymentsRoutes } from '@contract/api/payments'
import { registerRoutes } from '@contract/api/register'
import { reservedCreditLineRoutes } from '@contract/api/reserved-credit-line'
import { rootRoutes } from '@contract/api/root'
import type { RouteTable } from '@contract/api/route'
import { sharedTokensRoutes } from '@contract/api/shared-tokens'
import { statusCustomerRoutes } from '@contract/api/status-customer'
import { suppliersRoutes } from '@contract/api/suppliers'
import { suppliersBankAccountsRoutes } from '@contract/api/suppliers-bank-accounts'

/** Every route module by the URL prefix it serves (its file name): the reference and the tests read this list. */
export const ROUTE_MODULES: Readonly<Record<string, RouteTable>> = {
  checkout: checkoutRoutes,
  files: filesRoutes,
  media: mediaRoutes,
  payments: paymentsRoutes,
  'customer-users': customerUsersRoutes,
  customers: customersRoutes,
  organizations: organizationsRoutes,
  register: registerRoutes,
  'reserved-credit-line': reservedCreditLineRoutes,
  root: rootRoutes,
  'shared-tokens': sharedTokensRoutes,
  'status-customer': statusCustomerRoutes,
  suppliers: suppliersRoutes,
  'suppliers-bank-accounts': suppliersBankAccountsRoutes,
}
