import { useMemo } from 'react'
import type { AnyStateMachine } from 'xstate'
import { chartOf } from '../../chart'
import { MachineChart } from '../../MachineChart'
import { activeStateIds } from './machines'

/** The flows page's chart of the machine, with the actor's current states lit. */
export function InspectedChart({ machine, value }: { machine: AnyStateMachine; value: unknown }) {
  const chart = useMemo(() => chartOf(machine), [machine])
  const active = useMemo(() => activeStateIds(machine, value), [machine, value])
  return <MachineChart chart={chart} report={null} active={active} />
}
