import type { Project } from '@contract/projects'
import { QUOTE_MSG, type Quote } from '@contract/quotes'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'

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
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ id: context.id }),
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageOf(event.error, QUOTE_MSG.createFailed) }),
          },
        },
      },
      ready: {},
      failed: {
        tags: ['failed'],
        on: { 'detail.retry': 'loading' },
      },
    },
  })

/** The project detail drawer. */
export const projectDetailMachine = createDetailMachine<Project>('projectDetail')
export type ProjectDetailMachine = typeof projectDetailMachine

/** The quote detail drawer (the quote with its supplier_quotes). */
export const quoteDetailMachine = createDetailMachine<Quote>('quoteDetail')
export type QuoteDetailMachine = typeof quoteDetailMachine
