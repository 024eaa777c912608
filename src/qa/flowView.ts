import type { ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'

/**
 * How the flows page renders a machine's real view for a replay: the props and the machine input the model test
 * of that machine uses (tests/machines/<flow>.model.test.tsx). A machine missing here can be looked at, not replayed.
 */
export interface FlowView {
  render: (actorRef: AnyActorRef) => ReactNode
  /** The input when the report's path does not carry the one its test used. */
  input?: unknown
  /** Which model test the props were copied from. */
  from: string
  /** The view is a modal dialog or drawer: while it is open it covers the buttons, and Alt+N goes on. */
  overlay?: true
}
