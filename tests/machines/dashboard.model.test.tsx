import type { User } from '@contract/auth'
import { MSG } from '@contract/messages'
import { ACTION_MSG, type TermExtension } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import {
  connectDashboard,
  createDashboardMachine,
  type DashboardApi,
  type DashboardContext,
  type DashboardDialogRequest,
  type DashboardRole,
  type Paged,
  type SectionName,
  sectionsFor,
} from '@machines/dashboard'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { DashboardView } from '@/features/dashboard/DashboardView'
import type { DashboardActorRef } from '@/features/dashboard/dashboardLogic'
import { formatMoney } from '@/lib/format'
import {
  adminCustomer,
  adminSupplier,
  customerExtensions,
  customerResume,
  dueTodayExtended,
  expiredTablePage,
  expiredWithInvoice,
  extension,
  nonPaymentPendingExtension,
  overduePage1,
  overduePage2,
  overduePastEnd,
  page,
  payment,
  pendingPayments,
  pendingTablePage,
  salesTotal,
  supplierExtensions,
  supplierExtensionsPage2,
  supplierResume,
  suppliers,
  toConfirmPage,
  toConfirmPayment,
  upcomingPage,
} from '../fixtures/dashboard'
import { expectNoAxeViolations } from '../ui/axe'
import { openActionsByKeyboard } from '../ui/payments.fixtures'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { type Invariant, type Observed, settle, startLive, type Trail } from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'

/**
 * /dashboard-customer and /dashboard-supplier (docs/decisions.md#dashboards): every section loads on its own
 * (loading, ready, failed with its retry), the payment dialog, the purchase cards' and the extension requests'
 * pages, the buy tutorial. One model per role; the two dashboards share the machine id `dashboard`, so their
 * coverage goes to the reports the /qa page reads for them (`dashboard-customer`, `dashboard-supplier`).
 */

// The dialog family and the file links are other screens' work: a stand-in shows which request is open.
vi.mock('@/features/payment-dialogs/PaymentDialog', async () => {
  const { createElement } = await import('react')
  const summary = (request: DashboardDialogRequest) =>
    [
      request.kind,
      request.kind === 'action' ? `${request.action}:${request.payment.id}` : '',
      request.kind === 'handleExtension' ? `${request.extension.id}:${request.accepted}` : '',
    ].join('|')
  return {
    default: ({
      request,
      onClose,
      onDone,
    }: {
      request: DashboardDialogRequest | null
      onClose: () => void
      onDone: () => void
    }) =>
      request
        ? createElement(
            'div',
            { role: 'dialog', 'aria-label': 'Diálogo de pago' },
            createElement('p', { 'data-testid': 'request' }, summary(request)),
            createElement('button', { type: 'button', onClick: onClose }, 'Cancelar'),
            createElement('button', { type: 'button', onClick: onDone }, 'Listo'),
          )
        : null,
  }
})
// 'Ver factura' is the one file action in the paths: its link cannot be had.
vi.mock('@/features/payment-dialogs/openPaymentFile', () => ({
  openPaymentFile: vi.fn(async () => 'Archivo no encontrado'),
}))

// ---------------------------------------------------------------- data

/** 'Compras por vencer' over two pages, and a page asked after its last purchase was paid. */
const upcomingPage1 = page([dueTodayExtended], { last_page: 2, total: 2, per_page: 2 })
const upcomingPage2 = page([payment({ id: 302, remaining_days: 4, expiration_date: '2025-05-04' })], {
  current_page: 2,
  last_page: 2,
  total: 2,
  per_page: 2,
})
const upcomingPastEnd = page<Payment>([], { current_page: 2, last_page: 1, total: 1, per_page: 2 })
/** The customer's extension requests over two pages (and one past its end, after a page emptied). */
const customerExtensionsPage1: Paged<TermExtension> = { ...customerExtensions, last_page: 2, total: 4 }
const customerExtensionsPage2 = page([extension({ id: 4, payment_id: 203, days: 5, accepted: 1 })], {
  current_page: 2,
  last_page: 2,
  total: 4,
})
const extensionsPastEnd = page<TermExtension>([], { current_page: 2, last_page: 1, total: 3 })

const PAGED = ['overdueCards', 'upcomingCards', 'extensions'] as const
type Paged3 = (typeof PAGED)[number]
const isPaged = (section: SectionName): section is Paged3 => (PAGED as readonly string[]).includes(section)

const LOADER: Record<SectionName, string> = {
  resume: 'loadResume',
  suppliers: 'loadSuppliers',
  salesTotal: 'loadSalesTotal',
  overdueCards: 'loadOverdueCards',
  upcomingCards: 'loadUpcomingCards',
  extensions: 'loadExtensions',
  toConfirm: 'loadToConfirm',
  expired: 'loadExpired',
  pending: 'loadPending',
}
const SECTION_OF = Object.fromEntries(Object.entries(LOADER).map(([s, l]) => [l, s])) as Record<
  string,
  SectionName
>

/** What the API answers each section for the page asked. */
const answerFor = (section: SectionName, page: number, role: DashboardRole): unknown => {
  switch (section) {
    case 'resume':
      return role === 'customer' ? customerResume : supplierResume
    case 'suppliers':
      return suppliers
    case 'salesTotal':
      return salesTotal
    case 'overdueCards':
      return page === 1 ? overduePage1 : overduePage2
    case 'upcomingCards':
      return page === 1 ? upcomingPage1 : upcomingPage2
    case 'extensions':
      if (role === 'customer') return page === 1 ? customerExtensionsPage1 : customerExtensionsPage2
      return page === 1 ? supplierExtensions : supplierExtensionsPage2
    case 'toConfirm':
      return toConfirmPage
    case 'expired':
      return expiredTablePage
    case 'pending':
      return pendingTablePage
  }
}
const PAST_END: Record<Paged3, Paged<unknown>> = {
  overdueCards: overduePastEnd,
  upcomingCards: upcomingPastEnd,
  extensions: extensionsPastEnd,
}
const failureFor = (section: SectionName) =>
  section === 'resume'
    ? { kind: 'network' }
    : { kind: 'http', status: 500, msg: `Servicio no disponible (${section})` }
const messageOfFailure = (failure: { kind: string; msg?: string }) =>
  failure.kind === 'network' ? MSG.connection : failure.msg!

// ---------------------------------------------------------------- what the spec says, from the trail

/** Payments the dashboard refuses to open a dialog for, with the refusal shown (docs/decisions.md#payment-statuses). */
const refusalOf = (request: DashboardDialogRequest): string | null => {
  if (request.kind !== 'action') return null
  if ([3, 6, 7, 8].includes(request.payment.status_id)) return ACTION_MSG.paidBlocked
  if (request.action === 'pay' && request.payment.status_id === 5) return ACTION_MSG.nonPaymentAlreadyReported
  return null
}
/** A finished payment action or extension answer changes every payment section; the carousel never changes. */
const reloadedBy = (request: DashboardDialogRequest | null, section: SectionName) =>
  (request?.kind === 'action' || request?.kind === 'handleExtension') && section !== 'suppliers'

