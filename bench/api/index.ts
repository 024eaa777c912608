/**
 * The API scenarios, in the order they run. To add one: write `bench/api/<name>.ts` exporting an
 * `ApiScenario` (see types.ts; loops from ../lib/load.ts) and list it here.
 */
import { directoryList } from './directory'
import { login } from './login'
import { paymentsAtScale } from './payments-scale'
import { healthReference, projectsTotalsLarge, projectsTotalsSmall } from './projects-totals'
import { saleCreate, saleCreateOneLine, signedInReference } from './sale-create'
import type { ApiScenario } from './types'

export const scenarios: ApiScenario[] = [
  login,
  ...paymentsAtScale,
  healthReference,
  projectsTotalsSmall,
  projectsTotalsLarge,
  directoryList,
  signedInReference,
  saleCreate,
  saleCreateOneLine,
]
