import { referralsMachine } from '@machines/referrals'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { accountApi } from '@/api/account'

export const referralsLogic = referralsMachine.provide({
  actors: { load: fromPromise(({ input }) => accountApi.referrals(input.page)) },
})
export type ReferralsActorRef = ActorRefFrom<typeof referralsMachine>
