import {
  type QuoteAnswerMachine,
  quoteAnswerMachine,
  type SupplierQuotesMachine,
  supplierQuotesMachine,
} from '@machines/supplier-quotes'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { supplierQuotesApi } from '@/api/supplierQuotes'

export const supplierQuotesLogic = supplierQuotesMachine.provide({
  actors: { loadRequests: fromPromise(({ input }) => supplierQuotesApi.requests(input)) },
})
export type SupplierQuotesActorRef = ActorRefFrom<SupplierQuotesMachine>

/** The page adds `answered` (reload the requests) with one more `.provide()`. */
export const quoteAnswerLogic = quoteAnswerMachine.provide({
  actors: { sendQuote: fromPromise(({ input }) => supplierQuotesApi.send(input)) },
})
export type QuoteAnswerActorRef = ActorRefFrom<QuoteAnswerMachine>
