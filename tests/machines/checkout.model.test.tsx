import { MSG } from '@contract/messages'
import { type CheckoutDetails, SALE_MSG } from '@contract/sales'
import { type CheckoutApi, type CheckoutEvent, checkoutMachine, connectCheckout } from '@machines/checkout'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, assign, type EventObject } from 'xstate'
import { CheckoutView } from '@/features/checkout/CheckoutView'
import type { CheckoutActorRef } from '@/features/checkout/checkoutLogic'
import { safeRedirectUrl } from '@/features/checkout/checkoutLogic'
import { formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import {
  type Invariant,
  type Observed as ModelObserved,
  type ModelSpec,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'

type Machine = typeof checkoutMachine

const details: CheckoutDetails = {
  amount: 8450.5,
  term: 30,
  payment_code: 'PC-7F3K9Q',
  supplier_name: 'Aceros del Norte',
  redirect_url: 'https://tienda.acerosdelnorte.mx/pedido/991',
}
const DETAIL_TEXT = 'Tu compra fue registrada. Te llevaremos de regreso a la tienda.'

const loaded = settled('loadCheckoutDetails', details)
const notFound = failed('loadCheckoutDetails', { kind: 'http', status: 404, msg: SALE_MSG.checkoutNotFound })
const payOutcomes = [
  settled('payCheckout', { success: true, msg: SALE_MSG.checkoutPaid }),
  settled('payCheckout', { success: false, msg: SALE_MSG.overAvailable }),
  failed('payCheckout', { kind: 'http', status: 403, msg: SALE_MSG.checkoutNotYours }),
  // The first status that is not an answer: the payment may have gone through.
  failed('payCheckout', { kind: 'http', status: 500, msg: MSG.unexpected }),
  failed('payCheckout', { kind: 'network' }),
]
const e = (type: string) => ({ type }) as EventObject

/** One retry of each failure: a second failure shows the same screens again. */
const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  if (snapshot.matches('loadingDetails')) return [loaded, notFound]
  if (snapshot.matches('detailsFailed')) return [e('checkout.retry')]
  if (snapshot.matches('showingDetails')) return [e('checkout.confirm')]
  if (snapshot.matches('paying')) return payOutcomes
  if (snapshot.matches('payFailed')) return [e('checkout.retry')]
  return [
    { type: 'xstate.after.detailHold.checkout.celebrating' },
    { type: 'xstate.after.redirectHold.checkout.announcingRedirect' },
  ]
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Failure = { kind: string; status?: number; msg?: string }
type Answer = { success: boolean; msg: string }
/** The connect output, with the events its prop getters sent (pressing a button in an invariant). */
type Selected = CheckoutApi & { sent: CheckoutEvent[] }
type Observed = ModelObserved<Selected>

/** The button sends this event and the actor takes it now. */
const expectPressSends = (
  observed: Observed,
  press: (api: Selected) => void,
  type: CheckoutEvent['type'],
) => {
  press(observed.selected)
  expect(observed.selected.sent).toEqual([{ type }])
  expect(observed.can({ type })).toBe(true)
}

/** Nothing the user does pays (again) here. */
const expectNoPayAction = (observed: Observed) => {
  expect(observed.can(e('checkout.confirm'))).toBe(false)
  expect(observed.can(e('checkout.retry'))).toBe(false)
}

/** The message of the last failed answer: the server's msg, or the connection text. */
const messageOfLast = (trail: Trail, actor: string) => {
  const last = trail.last<{ type: string; output?: Answer; error?: Failure }>(
    new RegExp(`actor\\.${actor}$`),
  )!
  if (last.output) return last.output.msg
  return last.error!.kind === 'network' ? MSG.connection : last.error!.msg
}

/** Reintentar after a failed payment pays again; after failed details it loads them again. */
const retriesFrom = (trail: Trail, state: string) =>
  trail.steps.filter((step, i) => step.event.type === 'checkout.retry' && trail.steps[i - 1]?.state === state)
    .length

/** The answer that lost nothing: a lost answer (network) or a 5xx may hide a payment that went through. */
const isAnswer = (outcome: { output?: Answer; error?: Failure }) =>
  outcome.output !== undefined || (outcome.error?.kind === 'http' && outcome.error.status! < 500)

/**
 * Every payment attempt carries an Idempotency-Key. Reintentar after a lost answer or a 5xx sends the same key
 * (the server answers with the first attempt's outcome: nothing is paid twice); after an answer (a 4xx, or a
 * declined payment) Reintentar is a new attempt with a new key.
 */
const expectIdempotencyKeys = ({ started }: Observed, trail: Trail) => {
  const keys = started
    .filter((s) => s.name === 'payCheckout')
    .map((s) => (s.input as { idempotencyKey: string }).idempotencyKey)
  const outcomes = trail.events.filter((event) => /actor\.payCheckout$/.test(event.type)) as Array<{
    output?: Answer
    error?: Failure
  }>
  keys.forEach((key, i) => {
    expect(key, `key of payment attempt ${i + 1}`).toMatch(/\S/)
    if (i === 0) return
    if (isAnswer(outcomes[i - 1]!)) expect(key, `new key after an answer`).not.toBe(keys[i - 1])
    else expect(key, `same key after a lost answer or a 5xx`).toBe(keys[i - 1])
  })
}

/** The calls the page made: the details once per load, a payment per Confirmar or Reintentar after paying. */
const expectCalls = (observed: Observed, trail: Trail) => {
  const { started } = observed
  const pays = trail.count('checkout.confirm') + retriesFrom(trail, 'payFailed')
  expect(started.filter((s) => s.name === 'loadCheckoutDetails')).toEqual(
    Array.from({ length: 1 + retriesFrom(trail, 'detailsFailed') }, () => ({
      name: 'loadCheckoutDetails',
      input: { paymentCode: details.payment_code },
    })),
  )
  expect(started.filter((s) => s.name === 'payCheckout')).toEqual(
    Array.from({ length: pays }, () => ({
      name: 'payCheckout',
      input: { paymentCode: details.payment_code, idempotencyKey: expect.any(String) },
    })),
  )
  expectIdempotencyKeys(observed, trail)
}

const expectShowsDetails = ({ selected }: Observed, trail: Trail) => {
  expect(trail.count('xstate.done.actor.loadCheckoutDetails')).toBe(1)
  expect(selected.details).toEqual(details)
  expect(selected.detailsError).toBeNull()
}

const invariants: Record<string, Invariant<Selected>> = {
  'checkout.loadingDetails': (observed, trail) => {
    expectCalls(observed, trail)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.loading).toBe(true)
    expect(observed.selected.details).toBeNull()
    // Loading again only after Reintentar on a failed load.
    if (trail.lastEvent?.type !== 'xstate.init') expect(trail.steps.at(-2)?.state).toBe('detailsFailed')
  },
  'checkout.detailsFailed': (observed, trail) => {
    expectCalls(observed, trail)
    expect(observed.tags).toContain('failed')
    expect(observed.selected.details).toBeNull()
    expect(observed.selected.detailsError).toBe(messageOfLast(trail, 'loadCheckoutDetails'))
    expect(observed.selected.paid).toBe(false)
    expectPressSends(observed, (api) => api.getReloadProps().onClick(), 'checkout.retry')
  },
  'checkout.showingDetails': (observed, trail) => {
    expectCalls(observed, trail)
    expectShowsDetails(observed, trail)
    expect(observed.selected.payError).toBeNull()
    expect(observed.selected.confirmLabel).toBe('Confirmar compra')
    expect(observed.selected.paying).toBe(false)
    expectPressSends(observed, (api) => api.getConfirmProps().onClick(), 'checkout.confirm')
  },
  'checkout.paying': (observed, trail) => {
    expectCalls(observed, trail)
    expectShowsDetails(observed, trail)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.paying).toBe(true)
    expect(observed.selected.getConfirmProps().loading).toBe(true)
    expect(observed.selected.payError).toBeNull()
    expectNoPayAction(observed)
    // Every answer of the server, and every failure, leaves 'paying'.
    for (const outcome of payOutcomes) expect(observed.can(outcome), JSON.stringify(outcome)).toBe(true)
  },
  'checkout.payFailed': (observed, trail) => {
    expectCalls(observed, trail)
    expectShowsDetails(observed, trail)
    expect(observed.tags).toContain('failed')
    expect(observed.selected.payError).toBe(messageOfLast(trail, 'payCheckout'))
    expect(trail.last<{ output?: Answer }>(/actor\.payCheckout$/)?.output?.success).not.toBe(true)
    expect(observed.selected.confirmLabel).toBe('Reintentar')
    expect(observed.selected.paid).toBe(false)
    expectPressSends(observed, (api) => api.getConfirmProps().onClick(), 'checkout.retry')
  },
  'checkout.celebrating': (observed, trail) => {
    expectCalls(observed, trail)
    // Paid only on an answer with success.
    expect(trail.lastEvent).toMatchObject({
      type: 'xstate.done.actor.payCheckout',
      output: { success: true },
    })
    expect(observed.selected.paid).toBe(true)
    expect(observed.selected.notice).toBe(messageOfLast(trail, 'payCheckout'))
    expect(observed.selected.showsDetailText).toBe(false)
    expect(observed.selected.redirecting).toBe(false)
    expectNoPayAction(observed)
  },
  'checkout.announcingRedirect': (observed, trail) => {
    expectCalls(observed, trail)
    // The detail text only 7.5 s after the success animation.
    expect(trail.lastEvent?.type).toBe('xstate.after.detailHold.checkout.celebrating')
    expect(observed.selected.paid).toBe(true)
    expect(observed.selected.showsDetailText).toBe(true)
    expect(observed.selected.redirecting).toBe(false)
    expectNoPayAction(observed)
  },
  'checkout.redirecting': (observed, trail) => {
    expectCalls(observed, trail)
    expect(trail.lastEvent?.type).toBe('xstate.after.redirectHold.checkout.announcingRedirect')
    expect(observed.status).toBe('done')
    // Still the paid screen (its detail text and link) while the browser leaves.
    expect(observed.selected.paid).toBe(true)
    expect(observed.selected.showsDetailText).toBe(true)
    expect(observed.selected.redirecting).toBe(true)
  },
}

