import type { Page } from '@playwright/test'
import { ddAfter, openAs } from './helpers'
import { expect, test } from './world'

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
  // Materiales El Fuerte lets its counter pick the vendor of the sale.
  const vendor = supplier.getByLabel('Vendedor')
  await vendor.selectOption({ label: await vendorOption(vendor) })
  await supplier.getByRole('button', { name: 'Continuar' }).click()
  await supplier.getByRole('button', { name: 'Omitir' }).click()
  await supplier.getByLabel('He verificado la información').check({ force: true })
  await supplier.getByRole('button', { name: 'Confirmar' }).click()
}

test('a builder reads a code, the supplier sells with it, the credit drops, and the code cannot be used twice', async ({
  browser,
  world,
}) => {
  const customer = await openAs(browser, world, 'cliente@demo.mx', { width: 360, height: 740 })
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
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

/** The demo vendor, Jorge Ruiz, whatever the option's code prefix. */
async function vendorOption(select: ReturnType<Page['getByLabel']>): Promise<string> {
  const labels = await select.locator('option').allInnerTexts()
  const label = labels.find((text) => text.includes('Jorge Ruiz'))
  if (!label) throw new Error(`No Jorge Ruiz among ${labels.join(', ')}`)
  return label
}
