import { MSG } from '@contract/messages'
import { SALE_MSG, type SharedToken, type SupplierSummary } from '@contract/sales'
import {
  connectSharedCode,
  type SharedCodeApi,
  type SharedCodeEvent,
  sharedCodeMachine,
} from '@machines/shared-code'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import type { SharedCodeActorRef } from '@/features/purchase-code/purchaseCodeLogic'
import { SharedCodeView } from '@/features/purchase-code/SharedCodeView'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import type { Invariant, ModelSpec, Observed, Trail } from './lib/modelPaths'

const aceros: SupplierSummary = { id: 1, business_name: 'Aceros del Norte', logo_url: null }
const cementos: SupplierSummary = { id: 2, business_name: 'Cementos Robles', logo_url: null }
const blocks: SupplierSummary = { id: 3, business_name: 'Blocks del Sur', logo_url: null }
const suppliers = [aceros, cementos, blocks]
/** Cementos and Blocks already have a code; Aceros had one, deactivated (the server still lists it). */
const existing: SharedToken[] = [
  { supplier_id: 1, supplier_name: 'Aceros del Norte', shared_token: null, use_shared_token: false },
  { supplier_id: 2, supplier_name: 'Cementos Robles', shared_token: '77815024', use_shared_token: true },
  { supplier_id: 3, supplier_name: 'Blocks del Sur', shared_token: '30417759', use_shared_token: true },
]

const pick = (supplier: SupplierSummary | null) =>
  ({
    type: 'shared.selectSupplier',
    supplierId: supplier?.id ?? null,
    supplierName: supplier?.business_name ?? '',
  }) as EventObject
const e = (type: string) => ({ type }) as EventObject
/** 'Desactivar' of one supplier's code: beside the chosen code, or in the list of active codes. */
const deactivate = (supplier: SupplierSummary) =>
  ({ type: 'shared.deactivate', supplierId: supplier.id }) as EventObject

const loaded = settled('loadSharedTokens', existing)
const loadLost = failed('loadSharedTokens', { kind: 'network' })
const created = settled('createSharedToken', { token: '55120987', msg: SALE_MSG.sharedCreated })
const createRefused = failed('createSharedToken', {
  kind: 'http',
  status: 404,
  msg: SALE_MSG.supplierNotFound,
})
const deleted = settled('deleteSharedToken', { token: null, msg: SALE_MSG.sharedDeleted })
const deleteFailed = failed('deleteSharedToken', { kind: 'http', status: 500 })

/**
 * Narrow on purpose: from nothing chosen (as after a reload), Aceros (no code), Cementos (a code), nothing again
 * or Blocks' code deactivated from the list; with Aceros, activate or Aceros again; with Cementos shown, Blocks
 * (another code), Aceros, Cementos again, or deactivate Cementos' code or Blocks' (from the list). Once a code
 * was created or deleted, no new choices: they would repeat the same transitions with another list.
 */
const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const { supplierId, tokens, error, notice } = snapshot.context as {
    supplierId: number | null
    tokens: SharedToken[]
    error: string | null
    notice: string | null
  }
  const changed = tokens.length > 0 && JSON.stringify(tokens) !== JSON.stringify(existing)
  if (snapshot.matches('loading')) return [loaded, loadLost]
  if (snapshot.matches('failed')) return [e('shared.retry')]
  if (snapshot.matches('creating')) return changed || notice ? [created] : [created, createRefused]
  if (snapshot.matches('deleting')) return changed || notice ? [deleted] : [deleted, deleteFailed]
  if (snapshot.matches('inactive')) {
    // Activate with no supplier chosen (a press of the disabled button) does nothing.
    if (supplierId === null)
      return changed
        ? []
        : [pick(aceros), pick(cementos), pick(null), e('shared.activate'), deactivate(blocks)]
    if (supplierId === aceros.id)
      return error || notice ? [e('shared.activate')] : [e('shared.activate'), pick(aceros)]
    return []
  }
  // active
  const chosen = suppliers.find((s) => s.id === supplierId)!
  if (changed || notice || error) return [deactivate(chosen)]
  if (supplierId === cementos.id)
    return [pick(blocks), pick(aceros), pick(cementos), deactivate(cementos), deactivate(blocks)]
  return [deactivate(chosen)]
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Answer = { token: string | null; msg: string }
type Failure = { kind: string; msg?: string }

