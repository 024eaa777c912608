import { type SessionMachine, type SessionStatus, selectSessionStatus } from '@machines/session'
import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'

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
    selectSessionStatus,
    (a, b) => a.status === b.status && (a.status !== 'authenticated' || a.role === (b as typeof a).role),
  )
}