const pastEnd = (answer: unknown) => {
  const p = answer as Paged<unknown>
  return p.data.length === 0 && p.last_page >= 1 && p.current_page > p.last_page
}

/** What the dashboard must show after the events of the trail, as the product spec tells it. */
interface Expected {
  data: DashboardContext['data']
  errors: Record<SectionName, string | null>
  pages: Record<Paged3, number>
  /** Loader calls per section. */
  loads: Record<SectionName, number>
  dialog: DashboardDialogRequest | null
  notice: string | null
  tutorial: boolean
}

const replay = (trail: Trail, order: SectionName[]): Expected => {
  const each = <T,>(value: T) => Object.fromEntries(order.map((s) => [s, value])) as Record<SectionName, T>
  const x: Expected = {
    data: each(null) as Expected['data'],
    errors: each(null),
    pages: { overdueCards: 1, upcomingCards: 1, extensions: 1 },
    loads: each(1),
    dialog: null,
    notice: null,
    tutorial: false,
  }
  for (const event of trail.events) {
    const ev = event as EventObject & {
      output?: unknown
      error?: { kind: string; msg?: string }
      section?: SectionName
      page?: number
      request?: DashboardDialogRequest
      message?: string
    }
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
    if (actor?.[2] === 'readTutorialFlag') x.tutorial = actor[1] === 'done' && ev.output !== true
    else if (actor) {
      const section = SECTION_OF[actor[2]!]!
      if (actor[1] === 'error') x.errors[section] = messageOfFailure(ev.error!)
      else if (isPaged(section) && pastEnd(ev.output)) {
        // Past its last page (its last item was paid): the last page is asked for.
        x.pages[section] = (ev.output as Paged<unknown>).last_page
        x.loads[section]++
      } else {
        x.data[section] = ev.output as never
        x.errors[section] = null
      }
    } else
      switch (event.type) {
        case 'section.retry':
          x.loads[ev.section!]++
          break
        case 'section.page': {
          const section = ev.section as Paged3
          if (ev.page !== x.pages[section]) {
            x.pages[section] = ev.page!
            x.loads[section]++
          }
          break
        }
        case 'dialog.open': {
          const request = ev.request!
          x.notice = refusalOf(request)
          if (!x.notice) x.dialog = request
          break
        }
        case 'credit.request':
          x.dialog = { kind: 'creditExtension' }
          x.notice = null
          break
        case 'dialog.close':
          x.dialog = null
          break
        case 'dialog.done':
          for (const section of order) if (reloadedBy(x.dialog, section)) x.loads[section]++
          x.dialog = null
          break
        case 'notice.show':
          x.notice = ev.message!
          break
        case 'notice.dismiss':
          x.notice = null
          break
        case 'tutorial.open':
          x.tutorial = true
          break
        case 'tutorial.close':
          x.tutorial = false
          break
      }
  }
  return x
}

/** Each section's request (docs/decisions.md#dashboards): 3 rows per table, 2 cards per page, soonest due first. */
const queryOf = (section: SectionName, role: DashboardRole, pages: Expected['pages']) => {
  const byDueDate = (status: string, paginate: number, page: number) => ({
    status,
    paginate,
    page,
    order_by: 'expiration_date',
    order_by_condition: 'asc',
  })
  switch (section) {
    case 'overdueCards':
      return byDueDate('expired', 2, pages.overdueCards)
    case 'upcomingCards':
      return byDueDate('pending', 2, pages.upcomingCards)
    case 'extensions':
      return role === 'customer'
        ? { accepted: '', order: 'updated', page: pages.extensions }
        : { accepted: 'null', page: pages.extensions }
    case 'toConfirm':
      return byDueDate('to_confirm', 3, 1)
    case 'expired':
      return byDueDate('expired', 3, 1)
    case 'pending':
      return byDueDate('pending', 3, 1)
    default:
      return undefined
  }
}

// ---------------------------------------------------------------- the events

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const open = (request: DashboardDialogRequest) => e('dialog.open', { request })

const payFromCard = open({ kind: 'action', action: 'pay', payment: expiredWithInvoice })
const extendFromCard = open({ kind: 'action', action: 'requestExtendTerm', payment: expiredWithInvoice })
const payBlocked = open({ kind: 'action', action: 'pay', payment: nonPaymentPendingExtension })
const extendFromTable = open({ kind: 'action', action: 'requestExtendTerm', payment: pendingPayments[0]! })
const confirmFromTable = open({ kind: 'action', action: 'confirm', payment: toConfirmPayment })
const acceptExtension = open({
  kind: 'handleExtension',
  extension: supplierExtensions.data[0]!,
  accepted: true,
})
const rejectExtension = open({
  kind: 'handleExtension',
  extension: supplierExtensions.data[0]!,
  accepted: false,
})

/**
 * The order the test settles the sections in (the page shows them in its own). The first holds what opens a
 * dialog while the others still load; the last what opens one while all the others failed.
 */
const ORDER: Record<DashboardRole, SectionName[]> = {
  customer: [
    'overdueCards',
    'suppliers',
    'resume',
    'upcomingCards',
    'extensions',
    'toConfirm',
    'expired',
    'pending',
  ],
  supplier: ['extensions', 'resume', 'salesTotal', 'expired', 'pending', 'toConfirm'],
}
const FIRST_OPENER: Record<DashboardRole, EventObject> = { customer: payFromCard, supplier: acceptExtension }
const LAST_OPENER: Record<DashboardRole, EventObject> = {
  customer: extendFromTable,
  supplier: confirmFromTable,
}

const USER_EVENTS: Record<DashboardRole, EventObject[]> = {
  customer: [
    payFromCard,
    extendFromCard,
    payBlocked,
    open({ kind: 'createBuyer' }),
    e('credit.request'),
    e('section.page', { section: 'overdueCards', page: 2 }),
    e('section.page', { section: 'upcomingCards', page: 2 }),
    e('section.page', { section: 'extensions', page: 2 }),
    e('tutorial.open'),
    e('notice.show', { message: 'Archivo no encontrado' }),
  ],
  supplier: [
    e('notice.show', { message: 'Archivo no encontrado' }),
    acceptExtension,
    rejectExtension,
    confirmFromTable,
    e('section.page', { section: 'extensions', page: 2 }),
  ],
}

