import type { Page } from '@playwright/test'
import { ddAfter, mexicoCityDay, openAs, pesosOf, tokenOf, typedDay } from './helpers'
import { emailIn, expect, paymentIn, test } from './world'

/** Flows that move Obras Hidalgo's credit (cliente2@demo.mx), each in its own demo world. */

/** A minimal, valid one-page PDF: the transfer receipt the builder uploads. */
function receiptPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const text = 'BT /F1 18 Tf 72 720 Td (Comprobante SPEI) Tj ET'
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

async function available(customer: Page): Promise<number> {
  await customer.goto('/dashboard-customer')
  const amount = ddAfter(customer, 'Disponible')
  await expect(amount).toHaveText(/\$/)
  return pesosOf(await amount.innerText())
}

const rowOf = (page: Page, id: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Ver acciones del pago ${id}`, exact: true }) })

async function chooseAction(page: Page, id: number, action: string) {
  await page.getByRole('button', { name: `Ver acciones del pago ${id}`, exact: true }).click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

async function acknowledgeSuccess(page: Page) {
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Exitoso' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Aceptar' }).click()
  await expect(alert).toBeHidden()
}

test('the builder reports a payment with a PDF proof, the supplier confirms it, and the credit is back', async ({
  browser,
  world,
}) => {
  const customer = await openAs(browser, world, 'cliente2@demo.mx', { width: 360, height: 740 })
  const supplier = await openAs(browser, world, 'proveedor2@demo.mx')
  const before = await available(customer)

  // The builder pays its newest pending purchase ($3,450.00, 'Perfil tubular') from the phone.
  const id = paymentIn(world, 'hidalgo-pending-new')
  const amount = 3450
  await customer.goto('/payments/pending')
  await expect(rowOf(customer, id).getByText('$3,450.00')).toBeVisible()
  await chooseAction(customer, id, 'Pagar')
  const pay = customer.getByRole('dialog', { name: 'Pagar' })
  await expect(pay.getByText(/^\d{18}$/)).toBeVisible()
  // A refused file first: the picker must still take the valid one after it.
  await pay.getByLabel('Comprobante de pago').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no es un comprobante'),
  })
  await expect(pay.getByText('notas.txt: Tipo de archivo no permitido')).toBeVisible()
  await pay.getByLabel('Comprobante de pago').setInputFiles({
    name: 'transferencia.pdf',
    mimeType: 'application/pdf',
    buffer: receiptPdf(),
  })
  await expect(pay.getByText('notas.txt: Tipo de archivo no permitido')).toBeHidden()
  await expect(pay.getByRole('list', { name: 'Archivos seleccionados' })).toContainText('transferencia.pdf')
  // The transfer it proves: its clave de rastreo, yesterday in Mexico City (never ahead of either clock), BBVA.
  await pay.getByRole('textbox', { name: 'Clave de rastreo' }).fill(`OBRAS${id}`)
  await pay.getByRole('textbox', { name: 'Fecha de operación' }).fill(typedDay(mexicoCityDay(-1), ''))
  await pay.getByRole('combobox', { name: 'Banco emisor' }).selectOption('012')
  await pay.getByRole('button', { name: 'Enviar comprobante' }).click()
  await acknowledgeSuccess(customer)

  // The supplier sees it awaiting confirmation, checks the proof is there, and confirms.
  await supplier.goto('/payments/to_confirm')
  const toConfirm = rowOf(supplier, id)
  await expect(toConfirm.getByText('Pago a confirmar')).toBeVisible()
  await supplier.getByRole('button', { name: `Ver acciones del pago ${id}`, exact: true }).click()
  await expect(supplier.getByRole('menuitem', { name: 'Ver comprobante de pago' })).toBeVisible()
  await supplier.getByRole('menuitem', { name: 'Confirmar', exact: true }).click()
  const confirm = supplier.getByRole('alertdialog', { name: 'Confirmar pago' })
  await expect(confirm.getByText('¿Seguro que desea confirmar el pago?')).toBeVisible()
  await confirm.getByRole('button', { name: 'Si, confirmar' }).click()
  await acknowledgeSuccess(supplier)

  await supplier.goto('/payments/paid')
  await expect(rowOf(supplier, id).getByText('Pagada', { exact: true })).toBeVisible()
  await expect.poll(() => available(customer)).toBeCloseTo(before + amount, 2)
})

test('checkout by payment code: confirm, celebrate, then back to the store', async ({
  browser,
  request,
  world,
}) => {
  const customer = await openAs(browser, world, 'cliente2@demo.mx', { width: 360, height: 740 })
  const login = await request.post('/api/login', {
    data: { email: emailIn(world, 'proveedor@demo.mx'), password: world.password },
  })
  const { token } = (await login.json()) as { token: string }
  const user = await request.get('/api/user', {
    headers: { Authorization: `Bearer ${await tokenOf(customer)}` },
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
