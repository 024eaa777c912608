import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { FlowReport } from '@/qa/reports'

/** The flows page of QA builds (src/qa/): the machine list, one chart, and a replay advancing a step. */

const SUPPLIERS = [
  { id: 1, business_name: 'Aceros del Norte', logo_url: null },
  { id: 2, business_name: 'Cementos Robles', logo_url: null },
]

/** A report of the shape the model tests write to reports/flows/<machine>.json. */
const REPORT: FlowReport = {
  machine: 'suppliers',
  testFile: 'tests/machines/resource.model.test.tsx',
  generatedAt: '2026-11-27T12:00:00.000Z',
  states: [
    { id: 'suppliers.loading', covered: true },
    { id: 'suppliers.ready', covered: true },
    { id: 'suppliers.failed', covered: false },
  ],
  transitions: [
    {
      id: 't1',
      source: 'suppliers.loading',
      event: 'xstate.done.actor.load',
      targets: ['suppliers.ready'],
      covered: true,
    },
    {
      id: 't2',
      source: 'suppliers.failed',
      event: 'resource.reload',
      targets: ['suppliers.loading'],
      covered: false,
    },
    {
      id: 't3',
      source: 'suppliers.loading',
      event: 'xstate.error.actor.load',
      targets: ['suppliers.failed'],
      covered: false,
      excluded: 'la prueba no puede hacer fallar la carga',
    },
  ],
  paths: [
    {
      name: 'init → error.actor.load → resource.reload → done.actor.load',
      steps: [
        { event: { type: 'xstate.init' }, state: 'loading' },
        { event: { type: 'xstate.error.actor.load', error: { message: 'red' } } as never, state: 'failed' },
        { event: { type: 'resource.reload' }, state: 'loading' },
        { event: { type: 'xstate.done.actor.load', output: SUPPLIERS } as never, state: 'ready' },
      ],
    },
    {
      name: 'init → done.actor.load',
      steps: [
        { event: { type: 'xstate.init' }, state: 'loading' },
        { event: { type: 'xstate.done.actor.load', output: SUPPLIERS } as never, state: 'ready' },
      ],
    },
  ],
}

const inspected = vi.fn()

vi.mock('@/qa/reports', async (original) => ({
  ...(await original<typeof import('@/qa/reports')>()),
  reportKeys: () => ['suppliers'],
  loadReport: async (key: string) => (key === 'suppliers' ? REPORT : null),
}))
// The replay reports to a spy instead of opening Stately's inspector.
vi.mock('@/qa/inspector', () => ({ qaInspector: async () => inspected }))

const { default: FlowsPage } = await import('@/qa/FlowsPage')

const renderAt = (path: string) => {
  const location = memoryLocation({ path })
  render(
    <Router hook={location.hook}>
      <Route path="/qa" nest>
        <FlowsPage />
      </Route>
    </Router>,
  )
}