/**
 * The events a snapshot is offered, in a fixed order that keeps the model small and still takes every
 * transition: the tutorial flag first; then the sections answer one at a time, in ORDER. The first answer of
 * the first section may fail, and then every one but the last's (one section shown among failed ones: a dialog
 * opened there, finished, reloads the failed ones; their retries one by one); the last section may fail
 * alone (the others shown). A dialog opened from the first section while the others load, finished, reloads
 * those loading. Then retry, the dialogs (closed without finishing only when every section shows), the pages.
 */
const eventsFor =
  (role: DashboardRole) =>
  (snapshot: AnyMachineSnapshot): EventObject[] => {
    const order = ORDER[role]
    const value = snapshot.value as { sections: Record<string, string>; dialog: string; tutorial?: string }
    const ctx = snapshot.context as {
      data: Record<string, unknown>
      errors: Record<string, unknown>
      pages: Record<Paged3, number>
      notice: string | null
    }
    if (value.tutorial === 'checking')
      return [
        settled('readTutorialFlag', false),
        settled('readTutorialFlag', true),
        failed('readTutorialFlag', new Error('SecurityError')),
      ]
    if (value.tutorial === 'showing') return [e('tutorial.close')]
    const status = (s: SectionName) => value.sections[s]
    const answered = (s: SectionName) => ctx.data[s] !== null || ctx.errors[s] !== null
    const loading = order.filter((s) => status(s) === 'loading')
    if (value.dialog === 'open')
      return order.every((s) => status(s) === 'ready')
        ? [e('dialog.close'), e('dialog.done')]
        : [e('dialog.done')]
    const [first] = order
    const last = order.at(-1)!
    const othersUnanswered = order.slice(1).every((s) => !answered(s))
    if (loading.length > 0) {
      const events: EventObject[] = []
      // The first section shown (ready, or reloading with its data) while the others have not answered.
      if (othersUnanswered && ctx.data[first!] !== null && loading.length >= order.length - 1)
        events.push(FIRST_OPENER[role])
      const section = loading[0]!
      const answer = settled(
        LOADER[section],
        answerFor(section, isPaged(section) ? ctx.pages[section] : 1, role),
      )
      const failure = failed(LOADER[section], failureFor(section))
      if (!answered(section)) {
        const failures = order.filter((s) => status(s) === 'failed').length
        const ready = order.filter((s) => status(s) === 'ready').length
        // After the first failed, every first answer fails but the last's.
        if (failures > 0 && ready === 0) return [section === last ? answer : failure]
        // The first may fail (the chain above); the last may fail alone, the others shown.
        if (failures === 0 && (section === first || section === last)) return [...events, answer, failure]
      }
      events.push(answer)
      if (isPaged(section) && ctx.pages[section] > 1) events.push(settled(LOADER[section], PAST_END[section]))
      return events
    }
    const failedSections = order.filter((s) => status(s) === 'failed')
    if (failedSections.length > 0) {
      const retry = e('section.retry', { section: failedSections[0] })
      // A dialog opened from what did load, finished, reloads the failed sections too.
      if (failedSections.length === order.length - 1) return [retry, LAST_OPENER[role]]
      if (failedSections[0] === last) return [retry, FIRST_OPENER[role]]
      return [retry]
    }
    const paged = PAGED.find((s) => s in value.sections && ctx.pages[s] !== 1)
    if (paged) return [e('section.page', { section: paged, page: 1 })]
    if (ctx.notice) return [e('notice.dismiss')]
    return USER_EVENTS[role]
  }

// ---------------------------------------------------------------- invariants

const calls = (started: Observed['started'], name: string) => started.filter((s) => s.name === name)

const expectLoads = (
  observed: Observed<DashboardApi>,
  x: Expected,
  section: SectionName,
  role: DashboardRole,
) => {
  const made = calls(observed.started, LOADER[section])
  expect(made, `calls of ${LOADER[section]}`).toHaveLength(x.loads[section])
  expect(made.at(-1)!.input).toEqual(queryOf(section, role, x.pages))
}

const sectionInvariants = (role: DashboardRole): Record<string, Invariant<DashboardApi>> => {
  const out: Record<string, Invariant<DashboardApi>> = {}
  for (const section of ORDER[role]) {
    const P = `dashboard.sections.${section}`
    out[`${P}.loading`] = (observed, trail) => {
      const x = replay(trail, ORDER[role])
      // What it showed stays while it reloads.
      expect(observed.selected.section(section)).toEqual({
        status: 'loading',
        data: x.data[section],
        error: null,
      })
      expect(observed.tags).toContain('busy')
      expectLoads(observed, x, section, role)
    }
    out[`${P}.ready`] = (observed, trail) => {
      const x = replay(trail, ORDER[role])
      expect(x.data[section]).not.toBeNull()
      expect(observed.selected.section(section)).toEqual({
        status: 'ready',
        data: x.data[section],
        error: null,
      })
      expectLoads(observed, x, section, role)
      if (isPaged(section)) expect((x.data[section] as Paged<unknown>).current_page).toBe(x.pages[section])
    }
    out[`${P}.failed`] = (observed, trail) => {
      const x = replay(trail, ORDER[role])
      expect(x.errors[section]).not.toBeNull()
      expect(observed.selected.section(section)).toEqual({
        status: 'failed',
        data: x.data[section],
        error: x.errors[section],
      })
      expectLoads(observed, x, section, role)
    }
  }
  return out
}

const invariantsFor = (role: DashboardRole): Record<string, Invariant<DashboardApi>> => ({
  ...sectionInvariants(role),
  'dashboard.dialog.closed': ({ selected, tags }, trail) => {
    const x = replay(trail, ORDER[role])
    expect(selected.dialog).toBeNull()
    expect(selected.notice).toBe(x.notice)
    expect(tags).not.toContain('dialogOpen')
    expect(selected.getCreditToggleProps().checked).toBe(false)
  },
  'dashboard.dialog.open': ({ selected, tags }, trail) => {
    const x = replay(trail, ORDER[role])
    expect(selected.dialog).toEqual(x.dialog)
    expect(selected.notice).toBeNull()
    expect(tags).toContain('dialogOpen')
    expect(selected.getCreditToggleProps().checked).toBe(x.dialog?.kind === 'creditExtension')
  },
  ...(role === 'customer'
    ? {
        'dashboard.tutorial.checking': ({ selected, started }, trail) => {
          expect(trail.count(/readTutorialFlag/)).toBe(0)
          expect(calls(started, 'readTutorialFlag')).toHaveLength(1)
          expect(selected.tutorialOpen).toBe(false)
        },
        'dashboard.tutorial.showing': ({ selected, tags }, trail) => {
          expect(replay(trail, ORDER[role]).tutorial).toBe(true)
          expect(selected.tutorialOpen).toBe(true)
          expect(tags).toContain('tutorial')
        },
        'dashboard.tutorial.hidden': ({ selected, started, tags }, trail) => {
          expect(replay(trail, ORDER[role]).tutorial).toBe(false)
          expect(selected.tutorialOpen).toBe(false)
          expect(tags).not.toContain('tutorial')
          // The flag is read once, when the page opens.
          expect(calls(started, 'readTutorialFlag')).toHaveLength(1)
        },
      }
    : {}),
})