/** The red text of a failure (docs/decisions.md#errors): the server's msg, a lost connection its own text. */
const failureText = (error: Failure): string => {
  if (error.kind === 'network') return MSG.connection
  return error.msg ?? MSG.unexpected
}

/** The codes, the supplier chosen and the messages, from what was chosen and answered along the path. */
const soFar = (trail: Trail) => {
  let so = {
    tokens: [] as SharedToken[],
    chosen: null as SupplierSummary | null,
    error: null as string | null,
    notice: null as string | null,
    /** Activations with a supplier chosen: each one asks the server for a code. */
    activated: 0,
    /** The supplier whose code the last 'Desactivar' was for, and every one asked for. */
    deactivating: null as number | null,
    deactivated: [] as number[],
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as { output?: unknown; error?: Failure; supplierId?: number | null }
    switch (event.type) {
      case 'xstate.done.actor.loadSharedTokens':
        so = { ...so, tokens: ev.output as SharedToken[], error: null }
        break
      case 'shared.selectSupplier':
        // Choosing the supplier already chosen changes nothing.
        if (ev.supplierId !== (so.chosen?.id ?? null))
          so = {
            ...so,
            chosen: suppliers.find((s) => s.id === ev.supplierId) ?? null,
            error: null,
            notice: null,
          }
        break
      case 'shared.activate':
        if (so.chosen !== null) so = { ...so, error: null, notice: null, activated: so.activated + 1 }
        break
      case 'shared.deactivate':
        so = {
          ...so,
          error: null,
          notice: null,
          deactivating: ev.supplierId!,
          deactivated: [...so.deactivated, ev.supplierId!],
        }
        break
      case 'xstate.done.actor.createSharedToken': {
        const answer = ev.output as Answer
        const chosen = so.chosen!
        so = {
          ...so,
          tokens: [
            ...so.tokens.filter((t) => t.supplier_id !== chosen.id),
            {
              supplier_id: chosen.id,
              supplier_name: chosen.business_name,
              shared_token: answer.token,
              use_shared_token: true,
            },
          ],
          notice: answer.msg || null,
        }
        break
      }
      case 'xstate.done.actor.deleteSharedToken':
        so = {
          ...so,
          tokens: so.tokens.filter((t) => t.supplier_id !== so.deactivating),
          notice: (ev.output as Answer).msg || null,
        }
        break
      default:
        if (event.type.startsWith('xstate.error.actor.')) so = { ...so, error: failureText(ev.error!) }
    }
  }
  return so
}

const codeOf = (tokens: SharedToken[], supplier: SupplierSummary | null) => {
  const found = tokens.find((t) => t.supplier_id === supplier?.id)
  return found?.use_shared_token && found.shared_token ? found.shared_token : null
}

/** The list under the panel: every active code, by supplier name. */
const activeList = (tokens: SharedToken[]) =>
  tokens
    .filter((t) => t.use_shared_token && t.shared_token)
    .map((t) => ({ supplierId: t.supplier_id, supplierName: t.supplier_name, code: t.shared_token ?? '' }))
    .sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'es'))

const calls = (started: Observed['started'], name: string) => started.filter((s) => s.name === name)

/** The connect output with the events its prop getters sent (an invariant presses a button). */
type Selected = SharedCodeApi & { sent: SharedCodeEvent[] }

const expectPanel = (selected: SharedCodeApi, trail: Trail) => {
  const so = soFar(trail)
  expect(selected.loading).toBe(false)
  expect(selected.loadFailed).toBe(false)
  expect(selected.error).toBe(so.error)
  expect(selected.notice).toBe(so.notice)
  expect(selected.activeCodes).toEqual(activeList(so.tokens))
  expect(selected.getSupplierProps(suppliers).value).toBe(so.chosen ? String(so.chosen.id) : '')
  return so
}

/**
 * Every active code can be deactivated where it is listed, whatever is chosen: its own 'Desactivar', enabled,
 * asks for that supplier's code to go. A supplier without a code has nothing to deactivate.
 */
