import type { User } from '@contract/auth'
import type { ReservedLine } from '@contract/sales'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import type { SessionActorRef } from '@/app/session'
import { customerUser } from '../fixtures/users'
import { SAME_NAME_LABELS, SAME_NAME_VENDORS } from '../fixtures/vendors'
import { expectNoAxeViolations } from './axe'

/**
 * The purchase-code and sale pages (/token, /front-desk) through the real app: route table, lazy page, logic
 * wired to the API client.
 */

const supplierUser: User = {
  ...customerUser,
  id: 2,
  role_name: 'admin-supplier',
  role_id: 2,
  owner_type: 'App\\Models\\Supplier',
  business_name: 'Aceros del Norte',
  can_select_vendor: true,
  use_factoring: true,
  factoring: { show_select: true, can_request: true, brand: 'Impulso' },
}

interface Call {
  method: string
  path: string
  body: unknown
  headers: Headers
}
let calls: Call[] = []
type Handler = (call: Call) => Response | Promise<Response>
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
      const path = new URL(request.url, 'http://localhost').pathname
      const text = await request.clone().text()
      const call = {
        method: request.method,
        path,
        body: text ? JSON.parse(text) : null,
        headers: request.headers,
      }
      calls.push(call)
      const handler = routes[`${request.method} ${path}`]
      return handler ? handler(call) : Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const signedIn = async (user: User): Promise<SessionActorRef> => {
  // The API client reads the bearer token where the session keeps it.
  localStorage.setItem('token', 'token-1')
  const session = createActor(
    sessionMachine.provide({
      actors: {
        readStoredToken: fromPromise(async (): Promise<string | null> => 'token-1'),
        loadUser: fromPromise(async () => user),
      },
    }),
  ).start()
  await waitForActor(session, (s) => s.hasTag('authenticated'))
  return session as SessionActorRef
}

const openPage = async (user: User, path: string) => {
  const session = await signedIn(user)
  render(<AppView session={session} location={memoryLocation({ path })} />)
  return session
}

