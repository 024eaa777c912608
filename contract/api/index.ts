import { checkoutRoutes } from '@contract/api/checkout'
import { registerRoutes } from '@contract/api/register'
import { rootRoutes } from '@contract/api/root'
import type { RouteTable } from '@contract/api/route'
import { sharedTokensRoutes } from '@contract/api/shared-tokens'

/** Every route module by the URL prefix it serves (its file name): the reference and the tests read this list. */
export const ROUTE_MODULES: Readonly<Record<string, RouteTable>> = {
  checkout: checkoutRoutes,
  register: registerRoutes,
  root: rootRoutes,
  'shared-tokens': sharedTokensRoutes,
}
