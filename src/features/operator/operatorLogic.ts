import {
  type ApplicationDecisionMachine,
  type ApplicationReviewMachine,
  type ApplicationsQueueMachine,
  applicationDecisionMachine,
  applicationReviewMachine,
  applicationsQueueMachine,
} from '@machines/operator-applications'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { applicationsApi } from '@/api/applications'
import { openFileLink } from '@/lib/openFileLink'

export const applicationsQueueLogic = applicationsQueueMachine.provide({
  actors: { loadQueue: fromPromise(({ input }) => applicationsApi.list(input)) },
})
export type ApplicationsQueueActorRef = ActorRefFrom<ApplicationsQueueMachine>

export const applicationReviewLogic = applicationReviewMachine.provide({
  actors: {
    loadApplication: fromPromise(({ input }) => applicationsApi.get(input.id)),
    // The window opens inside the click: the actor starts as the event is sent.
    openDocument: fromPromise(({ input }) => openFileLink(() => applicationsApi.fileLink(input.fileId))),
  },
})
export type ApplicationReviewActorRef = ActorRefFrom<ApplicationReviewMachine>

/** The page adds `decided` and `refused` (show or reload the application) with one more `.provide()`. */
export const applicationDecisionLogic = applicationDecisionMachine.provide({
  actors: { decide: fromPromise(({ input }) => applicationsApi.decide(input)) },
})
export type ApplicationDecisionActorRef = ActorRefFrom<ApplicationDecisionMachine>
