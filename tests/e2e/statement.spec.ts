import ExcelJS from 'exceljs'
import { mailLink, mainNav, openAs } from './helpers'
import { emailIn, expect, test } from './world'

const PHONE = { width: 360, height: 740 }
const money = (pesos: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(
    pesos,
  )

type StatementAnswer = { total: number; data: { id: number; supplier_name: string; amount: number }[] }

test('on a phone, a builder opens its statement from the Monday mail and downloads the xlsx', async ({
  browser,
  request,
  world,
}) => {
  // The Monday job, now, for this world's organizations (the e2e hook; the job itself waits for Monday 07:00).
  const sent = await request.post('/api/e2e/weekly-statements', {
    data: { organization_ids: Object.values(world.accounts).map((account) => account.organization_id) },
  })
  expect(sent.status()).toBe(200)
  const link = await mailLink(emailIn(world, 'cliente@demo.mx'), 'Tu estado de cuenta')
  const path = new URL(link).pathname
  expect(path).toMatch(/^\/statement\/[A-Za-z0-9_-]{43}$/)
  const answer = (await (
    await request.get(`/api/customers/account-status/${path.split('/').at(-1)}`)
  ).json()) as StatementAnswer
  expect(answer.data.length).toBeGreaterThan(0)

  // Not signed in, on the phone.
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Resumen de la semana' })
  await expect(summary).toContainText('Constructora Robles')
  await expect(summary).toContainText(/Semana del \d+/)
  await expect(summary).toContainText(`Total a pagar esta semana${money(answer.total)}`)
  await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible()
  // Cards on the phone, one per payment, and nothing wider than the screen.
  const cards = page.getByRole('list', { name: 'Pagos de la semana' }).getByRole('listitem')
  await expect(cards).toHaveCount(answer.data.length)
  await expect(cards.first()).toContainText(answer.data[0]!.supplier_name)
  await expect(page.getByRole('table')).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('estado_de_cuenta.xlsx')
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(await download.path())
  const sheet = book.worksheets[0]!
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'ID',
    'Proveedor',
    'Monto',
    'Fecha de compra',
    'Fecha de vencimiento',
  ])
  expect(sheet.rowCount).toBe(answer.data.length + 2)
  answer.data.forEach((row, i) => {
    expect(sheet.getRow(i + 2).getCell(1).value).toBe(row.id)
    expect(sheet.getRow(i + 2).getCell(3).value).toBe(row.amount)
  })
  const totals = sheet.getRow(answer.data.length + 2)
  expect(totals.getCell(2).value).toBe('Total')
  expect(totals.getCell(3).value).toBe(answer.total)

  await page.getByRole('link', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await context.close()
})

test('a supplier opens its statement from the menu', async ({ browser, world }) => {
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await mainNav(supplier).getByRole('link', { name: 'Estado de cuenta' }).click()
  await expect(supplier).toHaveURL(/\/statement$/)
  await expect(supplier.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible()
  const summary = supplier.getByRole('region', { name: 'Resumen de la semana' })
  await expect(summary).toContainText('Materiales El Fuerte')
  await expect(summary).toContainText('Total a cobrar esta semana')
  const table = supplier.getByRole('table', { name: 'Pagos de la semana' })
  await expect(table.getByRole('columnheader', { name: 'Cliente' })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'Constructora Robles' }).first()).toBeVisible()
  await expect(table.getByRole('row').last()).toContainText('Total')
  await expect(supplier.getByRole('link', { name: 'Ingresar' })).toHaveCount(0)
  await expect(supplier.getByRole('button', { name: 'Exportar' })).toBeEnabled()
})
