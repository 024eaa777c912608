import type { TermExtension, TotalPaymentsByUser } from '@contract/paymentActions'
import type { Payment, PaymentListStatus } from '@contract/payments'
import type { Resume } from '@contract/resume'
import type { SupplierSummary } from '@contract/sales'
import { assign, fromPromise, raise, setup } from 'xstate'
import { blockedReason, type PaymentActionName } from '../payments'
import { messageOf } from '../shared/failure'

/**
 * The customer and supplier dashboards (docs/decisions.md#dashboards). Every section loads in parallel and
 * keeps its own loading / ready / failed state, so one failed
 * table never blanks the page; plus the payment dialog the page has open, the purchase cards' paging, the buy
 * tutorial (customers, once per browser) and the credit extension toggle.
 */

export type DashboardRole = 'customer' | 'supplier'

/** One answer page of the API: `{data, current_page, last_page, total, per_page}`. */
export type Paged<T> = { data: T[]; current_page: number; last_page: number; total: number; per_page: number }

/** What each section shows. */
export interface SectionData {
  resume: Resume
  /** The carousel of supplier logos (customers). */
  suppliers: SupplierSummary[]
  /** 'Mis ventas del mes' (suppliers with has_rewards 1). */
  salesTotal: TotalPaymentsByUser
  /** 'Compras vencidas' and 'Compras por vencer' (customers, 2 per page). */
  overdueCards: Paged<Payment>
  upcomingCards: Paged<Payment>
  /** 'Solicitudes de extensión de plazos'. */
  extensions: Paged<TermExtension>
  /** The three 'Transacciones' tables, 3 rows each. */
  toConfirm: Paged<Payment>
  expired: Paged<Payment>
  pending: Paged<Payment>
}
export type SectionName = keyof SectionData

/** Sections with pages the user moves through. */
export const PAGED_SECTIONS = ['overdueCards', 'upcomingCards', 'extensions'] as const
export type PagedSection = (typeof PAGED_SECTIONS)[number]
const isPaged = (section: SectionName): section is PagedSection =>
  (PAGED_SECTIONS as readonly string[]).includes(section)

/** The customers' purchase cards. */
const PURCHASE_CARDS = ['overdueCards', 'upcomingCards'] as const satisfies SectionName[]
/** The extension requests and the three 'Transacciones' tables, on both dashboards. */
const PAYMENT_TABLES = ['extensions', 'toConfirm', 'expired', 'pending'] as const satisfies SectionName[]

/** The sections of each dashboard, in display order. */
export const sectionsFor = (role: DashboardRole, hasRewards: boolean): SectionName[] =>
  role === 'customer'
    ? ['suppliers', 'resume', ...PURCHASE_CARDS, ...PAYMENT_TABLES]
    : ['resume', ...(hasRewards ? (['salesTotal'] as const) : []), ...PAYMENT_TABLES]

/** 3 rows per 'Transacciones' table (docs/decisions.md#dashboards), 2 purchase cards per page. */
export const TABLE_ROWS = 3
export const CARDS_PER_PAGE = 2

/** GET payments of a dashboard section: by due date, soonest first (the payments list's default order). */
export interface PaymentsQuery {
  status: PaymentListStatus
  paginate: number
  page: number
  order_by: 'expiration_date'
  order_by_condition: 'asc'
}
/** get-term-extensions: customers ask for all, newest update first; suppliers for the pending ones. */
export type ExtensionsQuery = { accepted: '' | 'null'; page: number; order?: 'updated' }

/** The 'Ver acciones' actions that open a dialog (the file ones open a link). */
export type DialogActionName = Exclude<
  PaymentActionName,
  'viewInvoice' | 'viewProofPayment' | 'viewProofPurchase'
>

