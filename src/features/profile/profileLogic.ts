import { profileMachine } from '@machines/profile'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { profileApi } from '@/api/profile'

export const profileLogic = profileMachine.provide({
  actors: {
    load: fromPromise(() => profileApi.own()),
    saveContact: fromPromise(({ input }) => profileApi.updateContact(input)),
  },
})
export type ProfileActorRef = ActorRefFrom<typeof profileMachine>
