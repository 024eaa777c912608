import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import { type DashboardUser, DashboardView, dashboardRoleOf } from './DashboardView'
import { DirectoryStatsCard, directoryStatsLogic } from './DirectoryStatsCard'
import { type DashboardActorRef, dashboardLogicFor } from './dashboardLogic'

function SupplierDirectoryStats() {
  const actorRef = useFlow(directoryStatsLogic)
  return <DirectoryStatsCard actorRef={actorRef} />
}

function Dashboard({ user }: { user: DashboardUser }) {
  const role = dashboardRoleOf(user)
  const actorRef: DashboardActorRef = useFlow(dashboardLogicFor(role, user.has_rewards === 1))
  // Supplier roles with directory-stats (admin-supplier, vendor-supplier): their own counts.
  const stats = role === 'supplier' ? <SupplierDirectoryStats /> : null
  return <DashboardView actorRef={actorRef} user={user} after={stats} />
}

/** /dashboard-customer and /dashboard-supplier: what each role sees is decided by the signed-in user. */
export default function DashboardPage() {
  const user = useSelector(useSessionActor(), selectUser)
  if (!user) return null
  // A new role or rewards flag is a new dashboard machine.
  return <Dashboard key={`${user.role_name}:${user.has_rewards}`} user={user} />
}
