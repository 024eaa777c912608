import type { Reward, RewardsResume } from '@contract/directory'
import { REWARD_PROGRAMS } from '@contract/directoryTexts'
import { type RewardsByProgram, rewardsMachine } from '@machines/rewards'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { RewardsView } from '@/features/rewards/RewardsView'
import type { RewardsActorRef } from '@/features/rewards/rewardsLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

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

describe.each([
  ['a current prize and rewards in both programs', resume, rewards],
  [
    'no current prize, programs without rewards',
    { ...resume, points: 0, referrals: 0, currentReferralReward: null },
    { 1: [], 2: [] },
  ],
] as const)('rewards machine (%s)', (_, theResume, theRewards) => {
  const spec: ModelSpec<typeof rewardsMachine> = {
    machine: rewardsMachine,
    events: [
      { type: 'rewards.retry' },
      { type: 'rewards.retryPrograms' },
      { type: 'xstate.done.actor.loadResume', output: theResume } as EventObject,
      fail('loadResume', { kind: 'network' }),
      fail('loadResume', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
      { type: 'xstate.done.actor.loadRewards', output: theRewards } as EventObject,
      fail('loadRewards', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
    ],
  }
  const paths = modelPaths(spec)
  const summary = () => screen.getByRole('region', { name: 'Resumen' })
  const program = (name: string) => screen.getByRole('region', { name })
  const expectResume = () => {
    expect(summary()).toHaveTextContent(`Tus puntos${theResume.points === 0 ? '0' : '1,350'}`)
    expect(summary()).toHaveTextContent(`Negocios referidos${theResume.referrals}`)
    if (theResume.currentReferralReward) {
      expect(summary()).toHaveTextContent('Premio actual por referidoTarjeta de regalo$500.00')
      expect(summary().querySelector('img')).toHaveAttribute('src', '/files/gift.png')
    } else {
      expect(summary()).toHaveTextContent('Sin premio vigente por ahora.')
    }
    expect(program('Referidos')).toHaveTextContent(REWARD_PROGRAMS[0].conditions)
    expect(program('Puntos')).toHaveTextContent(REWARD_PROGRAMS[1].conditions)
    expect(screen.queryByRole('status', { name: 'Cargando recompensas' })).not.toBeInTheDocument()
  }
  const view: ViewSpec<typeof rewardsMachine> = {
    ...spec,
    render: (actor: AnyActorRef) => render(<RewardsView actorRef={actor as RewardsActorRef} />),
    userEvents: { 'rewards.retry': retry, 'rewards.retryPrograms': retry },
    states: {
      'rewards.loading': () => {
        expect(screen.getByRole('status', { name: 'Cargando recompensas' })).toBeInTheDocument()
        expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument()
      },
      'rewards.failed': () => {
        expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tus recompensas')
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
        expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument()
      },
      'rewards.ready.loadingPrograms': () => {
        expectResume()
        expect(
          within(program('Referidos')).getByRole('status', { name: 'Cargando recompensas de Referidos' }),
        ).toBeInTheDocument()
        expect(
          within(program('Puntos')).getByRole('status', { name: 'Cargando recompensas de Puntos' }),
        ).toBeInTheDocument()
        expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
      },
      'rewards.ready.programsReady': () => {
        expectResume()
        expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
        if (theRewards[1].length === 0) {
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
      'rewards.ready.programsFailed': () => {
        expectResume()
        expect(screen.getByRole('alert')).toHaveTextContent(
          'No pudimos cargar las recompensas de los programas',
        )
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
        expect(screen.queryByRole('list', { name: 'Recompensas de Referidos' })).not.toBeInTheDocument()
      },
    },
  }
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

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
