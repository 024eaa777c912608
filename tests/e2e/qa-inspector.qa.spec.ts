import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { ddAfter, mexicoCityDay, openAs } from './helpers'
import { emailIn, expect, paymentIn, test } from './world'

/**
 * A QA build with no internet (the `qa` project: dist-qa/, `npm run build:e2e`): QA opens the local inspector
 * from the toolbar, in its panel or in a window of its own, watches a flow move, and sends an event by hand
 * (docs/architecture.md#inspector-qa).
 */

/** Everything but the e2e server fails as on a network with no way out. */
const cutTheInternet = (context: BrowserContext) =>
  context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1'
      ? route.continue()
      : route.abort('internetdisconnected'),
  )

async function readCode(customer: Page): Promise<{ userNumber: string; code: string }> {
  await customer.goto('/token')
  const codeCell = ddAfter(customer, 'Código de compra').locator('[aria-hidden="true"]')
  await expect(codeCell).toHaveText(/^\d{6}$/)
  return {
    userNumber: (await ddAfter(customer, 'Número de usuario').innerText()).trim(),
    code: (await codeCell.innerText()).trim(),
  }
}

test('offline, QA opens the local inspector, watches a sale move and sends an event by hand', async ({
  browser,
  world,
}) => {
  const customer = await openAs(browser, world, 'cliente@demo.mx')
  await cutTheInternet(customer.context())
  const { userNumber, code } = await readCode(customer)

  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await cutTheInternet(supplier.context())
  const popups: Page[] = []
  supplier.on('popup', (page) => popups.push(page))
  await supplier.goto('/front-desk')

  // The toolbar: nothing opened at load; the local inspector chosen with the switch, opened with a click.
  const toolbar = supplier.getByRole('complementary', { name: 'Herramientas de QA' })
  await expect(toolbar).toBeVisible()
  await expect(supplier.locator('iframe')).toHaveCount(0)
  const hosted = toolbar.getByRole('switch', { name: 'Stately en línea' })
  if (await hosted.isChecked()) await hosted.uncheck({ force: true })
  await toolbar.getByRole('button', { name: 'Inspector' }).click()
  const inspector = supplier.frameLocator('iframe[title="Inspector local"]')
  await expect(inspector.getByRole('heading', { level: 1, name: 'Inspector local' })).toBeVisible()

  // The sale's actor, started before the inspector opened, with its state lit on its chart.
  const actors = inspector.getByRole('navigation', { name: 'Actores' })
  await actors.getByRole('button', { name: 'sale', exact: true }).click()
  const state = inspector.getByTestId('inspected-state')
  await expect(state).toHaveText(/^form/)
  await expect(inspector.getByRole('heading', { name: 'Diagrama' })).toBeVisible()

  await supplier.getByLabel('Número de usuario').fill(userNumber)
  await expect(supplier.getByText('Constructora Robles')).toBeVisible({ timeout: 10_000 })
  await supplier.getByLabel('Código de compra').fill(code)
  await supplier.getByLabel('Monto').fill('1500')
  await supplier.getByLabel('Plazo (días)').fill('30')
  await supplier.getByLabel('Referencia').fill('Cemento gris 50 kg')
  const vendor = supplier.getByLabel('Vendedor')
  const vendorLabel = (await vendor.locator('option').allInnerTexts()).find((t) => t.includes('Jorge Ruiz'))
  await vendor.selectOption({ label: vendorLabel ?? '' })

  // The events arrive with their payloads, the purchase code masked.
  const events = inspector.getByRole('list', { name: /^Eventos \(\d+\)$/ })
  await expect(events.getByText('sale.change').first()).toBeVisible()
  await expect(events).toContainText('Cemento gris 50 kg')
  await expect(events).toContainText('"code": "•••"')
  await expect(inspector.locator('body')).not.toContainText(code)

  await supplier.getByRole('button', { name: 'Continuar' }).click()
  await expect(state).toHaveText(/^delivery/)
  await expect(events).toContainText('sale.continue')

  // The toolbar and the local inspector in it: nothing axe finds (WCAG 2 A and AA).
  const axe = await new AxeBuilder({ page: supplier })
    .include('#qa-toolbar')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // By hand: 'sale.skipDelivery', which the delivery step accepts, goes to the live sale and its view moves on.
  const accepted = inspector.getByRole('list', { name: 'Eventos que acepta el estado actual' })
  await accepted.getByRole('button', { name: 'sale.skipDelivery', exact: true }).click()
  await expect(inspector.getByRole('status').filter({ hasText: 'Enviado' })).toHaveText(
    'Enviado: sale.skipDelivery',
  )
  await expect(state).toHaveText(/^review/)
  await expect(supplier.getByLabel('He verificado la información')).toBeVisible()

  await supplier.getByLabel('He verificado la información').check({ force: true })
  await supplier.getByRole('button', { name: 'Confirmar' }).click()
  await expect(supplier.getByText('Compra registrada con éxito')).toBeVisible()
  await expect(state).toHaveText(/^result/)
  await expect(events).toContainText('sale.confirm')

  // Nothing went to the internet: no window to stately.ai opened.
  expect(popups).toEqual([])
})

/** A 1×1 PNG: the transfer receipt the builder uploads (a proof is a JPG, PNG or PDF, told by its bytes). */
const receiptPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )

