export { connect as connectQuoteForm, type QuoteFormApi } from './quoteForm.connect'
export * from './quoteForm.machine'
