/**
 * The payment lifecycle as data: every action done to a payment, who may do it, from which statuses, which
 * facts must hold, the status it leads to and the Spanish refusal. The server's guards
 * (server/domain/payments/actions) and the SPA's menus and cards (machines/payments/paymentRules.ts,
 * machines/dashboard/purchaseCard.ts) read this table and nothing else, so changing who may do an action or
 * from which status is one line in `PAYMENT_LIFECYCLE` below. Plain data without zod: the SPA imports it on
 * every payments screen.
 *
 * Where a screen offers less than the server allows, that is a named overlay (`SCREEN_OVERLAYS`, `LOCAL_BLOCKS`)
 * in this file, never a condition written in a view or a machine.
 *
 * Decisions on where the two sides used to differ (see also docs/decisions.md):
 * - "Awaiting confirmation" was `manual_confirmation_status = 'pending'` in the SPA and `status 2 and manual
 *   confirmation pending` on the server. Drift: both now read confirm/reject as "from 2, confirmation
 *   pending" and pay/informar pago as "confirmation not pending". A proof waiting for the supplier always
 *   leaves the payment at 2, so no screen changes.
 * - 'Editar' hard-coded statuses 1 and 9 in the SPA while the server read EDITABLE_STATUS_IDS. Drift (same
 *   values): both read `edit.from`.
 * - 'Extender plazo' (supplier) and 'Solicitar extensión de plazo' (customer) in the payments list only for
 *   pending, while the server extends 1, 4, 5 and 10 and the customer's purchase card offers 'Extender' there
 *   too. Intended: the list follows the payments screen's menu (pending only, overlay `paymentsList`); the
 *   purchase card follows the dashboard's card (every extendable status, no narrowing in `purchaseCard`);
 *   the server allows what the card offers. An overdue buyer asks for more time from the card.
 * - 'Pagar' at 5 and 10: the server refuses them with the same texts the menu shows disabled. 'Informar pago'
 *   at 5 and 10: the server accepts it (a supplier may record that a customer in non-payment finally paid),
 *   the menu shows it disabled with the same texts, as the screens always did. Intended: overlay
 *   `LOCAL_BLOCKS`.
 * - Role 1 (platform admin) was given the supplier's menu by the SPA and refused by the server. Drift: the
 *   menu now offers an action only to the role ids of its row.
 */

import { isPaidStatusId, PAYMENT_STATUS, UNPAID_STATUS_IDS } from './paymentStatus'
import { ACTION_MSG } from './paymentTexts'
import { CUSTOMER_ROLE_IDS, type RoleName, roleNameOf, SUPPLIER_ROLE_IDS } from './roles'

const S = PAYMENT_STATUS

/** What the rules need to know about a payment (and, for factoring, about the supplier organization). */
export type PaymentFacts = {
  statusId: number
  manualConfirmation: 'pending' | 'accepted' | 'rejected' | null
  /** A term extension request of the payment waits for the supplier's answer. */
  pendingExtensionRequest: boolean
  hasInvoice: boolean
  isFactoring: boolean
  /** The supplier organization may request factoring (use_factoring and factoring.can_request). */
  factoringAllowed: boolean
  /** The due date has passed (Mexico City): a pending payment counts as expired (the clock's 1 → 4). */
  overdue: boolean
}

/** The status the rules read: a pending payment past its due date is expired, as the clock would make it. */
export const statusOf = (facts: Pick<PaymentFacts, 'statusId' | 'overdue'>): number =>
  facts.statusId === S.pending && facts.overdue ? S.expired : facts.statusId

/**
 * A fact an action needs besides its status, with the refusal when it does not hold. `forbidden` ones are
 * answered 403 before the status is looked at (the organization may not do this at all).
 */
type Requirement = { holds: (f: PaymentFacts) => boolean; msg: string; forbidden?: true }

export const REQUIREMENTS = {
  confirmationPending: { holds: (f) => f.manualConfirmation === 'pending', msg: ACTION_MSG.notToConfirm },
  noConfirmationPending: {
    holds: (f) => f.manualConfirmation !== 'pending',
    msg: ACTION_MSG.alreadyProcessed,
  },
  noExtensionRequest: { holds: (f) => !f.pendingExtensionRequest, msg: ACTION_MSG.extensionPending },
  extensionRequestPending: { holds: (f) => f.pendingExtensionRequest, msg: ACTION_MSG.extensionHandled },
  noInvoice: { holds: (f) => !f.hasInvoice, msg: ACTION_MSG.invoiceExists },
  notFactored: { holds: (f) => !f.isFactoring, msg: ACTION_MSG.factoringAlready },
  factoringAllowed: {
    holds: (f) => f.factoringAllowed,
    msg: ACTION_MSG.factoringNotAllowed,
    forbidden: true,
  },
} as const satisfies Record<string, Requirement>
export type RequirementName = keyof typeof REQUIREMENTS

/** Where an action leaves the status: a status id, unchanged, or pending when the new due date is not past. */
export type LifecycleTarget = number | 'same' | 'pendingUnlessPastDue'

