import { MSG } from '@contract/messages'
import { type ReservedLine, SALE_MSG } from '@contract/sales'
import {
  type ReservedLineDialogContext,
  type ReservedLinesContext,
  reservedLineDialogMachine,
  reservedLinesMachine,
} from '@machines/reserved-lines'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ReservedLineDialogView } from '@/features/reserved-lines/ReservedLineDialogView'
import { ReservedLinesView } from '@/features/reserved-lines/ReservedLinesView'
import type {
  ReservedLineDialogActorRef,
  ReservedLinesActorRef,
} from '@/features/reserved-lines/reservedLinesLogic'
import { formatDateShort, formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { withFixedIdempotencyKey } from './lib/fixedKey'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
const e = (type: string) => ({ type }) as EventObject

const activeLine: ReservedLine = {
  id: 31,
  business_name: 'Constructora Robles',
  customer_id: 2,
  amount: 50000,
  available: 42500.5,
  days: 30,
  expiration_date: '2025-04-30',
  created: '2025-03-31',
  reference: 'Obra Norte',
  active: true,
}
const inactiveLine: ReservedLine = {
  ...activeLine,
  id: 30,
  business_name: 'Obras del Bajío',
  available: 0,
  reference: null,
  active: false,
}

// ---------------------------------------------------------------- the list

const listEvents: EventObject[] = [
  settled('loadLines', [activeLine, inactiveLine]),
  settled('loadLines', []),
  failed('loadLines', { kind: 'network' }),
  e('lines.reload'),
  { type: 'lines.remove', id: activeLine.id } as EventObject,
  e('lines.cancelRemove'),
  e('lines.confirmRemove'),
  settled('deactivateLine', { success: true, msg: SALE_MSG.lineDeactivated }),
  settled('deactivateLine', { success: false, msg: SALE_MSG.lineNotActive }),
  failed('deactivateLine', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
]

/** After a deactivation the list reloads: from there only the load's outcome is new. */
const listSpec: ModelSpec<typeof reservedLinesMachine> = {
  machine: reservedLinesMachine,
  events: (snapshot) =>
    (snapshot.context as ReservedLinesContext).notice
      ? listEvents.filter((event) => event.type.includes('loadLines'))
      : listEvents,
}
const listPaths = modelPaths(listSpec)

const expectTable = (lines: ReservedLine[]) => {
  const table = screen.getByRole('table', { name: 'Líneas de crédito reservadas' })
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
  expect(headers).toEqual([
    'Razón social',
    'Monto',
    'Disponible',
    'Días',
    'Vencimiento',
    'Creada',
    'Referencia',
    'Activa',
    'Acciones',
  ])
  if (lines.length === 0) {
    expect(within(table).getByText('No tienes líneas de crédito reservadas')).toBeInTheDocument()
    return
  }
  for (const line of lines) {
    const row = within(table).getByText(line.business_name).closest('tr')!
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells).toEqual([
      line.business_name,
      formatMoney(line.amount),
      formatMoney(line.available),
      String(line.days),
      formatDateShort(line.expiration_date),
      formatDateShort(line.created),
      line.reference ?? '—',
      line.active ? 'Sí' : 'No',
      line.active ? 'Eliminar' : '',
    ])
  }
}

const listView: ViewSpec<typeof reservedLinesMachine> = {
  ...listSpec,
  render: (actor: AnyActorRef) => render(<ReservedLinesView actorRef={actor as ReservedLinesActorRef} />),
  userEvents: {
    'lines.reload': async () =>
      userEvent
        .setup()
        .click(
          screen.queryByRole('button', { name: 'Reintentar' }) ??
            screen.getByRole('button', { name: 'Actualizar' }),
        ),
    'lines.remove': async () =>
      userEvent
        .setup()
        .click(screen.getByRole('button', { name: `Eliminar línea de ${activeLine.business_name}` })),
    'lines.cancelRemove': async () =>
      userEvent
        .setup()
        .click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' })),
    'lines.confirmRemove': async () =>
      userEvent
        .setup()
        .click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' })),
  },
  states: {
    'reservedLines.loading': () =>
      expect(screen.getByRole('status', { name: 'Cargando líneas de crédito' })).toBeInTheDocument(),
    'reservedLines.failed': (snapshot) => {
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error)
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
    },
    'reservedLines.ready.idle': (snapshot) => {
      const ctx = snapshot.context as ReservedLinesContext
      expectTable(ctx.lines)
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      if (ctx.notice) expect(screen.getByText(ctx.notice)).toBeInTheDocument()
    },
    'reservedLines.ready.confirming': (snapshot) => {
      const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar la línea de crédito?' })
      expect(dialog).toHaveTextContent(activeLine.business_name)
      const removeError = (snapshot.context as ReservedLinesContext).removeError
      if (removeError) expect(within(dialog).getByRole('alert')).toHaveTextContent(removeError)
      expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled()
    },
    'reservedLines.ready.deactivating': () =>
      expect(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: /Eliminar|Eliminando/ }),
      ).toHaveAttribute('aria-busy', 'true'),
  },
}

