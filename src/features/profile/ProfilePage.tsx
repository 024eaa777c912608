import type { RoleName } from '@contract/roles'
import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import { ProfileView } from './ProfileView'
import { profileLogic } from './profileLogic'

function Profile({ role }: { role: RoleName }) {
  const actorRef = useFlow(profileLogic, { role })
  return <ProfileView actorRef={actorRef} />
}

/** /profile (admin-supplier, admin-customer, customer): the signed-in user's own business. */
export default function ProfilePage() {
  const user = useSelector(useSessionActor(), selectUser)
  if (!user) return null
  return <Profile key={user.role_name} role={user.role_name} />
}
