import type { Statement } from '@contract/statements'
import { statementMachine } from '@machines/statement'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { StatementView } from '@/features/statement/StatementView'
import type { StatementActorRef } from '@/features/statement/statementLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

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

describe.each(MODES)('statement machine ($mode)', ({ token, counterpart, totalLabel, names, statement }) => {
  const empty = { ...statement, total: 0, data: [] } as Statement
  const spec: ModelSpec<typeof statementMachine> = {
    machine: statementMachine,
    input: { token },
    events: [
      { type: 'statement.retry' },
      { type: 'statement.export' },
      { type: 'xstate.done.actor.loadStatement', output: statement } as EventObject,
      { type: 'xstate.done.actor.loadStatement', output: empty } as EventObject,
      fail('loadStatement', { kind: 'http', status: 404, msg: 'El enlace no es válido.' }),
      { type: 'xstate.done.actor.exportStatement' } as EventObject,
      fail('exportStatement', { kind: 'network' }),
    ],
  }
  const paths = modelPaths(spec)

  const summary = () => screen.getByRole('region', { name: 'Resumen de la semana' })
  const signIn = () => {
    if (token) expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login')
    else expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument()
  }
  const calledWith = (snapshot: AnyMachineSnapshot, actor: string) =>
    expect(snapshot.children[actor]?.getSnapshot().input).toEqual({ token })
  const expectSummary = (total: string) => {
    expect(summary()).toHaveTextContent('Semana del 23 al 29 de noviembre de 2026')
    expect(summary()).toHaveTextContent(statement.business_name)
    expect(summary()).toHaveTextContent(`${totalLabel}${total}`)
  }
  const expectTable = () => {
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

  const view: ViewSpec<typeof statementMachine> = {
    ...spec,
    render: (actor: AnyActorRef) => render(<StatementView actorRef={actor as StatementActorRef} />),
    userEvents: {
      'statement.retry': () => click('Reintentar'),
      'statement.export': () => click('Exportar'),
    },
    states: {
      'statement.loading': (snapshot) => {
        signIn()
        expect(screen.getByRole('status', { name: 'Cargando estado de cuenta' })).toBeInTheDocument()
        expect(screen.queryByRole('region', { name: 'Resumen de la semana' })).not.toBeInTheDocument()
        calledWith(snapshot, 'loadStatement')
      },
      'statement.failed': () => {
        signIn()
        expect(screen.getByRole('alert')).toHaveTextContent('Ocurrio un error')
        expect(screen.getByRole('alert')).toHaveTextContent('El enlace no es válido.')
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
        expect(screen.queryByRole('table')).not.toBeInTheDocument()
      },
      'statement.empty': () => {
        signIn()
        expectSummary('$0.00')
        expect(screen.getByText('No hay pagos pendientes en este período.')).toBeInTheDocument()
        expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument()
        expect(screen.queryByRole('table')).not.toBeInTheDocument()
      },
      'statement.ready.idle': () => {
        signIn()
        expectSummary('$3,294.50')
        expectTable()
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled()
        expect(screen.queryByRole('alert')).not.toBeInTheDocument()
        expect(screen.queryByText('No hay pagos pendientes en este período.')).not.toBeInTheDocument()
      },
      'statement.ready.exporting': (snapshot) => {
        signIn()
        expectTable()
        const button = screen.getByRole('button', { name: 'Exportando…' })
        expect(button).toBeDisabled()
        expect(button).toHaveAttribute('aria-busy', 'true')
        calledWith(snapshot, 'exportStatement')
        expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      },
      'statement.ready.exportFailed': () => {
        signIn()
        expectTable()
        expect(screen.getByRole('alert')).toHaveTextContent(
          'No pudimos descargar el estado de cuenta. Inténtalo nuevamente.',
        )
        expect(screen.getByRole('alert')).toHaveTextContent('Error de conexión. Inténtalo nuevamente.')
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled()
      },
    },
  }

  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

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