/** The dialog the dashboard has open: the dashboards' part of the payment dialogs' PaymentDialogRequest. */
export type DashboardDialogRequest =
  | { kind: 'action'; action: DialogActionName; payment: Payment }
  | { kind: 'handleExtension'; extension: TermExtension; accepted: boolean }
  | { kind: 'createBuyer' }
  | { kind: 'creditExtension' }

/** What a finished dialog changed: payment actions and extension answers touch every payment section. */
export const sectionsAffectedBy = (request: DashboardDialogRequest | null): SectionName[] =>
  request?.kind === 'action' || request?.kind === 'handleExtension'
    ? ['resume', 'salesTotal', ...PURCHASE_CARDS, ...PAYMENT_TABLES]
    : []

export interface DashboardContext {
  /** null until the section first loads; kept while it reloads. */
  data: { [K in SectionName]: SectionData[K] | null }
  /** Load failure per section (the server's msg or the connection text). */
  errors: Record<SectionName, string | null>
  /** 1-based page per paged section. */
  pages: Record<PagedSection, number>
  dialog: DashboardDialogRequest | null
  /**
   * Why the last thing asked could not go ahead: a dialog refused locally (a paid payment, a non-reportable one)
   * or a file that could not be opened.
   */
  notice: string | null
}

export type DashboardEvent =
  | { type: 'section.retry'; section: SectionName }
  | { type: 'section.page'; section: PagedSection; page: number }
  /** Raised when a dialog finishes; the page may send it too. */
  | { type: 'sections.reload'; sections: SectionName[] }
  | { type: 'dialog.open'; request: DashboardDialogRequest }
  | { type: 'dialog.close' }
  | { type: 'dialog.done' }
  /** '¿Necesitas más crédito?' switched on: the credit extension dialog. */
  | { type: 'credit.request' }
  /** The page could not open a payment's file: the message to show. */
  | { type: 'notice.show'; message: string }
  | { type: 'notice.dismiss' }
  | { type: 'tutorial.open' }
  | { type: 'tutorial.close' }

const LOADERS = {
  resume: 'loadResume',
  suppliers: 'loadSuppliers',
  salesTotal: 'loadSalesTotal',
  overdueCards: 'loadOverdueCards',
  upcomingCards: 'loadUpcomingCards',
  extensions: 'loadExtensions',
  toConfirm: 'loadToConfirm',
  expired: 'loadExpired',
  pending: 'loadPending',
} as const satisfies Record<SectionName, string>

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

const outputOf = (event: unknown): unknown => (event as { output?: unknown }).output
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error

/** The request of each section's loader. */
export function sectionInput(
  section: SectionName,
  role: DashboardRole,
  pages: DashboardContext['pages'],
): PaymentsQuery | ExtensionsQuery | undefined {
  const payments = (status: PaymentListStatus, paginate: number, page = 1): PaymentsQuery => ({
    status,
    paginate,
    page,
    order_by: 'expiration_date',
    order_by_condition: 'asc',
  })
  switch (section) {
    case 'extensions':
      return role === 'customer'
        ? { accepted: '', order: 'updated', page: pages.extensions }
        : { accepted: 'null', page: pages.extensions }
    case 'toConfirm':
      return payments('to_confirm', TABLE_ROWS)
    case 'expired':
      return payments('expired', TABLE_ROWS)
    case 'pending':
      return payments('pending', TABLE_ROWS)
    case 'overdueCards':
      return payments('expired', CARDS_PER_PAGE, pages.overdueCards)
    case 'upcomingCards':
      return payments('pending', CARDS_PER_PAGE, pages.upcomingCards)
    default:
      return undefined
  }
}

