import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { mexicoCityDay, openAs, typedDay } from './helpers'
import { expect, paymentIn, test } from './world'

/** Flows on Materiales El Fuerte's sales, each in its own demo world. */

const actionsButton = (page: Page, id: number) =>
  page.getByRole('button', { name: `Ver acciones del pago ${id}`, exact: true })

async function acknowledgeSuccess(page: Page) {
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Exitoso' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Aceptar' }).click()
  await expect(alert).toBeHidden()
}

test('the supplier exports a date range and the .xlsx downloads with its sales', async ({
  browser,
  world,
}) => {
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await supplier.goto('/payments')
  await supplier.getByRole('button', { name: 'Exportar' }).click()
  const dialog = supplier.getByRole('dialog', { name: 'Exportar' })
  await dialog.getByLabel('Periodo').selectOption({ label: 'Rango de fechas' })
  const today = mexicoCityDay()
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1))
  // Enter in a field sends the form, as in any form: the dates are left with Tab.
  await dialog.getByLabel('Fecha inicial').fill(typedDay(start))
  await dialog.getByLabel('Fecha inicial').press('Tab')
  await dialog.getByLabel('Fecha final').fill(typedDay(today))
  await dialog.getByLabel('Fecha final').press('Tab')

  const downloading = supplier.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Exportar' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^ventas_.*\.xlsx$/)
  await acknowledgeSuccess(supplier)

  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.worksheets[0]!
  expect(sheet.getRow(1).getCell(1).value).toBe('ID')
  expect(sheet.rowCount).toBeGreaterThan(1)
})

test('a builder asks for more days and the supplier accepts', async ({ browser, world }) => {
  const customer = await openAs(browser, world, 'cliente@demo.mx', { width: 360, height: 740 })
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')

  // A pending purchase with no request pending on it: its menu offers the request.
  const id = paymentIn(world, 'robles-pending-no-request')
  await customer.goto('/payments/pending')
  await actionsButton(customer, id).click()
  await customer.getByRole('menuitem', { name: 'Solicitar extensión de plazo' }).click()
  const request = customer.getByRole('dialog', { name: 'Solicitar extensión de plazo' })
  await request.getByLabel('Días de extensión').fill('7')
  await request.getByRole('button', { name: 'Solicitar extensión' }).click()
  await acknowledgeSuccess(customer)

  await supplier.goto('/dashboard-supplier')
  await supplier.getByRole('button', { name: `Aceptar la extensión del pago ${id}` }).click()
  const confirm = supplier
    .getByRole('alertdialog')
    .filter({ hasText: '¿Desea aceptar la extensión de plazo?' })
  await confirm.getByRole('button', { name: 'Si, aceptar' }).click()
  await acknowledgeSuccess(supplier)
  await expect(supplier.getByRole('button', { name: `Aceptar la extensión del pago ${id}` })).toBeHidden()

  // The builder sees the outcome on the purchase.
  await customer.goto(`/payments/pending`)
  await expect(actionsButton(customer, id)).toBeVisible()
  const row = customer.getByRole('row').filter({ has: actionsButton(customer, id) })
  await expect(row.getByText('Extendido 7 día(s)', { exact: true })).toBeVisible()
})

test("'Ver comprobante de pago' opens the PDF in the new tab, not a blank tab and a download", {
  tag: '@pdf-viewer',
}, async ({ browser, world }) => {
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await supplier.goto('/payments/to_confirm')
  await supplier
    .getByRole('button', { name: /^Ver acciones del pago \d+$/ })
    .first()
    .click()
  const opening = supplier.waitForEvent('popup')
  // The file as the tab loads it (the viewer's own pages carry its address in their query).
  const loading = supplier.context().waitForEvent('response', (res) => {
    const url = new URL(res.url())
    return url.pathname.startsWith('/api/files/download/') && res.request().resourceType() === 'document'
  })
  await supplier.getByRole('menuitem', { name: 'Ver comprobante de pago' }).click()
  const tab = await opening
  const headers = await (await loading).allHeaders()
  expect(headers['content-type']).toBe('application/pdf')
  expect(headers['content-disposition']).toMatch(/^inline; filename="comprobante-spei-\d+\.pdf"/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("default-src 'none'")
  // Chromium's viewer shows it: the tab goes to the file's address (a download would leave it blank).
  await tab.waitForURL(/\/api\/files\/download\//)
  await tab.waitForTimeout(1500)
  await tab.screenshot({ path: test.info().outputPath('proof-tab.png') })
})
