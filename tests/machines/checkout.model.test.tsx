import { type CheckoutDetails, SALE_MSG } from '@contract/sales'
import { checkoutMachine } from '@machines/checkout'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, EventObject } from 'xstate'
import { CheckoutView } from '@/features/checkout/CheckoutView'
import type { CheckoutActorRef } from '@/features/checkout/checkoutLogic'
import { safeRedirectUrl } from '@/features/checkout/checkoutLogic'
import { formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { withFixedIdempotencyKey } from './lib/fixedKey'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

type Machine = typeof checkoutMachine

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

const details: CheckoutDetails = {
  amount: 8450.5,
  term: 30,
  payment_code: 'PC-7F3K9Q',
  supplier_name: 'Aceros del Norte',
  redirect_url: 'https://tienda.acerosdelnorte.mx/pedido/991',
}
const DETAIL_TEXT = 'Tu compra fue registrada. Te llevaremos de regreso a la tienda.'

const spec: ModelSpec<Machine> = {
  machine: withFixedIdempotencyKey(checkoutMachine),
  input: { paymentCode: details.payment_code },
  events: [
    { type: 'checkout.confirm' },
    { type: 'checkout.retry' },
    settled('loadCheckoutDetails', details),
    failed('loadCheckoutDetails', { kind: 'http', status: 404, msg: SALE_MSG.checkoutNotFound }),
    settled('payCheckout', { success: true, msg: SALE_MSG.checkoutPaid }),
    settled('payCheckout', { success: false, msg: SALE_MSG.overAvailable }),
    failed('payCheckout', { kind: 'http', status: 403, msg: SALE_MSG.checkoutNotYours }),
    { type: 'xstate.after.detailHold.checkout.celebrating' },
    { type: 'xstate.after.redirectHold.checkout.announcingRedirect' },
  ],
}
const paths = modelPaths(spec)

const expectDetails = () => {
  const amount = screen.getByText('Monto').nextElementSibling
  expect(amount).toHaveTextContent(formatMoney(details.amount))
  expect(screen.getByText('Plazo').nextElementSibling).toHaveTextContent('30 días')
  expect(screen.getByText('Proveedor').nextElementSibling).toHaveTextContent(details.supplier_name)
  expect(screen.getByText('Código de pago').nextElementSibling).toHaveTextContent(details.payment_code)
}

const view: ViewSpec<Machine> = {
  ...spec,
  render: (actor: AnyActorRef) => render(<CheckoutView actorRef={actor as CheckoutActorRef} />),
  userEvents: {
    'checkout.confirm': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar compra' })),
    'checkout.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
  },
  states: {
    'checkout.loadingDetails': () =>
      expect(screen.getByRole('status', { name: 'Cargando los datos de la compra' })).toBeInTheDocument(),
    'checkout.detailsFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(SALE_MSG.checkoutNotFound)
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
    'checkout.payFailed': (snapshot) => {
      expectDetails()
      expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.error)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
        'href',
        details.redirect_url,
      )
    },
    'checkout.celebrating': () => {
      expect(screen.getByRole('heading', { name: '¡Compra confirmada!' })).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(SALE_MSG.checkoutPaid)
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
  },
}

describe('checkout machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })

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