// ---------------------------------------------------------------- the view

/** Under 'Mis ventas del mes': whose sales they are (docs/decisions.md#the-months-sales). */
const MY_SALES_HINT = 'Solo tus ventas: las asignadas a ti y las que registraste sin vendedor.'

const WHAT: Record<SectionName, string> = {
  resume: 'el disponible',
  suppliers: 'los proveedores',
  salesTotal: 'tus ventas del mes',
  overdueCards: 'las compras vencidas',
  upcomingCards: 'las compras por vencer',
  extensions: 'las solicitudes de extensión',
  toConfirm: 'las transacciones por confirmar',
  expired: 'las transacciones vencidas',
  pending: 'las transacciones pendientes',
}
const TABLES = {
  toConfirm: { caption: 'Transacciones por confirmar', href: '/payments/to_confirm' },
  expired: { caption: 'Transacciones vencidas', href: '/payments/expired' },
  pending: { caption: 'Transacciones pendientes', href: '/payments/pending' },
} as const
const CARDS = {
  overdueCards: {
    title: 'Compras vencidas',
    href: '/payments/expired',
    spinner: 'Cargando las compras vencidas',
  },
  upcomingCards: {
    title: 'Compras por vencer',
    href: '/payments/pending',
    spinner: 'Cargando las compras por vencer',
  },
} as const

// A modal (the tutorial) hides the rest from the accessibility tree: state checks look at everything.
const all = { hidden: true } as const
const ddOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement
const regionOf = (name: string) => screen.getByRole('region', { name, ...all })

const expectFailure = (section: SectionName, x: Expected) => {
  const alert = screen
    .getAllByRole('alert', all)
    .find((el) => el.textContent?.includes(`No pudimos cargar ${WHAT[section]}`))
  expect(alert, `failure of ${section}`).toBeDefined()
  expect(alert).toHaveTextContent(x.errors[section]!)
  expect(
    within(alert!).getByRole('button', { name: `Reintentar cargar ${WHAT[section]}`, ...all }),
  ).toBeEnabled()
}
const expectNoFailure = (section: SectionName) =>
  expect(screen.queryByRole('button', { name: `Reintentar cargar ${WHAT[section]}`, ...all })).toBeNull()

