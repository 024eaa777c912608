import type { User } from '@contract/auth'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import { POPUP_BLOCKED } from '@/features/payment-dialogs/openPaymentFile'
import type { SessionActorRef } from '@/session/context'
import { customerUser } from '../fixtures/users'
import { expectNoAxeViolations } from './axe'
import {
  actionsTrigger,
  buyerUser,
  counterparts,
  openActionsByKeyboard,
  pageOf,
  pagePayments,
  reservedLine,
  supplierUser,
  vendorSupplierUser,
} from './payments.fixtures'

/** /payments through the real app: route table, lazy page, URL ↔ list machine, logic wired to the API client. */

interface Call {
  method: string
  path: string
  query: Record<string, string>
}
let calls: Call[] = []
type Handler = (call: Call) => Response
let routes: Record<string, Handler> = {}

beforeEach(() => {
  calls = []
  routes = {
    'GET /api/payments': () => Response.json(pageOf(Object.values(pagePayments), 1, 25)),
    'GET /api/reserved-credit-line/get-by-supplier/all': () => Response.json({ data: [reservedLine] }),
  }
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const request =
        url instanceof Request ? url : new Request(new URL(String(url), 'http://localhost'), init)
      const parsed = new URL(request.url, 'http://localhost')
      const call = {
        method: request.method,
        path: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
      }
      calls.push(call)
      const handler = routes[`${request.method} ${call.path}`]
      return handler ? handler(call) : Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const signedIn = async (user: User): Promise<SessionActorRef> => {
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
  const location = memoryLocation({ path, record: true })
  render(<AppView session={await signedIn(user)} location={location} />)
  return location
}

const listCalls = () => calls.filter((c) => c.path === '/api/payments')

describe('/payments for suppliers', () => {
  it("a dashboard's 'Ver mas' link (?status=, ?reserved_credit_line_id=) drives the list; chips change the URL", async () => {
    const user = userEvent.setup()
    const location = await openPage(supplierUser, '/payments?status=to_confirm&reserved_credit_line_id=31')
    expect(await screen.findByRole('heading', { name: 'Ventas', level: 1 })).toBeInTheDocument()
    await screen.findByRole('table', { name: 'Ventas: A confirmar' })
    expect(listCalls().map((c) => c.query)).toEqual([
      {
        status: 'to_confirm',
        paginate: '10',
        page: '1',
        order_by: 'expiration_date',
        order_by_condition: 'asc',
        reserved_credit_line_id: '31',
      },
    ])
    expect(screen.getByText(/En 'Ver acciones' de cada venta/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reporte de clientes' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument()
    await expectNoAxeViolations()

    await user.click(screen.getByRole('link', { name: 'Pagadas' }))
    await screen.findByRole('table', { name: 'Ventas: Pagadas' })
    expect(location.history.at(-1)).toBe('/payments/paid?reserved_credit_line_id=31')
    expect(listCalls().at(-1)?.query).toMatchObject({ status: 'paid', reserved_credit_line_id: '31' })

    // The reserved line offered in the panel, and 'Reestablecer' back to 'A confirmar' in the URL too.
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    const form = await screen.findByRole('form', { name: 'Filtros' })
    expect(within(form).getByRole('combobox', { name: 'Línea de crédito reservada' })).toHaveValue('31')
    await user.click(within(form).getByRole('button', { name: 'Reestablecer' }))
    await screen.findByRole('table', { name: 'Ventas: A confirmar' })
    expect(location.history.at(-1)).toBe('/payments/to_confirm')
    expect(listCalls().at(-1)?.query).toEqual({
      status: 'to_confirm',
      paginate: '10',
      page: '1',
      order_by: 'expiration_date',
      order_by_condition: 'asc',
    })
    expect(listCalls()).toHaveLength(3)
  })

  it("a typed date that names no day says so once left and is not applied; 'Reestablecer' also restores the order", async () => {
    const user = userEvent.setup()
    await openPage(supplierUser, '/payments')
    await screen.findByRole('table', { name: 'Ventas: Por vencer' })
    await user.click(screen.getByRole('columnheader', { name: /Pago/ }).querySelector('button')!)
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ order_by: 'payment_date' }))
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    const form = await screen.findByRole('form', { name: 'Filtros' })
    const start = within(form).getByRole('textbox', { name: 'Fecha inicial' })
    const noSuchDay = '99/99/9999 no existe: el mes va de 01 a 12'
    await user.type(start, '99/99/9999')
    // Nothing red while typing; said once the field is left.
    expect(start).not.toHaveAttribute('aria-invalid')
    await user.tab()
    expect(start).toHaveValue('99/99/9999')
    expect(await within(form).findByText(noSuchDay)).toBeInTheDocument()
    expect(start).toHaveAttribute('aria-invalid', 'true')
    const calls = listCalls().length
    await user.click(within(form).getByRole('button', { name: 'Aplicar' }))
    expect(listCalls()).toHaveLength(calls)
    await expectNoAxeViolations()
    await user.click(within(form).getByRole('button', { name: 'Reestablecer' }))
    await waitFor(() =>
      expect(listCalls().at(-1)?.query).toMatchObject({
        status: 'to_confirm',
        order_by: 'expiration_date',
        order_by_condition: 'asc',
      }),
    )
    expect(within(form).queryByText(noSuchDay)).not.toBeInTheDocument()
    expect(start).toHaveValue('')
  })

  it('dates typed without slashes or pasted show as dd/mm/aaaa once left and are asked for as days', async () => {
    const user = userEvent.setup()
    await openPage(supplierUser, '/payments')
    await screen.findByRole('table', { name: 'Ventas: Por vencer' })
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    const form = await screen.findByRole('form', { name: 'Filtros' })
    const start = within(form).getByRole('textbox', { name: 'Fecha inicial' })
    const end = within(form).getByRole('textbox', { name: 'Fecha final' })
    await user.type(start, '01032025')
    await user.click(end)
    expect(start).toHaveValue('01/03/2025')
    await user.paste('31-3-2025')
    await user.click(within(form).getByRole('button', { name: 'Aplicar' }))
    await waitFor(() =>
      expect(listCalls().at(-1)?.query).toMatchObject({ start: '2025-03-01', end: '2025-03-31' }),
    )
    expect(end).toHaveValue('31/03/2025')
  })

  it('starts on Por vencer; a vendor sees neither report nor export; the counterpart search asks by user_id', async () => {
    routes['GET /api/suppliers/get-customers'] = () => Response.json({ data: counterparts })
    const user = userEvent.setup()
    await openPage(vendorSupplierUser, '/payments')
    await screen.findByRole('table', { name: 'Ventas: Por vencer' })
    expect(listCalls()[0]?.query).toMatchObject({ status: 'about_to_expire' })
    expect(screen.queryByRole('button', { name: 'Reporte de clientes' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), '4')
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), '2')
    // The reserved line's <option> also names the customer: look in the combobox's list.
    const listbox = await screen.findByRole('listbox')
    const option = await within(listbox).findByRole('option', { name: /Constructora Robles/ })
    expect(option).toHaveTextContent('ID de usuario 4')
    expect(calls.filter((c) => c.path === '/api/suppliers/get-customers').map((c) => c.query)).toEqual([
      { user_id: '42' },
    ])
  })

  it("says 'más de' when the server stopped counting at its cap", async () => {
    routes['GET /api/payments'] = () =>
      Response.json({ ...pageOf(Object.values(pagePayments), 1, 10_000), total_capped: true })
    await openPage(supplierUser, '/payments/pending')
    await screen.findByRole('table', { name: 'Ventas: Pendientes' })
    expect(screen.getByText(/^1–\d+ de más de 10,000 ventas$/)).toBeInTheDocument()
  })
})

