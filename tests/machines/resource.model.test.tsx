import { MSG } from '@contract/messages'
import type { SupplierSummary } from '@contract/sales'
import { connectResource } from '@machines/resource'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { type SuppliersActorRef, suppliersMachine } from '@/features/purchase-code/purchaseCodeLogic'
import { SuppliersCarousel } from '@/features/purchase-code/SuppliersCarousel'
import { describeModel } from './lib/describeModel'
import type { Invariant, ModelSpec, Trail } from './lib/modelPaths'

/** The resource machine through its view on /token: the customers' suppliers carousel. */

const suppliers: SupplierSummary[] = [
  { id: 1, business_name: 'Aceros del Norte', logo_url: null },
  { id: 2, business_name: 'Cementos Robles', logo_url: '/files/logo-2.png' },
]

type Selected = ReturnType<typeof connectResource<SupplierSummary[]>>
type Failure = { kind: string; msg?: string }

const loads = (trail: Trail) => trail.count(/^xstate\.(done|error)\.actor\.load$/)
/** One load when the page opens and one per Reintentar. */
const expectLoads = (started: ReadonlyArray<{ name: string }>, trail: Trail) =>
  expect(started.filter((s) => s.name === 'load').length).toBe(1 + trail.count('resource.reload'))

const invariants: Record<string, Invariant<Selected>> = {
  'suppliers.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toContain('busy')
    expect(selected.loading).toBe(true)
    expect(selected.data).toBeNull()
    // Loading again only after Reintentar on a failure.
    expect(loads(trail)).toBe(trail.count('resource.reload'))
    expectLoads(started, trail)
  },
  'suppliers.ready': ({ selected, started }, trail) => {
    expect(selected.ready).toBe(true)
    expect(selected.loading).toBe(false)
    expect(selected.data).toEqual(trail.last<{ output: SupplierSummary[] }>('xstate.done.actor.load')?.output)
    expect(selected.error).toBeNull()
    expectLoads(started, trail)
  },
  'suppliers.failed': ({ selected, started, can }, trail) => {
    expect(can({ type: 'resource.reload' }), "'Reintentar' is offered").toBe(true)
    expect(selected.failed).toBe(true)
    const { error } = trail.last<{ error: Failure }>('xstate.error.actor.load')!
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.load')
    expect(selected.error).toBe(error.kind === 'network' ? MSG.connection : (error.msg ?? MSG.unexpected))
    expect(selected.data).toBeNull()
    expectLoads(started, trail)
  },
}

const spec: ModelSpec<typeof suppliersMachine, Selected> = {
  machine: suppliersMachine,
  events: [
    { type: 'resource.reload' },
    { type: 'xstate.done.actor.load', output: suppliers } as EventObject,
    { type: 'xstate.error.actor.load', error: { kind: 'network' } } as EventObject,
    {
      type: 'xstate.error.actor.load',
      error: { kind: 'http', status: 500, msg: 'Servicio no disponible' },
    } as EventObject,
  ],
  select: (snapshot: AnyMachineSnapshot) => connectResource(snapshot as never, () => {}) as Selected,
  invariants,
}

const carousel = () => screen.getByRole('region', { name: 'Compra fiado con todos nuestros proveedores' })
/** The heading goes to the directory whatever the suppliers' state: it is the carousel's one link then. */
const headingLink = () => {
  const heading = within(carousel()).getByRole('heading', {
    name: 'Compra fiado con todos nuestros proveedores',
  })
  const link = within(heading).getByRole('link', { name: 'Compra fiado con todos nuestros proveedores' })
  expect(link).toHaveAttribute('href', '/where-buy')
  return link
}

const view = {
  render: (actor: AnyActorRef) => render(<SuppliersCarousel actorRef={actor as SuppliersActorRef} />),
  userEvents: {
    'resource.reload': async () =>
      userEvent.setup().click(within(carousel()).getByRole('button', { name: 'Reintentar' })),
  },
  screens: {
    'suppliers.loading': () => {
      expect(within(carousel()).getByRole('status', { name: 'Cargando proveedores' })).toBeInTheDocument()
      expect(within(carousel()).getAllByRole('link')).toEqual([headingLink()])
    },
    'suppliers.ready': (trail: Trail) => {
      const shown = trail.last<{ output: SupplierSummary[] }>('xstate.done.actor.load')!.output
      expect(within(carousel()).getAllByRole('link')).toHaveLength(shown.length + 1)
      headingLink()
      for (const supplier of shown)
        expect(within(carousel()).getByRole('link', { name: supplier.business_name })).toHaveAttribute(
          'href',
          '/where-buy',
        )
      expect(within(carousel()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'suppliers.failed': () => {
      expect(carousel()).toHaveTextContent('No pudimos cargar los proveedores.')
      expect(within(carousel()).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(within(carousel()).getAllByRole('link')).toEqual([headingLink()])
    },
  },
}

describeModel('resource machine (suppliers carousel)', spec, view)
