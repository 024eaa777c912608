import {
  type DirectoryMachine,
  directoryMachine,
  type RecommendMachine,
  recommendMachine,
} from '@machines/directory'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { directoryApi } from '@/api/directory'

export const directoryLogic = directoryMachine.provide({
  actors: {
    loadPage: fromPromise(({ input }) => directoryApi.page(input)),
    // Fire-and-forget: a failed record is dropped, the link opens anyway.
    trackActivity: fromPromise(({ input }) => directoryApi.track(input).catch(() => undefined)),
  },
})
export type DirectoryActorRef = ActorRefFrom<DirectoryMachine>

export const recommendLogic = recommendMachine.provide({
  actors: { referSupplier: fromPromise(({ input }) => directoryApi.recommend(input)) },
})
export type RecommendActorRef = ActorRefFrom<RecommendMachine>