describe('reserved lines list machine', () => {
  it.each(listPaths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(listSpec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(listView, listPaths))
  it.each(listPaths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(listView, path)
  })
  it('offers Eliminar only on active lines', () => {
    const { actor, controller } = startLive(reservedLinesMachine)
    controller.settle('loadLines', { output: [activeLine, inactiveLine] })
    return settle().then(() => {
      actor.send({ type: 'lines.remove', id: inactiveLine.id })
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
      actor.stop()
    })
  })
})

// ---------------------------------------------------------------- the create dialog

const VALID = { user_id: '7', amount: '50000', days: '30', token: '483920', reference: 'Obra Norte' }
const fillValid = { type: 'line.change', values: VALID } as EventObject
const newToken = { type: 'line.change', values: { token: '105928' } } as EventObject
const submitOutcomes: EventObject[] = [
  settled('createReservedLine', { success: true, msg: SALE_MSG.lineCreated, data: activeLine }),
  settled('createReservedLine', { success: false, msg: SALE_MSG.overAvailable }),
  failed('createReservedLine', { kind: 'http', status: 422, errors: { token: [SALE_MSG.invalidCode] } }),
  failed('createReservedLine', { kind: 'network' }),
]

const dialogEventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as ReservedLineDialogContext
  if (snapshot.matches('closed') || snapshot.matches('succeeded')) return [e('line.open')]
  if (snapshot.matches('submitting')) return submitOutcomes
  if (snapshot.matches('failed')) return [e('line.submit'), e('line.close'), newToken]
  if (Object.keys(ctx.fieldErrors).length > 0) return ctx.values.user_id === '' ? [fillValid] : [newToken]
  return ctx.values.user_id === '' ? [fillValid, e('line.submit'), e('line.close')] : [e('line.submit')]
}

const dialogMachine = withFixedIdempotencyKey(reservedLineDialogMachine)
const dialogSpec: ModelSpec<typeof reservedLineDialogMachine> = {
  machine: dialogMachine,
  events: dialogEventsFor,
}
const dialogPaths = modelPaths(dialogSpec)

const LABELS: Record<keyof typeof VALID, string> = {
  user_id: 'ID de usuario del cliente',
  amount: 'Monto',
  days: 'Días',
  token: 'Código de compra del cliente',
  reference: 'Referencia (opcional)',
}

const expectDialogForm = (snapshot: AnyMachineSnapshot) => {
  const ctx = snapshot.context as ReservedLineDialogContext
  const dialog = screen.getByRole('dialog', { name: 'Reservar línea de crédito' })
  for (const [field, label] of Object.entries(LABELS))
    expect(within(dialog).getByLabelText(label)).toHaveValue(ctx.values[field as keyof typeof VALID])
  for (const message of Object.values(ctx.fieldErrors))
    expect(within(dialog).getAllByText(message).length).toBeGreaterThan(0)
  return dialog
}

