import type { AnyStateMachine, EventFromLogic } from 'xstate'

/**
 * The `send` every connect layer gets beside its machine's snapshot (docs/architecture.md, "Connect layer"):
 * `connect(snapshot: SnapshotFrom<M>, send: SendOf<M>)` takes any event the machine `M` accepts.
 */
export type SendOf<M extends AnyStateMachine> = (event: EventFromLogic<M>) => void
