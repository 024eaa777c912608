import type { Reward, RewardsResume } from '@contract/directory'
import { assign, fromPromise, setup } from 'xstate'
import { messageOf } from '../shared/failure'

/** Each program's rewards by program id. */
export type RewardsByProgram = Record<number, Reward[]>

export interface RewardsContext {
  resume: RewardsResume | null
  rewards: RewardsByProgram | null
  error: string | null
  rewardsError: string | null
}

export type RewardsEvent = { type: 'rewards.retry' } | { type: 'rewards.retryPrograms' }

/**
 * /rewards 'Recompensas' (admin-customer): the resume (points, referrals, current referral reward, programs)
 * first, then every program's rewards (GET rewards?reward_program_id= for each). A failed resume shows only the
 * error and 'Reintentar'; failed rewards keep the resume on screen and retry only the rewards.
 */
export const rewardsMachine = setup({
  types: { context: {} as RewardsContext, events: {} as RewardsEvent },
  actors: {
    loadResume: fromPromise<RewardsResume>(async () => {
      throw new Error('rewards: loadResume not provided')
    }),
    loadRewards: fromPromise<RewardsByProgram, { programIds: number[] }>(async () => {
      throw new Error('rewards: loadRewards not provided')
    }),
  },
}).createMachine({
  id: 'rewards',
  context: { resume: null, rewards: null, error: null, rewardsError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadResume',
        src: 'loadResume',
        onDone: { target: 'ready', actions: assign({ resume: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'rewards.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'loadingPrograms',
      states: {
        loadingPrograms: {
          tags: ['programsBusy'],
          invoke: {
            id: 'loadRewards',
            src: 'loadRewards',
            input: ({ context }) => ({ programIds: context.resume?.programs.map((p) => p.id) ?? [] }),
            onDone: {
              target: 'programsReady',
              actions: assign({ rewards: ({ event }) => event.output, rewardsError: null }),
            },
            onError: {
              target: 'programsFailed',
              actions: assign({ rewardsError: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        programsReady: {},
        programsFailed: {
          tags: ['programsFailed'],
          on: { 'rewards.retryPrograms': 'loadingPrograms' },
        },
      },
    },
  },
})