export type LifecycleRule = {
  /** The endpoint under /api/payments. */
  endpoint: string
  who: 'supplier' | 'customer'
  /** Role ids that may send it (the route answers 403 to any other). */
  roles: readonly number[]
  /** Statuses it applies to (paid states never: they answer 403 'No se pueden realizar acciones…'). */
  from: readonly number[]
  /** Other facts that must hold, checked in this order after the status (forbidden ones before it). */
  requires: readonly RequirementName[]
  to: LifecycleTarget
  /** The refusal (200 `{success: false, msg}`) from a status not in `from`. */
  refusal: string
  /** A more precise refusal from some statuses. */
  refusalAt?: Readonly<Partial<Record<number, string>>>
  /** Check `requires` before the status (a handled extension request is refused as handled first). */
  requiresFirst?: true
}

const EXTENDABLE = [S.pending, S.expired, S.non_payment, S.not_reported] as const
const NOT_REPORTABLE_AT = {
  [S.non_payment]: ACTION_MSG.nonPaymentAlreadyReported,
  [S.not_reported]: ACTION_MSG.notReportable,
}

/** THE table. One row per action; one line per who / from. */
export const PAYMENT_LIFECYCLE = {
  pay: {
    endpoint: 'report-payment',
    who: 'customer',
    roles: CUSTOMER_ROLE_IDS,
    from: [S.pending, S.expired, S.rejected],
    requires: ['noConfirmationPending'],
    to: S.to_confirm,
    refusal: ACTION_MSG.alreadyProcessed,
    refusalAt: NOT_REPORTABLE_AT,
  },
  informPayment: {
    endpoint: 'report-payment',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: [S.pending, S.expired, S.non_payment, S.rejected, S.not_reported],
    requires: ['noConfirmationPending'],
    to: S.paid,
    refusal: ACTION_MSG.alreadyProcessed,
  },
  confirm: {
    endpoint: 'confirm-payment',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: [S.to_confirm],
    requires: ['confirmationPending'],
    to: S.paid,
    refusal: ACTION_MSG.notToConfirm,
  },
  reject: {
    endpoint: 'reject-payment',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: [S.to_confirm],
    requires: ['confirmationPending'],
    to: S.rejected,
    refusal: ACTION_MSG.notToConfirm,
  },
  reportNonPayment: {
    endpoint: 'report-non-payment',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: [S.expired],
    requires: [],
    to: S.non_payment,
    refusal: ACTION_MSG.notExpired,
    refusalAt: { [S.non_payment]: ACTION_MSG.nonPaymentAlreadyReported },
  },
  extendTerm: {
    endpoint: 'extend-term',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: EXTENDABLE,
    requires: [],
    to: 'pendingUnlessPastDue',
    refusal: ACTION_MSG.notExtendable,
  },
  requestExtendTerm: {
    endpoint: 'request-extend-term',
    who: 'customer',
    roles: CUSTOMER_ROLE_IDS,
    from: EXTENDABLE,
    requires: ['noExtensionRequest'],
    to: 'same',
    refusal: ACTION_MSG.notExtendable,
  },
  acceptExtension: {
    endpoint: 'handle-request-extend-term',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: EXTENDABLE,
    requires: ['extensionRequestPending'],
    requiresFirst: true,
    to: 'pendingUnlessPastDue',
    refusal: ACTION_MSG.notExtendable,
  },
  declineExtension: {
    endpoint: 'handle-request-extend-term',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: UNPAID_STATUS_IDS,
    requires: ['extensionRequestPending'],
    requiresFirst: true,
    to: 'same',
    refusal: ACTION_MSG.extensionHandled,
  },
  attachInvoice: {
    endpoint: 'attach-invoice',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: [S.pending],
    requires: ['noInvoice'],
    to: 'same',
    refusal: ACTION_MSG.invoiceNotPending,
  },
  edit: {
    endpoint: 'update-payment/{id}',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: [S.pending, S.rejected],
    requires: [],
    to: 'same',
    refusal: ACTION_MSG.notEditable,
  },
  requestFactoring: {
    endpoint: 'request-factoring',
    who: 'supplier',
    roles: SUPPLIER_ROLE_IDS,
    from: [S.pending],
    requires: ['factoringAllowed', 'notFactored'],
    to: 'same',
    refusal: ACTION_MSG.factoringNotPending,
  },
} as const satisfies Record<string, LifecycleRule>

export type LifecycleAction = keyof typeof PAYMENT_LIFECYCLE
export const LIFECYCLE_ACTIONS = Object.keys(PAYMENT_LIFECYCLE) as LifecycleAction[]

const ruleOf = (action: LifecycleAction): LifecycleRule => PAYMENT_LIFECYCLE[action]

/** The statuses an action applies to: what its conditional `UPDATE … WHERE status_id` accepts. */
export const fromStatuses = (action: LifecycleAction): readonly number[] => ruleOf(action).from

/** Role ids that may send the action. */
export const rolesOf = (action: LifecycleAction): readonly number[] => ruleOf(action).roles

/** Role ids that may send any of the actions (one endpoint may serve several, e.g. report-payment). */
export const rolesOfAny = (...actions: LifecycleAction[]): number[] => [
  ...new Set(actions.flatMap((action) => [...rolesOf(action)])),
]

