import { CFDI_CHECK_MSG } from '@contract/cfdiTexts'
import { inArray } from 'drizzle-orm'
import type { Clock } from '../../../clock'
import type { Db } from '../../../db/client'
import { organizations, paymentCfdis } from '../../../db/schema'
import type { Upload } from '../../../files/uploads'
import { checkInvoiceAgainstSale } from '../../cfdi/check-invoice'
import type { Counterpart } from '../../cfdi/check-parties'
import { type InvoiceReading, readInvoice } from '../../cfdi/read-invoice'
import { cfdiRefusalMessage } from '../../cfdi/reading'
import { invalid } from '../../errors'
import { isUniqueViolation } from './errors'
import type { ActionPayment } from './load'

/** The field of attach-invoice whose errors a refused CFDI answers with. */
const FIELD = 'files'

const refuseInvoice = (messages: string[]) => invalid({ [FIELD]: messages })

/** The sale's two businesses as the check names them; refused when either has no RFC on file. */
async function counterpartsOf(
  db: Db,
  payment: ActionPayment,
): Promise<{ supplier: Counterpart; builder: Counterpart }> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.businessName, rfc: organizations.taxId })
    .from(organizations)
    .where(inArray(organizations.id, [payment.supplierOrganizationId, payment.customerOrganizationId]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const supplier = byId.get(payment.supplierOrganizationId)!
  const builder = byId.get(payment.customerOrganizationId)!
  const missing = [
    ...(supplier.rfc ? [] : [CFDI_CHECK_MSG.supplierRfcMissing(supplier.name)]),
    ...(builder.rfc ? [] : [CFDI_CHECK_MSG.builderRfcMissing(builder.name)]),
  ]
  if (missing.length > 0) throw refuseInvoice(missing)
  return {
    supplier: { name: supplier.name, rfc: supplier.rfc! },
    builder: { name: builder.name, rfc: builder.rfc! },
  }
}

/**
 * Reads and checks the invoice XML among the uploads against the sale (docs/invoices.md), before any byte is
 * stored: null when there is no XML (a PDF alone cannot be read), the reading when it fits, else a 422 on
 * `files` with every reason. Whether its UUID is already used is decided inside the transaction
 * (recordInvoiceCfdi).
 */
export async function checkedInvoiceXml(
  deps: { db: Db; clock: Clock },
  payment: ActionPayment,
  uploads: readonly Upload[],
): Promise<InvoiceReading | null> {
  const xmls = uploads.filter((upload) => upload.kind === 'xml')
  if (xmls.length === 0) return null
  if (xmls.length > 1) throw refuseInvoice([CFDI_CHECK_MSG.oneXml])
  const read = readInvoice(xmls[0]!.bytes)
  if (!read.ok) throw refuseInvoice([cfdiRefusalMessage(read)])
  const failures = checkInvoiceAgainstSale(read.reading, {
    amount: payment.amount,
    ...(await counterpartsOf(deps.db, payment)),
    uploadedAt: deps.clock.now(),
  })
  if (failures.length > 0) throw refuseInvoice(failures.map((failure) => failure.message))
  return read.reading
}

/**
 * Records the invoice's reading in the upload's transaction. The unique index on the UUID is the rule "a
 * folio fiscal belongs to one sale on the platform": of two uploads of the same UUID, even at once, the
 * second gets the 422 and its transaction (files, status) rolls back.
 */
export async function recordInvoiceCfdi(
  tx: Db,
  paymentId: number,
  reading: InvoiceReading,
  fileId: number,
): Promise<void> {
  try {
    await tx.insert(paymentCfdis).values({
      paymentId,
      kind: 'invoice',
      uuid: reading.uuid,
      serie: reading.serie,
      folio: reading.folio,
      issuerRfc: reading.emisor.rfc,
      receiverRfc: reading.receptor.rfc,
      total: reading.total,
      metodoPago: reading.metodoPago,
      stampedAt: reading.fechaTimbrado,
      verificationUrl: reading.verificationUrl,
      fileId,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw refuseInvoice([CFDI_CHECK_MSG.uuidUsed(reading.uuid)])
    throw error
  }
}
