import { isDeepStrictEqual } from 'node:util'
import { MSG } from '@contract/messages'
import {
  fromStatuses,
  LIFECYCLE_ACTIONS,
  type LifecycleAction,
  type LifecycleTarget,
  localBlockOf,
  offeredOn,
  PAYMENT_LIFECYCLE,
  type PaymentFacts,
  refusalFor,
  rolesOf,
  rolesOfAny,
} from '@contract/paymentLifecycle'
import type { Payment } from '@contract/payments'
import { ACTION_MSG } from '@contract/paymentTexts'
import { canRequestExtension, cardOffersPay, extensionChip } from '@machines/dashboard'
import { actionsFor, blockedReason, type MenuAction, type PaymentViewer } from '@machines/payments'
import { describe, expect, it } from 'vitest'
import {
  allFacts,
  type Expected,
  expectedAnswer,
  expectedCardButtons,
  expectedListMenu,
  mainRoleOfId,
  ROLE_IDS,
  STATUS_IDS,
} from '../fixtures/paymentLifecycle.expected'
import { paymentIn } from './paymentDialog.fixtures'

/**
 * The lifecycle table (contract/paymentLifecycle.ts) walked over every action, status, role and fact
 * combination: it says what the product's transition table says, and the SPA's menus and cards offer an
 * action exactly when the table (with its screen overlays) does.
 */

/** A payment as the API would send it with these facts. */
const paymentWith = (f: PaymentFacts): Payment => ({
  ...paymentIn('pending'),
  id: 900 + f.statusId,
  status_id: f.statusId,
  status: { id: f.statusId, name: String(f.statusId) },
  manual_confirmation_status: f.manualConfirmation,
  pending_request_extend_term: f.pendingExtensionRequest,
  invoice_url: f.hasInvoice ? '/api/files/1' : null,
  is_factoring: f.isFactoring ? 1 : 0,
  remaining_days: f.overdue ? -1 : 5,
})

const viewerOf = (roleId: number, f: PaymentFacts): PaymentViewer => {
  const main = mainRoleOfId(roleId)
  return { mainRole: main, roleId, canRequestFactoring: f.factoringAllowed }
}

/** The table's answer in the expectation's terms (the route's 403 for a role it does not let through). */
const tableAnswer = (action: LifecycleAction, f: PaymentFacts, roleId: number): Expected => {
  if (!rolesOf(action).includes(roleId)) return { kind: 'forbidden', msg: MSG.forbidden }
  const refusal = refusalFor(action, f)
  if (refusal === null) return { kind: 'done', to: PAYMENT_LIFECYCLE[action].to as LifecycleTarget }
  return refusal.status === 403
    ? { kind: 'forbidden', msg: refusal.msg }
    : { kind: 'refused', msg: refusal.msg }
}

const LIST_LIFECYCLE = new Set<string>(LIFECYCLE_ACTIONS)
const describeFacts = (f: PaymentFacts) => JSON.stringify(f)

