import { MSG } from '@contract/messages'
import type { Statement } from '@contract/statements'
import { STATEMENT_MSG } from '@contract/statementTexts'
import { connectStatement, type StatementApi, statementMachine } from '@machines/statement'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { StatementView } from '@/features/statement/StatementView'
import type { StatementActorRef } from '@/features/statement/statementLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'

/**
 * /statement/{token?} 'Estado de cuenta' (docs/decisions.md#statements): a builder's week by the token of its
 * mail, or the signed-in supplier's; each path on the live actor and on the rendered view.
 */

const TOKEN = 'tQ3v9l2Kx8m0RZb7yWc1dE5fG6hJ4kL_nP-aSoUiVeX'
const week = { from: '2026-11-23', to: '2026-11-29' }
const rowsOf = (name: 'supplier_name' | 'customer_name', counterparts: [string, string]) => [
  {
    id: 41,
    amount: 2_060,
    purchase_date: '2026-10-20',
    expiration_date: '2026-11-19',
    overdue: true,
    [name]: counterparts[0],
  },
  {
    id: 57,
    amount: 1_234.5,
    purchase_date: '2026-11-01',
    expiration_date: '2026-11-27',
    overdue: false,
    [name]: counterparts[1],
  },
]

const MODES = [
  {
    mode: 'a builder by token',
    token: TOKEN,
    counterpart: 'Proveedor',
    totalLabel: 'Total a pagar esta semana',
    names: ['Materiales El Fuerte', 'Aceros del Norte'] as [string, string],
    statement: {
      side: 'customer',
      business_name: 'Constructora Robles',
      week,
      total: 3_294.5,
      data: rowsOf('supplier_name', ['Materiales El Fuerte', 'Aceros del Norte']),
    } as Statement,
  },
  {
    mode: 'a supplier signed in',
    token: null,
    counterpart: 'Cliente',
    totalLabel: 'Total a cobrar esta semana',
    names: ['Constructora Robles', 'Obras Hidalgo'] as [string, string],
    statement: {
      side: 'supplier',
      business_name: 'Materiales El Fuerte',
      week,
      total: 3_294.5,
      data: rowsOf('customer_name', ['Constructora Robles', 'Obras Hidalgo']),
    } as Statement,
  },
] as const

const fail = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as EventObject
const click = async (name: string) => userEvent.setup().click(screen.getByRole('button', { name }))

type Failure = { kind: string; msg?: string }
const messageOf = (failure: Failure) => (failure.kind === 'network' ? MSG.connection : failure.msg)
const lastStatement = (trail: Trail) =>
  trail.last<{ output: Statement }>('xstate.done.actor.loadStatement')!.output
const tokenOf = (trail: Trail) => (trail.input as { token: string | null }).token
const calls = (started: ReadonlyArray<{ name: string; input: unknown }>, name: string) =>
  started.filter((s) => s.name === name)

/** The statement loads on open and on each Reintentar; exports once per Exportar; both with the page's token. */
const expectCalls = (started: ReadonlyArray<{ name: string; input: unknown }>, trail: Trail) => {
  const token = tokenOf(trail)
  const loads = calls(started, 'loadStatement')
  const exports = calls(started, 'exportStatement')
  expect(loads).toHaveLength(1 + trail.count('statement.retry'))
  expect(exports).toHaveLength(trail.count('statement.export'))
  for (const call of [...loads, ...exports]) expect(call.input).toEqual({ token })
}

/** Either side reads the counterpart's name; the token page is the builder's (Ingresar), else the supplier's. */
const expectLoaded = (selected: StatementApi, trail: Trail) => {
  const statement = lastStatement(trail)
  const token = tokenOf(trail)
  expect(selected.loaded).toBe(true)
  expect(selected.showSignIn).toBe(token !== null)
  expect(selected.totalLabel).toBe(token !== null ? STATEMENT_MSG.totalToPay : STATEMENT_MSG.totalToCollect)
  expect(selected.businessName).toBe(statement.business_name)
  expect(selected.total).toBe(statement.total)
  expect(selected.rows.map((row) => [row.id, row.name, row.amount, row.overdue])).toEqual(
    statement.data.map((row) => [
      row.id,
      'supplier_name' in row ? row.supplier_name : row.customer_name,
      row.amount,
      row.overdue,
    ]),
  )
}

