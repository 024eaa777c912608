import { resourcesMachine } from '@machines/resources'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { resourcesApi } from '@/api/resources'

export const resourcesLogic = resourcesMachine.provide({
  actors: { load: fromPromise(() => resourcesApi.list()) },
})
export type ResourcesActorRef = ActorRefFrom<typeof resourcesMachine>
