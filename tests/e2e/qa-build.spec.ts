import path from 'node:path'
import { qaFlowsInBuild, qaToolsInBuild } from '../../bench/web/bundle'
import { PRODUCTION_PAGE_HEADERS, securityHeadersOf } from '../productionPageHeaders'
import { expect, test } from './outside'

/**
 * The flows page is for QA builds only (`npm run build:qa`, docs/architecture.md#flows-page-qa). The e2e run serves
 * the production build `npm run test:e2e` just made: it must carry nothing of src/qa/ nor of reports/flows, and
 * /qa is an unknown page there.
 */
test('the production build carries nothing of the QA flows page, and /qa is not found', async ({ page }) => {
  const found = qaFlowsInBuild(path.resolve(import.meta.dirname, '..', '..', 'dist'))
  expect(
    found,
    'src/qa in dist/: was it built with `npm run build:qa`? The e2e tests need `npm run build`',
  ).toEqual([])
  expect(
    qaToolsInBuild(path.resolve(import.meta.dirname, '..', '..', 'dist')),
    'the QA toolbar and inspector',
  ).toEqual([])
  await page.goto('/qa')
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
})

test("the production build's pages keep their headers, and it serves no local inspector", async ({
  request,
}) => {
  for (const path of ['/login', '/front-desk', '/qa']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(securityHeadersOf(Object.entries(res.headers())), path).toEqual(PRODUCTION_PAGE_HEADERS)
  }
  expect((await request.get('/qa-inspector.html')).status()).toBe(404)
})
