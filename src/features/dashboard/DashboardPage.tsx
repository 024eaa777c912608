import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { useSessionActor } from '@/app/session'
import { useFlow } from '@/lib/useFlow'
import { DashboardView } from './DashboardView'
import { resumeLogic } from './resumeLogic'

/** /dashboard-customer and /dashboard-supplier: the payments issue adds what differs by role. */
export default function DashboardPage() {
  const user = useSelector(useSessionActor(), selectUser)
  const resume = useFlow(resumeLogic)
  return <DashboardView businessName={user?.business_name ?? ''} actorRef={resume} />
}
