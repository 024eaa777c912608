import { connectApplicationDecision } from '@machines/operator-applications'
import { useMemo } from 'react'
import { useParams } from 'wouter'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { ApplicationReviewView } from './ApplicationReviewView'
import { DecisionDialogView } from './DecisionDialogView'
import { applicationDecisionLogic, applicationReviewLogic } from './operatorLogic'

function ApplicationReview({ id, title }: { id: string; title: string }) {
  const review = useFlow(applicationReviewLogic, { id })
  // The dialog's hooks, wired to this page's application: show what the decision answered, or reload it.
  const decisionLogic = useMemo(
    () =>
      applicationDecisionLogic.provide({
        actions: {
          decided: (_, params) => review.send({ type: 'application.decided', ...params }),
          refused: () => review.send({ type: 'application.reload' }),
        },
      }),
    [review],
  )
  const decision = useFlow(decisionLogic)
  const { openApprove, openDecline } = useConnect(decision, connectApplicationDecision)
  return (
    <>
      <ApplicationReviewView
        actorRef={review}
        title={title}
        onApprove={openApprove}
        onDecline={openDecline}
      />
      <DecisionDialogView actorRef={decision} />
    </>
  )
}

/** /operador/solicitudes/:id: one application, approved or declined from here (the platform operator). */
export default function ApplicationReviewPage({ title }: { title: string }) {
  const { id = '' } = useParams<{ id: string }>()
  // Another id is another application: a fresh flow.
  return <ApplicationReview key={id} id={id} title={title} />
}