test('offline, QA moves the local inspector to its own window and confirms a payment from it', async ({
  browser,
  request,
  world,
}) => {
  // Constructora Robles pays its pending 'Yeso y pasta texturizada' with a proof: 'A confirmar' for the supplier.
  const id = paymentIn(world, 'robles-pending-no-request')
  const login = await request.post('/api/login', {
    data: { email: emailIn(world, 'cliente@demo.mx'), password: world.password },
  })
  const { token } = (await login.json()) as { token: string }
  const reported = await request.post('/api/payments/report-payment', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      payment_id: String(id),
      file: { name: 'transferencia.png', mimeType: 'image/png', buffer: receiptPng() },
      tracking_key: `QA${id}`,
      operation_date: mexicoCityDay(-1).toISOString().slice(0, 10),
      sending_bank: '012',
    },
  })
  expect(reported.status(), await reported.text()).toBe(200)

  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await cutTheInternet(supplier.context())
  await supplier.goto('/payments')
  const tabs = supplier.getByRole('navigation', { name: 'Estado de los pagos' })
  await tabs.getByRole('link', { name: 'A confirmar' }).click()
  const actions = supplier.getByRole('button', { name: `Ver acciones del pago ${id}`, exact: true })
  const row = supplier.getByRole('row').filter({ has: actions })
  await expect(row.getByText('Pago a confirmar')).toBeVisible()

  // The local inspector in the toolbar's panel, then in a window of its own: the panel closes, the page is whole.
  const toolbar = supplier.getByRole('complementary', { name: 'Herramientas de QA' })
  const hosted = toolbar.getByRole('switch', { name: 'Stately en línea' })
  if (await hosted.isChecked()) await hosted.uncheck({ force: true })
  await toolbar.getByRole('button', { name: 'Inspector' }).click()
  const panel = supplier.frameLocator('iframe[title="Inspector local"]')
  await expect(panel.getByRole('heading', { level: 1, name: 'Inspector local' })).toBeVisible()
  const opening = supplier.context().waitForEvent('page')
  await toolbar.getByRole('button', { name: 'Abrir en otra ventana' }).click()
  const inspector = await opening
  await expect(inspector).toHaveURL(/\/qa-inspector\.html$/)
  await expect(inspector.getByRole('heading', { level: 1, name: 'Inspector local' })).toBeVisible()
  await expect(supplier.locator('iframe')).toHaveCount(0)
  await expect(toolbar.getByRole('button', { name: 'Cerrar inspector' })).toBeVisible()

  // 'Confirmar' from the row's actions: the dialog's own actor, asking first.
  await actions.click()
  await supplier.getByRole('menuitem', { name: 'Confirmar', exact: true }).click()
  const confirm = supplier.getByRole('alertdialog', { name: 'Confirmar pago' })
  await expect(confirm.getByText('¿Seguro que desea confirmar el pago?')).toBeVisible()
  const actors = inspector.getByRole('navigation', { name: 'Actores' })
  const dialogActor = actors.getByRole('button', { name: 'paymentDialogConfirm', exact: true })
  await dialogActor.click()
  const state = inspector.getByTestId('inspected-state')
  await expect(state).toHaveText('confirming')
  // One dialog open, one actor: none made in a render React threw away.
  await expect(dialogActor).toHaveCount(1)
  await expect(inspector.getByRole('heading', { name: 'Diagrama' })).toBeVisible()
  const accepted = inspector.getByRole('list', { name: 'Eventos que acepta el estado actual' })
  await expect(accepted.getByRole('button', { name: /^dialog\./ })).toHaveText([
    'dialog.submit',
    'dialog.close',
  ])

  // By hand from the window: 'dialog.submit' goes to the live dialog, the payment is confirmed.
  await accepted.getByRole('button', { name: 'dialog.submit', exact: true }).click()
  await expect(inspector.getByRole('status').filter({ hasText: 'Enviado' })).toHaveText(
    'Enviado: dialog.submit',
  )
  await expect(state).toHaveText('succeeded')
  const events = inspector.getByRole('list', { name: /^Eventos \(\d+\)$/ })
  const eventTypes = events.locator(':scope > li > span')
  await expect(eventTypes).toHaveText(['xstate.init', 'dialog.submit', 'xstate.done.actor.submit'])
  const success = supplier
    .getByRole('alertdialog')
    .or(supplier.getByRole('dialog'))
    .filter({ hasText: 'Exitoso' })
  await expect(success).toBeVisible()
  await inspector.screenshot({ path: test.info().outputPath('inspector-window.png'), fullPage: true })
  await supplier.screenshot({ path: test.info().outputPath('app.png') })

  await success.getByRole('button', { name: 'Aceptar' }).click()
  await expect(success).toBeHidden()
  await expect(state).toHaveText('done')
  await expect(eventTypes).toHaveText([
    'xstate.init',
    'dialog.submit',
    'xstate.done.actor.submit',
    'dialog.close',
  ])
  // Gone from 'A confirmar'; paid today, so first among 'Pagadas' by payment date, newest first.
  await expect(actions).toBeHidden()
  await tabs.getByRole('link', { name: 'Pagadas' }).click()
  const paidOn = supplier.getByRole('columnheader', { name: 'Pago' })
  await paidOn.getByRole('button').click()
  await expect(paidOn).toHaveAttribute('aria-sort', 'ascending')
  await paidOn.getByRole('button').click()
  await expect(paidOn).toHaveAttribute('aria-sort', 'descending')
  await expect(row.getByText('Pagada', { exact: true })).toBeVisible()
})

test("a QA build's pages carry no opener policy and may frame the local inspector", async ({ request }) => {
  for (const path of ['/login', '/qa-inspector.html']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cross-origin-opener-policy'], path).toBeUndefined()
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'")
  }
})
