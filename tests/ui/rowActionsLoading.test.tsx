import { ACTION_LABEL } from '@machines/payments'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pagePayments, supplierViewer, tableDefaults } from './payments.fixtures'

/**
 * The rows' 'Ver acciones' menu is a chunk loaded when someone reaches for a button, not when the table opens
 * (prefetch on hover, not on open; docs/decisions.md#budgets). Each test imports the table afresh, so the
 * chunk is not loaded yet when its rows mount.
 */
let menuImports = 0

async function freshTable() {
  vi.resetModules()
  menuImports = 0
  vi.doMock('@/features/payments/RowActionsMenu', async (importOriginal) => {
    menuImports++
    return importOriginal()
  })
  const { PaymentsTable } = await import('@/features/payments/PaymentsTable')
  const onAction = vi.fn()
  render(
    <PaymentsTable
      {...tableDefaults}
      payments={[pagePayments.pending]}
      viewer={supplierViewer}
      onAction={onAction}
    />,
  )
  const button = screen.getByRole('button', { name: `Ver acciones del pago ${pagePayments.pending.id}` })
  return { button, onAction }
}

describe("'Ver acciones' before its menu has loaded", () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('the table opens without the menu; pointing at a button loads it', async () => {
    const { button } = await freshTable()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(menuImports).toBe(0)
    await userEvent.setup().hover(button)
    await waitFor(() => expect(menuImports).toBe(1))
  })

  it('is an active button that announces a menu; pressed with the pointer, the menu opens', async () => {
    const { button } = await freshTable()
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).not.toHaveAttribute('aria-disabled')
    await userEvent.setup().click(button)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0)
    // Opened by a pointer: nothing highlighted yet, as a loaded menu does.
    expect(menu.getAttribute('aria-activedescendant') ?? '').toBe('')
  })

  it('pressed from the keyboard, the menu opens with its first item highlighted and choosing works', async () => {
    const { button, onAction } = await freshTable()
    const user = userEvent.setup()
    button.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    const [first] = within(menu).getAllByRole('menuitem')
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBe(first!.id))
    // The menu takes the focus from the stand-in once it has drawn.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Enter}')
    expect(onAction).toHaveBeenCalledTimes(1)
    const [action, payment] = onAction.mock.calls[0]!
    expect(ACTION_LABEL[action as keyof typeof ACTION_LABEL]).toBe(first!.textContent)
    expect(payment).toBe(pagePayments.pending)
  })
})