const expectEachCodeDeactivatable = (observed: Observed<Selected>, trail: Trail) => {
  const so = soFar(trail)
  for (const entry of activeList(so.tokens)) {
    const props = observed.selected.getDeactivateProps(entry.supplierId)
    expect(props, entry.supplierName).toMatchObject({ disabled: false, loading: false })
    observed.selected.sent.length = 0
    props.onClick()
    const event = { type: 'shared.deactivate', supplierId: entry.supplierId }
    expect(observed.selected.sent, `'Desactivar' of ${entry.supplierName}`).toEqual([event])
    expect(observed.can(event as EventObject), `'Desactivar' of ${entry.supplierName}`).toBe(true)
  }
  for (const t of so.tokens.filter((t) => !t.use_shared_token))
    expect(observed.can({ type: 'shared.deactivate', supplierId: t.supplier_id } as EventObject)).toBe(false)
}

const invariants: Record<string, Invariant<Selected>> = {
  'sharedCode.loading': ({ selected, tags, started }, trail) => {
    expect(selected.loading).toBe(true)
    expect(tags).toContain('busy')
    // Loaded once at the start and again on each retry.
    expect(calls(started, 'loadSharedTokens')).toHaveLength(trail.count('shared.retry') + 1)
  },
  'sharedCode.failed': ({ selected, tags, can }, trail) => {
    expect(can(e('shared.retry')), "'Reintentar' loads the codes again").toBe(true)
    expect(selected.loadFailed).toBe(true)
    expect(tags).toContain('failed')
    expect(selected.error).toBe(
      failureText(trail.last<{ error: Failure }>('xstate.error.actor.loadSharedTokens')!.error),
    )
  },
  'sharedCode.inactive': (observed, trail) => {
    const { selected, tags, started } = observed
    const so = expectPanel(selected, trail)
    expect(calls(started, 'createSharedToken')).toHaveLength(so.activated)
    expect(calls(started, 'deleteSharedToken').map((c) => c.input)).toEqual(
      so.deactivated.map((id) => ({ supplier_id: id })),
    )
    expect(tags).not.toContain('busy')
    expect(selected.showsCode).toBe(false)
    // A supplier with a code shows it: here the chosen one has none.
    expect(codeOf(so.tokens, so.chosen)).toBeNull()
    // Activate waits for a supplier.
    expect(selected.getActivateProps().disabled).toBe(so.chosen === null)
    expect(selected.getSupplierProps(suppliers).disabled).toBe(false)
    expectEachCodeDeactivatable(observed, trail)
  },
  'sharedCode.creating': (observed, trail) => {
    const { selected, tags, started } = observed
    const { chosen, activated, tokens } = soFar(trail)
    expect(trail.lastEvent?.type).toBe('shared.activate')
    expect(tags).toContain('busy')
    expect(selected.getActivateProps().loading).toBe(true)
    expect(selected.getSupplierProps(suppliers).disabled).toBe(true)
    expect(selected.error).toBeNull()
    expect(selected.notice).toBeNull()
    expect(calls(started, 'createSharedToken').at(-1)?.input).toEqual({ supplier_id: chosen!.id })
    expect(calls(started, 'createSharedToken')).toHaveLength(activated)
    // One request at a time: the list's buttons wait.
    for (const entry of activeList(tokens)) {
      expect(selected.getDeactivateProps(entry.supplierId).disabled).toBe(true)
      expect(observed.can(deactivate({ id: entry.supplierId } as SupplierSummary))).toBe(false)
    }
  },
  'sharedCode.active': (observed, trail) => {
    const { selected, tags, started } = observed
    const so = expectPanel(selected, trail)
    expect(tags).not.toContain('busy')
    expect(selected.showsCode).toBe(true)
    expect(selected.code).not.toBeNull()
    expect(selected.code).toBe(codeOf(so.tokens, so.chosen))
    // The chosen code's own 'Desactivar' (beside it) is that supplier's.
    expect(selected.getDeactivateProps()).toMatchObject({ loading: false, disabled: false })
    expect(calls(started, 'deleteSharedToken').map((c) => c.input)).toEqual(
      so.deactivated.map((id) => ({ supplier_id: id })),
    )
    expectEachCodeDeactivatable(observed, trail)
  },
  'sharedCode.deleting': (observed, trail) => {
    const { selected, tags, started } = observed
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('shared.deactivate')
    expect(tags).toContain('busy')
    // The code asked for is the one going; every other waits.
    expect(calls(started, 'deleteSharedToken').at(-1)?.input).toEqual({ supplier_id: so.deactivating })
    expect(calls(started, 'deleteSharedToken')).toHaveLength(so.deactivated.length)
    expect(selected.getDeactivateProps(so.deactivating)).toMatchObject({ loading: true })
    for (const entry of activeList(so.tokens).filter((t) => t.supplierId !== so.deactivating))
      expect(selected.getDeactivateProps(entry.supplierId)).toMatchObject({ loading: false, disabled: true })
    // The chosen supplier's code stays on screen while another goes, or while it goes itself.
    expect(selected.showsCode).toBe(codeOf(so.tokens, so.chosen) !== null)
    expect(selected.getSupplierProps(suppliers).disabled).toBe(true)
    expect(selected.getActivateProps().disabled).toBe(true)
  },
}

