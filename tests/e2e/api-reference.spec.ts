import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './outside'

/**
 * The API reference (docs/architecture.md#api-routes-declared-once) as an integrator opens it: every file comes
 * from our own origin (the outside guard fails the test on any other host), it lists the declared routes, and
 * one of them can be tried from the page; axe finds nothing (server/routes/reference.ts darkens Swagger UI's
 * light badges).
 */
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the API reference works from our own origin at ${viewport.width} px`, async ({ browser }) => {
    // Swagger UI draws all 100-odd operations and axe reads every one of them: about 30 s on an idle machine, so
    // a busy one gets three times the usual time.
    test.slow()
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto('/api/reference')
    await expect(page.getByRole('heading', { name: /Obrafiado API/ })).toBeVisible()
    const health = page.locator('.opblock').filter({ hasText: '/api/health' })
    await expect(health).toBeVisible()
    await expect(page.locator('.opblock').filter({ hasText: '/api/checkout/pay/{code}' })).toHaveCount(1)

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    await health.locator('.opblock-summary').click()
    await health.getByRole('button', { name: 'Try it out' }).click()
    await health.getByRole('button', { name: 'Execute' }).click()
    await expect(
      health.locator('.live-responses-table td.response-col_status:not(.col_header)').first(),
    ).toHaveText('200')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
    expect(errors).toEqual([])
    await context.close()
  })
}
