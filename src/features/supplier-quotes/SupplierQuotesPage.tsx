import { connectQuoteAnswer } from '@machines/supplier-quotes'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { QuoteAnswerView } from './QuoteAnswerView'
import { SupplierQuotesView } from './SupplierQuotesView'
import { quoteAnswerLogic, supplierQuotesLogic } from './supplierQuotesLogic'

/** /supplier-quotes 'Cotizaciones' (admin-supplier, vendor-supplier). */
export default function SupplierQuotesPage({ title }: { title: string }) {
  const list = useFlow(supplierQuotesLogic)
  // A sent answer reloads the requests: the dialog's hook, wired to this page's list actor.
  const answerLogic = useMemo(
    () => quoteAnswerLogic.provide({ actions: { answered: () => list.send({ type: 'requests.reload' }) } }),
    [list],
  )
  const answer = useFlow(answerLogic)
  // A request's 'Enviar cotización' opens the dialog for it (the answer flow's own event).
  const { openFor } = useConnect(answer, connectQuoteAnswer)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4', maxW: '3xl' })}>
      <PageTitle>{title}</PageTitle>
      <QuoteAnswerView actorRef={answer} />
      <SupplierQuotesView actorRef={list} onAnswer={openFor} />
    </div>
  )
}
