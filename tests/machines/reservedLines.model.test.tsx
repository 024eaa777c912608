import { MSG } from '@contract/messages'
import { type ReservedLine, SALE_MSG } from '@contract/sales'
import {
  connectReservedLineDialog,
  connectReservedLines,
  type ReservedLineDialogApi,
  type ReservedLineDialogContext,
  type ReservedLinesApi,
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
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { closeByTurns } from './lib/dialogs'
import { failed, settled } from './lib/events'
import { withFixedIdempotencyKey } from './lib/fixedKey'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'

/**
 * /reserved-credit-lines (spec §2.9, §4; docs/decisions.md#reserved-credit-lines): the supplier's lines with
 * 'Eliminar' (a confirmation, then the line is deactivated and the list reloads), and the dialog that creates
 * a line with the customer's purchase code.
 */

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const calls = (started: Observed['started'], name: string) => started.filter((s) => s.name === name)

type Failure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; msg?: string; errors?: Record<string, string[]> }
/** The server's msg, the connection text when no answer came, else the generic text (spec: dialogs show msg). */
const failureText = (failure: Failure) =>
  failure.kind === 'network' ? MSG.connection : (failure.msg ?? MSG.unexpected)

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
/** The same line once deactivated: what the list answers after 'Eliminar'. */
const deactivatedLine: ReservedLine = { ...activeLine, available: 0, active: false }

/** The row of each line as the spec's columns show it (es-MX money, dd/MM/yyyy), written out. */
const ROWS: Record<string, string[]> = {
  [JSON.stringify(activeLine)]: [
    'Constructora Robles',
    '$50,000.00',
    '$42,500.50',
    '30',
    '30/04/2025',
    '31/03/2025',
    'Obra Norte',
    'Sí',
    'Eliminar',
  ],
  [JSON.stringify(inactiveLine)]: [
    'Obras del Bajío',
    '$50,000.00',
    '$0.00',
    '30',
    '30/04/2025',
    '31/03/2025',
    '—',
    'No',
    '',
  ],
  [JSON.stringify(deactivatedLine)]: [
    'Constructora Robles',
    '$50,000.00',
    '$0.00',
    '30',
    '30/04/2025',
    '31/03/2025',
    'Obra Norte',
    'No',
    '',
  ],
}

// ---------------------------------------------------------------- the list

const LOAD = 'xstate.done.actor.loadLines'
const LOAD_FAILED = 'xstate.error.actor.loadLines'
const DEACTIVATED = 'xstate.done.actor.deactivateLine'
const DEACTIVATE_FAILED = 'xstate.error.actor.deactivateLine'

/** After a deactivation the list reloads (the line now inactive): from there only the load's outcome is new. */
const listEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  if ((snapshot.context as ReservedLinesContext).notice)
    return [settled('loadLines', [deactivatedLine, inactiveLine]), failed('loadLines', { kind: 'network' })]
  return [
    settled('loadLines', [activeLine, inactiveLine]),
    settled('loadLines', []),
    failed('loadLines', { kind: 'network' }),
    failed('loadLines', { kind: 'http', status: 500 }),
    e('lines.reload'),
    e('lines.remove', { id: activeLine.id }),
    // An inactive line has no 'Eliminar': asking about it changes nothing (left out of the paths).
    e('lines.remove', { id: inactiveLine.id }),
    e('lines.cancelRemove'),
    e('lines.confirmRemove'),
    settled('deactivateLine', { success: true, msg: SALE_MSG.lineDeactivated }),
    settled('deactivateLine', { success: false, msg: SALE_MSG.lineNotActive }),
    failed('deactivateLine', { kind: 'http', status: 500, msg: 'Servicio no disponible' }),
    failed('deactivateLine', { kind: 'network' }),
  ]
}

/**
 * The lines, the line asked about, the failure and the notice, from what the test did: the list loads on
 * opening, on each reload and after each deactivation; 'Eliminar' asks about an active line only; a refused or
 * failed deactivation stays in the confirmation with the server's msg.
 */
