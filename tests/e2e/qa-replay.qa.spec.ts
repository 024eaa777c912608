import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './outside'

/**
 * The flows page of a QA build (`npm run build:qa:e2e`: the model tests' reports, then the build in dist-qa/),
 * with every request to another host cut: a registration path and a payment dialog's path replayed on their real
 * views, each chart drawn with the replayed state lit (docs/architecture.md#flows-page-qa).
 */

const QA_BUILD = path.resolve(import.meta.dirname, '..', '..', 'dist-qa', 'index.html')

test.beforeAll(() => {
  expect(fs.existsSync(QA_BUILD), 'no QA build in dist-qa/: run `npm run build:qa:e2e` first').toBe(true)
})

test.beforeEach(async ({ context }) => {
  // The charts' layout (LAYOUT_TIMEOUT) can take most of a test's usual time on a busy machine.
  test.slow()
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url())
    return hostname === '127.0.0.1' || hostname === 'localhost'
      ? route.continue()
      : route.abort('internetdisconnected')
  })
})

const chartOf = (page: Page, key: string) => page.locator(`svg[data-chart="${key}"]`)
/**
 * The chart appears once ELK has laid it out: CPU work in the page that grows with the chart (registration's
 * takes about 1 s on an idle machine) and with the machine's load, so its wait is longer than a click's.
 */
const LAYOUT_TIMEOUT = 90_000
const litStates = (page: Page, key: string) => chartOf(page, key).locator('g[data-active]')

test('a registration path replays on the wizard, and its chart lights the state it ends in', async ({
  page,
}) => {
  await page.goto('/qa/registration')
  await expect(page.getByRole('heading', { level: 1, name: 'registration' })).toBeVisible()
  await expect(chartOf(page, 'registration')).toBeVisible({ timeout: LAYOUT_TIMEOUT })
  await expect(litStates(page, 'registration')).toHaveCount(0)

  await page
    .getByRole('button', {
      // The info step (a machine of its own, replayed on its page) reports its draft, sends and is recorded.
      name: /^Reproducir .*init → done\.actor\.readStoredToken → info\.draft → step\.sending → done\.actor\.infoStep$/,
    })
    .first()
    .click()
  const view = page.getByRole('region', { name: 'Vista real' })
  await expect(view.getByText('Cargando tu solicitud…')).toBeVisible()
  await page.getByRole('button', { name: 'Reproducir todo' }).click()
  await expect(page.getByText(/^Paso 5 de 5/)).toBeVisible()
  await expect(page.getByText(/la prueba registró/)).toHaveCount(0)
  await expect(view.getByText('Cargando tu solicitud…')).toHaveCount(0)
  // The wizard went on to its next step, and the chart lights the state the status names.
  const status = await page.getByText(/^Paso 5 de 5/).textContent()
  const leaf = /estado actual: (.+)$/
    .exec(status ?? '')?.[1]
    ?.split('.')
    .at(-1)
  expect(leaf).toBeTruthy()
  await expect(
    litStates(page, 'registration')
      .filter({ hasNot: page.locator('g') })
      .first(),
  ).toBeVisible()
  const lit = await litStates(page, 'registration').evaluateAll((groups) =>
    groups.map((g) => g.getAttribute('data-state')),
  )
  expect(lit.some((id) => id?.endsWith(`.${leaf}`))).toBe(true)
  await page.getByRole('region', { name: 'Diagrama de registration' }).screenshot({
    path: test.info().outputPath('registration-chart.png'),
  })
  // The chart and the page around it: nothing axe finds (WCAG 2 A and AA), colours included.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
})

test("a payment dialog's path replays on the real dialog, stepped with Alt+N, and its chart lights its state", async ({
  page,
}) => {
  await page.goto('/qa')
  const machines = page.getByRole('list', { name: 'Máquinas' })
  await expect(machines.getByRole('link').first()).toBeVisible()
  // Today one machine for every dialog; one per dialog after the split: the one of 'Confirmar' either way.
  const keys = await machines
    .getByRole('listitem')
    .filter({ hasText: 'machines/payment-dialog' })
    .getByRole('link')
    .allTextContents()
  const key = keys.find((k) => /confirm/i.test(k)) ?? keys.find((k) => k === 'paymentDialog')
  expect(key, `a payment-dialog machine among ${keys.join(', ')}`).toBeTruthy()
  await machines.getByRole('link', { name: key, exact: true }).click()
  await expect(chartOf(page, key!)).toBeVisible({ timeout: LAYOUT_TIMEOUT })

  await page
    .getByRole('button', {
      name: /^Reproducir (confirm \(supplier\): )?init → dialog\.submit → done\.actor\.submit → dialog\.close$/,
    })
    .first()
    .click()
  const dialog = page.getByRole('alertdialog', { name: 'Confirmar pago' })
  await expect(dialog).toBeVisible()
  // The dialog covers the page's buttons: Alt+N plays the next step.
  await page.keyboard.press('Alt+KeyN')
  await expect(page.getByText(/^Paso 1 de 4/)).toBeAttached()
  await page.keyboard.press('Alt+KeyN')
  await page.keyboard.press('Alt+KeyN')
  await expect(page.getByRole('alertdialog', { name: 'Exitoso' })).toBeVisible()
  await expect(litStates(page, key!)).not.toHaveCount(0)
  await page.keyboard.press('Alt+KeyN')
  await expect(page.getByText(/^Paso 4 de 4/)).toBeAttached()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByText(/la prueba registró/)).toHaveCount(0)
})
