import type { BusinessInformation } from '@contract/directory'
import { DIRECTORY_MSG } from '@contract/directoryTexts'
import { MSG } from '@contract/messages'
import type { SupplierSummary } from '@contract/sales'
import { connectResource } from '@machines/resource'
import {
  connectSupplierProfile,
  mySuppliersMachine,
  type SupplierProfileApi,
  supplierProfileMachine,
} from '@machines/suppliers'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { MySuppliersView } from '@/features/suppliers/MySuppliersView'
import { SupplierProfileView } from '@/features/suppliers/SupplierProfileView'
import type { MySuppliersActorRef, SupplierProfileActorRef } from '@/features/suppliers/suppliersLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'

/** /suppliers 'Mis proveedores' and /supplier/:id, each path on the live actor (invariants) and the view (screens). */

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

type Failure = { kind: string; status?: number; msg?: string }
const messageOf = (error: Failure) =>
  error.kind === 'network' ? MSG.connection : (error.msg ?? MSG.unexpected)
const lastFailure = (trail: Trail) => trail.last<{ error: Failure }>('xstate.error.actor.load')!.error
const lastOutput = <T,>(trail: Trail) => trail.last<{ output: T }>('xstate.done.actor.load')!.output

const retry = async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))

// ---------------------------------------------------------------- Mis proveedores

type SuppliersSelected = ReturnType<typeof connectResource<SupplierSummary[]>>
/** One load when the page opens and one per Reintentar. */
const expectLoads = (
  started: ReadonlyArray<{ name: string; input: unknown }>,
  trail: Trail,
  reload: string,
) => expect(started.filter((s) => s.name === 'load')).toHaveLength(1 + trail.count(reload))

const suppliersInvariants: Record<string, Invariant<SuppliersSelected>> = {
  'mySuppliers.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toContain('busy')
    expect(selected.loading).toBe(true)
    expect(selected.data).toBeNull()
    // Loading again only after Reintentar on a failure: every answer so far was followed by a reload.
    expect(trail.count(/^xstate\.(done|error)\.actor\.load$/)).toBe(trail.count('resource.reload'))
    expect(['xstate.init', 'resource.reload']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expectLoads(started, trail, 'resource.reload')
  },
  'mySuppliers.ready': ({ selected, tags, started }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.load')
    expect(tags).toEqual(['ready'])
    expect(selected.ready).toBe(true)
    expect(selected.data).toEqual(lastOutput<SupplierSummary[]>(trail))
    expect(selected.error).toBeNull()
    expectLoads(started, trail, 'resource.reload')
  },
  'mySuppliers.failed': ({ selected, tags, started }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.load')
    expect(tags).toEqual(['failed'])
    expect(selected.failed).toBe(true)
    expect(selected.error).toBe(messageOf(lastFailure(trail)))
    expect(selected.data).toBeNull()
    expectLoads(started, trail, 'resource.reload')
  },
}

const suppliersSpec: ModelSpec<typeof mySuppliersMachine, SuppliersSelected> = {
  machine: mySuppliersMachine,
  events: [
    { type: 'resource.reload' },
    { type: 'xstate.done.actor.load', output: suppliers } as EventObject,
    { type: 'xstate.done.actor.load', output: [] } as EventObject,
    networkError,
    serverError,
  ],
  select: (snapshot: AnyMachineSnapshot) => connectResource(snapshot as never, () => {}) as SuppliersSelected,
  invariants: suppliersInvariants,
}

const suppliersView = {
  render: (actor: AnyActorRef) => render(<MySuppliersView actorRef={actor as MySuppliersActorRef} />),
  userEvents: { 'resource.reload': retry },
  screens: {
    'mySuppliers.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando proveedores' })).toBeInTheDocument()
      expect(screen.queryByRole('link')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'mySuppliers.ready': (trail: Trail) => {
      const list = lastOutput<SupplierSummary[]>(trail)
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
      expect(screen.queryByRole('status', { name: 'Cargando proveedores' })).not.toBeInTheDocument()
      if (list.length === 0) {
        expect(screen.getByText(DIRECTORY_MSG.emptySuppliers)).toBeInTheDocument()
        expect(screen.getByRole('link', { name: /¿Donde comprar\?/ })).toHaveAttribute('href', '/where-buy')
        expect(screen.queryByRole('list')).not.toBeInTheDocument()
        return
      }
      expect(screen.queryByText(DIRECTORY_MSG.emptySuppliers)).not.toBeInTheDocument()
      const items = within(screen.getByRole('list')).getAllByRole('listitem')
      expect(items).toHaveLength(list.length)
      for (const [i, supplier] of list.entries()) {
        expect(within(items[i]!).getByRole('heading', { name: supplier.business_name })).toBeInTheDocument()
        expect(
          within(items[i]!).getByRole('link', { name: `Ver perfil de ${supplier.business_name}` }),
        ).toHaveAttribute('href', `/supplier/${supplier.id}`)
        const img = items[i]!.querySelector('img')
        if (supplier.logo_url) expect(img).toHaveAttribute('src', supplier.logo_url)
        else expect(img).toBeNull()
      }
    },
    'mySuppliers.failed': (trail: Trail) => {
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar tus proveedores')
      expect(alert).toHaveTextContent(messageOf(lastFailure(trail)))
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('link')).not.toBeInTheDocument()
    },
  },
}

