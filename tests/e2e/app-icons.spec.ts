import type { Page } from '@playwright/test'
import { signIn } from './helpers'
import { expect, test } from './world'

/** Every request of the page that failed or answered 4xx/5xx, by path. */
function failedRequests(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`)
  })
  page.on('requestfailed', (req) => failed.push(`failed ${new URL(req.url()).pathname}`))
  return failed
}

/** The icons and the manifest the page's head names, each fetched as the browser (or a phone's home screen) would. */
async function headLinks(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute('href') ?? ''))
}

test.describe('app icon and manifest', () => {
  test('a page load asks for nothing that is missing; the icon, the manifest and the theme colour are there', async ({
    page,
    world,
  }) => {
    const failed = failedRequests(page)
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2410c')
    const links = await headLinks(page)
    expect(links).toEqual(
      expect.arrayContaining(['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']),
    )
    // Browsers ask for /favicon.ico on their own, whatever the page links.
    for (const path of new Set([...links, '/favicon.ico'])) {
      const res = await page.request.get(path)
      expect(res.status(), path).toBe(200)
    }
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).status(), icon.src).toBe(200)
    }
    await signIn(page, 'proveedor@demo.mx', world)
    await page.waitForLoadState('networkidle')
    expect(failed).toEqual([])
  })
})
