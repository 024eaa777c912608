import type { BusinessInformation } from '@contract/directory'
import type { SupplierSummary } from '@contract/sales'
import { mySuppliersMachine, supplierProfileMachine } from '@machines/suppliers'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { MySuppliersView } from '@/features/suppliers/MySuppliersView'
import { SupplierProfileView } from '@/features/suppliers/SupplierProfileView'
import type { MySuppliersActorRef, SupplierProfileActorRef } from '@/features/suppliers/suppliersLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

/** /suppliers 'Mis proveedores' and /supplier/:id, each path on the live actor and on the rendered view. */

const suppliers: SupplierSummary[] = [
  { id: 3, business_name: 'Aceros del Norte', logo_url: null },
  { id: 7, business_name: 'Cementos Robles', logo_url: '/files/logo-7.png' },
]
const networkError = { type: 'xstate.error.actor.load', error: { kind: 'network' } } as EventObject
const serverError = {
  type: 'xstate.error.actor.load',
  error: { kind: 'http', status: 500, msg: 'Servicio no disponible' },
} as EventObject
const notFound = {
  type: 'xstate.error.actor.load',
  error: { kind: 'http', status: 404, msg: 'Proveedor no encontrado' },
} as EventObject

const retry = async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))

describe.each([
  ['with suppliers', suppliers],
  ['with none', [] as SupplierSummary[]],
])('my suppliers machine (%s)', (_, list) => {
  const spec: ModelSpec<typeof mySuppliersMachine> = {
    machine: mySuppliersMachine,
    events: [
      { type: 'resource.reload' },
      { type: 'xstate.done.actor.load', output: list } as EventObject,
      networkError,
      serverError,
    ],
  }
  const paths = modelPaths(spec)
  const view: ViewSpec<typeof mySuppliersMachine> = {
    ...spec,
    render: (actor: AnyActorRef) => render(<MySuppliersView actorRef={actor as MySuppliersActorRef} />),
    userEvents: { 'resource.reload': retry },
    states: {
      'mySuppliers.loading': () => {
        expect(screen.getByRole('status', { name: 'Cargando proveedores' })).toBeInTheDocument()
        expect(screen.queryByRole('link')).not.toBeInTheDocument()
      },
      'mySuppliers.ready': () => {
        expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
        expect(screen.queryByRole('status', { name: 'Cargando proveedores' })).not.toBeInTheDocument()
        if (list.length === 0) {
          expect(screen.getByText('Aún no tienes proveedores')).toBeInTheDocument()
          expect(screen.getByRole('link', { name: /¿Donde comprar\?/ })).toHaveAttribute('href', '/where-buy')
        } else {
          const items = within(screen.getByRole('list')).getAllByRole('listitem')
          expect(items).toHaveLength(2)
          for (const [i, supplier] of suppliers.entries()) {
            expect(
              within(items[i]!).getByRole('heading', { name: supplier.business_name }),
            ).toBeInTheDocument()
            expect(
              within(items[i]!).getByRole('link', { name: `Ver perfil de ${supplier.business_name}` }),
            ).toHaveAttribute('href', `/supplier/${supplier.id}`)
          }
          expect(items[1]!.querySelector('img')).toHaveAttribute('src', '/files/logo-7.png')
        }
      },
      'mySuppliers.failed': () => {
        expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tus proveedores')
        expect(screen.getByRole('alert')).toHaveTextContent(/Servicio no disponible|conexión/i)
        expect(screen.queryByRole('link')).not.toBeInTheDocument()
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

const full: BusinessInformation = {
  id: 7,
  business_name: 'Cementos Robles',
  tax_id: 'CRO010101AB1',
  legally_responsible: 'Rosa Robles',
  address: 'Av. Juárez 10, Centro',
  contact_name: 'Luis Robles',
  phone: '525512345678',
  email: 'ventas@robles.mx',
  logo_url: '/files/logo-7.png',
  map: 'https://maps.google.com/?q=robles',
  state: 'Jalisco',
  city: 'Guadalajara',
  directory_vendor_phone: '523311112222',
  credit_limit: null,
  transaction_limit: null,
  term_limit: null,
  penalty_percentage: null,
  bank_accounts: [],
  purchases: {
    count: 6,
    unpaid_count: 2,
    unpaid_amount: 15250.5,
    latest: [
      {
        id: 41,
        amount: 10000,
        purchase_date: '2026-11-02',
        expiration_date: '2026-12-02',
        status_id: 1,
        status: 'pending',
      },
      {
        id: 40,
        amount: 5250.5,
        purchase_date: '2026-09-01',
        expiration_date: '2026-10-01',
        status_id: 4,
        status: 'expired',
      },
      {
        id: 39,
        amount: 800,
        purchase_date: '2026-08-01',
        expiration_date: '2026-08-31',
        status_id: 3,
        status: 'paid',
      },
    ],
  },
  reserved_credit_line: {
    id: 5,
    amount: 20000,
    available: 12500,
    expiration_date: '2026-12-31',
    reference: 'Obra Norte',
  },
}
const bare: BusinessInformation = {
  ...full,
  id: 8,
  business_name: 'Maderas Sur',
  phone: null,
  directory_vendor_phone: null,
  map: null,
  purchases: null,
  reserved_credit_line: null,
  bank_accounts: [
    {
      id: 1,
      bank_name: 'BBVA',
      currency: 'pesos',
      account_number: '0123456789',
      account_key: '012180001234567891',
      beneficiary_name: 'Maderas Sur SA de CV',
    },
  ],
}

const back = () => screen.getByRole('button', { name: 'Volver' })

describe.each([
  ['full profile', full],
  ['no phone, map, purchases or line; one bank account', bare],
])('supplier profile machine (%s)', (_, profile) => {
  const spec: ModelSpec<typeof supplierProfileMachine> = {
    machine: supplierProfileMachine,
    input: { id: String(profile.id) },
    events: [
      { type: 'profile.reload' },
      { type: 'xstate.done.actor.load', output: profile } as EventObject,
      networkError,
      serverError,
      notFound,
    ],
  }
  const paths = modelPaths(spec)
  const view: ViewSpec<typeof supplierProfileMachine> = {
    ...spec,
    render: (actor: AnyActorRef) =>
      render(<SupplierProfileView actorRef={actor as SupplierProfileActorRef} />),
    userEvents: { 'profile.reload': retry },
    states: {
      'supplierProfile.loading': () => {
        expect(back()).toBeEnabled()
        expect(screen.getByRole('status', { name: 'Cargando proveedor' })).toBeInTheDocument()
        expect(screen.queryByRole('heading', { name: profile.business_name })).not.toBeInTheDocument()
      },
      'supplierProfile.ready': () => {
        expect(back()).toBeEnabled()
        expect(screen.getByRole('heading', { level: 1, name: profile.business_name })).toBeInTheDocument()
        const business = screen.getByRole('region', { name: 'Información del negocio' })
        expect(business).toHaveTextContent(`RFC${profile.tax_id}`)
        expect(business).toHaveTextContent('Av. Juárez 10, Centro')
        expect(business).toHaveTextContent('Guadalajara, Jalisco')
        expect(business).toHaveTextContent('ventas@robles.mx')
        const banks = screen.getByRole('region', { name: 'Cuentas bancarias' })
        if (profile === full) {
          const whatsapp = screen.getByRole('link', { name: 'Escribir por WhatsApp' })
          expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/523311112222\?text=/)
          expect(whatsapp).toHaveAttribute('target', '_blank')
          expect(screen.getByRole('link', { name: 'Ver ubicación' })).toHaveAttribute(
            'href',
            'https://maps.google.com/?q=robles',
          )
          const purchases = screen.getByRole('region', { name: 'Tus compras' })
          expect(purchases).toHaveTextContent('Compras6')
          expect(purchases).toHaveTextContent('$15,250.50 (2 compras)')
          const latest = within(purchases).getAllByRole('listitem')
          expect(latest).toHaveLength(3)
          expect(latest[0]).toHaveTextContent('Compra #41')
          expect(latest[0]).toHaveTextContent('$10,000.00')
          expect(latest[0]).toHaveTextContent('Pendiente')
          expect(latest[1]).toHaveTextContent('Vencida')
          expect(latest[2]).toHaveTextContent('Pagada')
          expect(within(purchases).getByRole('link', { name: 'Ver todos mis pagos' })).toHaveAttribute(
            'href',
            '/payments',
          )
          const line = screen.getByRole('region', { name: 'Línea de crédito reservada' })
          expect(line).toHaveTextContent('Disponible$12,500.00')
          expect(line).toHaveTextContent('Obra Norte')
          expect(banks).toHaveTextContent('Este proveedor aún no ha registrado cuentas bancarias.')
        } else {
          expect(screen.queryByRole('link', { name: 'Escribir por WhatsApp' })).not.toBeInTheDocument()
          expect(screen.queryByRole('link', { name: 'Ver ubicación' })).not.toBeInTheDocument()
          expect(screen.queryByRole('region', { name: 'Tus compras' })).not.toBeInTheDocument()
          expect(screen.queryByRole('region', { name: 'Línea de crédito reservada' })).not.toBeInTheDocument()
          expect(banks).toHaveTextContent('BBVA')
          expect(banks).toHaveTextContent('012180001234567891')
          expect(banks).toHaveTextContent('Maderas Sur SA de CV')
        }
      },
      'supplierProfile.notFound': () => {
        expect(screen.getByRole('heading', { name: 'Proveedor no encontrado' })).toBeInTheDocument()
        expect(screen.getByRole('link', { name: 'Ir a Mis proveedores' })).toHaveAttribute(
          'href',
          '/suppliers',
        )
        expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
      },
      'supplierProfile.failed': () => {
        expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar el proveedor')
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
        expect(screen.queryByText('Proveedor no encontrado')).not.toBeInTheDocument()
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

describe('supplier profile back button', () => {
  it("'Volver' opened directly (no history) goes to /suppliers", async () => {
    window.history.replaceState(null, '', '/supplier/7')
    expect(window.history.length).toBe(1)
    const run = startLive(supplierProfileMachine, { id: '7' })
    render(<SupplierProfileView actorRef={run.actor as SupplierProfileActorRef} />)
    await userEvent.setup().click(back())
    expect(window.location.pathname).toBe('/suppliers')
    run.actor.stop()
  })
})

describe('my suppliers and the supplier profile, accessibility', () => {
  it('list, empty, failed and profile states have no axe violations', async () => {
    const list = startLive(mySuppliersMachine)
    const { unmount } = render(<MySuppliersView actorRef={list.actor as MySuppliersActorRef} />)
    await expectNoAxeViolations()
    await act(async () => {
      list.controller.settle('load', { output: suppliers })
      await settle()
    })
    await expectNoAxeViolations()
    unmount()
    list.actor.stop()
    for (const profile of [full, bare]) {
      const run = startLive(supplierProfileMachine, { id: String(profile.id) })
      const rendered = render(<SupplierProfileView actorRef={run.actor as SupplierProfileActorRef} />)
      await act(async () => {
        run.controller.settle('load', { output: profile })
        await settle()
      })
      await expectNoAxeViolations()
      rendered.unmount()
      run.actor.stop()
    }
    const missing = startLive(supplierProfileMachine, { id: '999' })
    render(<SupplierProfileView actorRef={missing.actor as SupplierProfileActorRef} />)
    await act(async () => {
      missing.controller.settle('load', {
        error: { kind: 'http', status: 404, msg: 'Proveedor no encontrado' },
      })
      await settle()
    })
    await expectNoAxeViolations()
    missing.actor.stop()
  })
})