describe('/token', () => {
  it('shows the user number, a fresh code when none is live, the shared codes and the suppliers', async () => {
    routes['GET /api/customers/generate-token'] = () =>
      Response.json({ token: null, expire_in: 0, project_id: null })
    routes['POST /api/customers/generate-token'] = () =>
      Response.json({ token: '483920', expire_in: 300, project_id: null })
    routes['GET /api/suppliers/get-suppliers-to-show'] = () =>
      Response.json({
        data: [
          { id: 1, business_name: 'Aceros del Norte', logo_url: null },
          { id: 2, business_name: 'Cementos Robles', logo_url: '/files/logo-2.png' },
        ],
      })
    routes['GET /api/shared-tokens'] = () =>
      Response.json({
        data: [
          {
            supplier_id: 2,
            supplier_name: 'Cementos Robles',
            shared_token: '77815024',
            use_shared_token: true,
          },
        ],
      })
    await openPage(customerUser, '/token')
    expect(await screen.findByRole('heading', { name: 'Nueva compra', level: 1 })).toBeInTheDocument()
    expect(await screen.findByText('483920')).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent('Vence en 5:00')
    expect(screen.getByText('Número de usuario').nextElementSibling).toHaveTextContent(
      String(customerUser.id),
    )
    const carousel = screen.getByRole('region', { name: 'Compra fiado con todos nuestros proveedores' })
    const links = await within(carousel).findAllByRole('link', { name: /Aceros|Cementos/ })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/where-buy', '/where-buy'])
    expect(await screen.findByRole('list', { name: 'Códigos compartidos activos' })).toHaveTextContent(
      '77815024',
    )
    await expectNoAxeViolations()
    // The live code is read first; with none, one is asked for, keeping one another screen may have made.
    const codeCalls = calls.filter((c) => c.path === '/api/customers/generate-token')
    expect(codeCalls.map((c) => [c.method, c.body])).toEqual([
      ['GET', null],
      ['POST', { keep_live: true }],
    ])
    for (const call of codeCalls) expect(call.headers.get('Authorization')).toBe('Bearer token-1')
  })

  it('lets each active shared code be deactivated from the list when the page opens, with no supplier chosen', async () => {
    routes['GET /api/customers/generate-token'] = () =>
      Response.json({ token: '650218', expire_in: 183, project_id: null })
    routes['GET /api/suppliers/get-suppliers-to-show'] = () =>
      Response.json({
        data: [
          { id: 1, business_name: 'Aceros del Norte', logo_url: null },
          { id: 2, business_name: 'Cementos Robles', logo_url: null },
        ],
      })
    routes['GET /api/shared-tokens'] = () =>
      Response.json({
        data: [
          {
            supplier_id: 1,
            supplier_name: 'Aceros del Norte',
            shared_token: 'K7M2Q9RTXW',
            use_shared_token: true,
          },
          {
            supplier_id: 2,
            supplier_name: 'Cementos Robles',
            shared_token: '77815024',
            use_shared_token: true,
          },
        ],
      })
    routes['POST /api/shared-tokens/delete'] = () =>
      Response.json({ token: null, msg: 'Código compartido desactivado' })
    const user = userEvent.setup()
    await openPage(customerUser, '/token')
    const list = await screen.findByRole('list', { name: 'Códigos compartidos activos' })
    expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveValue('')
    await user.click(within(list).getByRole('button', { name: 'Desactivar el código de Cementos Robles' }))
    expect(await screen.findByText('Código compartido desactivado')).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/api/shared-tokens/delete').map((c) => c.body)).toEqual([
      { supplier_id: 2 },
    ])
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aceros del NorteK7M2Q9RTXWDesactivar'])
    await expectNoAxeViolations()
  })

  it('on a reload shows the live code with the seconds it has left and its project, and asks for no new code', async () => {
    routes['GET /api/customers/generate-token'] = () =>
      Response.json({ token: '650218', expire_in: 183, project_id: 6 })
    routes['GET /api/suppliers/get-suppliers-to-show'] = () => Response.json({ data: [] })
    routes['GET /api/shared-tokens'] = () => Response.json({ data: [] })
    routes['GET /api/projects'] = () =>
      Response.json({
        data: [
          { id: 5, name: 'Torre Norte' },
          { id: 6, name: 'Casa Jardines' },
        ],
      })
    await openPage(customerUser, '/token')
    expect(await screen.findByText('650218')).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent('Vence en 3:03')
    expect(await screen.findByText(/Proyecto asignado/)).toHaveTextContent('Proyecto asignado: Casa Jardines')
    expect(screen.getByRole('combobox', { name: 'Proyecto' })).toHaveValue('6')
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('assigns the purchase code to a chosen project; a new code clears the choice', async () => {
    let issued = 0
    routes['GET /api/customers/generate-token'] = () =>
      Response.json({ token: null, expire_in: 0, project_id: null })
    routes['POST /api/customers/generate-token'] = () =>
      Response.json({ token: issued++ === 0 ? '483920' : '105928', expire_in: 300, project_id: null })
    routes['GET /api/suppliers/get-suppliers-to-show'] = () => Response.json({ data: [] })
    routes['GET /api/shared-tokens'] = () => Response.json({ data: [] })
    routes['GET /api/projects'] = () =>
      Response.json({
        data: [
          { id: 5, name: 'Torre Norte' },
          { id: 6, name: 'Casa Jardines' },
        ],
      })
    routes['POST /api/projects/assign'] = () => Response.json({ success: true, msg: 'Proyecto asignado' })
    const user = userEvent.setup()
    await openPage(customerUser, '/token')
    expect(await screen.findByText('483920')).toBeInTheDocument()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Proyecto' }), 'Casa Jardines')
    expect(await screen.findByText(/Proyecto asignado/)).toHaveTextContent('Proyecto asignado: Casa Jardines')
    expect(calls.find((c) => c.path === '/api/projects/assign')?.body).toEqual({ project_id: 6 })
    await user.click(screen.getByRole('button', { name: 'Generar nuevo código' }))
    expect(await screen.findByText('105928')).toBeInTheDocument()
    expect(screen.getByText('Sin proyecto asignado')).toBeInTheDocument()
    // 'Generar nuevo código' replaces the live code: no keep_live.
    expect(
      calls.filter((c) => c.path === '/api/customers/generate-token').map((c) => [c.method, c.body]),
    ).toEqual([
      ['GET', null],
      ['POST', { keep_live: true }],
      ['POST', null],
    ])
  })
})

