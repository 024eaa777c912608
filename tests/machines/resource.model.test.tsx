import type { SupplierSummary } from '@contract/sales'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { type SuppliersActorRef, suppliersMachine } from '@/features/purchase-code/purchaseCodeLogic'
import { SuppliersCarousel } from '@/features/purchase-code/SuppliersCarousel'
import { describePath, type ModelSpec, modelPaths, runPathOnActor } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

/** The resource machine through its view on /token: the customers' suppliers carousel. */

const suppliers: SupplierSummary[] = [
  { id: 1, business_name: 'Aceros del Norte', logo_url: null },
  { id: 2, business_name: 'Cementos Robles', logo_url: '/files/logo-2.png' },
]

const spec: ModelSpec<typeof suppliersMachine> = {
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
}
const paths = modelPaths(spec)

const carousel = () => screen.getByRole('region', { name: 'Compra fiado con todos nuestros proveedores' })

const view: ViewSpec<typeof suppliersMachine> = {
  ...spec,
  render: (actor: AnyActorRef) => render(<SuppliersCarousel actorRef={actor as SuppliersActorRef} />),
  userEvents: {
    'resource.reload': async () =>
      userEvent.setup().click(within(carousel()).getByRole('button', { name: 'Reintentar' })),
  },
  states: {
    'suppliers.loading': () =>
      expect(within(carousel()).getByRole('status', { name: 'Cargando proveedores' })).toBeInTheDocument(),
    'suppliers.ready': () => {
      for (const supplier of suppliers)
        expect(within(carousel()).getByRole('link', { name: supplier.business_name })).toHaveAttribute(
          'href',
          '/where-buy',
        )
      expect(within(carousel()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'suppliers.failed': () => {
      expect(carousel()).toHaveTextContent('No pudimos cargar los proveedores.')
      expect(within(carousel()).queryByRole('link')).not.toBeInTheDocument()
    },
  },
}

describe('resource machine (suppliers carousel)', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})
