export * from './quoteAnswer.machine'
export {
  connect as connectSupplierQuotes,
  connectAnswer as connectQuoteAnswer,
  type QuoteAnswerApi,
  type SupplierQuotesApi,
} from './supplierQuotes.connect'
export * from './supplierQuotes.machine'