/**
 * Keys are random in the app (`ensureIdempotencyKey`: reuse the pending key, else make one); a model needs the
 * same snapshot on every run. The test keeps the rule and names a new key after what the attempt follows: the
 * first one, or the answer that ended the last attempt (two different answers in a row give two different keys).
 */
const machine = checkoutMachine.provide({
  actions: {
    ensureIdempotencyKey: assign({
      idempotencyKey: ({ context }) =>
        context.idempotencyKey ?? (context.error === null ? 'key-1' : `key after: ${context.error}`),
    }),
  },
})

const spec: ModelSpec<Machine, Selected> = {
  machine,
  input: { paymentCode: details.payment_code },
  events: eventsFor,
  select: (snapshot) => {
    const sent: CheckoutEvent[] = []
    return { ...connectCheckout(snapshot as never, (event) => sent.push(event)), sent }
  },
  invariants,
}

// ---------------------------------------------------------------- the view

const expectDetails = () => {
  const amount = screen.getByText('Monto').nextElementSibling
  expect(amount).toHaveTextContent(formatMoney(details.amount))
  expect(screen.getByText('Plazo').nextElementSibling).toHaveTextContent('30 días')
  expect(screen.getByText('Proveedor').nextElementSibling).toHaveTextContent(details.supplier_name)
  expect(screen.getByText('Código de pago').nextElementSibling).toHaveTextContent(details.payment_code)
}

