import { rewardsMachine } from '@machines/rewards'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { accountApi } from '@/api/account'

export const rewardsLogic = rewardsMachine.provide({
  actors: {
    loadResume: fromPromise(() => accountApi.rewardsResume()),
    loadRewards: fromPromise(({ input }) => accountApi.rewards(input.programIds)),
  },
})
export type RewardsActorRef = ActorRefFrom<typeof rewardsMachine>