/** Collects every difference (one expect per combination would make thousands): the test shows them all. */
function differences() {
  const found: string[] = []
  let compared = 0
  return {
    same(actual: unknown, expected: unknown, context: string) {
      compared++
      if (!isDeepStrictEqual(actual, expected)) {
        found.push(`${context}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
      }
    },
    assertNone(atLeast: number) {
      expect(found).toEqual([])
      expect(compared).toBeGreaterThanOrEqual(atLeast)
    },
  }
}

const sorted = (actions: readonly string[]) => [...actions].sort()

describe('payment lifecycle table', () => {
  it('says, for every action, status, role and facts, what the transition table says', () => {
    const diff = differences()
    for (const action of LIFECYCLE_ACTIONS) {
      for (const status of STATUS_IDS) {
        for (const facts of allFacts(status)) {
          for (const roleId of ROLE_IDS) {
            diff.same(
              tableAnswer(action, facts, roleId),
              expectedAnswer(action, facts, roleId),
              `${action} role ${roleId} ${describeFacts(facts)}`,
            )
          }
        }
      }
    }
    diff.assertNone(5000)
  })

  it("an action's statuses and roles, as the server's guards read them, are the transition table's", () => {
    // The conditional UPDATE's `status_id IN (…)`: the statuses from which some role and facts succeed, as the
    // clock has stored them before any action runs (a pending payment past its due date is expired by then).
    const stored = (facts: PaymentFacts) => (facts.statusId === 1 && facts.overdue ? 4 : facts.statusId)
    for (const action of LIFECYCLE_ACTIONS) {
      const succeeding = new Set(
        STATUS_IDS.flatMap((status) =>
          allFacts(status).filter((facts) =>
            ROLE_IDS.some((roleId) => expectedAnswer(action, facts, roleId).kind === 'done'),
          ),
        ).map(stored),
      )
      expect(sorted(fromStatuses(action).map(String)), action).toEqual(sorted([...succeeding].map(String)))
    }
    // One endpoint serving several actions lets through every role any of them lets through.
    const letThrough = (action: LifecycleAction) =>
      ROLE_IDS.filter((roleId) =>
        allFacts(1).some((facts) => {
          const answer = expectedAnswer(action, facts, roleId)
          return answer.kind !== 'forbidden' || answer.msg !== MSG.forbidden
        }),
      )
    for (const a of LIFECYCLE_ACTIONS) {
      for (const b of LIFECYCLE_ACTIONS) {
        const union = [...new Set([...letThrough(a), ...letThrough(b)])]
        expect(sorted(rolesOfAny(a, b).map(String)), `${a} + ${b}`).toEqual(sorted(union.map(String)))
      }
    }
  })

  it('a screen blocks Pagar and Informar pago of a paid payment with the text the server refuses it with', () => {
    for (const status of STATUS_IDS) {
      for (const facts of allFacts(status)) {
        for (const [action, roleId] of [
          ['pay', 4],
          ['informPayment', 2],
        ] as const) {
          const expected = expectedAnswer(action, facts, roleId)
          const block = localBlockOf(action, facts)
          const context = `${action} ${describeFacts(facts)}`
          if (expected.kind !== 'done' && expected.msg === ACTION_MSG.paidBlocked) {
            expect(block, context).toBe(ACTION_MSG.paidBlocked)
          }
          // Pagar is never sent where it is blocked: the server refuses it there with the same text.
          if (action === 'pay' && block !== null) expect(expected, context).toMatchObject({ msg: block })
        }
      }
    }
  })

  it("the payments list's 'Ver acciones' offers a lifecycle action exactly when the table with its overlay does", () => {
    const diff = differences()
    for (const status of STATUS_IDS) {
      for (const facts of allFacts(status)) {
        const payment = paymentWith(facts)
        for (const roleId of ROLE_IDS) {
          const viewer = viewerOf(roleId, facts)
          const menu = actionsFor(payment, viewer).filter((a) => LIST_LIFECYCLE.has(a)) as MenuAction[]
          const context = `role ${roleId} ${describeFacts(facts)}`
          const byTable = LIFECYCLE_ACTIONS.filter((a) => offeredOn('paymentsList', a, facts, roleId))
          diff.same(sorted(menu), sorted(byTable), context)
          for (const action of menu) {
            diff.same(blockedReason(payment, action), localBlockOf(action, facts), `${action} ${context}`)
          }
        }
      }
    }
    diff.assertNone(500)
  })

  it('the purchase card offers Pagar and Extender exactly when the table with its overlay does', () => {
    const diff = differences()
    for (const status of STATUS_IDS) {
      for (const facts of allFacts(status)) {
        const payment = paymentWith(facts)
        for (const roleId of [4, 5]) {
          const viewer = viewerOf(roleId, facts)
          const context = `role ${roleId} ${describeFacts(facts)}`
          diff.same(cardOffersPay(payment, viewer), offeredOn('purchaseCard', 'pay', facts, roleId), context)
          diff.same(
            canRequestExtension(payment, viewer),
            offeredOn('purchaseCard', 'requestExtendTerm', facts, roleId),
            context,
          )
        }
      }
    }
    diff.assertNone(200)
  })

  it('the menu and the card show what the product shows (the overlays are the intended ones)', () => {
    const diff = differences()
    for (const status of STATUS_IDS) {
      for (const facts of allFacts(status)) {
        const payment = paymentWith(facts)
        for (const roleId of ROLE_IDS) {
          const viewer = viewerOf(roleId, facts)
          const context = `role ${roleId} ${describeFacts(facts)}`
          const menu = actionsFor(payment, viewer).filter((a) => LIST_LIFECYCLE.has(a)) as MenuAction[]
          const expected = expectedListMenu(facts, roleId)
          diff.same(menu, expected.actions, context)
          const blocked = Object.fromEntries(
            menu.flatMap((a) => {
              const reason = blockedReason(payment, a)
              return reason ? [[a, reason]] : []
            }),
          )
          diff.same(blocked, expected.blocked, `blocked ${context}`)
        }
        for (const roleId of [4, 5]) {
          const viewer = viewerOf(roleId, facts)
          const buttons = [
            ...(cardOffersPay(payment, viewer) ? ['pay'] : []),
            ...(canRequestExtension(payment, viewer) ? ['requestExtendTerm'] : []),
          ]
          diff.same(buttons, expectedCardButtons(facts), `card role ${roleId} ${describeFacts(facts)}`)
        }
      }
    }
    diff.assertNone(500)
  })
})

describe("a purchase card's extension chip (spec: purchase card)", () => {
  const card = (pending: boolean, last: { days: number; accepted: boolean | null } | null) => ({
    status_id: 1,
    remaining_days: 3,
    pending_request_extend_term: pending,
    last_extension_term: last,
  })

  it('a request waiting, else the last request: unanswered, accepted with its days, rejected; none without one', () => {
    const waiting = { label: 'Extensión pendiente', color: 'warning' }
    expect(extensionChip(card(true, null))).toEqual(waiting)
    // A request waiting outranks the outcome of the one before it.
    expect(extensionChip(card(true, { days: 10, accepted: true }))).toEqual(waiting)
    expect(extensionChip(card(true, { days: 10, accepted: false }))).toEqual(waiting)
    expect(extensionChip(card(false, { days: 15, accepted: null }))).toEqual(waiting)
    expect(extensionChip(card(false, { days: 10, accepted: true }))).toEqual({
      label: 'Extendido 10 días',
      color: 'success',
    })
    expect(extensionChip(card(false, { days: 10, accepted: false }))).toEqual({
      label: 'Extension rechazada',
      color: 'red',
    })
    expect(extensionChip(card(false, null))).toBeNull()
  })
})
