import { openAs } from './helpers'
import { expect, test } from './world'

const PHONE = { width: 360, height: 740 }

test('on a phone, a builder finds a supplier in the directory, opens its profile and recommends another one', async ({
  browser,
  world,
}) => {
  const builder = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await builder.goto('/where-buy')
  await expect(builder.getByRole('heading', { name: '¿Donde comprar?', level: 1 })).toBeVisible()
  await builder.getByLabel('Buscar proveedor').fill('acabados')
  const card = builder
    .getByRole('listitem')
    .filter({ has: builder.getByRole('heading', { name: 'Acabados San Pedro', level: 2 }) })
  await expect(card).toHaveCount(1)
  await expect(card.getByRole('link', { name: /Cotizar por WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/52\d{10}\?text=/,
  )
  await card.getByRole('link', { name: /Ver más/ }).click()
  await expect(builder).toHaveURL(/\/supplier\/\d+$/)
  await expect(builder.getByRole('heading', { name: 'Acabados San Pedro', level: 1 })).toBeVisible()
  await expect(builder.getByText('Aún no tienes compras con este proveedor.')).toBeVisible()
  await builder.getByRole('button', { name: 'Volver' }).click()
  await expect(builder).toHaveURL(/\/where-buy$/)

  await builder.getByRole('button', { name: 'Recomendar proveedor' }).click()
  const form = builder.getByRole('dialog', { name: 'Recomendar proveedor' })
  await form.getByLabel('Nombre del proveedor').fill('Materiales La Huerta')
  await form.getByLabel('Teléfono').fill('33123')
  await form.getByLabel('Teléfono').blur()
  await expect(form.getByText('El número debe tener 10 dígitos')).toBeVisible()
  await form.getByLabel('Teléfono').fill('3312345678')
  await form.getByRole('button', { name: 'Enviar' }).click()
  await expect(builder.getByText('¡Gracias! Recibimos tu recomendación.')).toBeVisible()
})

test('a supplier opens the clients it referred; the admin-customer opens its rewards', async ({
  browser,
  world,
}) => {
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  await supplier.goto('/referrals')
  await expect(supplier.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible()
  const vega = supplier.getByRole('row').filter({ hasText: 'Construcciones Vega' })
  await expect(vega).toContainText('Autorizado')

  const builder = await openAs(browser, world, 'cliente@demo.mx')
  await builder.goto('/rewards')
  await expect(builder.getByRole('heading', { name: 'Recompensas', level: 1 })).toBeVisible()
  await expect(builder.getByText('Tus puntos')).toBeVisible()
  await expect(builder.getByRole('heading', { name: 'Referidos', exact: true })).toBeVisible()
  await expect(builder.getByRole('heading', { name: 'Puntos', exact: true })).toBeVisible()
  await expect(builder.getByText('Casco de seguridad')).toBeVisible()
})
