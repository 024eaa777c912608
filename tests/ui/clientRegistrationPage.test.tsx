import type { User } from '@contract/auth'
import type { ClientFormInfo } from '@contract/registration'
import { REG_MSG } from '@contract/registrationTexts'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import { navItemsFor } from '@/app/navigation'
import { referralCodeOf } from '@/features/client-registration/ClientRegistrationPage'
import { SELECTED_VENDOR_KEY } from '@/lib/vendorStore'
import type { SessionActorRef } from '@/session/context'
import { customerUser } from '../fixtures/users'
import { SAME_NAME_LABELS, SAME_NAME_VENDORS } from '../fixtures/vendors'
import { expectNoAxeViolations } from './axe'

/** 'Registrar mis clientes' through the real app: route table, lazy page, session, API client, storage. */

const supplierUser: User = {
  ...customerUser,
  id: 2,
  role_name: 'admin-supplier',
  role_id: 2,
  owner_type: 'App\\Models\\Supplier',
  business_name: 'Aceros del Norte',
  can_select_vendor: true,
}

const acero: ClientFormInfo = {
  supplier_referral_code: 'ACERO01',
  business_name: 'Aceros del Norte',
  can_select_vendor: true,
  vendors: [
    { id: 21, code: 'V-01', name: 'Luis Pérez' },
    { id: 22, code: 'V-02', name: 'Marta Gil' },
  ],
}
const cemento: ClientFormInfo = {
  supplier_referral_code: 'CEM02',
  business_name: 'Cementos Robles',
  can_select_vendor: false,
  vendors: [],
}

interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
}
let calls: Call[] = []
type Handler = (call: Call) => Response
let routes: Record<string, Handler> = {}

beforeEach(() => {
  calls = []
  routes = {}
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const request =
        url instanceof Request ? url : new Request(new URL(String(url), 'http://localhost'), init)
      const parsed = new URL(request.url, 'http://localhost')
      const text = await request.clone().text()
      const call = {
        method: request.method,
        path: parsed.pathname,
        query: parsed.searchParams,
        body: text ? JSON.parse(text) : null,
        headers: request.headers,
      }
      calls.push(call)
      const handler = routes[`${request.method} ${parsed.pathname}`]
      return handler ? handler(call) : Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const sessionOf = async (user: User | null): Promise<SessionActorRef> => {
  if (user) localStorage.setItem('token', 'token-1')
  const session = createActor(
    sessionMachine.provide({
      actors: {
        readStoredToken: fromPromise(async (): Promise<string | null> => (user ? 'token-1' : null)),
        loadUser: fromPromise(async () => user as User),
      },
    }),
  ).start()
  await waitForActor(session, (s) => s.hasTag(user ? 'authenticated' : 'anonymous'))
  return session as SessionActorRef
}

const open = async (user: User | null, path: string) =>
  render(<AppView session={await sessionOf(user)} location={memoryLocation({ path })} />)

const fillClient = async () => {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/^Nombre del negocio/), 'Constructora Robles')
  await user.type(screen.getByLabelText(/^Nombre del contacto/), 'Ana Robles')
  await user.type(screen.getByLabelText(/^Teléfono/), '5512345678')
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@robles.mx')
  await user.type(screen.getByLabelText(/^Crédito solicitado/), '250000')
  await user.selectOptions(screen.getByLabelText(/^Figura jurídica/), 'Persona moral')
}

const formCalls = () => calls.filter((c) => c.path === '/api/register/client-form')
const registerCalls = () => calls.filter((c) => c.path === '/api/register/client')