const dashboard = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    loadResume: fromPromise<Resume>(notProvided('loadResume')),
    loadSuppliers: fromPromise<SupplierSummary[]>(notProvided('loadSuppliers')),
    loadSalesTotal: fromPromise<TotalPaymentsByUser>(notProvided('loadSalesTotal')),
    loadOverdueCards: fromPromise<Paged<Payment>, PaymentsQuery>(notProvided('loadOverdueCards')),
    loadUpcomingCards: fromPromise<Paged<Payment>, PaymentsQuery>(notProvided('loadUpcomingCards')),
    loadExtensions: fromPromise<Paged<TermExtension>, ExtensionsQuery>(notProvided('loadExtensions')),
    loadToConfirm: fromPromise<Paged<Payment>, PaymentsQuery>(notProvided('loadToConfirm')),
    loadExpired: fromPromise<Paged<Payment>, PaymentsQuery>(notProvided('loadExpired')),
    loadPending: fromPromise<Paged<Payment>, PaymentsQuery>(notProvided('loadPending')),
    /** Whether this browser has shown the buy tutorial (local flag buyTutorialShowed). */
    readTutorialFlag: fromPromise<boolean>(notProvided('readTutorialFlag')),
  },
  actions: {
    /** Provided by the page: remember in this browser that the buy tutorial was shown. */
    saveTutorialFlag: () => {},
    storeSection: assign(({ context, event }, params: { section: SectionName }) => ({
      data: { ...context.data, [params.section]: outputOf(event) },
      errors: { ...context.errors, [params.section]: null },
    })),
    storeFailure: assign(({ context, event }, params: { section: SectionName }) => ({
      errors: { ...context.errors, [params.section]: messageOf(errorOf(event)) },
    })),
    /** An answer past its last page (the last item of the last page was paid): go to the last page. */
    clampPage: assign(({ context, event }, params: { section: SectionName }) => {
      const page = outputOf(event) as Paged<unknown>
      return isPaged(params.section) ? { pages: { ...context.pages, [params.section]: page.last_page } } : {}
    }),
    setPage: assign(({ context, event }) =>
      event.type === 'section.page' ? { pages: { ...context.pages, [event.section]: event.page } } : {},
    ),
    openDialog: assign(({ event }) =>
      event.type === 'dialog.open' ? { dialog: event.request, notice: null } : {},
    ),
    openCreditDialog: assign({
      dialog: { kind: 'creditExtension' } as DashboardDialogRequest,
      notice: null,
    }),
    refuseDialog: assign(({ event }) =>
      event.type === 'dialog.open' && event.request.kind === 'action'
        ? { notice: blockedReason(event.request.payment, event.request.action) }
        : {},
    ),
    showNotice: assign(({ event }) => (event.type === 'notice.show' ? { notice: event.message } : {})),
    closeDialog: assign({ dialog: null }),
    reloadAffected: raise(({ context }) => ({
      type: 'sections.reload' as const,
      sections: sectionsAffectedBy(context.dialog),
    })),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    isSection: ({ event }, params: { section: SectionName }) =>
      (event.type === 'section.retry' || event.type === 'section.page') && event.section === params.section,
    isOtherPage: ({ context, event }, params: { section: SectionName }) =>
      event.type === 'section.page' &&
      event.section === params.section &&
      event.page >= 1 &&
      event.page !== context.pages[event.section],
    reloads: ({ event }, params: { section: SectionName }) =>
      event.type === 'sections.reload' && event.sections.includes(params.section),
    pastLastPage: ({ event }) => {
      const page = outputOf(event) as Paged<unknown>
      return page.data.length === 0 && page.last_page >= 1 && page.current_page > page.last_page
    },
    isBlocked: ({ event }) =>
      event.type === 'dialog.open' &&
      event.request.kind === 'action' &&
      blockedReason(event.request.payment, event.request.action) !== null,
    tutorialSeen: ({ event }) => outputOf(event) === true,
  },
})