const listSoFar = (trail: Trail) => {
  let so = {
    lines: [] as ReservedLine[],
    loads: 1,
    loadError: null as string | null,
    removing: null as ReservedLine | null,
    removeError: null as string | null,
    notice: null as string | null,
    deactivations: [] as number[],
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as { id: number; output: unknown; error: Failure }
    switch (event.type) {
      case LOAD:
        so = { ...so, lines: ev.output as ReservedLine[], loadError: null }
        break
      case LOAD_FAILED:
        so = { ...so, loadError: failureText(ev.error) }
        break
      case 'lines.reload':
        so = { ...so, loads: so.loads + 1, notice: null }
        break
      case 'lines.remove': {
        const line = so.lines.find((l) => l.id === ev.id && l.active)
        if (line) so = { ...so, removing: line, removeError: null, notice: null }
        break
      }
      case 'lines.cancelRemove':
        so = { ...so, removing: null, removeError: null }
        break
      case 'lines.confirmRemove':
        so = { ...so, removeError: null, deactivations: [...so.deactivations, so.removing!.id] }
        break
      case DEACTIVATED: {
        const output = ev.output as { success: boolean; msg: string }
        so = output.success
          ? { ...so, removing: null, notice: output.msg, loads: so.loads + 1 }
          : { ...so, removeError: output.msg }
        break
      }
      case DEACTIVATE_FAILED:
        so = { ...so, removeError: failureText(ev.error) }
        break
    }
  }
  return so
}

const expectListCalls = (started: Observed['started'], trail: Trail) => {
  const so = listSoFar(trail)
  expect(calls(started, 'loadLines')).toHaveLength(so.loads)
  expect(calls(started, 'deactivateLine').map((s) => s.input)).toEqual(so.deactivations.map((id) => ({ id })))
}

const listInvariants: Record<string, Invariant<ReservedLinesApi>> = {
  'reservedLines.loading': ({ selected, started }, trail) => {
    const so = listSoFar(trail)
    expect(['xstate.init', 'lines.reload', DEACTIVATED]).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expect(selected.loading).toBe(true)
    // The lines already loaded stay while the list reloads; the confirmation is closed.
    expect(selected.lines).toEqual(so.lines)
    expect(selected.removing).toBeNull()
    expect(selected.loadError).toBeNull()
    // A deactivation says so while the list reloads.
    expect(selected.notice).toBe(so.notice)
    expectListCalls(started, trail)
  },
  'reservedLines.failed': ({ selected, started, can }, trail) => {
    expect(can({ type: 'lines.reload' }), "'Reintentar' is offered").toBe(true)
    expect(trail.lastEvent?.type).toBe(LOAD_FAILED)
    expect(selected.loading).toBe(false)
    expect(selected.loadError).toBe(listSoFar(trail).loadError)
    expect(selected.removing).toBeNull()
    expectListCalls(started, trail)
  },
  'reservedLines.ready.idle': ({ selected, started }, trail) => {
    const so = listSoFar(trail)
    expect(selected.loading).toBe(false)
    expect(selected.loadError).toBeNull()
    expect(selected.lines).toEqual(so.lines)
    expect(selected.removing).toBeNull()
    expect(selected.deactivating).toBe(false)
    expect(selected.notice).toBe(so.notice)
    expectListCalls(started, trail)
  },
  'reservedLines.ready.confirming': ({ selected, started }, trail) => {
    const so = listSoFar(trail)
    expect(['lines.remove', DEACTIVATED, DEACTIVATE_FAILED]).toContain(trail.lastEvent?.type)
    expect(selected.removing, 'only an active line is asked about').toEqual(so.removing)
    expect(selected.removing?.active).toBe(true)
    expect(selected.removeError).toBe(so.removeError)
    expect(selected.deactivating).toBe(false)
    expect(selected.getCancelRemoveProps().disabled).toBe(false)
    expect(selected.notice).toBeNull()
    expectListCalls(started, trail)
  },
  'reservedLines.ready.deactivating': ({ selected, started }, trail) => {
    const so = listSoFar(trail)
    expect(trail.lastEvent?.type).toBe('lines.confirmRemove')
    expect(selected.deactivating).toBe(true)
    expect(selected.removing).toEqual(so.removing)
    expect(selected.removeError).toBeNull()
    // No closing the confirmation while the line is deactivated.
    expect(selected.getCancelRemoveProps().disabled).toBe(true)
    expect(selected.getConfirmRemoveProps().loading).toBe(true)
    expect(started.at(-1)).toEqual({ name: 'deactivateLine', input: { id: so.removing!.id } })
    expectListCalls(started, trail)
  },
}

