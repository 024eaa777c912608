import { mainRoleOf } from '@contract/roles'
import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import type { DialogViewer } from '../payment-dialogs/types'
import { PaymentsView } from './PaymentsView'
import { paymentsListLogic } from './paymentsListLogic'
import { usePaymentsRoute, useRouteSync } from './paymentsRoute'

/** /payments/:status? — the supplier's sales or the customer's purchases. */
export default function PaymentsPage() {
  const user = useSelector(useSessionActor(), selectUser)
  const role = user && mainRoleOf(user.owner_type) === 'customer' ? 'customer' : 'supplier'
  const route = usePaymentsRoute()
  const list = useFlow(paymentsListLogic[role], { role, ...route })
  useRouteSync(list, route)
  const viewer = useMemo<DialogViewer>(
    () => ({
      mainRole: role,
      roleId: user?.role_id ?? 0,
      canRequestFactoring: Boolean(user?.use_factoring && user.factoring.can_request),
      ownerId: user?.owner_id ?? 0,
      brand: user?.factoring.brand ?? '',
    }),
    [role, user],
  )
  return <PaymentsView actorRef={list} viewer={viewer} />
}