const spec: ModelSpec<typeof sharedCodeMachine, Selected> = {
  machine: sharedCodeMachine,
  events: eventsFor,
  // Choosing the supplier already chosen changes nothing, but is a transition of its own.
  selfLoops: ['shared.selectSupplier'],
  select: (snapshot: AnyMachineSnapshot) => {
    const sent: SharedCodeEvent[] = []
    return { ...connectSharedCode(snapshot as never, (event) => sent.push(event)), sent }
  },
  invariants,
}

// ---------------------------------------------------------------- the screens

const expectMessages = (so: ReturnType<typeof soFar>) => {
  if (so.error) expect(screen.getByRole('alert')).toHaveTextContent(so.error)
  else expect(screen.queryByText(/Proveedor no encontrado|Error de conexión|error inesperado/)).toBeNull()
  if (so.notice) expect(screen.getByText(so.notice)).toBeInTheDocument()
  else expect(screen.queryByText(/Código compartido (activado|desactivado)/)).toBeNull()
}

/** The list of active codes; `going`: the supplier whose code is being deactivated. */
const expectActiveList = (so: ReturnType<typeof soFar>, going: number | null = null) => {
  const list = activeList(so.tokens)
  if (list.length === 0) {
    expect(screen.getByText('No tienes códigos compartidos activos.')).toBeInTheDocument()
    return
  }
  const items = within(screen.getByRole('list', { name: 'Códigos compartidos activos' })).getAllByRole(
    'listitem',
  )
  // Each code with its own 'Desactivar', named for its supplier.
  expect(items.map((item) => item.textContent)).toEqual(
    list.map((t) => `${t.supplierName}${t.code}${t.supplierId === going ? 'Desactivando…' : 'Desactivar'}`),
  )
  for (const [i, entry] of list.entries())
    expect(within(items[i]!).getByRole('button')).toHaveAccessibleName(
      `Desactivar el código de ${entry.supplierName}`,
    )
}
/** The list's 'Desactivar' of one supplier's code. */
const listButton = (supplierName: string) =>
  screen.getByRole('button', { name: `Desactivar el código de ${supplierName}` })
/** Every list button usable (nothing on its way). */
const expectListButtonsEnabled = (so: ReturnType<typeof soFar>) => {
  for (const entry of activeList(so.tokens)) expect(listButton(entry.supplierName)).toBeEnabled()
}

const supplierSelect = () => screen.getByRole('combobox', { name: 'Proveedor' })

const expectPanelScreen = (trail: Trail) => {
  const so = soFar(trail)
  expect(supplierSelect()).toHaveValue(so.chosen ? String(so.chosen.id) : '')
  expectMessages(so)
  expectActiveList(so)
  return so
}