describe('/payments for customers', () => {
  it('starts on Vencidas with the penalty, Exportar for the admin-customer only, search by name', async () => {
    routes['GET /api/customers/search/Aceros'] = () =>
      Response.json({ data: [{ id: 1, name: 'Aceros del Norte', user_id: 2 }] })
    const user = userEvent.setup()
    await openPage(customerUser, '/payments')
    const table = await screen.findByRole('table', { name: 'Compras: Vencidas' })
    expect(screen.getByRole('heading', { name: 'Compras', level: 1 })).toBeInTheDocument()
    expect(listCalls()[0]?.query).toMatchObject({ status: 'expired' })
    expect(calls.some((c) => c.path.startsWith('/api/reserved-credit-line'))).toBe(false)
    expect(within(table).getByText('Incluye recargo de $1,000.00')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reporte de clientes' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    await user.type(await screen.findByRole('combobox', { name: 'Proveedor' }), 'Aceros')
    expect(await screen.findByRole('option', { name: /Aceros del Norte/ })).toBeInTheDocument()
    expect(calls.filter((c) => c.path.startsWith('/api/customers/search'))).toHaveLength(1)
    await expectNoAxeViolations()
  })

  it("the path status wins; a file the browser will not open says so ('Ver comprobante de compra')", async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    )
    const user = userEvent.setup()
    await openPage(buyerUser, '/payments/pending?status=paid')
    await screen.findByRole('table', { name: 'Compras: Pendientes' })
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument()
    await openActionsByKeyboard(await actionsTrigger(pagePayments.pending.id), user)
    await user.keyboard('{End}{Enter}')
    expect(await screen.findByText(POPUP_BLOCKED)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }))
    expect(screen.queryByText(POPUP_BLOCKED)).not.toBeInTheDocument()
  })
})