describe('/qa flows page', () => {
  it('lists every machine of machines/*, the factory-made ones included', async () => {
    renderAt('/qa')
    const list = await screen.findByRole('list', { name: 'Máquinas' })
    for (const key of [
      'sale',
      'checkout',
      'paymentDialogConfirm',
      'paymentDialogPay',
      'dashboard-customer',
      'suppliers',
      'session',
    ])
      expect(within(list).getByRole('link', { name: key })).toHaveAttribute('href', `/qa/${key}`)
    expect(screen.getByRole('heading', { level: 1, name: 'Flujos' })).toBeInTheDocument()
  })

  it('draws the chart as a graph with coverage, and excluded transitions are not counted missing', async () => {
    renderAt('/qa/suppliers')
    // 2 of 3 transitions: the excluded one counts neither as covered nor as missing.
    expect(
      await screen.findByText(/Estados: 2 de 3 .* Transiciones: 1 de 2 .* Excluidas con motivo: 1/),
    ).toBeInTheDocument()
    const excluded = screen.getByRole('list', { name: 'Excluidas' })
    expect(excluded).toHaveTextContent(
      'suppliers.loading: xstate.error.actor.load → suppliers.failed: la prueba no puede hacer fallar la carga',
    )
    expect(screen.getByRole('list', { name: 'Sin cubrir' })).not.toHaveTextContent('xstate.error.actor.load')
    expect(screen.getByRole('list', { name: 'Sin cubrir' })).toHaveTextContent(
      'suppliers.failed: resource.reload',
    )
    // Which test run the figures come from, and when.
    const run = screen.getByText('Prueba').closest('dl')
    expect(run).toHaveTextContent('Pruebatests/machines/resource.model.test.tsx')
    expect(run).toHaveTextContent(/Fecha27 de noviembre de 2026/)

    const chart = await screen.findByRole('region', { name: 'Diagrama de suppliers' })
    const svg = await waitFor(() => {
      const found = chart.querySelector('svg[data-chart="suppliers"]')
      if (!found) throw new Error('no chart yet')
      return found as SVGSVGElement
    })
    expect(within(chart).getByRole('group', { name: 'Estado loading: cubierto, inicial' })).toHaveTextContent(
      'invoca load',
    )
    expect(within(chart).getByRole('group', { name: 'Estado failed: sin cubrir' })).toBeInTheDocument()
    const edge = (event: string) => svg.querySelector(`g[data-transition="${event}"]`)
    expect(edge('xstate.done.actor.load')).toHaveAttribute('data-coverage', 'covered')
    expect(edge('xstate.done.actor.load')).toHaveTextContent('listo: load')
    expect(edge('resource.reload')).toHaveAttribute('data-coverage', 'uncovered')
    expect(edge('xstate.error.actor.load')).toHaveAttribute('data-coverage', 'excluded')
    expect(edge('xstate.error.actor.load')?.querySelector('title')).toHaveTextContent(
      'la prueba no puede hacer fallar la carga',
    )
    // Every path is an arrow with points from the layout.
    for (const path of svg.querySelectorAll('g[data-transition] path'))
      expect(path.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+ L/)
  })

  it('replays a path on the real view, step by step, and lights the state on the chart', async () => {
    const user = userEvent.setup()
    renderAt('/qa/suppliers')
    const chart = await screen.findByRole('region', { name: 'Diagrama de suppliers' })
    await within(chart).findByRole('group', { name: /^Estado ready/ })
    await user.click(screen.getByRole('button', { name: 'Reproducir init → done.actor.load' }))
    const view = await screen.findByRole('region', { name: 'Vista real' })
    expect(await within(view).findByRole('status', { name: 'Cargando proveedores' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Siguiente paso' }))
    expect(await screen.findByText(/Paso 1 de 2/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Siguiente paso' }))
    expect(await within(view).findByRole('link', { name: 'Aceros del Norte' })).toBeInTheDocument()
    // The step's caption follows the view's update: wait for it too (a busy machine renders them apart).
    expect(await screen.findByText(/Paso 2 de 2/)).toHaveTextContent('estado actual: ready')
    expect(screen.getByRole('button', { name: 'Siguiente paso' })).toBeDisabled()
    expect(within(chart).getByRole('group', { name: 'Estado ready: cubierto, activo' })).toHaveTextContent(
      'ready ✓ · activo',
    )
    expect(inspected).toHaveBeenCalled()
  })

  it('follows the view when QA clicks in it: the status, the chart and the next step go on from there', async () => {
    const user = userEvent.setup()
    renderAt('/qa/suppliers')
    const chart = await screen.findByRole('region', { name: 'Diagrama de suppliers' })
    await within(chart).findByRole('group', { name: /^Estado ready/ })
    await user.click(
      await screen.findByRole('button', {
        name: 'Reproducir init → error.actor.load → resource.reload → done.actor.load',
      }),
    )
    const view = await screen.findByRole('region', { name: 'Vista real' })
    await user.click(screen.getByRole('button', { name: 'Siguiente paso' }))
    await user.click(screen.getByRole('button', { name: 'Siguiente paso' }))
    expect(await screen.findByText(/Paso 2 de 4/)).toHaveTextContent('estado actual: failed')
    // QA retries inside the view: that is the path's next step, done by the view.
    await user.click(await within(view).findByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText(/Paso 3 de 4/)).toHaveTextContent('estado actual: loading')
    const steps = screen.getByRole('list', { name: 'Pasos de la ruta' })
    expect(within(steps).getAllByRole('listitem')[2]).toHaveTextContent(
      'resource.reload → loading ✓ (en la vista)',
    )
    expect(
      within(chart).getByRole('group', { name: /^Estado loading: cubierto, activo/ }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Siguiente paso' }))
    expect(await within(view).findByRole('link', { name: 'Aceros del Norte' })).toBeInTheDocument()
    expect(await screen.findByText(/Paso 4 de 4/)).toHaveTextContent('estado actual: ready')
    expect(screen.queryByText(/la prueba registró/)).not.toBeInTheDocument()
  })

  it('has a view for every machine of the catalog, each payment dialog machine included', async () => {
    const { loadCatalog } = await import('@/qa/catalog')
    const { viewFor } = await import('@/qa/flowViews')
    const entries = await loadCatalog()
    expect(entries.filter((entry) => !viewFor(entry)).map((entry) => entry.key)).toEqual([])
    // One machine per dialog (whatever their ids): each is a payment dialog by its folder.
    expect(viewFor({ key: 'confirmPayment', folder: 'payment-dialog' })).toBe(
      viewFor({ key: 'paymentDialog', folder: 'payment-dialog' }),
    )
  })

  it('shows a machine without a report and says what to run', async () => {
    renderAt('/qa/session')
    expect(await screen.findByRole('region', { name: 'Diagrama de session' })).toBeInTheDocument()
    expect(await screen.findByText('npx vitest run --project machines')).toBeInTheDocument()
  })
})
