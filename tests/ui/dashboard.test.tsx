import type { User } from '@contract/auth'
import { CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import type { Payment } from '@contract/payments'
import type { Resume } from '@contract/resume'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import { PurchaseCard } from '@/features/dashboard/PurchaseCards'
import { openPaymentFile } from '@/features/payment-dialogs/openPaymentFile'
import { formatDate, formatMoney } from '@/lib/format'
import type { SessionActorRef } from '@/session/context'
import {
  adminCustomer,
  adminSupplier,
  buyerCustomer,
  customerExtensions,
  customerResume,
  dueTodayExtended,
  emptyCards,
  expiredTablePage,
  expiredWithInvoice,
  nonPaymentPendingExtension,
  overduePage1,
  page,
  paidByProvider,
  payment,
  pendingTablePage,
  salesTotal,
  supplierExtensions,
  supplierResume,
  suppliers,
  supplierWithoutRewards,
  toConfirmPage,
  upcomingPage,
} from '../fixtures/dashboard'
import { expectNoAxeViolations } from './axe'

/** The dashboards through the real app: route, lazy page, logic wired to the API client (fetch stubbed). */

vi.mock('@/features/payment-dialogs/PaymentDialog', async () => {
  const { createElement } = await import('react')
  return {
    default: ({ request, onClose }: { request: { kind: string } | null; onClose: () => void }) =>
      request
        ? createElement(
            'div',
            { role: 'dialog', 'aria-label': 'Diálogo de pago' },
            createElement('p', null, request.kind),
            createElement('button', { type: 'button', onClick: onClose }, 'Cancelar'),
          )
        : null,
  }
})
vi.mock('@/features/payment-dialogs/openPaymentFile', () => ({ openPaymentFile: vi.fn(async () => null) }))

const customerViewer = { mainRole: 'customer', roleId: 4, canRequestFactoring: false } as const

// ---------------------------------------------------------------- the purchase card rules

describe('purchase card (docs/decisions.md#dashboards)', () => {
  const renderCard = (p: Payment) => {
    const onAction = vi.fn()
    render(
      <ul>
        <PurchaseCard payment={p} viewer={customerViewer} onAction={onAction} />
      </ul>,
    )
    return { card: screen.getByRole('listitem'), onAction }
  }
  const buttons = (card: HTMLElement) =>
    within(card)
      .queryAllByRole('button')
      .map((b) => b.textContent)

  it("an expired purchase: 'Venció el', the rejected extension, Pagar, Extender and Ver factura", async () => {
    const { card, onAction } = renderCard(expiredWithInvoice)
    expect(within(card).getByRole('heading', { name: 'Cementos Robles' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Compra #201')
    expect(card).toHaveTextContent(`Venció el ${formatDate('2025-04-27')}`)
    expect(card).not.toHaveTextContent('Vence hoy')
    expect(within(card).getByText('Extension rechazada')).toBeInTheDocument()
    // The customer sees the penalty while unpaid: the amount shown is the total with it.
    expect(card).toHaveTextContent(formatMoney(13125))
    expect(buttons(card)).toEqual(['Pagar', 'Extender', 'Ver factura'])
    const user = userEvent.setup()
    await user.click(within(card).getByRole('button', { name: 'Pagar la compra 201' }))
    await user.click(within(card).getByRole('button', { name: 'Extender el plazo de la compra 201' }))
    await user.click(within(card).getByRole('button', { name: 'Ver factura de la compra 201' }))
    expect(onAction.mock.calls.map(([action, p]) => [action, p.id])).toEqual([
      ['pay', 201],
      ['requestExtendTerm', 201],
      ['viewInvoice', 201],
    ])
    await expectNoAxeViolations()
  })

  it("an invoice read from its CFDI: 'Verificar en el SAT' beside 'Ver factura', in a new tab", async () => {
    const satUrl =
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=6F8B2A1C-3D4E-4F50-8A9B-0C1D2E3F4A5B'
    const { card } = renderCard({
      ...expiredWithInvoice,
      invoice: { uuid: '6F8B2A1C-3D4E-4F50-8A9B-0C1D2E3F4A5B', serie: 'A', folio: '123', sat_url: satUrl },
    })
    const link = within(card).getByRole('link', { name: /^Verificar en el SAT la factura de la compra 201/ })
    expect(link).toHaveAttribute('href', satUrl)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(buttons(card)).toEqual(['Pagar', 'Extender', 'Ver factura'])
    await expectNoAxeViolations()
  })

  it('the details toggle shows the purchase, the penalty and the total', async () => {
    const { card } = renderCard(expiredWithInvoice)
    const details = within(card).getByText('Ver detalle').closest('details')!
    expect(details).not.toHaveAttribute('open')
    await userEvent.setup().click(within(card).getByText('Ver detalle'))
    expect(details).toHaveAttribute('open')
    const amountOf = (term: string) => within(details).getByText(term).nextElementSibling
    expect(amountOf('Monto de la compra')).toHaveTextContent(formatMoney(12500))
    expect(amountOf('Recargo por atraso (5 %)')).toHaveTextContent(formatMoney(625))
    expect(amountOf('Total a pagar')).toHaveTextContent(formatMoney(13125))
    expect(amountOf('Plazo')).toHaveTextContent('30 días')
  })

  it("an extension request waiting: the chip, and no 'Extender'; no invoice, no 'Ver factura'", () => {
    const { card } = renderCard(nonPaymentPendingExtension)
    expect(within(card).getByText('Extensión pendiente')).toBeInTheDocument()
    expect(card).toHaveTextContent(`Venció el ${formatDate('2025-03-21')}`)
    expect(buttons(card)).toEqual(['Pagar'])
  })

  it("due today: 'Vence hoy', 'Vence el' and the accepted extension", () => {
    const { card } = renderCard(dueTodayExtended)
    expect(within(card).getByText('Vence hoy')).toBeInTheDocument()
    expect(card).toHaveTextContent(`Vence el ${formatDate('2025-04-30')}`)
    expect(within(card).getByText('Extendido 10 días')).toBeInTheDocument()
    expect(buttons(card)).toEqual(['Pagar', 'Extender'])
  })

  it("paid by the financing party: 'Venció el' with the due date ahead, nothing to pay or extend", () => {
    const { card } = renderCard(paidByProvider)
    expect(card).toHaveTextContent(`Venció el ${formatDate('2025-05-05')}`)
    expect(card).not.toHaveTextContent('Vence hoy')
    expect(buttons(card)).toEqual([])
  })

  it("'Extender' only for pending, expired, non_payment and not_reported", () => {
    const extendable = (statusId: number) => {
      const { card } = renderCard(payment({ id: 500 + statusId, status_id: statusId, remaining_days: 3 }))
      const shown = within(card).queryByRole('button', { name: /^Extender/ }) !== null
      card.closest('ul')!.parentElement!.remove()
      return shown
    }
    expect([1, 2, 4, 5, 9, 10].filter(extendable)).toEqual([1, 4, 5, 10])
  })
})

// ---------------------------------------------------------------- the pages

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
  routes = {}
  localStorage.clear()
  vi.mocked(openPaymentFile).mockClear()
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
      const handler = routes[`${request.method} ${parsed.pathname}`]
      return handler ? handler(call) : Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const openPage = async (user: User, path: string) => {
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
  return render(<AppView session={session as SessionActorRef} location={memoryLocation({ path })} />)
}

/** GET payments by query: the cards ask for 2 per page, the tables for 3. */
const byStatus =
  (pages: Record<string, unknown>): Handler =>
  ({ query }) => {
    const body = pages[query.paginate === '2' ? `cards:${query.status}` : (query.status ?? '')]
    return body ? Response.json(body) : Response.json({ msg: 'Servicio no disponible' }, { status: 500 })
  }

const customerRoutes = (
  cards: { expired: unknown; pending: unknown } = { expired: overduePage1, pending: upcomingPage },
) => {
  routes['GET /api/payments/resume'] = () => Response.json(customerResume)
  routes['GET /api/suppliers/get-suppliers-to-show'] = () => Response.json({ data: suppliers })
  routes['GET /api/payments/get-term-extensions'] = () => Response.json(customerExtensions)
  routes['GET /api/payments'] = byStatus({
    to_confirm: toConfirmPage,
    expired: expiredTablePage,
    pending: pendingTablePage,
    'cards:expired': cards.expired,
    'cards:pending': cards.pending,
  })
}
const supplierRoutes = () => {
  routes['GET /api/payments/resume'] = () => Response.json(supplierResume)
  routes['GET /api/payments/get-total-payments-by-user'] = () => Response.json(salesTotal)
  routes['GET /api/payments/get-term-extensions'] = () => Response.json(supplierExtensions)
  routes['GET /api/payments'] = byStatus({
    to_confirm: toConfirmPage,
    expired: expiredTablePage,
    pending: pendingTablePage,
  })
  routes['GET /api/suppliers/directory-stats'] = () =>
    Response.json({ data: { views: 1250, contacts: 37, locations: 4 } })
}

const tutorial = () => screen.queryByRole('region', { name: '¿Cómo comprar fiado?' })
const ddOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling

describe('/dashboard-customer', () => {
  it('loads every section with its own query and shows the buy tutorial once per browser', async () => {
    customerRoutes()
    const user = userEvent.setup()
    const first = await openPage(adminCustomer, '/dashboard-customer')
    expect(await screen.findByRole('heading', { name: 'Constructora Robles', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: '¿Cómo comprar fiado?' })).toBeInTheDocument()
    // The directory counts are the supplier's.
    expect(screen.queryByRole('region', { name: 'Tu negocio en el directorio' })).toBeNull()
    await waitFor(() =>
      expect(
        screen.getByRole('table', { name: 'Transacciones pendientes', hidden: true }),
      ).toBeInTheDocument(),
    )
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Entendido' }))
    await waitFor(() => expect(tutorial()).toBeNull())
    expect(localStorage.getItem('buyTutorialShowed')).not.toBeNull()
    // The card left the page: focus is back on the button that shows it again.
    expect(screen.getByRole('button', { name: 'Ver cómo comprar' })).toHaveFocus()

    const queries = calls.filter((c) => c.path === '/api/payments').map((c) => c.query)
    const byDueDate = { order_by: 'expiration_date', order_by_condition: 'asc' }
    expect(queries).toEqual(
      expect.arrayContaining([
        { status: 'expired', paginate: '2', page: '1', ...byDueDate },
        { status: 'pending', paginate: '2', page: '1', ...byDueDate },
        { status: 'to_confirm', paginate: '3', page: '1', ...byDueDate },
        { status: 'expired', paginate: '3', page: '1', ...byDueDate },
        { status: 'pending', paginate: '3', page: '1', ...byDueDate },
      ]),
    )
    expect(calls.find((c) => c.path === '/api/payments/get-term-extensions')?.query).toEqual({
      accepted: '',
      order: 'updated',
      page: '1',
    })
    expect(calls.some((c) => c.path === '/api/payments/get-total-payments-by-user')).toBe(false)

    // The page's parts.
    expect(ddOf('Disponible')).toHaveTextContent(formatMoney(customerResume.amount_available))
    // Not blocked: no credit block notice.
    expect(screen.queryByRole('alert', { name: 'Tu crédito está bloqueado' })).toBeNull()
    expect(ddOf('Líneas de crédito reservadas')).toHaveTextContent(formatMoney(50000))
    expect(ddOf('Compras por vencer esta semana')).toHaveTextContent('2')
    expect(ddOf('Total por pagar')).toHaveTextContent(formatMoney(62500))
    expect(ddOf('Pagado en el mes')).toHaveTextContent(formatMoney(25000.75))
    const carousel = screen.getByRole('region', { name: 'Compra fiado con todos nuestros proveedores' })
    // The heading and each supplier go to the directory.
    expect(
      within(carousel)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Compra fiado con todos nuestros proveedores', '/where-buy'],
      [expect.any(String), '/where-buy'],
      [expect.any(String), '/where-buy'],
    ])
    // The carousel shows the directory's first 11 suppliers (spec: 11 logos).
    expect(calls.find((c) => c.path === '/api/suppliers/get-suppliers-to-show')?.query).toEqual({
      per_page: '11',
    })
    expect(screen.getByRole('switch', { name: '¿Necesitas más crédito? Si' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Crear usuario comprador' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver todas las compras vencidas' })).toHaveAttribute(
      'href',
      '/payments/expired',
    )
    expect(screen.getByRole('link', { name: 'Ver todas las compras por vencer' })).toHaveAttribute(
      'href',
      '/payments/pending',
    )
    for (const [status, label] of [
      ['to_confirm', 'por confirmar'],
      ['expired', 'vencidas'],
      ['pending', 'pendientes'],
    ])
      expect(screen.getByRole('link', { name: `Ver mas transacciones ${label}` })).toHaveAttribute(
        'href',
        `/payments/${status}`,
      )
    const pending = screen.getByRole('table', { name: 'Transacciones pendientes' })
    expect(within(pending).getAllByRole('row')).toHaveLength(1 + 3)
    expect(screen.getByRole('table', { name: 'Transacciones vencidas' })).toHaveTextContent(
      'No hay transacciones vencidas',
    )
    const extensions = screen.getByRole('table', { name: 'Solicitudes de extensión de plazos' })
    expect(
      within(extensions)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent),
    ).toEqual(['Pendiente', 'Aceptado', 'Rechazado'])
    await expectNoAxeViolations()

    // A second visit in the same browser: no tutorial; 'Ver cómo comprar' brings it back.
    first.unmount()
    await openPage(adminCustomer, '/dashboard-customer')
    expect(await screen.findByRole('heading', { name: 'Constructora Robles', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Compra #201')).toBeInTheDocument())
    expect(tutorial()).toBeNull()
    const opener = screen.getByRole('button', { name: 'Ver cómo comprar' })
    expect(opener).toHaveAttribute('aria-expanded', 'false')
    await user.click(opener)
    expect(await screen.findByRole('region', { name: '¿Cómo comprar fiado?' })).toBeInTheDocument()
    expect(opener).toHaveAttribute('aria-expanded', 'true')
    // A disclosure: the same button hides it again, and keeps the focus.
    await user.click(opener)
    await waitFor(() => expect(tutorial()).toBeNull())
    expect(opener).toHaveAttribute('aria-expanded', 'false')
    expect(opener).toHaveFocus()
  })

  it("'Compras vencidas' only when there are some; 'Compras por vencer' says when there are none", async () => {
    localStorage.setItem('buyTutorialShowed', '1')
    customerRoutes({ expired: emptyCards, pending: emptyCards })
    await openPage(adminCustomer, '/dashboard-customer')
    expect(await screen.findByText('Aún no tienes compras por vencer')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Compras vencidas' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Compras por vencer' })).toBeInTheDocument()
  })

  it('a builder with a reported non-payment sees that it cannot buy, why, and what clears it', async () => {
    localStorage.setItem('buyTutorialShowed', '1')
    customerRoutes()
    const blocked: Resume = {
      ...customerResume,
      amount_available: 0,
      credit_block: {
        purchases: [
          { id: 311, supplier_business_name: 'Materiales El Fuerte', amount_pending: 6300 },
          { id: 318, supplier_business_name: 'Aceros del Norte', amount_pending: 4750.5 },
        ],
        purchases_total: 2,
        amount_pending: 11050.5,
        amount_available_when_cleared: 198128.85,
      },
    }
    routes['GET /api/payments/resume'] = () => Response.json(blocked)
    await openPage(buyerCustomer, '/dashboard-customer')
    const notice = await screen.findByRole('alert', { name: 'Tu crédito está bloqueado' })
    expect(notice).toHaveTextContent('No puedes comprar a crédito')
    expect(notice).toHaveTextContent(
      'Materiales El Fuerte y Aceros del Norte reportaron impagos de tus compras.',
    )
    const reported = within(notice).getByRole('list', { name: 'Compras reportadas' })
    expect(
      within(reported)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Compra #311 · Materiales El Fuerte · ${formatMoney(6300)}`,
      `Compra #318 · Aceros del Norte · ${formatMoney(4750.5)}`,
    ])
    expect(notice).toHaveTextContent(`Monto pendiente: ${formatMoney(11050.5)}`)
    expect(notice).toHaveTextContent('Se desbloquea cuando pagas las compras reportadas')
    expect(notice).toHaveTextContent(`Al desbloquearse tendrás ${formatMoney(198128.85)} disponibles.`)
    expect(within(notice).getByRole('link', { name: 'Ver compras reportadas' })).toHaveAttribute(
      'href',
      '/payments/non_payment',
    )
    expect(ddOf('Disponible')).toHaveTextContent(formatMoney(0))
    await expectNoAxeViolations()
  })

  /** The builder's dashboard with one listed reported purchase of `purchasesTotal`; its credit block notice. */
  async function blockedDashboard(purchasesTotal: number, amountPending: number) {
    localStorage.setItem('buyTutorialShowed', '1')
    customerRoutes()
    routes['GET /api/payments/resume'] = () =>
      Response.json({
        ...customerResume,
        amount_available: 0,
        credit_block: {
          purchases: [{ id: 311, supplier_business_name: 'Materiales El Fuerte', amount_pending: 6300 }],
          purchases_total: purchasesTotal,
          amount_pending: amountPending,
          amount_available_when_cleared: 193800.5,
        },
      } satisfies Resume)
    await openPage(adminCustomer, '/dashboard-customer')
    return screen.findByRole('alert', { name: 'Tu crédito está bloqueado' })
  }

  it('one reporting supplier: the notice names it once and shows no separate total', async () => {
    const notice = await blockedDashboard(1, 6300)
    expect(notice).toHaveTextContent('Materiales El Fuerte reportó un impago de una de tus compras.')
    expect(notice).not.toHaveTextContent('Monto pendiente')
    // Two purchases of the same supplier: one name, plural.
    expect(CREDIT_BLOCK_MSG.why(['Materiales El Fuerte', 'Materiales El Fuerte'])).toBe(
      'Materiales El Fuerte reportó impagos de tus compras.',
    )
  })

  it('more reported purchases than the resume lists: says how many more, and the total of all', async () => {
    const notice = await blockedDashboard(13, 80000)
    const reported = within(notice).getByRole('list', { name: 'Compras reportadas' })
    expect(
      within(reported)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Compra #311 · Materiales El Fuerte · ${formatMoney(6300)}`, 'Y 12 compras reportadas más'])
    expect(notice).toHaveTextContent(`Monto pendiente: ${formatMoney(80000)}`)
    expect(CREDIT_BLOCK_MSG.more(1)).toBe('Y 1 compra reportada más')
  })

  it('pages the purchase cards two at a time', async () => {
    localStorage.setItem('buyTutorialShowed', '1')
    customerRoutes()
    const pageTwo = page([payment({ id: 204, status_id: 4, remaining_days: -1 })], {
      current_page: 2,
      last_page: 2,
      total: 3,
      per_page: 2,
    })
    const cards = byStatus({ 'cards:expired': overduePage1, 'cards:pending': upcomingPage })
    routes['GET /api/payments'] = (call) =>
      call.query.paginate === '2' && call.query.status === 'expired' && call.query.page === '2'
        ? Response.json(pageTwo)
        : call.query.paginate === '2'
          ? cards(call)
          : byStatus({ to_confirm: toConfirmPage, expired: expiredTablePage, pending: pendingTablePage })(
              call,
            )
    await openPage(adminCustomer, '/dashboard-customer')
    const overdue = await screen.findByRole('region', { name: 'Compras vencidas' })
    expect(within(overdue).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.setup().click(within(overdue).getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(within(overdue).getByText('Compra #204')).toBeInTheDocument())
    expect(within(overdue).getAllByRole('listitem')).toHaveLength(1)
  })

  it("a failed table keeps the rest of the page; 'Reintentar' loads only that table", async () => {
    localStorage.setItem('buyTutorialShowed', '1')
    customerRoutes()
    const ok = routes['GET /api/payments']!
    let toConfirmFails = true
    routes['GET /api/payments'] = (call) =>
      call.query.status === 'to_confirm' && toConfirmFails
        ? Response.json({ msg: 'Servicio no disponible' }, { status: 500 })
        : ok(call)
    await openPage(adminCustomer, '/dashboard-customer')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('No pudimos cargar las transacciones por confirmar')
    expect(alert).toHaveTextContent('Servicio no disponible')
    expect(ddOf('Disponible')).toHaveTextContent(formatMoney(customerResume.amount_available))
    expect(screen.getByRole('table', { name: 'Transacciones pendientes' })).toBeInTheDocument()
    await expectNoAxeViolations()
    const before = calls.length
    toConfirmFails = false
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Reintentar cargar las transacciones por confirmar' }))
    expect(await screen.findByRole('table', { name: 'Transacciones por confirmar' })).toBeInTheDocument()
    expect(calls.slice(before).map((c) => c.query.status)).toEqual(['to_confirm'])
  })

  it("'Ver factura' opens the file; a file that cannot be opened shows why", async () => {
    localStorage.setItem('buyTutorialShowed', '1')
    customerRoutes()
    vi.mocked(openPaymentFile).mockResolvedValueOnce('Archivo no encontrado')
    await openPage(adminCustomer, '/dashboard-customer')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ver factura de la compra 201' }))
    expect(openPaymentFile).toHaveBeenCalledWith('viewInvoice', expiredWithInvoice)
    expect(await screen.findByText('Archivo no encontrado')).toBeInTheDocument()
  })

  it("'¿Necesitas más crédito?' opens the credit extension dialog; the buyer user is for admin-customer only", async () => {
    localStorage.setItem('buyTutorialShowed', '1')
    customerRoutes()
    const user = userEvent.setup()
    const first = await openPage(adminCustomer, '/dashboard-customer')
    const toggle = await screen.findByRole('switch', { name: '¿Necesitas más crédito? Si' })
    await user.click(toggle)
    expect(await screen.findByRole('dialog', { name: 'Diálogo de pago' })).toHaveTextContent(
      'creditExtension',
    )
    expect(toggle).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(toggle).not.toBeChecked())
    first.unmount()

    await openPage(buyerCustomer, '/dashboard-customer')
    expect(await screen.findByRole('switch', { name: '¿Necesitas más crédito? Si' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Crear usuario comprador' })).toBeNull()
  })
})

describe('/dashboard-supplier', () => {
  it("shows the supplier's cards, 'Mis ventas del mes' with has_rewards 1, and the pending extensions", async () => {
    supplierRoutes()
    await openPage(adminSupplier, '/dashboard-supplier')
    expect(await screen.findByRole('heading', { name: 'Materiales El Fuerte', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(ddOf('Mis ventas del mes')).toHaveTextContent(formatMoney(salesTotal.total)))
    expect(ddOf('Disponible')).toHaveTextContent(formatMoney(0))
    expect(ddOf('Ventas por cobrar')).toHaveTextContent('9')
    expect(ddOf('Total por cobrar')).toHaveTextContent(formatMoney(310250))
    // The business's month, named apart from the user's own 'Mis ventas del mes' (docs/decisions.md#the-months-sales).
    expect(ddOf('Ventas del negocio en el mes')).toHaveTextContent('12')
    expect(ddOf('Vendido por el negocio en el mes')).toHaveTextContent(formatMoney(148000))
    expect(screen.queryByText('Ventas del mes')).toBeNull()
    expect(screen.queryByText('Vendido en el mes')).toBeNull()
    expect(ddOf('Mis ventas del mes')).toHaveAccessibleDescription(
      'Solo tus ventas: las asignadas a ti y las que registraste sin vendedor.',
    )
    expect(
      screen.getByText('Solo tus ventas: las asignadas a ti y las que registraste sin vendedor.'),
    ).toBeVisible()
    expect(ddOf('Pagos por confirmar')).toHaveTextContent('1')
    // Its own directory counts (views, WhatsApp contacts, location lookups).
    const directory = await screen.findByRole('region', { name: 'Tu negocio en el directorio' })
    await waitFor(() => expect(ddOf('Visitas a tu perfil')).toHaveTextContent('1,250'))
    expect(within(directory).getByText('37')).toBeInTheDocument()
    expect(ddOf('Consultas de ubicación')).toHaveTextContent('4')
    expect(calls.find((c) => c.path === '/api/payments/get-term-extensions')?.query).toEqual({
      accepted: 'null',
      page: '1',
    })
    const extensions = await screen.findByRole('table', { name: 'Solicitudes de extensión de plazos' })
    expect(
      within(extensions).getByRole('button', { name: 'Aceptar la extensión del pago 402' }),
    ).toBeInTheDocument()
    // Nothing of the customer's dashboard.
    expect(tutorial()).toBeNull()
    expect(screen.queryByRole('region', { name: 'Compra fiado con todos nuestros proveedores' })).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Crear usuario comprador' })).toBeNull()
    expect(screen.queryByText('Líneas de crédito reservadas')).toBeNull()
    expect(calls.some((c) => c.path.startsWith('/api/suppliers/get-suppliers-to-show'))).toBe(false)
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Transacciones pendientes' })).toBeInTheDocument(),
    )
    await expectNoAxeViolations()

    await userEvent
      .setup()
      .click(within(extensions).getByRole('button', { name: 'Rechazar la extensión del pago 402' }))
    expect(await screen.findByRole('dialog', { name: 'Diálogo de pago' })).toHaveTextContent(
      'handleExtension',
    )
  })

  it("hides 'Mis ventas del mes' and does not ask for it when has_rewards is not 1", async () => {
    supplierRoutes()
    await openPage(supplierWithoutRewards, '/dashboard-supplier')
    await waitFor(() => expect(ddOf('Disponible')).toHaveTextContent(formatMoney(0)))
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Transacciones pendientes' })).toBeInTheDocument(),
    )
    expect(screen.queryByText('Mis ventas del mes')).toBeNull()
    expect(screen.queryByText(/Solo tus ventas/)).toBeNull()
    expect(ddOf('Vendido por el negocio en el mes')).toHaveTextContent(formatMoney(148000))
    expect(calls.some((c) => c.path === '/api/payments/get-total-payments-by-user')).toBe(false)
  })
})