/** Role names that may send any of the actions: who an action's route lets through. */
export const roleNamesOf = (...actions: LifecycleAction[]): RoleName[] =>
  rolesOfAny(...actions).flatMap((id) => roleNameOf(id) ?? [])

export const mayDo = (action: LifecycleAction, roleId: number): boolean => rolesOf(action).includes(roleId)

/** A refusal: 403 `{msg}` (paid state, or the organization may not), or 200 `{success: false, msg}`. */
export type LifecycleRefusal = { status: 403 | 200; msg: string }

/**
 * Why the action may not run on a payment with these facts, or null when it may. The order is the server's:
 * paid states (403), forbidden facts (403), then the status and the other facts (200).
 */
export function refusalFor(action: LifecycleAction, facts: PaymentFacts): LifecycleRefusal | null {
  const rule = ruleOf(action)
  const status = statusOf(facts)
  if (isPaidStatusId(status)) return { status: 403, msg: ACTION_MSG.paidBlocked }
  const requirements = rule.requires.map((name) => REQUIREMENTS[name] as Requirement)
  const forbidden = requirements.find((r) => r.forbidden && !r.holds(facts))
  if (forbidden) return { status: 403, msg: forbidden.msg }
  const statusRefusal = rule.from.includes(status) ? null : (rule.refusalAt?.[status] ?? rule.refusal)
  const unmet = requirements.find((r) => !r.forbidden && !r.holds(facts))?.msg ?? null
  const msg = rule.requiresFirst ? (unmet ?? statusRefusal) : (statusRefusal ?? unmet)
  return msg === null ? null : { status: 200, msg }
}

/** The screens that offer lifecycle actions. */
export type PaymentScreen = 'paymentsList' | 'purchaseCard'

/**
 * The actions of a payment's 'Ver acciones' menu that change it, in display order (a customer's 'Pagar',
 * 'Solicitar extensión de plazo'; a supplier's 'Informar pago' … 'Solicitar factoraje').
 */
export const MENU_ORDER = [
  'pay',
  'informPayment',
  'requestExtendTerm',
  'confirm',
  'reject',
  'reportNonPayment',
  'extendTerm',
  'attachInvoice',
  'edit',
  'requestFactoring',
] as const satisfies readonly LifecycleAction[]

/** How a screen narrows a row: it offers the action only from these of the row's statuses. */
export type ScreenOverlay = { from: readonly number[] }

/**
 * Named overlays: what each screen offers where it is narrower than the table, and which actions it offers at
 * all. 'Ver acciones' of the payments list offers both extension actions only for pending payments; the
 * customer's purchase card offers 'Pagar' and 'Extender', the latter from every status the server extends.
 */
export const SCREEN_OVERLAYS: Record<
  PaymentScreen,
  { actions: readonly LifecycleAction[]; narrow: Partial<Record<LifecycleAction, ScreenOverlay>> }
> = {
  paymentsList: {
    actions: MENU_ORDER,
    narrow: {
      extendTerm: { from: [S.pending] },
      requestExtendTerm: { from: [S.pending] },
    },
  },
  purchaseCard: {
    actions: ['pay', 'requestExtendTerm'],
    narrow: {},
  },
}

/**
 * The local block of every screen ('Pagar' and 'Informar pago' disabled with these texts): the action is
 * offered but not sent. For 'Pagar' the server answers the same texts; for 'Informar pago' it would accept.
 */
export const LOCAL_BLOCKS: Partial<Record<LifecycleAction, Readonly<Partial<Record<number, string>>>>> = {
  pay: NOT_REPORTABLE_AT,
  informPayment: NOT_REPORTABLE_AT,
}

/** The text a screen shows instead of sending the action, or null when it may be sent. */
export function localBlockOf(action: LifecycleAction, facts: Pick<PaymentFacts, 'statusId' | 'overdue'>) {
  const status = statusOf(facts)
  if (isPaidStatusId(status)) return ACTION_MSG.paidBlocked
  return LOCAL_BLOCKS[action]?.[status] ?? null
}

/**
 * Whether a screen offers the action to this role for these facts (maybe disabled by a local block): the
 * role may send it, its status is in the table's `from` (narrowed by the screen's overlay) or locally
 * blocked, and every other fact holds.
 */
export function offeredOn(
  screen: PaymentScreen,
  action: LifecycleAction,
  facts: PaymentFacts,
  roleId: number | null,
): boolean {
  const overlay = SCREEN_OVERLAYS[screen]
  if (!overlay.actions.includes(action)) return false
  if (roleId !== null && !mayDo(action, roleId)) return false
  const rule = ruleOf(action)
  const status = statusOf(facts)
  const narrow = overlay.narrow[action]?.from
  const from = narrow ? rule.from.filter((id) => narrow.includes(id)) : rule.from
  const blocked = LOCAL_BLOCKS[action]?.[status] !== undefined
  if (!from.includes(status) && !blocked) return false
  return rule.requires.every((name) => (REQUIREMENTS[name] as Requirement).holds(facts))
}