const invariants: Record<string, Invariant<StatementApi>> = {
  'statement.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toContain('busy')
    expect(selected.loaded).toBe(false)
    expect(['xstate.init', 'statement.retry']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expectCalls(started, trail)
  },
  'statement.failed': ({ selected, started, can }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadStatement')
    expect(can({ type: 'statement.retry' }), "'Reintentar' loads again").toBe(true)
    expect(selected.failed).toBe(true)
    expect(selected.failedTitle).toBe('Ocurrio un error')
    expect(selected.error).toBe(messageOf((trail.lastEvent as unknown as { error: Failure }).error))
    expectCalls(started, trail)
  },
  'statement.empty': ({ selected, started }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.loadStatement')
    // Loaded without rows: nothing pending, nothing to export.
    expect(lastStatement(trail).data).toEqual([])
    expectLoaded(selected, trail)
    expect(selected.empty).toBe(true)
    expectCalls(started, trail)
  },
  'statement.ready.idle': ({ selected, started, can }, trail) => {
    expect(lastStatement(trail).data.length).toBeGreaterThan(0)
    expect(can({ type: 'statement.export' }), "'Exportar' is offered").toBe(true)
    expectLoaded(selected, trail)
    expect(selected.empty).toBe(false)
    expect(selected.exporting).toBe(false)
    expect(selected.exportError).toBeNull()
    expect(['xstate.done.actor.loadStatement', 'xstate.done.actor.exportStatement']).toContain(
      trail.lastEvent?.type,
    )
    expectCalls(started, trail)
  },
  'statement.ready.exporting': ({ selected, started, can }, trail) => {
    expectLoaded(selected, trail)
    expect(can({ type: 'statement.export' }), 'one export at a time').toBe(false)
    expect(trail.lastEvent?.type).toBe('statement.export')
    expect(selected.exporting).toBe(true)
    expect(selected.getExportProps().loading).toBe(true)
    expectCalls(started, trail)
  },
  'statement.ready.exportFailed': ({ selected, started, can }, trail) => {
    expectLoaded(selected, trail)
    expect(can({ type: 'statement.export' }), "'Exportar' again after a failed export").toBe(true)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.exportStatement')
    expect(selected.exportFailed).toBe(true)
    expect(selected.exportError).toBe(messageOf((trail.lastEvent as unknown as { error: Failure }).error))
    expectCalls(started, trail)
  },
}

const eventsWith = (statement: Statement): EventObject[] => [
  { type: 'statement.retry' },
  { type: 'statement.export' },
  { type: 'xstate.done.actor.loadStatement', output: statement } as EventObject,
  { type: 'xstate.done.actor.loadStatement', output: { ...statement, total: 0, data: [] } } as EventObject,
  fail('loadStatement', { kind: 'http', status: 404, msg: 'El enlace no es válido.' }),
  { type: 'xstate.done.actor.exportStatement' } as EventObject,
  fail('exportStatement', { kind: 'network' }),
]

const spec: ModelSpec<typeof statementMachine, StatementApi> = {
  machine: statementMachine,
  input: { token: MODES[0].token },
  events: eventsWith(MODES[0].statement),
  select: (snapshot: AnyMachineSnapshot) => connectStatement(snapshot as never, () => {}),
  invariants,
}

const modeOf = (trail: Trail) => MODES.find((mode) => mode.token === tokenOf(trail))!
const summary = () => screen.getByRole('region', { name: 'Resumen de la semana' })
const signIn = (trail: Trail) => {
  if (tokenOf(trail)) expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login')
  else expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument()
}
const expectSummary = (trail: Trail, total: string) => {
  expect(summary()).toHaveTextContent('Semana del 23 al 29 de noviembre de 2026')
  expect(summary()).toHaveTextContent(lastStatement(trail).business_name)
  expect(summary()).toHaveTextContent(`${modeOf(trail).totalLabel}${total}`)
}
const expectTable = (trail: Trail) => {
  const { counterpart, names } = modeOf(trail)
  const table = screen.getByRole('table', { name: 'Pagos de la semana' })
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
  expect(headers).toEqual(['ID', counterpart, 'Monto', 'Fecha de compra', 'Fecha de vencimiento'])
  const rows = within(table).getAllByRole('row')
  expect(rows.map((row) => row.textContent)).toEqual([
    `ID${counterpart}MontoFecha de compraFecha de vencimiento`,
    `41${names[0]}$2,060.0020/10/202619/11/2026 Vencido`,
    `57${names[1]}$1,234.5001/11/202627/11/2026`,
    'Total$3,294.50',
  ])
  const cards = within(screen.getByRole('list', { name: 'Pagos de la semana' })).getAllByRole('listitem')
  expect(cards.map((card) => card.textContent)).toEqual([
    `${names[0]}$2,060.00ID41Fecha de compra20/10/2026Fecha de vencimiento19/11/2026 Vencido`,
    `${names[1]}$1,234.50ID57Fecha de compra01/11/2026Fecha de vencimiento27/11/2026`,
  ])
  expect(summary()).toHaveTextContent('Incluye los pagos vencidos que siguen pendientes.')
}

