import type { Page } from '@playwright/test'
import { ddAfter, openAs, tokenOf } from './helpers'
import { expect, test } from './world'

const PHONE = { width: 360, height: 740 }

/** The purchase code /token shows (its digits; a screen reader gets them spelled out beside). */
const shownCode = (page: Page) => ddAfter(page, 'Código de compra').locator('[aria-hidden="true"]')

async function readCode(page: Page): Promise<string> {
  await expect(shownCode(page)).toHaveText(/^\d{6}$/)
  return ((await shownCode(page).textContent()) ?? '').trim()
}

/** The seconds the countdown shows ('Vence en 4:57' → 297). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? ''
  const [, minutes, seconds] = /(\d+):(\d{2})/.exec(text) ?? []
  if (minutes === undefined || seconds === undefined) throw new Error(`No countdown in "${text}"`)
  return Number(minutes) * 60 + Number(seconds)
}

test('a reload and a second phone show the same live code, its countdown going on, and the supplier sells with it', async ({
  browser,
  world,
}) => {
  const phone = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await phone.goto('/token')
  const code = await readCode(phone)
  // Some seconds go by (however long that takes on a busy machine).
  await expect.poll(() => secondsLeft(phone)).toBeLessThanOrEqual(297)
  const beforeReload = await secondsLeft(phone)

  await phone.reload()
  expect(await readCode(phone)).toBe(code)
  // The countdown goes on from where the server has it: it did not start again at 5:00.
  expect(await secondsLeft(phone)).toBeLessThanOrEqual(beforeReload)

  // The same builder on a second device (another browser, another session).
  const laptop = await openAs(browser, world, 'cliente@demo.mx')
  await laptop.goto('/token')
  expect(await readCode(laptop)).toBe(code)
  expect(await secondsLeft(laptop)).toBeLessThanOrEqual(beforeReload)

  // Shown three times, still the code the supplier types: the sale goes through.
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  const sale = await supplier.request.post('/api/payments/create', {
    headers: { authorization: `Bearer ${await tokenOf(supplier)}` },
    data: {
      user_id: world.accounts['cliente@demo.mx']!.user_id,
      amount: 150,
      term: 15,
      reference: 'Varilla 3/8',
      token: code,
    },
  })
  expect(sale.status(), await sale.text()).toBe(200)
  expect((await sale.json()).msg).toBe('Compra registrada con éxito')

  // Only 'Generar nuevo código' makes a new one, and every screen then shows that one.
  await laptop.getByRole('button', { name: 'Generar nuevo código' }).click()
  await expect(shownCode(laptop)).not.toHaveText(code)
  const fresh = await readCode(laptop)
  await phone.reload()
  expect(await readCode(phone)).toBe(fresh)
})

test("an active shared code keeps its 'Desactivar' after a reload", async ({ browser, world }) => {
  const phone = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await phone.goto('/token')
  const supplierSelect = phone.getByRole('combobox', { name: 'Proveedor' })
  await expect(supplierSelect.locator('option')).not.toHaveCount(1)
  const supplier = ((await supplierSelect.locator('option').nth(1).textContent()) ?? '').trim()
  await supplierSelect.selectOption({ label: supplier })
  await phone.getByRole('button', { name: 'Activar código compartido' }).click()
  await expect(phone.getByText('Código compartido activado')).toBeVisible()

  await phone.reload()
  const list = phone.getByRole('list', { name: 'Códigos compartidos activos' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(supplierSelect).toHaveValue('')
  const deactivate = list.getByRole('button', { name: `Desactivar el código de ${supplier}` })
  // On screen whole at 360 px once scrolled to, not cut off at the side.
  await deactivate.scrollIntoViewIfNeeded()
  await expect(deactivate).toBeInViewport({ ratio: 1 })
  await phone.screenshot({ path: test.info().outputPath('token-shared-codes-360.png'), fullPage: true })
  await deactivate.click()
  await expect(phone.getByText('Código compartido desactivado')).toBeVisible()
  await expect(phone.getByText('No tienes códigos compartidos activos.')).toBeVisible()
})

test("the carousel's heading goes to '¿Donde comprar?', from the keyboard too", async ({
  browser,
  world,
}) => {
  const phone = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  for (const page of ['/token', '/dashboard-customer']) {
    await phone.goto(page)
    const heading = phone.getByRole('link', { name: 'Compra fiado con todos nuestros proveedores' })
    await heading.focus()
    await expect(heading).toBeFocused()
    await phone.keyboard.press('Enter')
    await expect(phone).toHaveURL(/\/where-buy$/)
  }
})