const screens: Record<string, (trail: Trail) => void> = {
  'checkout.loadingDetails': () => {
    expect(screen.getByRole('status', { name: 'Cargando los datos de la compra' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  },
  'checkout.detailsFailed': (trail) => {
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('No pudimos cargar la compra')
    expect(alert).toHaveTextContent(messageOfLast(trail, 'loadCheckoutDetails')!)
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Confirmar compra' })).not.toBeInTheDocument()
  },
  'checkout.showingDetails': () => {
    expectDetails()
    expect(screen.getByRole('button', { name: 'Confirmar compra' })).toBeEnabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  },
  'checkout.paying': () => {
    expectDetails()
    expect(screen.getByRole('button', { name: /Confirmar compra|Confirmando/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
  'checkout.payFailed': (trail) => {
    expectDetails()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('No se confirmó la compra')
    expect(alert).toHaveTextContent(messageOfLast(trail, 'payCheckout')!)
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
      'href',
      details.redirect_url,
    )
  },
  'checkout.celebrating': (trail) => {
    expect(screen.getByRole('heading', { name: '¡Compra confirmada!' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(messageOfLast(trail, 'payCheckout')!)
    expect(screen.queryByText(DETAIL_TEXT)).not.toBeInTheDocument()
  },
  'checkout.announcingRedirect': () => {
    expect(screen.getByText(DETAIL_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'vuelve a la tienda' })).not.toBeInTheDocument()
  },
  'checkout.redirecting': () => {
    expect(screen.getByText(DETAIL_TEXT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'vuelve a la tienda' })).toHaveAttribute(
      'href',
      details.redirect_url,
    )
  },
}

const view = {
  render: (actor: AnyActorRef) => render(<CheckoutView actorRef={actor as CheckoutActorRef} />),
  userEvents: {
    'checkout.confirm': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar compra' })),
    'checkout.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
  },
  screens,
}

describeModel('checkout machine', spec, view)

describe('checkout machine, details', () => {
  it('shows the detail text 7.5 s after paying and redirects 1 s later, once', async () => {
    const redirectTo = vi.fn()
    const { actor, controller, clock } = startLive(checkoutMachine.provide({ actions: { redirectTo } }), {
      paymentCode: details.payment_code,
    })
    controller.settle('loadCheckoutDetails', { output: details })
    await settle()
    actor.send({ type: 'checkout.confirm' })
    const pay = controller.inputOf('payCheckout') as { paymentCode: string; idempotencyKey: string }
    expect(pay.paymentCode).toBe(details.payment_code)
    expect(pay.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    controller.settle('payCheckout', { output: { success: true, msg: SALE_MSG.checkoutPaid } })
    await settle()
    clock.increment(7499)
    expect(actor.getSnapshot().value).toBe('celebrating')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('announcingRedirect')
    clock.increment(999)
    expect(redirectTo).not.toHaveBeenCalled()
    clock.increment(1)
    expect(actor.getSnapshot().status).toBe('done')
    expect(redirectTo).toHaveBeenCalledTimes(1)
    expect(redirectTo.mock.calls[0]?.[1]).toEqual({ url: details.redirect_url })
  })

  it('leaves the app only for http(s) addresses', () => {
    expect(safeRedirectUrl(details.redirect_url, 'https://obrafiado.mx')).toBe(details.redirect_url)
    expect(safeRedirectUrl('/pedidos', 'https://obrafiado.mx')).toBe('https://obrafiado.mx/pedidos')
    expect(safeRedirectUrl('javascript:alert(1)', 'https://obrafiado.mx')).toBe('/')
  })

  it('has no axe violations with details, on error and after paying', async () => {
    const user = userEvent.setup()
    const { actor, controller } = startLive(checkoutMachine, { paymentCode: details.payment_code })
    render(<CheckoutView actorRef={actor as CheckoutActorRef} />)
    await expectNoAxeViolations()
    await act(async () => {
      controller.settle('loadCheckoutDetails', { output: details })
      await settle()
    })
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Confirmar compra' }))
    await act(async () => {
      controller.settle('payCheckout', {
        error: { kind: 'http', status: 403, msg: SALE_MSG.checkoutNotYours },
      })
      await settle()
    })
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await act(async () => {
      controller.settle('payCheckout', { output: { success: true, msg: SALE_MSG.checkoutPaid } })
      await settle()
    })
    expect(screen.getByRole('heading', { name: '¡Compra confirmada!' })).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})
