import type { APIRequestContext, Page } from '@playwright/test'
import { atPath, mailLink, signIn } from './helpers'
import { expect, test, type World } from './world'

/** The demo application (Edificaciones Ríos del Bajío), again, for this test's world: its e-mails carry the tag. */
async function worldApplication(request: APIRequestContext, world: World): Promise<number> {
  const response = await request.post('/api/e2e/applications', { data: { tag: world.tag } })
  expect(response.status(), 'the e2e server seeds the application').toBe(200)
  return ((await response.json()) as { id: number }).id
}

/** The contact e-mail of the world's copy (server/seed/world.ts tags every e-mail). */
const contactOf = (world: World) => `patricia+${world.tag}@edificacionesrios.mx`

/** Today in Mexico City as the console writes dates (dd/mm/aaaa). */
const today = () =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date())

/** Searches the queue by the business name as an operator types it (no accents, lower case) and opens the world's. */
async function openFromQueue(page: Page, world: World, id: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de crédito' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar por razón social o RFC' }).fill('rios del bajio')
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/[?&]search=rios\+del\+bajio/)
  // Other worlds have their copy: the world's is the one of its contact.
  const row = page.getByRole('row').filter({ hasText: contactOf(world) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Por evaluar')
  const open = row.getByRole('link', { name: 'Ver solicitud de Edificaciones Ríos del Bajío' })
  await expect(open).toHaveAttribute('href', `/operador/solicitudes/${id}`)
  await open.click()
  await expect(page).toHaveURL(atPath(`/operador/solicitudes/${id}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Edificaciones Ríos del Bajío' })).toBeVisible()
}

test('the operator finds the demo application by name, opens its constitutive act and approves it; the decision shows who and when', {
  tag: '@pdf-viewer',
}, async ({ page, request, world }) => {
  const id = await worldApplication(request, world)
  await signIn(page, 'operador@demo.mx', world)
  await openFromQueue(page, world, id)
  await expect(page.getByText(contactOf(world)).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cuestionario' })).toContainText(
    '¿Cómo te enteraste de Obrafiado?',
  )

  // A document opens in a new tab, shown by Chromium's viewer, under the stored files' policy.
  const opening = page.waitForEvent('popup')
  const loading = page.context().waitForEvent('response', (res) => {
    const url = new URL(res.url())
    return url.pathname.startsWith('/api/files/download/') && res.request().resourceType() === 'document'
  })
  await page.getByRole('button', { name: 'Ver Acta constitutiva' }).click()
  const tab = await opening
  const headers = await (await loading).allHeaders()
  expect(headers['content-type']).toBe('application/pdf')
  expect(headers['content-disposition']).toMatch(/^inline; filename="constitutive-act\.pdf"/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-security-policy']).toContain("default-src 'none'")
  expect(headers['content-security-policy']).toContain('sandbox')
  await tab.waitForURL(/\/api\/files\/download\//)
  await tab.close()

  // Approve: the three terms, the per-sale limit within the credit.
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Aprobar solicitud' })
  await expect(dialog).toContainText('Crédito solicitado: $300,000.00')
  await dialog.getByLabel(/^Límite de crédito/).fill('150,000')
  await dialog.getByLabel(/^Límite por compra/).fill('200000')
  await dialog.getByLabel(/^Plazo máximo/).fill('30')
  await expect(dialog.getByText('El límite por compra no puede ser mayor al límite de crédito')).toBeVisible()
  await dialog.getByLabel(/^Límite por compra/).fill('50000')
  await dialog.getByRole('button', { name: 'Aprobar solicitud' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByRole('status').filter({ hasText: 'Solicitud aprobada' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0)
  const decision = page.getByRole('region', { name: 'Decisión' })
  await expect(decision).toContainText('Decidida porSofía Castañeda')
  await expect(decision).toContainText(new RegExp(`Fecha${today()} \\d{2}:\\d{2}`))
  await expect(decision).toContainText('Línea de crédito$150,000.00')
  await expect(decision).toContainText('Límite por compra$50,000.00')
  await expect(decision).toContainText('Plazo máximo30 días')

  // The queue of approved ones says who decided, and when; a reload shows the same.
  await page.getByRole('link', { name: 'Volver a solicitudes' }).click()
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('approved')
  await page.getByRole('searchbox', { name: 'Buscar por razón social o RFC' }).fill('Ríos del Bajío')
  await page.getByRole('button', { name: 'Buscar' }).click()
  const approved = page.getByRole('row').filter({ hasText: contactOf(world) })
  await expect(approved).toContainText('Aprobada')
  await expect(approved).toContainText('Sofía Castañeda')
  await expect(approved).toContainText(today())
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: contactOf(world) })).toContainText('Sofía Castañeda')

  // The approval created the buyer's account: its set-password link is in the mail.
  expect(await mailLink(`compras+${world.tag}@edificacionesrios.mx`, 'Crea tu contraseña')).toContain(
    '/change-password/',
  )
})

test('on a phone the operator declines with a reason: actions in sight, no red before typing, the reason under its field', async ({
  browser,
  request,
  world,
}) => {
  const id = await worldApplication(request, world)
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await phone.newPage()
  await signIn(page, 'operador@demo.mx', world)
  await openFromQueue(page, world, id)
  // 'Aprobar' and 'Rechazar' are on the first screen of a phone.
  for (const name of ['Aprobar', 'Rechazar']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox()
    expect(box, name).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    expect(box!.y + box!.height).toBeLessThanOrEqual(740)
  }
  await page.getByRole('button', { name: 'Rechazar', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Rechazar solicitud' })
  const reason = dialog.getByLabel(/^Motivo del rechazo/)
  await expect(reason).not.toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('El campo es requerido')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expect(reason).toHaveAccessibleDescription(/El campo es requerido/)
  await reason.fill('  El acta constitutiva no es legible.  ')
  await expect(reason).not.toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Solicitud rechazada' })).toBeVisible()
  const decision = page.getByRole('region', { name: 'Decisión' })
  await expect(decision).toContainText('Decidida porSofía Castañeda')
  await expect(decision).toContainText('Motivo del rechazoEl acta constitutiva no es legible.')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await phone.close()
})
