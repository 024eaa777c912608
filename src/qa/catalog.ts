import { createDashboardMachine } from '@machines/dashboard'
import { DIALOG_KINDS, paymentDialogMachineOf } from '@machines/payment-dialog'
import { createResourceMachine } from '@machines/resource'
import type { AnyStateMachine } from 'xstate'

/** One machine the flows page shows: `key` names its page (`/qa/<key>`) and its report (`reports/flows/<key>.json`). */
export interface FlowEntry {
  key: string
  /** The folder under machines/. */
  folder: string
  /** The export it comes from (`saleMachine`), or the factory call. */
  exportName: string
  machine: AnyStateMachine
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'provide' in value &&
  typeof (value as { provide: unknown }).provide === 'function'

/** Every machines/<folder>/index.ts, loaded on demand (only the QA build carries this file). */
const MODULES = import.meta.glob('/machines/*/index.ts')

/**
 * Machines made by a factory (no `*Machine` export): built here with the arguments the app uses. The two
 * dashboards share the id `dashboard`, so their keys name the role; each payment dialog is its own machine.
 */
const FROM_FACTORIES = (): FlowEntry[] => [
  {
    key: 'dashboard-customer',
    folder: 'dashboard',
    exportName: "createDashboardMachine({ role: 'customer', hasRewards: true })",
    machine: createDashboardMachine({ role: 'customer', hasRewards: true }),
  },
  {
    key: 'dashboard-supplier',
    folder: 'dashboard',
    exportName: "createDashboardMachine({ role: 'supplier', hasRewards: true })",
    machine: createDashboardMachine({ role: 'supplier', hasRewards: true }),
  },
  {
    key: 'suppliers',
    folder: 'resource',
    exportName: "createResourceMachine('suppliers')",
    machine: createResourceMachine('suppliers'),
  },
  ...DIALOG_KINDS.map((kind) => {
    const machine = paymentDialogMachineOf(kind)
    return {
      key: machine.id,
      folder: 'payment-dialog',
      exportName: `paymentDialogMachineOf('${kind}')`,
      machine,
    }
  }),
]

const folderOf = (modulePath: string): string => modulePath.split('/')[2] ?? modulePath

/** Every exported machine of machines/*, plus the factory-made ones, sorted by key. */
export const loadCatalog = async (): Promise<FlowEntry[]> => {
  const loaded = await Promise.all(
    Object.entries(MODULES).map(async ([modulePath, load]) => {
      const mod = (await load()) as Record<string, unknown>
      return Object.entries(mod)
        .filter(([name, value]) => name.endsWith('Machine') && isMachine(value))
        .map(([name, value]) => ({
          key: (value as AnyStateMachine).id,
          folder: folderOf(modulePath),
          exportName: name,
          machine: value as AnyStateMachine,
        }))
    }),
  )
  const entries = [...loaded.flat(), ...FROM_FACTORIES()]
  return entries.sort((a, b) => a.key.localeCompare(b.key))
}
