import { useEffect } from 'react'
import { Router } from 'wouter'
import { onUnauthorized } from '@/api/client'
import { useFlow } from '@/lib/useFlow'
import { AppRoutes } from '@/routes/AppRoutes'
import { type SessionActorRef, SessionProvider } from '@/session/context'
import { Shell } from './Shell'
import { sessionLogic } from './sessionLogic'

type RouterProps = Parameters<typeof Router>[0]

export interface AppLocation {
  hook: RouterProps['hook']
  searchHook?: RouterProps['searchHook']
}

/** The app around a given session actor; tests pass their own actor and an in-memory location. */
export function AppView({ session, location }: { session: SessionActorRef; location?: AppLocation }) {
  // Any call answering 401 ends the session (expired or revoked token).
  useEffect(() => onUnauthorized(() => session.send({ type: 'session.expired' })), [session])
  return (
    <SessionProvider actorRef={session}>
      <Router hook={location?.hook} searchHook={location?.searchHook}>
        <Shell>
          <AppRoutes />
        </Shell>
      </Router>
    </SessionProvider>
  )
}

export function App() {
  return <AppView session={useFlow(sessionLogic)} />
}