const listSpec: ModelSpec<typeof reservedLinesMachine, ReservedLinesApi> = {
  machine: reservedLinesMachine,
  events: listEvents,
  select: (snapshot) => connectReservedLines(snapshot as never, () => {}),
  invariants: listInvariants,
}

const HEADERS = [
  'Razón social',
  'Monto',
  'Disponible',
  'Días',
  'Vencimiento',
  'Creada',
  'Referencia',
  'Activa',
  'Acciones',
]

const expectTable = (lines: ReservedLine[]) => {
  const table = screen.getByRole('table', { name: 'Líneas de crédito reservadas' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(HEADERS)
  if (lines.length === 0) {
    expect(within(table).getByText('No tienes líneas de crédito reservadas')).toBeInTheDocument()
    return table
  }
  const rows = within(table).getAllByRole('row').slice(1)
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ),
  ).toEqual(lines.map((line) => ROWS[JSON.stringify(line)]))
  // 'Eliminar' on active lines only.
  for (const line of lines) {
    const remove = screen.queryByRole('button', { name: `Eliminar línea de ${line.business_name}` })
    if (line.active) expect(remove).toBeEnabled()
    else expect(remove).not.toBeInTheDocument()
  }
  return table
}

const expectNotice = (notice: string | null) => {
  if (notice) expect(screen.getByRole('status')).toHaveTextContent(notice)
  else expect(screen.queryByText(SALE_MSG.lineDeactivated)).not.toBeInTheDocument()
}

const confirmation = () => screen.getByRole('alertdialog', { name: '¿Eliminar la línea de crédito?' })
const expectConfirmation = (line: ReservedLine) => {
  expect(confirmation()).toHaveTextContent(
    `La línea de ${line.business_name} por $50,000.00 se desactivará y lo que quede disponible regresará al crédito del cliente.`,
  )
  return confirmation()
}

