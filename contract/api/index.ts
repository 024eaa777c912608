import { applicationsRoutes } from '@contract/api/applications'
import { checkoutRoutes } from '@contract/api/checkout'
import { customerUsersRoutes } from '@contract/api/customer-users'
import { customersRoutes } from '@contract/api/customers'
import { directoryActivitiesRoutes } from '@contract/api/directory-activities'
import { filesRoutes } from '@contract/api/files'
import { mediaRoutes } from '@contract/api/media'
import { organizationsRoutes } from '@contract/api/organizations'
import { paymentsRoutes } from '@contract/api/payments'
import { platformResourcesRoutes } from '@contract/api/platform-resources'
import { projectActivitiesRoutes } from '@contract/api/project-activities'
import { projectsRoutes } from '@contract/api/projects'
import { quotesRoutes } from '@contract/api/quotes'
import { recommendationsRoutes } from '@contract/api/recommendations'
import { registerRoutes } from '@contract/api/register'
import { reservedCreditLineRoutes } from '@contract/api/reserved-credit-line'
import { rewardsRoutes } from '@contract/api/rewards'
import { rootRoutes } from '@contract/api/root'
import type { RouteTable } from '@contract/api/route'
import { sharedTokensRoutes } from '@contract/api/shared-tokens'
import { statusCustomerRoutes } from '@contract/api/status-customer'
import { supplierQuotesRoutes } from '@contract/api/supplier-quotes'
import { suppliersRoutes } from '@contract/api/suppliers'
import { suppliersBankAccountsRoutes } from '@contract/api/suppliers-bank-accounts'

/** Every route module by the URL prefix it serves (its file name): the reference and the tests read this list. */
export const ROUTE_MODULES: Readonly<Record<string, RouteTable>> = {
  applications: applicationsRoutes,
  checkout: checkoutRoutes,
  'directory-activities': directoryActivitiesRoutes,
  files: filesRoutes,
  media: mediaRoutes,
  payments: paymentsRoutes,
  'platform-resources': platformResourcesRoutes,
  'project-activities': projectActivitiesRoutes,
  projects: projectsRoutes,
  quotes: quotesRoutes,
  recommendations: recommendationsRoutes,
  'customer-users': customerUsersRoutes,
  customers: customersRoutes,
  organizations: organizationsRoutes,
  register: registerRoutes,
  'reserved-credit-line': reservedCreditLineRoutes,
  rewards: rewardsRoutes,
  root: rootRoutes,
  'shared-tokens': sharedTokensRoutes,
  'status-customer': statusCustomerRoutes,
  'supplier-quotes': supplierQuotesRoutes,
  suppliers: suppliersRoutes,
  'suppliers-bank-accounts': suppliersBankAccountsRoutes,
}
