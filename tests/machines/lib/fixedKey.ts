import { type AnyStateMachine, assign } from 'xstate'

/**
 * Idempotency keys are random in the app (`ensureIdempotencyKey`); a model needs the same snapshot on every run,
 * so tests keep the machine's rule (reuse the pending key, else make one) with a fixed new key.
 */
export const withFixedIdempotencyKey = <TMachine extends AnyStateMachine>(machine: TMachine, key = 'key-1') =>
  machine.provide({
    actions: {
      ensureIdempotencyKey: assign({
        idempotencyKey: ({ context }: { context: { idempotencyKey: string | null } }) =>
          context.idempotencyKey ?? key,
      }),
    },
  } as never) as TMachine