const listView = {
  render: (actor: AnyActorRef) => render(<ReservedLinesView actorRef={actor as ReservedLinesActorRef} />),
  userEvents: {
    'lines.reload': async () =>
      userEvent
        .setup()
        .click(
          screen.queryByRole('button', { name: 'Reintentar' }) ??
            screen.getByRole('button', { name: 'Actualizar' }),
        ),
    'lines.remove': async (event: EventObject) => {
      const { id } = event as unknown as { id: number }
      const line = [activeLine, inactiveLine].find((l) => l.id === id)!
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: `Eliminar línea de ${line.business_name}` }))
    },
    'lines.cancelRemove': async () =>
      closeByTurns('remove', () => within(confirmation()).getByRole('button', { name: 'Cancelar' })),
    'lines.confirmRemove': async () =>
      userEvent.setup().click(within(confirmation()).getByRole('button', { name: 'Eliminar' })),
  },
  screens: {
    'reservedLines.loading': (trail: Trail) => {
      const so = listSoFar(trail)
      expect(screen.getByRole('status', { name: 'Cargando líneas de crédito' })).toBeInTheDocument()
      // A reload keeps the lines on screen, marked busy.
      if (so.lines.length > 0) expect(expectTable(so.lines)).toHaveAttribute('aria-busy', 'true')
      else expect(screen.queryByRole('table')).not.toBeInTheDocument()
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      if (so.notice) expect(screen.getByText(so.notice)).toBeInTheDocument()
    },
    'reservedLines.failed': (trail: Trail) => {
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar las líneas de crédito')
      expect(alert).toHaveTextContent(listSoFar(trail).loadError!)
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument()
    },
    'reservedLines.ready.idle': (trail: Trail) => {
      const so = listSoFar(trail)
      expect(expectTable(so.lines)).not.toHaveAttribute('aria-busy')
      expect(screen.getByRole('button', { name: 'Actualizar' })).toBeEnabled()
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expectNotice(so.notice)
    },
    'reservedLines.ready.confirming': (trail: Trail) => {
      const so = listSoFar(trail)
      const dialog = expectConfirmation(so.removing!)
      if (so.removeError) expect(within(dialog).getByRole('alert')).toHaveTextContent(so.removeError)
      else expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
      expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled()
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled()
    },
    'reservedLines.ready.deactivating': (trail: Trail) => {
      const dialog = expectConfirmation(listSoFar(trail).removing!)
      expect(within(dialog).getByRole('button', { name: /Eliminar|Eliminando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    },
  },
}

describeModel('reserved lines list machine', listSpec, listView)

describe('reserved lines list', () => {
  it('offers Eliminar only on active lines', async () => {
    const { actor, controller } = startLive(reservedLinesMachine)
    controller.settle('loadLines', { output: [activeLine, inactiveLine] })
    await settle()
    actor.send({ type: 'lines.remove', id: inactiveLine.id })
    const api = connectReservedLines(actor.getSnapshot(), () => {})
    expect(api.removing).toBeNull()
    expect(controller.started.map((s) => s.name)).toEqual(['loadLines'])
    actor.stop()
  })
})

// ---------------------------------------------------------------- the create dialog

type Values = ReservedLineDialogContext['values']
const EMPTY: Values = { user_id: '', amount: '', days: '', token: '', reference: '' }
const VALID: Values = { user_id: '7', amount: '50000', days: '30', token: '483920', reference: 'Obra Norte' }
const fillValid = e('line.change', { values: VALID })
const newToken = e('line.change', { values: { token: '105928' } })
const CREATED = 'xstate.done.actor.createReservedLine'
const CREATE_FAILED = 'xstate.error.actor.createReservedLine'
const submitOutcomes: EventObject[] = [
  settled('createReservedLine', { success: true, msg: SALE_MSG.lineCreated, data: activeLine }),
  settled('createReservedLine', { success: false, msg: SALE_MSG.overAvailable }),
  failed('createReservedLine', { kind: 'http', status: 422, errors: { token: [SALE_MSG.invalidCode] } }),
  // A 422 about no field on the form: its msg in the dialog.
  failed('createReservedLine', { kind: 'http', status: 422, msg: SALE_MSG.invalidCode }),
  failed('createReservedLine', { kind: 'network' }),
  failed('createReservedLine', { kind: 'http', status: 500 }),
]

const dialogEventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as ReservedLineDialogContext
  if (snapshot.matches('closed') || snapshot.matches('succeeded')) return [e('line.open')]
  if (snapshot.matches('submitting')) return submitOutcomes
  if (snapshot.matches('failed')) return [e('line.submit'), e('line.close'), newToken]
  if (Object.keys(ctx.fieldErrors).length > 0) return ctx.values.user_id === '' ? [fillValid] : [newToken]
  return ctx.values.user_id === '' ? [fillValid, e('line.submit'), e('line.close')] : [e('line.submit')]
}

/** docs/decisions.md#validation: 'Debe cargar el ID de usuario'; amount, days and code required; reference optional. */
const validationOf = (values: Values): Record<string, string> => {
  const errors: Record<string, string> = {}
  if (!/^[1-9]\d*$/.test(values.user_id)) errors.user_id = SALE_MSG.reserveUserId
  for (const field of ['amount', 'days', 'token'] as const)
    if (values[field].trim() === '') errors[field] = MSG.required
  return errors
}
/** The body of POST /api/reserved-credit-line/create for these values. */
const requestOf = (values: Values) => ({
  user_id: Number(values.user_id),
  amount: Number(values.amount),
  days: Number(values.days),
  token: values.token,
  reference: values.reference.trim() === '' ? null : values.reference,
})

/**
 * The dialog from what the test did: opening starts an empty form; typing clears that field's red text and the
 * failure; 'Reservar' checks the form, else sends it; a 422 goes back to the form with the server's field
 * texts; a refusal or failure stays in the dialog with the msg; a created line closes it with the notice.
 */
const dialogSoFar = (trail: Trail) => {
  let so = {
    values: EMPTY,
    fieldErrors: {} as Record<string, string>,
    error: null as string | null,
    notice: null as string | null,
    requests: [] as Values[],
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as { values: Partial<Values>; output: unknown; error: Failure }
    switch (event.type) {
      case 'line.open':
        so = { ...so, values: EMPTY, fieldErrors: {}, error: null, notice: null }
        break
      case 'line.change': {
        const fieldErrors = Object.fromEntries(
          Object.entries(so.fieldErrors).filter(([field]) => !(field in ev.values)),
        )
        so = { ...so, values: { ...so.values, ...ev.values }, fieldErrors, error: null }
        break
      }
      case 'line.submit': {
        const errors = validationOf(so.values)
        if (Object.keys(errors).length > 0) so = { ...so, fieldErrors: errors }
        else so = { ...so, fieldErrors: {}, error: null, requests: [...so.requests, so.values] }
        break
      }
      case CREATED: {
        const output = ev.output as { success: boolean; msg: string }
        so = output.success ? { ...so, notice: output.msg } : { ...so, error: output.msg }
        break
      }
      case CREATE_FAILED: {
        const failure = ev.error
        if (failure.kind === 'http' && failure.status === 422 && failure.errors)
          so = {
            ...so,
            fieldErrors: Object.fromEntries(
              Object.entries(failure.errors).map(([field, messages]) => [field, messages[0]!]),
            ),
          }
        else so = { ...so, error: failureText(failure) }
        break
      }
    }
  }
  return so
}

const FIELDS = Object.keys(EMPTY) as Array<keyof Values>

/** The fields show the values typed and the red text of each field, read-only while sending. */
const expectForm = (selected: ReservedLineDialogApi, trail: Trail, readOnly: boolean) => {
  const so = dialogSoFar(trail)
  for (const field of FIELDS)
    expect(selected.getFieldProps(field), field).toMatchObject({
      value: so.values[field],
      error: so.fieldErrors[field],
      readOnly,
    })
}

const expectDialogCalls = (started: Observed['started'], trail: Trail) =>
  expect(calls(started, 'createReservedLine').map((s) => s.input)).toEqual(
    dialogSoFar(trail).requests.map((values) => ({ request: requestOf(values), idempotencyKey: 'key-1' })),
  )

const dialogInvariants: Record<string, Invariant<ReservedLineDialogApi>> = {
  'reservedLineDialog.closed': ({ selected, started }, trail) => {
    expect(['xstate.init', 'line.close']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expect(selected.open).toBe(false)
    expect(selected.notice).toBeNull()
    expectDialogCalls(started, trail)
  },
  'reservedLineDialog.editing': ({ selected, started }, trail) => {
    expect(selected.open).toBe(true)
    expect(selected.busy).toBe(false)
    // The form again: nothing refused or failed is pending (a 422 without field texts is a failure).
    expect(dialogSoFar(trail).error).toBeNull()
    expect(selected.error).toBeNull()
    expect(selected.notice).toBeNull()
    expect(selected.getCancelProps().disabled).toBe(false)
    expectForm(selected, trail, false)
    expectDialogCalls(started, trail)
  },
  'reservedLineDialog.submitting': ({ selected, started }, trail) => {
    const so = dialogSoFar(trail)
    expect(trail.lastEvent?.type).toBe('line.submit')
    expect(selected.open).toBe(true)
    expect(selected.busy).toBe(true)
    expect(selected.error).toBeNull()
    // No closing while it sends.
    expect(selected.getCancelProps().disabled).toBe(true)
    expectForm(selected, trail, true)
    expect(started.at(-1)).toEqual({
      name: 'createReservedLine',
      input: { request: requestOf(so.values), idempotencyKey: 'key-1' },
    })
    expectDialogCalls(started, trail)
  },
  'reservedLineDialog.succeeded': ({ selected, started, can }, trail) => {
    expect(trail.lastEvent?.type).toBe(CREATED)
    expect(can({ type: 'line.open' }), "'Reservar línea' opens the dialog again").toBe(true)
    expect(selected.open).toBe(false)
    expect(selected.notice).toBe(dialogSoFar(trail).notice)
    expect(selected.notice).toBe(SALE_MSG.lineCreated)
    expectDialogCalls(started, trail)
  },
  'reservedLineDialog.failed': ({ selected, started }, trail) => {
    const last = trail.lastEvent as unknown as { type: string; error?: Failure }
    expect([CREATED, CREATE_FAILED]).toContain(last.type)
    // A 422 with field texts goes back to the form: it is not a failure.
    const withFields =
      last.error?.kind === 'http' && last.error.status === 422 && last.error.errors !== undefined
    expect(withFields, 'a 422 with field texts is not a failure').toBe(false)
    expect(selected.error, 'a refused or failed create says why').toBeTruthy()
    expect(selected.open).toBe(true)
    expect(selected.busy).toBe(false)
    expect(selected.error).toBe(dialogSoFar(trail).error)
    expect(selected.notice).toBeNull()
    expectForm(selected, trail, false)
    expectDialogCalls(started, trail)
  },
}

const dialogSpec: ModelSpec<typeof reservedLineDialogMachine, ReservedLineDialogApi> = {
  machine: withFixedIdempotencyKey(reservedLineDialogMachine),
  events: dialogEventsFor,
  select: (snapshot) => connectReservedLineDialog(snapshot as never, () => {}),
  invariants: dialogInvariants,
}

const LABELS: Record<keyof Values, string> = {
  user_id: 'ID de usuario del cliente',
  amount: 'Monto',
  days: 'Días',
  token: 'Código de compra del cliente',
  reference: 'Referencia (opcional)',
}

const dialog = () => screen.getByRole('dialog', { name: 'Reservar línea de crédito' })
const expectDialogForm = (trail: Trail) => {
  const so = dialogSoFar(trail)
  for (const field of FIELDS)
    expect(within(dialog()).getByLabelText(LABELS[field])).toHaveValue(so.values[field])
  for (const message of Object.values(so.fieldErrors))
    expect(within(dialog()).getAllByText(message).length).toBeGreaterThan(0)
  return dialog()
}

const dialogView = {
  render: (actor: AnyActorRef) =>
    render(<ReservedLineDialogView actorRef={actor as ReservedLineDialogActorRef} />),
  userEvents: {
    'line.open': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reservar línea de crédito' })),
    'line.close': async () =>
      closeByTurns('line', () => within(dialog()).getByRole('button', { name: 'Cancelar' })),
    'line.submit': async () =>
      userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Reservar' })),
    'line.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Partial<Values> }
      const user = userEvent.setup()
      for (const [field, text] of Object.entries(values)) {
        const box = screen.getByLabelText(LABELS[field as keyof Values])
        await user.clear(box)
        await user.type(box, text)
      }
    },
  },
  screens: {
    'reservedLineDialog.closed': () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Reservar línea de crédito' })).toBeEnabled()
      expect(screen.queryByText(SALE_MSG.lineCreated)).not.toBeInTheDocument()
    },
    'reservedLineDialog.editing': (trail: Trail) => {
      const form = expectDialogForm(trail)
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
      expect(within(form).getByRole('button', { name: 'Reservar' })).toBeEnabled()
      expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeEnabled()
    },
    'reservedLineDialog.submitting': (trail: Trail) => {
      const form = expectDialogForm(trail)
      expect(within(form).getByRole('button', { name: /Reservar|Reservando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    },
    'reservedLineDialog.succeeded': (trail: Trail) => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(dialogSoFar(trail).notice!)
    },
    'reservedLineDialog.failed': (trail: Trail) => {
      const form = expectDialogForm(trail)
      const alert = within(form).getByRole('alert')
      expect(alert).toHaveTextContent('No se reservó la línea')
      expect(alert).toHaveTextContent(dialogSoFar(trail).error!)
      expect(within(form).getByRole('button', { name: 'Reservar' })).toBeEnabled()
    },
  },
}

describeModel('reserved line dialog machine', dialogSpec, dialogView)

describe('reserved line dialog', () => {
  it('validates with the product messages, keeps the key for a lost answer, tells the page of a new line', async () => {
    const lineCreated = vi.fn()
    const { actor, controller } = startLive(reservedLineDialogMachine.provide({ actions: { lineCreated } }))
    const api = () => connectReservedLineDialog(actor.getSnapshot(), () => {})
    actor.send({ type: 'line.open' })
    actor.send({ type: 'line.submit' })
    expect(Object.fromEntries(FIELDS.map((field) => [field, api().getFieldProps(field).error]))).toEqual({
      user_id: SALE_MSG.reserveUserId,
      amount: MSG.required,
      days: MSG.required,
      token: MSG.required,
      reference: undefined,
    })
    // Only spaces in the optional reference: none is sent.
    actor.send({ type: 'line.change', values: { ...VALID, reference: '   ', amount: '1,250.50' } })
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
    // A 500: the server may not have finished; the retry carries the same key too.
    controller.settle('createReservedLine', { error: { kind: 'http', status: 500 } })
    await settle()
    actor.send({ type: 'line.submit' })
    expect(controller.inputOf('createReservedLine')).toEqual(first)
    // An answer (a 4xx): the next attempt is a new one.
    controller.settle('createReservedLine', {
      error: { kind: 'http', status: 409, msg: SALE_MSG.overAvailable },
    })
    await settle()
    actor.send({ type: 'line.submit' })
    const third = controller.inputOf('createReservedLine') as { idempotencyKey: string }
    expect(third.idempotencyKey).not.toBe(first.idempotencyKey)
    controller.settle('createReservedLine', { output: { success: true, msg: SALE_MSG.lineCreated } })
    await settle()
    expect(api()).toMatchObject({ open: false, notice: SALE_MSG.lineCreated })
    expect(lineCreated).toHaveBeenCalledTimes(1)
    actor.stop()
  })
})

describe('reserved lines page parts, accessibility', () => {
  it('list with a confirm dialog, and the create dialog with errors, have no axe violations', async () => {
    const user = userEvent.setup()
    const list = startLive(reservedLinesMachine)
    const create = startLive(reservedLineDialogMachine)
    render(
      <>
        <ReservedLineDialogView actorRef={create.actor as ReservedLineDialogActorRef} />
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
    await user.click(within(confirmation()).getByRole('button', { name: 'Cancelar' }))
    await user.click(screen.getByRole('button', { name: 'Reservar línea de crédito' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Reservar' }))
    expect(screen.getByText(SALE_MSG.reserveUserId)).toBeInTheDocument()
    await expectNoAxeViolations()
    list.actor.stop()
    create.actor.stop()
  })
})
