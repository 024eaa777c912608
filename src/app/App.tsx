import { useEffect } from 'react'
import { Router } from 'wouter'
import { onUnauthorized } from '@/api/client'
import { useFlow } from '@/lib/useFlow'
import { AppRoutes } from '@/routes/AppRoutes'
import { Shell } from './Shell'
import { type SessionActorRef, SessionProvider } from './session'
import { sessionLogic } from './sessionLogic'

/** The app around a given session actor; tests pass their own actor and location hook. */
export function AppView({
  session,
  hook,
}: {
  session: SessionActorRef
  hook?: Parameters<typeof Router>[0]['hook']
}) {
  return (
    <SessionProvider actorRef={session}>
      <Router hook={hook}>
        <Shell>
          <AppRoutes />
        </Shell>
      </Router>
    </SessionProvider>
  )
}

export function App() {
  const session = useFlow(sessionLogic)
  // Any call answering 401 ends the session (expired or revoked token).
  useEffect(() => onUnauthorized(() => session.send({ type: 'session.expired' })), [session])
  return <AppView session={session} />
}
