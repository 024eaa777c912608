import type { Page } from '@playwright/test'
import { ddAfter, openAs, tokenOf } from './helpers'
import { expect, test } from './world'

/** A call to the API as the signed-in user of `page`. */
const api = async (page: Page, path: string, options: { json?: object; form?: Record<string, string> }) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` }
  const res = options.form
    ? await page.request.post(`/api/${path}`, { headers, multipart: options.form })
    : await page.request.post(`/api/${path}`, { headers, data: options.json })
  expect(res.status(), await res.text()).toBe(200)
  return res.json()
}

test('a reported non-payment blocks the builder: it sees why and what clears it, until the supplier registers the payment', async ({
  browser,
  world,
}) => {
  const customer = await openAs(browser, world, 'cliente@demo.mx', { width: 360, height: 740 })
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')

  // Materiales El Fuerte reports the non-payment of Constructora Robles' overdue 'Mortero, 50 bultos'.
  const list = await supplier.request.get('/api/payments?status=expired&paginate=100', {
    headers: { authorization: `Bearer ${await tokenOf(supplier)}` },
  })
  const expired = (await list.json()).data as { id: number; reference: string | null }[]
  const id = expired.find((p) => p.reference === 'Mortero, 50 bultos')!.id
  expect((await api(supplier, 'payments/report-non-payment', { json: { payment_id: id } })).success).toBe(
    true,
  )

  await customer.goto('/dashboard-customer')
  const notice = customer.getByRole('alert', { name: 'Tu crédito está bloqueado' })
  await expect(notice).toContainText('No puedes comprar a crédito')
  await expect(notice).toContainText('Materiales El Fuerte reportó un impago de una de tus compras.')
  await expect(notice.getByRole('listitem')).toHaveText(`Compra #${id} · Materiales El Fuerte · $2,820.40`)
  await expect(notice).toContainText('Se desbloquea cuando pagas las compras reportadas')
  await expect(ddAfter(customer, 'Disponible')).toHaveText('$0.00')
  await notice.getByRole('link', { name: 'Ver compras reportadas' }).click()
  await expect(customer).toHaveURL(/\/payments\/non_payment$/)
  await expect(
    customer.getByRole('button', { name: `Ver acciones del pago ${id}`, exact: true }),
  ).toBeVisible()

  // No purchase code: the notice instead.
  await customer.goto('/token')
  const blocked = customer.getByRole('alert', { name: 'Tu crédito está bloqueado' })
  await expect(blocked).toContainText('No puedes comprar a crédito')
  await expect(customer.getByRole('button', { name: 'Generar nuevo código' })).toBeHidden()

  // The supplier's counter says so instead of an available amount.
  const userNumber = String(world.accounts['cliente@demo.mx']!.user_id)
  await supplier.goto('/front-desk')
  await supplier.getByLabel('Número de usuario').fill(userNumber)
  await expect(
    supplier.getByText('El cliente tiene un impago reportado y no puede comprar a crédito'),
  ).toBeVisible({
    timeout: 10_000,
  })

  // Paid and registered by the supplier ('Informar pago'): the builder may buy again.
  expect((await api(supplier, 'payments/report-payment', { form: { payment_id: String(id) } })).success).toBe(
    true,
  )
  await blocked.getByRole('button', { name: 'Intentar de nuevo' }).click()
  await expect(ddAfter(customer, 'Código de compra').locator('[aria-hidden="true"]')).toHaveText(/^\d{6}$/)
  await customer.goto('/dashboard-customer')
  await expect(ddAfter(customer, 'Disponible')).not.toHaveText('$0.00')
  await expect(customer.getByRole('alert', { name: 'Tu crédito está bloqueado' })).toBeHidden()
})
