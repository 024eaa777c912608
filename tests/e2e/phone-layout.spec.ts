import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { openAs } from './helpers'
import { emailIn, expect, test, type World } from './world'

/**
 * Small layout promises at 360 px (docs/decisions.md#phones-first), measured on the boxes Chromium draws: the
 * sale's stepper, the payments pager, the profile's tabs, the 'Pagar' sheet and the registration's loading
 * screen.
 */

const PHONE = { width: 360, height: 740 }

type Box = { x: number; y: number; width: number; height: number }

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box
}

/** The two boxes share some area (touching edges do not count). */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5

test('at 360 px the sale stepper draws each connector between two circles, never across one', async ({
  browser,
  world,
}) => {
  const page = await openAs(browser, world, 'proveedor@demo.mx', PHONE)
  await page.goto('/front-desk')
  const steps = page.getByRole('list', { name: 'Pasos de la venta' })
  await expect(steps.getByRole('listitem')).toHaveCount(4)
  const circles = await Promise.all(
    (await steps.locator('[data-part="indicator"]').all()).map((circle) => boxOf(circle)),
  )
  const lines = await Promise.all(
    (await steps.locator('[data-part="separator"]').all()).map((line) => boxOf(line)),
  )
  expect(circles).toHaveLength(4)
  expect(lines).toHaveLength(3)
  for (const [i, line] of lines.entries()) {
    for (const [j, circle] of circles.entries()) {
      expect(overlap(line, circle), `connector ${i + 1} crosses circle ${j + 1}`).toBe(false)
    }
    // Each line runs from its step's circle to the next one, and has some length.
    expect(line.width).toBeGreaterThanOrEqual(8)
    expect(line.x).toBeGreaterThanOrEqual(circles[i]!.x + circles[i]!.width - 0.5)
    expect(line.x + line.width).toBeLessThanOrEqual(circles[i + 1]!.x + 0.5)
  }
  for (const circle of circles) expect(circle.x + circle.width).toBeLessThanOrEqual(PHONE.width)
  await page.screenshot({ path: test.info().outputPath('front-desk-360.png') })
})

/** `count` sales of the world's supplier to its builder, each with a purchase code of the builder's. */
async function sell(request: APIRequestContext, world: World, count: number) {
  const tokenOf = async (demoEmail: string) => {
    const login = await request.post('/api/login', {
      data: { email: emailIn(world, demoEmail), password: world.password },
    })
    return ((await login.json()) as { token: string }).token
  }
  const customer = { Authorization: `Bearer ${await tokenOf('cliente@demo.mx')}` }
  const supplier = { Authorization: `Bearer ${await tokenOf('proveedor@demo.mx')}` }
  for (let i = 0; i < count; i++) {
    const code = await request.post('/api/customers/generate-token', { headers: customer })
    const { token } = (await code.json()) as { token: string }
    const sale = await request.post('/api/payments/create', {
      headers: supplier,
      data: { user_id: world.accounts['cliente@demo.mx']?.user_id, amount: 10, term: 30, token },
    })
    expect(((await sale.json()) as { success: boolean }).success).toBe(true)
  }
}

test('at 360 px the payments pager keeps its six pages and both arrows on one line', async ({
  browser,
  request,
  world,
}) => {
  // Six pages and more of pending sales: the pager shows its six page buttons between the arrows.
  await sell(request, world, 55)
  const page = await openAs(browser, world, 'proveedor@demo.mx', PHONE)
  await page.goto('/payments/pending')
  const pager = page.getByRole('navigation', { name: 'Páginas de ventas' })
  await pager.scrollIntoViewIfNeeded()
  const buttons = pager.getByRole('button')
  await expect(pager.getByRole('button', { name: /^Página \d+/ })).toHaveCount(6)
  const boxes = await Promise.all((await buttons.all()).map((button) => boxOf(button)))
  expect(boxes).toHaveLength(8)
  const top = boxes[0]!.y
  for (const box of boxes) {
    expect(box.y, 'every button on the first line').toBeCloseTo(top, 0)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    // Still a finger's target.
    expect(box.width).toBeGreaterThanOrEqual(32)
  }
  await expect(pager.getByRole('button', { name: 'Página siguiente' })).toBeEnabled()
  await pager.screenshot({ path: test.info().outputPath('pager-360.png') })
})

test('at 360 px every profile tab is on screen, whole, and the supplier reads its credit terms', async ({
  browser,
  world,
}) => {
  const page = await openAs(browser, world, 'proveedor@demo.mx', PHONE)
  await page.goto('/profile')
  const tablist = page.getByRole('tablist', { name: 'Perfil del negocio' })
  const tabs = tablist.getByRole('tab')
  await expect(tabs).toHaveCount(2)
  const list = await boxOf(tablist)
  for (const tab of await tabs.all()) {
    const box = await boxOf(tab)
    const name = await tab.textContent()
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(list.x - 0.5)
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(list.x + list.width + 0.5)
    // The label is not cut inside its own tab either.
    expect(await tab.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true)
  }
  expect(list.x + list.width).toBeLessThanOrEqual(PHONE.width)
  // The supplier's own credit terms (docs/decisions.md#supplier-credit-terms), not '—'.
  const terms = page.getByRole('region', { name: 'Condiciones comerciales' })
  await expect(terms.getByRole('definition')).toHaveText(['$300,000.00', '$100,000.00', '90 días', '3 %'])
  await page.screenshot({ path: test.info().outputPath('profile-terms-360.png'), fullPage: true })
  await page.getByRole('tab', { name: 'Cuentas bancarias' }).click()
  await expect(page.getByRole('tab', { name: 'Cuentas bancarias' })).toHaveAttribute('aria-selected', 'true')
  await page.screenshot({ path: test.info().outputPath('profile-360.png') })
})

test("at 360 × 740 the 'Pagar' sheet opens with 'Cancelar' and its send button on screen", async ({
  browser,
  world,
}) => {
  const page = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await page.goto('/payments/pending')
  await page
    .getByRole('button', { name: /^Ver acciones del pago \d+$/ })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Pagar' }).click()
  const sheet = page.getByRole('dialog', { name: 'Pagar' })
  await expect(sheet.getByText('Transfiere a esta CLABE')).toBeVisible()
  for (const name of ['Cancelar', 'Enviar comprobante']) {
    const box = await boxOf(sheet.getByRole('button', { name }))
    expect(box.y, `${name} starts on screen`).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, `${name} ends on screen`).toBeLessThanOrEqual(PHONE.height)
  }
  await page.screenshot({ path: test.info().outputPath('pagar-360.png') })
})

/** Holds the registration's snapshot request until `release` is called. */
async function holdApplication(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/register/application**', async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('while the registration restores, a centred, announced "Cargando tu solicitud…"', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  const release = await holdApplication(page)
  // A wizard that was under way on this phone: its token is in storage (an unknown one: the server answers 404).
  await page.addInitScript(() => localStorage.setItem('register_token', 'x'.repeat(43)))
  await page.goto('/register/files/company')
  const loading = page.getByRole('status').filter({ hasText: 'Cargando tu solicitud…' })
  await expect(loading).toBeVisible()
  const box = await boxOf(loading)
  const middle = box.x + box.width / 2
  expect(Math.abs(middle - PHONE.width / 2), 'centred across').toBeLessThanOrEqual(2)
  const height = box.y + box.height / 2
  expect(Math.abs(height - PHONE.height / 2), 'centred down the screen').toBeLessThanOrEqual(PHONE.height / 4)
  await page.screenshot({ path: test.info().outputPath('register-loading-360.png') })
  release()
  await context.close()
})