const dialogView: ViewSpec<typeof reservedLineDialogMachine> = {
  ...dialogSpec,
  render: (actor: AnyActorRef) =>
    render(<ReservedLineDialogView actorRef={actor as ReservedLineDialogActorRef} />),
  userEvents: {
    'line.open': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reservar línea de crédito' })),
    'line.close': async () =>
      userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' })),
    'line.submit': async () =>
      userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reservar' })),
    'line.change': async (event) => {
      const { values } = event as unknown as { values: Partial<typeof VALID> }
      const user = userEvent.setup()
      for (const [field, text] of Object.entries(values)) {
        const box = screen.getByLabelText(LABELS[field as keyof typeof VALID])
        await user.clear(box)
        await user.type(box, text)
      }
    },
  },
  states: {
    'reservedLineDialog.closed': () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Reservar línea de crédito' })).toBeEnabled()
    },
    'reservedLineDialog.editing': (snapshot) => {
      const dialog = expectDialogForm(snapshot)
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
      expect(within(dialog).getByRole('button', { name: 'Reservar' })).toBeEnabled()
    },
    'reservedLineDialog.submitting': () =>
      expect(
        within(screen.getByRole('dialog')).getByRole('button', { name: /Reservar|Reservando/ }),
      ).toHaveAttribute('aria-busy', 'true'),
    'reservedLineDialog.succeeded': () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(SALE_MSG.lineCreated)
    },
    'reservedLineDialog.failed': (snapshot) => {
      const dialog = expectDialogForm(snapshot)
      expect(within(dialog).getByRole('alert')).toHaveTextContent(snapshot.context.error)
    },
  },
}

describe('reserved line dialog machine', () => {
  it.each(dialogPaths.map((path) => [describePath(path), path] as const))(
    'live actor: %s',
    async (_, path) => {
      await runPathOnActor(dialogSpec, path)
    },
  )
  it('has a view for every state and event', () => expectViewCoversModel(dialogView, dialogPaths))
  it.each(dialogPaths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(dialogView, path)
  })

  it('validates with the product messages and tells the page when a line is created', async () => {
    const lineCreated = vi.fn()
    const { actor, controller } = startLive(reservedLineDialogMachine.provide({ actions: { lineCreated } }))
    actor.send({ type: 'line.open' })
    actor.send({ type: 'line.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      user_id: SALE_MSG.reserveUserId,
      amount: MSG.required,
      days: MSG.required,
      token: MSG.required,
    })
    actor.send({ type: 'line.change', values: { ...VALID, reference: '', amount: '1,250.50' } })
    actor.send({ type: 'line.submit' })
    const first = controller.inputOf('createReservedLine') as { request: unknown; idempotencyKey: string }
    expect(first.request).toEqual({
      user_id: 7,
      amount: 1250.5,
      days: 30,
      token: '483920',
      reference: null,
    })
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    // A lost answer: the retry carries the same key.
    controller.settle('createReservedLine', { error: { kind: 'network' } })
    await settle()
    actor.send({ type: 'line.submit' })
    expect(controller.inputOf('createReservedLine')).toEqual(first)
    controller.settle('createReservedLine', { output: { success: true, msg: SALE_MSG.lineCreated } })
    await settle()
    expect(actor.getSnapshot().value).toBe('succeeded')
    expect(lineCreated).toHaveBeenCalledTimes(1)
    actor.stop()
  })
})

describe('reserved lines page parts, accessibility', () => {
  it('list with a confirm dialog, and the create dialog with errors, have no axe violations', async () => {
    const user = userEvent.setup()
    const list = startLive(reservedLinesMachine)
    const dialog = startLive(reservedLineDialogMachine)
    render(
      <>
        <ReservedLineDialogView actorRef={dialog.actor as ReservedLineDialogActorRef} />
        <ReservedLinesView actorRef={list.actor as ReservedLinesActorRef} />
      </>,
    )
    await expectNoAxeViolations()
    await act(async () => {
      list.controller.settle('loadLines', { output: [activeLine, inactiveLine] })
      await settle()
    })
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: `Eliminar línea de ${activeLine.business_name}` }))
    await expectNoAxeViolations()
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }))
    await user.click(screen.getByRole('button', { name: 'Reservar línea de crédito' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reservar' }))
    expect(screen.getByText(SALE_MSG.reserveUserId)).toBeInTheDocument()
    await expectNoAxeViolations()
    list.actor.stop()
    dialog.actor.stop()
  })
})
