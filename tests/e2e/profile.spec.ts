import { openAs } from './helpers'
import { expect, test } from './world'

const PHONE = { width: 360, height: 740 }

test('on a phone, a supplier adds a bank account: a wrong CLABE is refused, a right one fills the bank', async ({
  browser,
  world,
}) => {
  const supplier = await openAs(browser, world, 'proveedor@demo.mx', PHONE)
  await supplier.goto('/profile')
  await expect(supplier.getByRole('heading', { name: 'Materiales El Fuerte', level: 1 })).toBeVisible()
  // Credit terms are shown to suppliers.
  await expect(supplier.getByRole('heading', { name: 'Condiciones comerciales' })).toBeVisible()
  await supplier.getByRole('tab', { name: 'Cuentas bancarias' }).click()
  const accounts = supplier.getByRole('tabpanel').getByRole('listitem')
  // The world's El Fuerte has its two demo accounts.
  await expect(accounts).toHaveCount(2)

  await supplier.getByRole('button', { name: 'Agregar cuenta' }).click()
  const form = supplier.getByRole('dialog', { name: 'Agregar cuenta bancaria' })
  // BBVA Bancomer, Guadalajara, with a wrong check digit: the form says why, and the bank stays empty.
  await form.getByLabel('CLABE').fill('012320055667788997')
  await form.getByLabel('CLABE').blur()
  await expect(form.getByText('La CLABE no es válida: revisa los dígitos')).toBeVisible()
  await expect(form.getByLabel('Banco')).toHaveValue('')
  await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled()

  await form.getByLabel('CLABE').fill('012320055667788996')
  await expect(form.getByLabel('Banco')).toHaveValue('BBVA Bancomer')
  await expect(form.getByText('La CLABE no es válida: revisa los dígitos')).toBeHidden()
  await form.getByLabel('Moneda').selectOption('pesos')
  await form.getByLabel('Número de cuenta').fill('0055667788')
  await form.getByLabel('Beneficiario').fill('Materiales El Fuerte SA de CV')
  await form.getByRole('button', { name: 'Guardar' }).click()
  await expect(form).toBeHidden()
  await expect(supplier.getByRole('status').filter({ hasText: 'Registrado' })).toContainText(
    'La cuenta fue agregada',
  )
  await expect(accounts).toHaveCount(3)
  await expect(accounts.nth(2)).toContainText('BBVA Bancomer')
  await expect(accounts.nth(2)).toContainText('012320055667788996')
  // Nothing overflows the phone's width.
  const overflow = await supplier.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(overflow).toBe(false)
})
