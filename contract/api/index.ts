import { checkoutRoutes } from '@contract/api/checkout'
import { filesRoutes } from '@contract/api/files'
import { mediaRoutes } from '@contract/api/media'
import { paymentsRoutes } from '@contract/api/payments'
import { registerRoutes } from '@contract/api/register'
import { reservedCreditLineRoutes } from '@contract/api/reserved-credit-line'
import { rootRoutes } from '@contract/api/root'
import type { RouteTable } from '@contract/api/route'
import { sharedTokensRoutes } from '@contract/api/shared-tokens'

/** Every route module by the URL prefix it serves (its file name): the reference and the tests read this list. */
export const ROUTE_MODULES: Readonly<Record<string, RouteTable>> = {
  checkout: checkoutRoutes,
  files: filesRoutes,
  media: mediaRoutes,
  payments: paymentsRoutes,
  register: registerRoutes,
  'reserved-credit-line': reservedCreditLineRoutes,
  root: rootRoutes,
  'shared-tokens': sharedTokensRoutes,
}