describeModel('my suppliers machine', suppliersSpec, suppliersView)

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
      {
        id: 38,
        amount: 1200,
        purchase_date: '2026-07-01',
        expiration_date: '2026-07-31',
        status_id: 7,
        status: 'paid_to_provider',
      },
      {
        id: 37,
        amount: 950,
        purchase_date: '2026-06-01',
        expiration_date: '2026-07-01',
        status_id: 2,
        status: 'to_confirm',
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

// ---------------------------------------------------------------- Supplier profile

/** The builder's status labels (docs/decisions.md#payment-statuses; the brand is the spec input's). */
const BUILDER_STATUS: Record<string, string> = {
  pending: 'Pendiente',
  to_confirm: 'A confirmar',
  paid: 'Pagada',
  expired: 'Vencida',
  paid_to_provider: 'Pagado a Impulso',
}

/** The wa.me link to the supplier's phone, with the greeting of docs/decisions.md (the directory's profile). */
const expectWhatsapp = (href: string | null, phone: string, business: string) => {
  const url = new URL(href ?? '')
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${phone}`)
  expect(url.searchParams.get('text')).toBe(`Hola ${business}, te escribo desde Obrafiado.`)
}

const profileInvariants: Record<string, Invariant<SupplierProfileApi>> = {
  'supplierProfile.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toEqual(['busy'])
    expect(selected.loading).toBe(true)
    expect(selected.data).toBeNull()
    expect(['xstate.init', 'profile.reload']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    // Every load asks for the supplier of the URL.
    const loads = started.filter((s) => s.name === 'load')
    expect(loads).toHaveLength(1 + trail.count('profile.reload'))
    for (const load of loads) expect(load.input).toEqual({ id: (trail.input as { id: string }).id })
  },
  'supplierProfile.ready': ({ selected, tags }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.load')
    expect(tags).toEqual(['ready'])
    const profile = lastOutput<BusinessInformation>(trail)
    expect(selected.data).toEqual(profile)
    expect(selected.error).toBeNull()
    const phone = profile.directory_vendor_phone ?? profile.phone
    if (phone) expectWhatsapp(selected.whatsappHref, phone, profile.business_name)
    else expect(selected.whatsappHref).toBeNull()
    expect(selected.mapHref).toBe(profile.map)
    // Each purchase's status in the builder's words (the payments list's labels, with the factoring brand).
    for (const purchase of profile.purchases?.latest ?? [])
      expect(selected.statusLabelOf(purchase), `status ${purchase.status}`).toBe(
        BUILDER_STATUS[purchase.status],
      )
  },
  'supplierProfile.notFound': ({ selected, tags, can }, trail) => {
    // Only a 404 answer: no retry.
    expect(can({ type: 'profile.reload' })).toBe(false)
    expect(lastFailure(trail)).toMatchObject({ kind: 'http', status: 404 })
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.load')
    expect(tags).toEqual(['notFound'])
    expect(selected.notFound).toBe(true)
    expect(selected.data).toBeNull()
  },
  'supplierProfile.failed': ({ selected, tags, can }, trail) => {
    const error = lastFailure(trail)
    expect(can({ type: 'profile.reload' }), "'Reintentar' loads again").toBe(true)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.load')
    expect(error.kind === 'http' && error.status === 404).toBe(false)
    expect(tags).toEqual(['failed'])
    expect(selected.failed).toBe(true)
    expect(selected.error).toBe(messageOf(error))
    expect(selected.data).toBeNull()
  },
}

const profileSpec: ModelSpec<typeof supplierProfileMachine, SupplierProfileApi> = {
  machine: supplierProfileMachine,
  input: { id: String(full.id), brand: 'Impulso' },
  events: [
    { type: 'profile.reload' },
    { type: 'xstate.done.actor.load', output: full } as EventObject,
    { type: 'xstate.done.actor.load', output: bare } as EventObject,
    networkError,
    serverError,
    notFound,
  ],
  select: (snapshot: AnyMachineSnapshot) => connectSupplierProfile(snapshot as never, () => {}),
  invariants: profileInvariants,
}

const profileView = {
  render: (actor: AnyActorRef) => render(<SupplierProfileView actorRef={actor as SupplierProfileActorRef} />),
  userEvents: { 'profile.reload': retry },
  screens: {
    'supplierProfile.loading': () => {
      expect(back()).toBeEnabled()
      expect(screen.getByRole('status', { name: 'Cargando proveedor' })).toBeInTheDocument()
      for (const profile of [full, bare])
        expect(screen.queryByRole('heading', { name: profile.business_name })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'supplierProfile.ready': (trail: Trail) => {
      const profile = lastOutput<BusinessInformation>(trail)
      expect(back()).toBeEnabled()
      expect(screen.getByRole('heading', { level: 1, name: profile.business_name })).toBeInTheDocument()
      const business = screen.getByRole('region', { name: 'Información del negocio' })
      expect(business).toHaveTextContent(`RFC${profile.tax_id}`)
      expect(business).toHaveTextContent(profile.address!)
      expect(business).toHaveTextContent(`${profile.city}, ${profile.state}`)
      expect(business).toHaveTextContent(profile.email!)
      const banks = screen.getByRole('region', { name: 'Cuentas bancarias' })
      const phone = profile.directory_vendor_phone ?? profile.phone
      if (phone) {
        const whatsapp = screen.getByRole('link', { name: 'Escribir por WhatsApp' })
        expectWhatsapp(whatsapp.getAttribute('href'), phone, profile.business_name)
        expect(whatsapp).toHaveAttribute('target', '_blank')
      } else expect(screen.queryByRole('link', { name: 'Escribir por WhatsApp' })).not.toBeInTheDocument()
      if (profile.map)
        expect(screen.getByRole('link', { name: 'Ver ubicación' })).toHaveAttribute('href', profile.map)
      else expect(screen.queryByRole('link', { name: 'Ver ubicación' })).not.toBeInTheDocument()
      if (profile.purchases) {
        const purchases = screen.getByRole('region', { name: 'Tus compras' })
        expect(purchases).toHaveTextContent(`Compras${profile.purchases.count}`)
        expect(purchases).toHaveTextContent('$15,250.50 (2 compras)')
        const latest = within(purchases).getAllByRole('listitem')
        expect(latest).toHaveLength(profile.purchases.latest.length)
        expect(latest[0]).toHaveTextContent('Compra #41')
        expect(latest[0]).toHaveTextContent('$10,000.00')
        expect(latest[0]).toHaveTextContent('Pendiente')
        expect(latest[1]).toHaveTextContent('Vencida')
        expect(latest[2]).toHaveTextContent('Pagada')
        // The payments list's wording (docs/decisions.md#payment-statuses): the funder named where it is paid.
        expect(latest[3]).toHaveTextContent('Pagado a Impulso')
        expect(latest[4]).toHaveTextContent('A confirmar')
        expect(within(purchases).getByRole('link', { name: 'Ver todos mis pagos' })).toHaveAttribute(
          'href',
          '/payments',
        )
      } else expect(screen.queryByRole('region', { name: 'Tus compras' })).not.toBeInTheDocument()
      if (profile.reserved_credit_line) {
        const line = screen.getByRole('region', { name: 'Línea de crédito reservada' })
        expect(line).toHaveTextContent('Disponible$12,500.00')
        expect(line).toHaveTextContent(profile.reserved_credit_line.reference!)
      } else
        expect(screen.queryByRole('region', { name: 'Línea de crédito reservada' })).not.toBeInTheDocument()
      if (profile.bank_accounts.length === 0)
        expect(banks).toHaveTextContent('Este proveedor aún no ha registrado cuentas bancarias.')
      for (const account of profile.bank_accounts) {
        expect(banks).toHaveTextContent(account.bank_name)
        expect(banks).toHaveTextContent(account.account_key)
        expect(banks).toHaveTextContent(account.beneficiary_name)
      }
    },
    'supplierProfile.notFound': () => {
      expect(screen.getByRole('heading', { name: DIRECTORY_MSG.supplierNotFound })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Ir a Mis proveedores' })).toHaveAttribute('href', '/suppliers')
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'supplierProfile.failed': (trail: Trail) => {
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar el proveedor')
      expect(alert).toHaveTextContent(messageOf(lastFailure(trail)))
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByText(DIRECTORY_MSG.supplierNotFound)).not.toBeInTheDocument()
    },
  },
}

describeModel('supplier profile machine', profileSpec, profileView)

describe('supplier profile back button', () => {
  it("'Volver' opened directly (no history) goes to /suppliers", async () => {
    window.history.replaceState(null, '', '/supplier/7')
    // Files share their worker's DOM window (vitest.config.ts): earlier tests may have pushed entries, so
    // the tab's history is that of a page opened directly.
    const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    const run = startLive(supplierProfileMachine, { id: '7', brand: 'Impulso' })
    render(<SupplierProfileView actorRef={run.actor as SupplierProfileActorRef} />)
    await userEvent.setup().click(back())
    expect(window.location.pathname).toBe('/suppliers')
    length.mockRestore()
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
      const run = startLive(supplierProfileMachine, { id: String(profile.id), brand: 'Impulso' })
      const rendered = render(<SupplierProfileView actorRef={run.actor as SupplierProfileActorRef} />)
      await act(async () => {
        run.controller.settle('load', { output: profile })
        await settle()
      })
      await expectNoAxeViolations()
      rendered.unmount()
      run.actor.stop()
    }
    const missing = startLive(supplierProfileMachine, { id: '999', brand: 'Impulso' })
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
