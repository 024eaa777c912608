import { randomBytes } from 'node:crypto'
import { atPath } from './helpers'
import { expect, test } from './outside'

const PHONE = { width: 360, height: 740 }

/**
 * The quiz's link when it holds no application (docs/decisions.md#registration). The link of a real application,
 * answered and then opened again, is walked by registration.spec.ts, after the registration that mails it.
 */

test('a made-up questionnaire link says it is not valid, on a phone, and asks nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  // Shaped like a real token (43 characters of base64url), but no application has it.
  const madeUp = randomBytes(32).toString('base64url')
  const reads: number[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/customers/quiz') reads.push(r.status())
  })
  await page.goto(`/questionnaire/?token=${madeUp}`)
  const notice = page.getByRole('alert')
  await expect(notice).toContainText('Este enlace no es válido')
  // What the server said of the token, asked once.
  expect(reads).toEqual([404])
  await expect(notice).toContainText('Abre el enlace completo del correo que te enviamos')
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expect(page.getByText(/Pregunta \d de 5/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ir al inicio de sesión' })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await expect(page).toHaveURL(atPath('/questionnaire'))
  await context.close()
})

test('a questionnaire link without a token says it is not valid without asking the server', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/customers/')) asked.push(r.url())
  })
  await page.goto('/questionnaire/')
  await expect(page.getByRole('alert')).toContainText('Este enlace no es válido')
  await expect(page.getByRole('radio')).toHaveCount(0)
  expect(asked).toEqual([])
})
