import { MSG } from '@contract/messages'
import {
  type LifecycleAction,
  type LifecycleTarget,
  PAYMENT_LIFECYCLE,
  type PaymentFacts,
  refusalFor,
  rolesOf,
  statusOf,
} from '@contract/paymentLifecycle'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import {
  baseFacts,
  CUSTOMER_ROLE_IDS,
  type Expected,
  expectedAnswer,
  FACT_FLIPS,
  ROLE_IDS,
  STATUS_IDS,
  SUPPLIER_ROLE_IDS,
} from '../fixtures/paymentLifecycle.expected'
import { forEachDatabase, type TestResponse } from './harness'
import {
  chargedPayment,
  fileOf,
  invoiceForm,
  type Parties,
  PDF,
  PNG,
  partiesOf,
  paymentRow,
  proofForm,
} from './payment-action-fixtures'
import { newCustomer, newSupplier, type TestSupplier } from './sales-fixtures'

/**
 * The lifecycle table (contract/paymentLifecycle.ts) against the real action endpoints: for every endpoint,
 * status, role and fact, the server answers what the table says (403, 200 `{success: false, msg}` or 200
 * `{success: true}` with the status the table names), and the table says what the product's transition table
 * says (tests/fixtures/paymentLifecycle.expected.ts, written out by hand).
 */

/** Days an extension adds in these requests. */
const DAYS = 5

/** Due date of a payment with these facts, in days from today: past when the status says so. */
const dueInDays = (f: PaymentFacts): number => {
  if (f.statusId === 1) return f.overdue ? -1 : 30
  if (f.statusId === 4) return -3
  if (f.statusId === 5 || f.statusId === 10) return -40
  return f.overdue ? -1 : 10
}

/** The facts of every walked combination of a status: the base facts, and each fact flipped alone. */
const factsOfStatus = (statusId: number): PaymentFacts[] => [
  baseFacts(statusId),
  ...FACT_FLIPS.filter((f) => f.applies(statusId)).map((f) => ({ ...baseFacts(statusId), ...f.flip })),
]

type Call = {
  name: string
  /** Which row of the table the endpoint runs for this role (null: none, the route refuses it). */
  actionOf(roleId: number): LifecycleAction | null
  /** The same, by the product's roles (supplier and customer roles), for the independent expectation. */
  expectedActionOf(roleId: number): LifecycleAction
  needsRequest?: true
  send(token: string, roleId: number, paymentId: number, requestId: number | null): Promise<TestResponse>
}

const tableAnswer = (action: LifecycleAction | null, f: PaymentFacts): Expected => {
  if (action === null) return { kind: 'forbidden', msg: MSG.forbidden }
  const refusal = refusalFor(action, f)
  if (refusal === null) return { kind: 'done', to: PAYMENT_LIFECYCLE[action].to as LifecycleTarget }
  return refusal.status === 403
    ? { kind: 'forbidden', msg: refusal.msg }
    : { kind: 'refused', msg: refusal.msg }
}

/** 'same' and 'pendingUnlessPastDue' made concrete for a payment with these facts. */
const resolved = (answer: Expected, f: PaymentFacts): Expected => {
  if (answer.kind !== 'done') return answer
  const before = statusOf(f)
  const to =
    answer.to === 'same'
      ? before
      : answer.to === 'pendingUnlessPastDue'
        ? dueInDays(f) + DAYS >= 0
          ? 1
          : before
        : answer.to
  return { kind: 'done', to }
}

