import type { QuoteRequest } from '@contract/quotes'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { dialogProps } from '../shared/dialogProps'
import { fieldBinder } from '../shared/form'
import { pagerProps } from '../shared/pagerProps'
import type { QuoteAnswerMachine } from './quoteAnswer.machine'
import type { SupplierQuotesMachine } from './supplierQuotes.machine'

/**
 * What 'Cotizaciones' renders (see docs/architecture.md, "Connect layer"): the page of open requests, loading
 * and its failure, paging when there is more than one page.
 */
export function connect(snapshot: SnapshotFrom<SupplierQuotesMachine>, send: SendOf<SupplierQuotesMachine>) {
  const ctx = snapshot.context
  const failed = snapshot.matches('failed')
  const result = failed ? null : ctx.result
  return {
    loading: snapshot.matches('loading'),
    loadError: failed ? ctx.error : null,
    requests: result?.data ?? [],
    empty: snapshot.matches('ready') && (result?.total ?? 0) === 0,
    pagination: pagerProps(result, ctx.page, (page) => send({ type: 'requests.page', page })),
    getReloadProps: () => ({ onClick: () => send({ type: 'requests.reload' }) }),
    /** A request without this supplier's answer may still be answered. */
    canAnswer: (request: QuoteRequest) => request.my_answer === null,
  }
}
export type SupplierQuotesApi = ReturnType<typeof connect>

/** What the 'Enviar cotización' dialog renders: fields with their errors, the send, the server's answer. */
export function connectAnswer(snapshot: SnapshotFrom<QuoteAnswerMachine>, send: SendOf<QuoteAnswerMachine>) {
  const ctx = snapshot.context
  const busy = snapshot.hasTag('busy')
  return {
    open: snapshot.hasTag('open'),
    ...dialogProps({ busy, close: () => send({ type: 'answer.close' }) }),
    quoteName: ctx.quoteName,
    error: ctx.error,
    notice: snapshot.matches('succeeded') ? ctx.notice : null,
    fileName: ctx.file?.name ?? null,
    fileError: ctx.fieldErrors.file ?? null,
    openFor: (request: QuoteRequest) => send({ type: 'answer.open', id: request.id, name: request.name }),
    onFileChange: (file: File | null) =>
      send({
        type: 'answer.file',
        file: file ? { name: file.name, type: file.type, size: file.size, blob: file } : null,
      }),
    getFieldProps: fieldBinder<'amount' | 'note'>({
      values: ctx.values,
      errors: ctx.fieldErrors,
      readOnly: false,
      disabled: busy,
      change: (patch) => send({ type: 'answer.change', values: patch }),
    }),
    getSubmitProps: () => ({ loading: busy, onClick: () => send({ type: 'answer.submit' }) }),
  }
}
export type QuoteAnswerApi = ReturnType<typeof connectAnswer>
