import { REWARD_PROGRAMS } from '@contract/directoryTexts'
import type { RewardsContext, RewardsEvent } from './rewards.machine'

interface RewardsSnapshot {
  context: RewardsContext
  hasTag: (tag: string) => boolean
}

/** The rewards page as the view renders it: the resume, each program with its name, conditions and rewards. */
export function connectRewards(snapshot: RewardsSnapshot, send: (event: RewardsEvent) => void) {
  const { resume, rewards } = snapshot.context
  const programs = (resume?.programs ?? []).map((program) => ({
    id: program.id,
    name: REWARD_PROGRAMS.find((known) => known.id === program.id)?.name ?? `Programa ${program.id}`,
    conditions: program.conditions,
    rewards: rewards?.[program.id] ?? null,
  }))
  return {
    resume,
    programs,
    loading: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('failed'),
    ready: snapshot.hasTag('ready'),
    programsLoading: snapshot.hasTag('programsBusy'),
    programsFailed: snapshot.hasTag('programsFailed'),
    error: snapshot.context.error,
    rewardsError: snapshot.context.rewardsError,
    retry: () => send({ type: 'rewards.retry' }),
    retryPrograms: () => send({ type: 'rewards.retryPrograms' }),
  }
}
export type RewardsApi = ReturnType<typeof connectRewards>
