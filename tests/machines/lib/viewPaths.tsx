import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { coverageOf } from './coverage'
import {
  activeLeafIds,
  describePath,
  expectSameState,
  type ModelPath,
  type ModelSpec,
  type Observed,
  observe,
  settle,
  startRecordedRun,
  type Trail,
} from './modelPaths'

export interface ViewSpec<TMachine extends AnyStateMachine, TSelected = unknown>
  extends ModelSpec<TMachine, TSelected> {
  /** Renders the view bound to the live actor. */
  render: (actor: AnyActorRef) => void
  /** How a person produces each user event in the rendered view. */
  userEvents: Record<string, (event: EventObject) => Promise<void>>
  /** What the screen must show in each resting state (by state id), from the trail. */
  screens?: Record<string, (trail: Trail, observed: Observed<TSelected>) => void>
}

/** Fails when a resting state has no view check or a user event no view action. */
export const expectViewCoversModel = <TMachine extends AnyStateMachine, TSelected>(
  spec: ViewSpec<TMachine, TSelected>,
  paths: ModelPath[],
) => {
  const stateIds = coverageOf(spec.machine, spec.report).restingStates(spec.impossible)
  const missingStates = stateIds.filter((id) => !spec.screens?.[id])
  expect(missingStates, 'states without a view assertion').toEqual([])
  const userTypes = new Set(
    paths
      .flatMap((path) => path.steps.map((step) => step.event.type))
      .filter((type) => !type.startsWith('xstate.')),
  )
  const missingEvents = [...userTypes].filter((type) => !spec.userEvents[type])
  expect(missingEvents, 'user events without a view action').toEqual([])
}

/** Runs a path through the rendered view: user events as clicks and typing, asserting the view at every step. */
export const runPathOnView = async <TMachine extends AnyStateMachine, TSelected>(
  spec: ViewSpec<TMachine, TSelected>,
  path: ModelPath,
): Promise<void> => {
  // Coverage is what the actor runs took: this run fills its trail but records nothing (no stepDone).
  const run = startRecordedRun(spec)
  const { actor, controller } = run
  spec.render(actor)
  for (const [index, step] of path.steps.entries()) {
    const where = `step ${index} (${step.event.type}) of ${describePath(path)}, after ${path.steps
      .slice(Math.max(0, index - 6), index)
      .map((s) => s.event.type.replace(/^xstate\./, ''))
      .join(' → ')}`
    const synthetic = await act(async () => {
      const handled = run.synthetic(step.event)
      await settle()
      return handled
    })
    if (!synthetic) {
      const perform = spec.userEvents[step.event.type]
      if (!perform) throw new Error(`No view action for ${step.event.type}`)
      await perform(step.event)
      await act(settle)
    }
    await waitFor(() => expectSameState(actor.getSnapshot(), step.state, where))
    run.trail.steps.push({ event: step.event, state: (actor.getSnapshot() as AnyMachineSnapshot).value })
    for (const id of activeLeafIds(spec.machine, step.state)) {
      const screen = spec.screens?.[id]
      if (!screen) throw new Error(`No screen check for state ${id}`)
      await waitFor(() => screen(run.trail, observe(spec, actor.getSnapshot(), controller)))
    }
  }
  actor.stop()
}