forEachDatabase('payment lifecycle table against the server', (ctx) => {
  let withFactoring: Parties
  let withoutFactoring: Parties
  let factoringSupplier: TestSupplier
  let plainSupplier: TestSupplier
  const tokens: Record<number, string> = {}

  const post = (token: string, path: string, json: unknown) =>
    ctx.request('POST', `/api/payments/${path}`, { token, json })
  const postForm = (token: string, path: string, form: FormData) =>
    ctx.request('POST', `/api/payments/${path}`, { token, form })

  const single = (action: LifecycleAction) => ({
    actionOf: (roleId: number) => (rolesOf(action).includes(roleId) ? action : null),
    expectedActionOf: () => action,
  })

  const CALLS: Call[] = [
    {
      name: 'report-payment',
      actionOf: (roleId) =>
        rolesOf('pay').includes(roleId)
          ? 'pay'
          : rolesOf('informPayment').includes(roleId)
            ? 'informPayment'
            : null,
      expectedActionOf: (roleId) => (CUSTOMER_ROLE_IDS.includes(roleId) ? 'pay' : 'informPayment'),
      send: (token, roleId, id) =>
        postForm(
          token,
          'report-payment',
          proofForm(id, CUSTOMER_ROLE_IDS.includes(roleId) ? fileOf(PNG, 'comprobante.png') : null),
        ),
    },
    {
      name: 'confirm-payment',
      ...single('confirm'),
      send: (t, _, id) => post(t, 'confirm-payment', { payment_id: id }),
    },
    {
      name: 'reject-payment',
      ...single('reject'),
      send: (t, _, id) => post(t, 'reject-payment', { payment_id: id }),
    },
    {
      name: 'report-non-payment',
      ...single('reportNonPayment'),
      send: (t, _, id) => post(t, 'report-non-payment', { payment_id: id }),
    },
    {
      name: 'extend-term',
      ...single('extendTerm'),
      send: (t, _, id) => post(t, 'extend-term', { payment_id: id, term: DAYS }),
    },
    {
      name: 'request-extend-term',
      ...single('requestExtendTerm'),
      send: (t, _, id) => post(t, 'request-extend-term', { payment_id: id, days: DAYS }),
    },
    {
      name: 'handle-request-extend-term (accept)',
      ...single('acceptExtension'),
      needsRequest: true,
      send: (t, _role, _id, requestId) =>
        post(t, 'handle-request-extend-term', { term_extension_request_id: requestId, accepted: true }),
    },
    {
      name: 'handle-request-extend-term (decline)',
      ...single('declineExtension'),
      needsRequest: true,
      send: (t, _role, _id, requestId) =>
        post(t, 'handle-request-extend-term', { term_extension_request_id: requestId, accepted: false }),
    },
    {
      name: 'attach-invoice',
      ...single('attachInvoice'),
      send: (t, _, id) =>
        postForm(t, 'attach-invoice', invoiceForm(id, [fileOf(PDF, 'factura.pdf', 'application/pdf')])),
    },
    {
      name: 'update-payment',
      ...single('edit'),
      send: (t, _, id) => post(t, `update-payment/${id}`, { term: 30, amount: 1000 }),
    },
    {
      name: 'request-factoring',
      ...single('requestFactoring'),
      send: (t, _, id) => post(t, 'request-factoring', { payment_id: id }),
    },
  ]

  /** The caller's token for a role: the payment's own supplier (with or without factoring), its customer. */
  const tokenOf = (roleId: number, f: PaymentFacts): string => {
    const supplier = f.factoringAllowed ? factoringSupplier : plainSupplier
    return roleId === 2 ? supplier.token : roleId === 3 ? supplier.vendorToken : tokens[roleId]!
  }

  beforeAll(async () => {
    const customer = await newCustomer(ctx, { creditLimit: 5_000_000, transactionLimit: 5_000_000 })
    factoringSupplier = await newSupplier(ctx, { useFactoring: true })
    await ctx.db
      .update(schema.organizations)
      .set({ factoringCanRequest: true })
      .where(eq(schema.organizations.id, factoringSupplier.orgId))
    plainSupplier = await newSupplier(ctx)
    withFactoring = partiesOf(customer, factoringSupplier)
    withoutFactoring = partiesOf(customer, plainSupplier)
    const buyerEmail = `comprador.ciclo.${customer.orgId}@test.mx`
    await ctx.createUser({
      organizationId: customer.orgId,
      role: 'customer',
      name: 'Comprador',
      email: buyerEmail,
      password: null,
    })
    tokens[1] = await ctx.as('admin')
    tokens[4] = customer.token
    tokens[5] = await ctx.tokenFor(buyerEmail)
    tokens[6] = await ctx.as('vendor')
  })

  /** A stored payment with these facts (and a term extension request, pending or already declined). */
  async function paymentWith(f: PaymentFacts, withRequest: boolean) {
    const parties = f.factoringAllowed ? withFactoring : withoutFactoring
    const id = await chargedPayment(ctx, parties, {
      status: f.statusId,
      manual: f.manualConfirmation,
      isFactoring: f.isFactoring,
      term: 30,
      dueInDays: dueInDays(f),
    })
    if (f.hasInvoice) {
      const [file] = await ctx.db
        .insert(schema.files)
        .values({
          storageKey: `ciclo-${id}-${Math.random().toString(36).slice(2)}`,
          purpose: 'invoice',
          paymentId: id,
          originalName: 'factura.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
          sha256: '0'.repeat(64),
        })
        .returning({ id: schema.files.id })
      await ctx.db.update(schema.payments).set({ invoiceFileId: file!.id }).where(eq(schema.payments.id, id))
    }
    let requestId: number | null = null
    if (withRequest || f.pendingExtensionRequest) {
      const [request] = await ctx.db
        .insert(schema.termExtensionRequests)
        .values({
          paymentId: id,
          requestedBy: parties.customerUserId,
          days: DAYS,
          accepted: f.pendingExtensionRequest ? null : false,
        })
        .returning({ id: schema.termExtensionRequests.id })
      requestId = request!.id
      if (f.pendingExtensionRequest) {
        await ctx.db
          .update(schema.payments)
          .set({ pendingRequestExtendTerm: true })
          .where(eq(schema.payments.id, id))
      }
    }
    return { id, requestId }
  }

  /** The server's answer in the expectation's terms; a success reads the status the payment now has. */
  const serverAnswer = async (res: TestResponse, id: number): Promise<Expected> => {
    if (res.status === 403) return { kind: 'forbidden', msg: res.body.msg as string }
    expect(res.status, res.text).toBe(200)
    if (res.body.success === false) return { kind: 'refused', msg: res.body.msg as string }
    expect(res.body.success, res.text).toBe(true)
    return { kind: 'done', to: (await paymentRow(ctx, id)).statusId }
  }

  const combinations = (call: Call) =>
    STATUS_IDS.flatMap((status) => factsOfStatus(status).map((facts) => ({ call, facts })))

  describe('the table says what the transition table says, for every walked combination', () => {
    it.each(CALLS.map((c) => [c.name, c] as const))('%s', (_, call) => {
      for (const { facts } of combinations(call)) {
        for (const roleId of ROLE_IDS) {
          const known = SUPPLIER_ROLE_IDS.includes(roleId) || CUSTOMER_ROLE_IDS.includes(roleId)
          const independent = known
            ? expectedAnswer(call.expectedActionOf(roleId), facts, roleId)
            : ({ kind: 'forbidden', msg: MSG.forbidden } as const)
          expect(
            tableAnswer(call.actionOf(roleId), facts),
            `role ${roleId} ${JSON.stringify(facts)}`,
          ).toEqual(independent)
        }
      }
    })
  })

  describe('the server answers what the table says', () => {
    it.each(CALLS.map((c) => [c.name, c] as const))(
      '%s: every status, role and fact',
      async (_, call) => {
        let walked = 0
        for (const { facts } of combinations(call)) {
          let payment = await paymentWith(facts, call.needsRequest === true)
          for (const roleId of ROLE_IDS) {
            const context = `${call.name} role ${roleId} ${JSON.stringify(facts)}`
            const expected = resolved(tableAnswer(call.actionOf(roleId), facts), facts)
            const res = await call.send(tokenOf(roleId, facts), roleId, payment.id, payment.requestId)
            expect(await serverAnswer(res, payment.id), `${context} → ${res.text}`).toEqual(expected)
            walked++
            // A success changed the payment: the next role gets a fresh one with the same facts.
            if (expected.kind === 'done') payment = await paymentWith(facts, call.needsRequest === true)
          }
        }
        expect(walked).toBe(combinations(call).length * ROLE_IDS.length)
      },
      600_000,
    )
  })
})
