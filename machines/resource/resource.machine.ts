import { fromPromise, setup } from 'xstate'
import { loadStates } from './loadStates'

export interface ResourceContext<T> {
  data: T | null
  error: string | null
}

export type ResourceEvent = { type: 'resource.reload' }

/**
 * Loads one thing for a screen (a dashboard's resume, a list page): loading, ready, failed with retry.
 * The loader is injected with `.provide({ actors: { load } })`. A 401 needs nothing here: the API client expires
 * the session for every call.
 */
export const createResourceMachine = <T>(id: string) =>
  setup({
    types: { context: {} as ResourceContext<T>, events: {} as ResourceEvent },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error(`${id}: load not provided`)
      }),
    },
  }).createMachine({
    id,
    context: { data: null, error: null },
    initial: 'loading',
    states: {
      ...loadStates<ResourceContext<T>, T, 'load'>({
        src: 'load',
        loaded: (data) => ({ data }),
        retry: 'resource.reload',
      }),
      ready: {
        tags: ['ready'],
      },
    },
  })

export type ResourceMachine<T> = ReturnType<typeof createResourceMachine<T>>
