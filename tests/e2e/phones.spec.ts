import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { openAs, tokenOf } from './helpers'
import { emailIn, expect, test, type World } from './world'

/**
 * Phones first (docs/decisions.md#phones-first): at 360 px every list keeps its data and actions on screen,
 * with no sideways page scroll; at 1280 px the pinned actions column covers no header.
 */

const PHONE = { width: 360, height: 740 }
const TABLET = { width: 768, height: 1000 }
const DESKTOP = { width: 1280, height: 800 }

/** The page itself never scrolls sideways (the message names the elements that stick out). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement
    const excess = root.scrollWidth - root.clientWidth
    if (excess <= 0) return null
    const out = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 80)}`)
    return `${excess}px: ${out.join(' | ')}`
  })
  expect(overflow, 'horizontal page overflow').toBeNull()
}

/**
 * The element lies inside the viewport's width and inside every clipping (scrolling) box around it, as the
 * page is now: nobody has to scroll sideways to reach it.
 */
async function expectHorizontallyVisible(target: Locator) {
  await expect(target).toBeVisible()
  const problem = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5) {
      return `outside the viewport: ${Math.round(rect.left)}–${Math.round(rect.right)} of ${window.innerWidth}`
    }
    for (let box = element.parentElement; box; box = box.parentElement) {
      const overflowX = getComputedStyle(box).overflowX
      if (overflowX === 'visible') continue
      const clip = box.getBoundingClientRect()
      if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) {
        return `clipped by a scrolling ${box.tagName.toLowerCase()}: ${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(clip.left)}–${Math.round(clip.right)}`
      }
    }
    return null
  })
  expect(problem, await target.evaluate((e) => e.outerHTML.slice(0, 120))).toBeNull()
}

async function expectAllHorizontallyVisible(targets: Locator, atLeast = 1) {
  await expect(targets.first()).toBeVisible()
  const count = await targets.count()
  expect(count).toBeGreaterThanOrEqual(atLeast)
  for (let i = 0; i < count; i++) await expectHorizontallyVisible(targets.nth(i))
}

/** The lists as laid out now (cards on a phone) keep valid table roles and names: axe finds nothing. */
async function expectTablesAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('table').analyze()
  const report = results.violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html.slice(0, 160)}`).join('\n')}`,
  )
  expect(report, report.join('\n\n')).toEqual([])
}

const rowActions = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^Ver acciones del pago \d+$/ })

test('the supplier at 360 px: sales list, chips and every row action on screen', async ({
  browser,
  world,
}) => {
  const page = await openAs(browser, world, 'proveedor@demo.mx', PHONE)
  await page.goto('/payments')
  const chips = page.getByRole('navigation', { name: 'Estado de los pagos' })
  // The supplier's default status is 'Por vencer', the last chip.
  const selected = chips.getByRole('link', { name: 'Por vencer' })
  await expect(selected).toHaveAttribute('aria-current', 'page')
  await expect(selected).toBeInViewport()
  await expectHorizontallyVisible(selected)
  for (const label of ['Pendientes', 'A confirmar', 'Pagadas', 'Vencidas']) {
    await expectHorizontallyVisible(chips.getByRole('link', { name: label }))
  }
  await expectAllHorizontallyVisible(rowActions(page))
  await expectNoPageOverflow(page)

  await page.goto('/payments/pending')
  await expect(chips.getByRole('link', { name: 'Pendientes' })).toHaveAttribute('aria-current', 'page')
  await expectAllHorizontallyVisible(rowActions(page))
  await expectNoPageOverflow(page)
  await expectTablesAxeClean(page)
  await page.screenshot({ path: test.info().outputPath('payments-supplier-360.png'), fullPage: true })
})

