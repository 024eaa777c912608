import type { Reward, RewardsResume } from '@contract/directory'
import { REWARD_PROGRAMS } from '@contract/directoryTexts'
import { MSG } from '@contract/messages'
import { connectRewards, type RewardsApi, type RewardsByProgram, rewardsMachine } from '@machines/rewards'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { RewardsView } from '@/features/rewards/RewardsView'
import type { RewardsActorRef } from '@/features/rewards/rewardsLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'

/** /rewards 'Recompensas': the resume, then each program's rewards; each path on the actor and the view. */

const prize: Reward = {
  id: 1,
  name: 'Tarjeta de regalo',
  amount: 500,
  currency: 'MXN',
  image_url: '/files/gift.png',
}
const drill: Reward = { id: 2, name: 'Taladro', amount: 1200, currency: 'PTS', image_url: null }
const resume: RewardsResume = {
  points: 1350,
  referrals: 3,
  currentReferralReward: prize,
  programs: REWARD_PROGRAMS.map((program) => ({ id: program.id, conditions: program.conditions })),
}
const rewards: RewardsByProgram = { 1: [prize], 2: [drill] }

const fail = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as EventObject
const retry = async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))

type Failure = { kind: string; msg?: string }
const messageOf = (failure: Failure) => (failure.kind === 'network' ? MSG.connection : failure.msg)
const lastResume = (trail: Trail) =>
  trail.last<{ output: RewardsResume }>('xstate.done.actor.loadResume')!.output
const lastRewards = (trail: Trail) =>
  trail.last<{ output: RewardsByProgram }>('xstate.done.actor.loadRewards')!.output
const calls = (started: ReadonlyArray<{ name: string }>, name: string) =>
  started.filter((s) => s.name === name).length

/** The resume loads on open and on each Reintentar; the programs' rewards after each resume and on their Reintentar. */
const expectCalls = (started: ReadonlyArray<{ name: string; input: unknown }>, trail: Trail) => {
  expect(calls(started, 'loadResume')).toBe(1 + trail.count('rewards.retry'))
  expect(calls(started, 'loadRewards')).toBe(
    trail.count('xstate.done.actor.loadResume') + trail.count('rewards.retryPrograms'),
  )
}

/** The spec's programs (1 referrals, 2 points); one the server adds later is shown by its number. */
const PROGRAM_NAMES: Record<number, string> = { 1: 'Referidos', 2: 'Puntos', 3: 'Programa 3' }

/** The resume is shown with every program of the resume, named and with its conditions. */
const expectResume = (selected: RewardsApi, trail: Trail) => {
  const resume = lastResume(trail)
  expect(selected.ready).toBe(true)
  expect(selected.resume).toEqual(resume)
  expect(selected.programs.map(({ id, name, conditions }) => ({ id, name, conditions }))).toEqual(
    resume.programs.map((p) => ({ id: p.id, name: PROGRAM_NAMES[p.id], conditions: p.conditions })),
  )
}

const invariants: Record<string, Invariant<RewardsApi>> = {
  'rewards.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toContain('busy')
    expect(selected.resume).toBeNull()
    expect(selected.programs).toEqual([])
    expect(['xstate.init', 'rewards.retry']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expectCalls(started, trail)
  },
  'rewards.failed': ({ selected, started, can }, trail) => {
    expect(can({ type: 'rewards.retry' }), "'Reintentar' is offered").toBe(true)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadResume')
    expect(selected.failed).toBe(true)
    expect(selected.error).toBe(messageOf((trail.lastEvent as unknown as { error: Failure }).error))
    expect(selected.programs).toEqual([])
    expectCalls(started, trail)
  },
  'rewards.ready.loadingPrograms': ({ selected, started }, trail) => {
    expectResume(selected, trail)
    expect(selected.programsLoading).toBe(true)
    // The rewards of every program of the resume.
    expect(started.at(-1)).toEqual({
      name: 'loadRewards',
      input: { programIds: lastResume(trail).programs.map((p) => p.id) },
    })
    expectCalls(started, trail)
  },
  'rewards.ready.programsReady': ({ selected, started }, trail) => {
    expectResume(selected, trail)
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.loadRewards')
    const rewards = lastRewards(trail)
    for (const program of selected.programs) expect(program.rewards).toEqual(rewards[program.id])
    expect(selected.rewardsError).toBeNull()
    expectCalls(started, trail)
  },
  'rewards.ready.programsFailed': ({ selected, started, can }, trail) => {
    expect(can({ type: 'rewards.retryPrograms' }), "'Reintentar' is offered").toBe(true)
    expectResume(selected, trail)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadRewards')
    expect(selected.programsFailed).toBe(true)
    expect(selected.rewardsError).toBe(messageOf((trail.lastEvent as unknown as { error: Failure }).error))
    expectCalls(started, trail)
  },
}

