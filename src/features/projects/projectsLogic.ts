import {
  type ProjectDetailMachine,
  type ProjectsListMachine,
  projectDetailMachine,
  projectsListMachine,
  type QuoteDetailMachine,
  quoteDetailMachine,
} from '@machines/projects'
import { type QuoteFormMachine, quoteFormMachine } from '@machines/quotes'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { projectsApi } from '@/api/projects'
import { quotesApi } from '@/api/quotes'
import { quotePhoneStore } from './quotePhoneStore'

/** The projects with their totals and the first page of quotes, loaded together. */
const loadProjects = async () => {
  const [projects, quotes] = await Promise.all([projectsApi.listWithTotals(), quotesApi.list(1)])
  return { projects, quotes: quotes.data ?? [] }
}

export const projectsListLogic = projectsListMachine.provide({
  actors: {
    loadProjects: fromPromise(loadProjects),
    // Fire-and-forget: a failed tracking call changes nothing on screen.
    trackActivity: fromPromise(async ({ input }) => {
      try {
        await projectsApi.track(input.event)
      } catch {
        // ignored
      }
    }),
  },
})
export type ProjectsListActorRef = ActorRefFrom<ProjectsListMachine>

export const projectDetailLogic = projectDetailMachine.provide({
  actors: { load: fromPromise(({ input }) => projectsApi.get(input.id)) },
})
export type ProjectDetailActorRef = ActorRefFrom<ProjectDetailMachine>

export const quoteDetailLogic = quoteDetailMachine.provide({
  actors: { load: fromPromise(({ input }) => quotesApi.get(input.id)) },
})
export type QuoteDetailActorRef = ActorRefFrom<QuoteDetailMachine>

/** The host adds notifyCreated / notifyClosed with one more `.provide()`. */
export const quoteFormLogic = quoteFormMachine.provide({
  actors: { createQuote: fromPromise(({ input }) => quotesApi.create(input)) },
  actions: { rememberPhone: (_, params) => quotePhoneStore.save(params.phone) },
})
export type QuoteFormActorRef = ActorRefFrom<QuoteFormMachine>
