import type { EventObject } from 'xstate'

/** The synthetic event of an invoked actor that resolved with `output` (the model paths' `xstate.done.actor.<id>`). */
export const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject

/** The synthetic event of an invoked actor that failed with `error` (`xstate.error.actor.<id>`). */
export const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
