import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import {
  activeLeafIds,
  allStateIds,
  describePath,
  expectSameSnapshot,
  type ModelPath,
  type ModelSpec,
  runSyntheticEvent,
  settle,
  startLive,
} from './modelPaths'

export interface ViewSpec<TMachine extends AnyStateMachine> extends ModelSpec<TMachine> {
  /** Renders the view bound to the live actor. */
  render: (actor: AnyActorRef) => void
  /** How a person produces each user event in the rendered view. */
  userEvents: Record<string, (event: EventObject) => Promise<void>>
  /** What the view must show in each state (by state id); every state needs one. */
  states: Record<string, (snapshot: AnyMachineSnapshot) => void>
}

/** Fails when a state or a user event has no view counterpart. */
export const expectViewCoversModel = <TMachine extends AnyStateMachine>(
  spec: ViewSpec<TMachine>,
  paths: ModelPath[],
) => {
  const missingStates = allStateIds(spec.machine).filter(
    (id) => !spec.transient?.includes(id) && !spec.states[id],
  )
  expect(missingStates, 'states without a view assertion').toEqual([])
  const userTypes = new Set(
    paths
      .flatMap((path) => path.steps.map((step) => step.event.type))
      .filter((type) => !type.startsWith('xstate.')),
  )
  const missingEvents = [...userTypes].filter((type) => !spec.userEvents[type])
  expect(missingEvents, 'user events without a view action').toEqual([])
}

/** Runs a path through the rendered view: user events as clicks and typing, asserting the view and the actor at every step. */
export const runPathOnView = async <TMachine extends AnyStateMachine>(
  spec: ViewSpec<TMachine>,
  path: ModelPath,
): Promise<void> => {
  const { actor, controller, clock } = startLive(spec.machine, spec.input)
  spec.render(actor)
  for (const [index, step] of path.steps.entries()) {
    const where = `step ${index} (${step.event.type}) of ${describePath(path)}`
    if (step.event.type !== 'xstate.init') {
      const synthetic = await act(async () => {
        const handled = runSyntheticEvent(spec.machine, step.event, controller, clock)
        await settle()
        return handled
      })
      if (!synthetic) {
        const perform = spec.userEvents[step.event.type]
        if (!perform) throw new Error(`No view action for ${step.event.type}`)
        await perform(step.event)
        await act(settle)
      }
    }
    await waitFor(() => expectSameSnapshot(actor.getSnapshot(), step.state, where))
    for (const id of activeLeafIds(spec.machine, step.state)) {
      const check = spec.states[id]
      if (!check) throw new Error(`No view assertion for state ${id}`)
      await waitFor(() => check(actor.getSnapshot()))
    }
  }
  actor.stop()
}
