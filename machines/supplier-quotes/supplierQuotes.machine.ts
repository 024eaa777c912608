import { ACTION_MSG } from '@contract/paymentTexts'
import type { QuoteRequestsPage } from '@contract/quotes'
import { assign, fromPromise, setup } from 'xstate'
import { loadStates } from '../resource/loadStates'
import { isAnotherPage } from '../shared/paging'

/** GET /api/supplier-quotes/requests. */
export type { QuoteRequestsPage }

export interface SupplierQuotesContext {
  page: number
  result: QuoteRequestsPage | null
  error: string | null
}

export type SupplierQuotesEvent = { type: 'requests.reload' } | { type: 'requests.page'; page: number }

/**
 * 'Cotizaciones' (/supplier-quotes, docs/decisions.md#quotes): the open quote requests a supplier may answer,
 * paged; 'requests.reload' after an answer is sent.
 */
export const supplierQuotesMachine = setup({
  types: {
    context: {} as SupplierQuotesContext,
    events: {} as SupplierQuotesEvent,
  },
  actors: {
    loadRequests: fromPromise<QuoteRequestsPage, { page: number }>(async () => {
      throw new Error('loadRequests not provided')
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'requests.page' &&
      isAnotherPage(event.page, context.page, context.result?.last_page ?? 1),
  },
}).createMachine({
  id: 'supplierQuotes',
  context: { page: 1, result: null, error: null },
  initial: 'loading',
  states: {
    ...loadStates<SupplierQuotesContext, QuoteRequestsPage, 'loadRequests', { page: number }>({
      src: 'loadRequests',
      input: (context) => ({ page: context.page }),
      loaded: (result) => ({ result }),
      retry: 'requests.reload',
      fallback: ACTION_MSG.genericError,
    }),
    ready: {
      on: {
        'requests.reload': { target: 'loading' },
        'requests.page': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({
            page: ({ context, event }) => (event.type === 'requests.page' ? event.page : context.page),
          }),
        },
      },
    },
  },
})

export type SupplierQuotesMachine = typeof supplierQuotesMachine