describe('/registrar-mis-clientes', () => {
  it('reads the code of the link', () => {
    expect(referralCodeOf('code=ACERO01')).toBe('ACERO01')
    expect(referralCodeOf('supplier_referral_code=CEM02')).toBe('CEM02')
    expect(referralCodeOf('')).toBe('')
  })

  it('lets a signed-in supplier register a client for one of their vendors, then another', async () => {
    routes['GET /api/register/client-form'] = () => Response.json(acero)
    routes['POST /api/register/client'] = () =>
      Response.json({ success: true, msg: REG_MSG.clientRegistered })
    await open(supplierUser, '/registrar-mis-clientes')
    expect(await screen.findByText(/Registrando clientes para/)).toHaveTextContent(
      'Registrando clientes para Aceros del Norte',
    )
    expect(formCalls()).toHaveLength(1)
    expect(formCalls()[0]?.headers.get('Authorization')).toBe('Bearer token-1')
    expect(formCalls()[0]?.query.has('supplier_referral_code')).toBe(false)
    await expectNoAxeViolations()

    await fillClient()
    const confirm = screen.getByRole('button', { name: 'Confirmar' })
    expect(confirm).toBeDisabled()
    await userEvent.setup().selectOptions(screen.getByLabelText(/^Vendedor/), 'Marta Gil')
    expect(localStorage.getItem(SELECTED_VENDOR_KEY)).toBe('22')
    await userEvent.setup().click(confirm)

    expect(await screen.findByRole('heading', { name: REG_MSG.clientRegisteredTitle })).toBeInTheDocument()
    expect(screen.getByText(/para que tu cliente continúe/)).toHaveTextContent('ana@robles.mx')
    expect(registerCalls()).toHaveLength(1)
    expect(registerCalls()[0]?.body).toEqual({
      business_name: 'Constructora Robles',
      contact_name: 'Ana Robles',
      contact_phone: '525512345678',
      contact_email: 'ana@robles.mx',
      business_type: 'company',
      credit_requested: 250000,
      supplier_referral_code: 'ACERO01',
      vendor_user_id: 22,
      origin: 'frontdesk',
      continueRegistration: false,
    })
    await expectNoAxeViolations()

    await userEvent.setup().click(screen.getByRole('button', { name: REG_MSG.registerAnother }))
    expect(await screen.findByLabelText(/^Nombre del negocio/)).toHaveValue('')
    expect(screen.getByLabelText(/^Vendedor/)).toHaveValue('22')
    expect(screen.getByText(/Registrando clientes para/)).toHaveTextContent('Aceros del Norte')
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    expect(formCalls()).toHaveLength(1)
  })

  it('names each vendor as /front-desk does: by name, the number only beside a shared name', async () => {
    routes['GET /api/register/client-form'] = () => Response.json({ ...acero, vendors: SAME_NAME_VENDORS })
    await open(supplierUser, '/registrar-mis-clientes')
    const select = await screen.findByLabelText(/^Vendedor/)
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Selecciona un vendedor',
      ...SAME_NAME_LABELS,
    ])
  })

  it('preselects the vendor saved on this device', async () => {
    localStorage.setItem(SELECTED_VENDOR_KEY, '21')
    routes['GET /api/register/client-form'] = () => Response.json(acero)
    await open(supplierUser, '/registrar-mis-clientes')
    expect(await screen.findByLabelText(/^Vendedor/)).toHaveValue('21')
  })

  it('uses the code of the link for anyone else, and shows Ocurrio un error on a failure', async () => {
    routes['GET /api/register/client-form'] = () => Response.json(cemento)
    routes['POST /api/register/client'] = () =>
      Response.json({ msg: 'Error interno del servidor' }, { status: 500 })
    await open(customerUser, '/registrar-mis-clientes?code=CEM02')
    expect(await screen.findByText(/Registrando clientes para/)).toHaveTextContent('Cementos Robles')
    expect(formCalls()[0]?.query.get('supplier_referral_code')).toBe('CEM02')
    expect(screen.queryByLabelText(/^Vendedor/)).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Volver al inicio' })).not.toBeInTheDocument()
    await fillClient()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(REG_MSG.error)
    expect(screen.getByLabelText(/^Nombre del negocio/)).toHaveValue('Constructora Robles')
    const body = registerCalls()[0]?.body as Record<string, unknown>
    expect(body.supplier_referral_code).toBe('CEM02')
    expect(body).not.toHaveProperty('vendor_user_id')
  })

  it('shows the fields a 422 names under them', async () => {
    routes['GET /api/register/client-form'] = () => Response.json(cemento)
    routes['POST /api/register/client'] = () =>
      Response.json(
        { message: REG_MSG.verifyData, errors: { contact_email: [REG_MSG.emailTaken] } },
        { status: 422 },
      )
    await open(null, '/registrar-mis-clientes?supplier_referral_code=CEM02')
    await fillClient()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(REG_MSG.error)
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
      expect.stringContaining(REG_MSG.emailTaken),
    )
    await expectNoAxeViolations()
  })

  it('asks a visitor without a code for it and checks it with the server', async () => {
    routes['GET /api/register/client-form'] = ({ query }) =>
      query.get('supplier_referral_code') === 'CEM02'
        ? Response.json(cemento)
        : Response.json({ msg: 'No encontrado' }, { status: 404 })
    await open(null, '/registrar-mis-clientes')
    const user = userEvent.setup()
    const input = await screen.findByLabelText('Código de proveedor')
    await waitFor(() => expect(formCalls()).toHaveLength(0))
    await expectNoAxeViolations()
    await user.type(input, 'NOEXISTE')
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Código de proveedor')).toHaveAccessibleDescription(
        expect.stringContaining(REG_MSG.referralCodeInvalid),
      ),
    )
    expect(formCalls()[0]?.headers.get('Authorization')).toBeNull()
    await user.clear(screen.getByLabelText('Código de proveedor'))
    await user.type(screen.getByLabelText('Código de proveedor'), 'CEM02{Enter}')
    expect(await screen.findByText(/Registrando clientes para/)).toHaveTextContent('Cementos Robles')
    expect(formCalls().map((c) => c.query.get('supplier_referral_code'))).toEqual(['NOEXISTE', 'CEM02'])
  })

  it('is in the menu of both supplier roles only', () => {
    const entry = { label: 'Registrar mis clientes', to: '/registrar-mis-clientes' }
    expect(navItemsFor('admin-supplier')).toContainEqual(entry)
    expect(navItemsFor('vendor-supplier')).toContainEqual(entry)
    for (const role of ['admin-customer', 'customer', 'admin', 'vendor'] as const)
      expect(navItemsFor(role)).not.toContainEqual(entry)
  })
})
