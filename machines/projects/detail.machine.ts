import type { Project } from '@contract/projects'
import { QUOTE_MSG, type Quote } from '@contract/quotes'
import { fromPromise, setup } from 'xstate'
import { loadStates } from '../resource/loadStates'

export interface DetailInput {
  id: number
}

export interface DetailContext<T> {
  id: number
  data: T | null
  error: string | null
}

export type DetailEvent = { type: 'detail.retry' }

/**
 * A drawer that shows one thing by id (/projects/detail/:id, /projects/quotes/:id): loading → ready, or failed
 * with a retry. The loader is injected with `.provide({ actors: { load } })`; the route closes the drawer.
 */
const createDetailMachine = <T>(id: string) =>
  setup({
    types: {
      context: {} as DetailContext<T>,
      events: {} as DetailEvent,
      input: {} as DetailInput,
    },
    actors: {
      load: fromPromise<T, DetailInput>(async () => {
        throw new Error(`${id}: load not provided`)
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ id: input.id, data: null, error: null }),
    initial: 'loading',
    states: {
      ...loadStates<DetailContext<T>, T, 'load', DetailInput>({
        src: 'load',
        input: (context) => ({ id: context.id }),
        loaded: (data) => ({ data }),
        retry: 'detail.retry',
        fallback: QUOTE_MSG.createFailed,
      }),
      ready: {},
    },
  })

/** The project detail drawer. */
export const projectDetailMachine = createDetailMachine<Project>('projectDetail')
export type ProjectDetailMachine = typeof projectDetailMachine

/** The quote detail drawer (the quote with its supplier_quotes). */
export const quoteDetailMachine = createDetailMachine<Quote>('quoteDetail')
export type QuoteDetailMachine = typeof quoteDetailMachine
