import type { Page } from '@playwright/test'
import { openAs, pesosOf } from './helpers'
import { expect, test } from './world'

const PHONE = { width: 360, height: 740 }

/** The smallest file whose bytes say PDF (the server checks the content, not the name). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

/** The supplier's 'Enviar cotización' of one request, looked for page by page (other tests' requests come first). */
async function answerButton(page: Page, quoteName: string) {
  const button = page.getByRole('button', { name: `Enviar cotización para ${quoteName}`, exact: true })
  for (let pageNo = 1; pageNo <= 10; pageNo++) {
    await expect(page.getByRole('heading', { name: 'Cotizaciones', level: 1 })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    if ((await button.count()) > 0) return button
    await page.getByRole('button', { name: 'Página siguiente' }).click()
  }
  throw new Error(`${quoteName} is not among the supplier's open requests`)
}

test('on a phone, a builder creates a project and asks for a quote; a supplier answers with a PDF and the builder opens it', async ({
  browser,
  world,
}) => {
  const builder = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await builder.goto('/projects')
  await expect(builder.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible()

  // A new project through its drawer.
  await builder.getByRole('button', { name: 'Crear proyecto' }).click()
  const form = builder.getByRole('dialog')
  await expect(form.getByRole('button', { name: 'Completá todos los campos' })).toBeDisabled()
  await form.getByLabel('Nombre del proyecto').fill('Casa Tlaquepaque')
  await form.getByLabel('Presupuesto').fill('250000')
  await form.getByLabel('Dirección').fill('Calle Independencia 45, Tlaquepaque, Jal.')
  await form.getByLabel('Fecha de inicio').fill('01/12/2026')
  await form.getByLabel('Fecha de inicio').press('Tab')
  await form.getByLabel('Tipo de construcción').selectOption({ label: 'Residencial' })
  await expect(form.getByLabel('Fase').locator('option', { hasText: 'Finalizado' })).toHaveCount(0)
  await form.getByLabel('Fase').selectOption({ label: 'Cimentación' })
  await form.getByRole('button', { name: 'Crear proyecto' }).click()
  const created = builder.getByRole('alertdialog', { name: 'Exitoso' })
  await expect(created).toContainText('Proyecto creado con éxito')
  await created.getByRole('button', { name: 'Aceptar' }).click()
  await expect(builder.getByRole('dialog')).toHaveCount(0)
  const project = card(builder, 'Casa Tlaquepaque')
  await expect(project).toContainText('Gastado: $0.00')
  await expect(project).toContainText('de $250,000.00')
  await expect(project).toContainText('0 compras')

  // A quote request for it.
  await builder.getByRole('button', { name: 'Crear cotización' }).click()
  const quoteForm = builder.getByRole('dialog')
  await quoteForm
    .getByLabel('¿Qué material necesitas?')
    .fill('Block hueco 15x20x40, 2 000 piezas, entrega en obra.')
  await quoteForm.getByLabel('WhatsApp').fill('3312345678')
  await quoteForm.getByLabel('Proyecto').selectOption({ label: 'Casa Tlaquepaque' })
  await quoteForm.getByRole('button', { name: 'Solicitar cotización' }).click()
  await expect(builder.getByRole('dialog')).toHaveCount(0)
  const quoteLink = builder
    .getByRole('listitem')
    .filter({ hasText: 'Casa Tlaquepaque' })
    .getByRole('link', { name: /^Cotización #\d+$/ })
  await expect(quoteLink).toHaveCount(1)
  const quoteName = (await quoteLink.textContent())!.trim()
  await expect(quoteLink.locator('xpath=ancestor::li[1]')).toContainText('Pendiente')

  // Nobody answered yet: the detail says so and promises the WhatsApp message.
  await quoteLink.click()
  const pending = builder.getByRole('dialog')
  await expect(pending.getByText('Se esta cotizando tu material')).toBeVisible()
  await expect(pending).toContainText('3312345678')
  await builder.goBack()
  await expect(builder).toHaveURL(/\/projects$/)

  // The world's supplier answers it with a PDF, at its counter.
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await supplier.goto('/supplier-quotes')
  await (await answerButton(supplier, quoteName)).click()
  const answer = supplier.getByRole('dialog')
  await answer.getByLabel('Cotización (PDF)').setInputFiles({
    name: 'cotizacion.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await answer.getByLabel('Monto (opcional)').fill('18500.50')
  await answer.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(supplier.getByText('Cotización enviada con éxito')).toBeVisible()

  // The builder sees it answered and opens the supplier's file in a new window.
  await builder.reload()
  const answered = builder
    .getByRole('listitem')
    .filter({ has: builder.getByRole('link', { name: quoteName }) })
  await expect(answered).toContainText('Cotizada')
  await expect(answered).toContainText('1 respuesta')
  await answered.getByRole('link', { name: quoteName }).click()
  const detail = builder.getByRole('dialog')
  await expect(detail.getByText('Materiales El Fuerte te envió una cotización')).toBeVisible()
  await expect(detail).toContainText('$18,500.50')
  const open = detail.getByRole('link', { name: /^Ver cotización de Materiales El Fuerte/ })
  await expect(open).toHaveAttribute('target', '_blank')
  const href = (await open.getAttribute('href'))!
  await Promise.all([builder.waitForEvent('popup'), open.click()])
  const file = await builder.request.get(href)
  expect(file.status()).toBe(200)
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a builder assigns two purchases to a project and its totals move', async ({ browser, world }) => {
  const builder = await openAs(browser, world, 'cliente@demo.mx')
  await builder.goto('/projects')
  const first = builder.getByRole('heading', { level: 3 }).first()
  await expect(first).toBeVisible()
  const name = (await first.textContent())!.trim()
  const project = card(builder, name)
  const spent = project.locator('p', { hasText: 'Gastado:' }).locator('strong')
  const spentBefore = pesosOf((await spent.textContent())!)
  const countBefore = Number((await project.getByText(/^\d+ compras?$/).textContent())!.split(' ')[0])

  await project.getByRole('button', { name: `Asignar compras a ${name}` }).click()
  const drawer = builder.getByRole('dialog', { name: 'Asignar compras' })
  await expect(drawer.getByRole('button', { name: 'Selecciona las compras' })).toBeDisabled()
  const rows = drawer.getByRole('list', { name: 'Compras' }).getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  let picked = 0
  for (const index of [0, 1]) {
    const row = rows.nth(index)
    picked += pesosOf((await row.getByText(/^\$[\d,]+\.\d{2}$/).textContent())!)
    await row.locator('label').click()
  }
  await expect(drawer.getByText('2 compras seleccionadas')).toBeVisible()
  await drawer.getByRole('button', { name: 'Asignar compras' }).click()
  await expect(builder.getByRole('dialog')).toHaveCount(0)

  await expect(project).toContainText(`${countBefore + 2} compras`)
  const spentAfter = pesosOf((await spent.textContent())!)
  expect(Math.round((spentAfter - spentBefore) * 100)).toBe(Math.round(picked * 100))
})
