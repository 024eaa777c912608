import { ACTION_LABEL, actionsFor, type PaymentActionName } from '@machines/payments'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { customerViewer, pagePayments, supplierViewer } from './payments.fixtures'

/**
 * A payment dialog's host (plain, files or dates: src/features/payment-dialogs/lazy.tsx) starts downloading
 * when someone reaches for what opens it, before it is pressed (prefetch on hover, not on open;
 * docs/decisions.md#budgets): the dashboard cards' buttons, the row menu's item highlighted, the payments
 * list's toolbar (and its filter panel).
 * Each test imports the screens afresh, so no host is loaded when they mount; the list says which were asked for.
 */
const HOSTS = ['plain', 'files', 'dates'] as const
/** The hosts asked for, in order ('filters': the payments list's filter panel). */
let imported: string[] = []

async function fresh() {
  vi.resetModules()
  imported = []
  // A stand-in host that loads at once: a real one takes seconds to transform under load, and an import still
  // under way when the next test resets the modules would be shared with that test's.
  for (const host of HOSTS)
    vi.doMock(`@/features/payment-dialogs/hosts/${host}`, () => {
      imported.push(host)
      return { default: () => null }
    })
  return {
    ...(await import('@/features/dashboard/PurchaseCards')),
    ...(await import('@/features/payments/RowActionsMenu')),
    ...(await import('@/features/payment-dialogs/lazy')),
  }
}

/** What each action of a row asks for, by the spec: a proof or an invoice (files), a number or a yes (plain). */
const HOST_OF: Partial<Record<PaymentActionName, (typeof HOSTS)[number]>> = {
  pay: 'files',
  informPayment: 'files',
  attachInvoice: 'files',
  confirm: 'plain',
  reject: 'plain',
  reportNonPayment: 'plain',
  requestFactoring: 'plain',
  extendTerm: 'plain',
  requestExtendTerm: 'plain',
  edit: 'plain',
  assignProject: 'plain',
}

/** The payments list's screen and machine, imported afresh, with the filter panel counted as a host. */
async function freshList() {
  const screens = await fresh()
  vi.doMock('@/features/payments/FilterPanel', () => {
    imported.push('filters')
    return { default: () => null }
  })
  return {
    ...screens,
    ...(await import('@/features/payments/PaymentsView')),
    ...(await import('@machines/payments-list')),
    ...(await import('xstate')),
  }
}

/** A supplier's row menu for a pending payment, open as if its button was pressed; its screen imported afresh. */
async function freshMenu(openedBy: 'pointer' | 'keyboard') {
  const { default: RowActionsMenu } = await fresh()
  const payment = pagePayments.pending
  const onAction = vi.fn()
  render(
    <RowActionsMenu
      trigger={<button type="button">Ver acciones</button>}
      openedBy={openedBy}
      payment={payment}
      viewer={supplierViewer}
      onAction={onAction}
    />,
  )
  return { payment, onAction }
}

/** A builder's pending purchase card, its screen imported afresh. */
async function freshCard() {
  const { PurchaseCard } = await fresh()
  render(
    <ul>
      <PurchaseCard payment={pagePayments.pending} viewer={customerViewer} onAction={vi.fn()} />
    </ul>,
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('a payment dialog loads when its button is reached for', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it("a purchase card: nothing on mount; 'Pagar' pointed at loads the files host, 'Extender' focused the plain one", async () => {
    await freshCard()
    await settle()
    expect(imported).toEqual([])
    await userEvent.setup().hover(screen.getByRole('button', { name: /^Pagar la compra/ }))
    await waitFor(() => expect(imported).toEqual(['files']))
    fireEvent.focus(screen.getByRole('button', { name: /^Extender el plazo/ }))
    await waitFor(() => expect(imported).toEqual(['files', 'plain']))
  })

  it("a touch on 'Pagar' (a phone has no pointer over it) loads its host too", async () => {
    await freshCard()
    fireEvent.touchStart(screen.getByRole('button', { name: /^Pagar la compra/ }))
    await waitFor(() => expect(imported).toEqual(['files']))
  })

  it("the row menu: the highlighted item's host, before it is chosen", async () => {
    const { payment, onAction } = await freshMenu('pointer')
    await screen.findByRole('menu')
    await settle()
    expect(imported).toEqual([])
    // 'Informar pago' asks for a proof (files); 'Extender plazo' a number of days (plain).
    expect(actionsFor(payment, supplierViewer)).toEqual(
      expect.arrayContaining(['informPayment', 'extendTerm']),
    )
    // The arrows highlight the items one by one (the pointer does the same through Ark's highlight change): each
    // item's host is asked for as it is reached.
    const user = userEvent.setup()
    const expected = new Set<string>()
    for (const action of actionsFor(payment, supplierViewer)) {
      await user.keyboard('{ArrowDown}')
      expect(screen.getByRole('menuitem', { name: new RegExp(`^${ACTION_LABEL[action]}`) })).toHaveAttribute(
        'data-highlighted',
      )
      const host = HOST_OF[action]
      if (host) expected.add(host)
      await waitFor(() => expect(new Set(imported)).toEqual(expected))
    }
    expect(expected).toEqual(new Set(['files', 'plain']))
    expect(onAction).not.toHaveBeenCalled()
  })

  it('the row menu opened from the keyboard: its first item is highlighted at once, and its host loads', async () => {
    const { payment } = await freshMenu('keyboard')
    const first = actionsFor(payment, supplierViewer)[0]!
    expect(
      await screen.findByRole('menuitem', { name: new RegExp(`^${ACTION_LABEL[first]}`) }),
    ).toHaveAttribute('data-highlighted')
    await waitFor(() => expect(imported).toEqual([HOST_OF[first]]))
  })

  it("the list's toolbar: Exportar and Reporte de clientes load the dates host, Filtrar the filter panel", async () => {
    const { PaymentsView, paymentsListMachine, createActor } = await freshList()
    const actor = createActor(paymentsListMachine, { input: { role: 'supplier' } }).start()
    render(<PaymentsView actorRef={actor} viewer={supplierViewer} />)
    await settle()
    expect(imported).toEqual([])
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Exportar' }))
    await waitFor(() => expect(imported).toEqual(['dates']))
    fireEvent.focus(screen.getByRole('button', { name: 'Reporte de clientes' }))
    fireEvent.touchStart(screen.getByRole('button', { name: 'Filtrar' }))
    await waitFor(() => expect(imported).toEqual(['dates', 'filters']))
    actor.stop()
  })

  it('what opens no dialog (a file to look at) loads no host', async () => {
    const { preloadDialog } = await fresh()
    preloadDialog('viewInvoice')
    await settle()
    expect(imported).toEqual([])
  })

  it('a dialog kind loads the host of its family once, however often it is reached for', async () => {
    const { preloadDialog } = await fresh()
    preloadDialog('export')
    preloadDialog('customersReport')
    await waitFor(() => expect(imported).toEqual(['dates']))
  })
})
