import { bankAccountsMachine, profileMachine } from '@machines/profile'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { profileApi } from '@/api/profile'

export const profileLogic = profileMachine.provide({
  actors: {
    load: fromPromise(() => profileApi.own()),
    saveContact: fromPromise(({ input }) => profileApi.updateContact(input)),
  },
})
export type ProfileActorRef = ActorRefFrom<typeof profileMachine>

export const bankAccountsLogic = bankAccountsMachine.provide({
  actors: {
    saveAccount: fromPromise(({ input }) =>
      input.id === null
        ? profileApi.createAccount(input.body)
        : profileApi.updateAccount(input.id, input.body),
    ),
    deleteAccount: fromPromise(({ input }) => profileApi.deleteAccount(input.id)),
  },
})
export type BankAccountsActorRef = ActorRefFrom<typeof bankAccountsMachine>
