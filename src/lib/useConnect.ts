import type { FieldProps } from '@machines/shared/form'
import { useSelector } from '@xstate/react'
import { type ChangeEvent, useMemo } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

const whole = <T>(snapshot: T): T => snapshot

/**
 * A flow's connected API: the actor's snapshot is read once, and the flow's `connect(snapshot, send)` (in
 * machines/<flow>/<flow>.connect.ts) turns it into the values and prop getters the view renders.
 */
export function useConnect<TActor extends AnyActorRef, TApi>(
  actorRef: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: TActor['send']) => TApi,
): TApi {
  const snapshot = useSelector(actorRef, whole) as SnapshotFrom<TActor>
  return useMemo(() => connect(snapshot, actorRef.send), [connect, snapshot, actorRef])
}

type ValueElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** A connected field as the props of a native input, select or textarea (the value comes from the event). */
export const inputProps = ({ onChange, ...field }: FieldProps) => ({
  ...field,
  onChange: (event: ChangeEvent<ValueElement>) => onChange(event.target.value),
})