const eventsWith = (theResume: RewardsResume, theRewards: RewardsByProgram): EventObject[] => [
  { type: 'rewards.retry' },
  { type: 'rewards.retryPrograms' },
  { type: 'xstate.done.actor.loadResume', output: theResume } as EventObject,
  fail('loadResume', { kind: 'network' }),
  fail('loadResume', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
  { type: 'xstate.done.actor.loadRewards', output: theRewards } as EventObject,
  fail('loadRewards', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
]

const spec: ModelSpec<typeof rewardsMachine, RewardsApi> = {
  machine: rewardsMachine,
  events: eventsWith(resume, rewards),
  select: (snapshot: AnyMachineSnapshot) => connectRewards(snapshot as never, () => {}),
  invariants,
}

const summary = () => screen.getByRole('region', { name: 'Resumen' })
const program = (name: string) => screen.getByRole('region', { name })
const expectResumeShown = (trail: Trail) => {
  const theResume = lastResume(trail)
  expect(summary()).toHaveTextContent(`Tus puntos${theResume.points.toLocaleString('en-US')}`)
  expect(summary()).toHaveTextContent(`Negocios referidos${theResume.referrals}`)
  if (theResume.currentReferralReward) {
    expect(summary()).toHaveTextContent('Premio actual por referidoTarjeta de regalo$500.00')
    expect(summary().querySelector('img')).toHaveAttribute('src', '/files/gift.png')
  } else {
    expect(summary()).toHaveTextContent('Sin premio vigente por ahora.')
  }
  expect(program('Referidos')).toHaveTextContent(REWARD_PROGRAMS[0].conditions)
  expect(program('Puntos')).toHaveTextContent(REWARD_PROGRAMS[1].conditions)
  const added = theResume.programs.find((p) => p.id === 3)
  if (added) expect(program('Programa 3')).toHaveTextContent(added.conditions)
  else expect(screen.queryByRole('region', { name: 'Programa 3' })).not.toBeInTheDocument()
  expect(screen.queryByRole('status', { name: 'Cargando recompensas' })).not.toBeInTheDocument()
}

const view = {
  render: (actor: AnyActorRef) => render(<RewardsView actorRef={actor as RewardsActorRef} />),
  userEvents: { 'rewards.retry': retry, 'rewards.retryPrograms': retry },
  screens: {
    'rewards.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando recompensas' })).toBeInTheDocument()
      expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument()
    },
    'rewards.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tus recompensas')
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument()
    },
    'rewards.ready.loadingPrograms': (trail: Trail) => {
      expectResumeShown(trail)
      expect(
        within(program('Referidos')).getByRole('status', { name: 'Cargando recompensas de Referidos' }),
      ).toBeInTheDocument()
      expect(
        within(program('Puntos')).getByRole('status', { name: 'Cargando recompensas de Puntos' }),
      ).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'rewards.ready.programsReady': (trail: Trail) => {
      expectResumeShown(trail)
      const theRewards = lastRewards(trail)
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
      if (theRewards[1]!.length === 0) {
        expect(program('Referidos')).toHaveTextContent('Aún no hay recompensas en este programa.')
        expect(program('Puntos')).toHaveTextContent('Aún no hay recompensas en este programa.')
        return
      }
      const referrals = within(program('Referidos')).getByRole('list', { name: 'Recompensas de Referidos' })
      expect(referrals).toHaveTextContent('Tarjeta de regalo$500.00')
      expect(referrals.querySelector('img')).toHaveAttribute('src', '/files/gift.png')
      const points = within(program('Puntos')).getByRole('list', { name: 'Recompensas de Puntos' })
      expect(points).toHaveTextContent('Taladro1,200 puntos')
    },
    'rewards.ready.programsFailed': (trail: Trail) => {
      expectResumeShown(trail)
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No pudimos cargar las recompensas de los programas',
      )
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('list', { name: 'Recompensas de Referidos' })).not.toBeInTheDocument()
    },
  },
}

describeModel('rewards machine', spec, view, [
  { name: 'a current prize and rewards in both programs' },
  {
    name: 'no current prize, programs without rewards',
    events: eventsWith({ ...resume, points: 0, referrals: 0, currentReferralReward: null }, { 1: [], 2: [] }),
  },
  {
    name: 'a program this build does not know yet',
    events: eventsWith(
      { ...resume, programs: [...resume.programs, { id: 3, conditions: 'Compra 10 veces en un mes.' }] },
      { ...rewards, 3: [] },
    ),
  },
])

describe('rewards', () => {
  it('asks for the rewards of every program of the resume', async () => {
    const run = startLive(rewardsMachine)
    await act(async () => {
      run.controller.settle('loadResume', { output: resume })
      await settle()
    })
    expect(run.actor.getSnapshot().children.loadRewards?.getSnapshot().input).toEqual({ programIds: [1, 2] })
    run.actor.stop()
  })
  it('loading, loaded and failed have no axe violations', async () => {
    const run = startLive(rewardsMachine)
    render(<RewardsView actorRef={run.actor as RewardsActorRef} />)
    await expectNoAxeViolations()
    await act(async () => {
      run.controller.settle('loadResume', { output: resume })
      await settle()
    })
    await expectNoAxeViolations()
    await act(async () => {
      run.controller.settle('loadRewards', { error: { kind: 'network' } })
      await settle()
    })
    await expectNoAxeViolations()
    await retry()
    await act(async () => {
      run.controller.settle('loadRewards', { output: rewards })
      await settle()
    })
    await expectNoAxeViolations()
    run.actor.stop()
  })
})
