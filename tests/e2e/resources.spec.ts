import { expect, test } from './outside'

const PHONE = { width: 360, height: 740 }
const GUIDES = [
  'Guía para proveedores',
  'Guía para compradores',
  'Términos y condiciones',
  'Aviso de privacidad',
]

/**
 * /recursos and the legal documents (docs/decisions.md#resources). Resources belong to the platform, not to an
 * organization: these tests read the four guides the server's demo seed publishes at start, and change none
 * (no test adds or removes resources), so they need no world of their own.
 */

test('a signed-out prospect on a phone opens the resources and reads a guide', {
  tag: '@pdf-viewer',
}, async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/recursos')
  await expect(page.getByRole('heading', { name: 'Recursos', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
  const cards = page.getByRole('region', { name: 'Recursos' }).getByRole('listitem')
  await expect(cards).toHaveCount(GUIDES.length)
  for (const [i, name] of GUIDES.entries()) {
    await expect(cards.nth(i).getByRole('heading', { name, level: 2 })).toBeVisible()
    // No action off screen: each card's link lies within the phone's width.
    const open = cards.nth(i).getByRole('link', { name: `Abrir PDF: ${name}` })
    await open.scrollIntoViewIfNeeded()
    await expect(open).toBeInViewport({ ratio: 1 })
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

  const link = page.getByRole('link', { name: 'Abrir PDF: Guía para compradores' })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener')
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/api\/platform-resources\/\d+\/file$/)
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await expect(tab).toHaveURL(new RegExp(`${href}$`))

  const pdf = await request.get(href)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toContain('filename="guia-para-compradores.pdf"')
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await context.close()
})

test('the registration opt-in links to the privacy notice, a working PDF', { tag: '@pdf-viewer' }, async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/register/info')
  await expect(page.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' })).toBeVisible()
  const link = page.getByRole('link', { name: 'Leer el aviso de privacidad' })
  await expect(link).toHaveAttribute('href', '/api/platform-resources/legal/privacy')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener')
  await expect(page.getByRole('link', { name: 'Leer los términos y condiciones' })).toHaveAttribute(
    'href',
    '/api/platform-resources/legal/terms',
  )
  // Following the link opens the document and leaves the box as it was.
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await expect(tab).toHaveURL(/\/api\/platform-resources\/legal\/privacy$/)
  await expect(page.getByRole('checkbox', { name: 'Acepto el aviso de privacidad' })).not.toBeChecked()

  for (const path of ['/api/platform-resources/legal/privacy', '/api/platform-resources/legal/terms']) {
    const pdf = await request.get(path)
    expect(pdf.status(), path).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  }
  await context.close()
})
