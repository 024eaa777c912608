import { SALE_MSG, type SharedToken, type SupplierSummary } from '@contract/sales'
import { activeCodeOf, sharedCodeMachine } from '@machines/shared-code'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import type { SharedCodeActorRef } from '@/features/purchase-code/purchaseCodeLogic'
import { SharedCodeView } from '@/features/purchase-code/SharedCodeView'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

type Machine = typeof sharedCodeMachine

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

const suppliers: SupplierSummary[] = [
  { id: 1, business_name: 'Aceros del Norte', logo_url: null },
  { id: 2, business_name: 'Cementos Robles', logo_url: null },
]
const existing: SharedToken[] = [
  { supplier_id: 2, supplier_name: 'Cementos Robles', shared_token: '77815024', use_shared_token: true },
]

const pick = (supplier: SupplierSummary) =>
  ({
    type: 'shared.selectSupplier',
    supplierId: supplier.id,
    supplierName: supplier.business_name,
  }) as EventObject

const actions: EventObject[] = [
  { type: 'shared.activate' },
  { type: 'shared.deactivate' },
  { type: 'shared.retry' },
  settled('loadSharedTokens', existing),
  failed('loadSharedTokens', { kind: 'network' }),
  settled('createSharedToken', { token: '55120987', msg: SALE_MSG.sharedCreated }),
  failed('createSharedToken', { kind: 'http', status: 404, msg: SALE_MSG.supplierNotFound }),
  settled('deleteSharedToken', { token: null, msg: SALE_MSG.sharedDeleted }),
  failed('deleteSharedToken', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
]

/**
 * Once a code was created or deleted (the list differs from the loaded one), the model goes on without new
 * choices or failures: they would only repeat the transitions already covered, with another list of codes.
 */
const listChanged = (snapshot: AnyMachineSnapshot) =>
  snapshot.context.tokens.length > 0 && JSON.stringify(snapshot.context.tokens) !== JSON.stringify(existing)
const spec: ModelSpec<Machine> = {
  machine: sharedCodeMachine,
  events: (snapshot) =>
    listChanged(snapshot)
      ? actions.filter((event) => !event.type.startsWith('xstate.error.'))
      : [...suppliers.map(pick), ...actions],
}
const paths = modelPaths(spec)

const expectMessages = (snapshot: AnyMachineSnapshot) => {
  const { error, notice } = snapshot.context as { error: string | null; notice: string | null }
  if (error) expect(screen.getByRole('alert')).toHaveTextContent(error)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  if (notice) expect(screen.getByText(notice)).toBeInTheDocument()
}

const expectActiveList = (snapshot: AnyMachineSnapshot) => {
  const tokens = (snapshot.context.tokens as SharedToken[]).filter((t) => t.use_shared_token)
  if (tokens.length === 0) {
    expect(screen.getByText('No tienes códigos compartidos activos.')).toBeInTheDocument()
    return
  }
  const list = screen.getByRole('list', { name: 'Códigos compartidos activos' })
  for (const token of tokens) {
    expect(within(list).getByText(token.supplier_name).parentElement).toHaveTextContent(
      token.shared_token ?? '',
    )
  }
}

const codeOf = (snapshot: AnyMachineSnapshot) =>
  activeCodeOf(snapshot.context.tokens as SharedToken[], snapshot.context.supplierId as number | null)

const view: ViewSpec<Machine> = {
  ...spec,
  render: (actor: AnyActorRef) =>
    render(<SharedCodeView actorRef={actor as SharedCodeActorRef} suppliers={suppliers} />),
  userEvents: {
    'shared.selectSupplier': async (event) => {
      const { supplierName } = event as { type: string; supplierName: string }
      const user = userEvent.setup()
      const select = screen.getByRole('combobox', { name: 'Proveedor' })
      await user.selectOptions(select, screen.getByRole('option', { name: supplierName }))
    },
    'shared.activate': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Activar código compartido' })),
    'shared.deactivate': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Desactivar' })),
    'shared.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
  },
  states: {
    'sharedCode.loading': () =>
      expect(screen.getByRole('status', { name: 'Cargando códigos compartidos' })).toBeInTheDocument(),
    'sharedCode.failed': (snapshot) => {
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
    },
    'sharedCode.inactive': (snapshot) => {
      const activate = screen.getByRole('button', { name: 'Activar código compartido' })
      if (snapshot.context.supplierId === null) expect(activate).toBeDisabled()
      else expect(activate).toBeEnabled()
      expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument()
      expectMessages(snapshot)
      expectActiveList(snapshot)
    },
    'sharedCode.creating': () =>
      expect(screen.getByRole('button', { name: /Activar código compartido|Activando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    'sharedCode.active': (snapshot) => {
      expect(screen.getByText('Tu código compartido').parentElement).toHaveTextContent(codeOf(snapshot) ?? '')
      expect(screen.getByRole('button', { name: 'Desactivar' })).toBeEnabled()
      expectMessages(snapshot)
      expectActiveList(snapshot)
    },
    'sharedCode.deleting': () =>
      expect(screen.getByRole('button', { name: /Desactivar|Desactivando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
  },
}

describe('shared-code machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
  it('has no axe violations with a code shown', async () => {
    const { createActor } = await import('xstate')
    const actor = createActor(sharedCodeMachine, {
      snapshot: sharedCodeMachine.resolveState({
        value: 'active',
        context: {
          tokens: existing,
          supplierId: 2,
          supplierName: 'Cementos Robles',
          error: null,
          notice: null,
        },
      }),
    }).start()
    render(<SharedCodeView actorRef={actor as SharedCodeActorRef} suppliers={suppliers} />)
    expect(screen.getAllByText('77815024').length).toBe(2)
    await expectNoAxeViolations()
    actor.stop()
  })
})
