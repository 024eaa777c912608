import { expect, test } from './outside'

/**
 * A request to a host other than the app's is aborted in every browser context of a test, before any name is
 * looked up, and fails the test that made it (tests/e2e/outside.ts). The tests below take their requests back.
 */

const WHATSAPP = 'https://wa.me/523312345678?text=Hola'
const MAP = 'https://maps.google.com/?q=21'

test("a link to WhatsApp opened in a new tab of a test's own context loads nothing, and is recorded", async ({
  browser,
  outsideRequests,
}) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.setContent(`<a href="${WHATSAPP}" target="_blank">WhatsApp</a>`)
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link').click()])
  await tab.waitForLoadState()

  expect(outsideRequests.take()).toEqual([`GET ${WHATSAPP}`])
  await context.close()
})

test('loading an image from a map, or going to it, fails as offline', async ({ page, outsideRequests }) => {
  const failed = page.waitForEvent('requestfailed')
  await page.setContent(`<img alt="Mapa" src="${MAP}&img=1">`)
  expect((await failed).failure()?.errorText).toMatch(/^net::ERR_BLOCKED_BY_CLIENT/)
  await expect(page.goto(MAP)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/)

  expect(outsideRequests.take()).toEqual([`GET ${MAP}&img=1`, `GET ${MAP}`])
})

test('the app itself is reached as always', async ({ page, outsideRequests }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  expect(outsideRequests.take()).toEqual([])
})

test('a test that leaves a request to another host fails (an expected failure: the list marks it ✘)', async ({
  page,
}) => {
  test.fail(true, 'the outside request below must fail this test when it ends')
  await page.goto(WHATSAPP).catch(() => undefined)
})
