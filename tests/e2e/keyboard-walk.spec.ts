import type { Locator, Page } from '@playwright/test'
import { ddAfter, openAs } from './helpers'
import { expect, paymentIn, test } from './world'

/**
 * The route walk's keyboard half (docs/architecture.md#tests): Tab, Shift+Tab, Enter, Space and the arrows
 * only. The supplier's sale wizard and a payment dialog: every action of each step is reached by Tab and shows
 * its focus. In a world of its own (tests/e2e/world.ts), so on the main e2e server, not the walk's fixed clock.
 */

/**
 * What the focused element is, and whether its focus is visible: it matches :focus-visible and it, or for a
 * visually hidden input (Ark's checkboxes, our native switch) its visible control, draws an outline or a ring
 * in the theme's focusRing colour.
 */
const focusState = (page: Page) =>
  page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { name: 'body', visible: false, kb: null as string | null }
    const control =
      el.closest('label')?.querySelector('[data-focus-visible], [data-focus]') ??
      // The native switch (src/components/ui/Switch.tsx): the track right after its input draws the ring.
      (el.matches('input.peer') ? el.nextElementSibling : null)
    // The ring fades in (a border and box-shadow transition): judge it once drawn.
    const fading = [el, ...(control ? [control] : [])].flatMap((node) => node.getAnimations())
    await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)))
    const probe = document.createElement('span')
    probe.style.color = 'var(--colors-focus-ring)'
    document.body.append(probe)
    const ringColor = getComputedStyle(probe).color
    probe.remove()
    const ring = (node: Element) => {
      const style = getComputedStyle(node)
      const outline =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)'
      return outline || style.boxShadow.includes(ringColor)
    }
    return {
      name: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`,
      visible: el.matches(':focus-visible') && (ring(el) || (control ? ring(control) : false)),
      kb: el.getAttribute('data-kb'),
    }
  })

/** Presses `key` until `target` has focus, then checks the focus shows. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      const state = await focusState(page)
      expect(state.visible, `focus is visible on ${state.name}`).toBe(true)
      return
    }
    await page.keyboard.press(key)
  }
  throw new Error(`${key} never reached ${target}`)
}

/**
 * Tabs through the page until every enabled, visible action inside `scope` (buttons, links, fields) has had
 * the focus, each one visibly; fails naming those never reached or reached without a visible focus.
 */
async function tabThrough(page: Page, scope: Locator): Promise<void> {
  const names = await scope.evaluate((root) => {
    for (const old of document.querySelectorAll('[data-kb]')) old.removeAttribute('data-kb')
    const candidates = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    )
    const actions = [...candidates].filter(
      (el) =>
        !el.hasAttribute('disabled') &&
        el.getAttribute('aria-disabled') !== 'true' &&
        el.tabIndex >= 0 &&
        !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) &&
        !(el instanceof HTMLInputElement && el.type === 'hidden') &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden',
    )
    for (const [i, el] of actions.entries()) el.setAttribute('data-kb', String(i))
    return actions.map(
      (el) => `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`,
    )
  })
  expect(names.length, 'actions to reach').toBeGreaterThan(1)
  const reached = new Set<string>()
  const hidden: string[] = []
  for (let i = 0; i < names.length * 2 + 60 && reached.size < names.length; i++) {
    await page.keyboard.press('Tab')
    const state = await focusState(page)
    if (state.kb === null || reached.has(state.kb)) continue
    reached.add(state.kb)
    if (!state.visible) hidden.push(state.name)
  }
  expect(
    names.filter((_, i) => !reached.has(String(i))),
    'every action is reached by Tab',
  ).toEqual([])
  expect(hidden, 'every reached action shows its focus').toEqual([])
}

test('the sale wizard, keyboard only: every action of every step is reached, and the sale is made', async ({
  browser,
  world,
}) => {
  // The builder's code is read, not typed: only the counter's side is walked by keyboard.
  const customer = await openAs(browser, world, 'cliente@demo.mx', { width: 360, height: 740 })
  await customer.goto('/token')
  const codeCell = ddAfter(customer, 'Código de compra').locator('[aria-hidden="true"]')
  await expect(codeCell).toHaveText(/^\d{6}$/)
  const userNumber = ((await ddAfter(customer, 'Número de usuario').textContent()) ?? '').trim()
  const code = ((await codeCell.textContent()) ?? '').trim()

  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await supplier.goto('/front-desk')
  const main = supplier.getByRole('main')
  await expect(supplier.getByRole('heading', { name: 'Nueva venta' })).toBeVisible()

  // Step 1: the sale's data.
  await tabTo(supplier, supplier.getByLabel('Número de usuario'))
  await supplier.keyboard.type(userNumber)
  await expect(supplier.getByText('Constructora Robles')).toBeVisible({ timeout: 10_000 })
  await tabTo(supplier, supplier.getByLabel('Código de compra'))
  await supplier.keyboard.type(code)
  await tabTo(supplier, supplier.getByLabel('Monto'))
  await supplier.keyboard.type('1500')
  await tabTo(supplier, supplier.getByLabel('Plazo (días)'))
  await supplier.keyboard.type('30')
  await tabTo(supplier, supplier.getByLabel('Referencia'))
  await supplier.keyboard.type('Cemento gris 50 kg')
  // Back up to the vendor with Shift+Tab; the arrows choose Jorge Ruiz.
  const vendor = supplier.getByLabel('Vendedor')
  await tabTo(supplier, vendor, 'Shift+Tab')
  for (let i = 0; i < 10; i++) {
    const chosen = await vendor.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text ?? '')
    if (chosen.includes('Jorge Ruiz')) break
    await supplier.keyboard.press('ArrowDown')
  }
  await expect(vendor.locator('option:checked')).toContainText('Jorge Ruiz')
  await tabThrough(supplier, main)
  await tabTo(supplier, main.getByRole('button', { name: 'Continuar' }))
  await supplier.keyboard.press('Enter')

  // Step 2: the delivery address, skipped.
  await expect(supplier.getByLabel('Dirección de entrega')).toBeVisible()
  await tabThrough(supplier, main)
  await tabTo(supplier, main.getByRole('button', { name: 'Omitir' }))
  await supplier.keyboard.press('Enter')

  // Step 3: the summary, acknowledged with Space, confirmed with Enter.
  const acknowledge = supplier.getByLabel('He verificado la información')
  await expect(acknowledge).toBeAttached()
  await tabTo(supplier, acknowledge)
  await supplier.keyboard.press('Space')
  await expect(acknowledge).toBeChecked()
  await tabThrough(supplier, main)
  await tabTo(supplier, main.getByRole('button', { name: 'Confirmar' }))
  await supplier.keyboard.press('Enter')

  await expect(supplier.getByText('Compra registrada con éxito')).toBeVisible()
  await tabThrough(supplier, main)
  await tabTo(supplier, main.getByRole('button', { name: 'Nueva venta' }))
  await supplier.keyboard.press('Enter')
  await expect(supplier.getByLabel('Número de usuario')).toHaveValue('')
})

test('a payment dialog, keyboard only: the row menu opens it and every action in it is reached', async ({
  browser,
  world,
}) => {
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  const id = paymentIn(world, 'robles-pending-no-request')
  await supplier.goto('/payments/pending')
  const actions = supplier.getByRole('button', { name: `Ver acciones del pago ${id}`, exact: true })
  await expect(actions).toBeVisible()

  await tabTo(supplier, actions, 'Tab', 200)
  await supplier.keyboard.press('Enter')
  const item = supplier.getByRole('menuitem', { name: 'Extender plazo' })
  await expect(supplier.getByRole('menu')).toBeVisible()
  for (let i = 0; i < 12; i++) {
    if (await item.evaluate((el) => el.hasAttribute('data-highlighted') || el === document.activeElement))
      break
    await supplier.keyboard.press('ArrowDown')
  }
  await supplier.keyboard.press('Enter')

  const dialog = supplier.getByRole('dialog', { name: 'Extender plazo' })
  await expect(dialog).toBeVisible()
  await tabThrough(supplier, dialog)
  // Focus stays in the dialog, and Escape gives it back to the row's menu button.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await supplier.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(actions).toBeFocused()
})