describe('/front-desk', () => {
  it('registers a sale in four steps with an Idempotency-Key', async () => {
    routes['GET /api/suppliers/get-vendors'] = () =>
      Response.json({ data: [{ id: 21, code: 'V-01', name: 'Luis Pérez' }] })
    routes['GET /api/customers/get-by-user/7'] = () =>
      Response.json({
        data: { id: 7, business_name: 'Constructora Robles', tax_id: 'CRO010101AB1', available: 250000 },
      })
    routes['POST /api/payments/create'] = () =>
      Response.json({
        success: true,
        msg: 'Compra registrada con éxito',
        data: {
          id: 1042,
          amount: 1500,
          term: 30,
          expiration_date: '2025-04-30',
          customer: { id: 2, business_name: 'Constructora Robles' },
        },
      })
    const user = userEvent.setup()
    await openPage(supplierUser, '/front-desk')
    expect(await screen.findByRole('heading', { name: 'Nueva venta', level: 1 })).toBeInTheDocument()
    await expectNoAxeViolations()
    await user.type(screen.getByLabelText('Número de usuario'), '7')
    await user.type(screen.getByLabelText('Código de compra'), '483920')
    await user.type(screen.getByLabelText('Monto'), '1500')
    await user.type(screen.getByLabelText('Plazo (días)'), '30')
    await screen.findByRole('option', { name: 'Luis Pérez' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendedor' }), '21')
    // The lookup waits 1 s after the last change of the user number.
    expect(await screen.findByLabelText('Cliente', {})).toHaveTextContent('$250,000.00')
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await user.click(await screen.findByRole('button', { name: 'Omitir' }))
    await user.click(screen.getByRole('switch', { name: 'He verificado la información' }))
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(await screen.findByRole('heading', { name: 'Venta registrada' })).toBeInTheDocument()
    await expectNoAxeViolations()
    const create = calls.find((c) => c.path === '/api/payments/create')!
    expect(create.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/)
    expect(create.body).toEqual({
      user_id: 7,
      amount: 1500,
      term: 30,
      reference: null,
      token: '483920',
      is_factoring: false,
      vendor_user_id: 21,
      is_wpp_purchase: false,
      delivery: false,
      address: null,
    })
    expect(calls.filter((c) => c.path.startsWith('/api/customers/get-by-user'))).toHaveLength(1)
    // The vendor is kept on this device and for the next sale: the counter clerk does not pick it again.
    expect(localStorage.getItem('selectedVendor')).toBe('21')
    await user.click(screen.getByRole('button', { name: 'Nueva venta' }))
    expect(await screen.findByLabelText('Número de usuario')).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Vendedor' })).toHaveValue('21')
  })

  it('preselects the vendor saved on this device, and none when it is no longer a vendor', async () => {
    routes['GET /api/suppliers/get-vendors'] = () =>
      Response.json({
        data: [
          { id: 21, code: 'V-01', name: 'Luis Pérez' },
          { id: 22, code: 'V-02', name: 'Marta Gómez' },
        ],
      })
    localStorage.setItem('selectedVendor', '22')
    await openPage(supplierUser, '/front-desk')
    await screen.findByRole('option', { name: 'Marta Gómez' })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vendedor' })).toHaveValue('22'))
  })

  it('preselects no vendor when the saved one is not among the supplier’s vendors', async () => {
    routes['GET /api/suppliers/get-vendors'] = () =>
      Response.json({ data: [{ id: 21, code: 'V-01', name: 'Luis Pérez' }] })
    localStorage.setItem('selectedVendor', '99')
    await openPage(supplierUser, '/front-desk')
    await screen.findByRole('option', { name: 'Luis Pérez' })
    expect(screen.getByRole('combobox', { name: 'Vendedor' })).toHaveValue('')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getAllByText('El campo es requerido').length).toBeGreaterThan(0)
  })
})

describe('vendors on /front-desk', () => {
  it('names each vendor by name, with the number only beside a name two vendors share', async () => {
    routes['GET /api/suppliers/get-vendors'] = () => Response.json({ data: SAME_NAME_VENDORS })
    await openPage(supplierUser, '/front-desk')
    const select = await screen.findByRole('combobox', { name: 'Vendedor' })
    await screen.findByRole('option', { name: 'Marta Gil' })
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Selecciona un vendedor',
      ...SAME_NAME_LABELS,
    ])
  })
})