/** One section: loading (its own actor), ready, failed with retry; reloads when a dialog finishes. */
const sectionRegion = (section: SectionName, role: DashboardRole) => {
  const src = LOADERS[section]
  const params = { section }
  // On the leaf states, not on the region: re-entering a region re-enters its parallel siblings too.
  const reload = { guard: { type: 'reloads' as const, params }, target: 'loading' }
  return dashboard.createStateConfig({
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        // A reload while loading restarts the load, so the answer reflects what the dialog changed.
        on: { 'sections.reload': { ...reload, reenter: true } },
        invoke: {
          id: src,
          src,
          input: ({ context }: { context: DashboardContext }) => sectionInput(section, role, context.pages),
          onDone: [
            ...(isPaged(section)
              ? [
                  {
                    guard: 'pastLastPage' as const,
                    target: 'loading',
                    reenter: true,
                    actions: { type: 'clampPage' as const, params },
                  },
                ]
              : []),
            { target: 'ready', actions: { type: 'storeSection' as const, params } },
          ],
          onError: { target: 'failed', actions: { type: 'storeFailure' as const, params } },
        } as never,
      },
      ready: {
        on: {
          'sections.reload': reload,
          ...(isPaged(section)
            ? {
                'section.page': {
                  guard: { type: 'isOtherPage' as const, params },
                  target: 'loading',
                  actions: 'setPage' as const,
                },
              }
            : {}),
        },
      },
      failed: {
        on: {
          'sections.reload': reload,
          'section.retry': { guard: { type: 'isSection', params }, target: 'loading' },
        },
      },
    },
  })
}

const dialogRegion = dashboard.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': [
          { guard: 'isBlocked', actions: 'refuseDialog' },
          { target: 'open', actions: 'openDialog' },
        ],
        'credit.request': { target: 'open', actions: 'openCreditDialog' },
        'notice.show': { actions: 'showNotice' },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
    },
    open: {
      tags: ['dialogOpen'],
      on: {
        'dialog.close': { target: 'closed', actions: 'closeDialog' },
        // The raise reads the request before it is cleared.
        'dialog.done': { target: 'closed', actions: ['reloadAffected', 'closeDialog'] },
      },
    },
  },
})

const tutorialRegion = dashboard.createStateConfig({
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readTutorialFlag',
        src: 'readTutorialFlag',
        onDone: [{ guard: 'tutorialSeen', target: 'hidden' }, { target: 'showing' }],
        // Storage unreadable (private mode): better no tutorial than one on every visit.
        onError: { target: 'hidden' },
      },
    },
    showing: {
      tags: ['tutorial'],
      on: { 'tutorial.close': { target: 'hidden', actions: 'saveTutorialFlag' } },
    },
    hidden: {
      on: { 'tutorial.open': { target: 'showing' } },
    },
  },
})

const NOTHING = {
  resume: null,
  suppliers: null,
  salesTotal: null,
  overdueCards: null,
  upcomingCards: null,
  extensions: null,
  toConfirm: null,
  expired: null,
  pending: null,
} as const satisfies Record<SectionName, null>

export const INITIAL_PAGES: DashboardContext['pages'] = { overdueCards: 1, upcomingCards: 1, extensions: 1 }

/**
 * The dashboard of one role: `sections` parallel regions (sectionsFor), the dialog, and for customers the buy
 * tutorial. Loaders, the tutorial flag and its saving are injected with `.provide()`.
 */
export const createDashboardMachine = ({
  role,
  hasRewards,
}: {
  role: DashboardRole
  hasRewards: boolean
}) => {
  const sections = Object.fromEntries(
    sectionsFor(role, hasRewards).map((section) => [section, sectionRegion(section, role)]),
  )
  return dashboard.createMachine({
    id: 'dashboard',
    context: { data: NOTHING, errors: NOTHING, pages: INITIAL_PAGES, dialog: null, notice: null },
    type: 'parallel',
    states: {
      sections: { type: 'parallel', states: sections },
      dialog: dialogRegion,
      ...(role === 'customer' ? { tutorial: tutorialRegion } : {}),
    },
  })
}

export type DashboardMachine = ReturnType<typeof createDashboardMachine>