test('the builder at 360 px: purchases list and the dashboard tables', async ({ browser, world }) => {
  const page = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await expect(page.getByRole('heading', { name: 'Solicitudes de extensión de plazos' })).toBeVisible()
  const transactions = page.getByRole('region', { name: 'Transacciones' })
  await expectAllHorizontallyVisible(rowActions(transactions))
  // The builder's extension requests: the outcome of each one stays on screen.
  const extensions = page.getByRole('table', { name: 'Solicitudes de extensión de plazos' })
  await expectAllHorizontallyVisible(extensions.getByText(/^(Pendiente|Aceptado|Rechazado)$/))
  await expectNoPageOverflow(page)
  await expectTablesAxeClean(page)
  await page.screenshot({ path: test.info().outputPath('dashboard-customer-360.png'), fullPage: true })

  await page.goto('/payments')
  const selected = page.getByRole('navigation', { name: 'Estado de los pagos' }).getByRole('link', {
    name: 'Vencidas',
  })
  await expect(selected).toHaveAttribute('aria-current', 'page')
  await expect(selected).toBeInViewport()
  await expectHorizontallyVisible(selected)
  await expectAllHorizontallyVisible(rowActions(page))
  await expectNoPageOverflow(page)
  await page.screenshot({ path: test.info().outputPath('payments-customer-360.png'), fullPage: true })
})

test('the supplier dashboard at 360 px: transactions and extension requests with their buttons', async ({
  browser,
  world,
}) => {
  const page = await openAs(browser, world, 'proveedor@demo.mx', PHONE)
  await expect(page.getByRole('heading', { name: 'Solicitudes de extensión de plazos' })).toBeVisible()
  await expectAllHorizontallyVisible(page.getByRole('button', { name: /^Aceptar la extensión del pago/ }))
  await expectAllHorizontallyVisible(page.getByRole('button', { name: /^Rechazar la extensión del pago/ }))
  await expectAllHorizontallyVisible(rowActions(page.getByRole('region', { name: 'Transacciones' })))
  await expectNoPageOverflow(page)
  await expectTablesAxeClean(page)
  await page.screenshot({ path: test.info().outputPath('dashboard-supplier-360.png'), fullPage: true })
})

/** A reserved line of the world's builder with the world's supplier, made through the API. */
async function reserveLine(request: APIRequestContext, world: World, customerToken: string) {
  const code = await request.post('/api/customers/generate-token', {
    headers: { Authorization: `Bearer ${customerToken}` },
  })
  expect(code.status()).toBe(200)
  const { token } = (await code.json()) as { token: string }
  const login = await request.post('/api/login', {
    data: { email: emailIn(world, 'proveedor@demo.mx'), password: world.password },
  })
  const supplierToken = ((await login.json()) as { token: string }).token
  const created = await request.post('/api/reserved-credit-line/create', {
    headers: { Authorization: `Bearer ${supplierToken}` },
    data: {
      user_id: world.accounts['cliente@demo.mx']?.user_id,
      amount: 1500,
      days: 15,
      token,
      reference: 'Obra Lomas, colados de losa',
    },
  })
  expect(created.status(), await created.text()).toBe(200)
}

test('reserved lines at 360 px: Activa and Eliminar on screen', async ({ browser, request, world }) => {
  const customer = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await reserveLine(request, world, await tokenOf(customer))
  const page = await openAs(browser, world, 'proveedor@demo.mx', PHONE)
  await page.goto('/reserved-credit-lines')
  const table = page.getByRole('table', { name: 'Líneas de crédito reservadas' })
  await expectAllHorizontallyVisible(table.getByRole('button', { name: /^Eliminar línea de / }))
  await expectAllHorizontallyVisible(table.getByText('Sí', { exact: true }))
  await expectHorizontallyVisible(table.getByText('Obra Lomas, colados de losa'))
  await expectNoPageOverflow(page)
  await expectTablesAxeClean(page)
  await page.screenshot({ path: test.info().outputPath('reserved-lines-360.png'), fullPage: true })
})

