import type { Resume } from '@contract/resume'
import { createResourceMachine } from '@machines/resource'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { paymentsApi } from '@/api/payments'

export const resumeMachine = createResourceMachine<Resume>('resume')
export const resumeLogic = resumeMachine.provide({
  actors: { load: fromPromise(() => paymentsApi.resume()) },
})
export type ResumeActorRef = ActorRefFrom<typeof resumeMachine>