const expectCards = (list: 'overdueCards' | 'upcomingCards', x: Expected) => {
  const data = x.data[list]!
  const { title, href } = CARDS[list]
  if (data.total === 0 && list === 'overdueCards') {
    expect(screen.queryByRole('heading', { name: title, ...all })).toBeNull()
    return
  }
  const region = regionOf(title)
  expect(
    within(region).getByRole('link', { name: `Ver todas las ${title.toLowerCase()}`, ...all }),
  ).toHaveAttribute('href', href)
  if (data.data.length === 0) {
    expect(region).toHaveTextContent('Aún no tienes compras por vencer')
    return
  }
  const cards = within(region).getAllByRole('listitem', all)
  expect(cards.map((li) => within(li).getByText(/^Compra #/).textContent)).toEqual(
    data.data.map((p) => `Compra #${p.id}`),
  )
  if (data.last_page > 1) {
    const pager = within(region).getByRole('navigation', {
      name: `Páginas de ${title.toLowerCase()}`,
      ...all,
    })
    expect(pager).toHaveTextContent(`Página ${data.current_page} de ${data.last_page}`)
    expect(within(pager).getByRole('button', { name: 'Anterior', ...all })).toHaveProperty(
      'disabled',
      data.current_page === 1,
    )
    expect(within(pager).getByRole('button', { name: 'Siguiente', ...all })).toHaveProperty(
      'disabled',
      data.current_page === data.last_page,
    )
  }
}

const expectTable = (section: keyof typeof TABLES, x: Expected) => {
  const { caption, href } = TABLES[section]
  const table = screen.getByRole('table', { name: caption, ...all })
  const rows = within(table).getAllByRole('row', all).slice(1)
  const payments = x.data[section]!.data.slice(0, 3)
  if (payments.length === 0) expect(rows[0]).toHaveTextContent(`No hay ${caption.toLowerCase()}`)
  else
    expect(rows.map((row) => within(row).getAllByRole('cell', all)[0]!.textContent)).toEqual(
      payments.map((p) => String(p.id)),
    )
  const link = screen.getByRole('link', { name: `Ver mas ${caption.toLowerCase()}`, ...all })
  expect(link).toHaveAttribute('href', href)
  expect(link).toHaveTextContent('Ver mas')
}

const expectExtensions = (x: Expected, role: DashboardRole) => {
  const table = screen.getByRole('table', { name: 'Solicitudes de extensión de plazos', ...all })
  const rows = within(table).getAllByRole('row', all).slice(1)
  const data = x.data.extensions!.data
  expect(rows).toHaveLength(data.length)
  data.forEach((extension, i) => {
    const cells = within(rows[i]!).getAllByRole('cell', all)
    expect(cells[0]).toHaveTextContent(String(extension.payment_id))
    if (role === 'customer') {
      expect(cells[1]).toHaveTextContent(extension.supplier_business_name)
      expect(cells[6]).toHaveTextContent(
        extension.accepted === null ? 'Pendiente' : extension.accepted === 1 ? 'Aceptado' : 'Rechazado',
      )
    } else {
      expect(cells[1]).toHaveTextContent(extension.customer_business_name)
      within(cells[6]!).getByRole('button', {
        name: `Aceptar la extensión del pago ${extension.payment_id}`,
        ...all,
      })
      within(cells[6]!).getByRole('button', {
        name: `Rechazar la extensión del pago ${extension.payment_id}`,
        ...all,
      })
    }
  })
}

/**
 * What is under the resume, in page order. A section is on the page only once every one above it here has
 * answered (loaded, or failed), so a late answer never pushes down what is already on the screen; the
 * carousel, the resume and 'Mis ventas del mes' keep their size while they load and are not waited for
 * (docs/decisions.md#dashboards).
 */
const UNDER_RESUME: Record<DashboardRole, SectionName[]> = {
  customer: ['overdueCards', 'upcomingCards', 'extensions', 'toConfirm', 'expired', 'pending'],
  supplier: ['extensions', 'toConfirm', 'expired', 'pending'],
}
const HEADING: Partial<Record<SectionName, string>> = {
  overdueCards: 'Compras vencidas',
  upcomingCards: 'Compras por vencer',
  extensions: 'Solicitudes de extensión de plazos',
  toConfirm: 'Por confirmar',
  expired: 'Vencidas',
  pending: 'Pendientes',
}
const waitsForAbove = (role: DashboardRole, section: SectionName, x: Expected) => {
  const order = UNDER_RESUME[role]
  return order
    .slice(0, Math.max(0, order.indexOf(section)))
    .some((above) => x.data[above] === null && x.errors[above] === null)
}
const expectNotShown = (section: SectionName) => {
  expect(screen.queryByRole('heading', { name: HEADING[section], ...all }), section).toBeNull()
  expect(
    screen.queryByRole('status', { name: new RegExp(`^Cargando (las )?${WHAT[section].slice(4)}$`), ...all }),
  ).toBeNull()
  expect(screen.queryByRole('button', { name: `Reintentar cargar ${WHAT[section]}`, ...all })).toBeNull()
  if (section === 'toConfirm')
    expect(screen.queryByRole('heading', { name: 'Transacciones', ...all })).toBeNull()
}

const sectionChecks = (role: DashboardRole): Record<string, (x: Expected) => void> => {
  const checks: Record<string, (x: Expected) => void> = {
    'dashboard.sections.resume.loading': (x: Expected) => {
      const dd = ddOf('Disponible')
      if (x.data.resume) {
        expect(dd).toHaveAttribute('aria-busy', 'true')
        expect(dd).toHaveTextContent(formatMoney(x.data.resume!.amount_available))
      } else
        expect(within(dd).getByRole('status', { name: 'Cargando disponible', ...all })).toBeInTheDocument()
      expectNoFailure('resume')
    },
    'dashboard.sections.resume.ready': (x: Expected) => {
      const resume = x.data.resume!
      expect(ddOf('Disponible')).toHaveTextContent(formatMoney(resume.amount_available))
      if (role === 'customer') {
        expect(ddOf('Líneas de crédito reservadas')).toHaveTextContent(
          formatMoney(resume.total_reserved_credit_lines),
        )
        expect(ddOf('Total por pagar')).toHaveTextContent(formatMoney(resume.purchases_to_pay_amount!))
        expect(ddOf('Compras del mes')).toHaveTextContent(String(resume.purchases_month_total))
        // A builder has no sales of their own.
        expect(screen.queryByText('Mis ventas del mes', { selector: 'dt' })).toBeNull()
      } else {
        expect(screen.queryByText('Líneas de crédito reservadas')).toBeNull()
        // The suppliers' carousel is the builder's.
        expect(
          screen.queryByRole('region', { name: 'Compra fiado con todos nuestros proveedores', ...all }),
        ).toBeNull()
        expect(ddOf('Ventas por cobrar')).toHaveTextContent(String(resume.sales_receivable_total))
        expect(ddOf('Total por cobrar')).toHaveTextContent(formatMoney(resume.sales_receivable_amount!))
        // The business's month, never worded like the user's own 'Mis ventas del mes'.
        expect(ddOf('Ventas del negocio en el mes')).toHaveTextContent(String(resume.sales_month_total))
        expect(ddOf('Vendido por el negocio en el mes')).toHaveTextContent(
          formatMoney(resume.sales_month_amount!),
        )
      }
      expectNoFailure('resume')
    },
    'dashboard.sections.resume.failed': (x: Expected) => {
      expectFailure('resume', x)
      // Never loaded: no amount to show.
      expect(ddOf('Disponible')).toBeEmptyDOMElement()
    },
    'dashboard.sections.extensions.loading': (x: Expected) => {
      if (!x.data.extensions)
        expect(
          screen.getByRole('status', { name: 'Cargando solicitudes de extensión', ...all }),
        ).toBeInTheDocument()
      else
        expect(
          screen.getByRole('table', { name: 'Solicitudes de extensión de plazos', ...all }),
        ).toHaveAttribute('aria-busy', 'true')
    },
    'dashboard.sections.extensions.ready': (x: Expected) => {
      expectExtensions(x, role)
      expectNoFailure('extensions')
    },
    'dashboard.sections.extensions.failed': (x: Expected) => {
      expectFailure('extensions', x)
      expect(screen.queryByRole('table', { name: 'Solicitudes de extensión de plazos', ...all })).toBeNull()
    },
  }
  for (const section of ['toConfirm', 'expired', 'pending'] as const) {
    checks[`dashboard.sections.${section}.loading`] = (x: Expected) => {
      if (!x.data[section])
        expect(
          screen.getByRole('status', { name: `Cargando ${WHAT[section].slice(4)}`, ...all }),
        ).toBeInTheDocument()
      else
        expect(
          screen.getByRole('table', { name: TABLES[section].caption, ...all }).closest('[aria-busy]'),
        ).not.toBeNull()
    }
    checks[`dashboard.sections.${section}.ready`] = (x: Expected) => {
      expectTable(section, x)
      expectNoFailure(section)
    }
    checks[`dashboard.sections.${section}.failed`] = (x: Expected) => {
      expectFailure(section, x)
      expect(screen.queryByRole('table', { name: TABLES[section].caption, ...all })).toBeNull()
    }
  }
  if (role === 'customer') {
    Object.assign(checks, {
      'dashboard.sections.suppliers.loading': () =>
        expect(
          within(regionOf('Compra fiado con todos nuestros proveedores')).getByRole('status', {
            name: 'Cargando proveedores',
            ...all,
          }),
        ).toBeInTheDocument(),
      'dashboard.sections.suppliers.ready': () => {
        const carousel = regionOf('Compra fiado con todos nuestros proveedores')
        const links = within(carousel).getAllByRole('link', all)
        // The heading, then each supplier's card: all go to the directory.
        expect(links.map((a) => a.getAttribute('href'))).toEqual([
          '/where-buy',
          ...suppliers.map(() => '/where-buy'),
        ])
        expect(
          within(carousel).getByRole('heading', {
            name: 'Compra fiado con todos nuestros proveedores',
            ...all,
          }),
        ).toContainElement(links[0]!)
      },
      'dashboard.sections.suppliers.failed': () => {
        expect(regionOf('Compra fiado con todos nuestros proveedores')).toHaveTextContent(
          'No pudimos cargar los proveedores.',
        )
      },
      'dashboard.tutorial.checking': () =>
        expect(screen.queryByRole('region', { name: '¿Cómo comprar fiado?', ...all })).toBeNull(),
      'dashboard.tutorial.showing': () => {
        // A card on the page (not a modal: the dashboard stays usable), disclosed by 'Ver cómo comprar'.
        const card = screen.getByRole('region', { name: '¿Cómo comprar fiado?' })
        expect(card).toHaveTextContent('Nueva compra')
        expect(within(card).getByRole('link', { name: 'Ir a Nueva compra' })).toHaveAttribute(
          'href',
          '/token',
        )
        expect(screen.queryByRole('dialog', { name: '¿Cómo comprar fiado?', ...all })).toBeNull()
        const opener = screen.getByRole('button', { name: 'Ver cómo comprar' })
        expect(opener).toHaveAttribute('aria-expanded', 'true')
        expect(opener).toHaveAttribute('aria-controls', card.id)
      },
      'dashboard.tutorial.hidden': () => {
        expect(screen.queryByRole('region', { name: '¿Cómo comprar fiado?', ...all })).toBeNull()
        expect(screen.getByRole('button', { name: 'Ver cómo comprar' })).toHaveAttribute(
          'aria-expanded',
          'false',
        )
      },
    })
    for (const list of ['overdueCards', 'upcomingCards'] as const) {
      checks[`dashboard.sections.${list}.loading`] = (x: Expected) => {
        if (!x.data[list])
          expect(screen.getByRole('status', { name: CARDS[list].spinner, ...all })).toBeInTheDocument()
        else
          expect(within(regionOf(CARDS[list].title)).getByRole('list', all)).toHaveAttribute(
            'aria-busy',
            'true',
          )
      }
      checks[`dashboard.sections.${list}.ready`] = (x: Expected) => {
        expectCards(list, x)
        expectNoFailure(list)
      }
      checks[`dashboard.sections.${list}.failed`] = (x: Expected) => {
        expectFailure(list, x)
        expect(within(regionOf(CARDS[list].title)).queryByRole('list', all)).toBeNull()
      }
    }
  } else {
    Object.assign(checks, {
      'dashboard.sections.salesTotal.loading': (x: Expected) => {
        const dd = ddOf('Mis ventas del mes')
        expect(dd).toHaveAccessibleDescription(MY_SALES_HINT)
        const total = x.data.salesTotal
        if (total) {
          expect(dd).toHaveAttribute('aria-busy', 'true')
          expect(dd).toHaveTextContent(formatMoney(total.total))
        } else
          expect(
            within(dd).getByRole('status', { name: 'Cargando mis ventas del mes', ...all }),
          ).toBeInTheDocument()
      },
      'dashboard.sections.salesTotal.ready': (x: Expected) => {
        expect(ddOf('Mis ventas del mes')).toHaveTextContent(formatMoney(x.data.salesTotal!.total))
        expect(ddOf('Mis ventas del mes')).toHaveAccessibleDescription(MY_SALES_HINT)
      },
      'dashboard.sections.salesTotal.failed': (x: Expected) => {
        expectFailure('salesTotal', x)
        expect(ddOf('Mis ventas del mes')).toHaveAccessibleDescription(MY_SALES_HINT)
      },
    })
  }
  for (const section of UNDER_RESUME[role])
    for (const state of ['loading', 'ready', 'failed']) {
      const key = `dashboard.sections.${section}.${state}`
      const check = checks[key]!
      checks[key] = (x: Expected) => (waitsForAbove(role, section, x) ? expectNotShown(section) : check(x))
    }
  return checks
}

const requestText = (request: DashboardDialogRequest) =>
  [
    request.kind,
    request.kind === 'action' ? `${request.action}:${request.payment.id}` : '',
    request.kind === 'handleExtension' ? `${request.extension.id}:${request.accepted}` : '',
  ].join('|')

const dialogChecks = (role: DashboardRole): Record<string, (x: Expected) => void> => ({
  'dashboard.dialog.closed': (x: Expected) => {
    expect(screen.queryByRole('dialog', { name: 'Diálogo de pago', ...all })).toBeNull()
    const notice = x.notice
    if (notice)
      expect(screen.getAllByRole('alert', all).some((el) => el.textContent?.includes(notice))).toBe(true)
    else expect(screen.queryByRole('button', { name: 'Cerrar aviso', ...all })).toBeNull()
    if (role === 'customer')
      expect(screen.getByRole('switch', { name: '¿Necesitas más crédito? Si', ...all })).not.toBeChecked()
  },
  'dashboard.dialog.open': (x: Expected) => {
    const request = x.dialog!
    expect(screen.getByRole('dialog', { name: 'Diálogo de pago' })).toHaveTextContent(requestText(request))
    if (role === 'customer') {
      const toggle = screen.getByRole('switch', { name: '¿Necesitas más crédito? Si', ...all })
      if (request.kind === 'creditExtension') expect(toggle).toBeChecked()
      else expect(toggle).not.toBeChecked()
    }
  },
})

const click = async (element: HTMLElement) => userEvent.setup().click(element)

const CARD_IDS = new Set(
  [...overduePage1.data, ...overduePage2.data, ...upcomingPage1.data, ...upcomingPage2.data].map((p) => p.id),
)

const openFromView = async (request: DashboardDialogRequest) => {
  if (request.kind === 'createBuyer')
    return click(screen.getByRole('button', { name: 'Crear usuario comprador' }))
  if (request.kind === 'handleExtension')
    return click(
      screen.getByRole('button', {
        name: `${request.accepted ? 'Aceptar' : 'Rechazar'} la extensión del pago ${request.extension.payment_id}`,
      }),
    )
  if (request.kind !== 'action') throw new Error(`no view action opens ${request.kind}`)
  const { action, payment } = request
  if (CARD_IDS.has(payment.id)) {
    const name =
      action === 'pay' ? `Pagar la compra ${payment.id}` : `Extender el plazo de la compra ${payment.id}`
    return click(screen.getByRole('button', { name }))
  }
  await chooseMenuItem(
    screen.getByRole('button', { name: `Ver acciones del pago ${payment.id}` }),
    action === 'confirm' ? 'Confirmar' : 'Solicitar extensión de plazo',
  )
}

/** 'Ver acciones' by keyboard (Enter opens, arrows move, Enter chooses): deterministic where clicks race the menu. */
const chooseMenuItem = async (trigger: HTMLElement, label: string) => {
  const user = userEvent.setup()
  const menu = await openActionsByKeyboard(trigger, user)
  const items = within(menu).getAllByRole('menuitem')
  const index = items.findIndex((item) => item.textContent === label)
  expect(index, `${label} in ${items.map((i) => i.textContent).join(', ')}`).toBeGreaterThanOrEqual(0)
  for (let i = 0; i < index; i++) await user.keyboard('{ArrowDown}')
  await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', items[index]!.id))
  await user.keyboard('{Enter}')
}

const userEvents: ViewSpec<ReturnType<typeof createDashboardMachine>>['userEvents'] = {
  'section.retry': async (event) => {
    const { section } = event as unknown as { section: SectionName }
    if (section === 'suppliers')
      return click(
        within(regionOf('Compra fiado con todos nuestros proveedores')).getByRole('button', {
          name: 'Reintentar',
        }),
      )
    return click(screen.getByRole('button', { name: `Reintentar cargar ${WHAT[section]}` }))
  },
  'section.page': async (event) => {
    const { section, page } = event as unknown as { section: SectionName; page: number }
    const nav = screen.getByRole('navigation', {
      name:
        section === 'extensions'
          ? 'Páginas de solicitudes de extensión'
          : `Páginas de ${CARDS[section as 'overdueCards'].title.toLowerCase()}`,
    })
    const current = Number(/Página (\d+) de/.exec(nav.textContent ?? '')?.[1])
    return click(within(nav).getByRole('button', { name: page > current ? 'Siguiente' : 'Anterior' }))
  },
  'dialog.open': async (event) =>
    openFromView((event as unknown as { request: DashboardDialogRequest }).request),
  'dialog.close': async () =>
    click(
      within(screen.getByRole('dialog', { name: 'Diálogo de pago' })).getByRole('button', {
        name: 'Cancelar',
      }),
    ),
  'dialog.done': async () =>
    click(
      within(screen.getByRole('dialog', { name: 'Diálogo de pago' })).getByRole('button', { name: 'Listo' }),
    ),
  'credit.request': async () => click(screen.getByRole('switch', { name: '¿Necesitas más crédito? Si' })),
  'notice.dismiss': async () => click(screen.getByRole('button', { name: 'Cerrar aviso' })),
  // The customer's card has 'Ver factura'; the supplier's row to confirm 'Ver comprobante de pago'.
  'notice.show': async () => {
    const card = screen.queryByRole('button', { name: 'Ver factura de la compra 201' })
    if (card) return click(card)
    await chooseMenuItem(
      screen.getByRole('button', { name: `Ver acciones del pago ${toConfirmPayment.id}` }),
      'Ver comprobante de pago',
    )
  },
  'tutorial.open': async () => click(screen.getByRole('button', { name: 'Ver cómo comprar' })),
  'tutorial.close': async () =>
    click(
      within(screen.getByRole('region', { name: '¿Cómo comprar fiado?' })).getByRole('button', {
        name: 'Entendido',
      }),
    ),
}

// ---------------------------------------------------------------- the two dashboards

const ROLES: { role: DashboardRole; user: User }[] = [
  { role: 'customer', user: adminCustomer },
  { role: 'supplier', user: adminSupplier },
]

for (const { role, user } of ROLES) {
  const machine = createDashboardMachine({ role, hasRewards: user.has_rewards === 1 })
  const checks = { ...sectionChecks(role), ...dialogChecks(role) }
  describeModel(
    `${role} dashboard machine`,
    {
      machine,
      events: eventsFor(role),
      select: (snapshot: AnyMachineSnapshot) => connectDashboard(snapshot as never, () => {}),
      invariants: invariantsFor(role),
      report: `dashboard-${role}`,
      impossible:
        role === 'customer'
          ? Object.fromEntries(
              ['loading', 'ready', 'failed'].map((state) => [
                `dashboard.sections.suppliers.${state} --sections.reload[guard reloads]--> dashboard.sections.suppliers.loading`,
                "The carousel is in no dialog's reload list (sectionsAffectedBy): a finished dialog never reloads it, and nothing else sends sections.reload.",
              ]),
            )
          : {
              'dashboard.dialog.closed --credit.request--> dashboard.dialog.open':
                "Only the customer's resume has '¿Necesitas más crédito?': the supplier dashboard never sends credit.request.",
              'dashboard.dialog.closed --dialog.open[guard isBlocked]--> (stays)':
                'The supplier tables hold payments to confirm, expired and pending (statuses 2, 4, 1): none is paid, non_payment or not_reported, the only statuses refused locally (the menu shows those items disabled besides).',
            },
    },
    {
      render: (actor: AnyActorRef) =>
        render(<DashboardView actorRef={actor as DashboardActorRef} user={user} />),
      userEvents,
      screens: Object.fromEntries(
        Object.entries(checks).map(([id, check]) => [
          id,
          (trail: Trail) => check(replay(trail, ORDER[role])),
        ]),
      ),
    },
  )
}

// ---------------------------------------------------------------- what the paths do not show

const settleAll = async (
  run: ReturnType<typeof startLive>,
  outputs: Partial<Record<string, unknown>>,
): Promise<void> => {
  for (const [actor, output] of Object.entries(outputs)) run.controller.settle(actor, { output })
  await settle()
}

const CUSTOMER_OUTPUTS = {
  readTutorialFlag: true,
  loadSuppliers: suppliers,
  loadResume: customerResume,
  loadOverdueCards: overduePage1,
  loadUpcomingCards: upcomingPage,
  loadExtensions: customerExtensions,
  loadToConfirm: toConfirmPage,
  loadExpired: expiredTablePage,
  loadPending: pendingTablePage,
}

describe('dashboard machine details', () => {
  it('settles every section of each dashboard in the model', () => {
    expect([...ORDER.customer].sort()).toEqual([...sectionsFor('customer', true)].sort())
    expect([...ORDER.supplier].sort()).toEqual([...sectionsFor('supplier', true)].sort())
  })

  it('asks each section for its own page of data, by role', async () => {
    const customer = startLive(createDashboardMachine({ role: 'customer', hasRewards: false }))
    const started = () => customer.controller.started.map((s) => [s.name, s.input])
    const byDueDate = { order_by: 'expiration_date', order_by_condition: 'asc' }
    expect(Object.fromEntries(started())).toEqual({
      loadSuppliers: undefined,
      loadResume: undefined,
      loadOverdueCards: { status: 'expired', paginate: 2, page: 1, ...byDueDate },
      loadUpcomingCards: { status: 'pending', paginate: 2, page: 1, ...byDueDate },
      loadExtensions: { accepted: '', order: 'updated', page: 1 },
      loadToConfirm: { status: 'to_confirm', paginate: 3, page: 1, ...byDueDate },
      loadExpired: { status: 'expired', paginate: 3, page: 1, ...byDueDate },
      loadPending: { status: 'pending', paginate: 3, page: 1, ...byDueDate },
      readTutorialFlag: undefined,
    })
    customer.actor.stop()

    const supplier = startLive(createDashboardMachine({ role: 'supplier', hasRewards: true }))
    expect(supplier.controller.started.map((s) => s.name).sort()).toEqual(
      [
        'loadExpired',
        'loadExtensions',
        'loadPending',
        'loadResume',
        'loadSalesTotal',
        'loadToConfirm',
      ].sort(),
    )
    expect(supplier.controller.inputOf('loadExtensions')).toEqual({ accepted: 'null', page: 1 })
    expect(supplier.actor.getSnapshot().value).not.toHaveProperty('tutorial')
    supplier.actor.stop()

    const noRewards = startLive(createDashboardMachine({ role: 'supplier', hasRewards: false }))
    expect(noRewards.controller.started.map((s) => s.name)).not.toContain('loadSalesTotal')
    noRewards.actor.stop()
  })

  it('reloads only what a finished dialog changed', async () => {
    const run = startLive(createDashboardMachine({ role: 'customer', hasRewards: false }))
    await settleAll(run, CUSTOMER_OUTPUTS)
    const count = () => run.controller.started.length

    let before = count()
    run.actor.send({ type: 'dialog.open', request: { kind: 'createBuyer' } })
    run.actor.send({ type: 'dialog.done' })
    await settle()
    expect(count()).toBe(before)

    before = count()
    run.actor.send({
      type: 'dialog.open',
      request: { kind: 'action', action: 'pay', payment: expiredWithInvoice },
    })
    expect(run.actor.getSnapshot().context.dialog).toEqual({
      kind: 'action',
      action: 'pay',
      payment: expiredWithInvoice,
    })
    run.actor.send({ type: 'dialog.done' })
    await settle()
    expect(
      run.controller.started
        .slice(before)
        .map((s) => s.name)
        .sort(),
    ).toEqual(
      [
        'loadExpired',
        'loadExtensions',
        'loadOverdueCards',
        'loadPending',
        'loadResume',
        'loadToConfirm',
        'loadUpcomingCards',
      ].sort(),
    )
    expect(run.actor.getSnapshot().context.dialog).toBeNull()
    run.actor.stop()
  })

  it('refuses locally a payment in a paid state, with the paid-state refusal', async () => {
    const run = startLive(createDashboardMachine({ role: 'customer', hasRewards: false }))
    await settleAll(run, CUSTOMER_OUTPUTS)
    const paid: Payment = { ...expiredWithInvoice, status: { id: 3, name: 'paid' }, status_id: 3 }
    run.actor.send({
      type: 'dialog.open',
      request: { kind: 'action', action: 'requestExtendTerm', payment: paid },
    })
    expect(run.actor.getSnapshot().context).toMatchObject({ dialog: null, notice: ACTION_MSG.paidBlocked })
    run.actor.send({ type: 'dialog.open', request: { kind: 'createBuyer' } })
    expect(run.actor.getSnapshot().context).toMatchObject({ dialog: { kind: 'createBuyer' }, notice: null })
    run.actor.stop()
  })

  it('saves the tutorial flag when the tutorial is closed, and only shows it when the flag is missing', async () => {
    const saveTutorialFlag = vi.fn()
    const machine = createDashboardMachine({ role: 'customer', hasRewards: false }).provide({
      actions: { saveTutorialFlag },
    })
    const run = startLive(machine)
    run.controller.settle('readTutorialFlag', { output: false })
    await settle()
    expect(run.actor.getSnapshot().hasTag('tutorial')).toBe(true)
    run.actor.send({ type: 'tutorial.close' })
    expect(saveTutorialFlag).toHaveBeenCalledTimes(1)
    run.actor.stop()

    const seen = startLive(machine)
    seen.controller.settle('readTutorialFlag', { output: true })
    await settle()
    expect(seen.actor.getSnapshot().hasTag('tutorial')).toBe(false)
    seen.actor.stop()
  })

  it('asks for pages from 1 on only', async () => {
    const run = startLive(createDashboardMachine({ role: 'customer', hasRewards: false }))
    await settleAll(run, { ...CUSTOMER_OUTPUTS, loadOverdueCards: overduePage1 })
    const loads = () => run.controller.started.filter((s) => s.name === 'loadOverdueCards').length
    for (const below of [0, -1])
      run.actor.send({ type: 'section.page', section: 'overdueCards', page: below })
    expect(loads()).toBe(1)
    expect(run.actor.getSnapshot().value).toMatchObject({ sections: { overdueCards: 'ready' } })
    run.actor.send({ type: 'section.page', section: 'overdueCards', page: 2 })
    expect(loads()).toBe(2)
    expect(run.controller.inputOf('loadOverdueCards')).toMatchObject({ page: 2 })
    run.actor.stop()
  })

  it('an empty section (page 1 of 1, as the server answers no rows) is shown, not asked for again', async () => {
    const run = startLive(createDashboardMachine({ role: 'customer', hasRewards: false }))
    const none = page<Payment>([], { current_page: 1, last_page: 1, total: 0, per_page: 2 })
    await settleAll(run, { ...CUSTOMER_OUTPUTS, loadOverdueCards: none, loadUpcomingCards: none })
    expect(run.controller.started.filter((s) => s.name.endsWith('Cards')).length).toBe(2)
    expect(run.actor.getSnapshot().value).toMatchObject({
      sections: { overdueCards: 'ready', upcomingCards: 'ready' },
    })
    run.actor.stop()
  })

  it('ignores a page request for the page it shows', async () => {
    const run = startLive(createDashboardMachine({ role: 'customer', hasRewards: false }))
    await settleAll(run, CUSTOMER_OUTPUTS)
    run.actor.send({ type: 'section.page', section: 'overdueCards', page: 1 })
    expect(run.actor.getSnapshot().value).toMatchObject({ sections: { overdueCards: 'ready' } })
    run.actor.stop()
  })
})

describe('dashboards, accessibility', () => {
  for (const { role, user } of ROLES) {
    it(`${role}: loading, ready, a failed section and an open dialog have no axe violations`, async () => {
      const run = startLive(createDashboardMachine({ role, hasRewards: user.has_rewards === 1 }))
      render(<DashboardView actorRef={run.actor as DashboardActorRef} user={user} />)
      await expectNoAxeViolations()
      await act(async () => {
        if (role === 'customer') {
          const { loadPending: _, ...rest } = CUSTOMER_OUTPUTS
          for (const [actor, output] of Object.entries({ ...rest, readTutorialFlag: false }))
            run.controller.settle(actor, { output })
        } else {
          for (const [actor, output] of Object.entries({
            loadResume: supplierResume,
            loadSalesTotal: salesTotal,
            loadExtensions: supplierExtensions,
            loadToConfirm: toConfirmPage,
            loadExpired: expiredTablePage,
          }))
            run.controller.settle(actor, { output })
        }
        run.controller.settle('loadPending', {
          error: { kind: 'http', status: 500, msg: 'Servicio no disponible' },
        })
        await settle()
      })
      await expectNoAxeViolations()
      if (role === 'customer') {
        expect(screen.getByRole('region', { name: '¿Cómo comprar fiado?' })).toBeInTheDocument()
        await click(screen.getByRole('button', { name: 'Entendido' }))
      }
      await click(
        screen.getByRole('button', {
          name: role === 'customer' ? 'Pagar la compra 201' : 'Aceptar la extensión del pago 402',
        }),
      )
      expect(await screen.findByRole('dialog', { name: 'Diálogo de pago' })).toBeInTheDocument()
      await expectNoAxeViolations()
      run.actor.stop()
    })
  }
})
