import { connectApplicationDecision } from '@machines/operator-applications'
import { lazy, Suspense } from 'react'
import { useConnect } from '@/lib/useConnect'
import type { ApplicationDecisionActorRef } from './operatorLogic'

const DecisionDialog = lazy(() => import('./DecisionDialog'))

/** The decision dialog, loaded when the operator first opens it. */
export function DecisionDialogView({ actorRef }: { actorRef: ApplicationDecisionActorRef }) {
  const api = useConnect(actorRef, connectApplicationDecision)
  return api.open ? (
    <Suspense fallback={null}>
      <DecisionDialog actorRef={actorRef} />
    </Suspense>
  ) : null
}