const view = {
  render: (actor: AnyActorRef) => render(<StatementView actorRef={actor as StatementActorRef} />),
  userEvents: {
    'statement.retry': () => click('Reintentar'),
    'statement.export': () => click('Exportar'),
  },
  screens: {
    'statement.loading': (trail: Trail) => {
      signIn(trail)
      expect(screen.getByRole('status', { name: 'Cargando estado de cuenta' })).toBeInTheDocument()
      expect(screen.queryByRole('region', { name: 'Resumen de la semana' })).not.toBeInTheDocument()
    },
    'statement.failed': (trail: Trail) => {
      const { error } = trail.last<{ error: Failure }>('xstate.error.actor.loadStatement')!
      signIn(trail)
      expect(screen.getByRole('alert')).toHaveTextContent('Ocurrio un error')
      expect(screen.getByRole('alert')).toHaveTextContent(messageOf(error)!)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
    },
    'statement.empty': (trail: Trail) => {
      signIn(trail)
      expectSummary(trail, '$0.00')
      expect(screen.getByText('No hay pagos pendientes en este período.')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
    },
    'statement.ready.idle': (trail: Trail) => {
      signIn(trail)
      expectSummary(trail, '$3,294.50')
      expectTable(trail)
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(screen.queryByText('No hay pagos pendientes en este período.')).not.toBeInTheDocument()
    },
    'statement.ready.exporting': (trail: Trail) => {
      signIn(trail)
      expectTable(trail)
      const button = screen.getByRole('button', { name: 'Exportando…' })
      expect(button).toBeDisabled()
      expect(button).toHaveAttribute('aria-busy', 'true')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
    'statement.ready.exportFailed': (trail: Trail) => {
      const { error } = trail.last<{ error: Failure }>('xstate.error.actor.exportStatement')!
      signIn(trail)
      expectTable(trail)
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No pudimos descargar el estado de cuenta. Inténtalo nuevamente.',
      )
      expect(screen.getByRole('alert')).toHaveTextContent(messageOf(error)!)
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled()
    },
  },
}

describeModel(
  'statement machine',
  spec,
  view,
  MODES.map(({ mode, token, statement }) => ({
    name: mode,
    input: { token },
    events: eventsWith(statement),
  })),
)

describe('statement', () => {
  it('loading, loaded, exporting, export failed, empty and failed have no axe violations', async () => {
    const run = startLive(statementMachine, { token: TOKEN })
    const first = render(<StatementView actorRef={run.actor as StatementActorRef} />)
    await expectNoAxeViolations()
    await act(async () => {
      run.controller.settle('loadStatement', { output: MODES[0].statement })
      await settle()
    })
    await expectNoAxeViolations()
    await click('Exportar')
    await expectNoAxeViolations()
    await act(async () => {
      run.controller.settle('exportStatement', { error: { kind: 'network' } })
      await settle()
    })
    await expectNoAxeViolations()
    first.unmount()
    run.actor.stop()

    const other = startLive(statementMachine, { token: null })
    const { unmount } = render(<StatementView actorRef={other.actor as StatementActorRef} />)
    await act(async () => {
      other.controller.settle('loadStatement', { error: { kind: 'http', status: 500 } })
      await settle()
    })
    await expectNoAxeViolations()
    unmount()
    other.actor.stop()

    const nothing = startLive(statementMachine, { token: null })
    render(<StatementView actorRef={nothing.actor as StatementActorRef} />)
    await act(async () => {
      nothing.controller.settle('loadStatement', {
        output: { ...MODES[1].statement, total: 0, data: [] },
      })
      await settle()
    })
    expect(screen.getByText('No hay pagos pendientes en este período.')).toBeInTheDocument()
    await expectNoAxeViolations()
    nothing.actor.stop()
  })
})
