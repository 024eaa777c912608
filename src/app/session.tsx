import type { SessionMachine } from '@machines/session'
import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { SessionStatus } from '@/routes/guard'

export type SessionActorRef = ActorRefFrom<SessionMachine>

const SessionContext = createContext<SessionActorRef | null>(null)

export function SessionProvider({ actorRef, children }: { actorRef: SessionActorRef; children: ReactNode }) {
  return <SessionContext.Provider value={actorRef}>{children}</SessionContext.Provider>
}

export const useSessionActor = (): SessionActorRef => {
  const actorRef = useContext(SessionContext)
  if (!actorRef) throw new Error('useSessionActor outside SessionProvider')
  return actorRef
}

/** What the route guard needs to know of the session. */
export const useSessionStatus = (): SessionStatus => {
  const actorRef = useSessionActor()
  return useSelector(
    actorRef,
    (s): SessionStatus =>
      s.hasTag('authenticated') && s.context.user
        ? { status: 'authenticated', role: s.context.user.role_name }
        : s.hasTag('pending')
          ? { status: 'pending' }
          : { status: 'anonymous' },
    (a, b) => a.status === b.status && (a.status !== 'authenticated' || a.role === (b as typeof a).role),
  )
}
