import { type Browser, expect, type Page, test } from '@playwright/test'
import { signIn } from './helpers'

/** A signed-in page in its own browser context: the builder's phone and the supplier's counter PC. */
async function openAs(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await signIn(page, email)
  return page
}

const ddAfter = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

async function readCode(customer: Page): Promise<{ userNumber: string; code: string }> {
  await customer.goto('/token')
  const codeCell = ddAfter(customer, 'Código de compra').locator('[aria-hidden="true"]')
  await expect(codeCell).toHaveText(/^\d{6}$/)
  return {
    userNumber: (await ddAfter(customer, 'Número de usuario').innerText()).trim(),
    code: (await codeCell.innerText()).trim(),
  }
}

async function available(customer: Page): Promise<string> {
  await customer.goto('/dashboard-customer')
  const amount = ddAfter(customer, 'Disponible')
  await expect(amount).toHaveText(/\$/)
  return (await amount.innerText()).trim()
}

async function fillSale(
  supplier: Page,
  sale: { userNumber: string; code: string; amount: string; term: string },
) {
  await supplier.goto('/front-desk')
  await supplier.getByLabel('Número de usuario').fill(sale.userNumber)
  await expect(supplier.getByText('Constructora Robles')).toBeVisible({ timeout: 10_000 })
  await supplier.getByLabel('Código de compra').fill(sale.code)
  await supplier.getByLabel('Monto').fill(sale.amount)
  await supplier.getByLabel('Plazo (días)').fill(sale.term)
  await supplier.getByLabel('Referencia').fill('Cemento gris 50 kg')
  const vendor = supplier.getByLabel('Vendedor')
  if (await vendor.isVisible()) await vendor.selectOption({ label: await vendorOption(vendor) })
  await supplier.getByRole('button', { name: 'Continuar' }).click()
  await supplier.getByRole('button', { name: 'Omitir' }).click()
  await supplier.getByLabel('He verificado la información').check({ force: true })
  await supplier.getByRole('button', { name: 'Confirmar' }).click()
}

test('a builder reads a code, the supplier sells with it, the credit drops, and the code cannot be used twice', async ({
  browser,
}) => {
  const customer = await openAs(browser, 'cliente@demo.mx', { width: 360, height: 740 })
  const supplier = await openAs(browser, 'proveedor@demo.mx')
  const before = await available(customer)
  const { userNumber, code } = await readCode(customer)

  await fillSale(supplier, { userNumber, code, amount: '1500', term: '30' })
  await expect(supplier.getByText('Compra registrada con éxito')).toBeVisible()

  const toNumber = (money: string) => Number(money.replace(/[^\d.]/g, ''))
  await expect.poll(async () => toNumber(await available(customer))).toBe(toNumber(before) - 1500)

  await supplier.getByRole('button', { name: 'Nueva venta' }).click()
  await fillSale(supplier, { userNumber, code, amount: '100', term: '15' })
  await expect(supplier.getByText('¡COMPRA RECHAZADA!')).toBeVisible()
  await expect(supplier.getByText('El código de compra no es válido o ya expiró')).toBeVisible()
  await supplier.getByRole('button', { name: 'Editar compra' }).click()
  await expect(supplier.getByLabel('Monto')).toHaveValue('100')
})

test('checkout by payment code: confirm, celebrate, then back to the store', async ({ browser, request }) => {
  // Another business than the first test's, so the two can run in parallel without sharing a credit line.
  const customer = await openAs(browser, 'cliente2@demo.mx', { width: 360, height: 740 })
  const login = await request.post('/api/login', {
    data: { email: 'proveedor@demo.mx', password: 'Demo1234!' },
  })
  const { token } = (await login.json()) as { token: string }
  const user = await request.get('/api/user', {
    headers: { Authorization: `Bearer ${await customerToken(customer)}` },
  })
  const { id: buyerId } = (await user.json()) as { id: number }
  const created = await request.post('/api/checkout/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      user_id: buyerId,
      amount: 820.5,
      term: 15,
      reference: 'Pedido en línea 1043',
      redirect_url: `${test.info().project.use.baseURL}/recursos`,
    },
  })
  expect(created.status()).toBe(200)
  const { payment_code } = (await created.json()) as { payment_code: string }

  await customer.goto(`/checkout/${payment_code}`)
  await expect(customer.getByText('$820.50')).toBeVisible()
  await customer.getByRole('button', { name: 'Confirmar compra' }).click()
  await expect(customer.getByRole('heading', { name: '¡Compra confirmada!' })).toBeVisible()
  await expect(customer).toHaveURL(/\/recursos$/, { timeout: 15_000 })
})

async function customerToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '')
}

/** The demo vendor, Jorge Ruiz, whatever the option's code prefix. */
async function vendorOption(select: ReturnType<Page['getByLabel']>): Promise<string> {
  const labels = await select.locator('option').allInnerTexts()
  const label = labels.find((text) => text.includes('Jorge Ruiz'))
  if (!label) throw new Error(`No Jorge Ruiz among ${labels.join(', ')}`)
  return label
}
