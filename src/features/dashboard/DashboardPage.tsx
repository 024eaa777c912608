import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { useSessionActor } from '@/app/session'
import { useFlow } from '@/lib/useFlow'
import { type DashboardUser, DashboardView, dashboardRoleOf } from './DashboardView'
import { type DashboardActorRef, dashboardLogicFor } from './dashboardLogic'

function Dashboard({ user }: { user: DashboardUser }) {
  const actorRef: DashboardActorRef = useFlow(
    dashboardLogicFor(dashboardRoleOf(user), user.has_rewards === 1),
  )
  return <DashboardView actorRef={actorRef} user={user} />
}

/** /dashboard-customer and /dashboard-supplier: what each role sees is decided by the signed-in user. */
export default function DashboardPage() {
  const user = useSelector(useSessionActor(), selectUser)
  if (!user) return null
  // A new role or rewards flag is a new dashboard machine.
  return <Dashboard key={`${user.role_name}:${user.has_rewards}`} user={user} />
}
