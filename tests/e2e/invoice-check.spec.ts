import { randomUUID } from 'node:crypto'
import { CFDI_CHECK_MSG } from '@contract/cfdiTexts'
import type { Payment } from '@contract/payments'
import { taggedWorld } from '../../server/seed/world'
import { invoiceXml } from '../fixtures/cfdi/build'
import { openAs, tokenOf } from './helpers'
import { expect, test } from './world'

/** The base RFCs of the demo (server/seed/demo.ts); each world carries its own (taggedWorld). */
const SUPPLIER_RFC = 'MEF100312AB3'
const BUILDER_RFC = 'CRO150820KJ9'

const mexicoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())

test('a supplier attaches a wrong invoice, reads why, then the right one and sees its serie and folio', async ({
  browser,
  world,
}) => {
  const supplier = await openAs(browser, world, 'proveedor@demo.mx')
  const rfcOf = taggedWorld(world.tag).taxId
  const headers = { authorization: `Bearer ${await tokenOf(supplier)}` }
  const list = await supplier.request.get('/api/payments?status=pending&paginate=100', { headers })
  const payment = ((await list.json()).data as Payment[]).find(
    (p) => p.invoice_url === null && p.customer.business_name === 'Constructora Robles',
  )
  expect(payment, 'a pending sale to Constructora Robles without invoice').toBeDefined()
  const xmlFile = (name: string, options: Parameters<typeof invoiceXml>[0]) => ({
    name,
    mimeType: 'text/xml',
    buffer: Buffer.from(
      invoiceXml({
        emisorRfc: rfcOf(SUPPLIER_RFC),
        receptorRfc: rfcOf(BUILDER_RFC),
        total: payment!.amount.toFixed(2),
        uuid: randomUUID().toUpperCase(),
        fechaTimbrado: `${mexicoToday()}T08:00:00`,
        serie: 'A',
        folio: '123',
        ...options,
      }),
    ),
  })

  await supplier.goto('/payments/pending')
  await supplier.getByRole('button', { name: `Ver acciones del pago ${payment!.id}`, exact: true }).click()
  await supplier.getByRole('menuitem', { name: 'Adjuntar factura' }).click()
  const dialog = supplier.getByRole('dialog', { name: 'Adjuntar factura' })
  const picker = dialog.locator('input[type=file]')

  // Issued to the generic RFC instead of the builder: refused, with both RFCs named.
  await picker.setInputFiles(xmlFile('equivocada.xml', { receptorRfc: 'XAXX010101000' }))
  await dialog.getByRole('button', { name: 'Adjuntar factura' }).click()
  await expect(dialog).toContainText(
    CFDI_CHECK_MSG.receptorRfc('XAXX010101000', 'Constructora Robles', rfcOf(BUILDER_RFC)),
  )

  // The right one instead.
  await dialog.getByRole('button', { name: 'Quitar equivocada.xml' }).click()
  await picker.setInputFiles(xmlFile('factura.xml', {}))
  await dialog.getByRole('button', { name: 'Adjuntar factura' }).click()
  const alert = supplier
    .getByRole('alertdialog')
    .or(supplier.getByRole('dialog'))
    .filter({ hasText: 'Exitoso' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Aceptar' }).click()

  const row = supplier.getByRole('row').filter({
    has: supplier.getByRole('button', { name: `Ver acciones del pago ${payment!.id}`, exact: true }),
  })
  await expect(row.getByText('Factura A-123')).toBeVisible()
  const link = row.getByRole('link', { name: /^Verificar en el SAT/ })
  await expect(link).toHaveAttribute('href', /^https:\/\/verificacfdi\.facturaelectronica\.sat\.gob\.mx\//)
  await expect(link).toHaveAttribute('target', '_blank')
})
