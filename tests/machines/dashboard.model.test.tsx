import type { User } from '@contract/auth'
import { ACTION_MSG } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import {
  createDashboardMachine,
  type DashboardContext,
  type DashboardDialogRequest,
  type DashboardRole,
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
  expiredTablePage,
  expiredWithInvoice,
  nonPaymentPendingExtension,
  overduePage1,
  overduePage2,
  overduePastEnd,
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
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

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

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const open = (request: DashboardDialogRequest) => e('dialog.open', { request })

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

const outputFor = (section: SectionName, ctx: DashboardContext, role: DashboardRole): unknown => {
  switch (section) {
    case 'resume':
      return role === 'customer' ? customerResume : supplierResume
    case 'suppliers':
      return suppliers
    case 'salesTotal':
      return salesTotal
    case 'overdueCards':
      return ctx.pages.overdueCards === 1 ? overduePage1 : overduePage2
    case 'upcomingCards':
      return upcomingPage
    case 'extensions':
      return role === 'customer'
        ? customerExtensions
        : ctx.pages.extensions === 1
          ? supplierExtensions
          : supplierExtensionsPage2
    case 'toConfirm':
      return toConfirmPage
    case 'expired':
      return expiredTablePage
    case 'pending':
      return pendingTablePage
  }
}
const failureFor = (section: SectionName) =>
  section === 'resume'
    ? { kind: 'network' }
    : { kind: 'http', status: 500, msg: `Servicio no disponible (${section})` }

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

const USER_EVENTS: Record<DashboardRole, EventObject[]> = {
  customer: [
    payFromCard,
    extendFromCard,
    payBlocked,
    extendFromTable,
    open({ kind: 'createBuyer' }),
    e('credit.request'),
    e('section.page', { section: 'overdueCards', page: 2 }),
    e('tutorial.open'),
    e('notice.show', { message: 'Archivo no encontrado' }),
  ],
  supplier: [
    acceptExtension,
    rejectExtension,
    confirmFromTable,
    e('section.page', { section: 'extensions', page: 2 }),
  ],
}

/**
 * The events a snapshot is offered, in a fixed order that keeps the model small and still reaches every state
 * and transition: the tutorial flag first; then the sections settle one at a time (each may fail during the
 * first load, while no other section has failed: independent failure); then retry, the dialogs, paging.
 */
const eventsFor =
  (role: DashboardRole, order: SectionName[]) =>
  (snapshot: AnyMachineSnapshot): EventObject[] => {
    const value = snapshot.value as { sections: Record<string, string>; dialog: string; tutorial?: string }
    const ctx = snapshot.context as DashboardContext
    if (value.tutorial === 'checking')
      return [
        settled('readTutorialFlag', false),
        settled('readTutorialFlag', true),
        failed('readTutorialFlag', new Error('SecurityError')),
      ]
    if (value.tutorial === 'showing') return [e('tutorial.close')]
    const loadingAt = order.findIndex((section) => value.sections[section] === 'loading')
    if (loadingAt >= 0) {
      const section = order[loadingAt]!
      const events = [settled(LOADER[section], outputFor(section, ctx, role))]
      if (section === 'overdueCards' && ctx.pages.overdueCards === 2)
        events.push(settled(LOADER[section], overduePastEnd))
      const firstLoad =
        order.slice(loadingAt).every((s) => ctx.data[s] === null) &&
        !order.some((s) => value.sections[s] === 'failed')
      if (firstLoad) events.push(failed(LOADER[section], failureFor(section)))
      return events
    }
    if (value.dialog === 'open') return [e('dialog.close'), e('dialog.done')]
    const failedSection = order.find((section) => value.sections[section] === 'failed')
    if (failedSection) return [e('section.retry', { section: failedSection })]
    if (ctx.pages.overdueCards !== 1) return [e('section.page', { section: 'overdueCards', page: 1 })]
    if (ctx.pages.extensions !== 1) return [e('section.page', { section: 'extensions', page: 1 })]
    if (ctx.notice) return [e('notice.dismiss')]
    return USER_EVENTS[role]
  }

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

const expectFailure = (section: SectionName, ctx: DashboardContext) => {
  const alert = screen
    .getAllByRole('alert', all)
    .find((el) => el.textContent?.includes(`No pudimos cargar ${WHAT[section]}`))
  expect(alert, `failure of ${section}`).toBeDefined()
  expect(alert).toHaveTextContent(ctx.errors[section]!)
  expect(
    within(alert!).getByRole('button', { name: `Reintentar cargar ${WHAT[section]}`, ...all }),
  ).toBeEnabled()
}
const expectNoFailure = (section: SectionName) =>
  expect(screen.queryByRole('button', { name: `Reintentar cargar ${WHAT[section]}`, ...all })).toBeNull()

const expectCards = (list: 'overdueCards' | 'upcomingCards', ctx: DashboardContext) => {
  const data = ctx.data[list]!
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
    const pager = within(region).getByRole('navigation', { name: 'Páginas de compras vencidas', ...all })
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

const expectTable = (section: keyof typeof TABLES, ctx: DashboardContext) => {
  const { caption, href } = TABLES[section]
  const table = screen.getByRole('table', { name: caption, ...all })
  const rows = within(table).getAllByRole('row', all).slice(1)
  const payments = ctx.data[section]!.data.slice(0, 3)
  if (payments.length === 0) expect(rows[0]).toHaveTextContent(`No hay ${caption.toLowerCase()}`)
  else
    expect(rows.map((row) => within(row).getAllByRole('cell', all)[0]!.textContent)).toEqual(
      payments.map((p) => String(p.id)),
    )
  const link = screen.getByRole('link', { name: `Ver mas ${caption.toLowerCase()}`, ...all })
  expect(link).toHaveAttribute('href', href)
  expect(link).toHaveTextContent('Ver mas')
}

const expectExtensions = (ctx: DashboardContext, role: DashboardRole) => {
  const table = screen.getByRole('table', { name: 'Solicitudes de extensión de plazos', ...all })
  const rows = within(table).getAllByRole('row', all).slice(1)
  const data = ctx.data.extensions!.data
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

type Check = (snapshot: AnyMachineSnapshot) => void
const ctxOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DashboardContext

const sectionChecks = (role: DashboardRole): Record<string, Check> => {
  const checks: Record<string, Check> = {
    'dashboard.sections.resume.loading': (s) => {
      const dd = ddOf('Disponible')
      if (ctxOf(s).data.resume) {
        expect(dd).toHaveAttribute('aria-busy', 'true')
        expect(dd).toHaveTextContent(formatMoney(ctxOf(s).data.resume!.amount_available))
      } else
        expect(within(dd).getByRole('status', { name: 'Cargando disponible', ...all })).toBeInTheDocument()
      expectNoFailure('resume')
    },
    'dashboard.sections.resume.ready': (s) => {
      const resume = ctxOf(s).data.resume!
      expect(ddOf('Disponible')).toHaveTextContent(formatMoney(resume.amount_available))
      if (role === 'customer') {
        expect(ddOf('Líneas de crédito reservadas')).toHaveTextContent(
          formatMoney(resume.total_reserved_credit_lines),
        )
        expect(ddOf('Total por pagar')).toHaveTextContent(formatMoney(resume.purchases_to_pay_amount!))
        expect(ddOf('Compras del mes')).toHaveTextContent(String(resume.purchases_month_total))
      } else {
        expect(screen.queryByText('Líneas de crédito reservadas')).toBeNull()
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
    'dashboard.sections.resume.failed': (s) => {
      expectFailure('resume', ctxOf(s))
      expect(ddOf('Disponible')).toHaveTextContent('')
    },
    'dashboard.sections.extensions.loading': (s) => {
      if (!ctxOf(s).data.extensions)
        expect(
          screen.getByRole('status', { name: 'Cargando solicitudes de extensión', ...all }),
        ).toBeInTheDocument()
      else
        expect(
          screen.getByRole('table', { name: 'Solicitudes de extensión de plazos', ...all }),
        ).toHaveAttribute('aria-busy', 'true')
    },
    'dashboard.sections.extensions.ready': (s) => {
      expectExtensions(ctxOf(s), role)
      expectNoFailure('extensions')
    },
    'dashboard.sections.extensions.failed': (s) => {
      expectFailure('extensions', ctxOf(s))
      expect(screen.queryByRole('table', { name: 'Solicitudes de extensión de plazos', ...all })).toBeNull()
    },
  }
  for (const section of ['toConfirm', 'expired', 'pending'] as const) {
    checks[`dashboard.sections.${section}.loading`] = (s) => {
      if (!ctxOf(s).data[section])
        expect(
          screen.getByRole('status', { name: `Cargando ${WHAT[section].slice(4)}`, ...all }),
        ).toBeInTheDocument()
      else
        expect(
          screen.getByRole('table', { name: TABLES[section].caption, ...all }).closest('[aria-busy]'),
        ).not.toBeNull()
    }
    checks[`dashboard.sections.${section}.ready`] = (s) => {
      expectTable(section, ctxOf(s))
      expectNoFailure(section)
    }
    checks[`dashboard.sections.${section}.failed`] = (s) => {
      expectFailure(section, ctxOf(s))
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
        expect(links.map((a) => a.getAttribute('href'))).toEqual(suppliers.map(() => '/where-buy'))
      },
      'dashboard.sections.suppliers.failed': () => {
        expect(regionOf('Compra fiado con todos nuestros proveedores')).toHaveTextContent(
          'No pudimos cargar los proveedores.',
        )
      },
      'dashboard.tutorial.checking': () =>
        expect(screen.queryByRole('dialog', { name: '¿Cómo comprar fiado?', ...all })).toBeNull(),
      'dashboard.tutorial.showing': () => {
        const dialog = screen.getByRole('dialog', { name: '¿Cómo comprar fiado?' })
        expect(dialog).toHaveTextContent('Nueva compra')
        expect(within(dialog).getByRole('link', { name: 'Ir a Nueva compra' })).toHaveAttribute(
          'href',
          '/token',
        )
      },
      'dashboard.tutorial.hidden': () =>
        expect(screen.queryByRole('dialog', { name: '¿Cómo comprar fiado?', ...all })).toBeNull(),
    })
    for (const list of ['overdueCards', 'upcomingCards'] as const) {
      checks[`dashboard.sections.${list}.loading`] = (s) => {
        if (!ctxOf(s).data[list])
          expect(screen.getByRole('status', { name: CARDS[list].spinner, ...all })).toBeInTheDocument()
        else
          expect(within(regionOf(CARDS[list].title)).getByRole('list', all)).toHaveAttribute(
            'aria-busy',
            'true',
          )
      }
      checks[`dashboard.sections.${list}.ready`] = (s) => {
        expectCards(list, ctxOf(s))
        expectNoFailure(list)
      }
      checks[`dashboard.sections.${list}.failed`] = (s) => {
        expectFailure(list, ctxOf(s))
        expect(within(regionOf(CARDS[list].title)).queryByRole('list', all)).toBeNull()
      }
    }
  } else {
    Object.assign(checks, {
      'dashboard.sections.salesTotal.loading': (s: AnyMachineSnapshot) => {
        const dd = ddOf('Mis ventas del mes')
        expect(dd).toHaveAccessibleDescription(MY_SALES_HINT)
        const total = ctxOf(s).data.salesTotal
        if (total) {
          expect(dd).toHaveAttribute('aria-busy', 'true')
          expect(dd).toHaveTextContent(formatMoney(total.total))
        } else
          expect(
            within(dd).getByRole('status', { name: 'Cargando mis ventas del mes', ...all }),
          ).toBeInTheDocument()
      },
      'dashboard.sections.salesTotal.ready': (s: AnyMachineSnapshot) => {
        expect(ddOf('Mis ventas del mes')).toHaveTextContent(formatMoney(ctxOf(s).data.salesTotal!.total))
        expect(ddOf('Mis ventas del mes')).toHaveAccessibleDescription(MY_SALES_HINT)
      },
      'dashboard.sections.salesTotal.failed': (s: AnyMachineSnapshot) => {
        expectFailure('salesTotal', ctxOf(s))
        expect(ddOf('Mis ventas del mes')).toHaveAccessibleDescription(MY_SALES_HINT)
      },
    })
  }
  return checks
}

const requestText = (request: DashboardDialogRequest) =>
  [
    request.kind,
    request.kind === 'action' ? `${request.action}:${request.payment.id}` : '',
    request.kind === 'handleExtension' ? `${request.extension.id}:${request.accepted}` : '',
  ].join('|')

const dialogChecks = (role: DashboardRole): Record<string, Check> => ({
  'dashboard.dialog.closed': (s) => {
    expect(screen.queryByRole('dialog', { name: 'Diálogo de pago', ...all })).toBeNull()
    const notice = ctxOf(s).notice
    if (notice)
      expect(screen.getAllByRole('alert', all).some((el) => el.textContent?.includes(notice))).toBe(true)
    else expect(screen.queryByRole('button', { name: 'Cerrar aviso', ...all })).toBeNull()
    if (role === 'customer')
      expect(screen.getByRole('switch', { name: '¿Necesitas más crédito? Si', ...all })).not.toBeChecked()
  },
  'dashboard.dialog.open': (s) => {
    const request = ctxOf(s).dialog!
    expect(screen.getByRole('dialog', { name: 'Diálogo de pago' })).toHaveTextContent(requestText(request))
    if (role === 'customer') {
      const toggle = screen.getByRole('switch', { name: '¿Necesitas más crédito? Si', ...all })
      if (request.kind === 'creditExtension') expect(toggle).toBeChecked()
      else expect(toggle).not.toBeChecked()
    }
  },
})

const click = async (element: HTMLElement) => userEvent.setup().click(element)

const CARD_IDS = new Set([...overduePage1.data, ...overduePage2.data, ...upcomingPage.data].map((p) => p.id))

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
  trigger.focus()
  await user.keyboard('{Enter}')
  const menu = await screen.findByRole('menu')
  await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant'))
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
      name: section === 'extensions' ? 'Páginas de solicitudes de extensión' : 'Páginas de compras vencidas',
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
  'notice.show': async () => click(screen.getByRole('button', { name: 'Ver factura de la compra 201' })),
  'tutorial.open': async () => click(screen.getByRole('button', { name: 'Ver cómo comprar' })),
  'tutorial.close': async () =>
    click(
      within(screen.getByRole('dialog', { name: '¿Cómo comprar fiado?' })).getByRole('button', {
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
  const hasRewards = user.has_rewards === 1
  const machine = createDashboardMachine({ role, hasRewards })
  const spec: ModelSpec<typeof machine> = { machine, events: eventsFor(role, sectionsFor(role, hasRewards)) }
  const paths = modelPaths(spec)
  const view: ViewSpec<typeof machine> = {
    ...spec,
    render: (actor: AnyActorRef) =>
      render(<DashboardView actorRef={actor as DashboardActorRef} user={user} />),
    userEvents,
    states: { ...sectionChecks(role), ...dialogChecks(role) },
  }

  describe(`${role} dashboard machine`, () => {
    it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
      await runPathOnActor(spec, path)
    })
    it('has a view for every state and event', () => expectViewCoversModel(view, paths))
    it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
      await runPathOnView(view, path)
    })
  })
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
        expect(screen.getByRole('dialog', { name: '¿Cómo comprar fiado?' })).toBeInTheDocument()
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