const view = {
  render: (actor: AnyActorRef) =>
    render(<SharedCodeView actorRef={actor as SharedCodeActorRef} suppliers={suppliers} />),
  userEvents: {
    'shared.selectSupplier': async (event: EventObject) => {
      const { supplierName } = event as unknown as { supplierName: string }
      const option = supplierName || 'Selecciona un proveedor'
      await userEvent.setup().selectOptions(supplierSelect(), screen.getByRole('option', { name: option }))
    },
    'shared.activate': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Activar código compartido' })),
    // Beside the chosen code when it is that one, else in the list.
    'shared.deactivate': async (event: EventObject) => {
      const { supplierId } = event as unknown as { supplierId: number }
      const shown = screen.queryByText('Tu código compartido') !== null
      const chosen = (supplierSelect() as HTMLSelectElement).value
      await userEvent
        .setup()
        .click(
          shown && chosen === String(supplierId)
            ? screen.getByRole('button', { name: 'Desactivar' })
            : listButton(suppliers.find((s) => s.id === supplierId)!.business_name),
        )
    },
    'shared.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
  },
  screens: {
    'sharedCode.loading': () =>
      expect(screen.getByRole('status', { name: 'Cargando códigos compartidos' })).toBeInTheDocument(),
    'sharedCode.failed': (trail: Trail) => {
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar tus códigos compartidos')
      expect(alert).toHaveTextContent(
        failureText(trail.last<{ error: Failure }>('xstate.error.actor.loadSharedTokens')!.error),
      )
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    },
    'sharedCode.inactive': (trail: Trail) => {
      const so = expectPanelScreen(trail)
      const activate = screen.getByRole('button', { name: 'Activar código compartido' })
      if (so.chosen === null) expect(activate).toBeDisabled()
      else expect(activate).toBeEnabled()
      expect(screen.queryByText('Tu código compartido')).not.toBeInTheDocument()
      // No code beside the select to deactivate; each listed code has its own button.
      expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument()
      expectListButtonsEnabled(so)
    },
    'sharedCode.creating': (trail: Trail) => {
      const { chosen } = soFar(trail)
      expect(supplierSelect()).toHaveValue(String(chosen!.id))
      expect(supplierSelect()).toBeDisabled()
      expect(screen.getByRole('button', { name: /Activar código compartido|Activando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    },
    'sharedCode.active': (trail: Trail) => {
      const so = expectPanelScreen(trail)
      expect(screen.getByText('Tu código compartido').parentElement).toHaveTextContent(
        codeOf(so.tokens, so.chosen)!,
      )
      expect(screen.getByRole('button', { name: 'Desactivar' })).toBeEnabled()
      expect(screen.queryByRole('button', { name: 'Activar código compartido' })).not.toBeInTheDocument()
      expectListButtonsEnabled(so)
    },
    'sharedCode.deleting': (trail: Trail) => {
      const so = soFar(trail)
      expect(supplierSelect()).toHaveValue(so.chosen ? String(so.chosen.id) : '')
      expect(supplierSelect()).toBeDisabled()
      expectActiveList(so, so.deactivating)
      const going = suppliers.find((s) => s.id === so.deactivating)!
      expect(listButton(going.business_name)).toHaveAttribute('aria-busy', 'true')
      for (const entry of activeList(so.tokens).filter((t) => t.supplierId !== going.id))
        expect(listButton(entry.supplierName)).toBeDisabled()
      // The chosen code stays shown, its button busy only when it is the one going.
      const chosenCode = codeOf(so.tokens, so.chosen)
      if (chosenCode) {
        expect(screen.getByText('Tu código compartido').parentElement).toHaveTextContent(chosenCode)
        const beside = screen.getByRole('button', { name: /^(Desactivar|Desactivando…)$/ })
        if (so.chosen!.id === going.id) expect(beside).toHaveAttribute('aria-busy', 'true')
        else expect(beside).toBeDisabled()
      } else expect(screen.queryByText('Tu código compartido')).not.toBeInTheDocument()
    },
  },
}

describeModel('shared-code machine', spec, view)

describe('shared-code machine, details', () => {
  it('has no axe violations with a code shown', async () => {
    const { createActor } = await import('xstate')
    const actor = createActor(sharedCodeMachine, {
      snapshot: sharedCodeMachine.resolveState({
        value: 'active',
        context: {
          tokens: existing,
          supplierId: 2,
          supplierName: 'Cementos Robles',
          deactivatingId: null,
          error: null,
          notice: null,
        },
      }),
    }).start()
    render(<SharedCodeView actorRef={actor as SharedCodeActorRef} suppliers={suppliers} />)
    expect(screen.getAllByText('77815024').length).toBe(2)
    expect(screen.getAllByRole('button', { name: /^Desactivar/ })).toHaveLength(3)
    await expectNoAxeViolations()
    actor.stop()
  })
})