for (const email of ['proveedor@demo.mx', 'cliente@demo.mx']) {
  test(`at 1280 px the pinned actions column covers no header (${email})`, async ({ browser, world }) => {
    const page = await openAs(browser, world, email, DESKTOP)
    await page.goto('/payments/pending')
    const pago = page.getByRole('columnheader', { name: /^Pago/ })
    const actions = page.getByRole('columnheader', { name: 'Acciones' })
    await expect(pago).toBeVisible()
    const pagoBox = await pago.boundingBox()
    const actionsBox = await actions.boundingBox()
    expect(pagoBox && actionsBox).toBeTruthy()
    if (!pagoBox || !actionsBox) return
    expect(pagoBox.x + pagoBox.width, "the 'Pago' header ends before the actions column").toBeLessThanOrEqual(
      actionsBox.x + 0.5,
    )
    await expectAllHorizontallyVisible(rowActions(page))
    await expectNoPageOverflow(page)
    await page.screenshot({ path: test.info().outputPath(`payments-1280-${email.split('@')[0]}.png`) })

    // The dashboards' three tables: their last header ends before the pinned actions column too.
    await page.getByRole('link', { name: 'Inicio' }).click()
    const transactions = page.getByRole('region', { name: 'Transacciones' })
    await expect(rowActions(transactions).first()).toBeVisible()
    const tables = transactions.getByRole('table')
    await expect(tables).toHaveCount(3)
    for (let i = 0; i < 3; i++) {
      const last = await tables.nth(i).getByRole('columnheader', { name: 'Vencimiento' }).boundingBox()
      const pinned = await tables.nth(i).getByRole('columnheader', { name: 'Acciones' }).boundingBox()
      expect(last && pinned).toBeTruthy()
      if (!last || !pinned) return
      expect(
        last.x + last.width,
        "the 'Vencimiento' header ends before the actions column",
      ).toBeLessThanOrEqual(pinned.x + 0.5)
    }
    await expectNoPageOverflow(page)
  })
}

test('at 768 px the tables keep their actions on screen: reserved lines, extension requests, sales', async ({
  browser,
  request,
  world,
}) => {
  const customer = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await reserveLine(request, world, await tokenOf(customer))
  const page = await openAs(browser, world, 'proveedor@demo.mx', TABLET)
  await expectAllHorizontallyVisible(page.getByRole('button', { name: /^Aceptar la extensión del pago/ }))
  await expectAllHorizontallyVisible(page.getByRole('button', { name: /^Rechazar la extensión del pago/ }))
  await expectAllHorizontallyVisible(rowActions(page.getByRole('region', { name: 'Transacciones' })))
  await expectNoPageOverflow(page)
  await page.screenshot({ path: test.info().outputPath('dashboard-supplier-768.png'), fullPage: true })

  await page.goto('/reserved-credit-lines')
  const table = page.getByRole('table', { name: 'Líneas de crédito reservadas' })
  await expectAllHorizontallyVisible(table.getByRole('button', { name: /^Eliminar línea de / }))
  await expectAllHorizontallyVisible(table.getByText('Sí', { exact: true }))
  await expectNoPageOverflow(page)
  await page.screenshot({ path: test.info().outputPath('reserved-lines-768.png') })

  await page.goto('/payments')
  await expectAllHorizontallyVisible(rowActions(page))
  await expectNoPageOverflow(page)
})

test('at 1024 px the supplier menu is behind "Abrir menú" (nine entries fit a row from 1280 only)', async ({
  browser,
  world,
}) => {
  const page = await openAs(browser, world, 'proveedor@demo.mx', { width: 1024, height: 768 })
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
  const menuButton = page.getByRole('button', { name: 'Abrir menú' })
  await expectHorizontallyVisible(menuButton)
  expect((await page.locator('header').first().boundingBox())?.height ?? 0).toBeLessThanOrEqual(80)
  await expectNoPageOverflow(page)
  await menuButton.click()
  await expect(page.getByRole('link', { name: 'Cotizaciones' })).toBeVisible()
})
