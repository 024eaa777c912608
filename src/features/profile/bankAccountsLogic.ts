import { bankAccountsMachine } from '@machines/bank-accounts'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { bankAccountsApi } from '@/api/bankAccounts'

export const bankAccountsLogic = bankAccountsMachine.provide({
  actors: {
    saveAccount: fromPromise(({ input }) =>
      input.id === null ? bankAccountsApi.create(input.body) : bankAccountsApi.update(input.id, input.body),
    ),
    deleteAccount: fromPromise(({ input }) => bankAccountsApi.delete(input.id)),
  },
})
export type BankAccountsActorRef = ActorRefFrom<typeof bankAccountsMachine>
