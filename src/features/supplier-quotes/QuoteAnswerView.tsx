import { connectQuoteAnswer } from '@machines/supplier-quotes'
import { lazy, Suspense } from 'react'
import { Alert } from '@/components/ui/Alert'
import { useConnect } from '@/lib/useConnect'
import type { QuoteAnswerActorRef } from './supplierQuotesLogic'

const QuoteAnswerDialog = lazy(() => import('./QuoteAnswerDialog'))

/** 'Enviar cotización': the PDF, an optional amount and note. The notice of a sent answer stays on the page. */
export function QuoteAnswerView({ actorRef }: { actorRef: QuoteAnswerActorRef }) {
  const api = useConnect(actorRef, connectQuoteAnswer)
  return (
    <>
      {api.notice && <Alert status="success">{api.notice}</Alert>}
      {api.open && (
        <Suspense fallback={null}>
          <QuoteAnswerDialog actorRef={actorRef} />
        </Suspense>
      )}
    </>
  )
}