describe('/reserved-credit-lines', () => {
  it('lists the lines and reloads them after a line is created', async () => {
    const line: ReservedLine = {
      id: 31,
      business_name: 'Constructora Robles',
      customer_id: 2,
      amount: 50000,
      available: 50000,
      days: 30,
      expiration_date: '2025-04-30',
      created: '2025-03-31',
      reference: null,
      active: true,
    }
    let lines: ReservedLine[] = []
    routes['GET /api/reserved-credit-line/get-by-supplier/all'] = () => Response.json({ data: lines })
    routes['POST /api/reserved-credit-line/create'] = () => {
      lines = [line]
      return Response.json({ success: true, msg: 'Línea de crédito reservada con éxito', data: line })
    }
    const user = userEvent.setup()
    await openPage(supplierUser, '/reserved-credit-lines')
    expect(await screen.findByText('No tienes líneas de crédito reservadas')).toBeInTheDocument()
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Reservar línea de crédito' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reservar línea de crédito' })
    await user.type(within(dialog).getByLabelText('ID de usuario del cliente'), '7')
    await user.type(within(dialog).getByLabelText('Monto'), '50000')
    await user.type(within(dialog).getByLabelText('Días'), '30')
    await user.type(within(dialog).getByLabelText('Código de compra del cliente'), '483920')
    await expectNoAxeViolations()
    await user.click(within(dialog).getByRole('button', { name: 'Reservar' }))
    expect(await screen.findByText('Línea de crédito reservada con éxito')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('cell', { name: 'Constructora Robles' })).toBeInTheDocument()
    expect(calls.filter((c) => c.path.endsWith('/get-by-supplier/all'))).toHaveLength(2)
    const create = calls.find((c) => c.path === '/api/reserved-credit-line/create')!
    expect(create.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(create.body).toEqual({
      user_id: 7,
      amount: 50000,
      days: 30,
      token: '483920',
      reference: null,
    })
    await expectNoAxeViolations()
  })
})

describe('/checkout/:payment_code', () => {
  it('loads the details by code and confirms the purchase', async () => {
    routes['POST /api/checkout/get-details/PC-7F3K9Q'] = () =>
      Response.json({
        amount: 8450.5,
        term: 30,
        payment_code: 'PC-7F3K9Q',
        supplier_name: 'Aceros del Norte',
        redirect_url: 'https://tienda.example.mx/pedido/991',
      })
    routes['POST /api/checkout/pay/PC-7F3K9Q'] = () =>
      Response.json({ success: true, msg: 'Compra confirmada con éxito' })
    const user = userEvent.setup()
    await openPage(customerUser, '/checkout/PC-7F3K9Q')
    expect(await screen.findByText('Aceros del Norte')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument()
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Confirmar compra' }))
    expect(await screen.findByRole('heading', { name: '¡Compra confirmada!' })).toBeInTheDocument()
    await expectNoAxeViolations()
    const pay = calls.find((c) => c.path === '/api/checkout/pay/PC-7F3K9Q')!
    expect(pay.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('customer dashboard', () => {
  it("shows the reserved credit lines' total only when above zero", async () => {
    routes['GET /api/payments/resume'] = () =>
      Response.json({ amount_available: 200000, total_reserved_credit_lines: 50000 })
    await openPage(customerUser, '/dashboard-customer')
    const term = await screen.findByText('Líneas de crédito reservadas')
    expect(term.nextElementSibling).toHaveTextContent('$50,000.00')
  })
})
