import { PAYMENT_STATUS } from '@contract/payments'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { addDays, mxToday } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { chargeCredit } from '../../server/domain/credit'
import type { TestContext, TestResponse } from './harness'
import type { TestCustomer, TestSupplier } from './sales-fixtures'

/** The two sides of a payment: the customer organization (and its buyer user), the supplier and its user. */
export type Parties = {
  customerOrgId: number
  customerUserId: number
  supplierOrgId: number
  supplierUserId: number
}

export const partiesOf = (customer: TestCustomer, supplier: TestSupplier): Parties => ({
  customerOrgId: customer.orgId,
  customerUserId: customer.userId,
  supplierOrgId: supplier.orgId,
  supplierUserId: supplier.adminId,
})

/** The main demo organizations: Materiales El Fuerte sells to Constructora Robles (comprador@demo.mx). */
export async function demoParties(ctx: TestContext): Promise<Parties> {
  return {
    customerOrgId: await ctx.organizationIdOf('cliente@demo.mx'),
    customerUserId: await ctx.userId('comprador@demo.mx'),
    supplierOrgId: await ctx.organizationIdOf('proveedor@demo.mx'),
    supplierUserId: await ctx.userId('proveedor@demo.mx'),
  }
}

export type PaymentShape = {
  status?: number
  /** Centavos (default 1 000 pesos). */
  amount?: number
  term?: number
  /** Days from today (Mexico City, the test clock) to the due date; negative once due. Default: term. */
  dueInDays?: number
  manual?: 'pending' | 'accepted' | 'rejected' | null
  isFactoring?: boolean
  reference?: string | null
}

/**
 * A payment in any state whose capital is charged to the customer's credit like a real sale (ledger
 * movement + credit_lines.used), so confirming it gives back exactly what the sale took.
 */
export async function chargedPayment(ctx: TestContext, parties: Parties, shape: PaymentShape = {}) {
  const status = shape.status ?? PAYMENT_STATUS.pending
  const amount = shape.amount ?? 100_000
  const term = shape.term ?? 30
  const today = mxToday(ctx.clock)
  const due = addDays(today, shape.dueInDays ?? term)
  const manual =
    shape.manual !== undefined
      ? shape.manual
      : status === PAYMENT_STATUS.to_confirm
        ? 'pending'
        : status === PAYMENT_STATUS.rejected
          ? 'rejected'
          : null
  const paid = [3, 6, 7, 8].includes(status)
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(schema.payments)
      .values({
        customerOrganizationId: parties.customerOrgId,
        customerUserId: parties.customerUserId,
        supplierOrganizationId: parties.supplierOrgId,
        createdBy: parties.supplierUserId,
        amount,
        paidAmount: paid ? amount : 0,
        statusId: status,
        manualConfirmationStatus: manual,
        isFactoring: shape.isFactoring ?? false,
        term,
        purchaseDate: addDays(due, -term),
        expirationDate: due,
        paymentDate: paid ? today : null,
        reference: shape.reference === undefined ? 'Obra Norte' : shape.reference,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning()
    if (!paid) {
      const [line] = await tx
        .select({ id: schema.creditLines.id })
        .from(schema.creditLines)
        .where(eq(schema.creditLines.organizationId, parties.customerOrgId))
      const charged = await chargeCredit(tx, line!.id, {
        customerOrganizationId: parties.customerOrgId,
        amount,
        kind: 'sale',
        paymentId: payment!.id,
        createdBy: parties.supplierUserId,
        now: ctx.clock.now(),
      })
      if (!charged) throw new Error('test payment does not fit the credit line')
    }
    return payment!.id
  })
}

export async function paymentRow(ctx: TestContext, id: number) {
  const [row] = await ctx.db.select().from(schema.payments).where(eq(schema.payments.id, id))
  return row!
}

export async function eventsOf(ctx: TestContext, paymentId: number) {
  return ctx.db
    .select()
    .from(schema.paymentEvents)
    .where(eq(schema.paymentEvents.paymentId, paymentId))
    .orderBy(schema.paymentEvents.id)
}

// Smallest valid headers of each kind (the checks read magic bytes only).
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
])
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
export const XML = new TextEncoder().encode(
  '\uFEFF  <?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante Version="4.0"></cfdi:Comprobante>\n',
)
export const HTML = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>')

export const fileOf = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

/** The typed SPEI transfer of 'Pagar' (docs/transfers.md), as its form fields. */
export type TransferFields = { tracking_key: string; operation_date: string; sending_bank: string }

let transfers = 0

/**
 * A transfer no other test gave: a fresh clave de rastreo, sent from BBVA (012) on the day the test clock
 * starts (TEST_START, Mexico City), so within the 90 days a proof may be old while the clock is not moved far.
 */
export const freshTransfer = (over: Partial<TransferFields> = {}): TransferFields => ({
  tracking_key: `PRUEBA${++transfers}`,
  operation_date: '2025-03-10',
  sending_bank: '012',
  ...over,
})

/**
 * multipart for report-payment: `payment_id`, (optionally) `file`, and the transfer the customer's 'Pagar'
 * requires (a fresh one unless given; null sends none; the supplier's 'Informar pago' does not read it).
 */
export function proofForm(
  paymentId: number | string,
  file?: File | null,
  transfer: TransferFields | null = freshTransfer(),
): FormData {
  const form = new FormData()
  form.set('payment_id', String(paymentId))
  if (file) form.set('file', file)
  for (const [name, value] of Object.entries(transfer ?? {})) form.set(name, value)
  return form
}

/** multipart for attach-invoice: `payment_id` and each file as `files[]`. */
export function invoiceForm(paymentId: number | string, files: File[], field = 'files[]'): FormData {
  const form = new FormData()
  form.set('payment_id', String(paymentId))
  for (const file of files) form.append(field, file)
  return form
}

export const expectAction = (res: TestResponse, success: boolean, msg: string) => {
  expect(res.status, res.text).toBe(200)
  expect(res.body).toEqual({ success, msg })
}

/** A 422 with exactly these messages per field. */
export const expect422 = (res: TestResponse, errors: Record<string, string[]>) => {
  expect(res.status, res.text).toBe(422)
  expect(res.body.errors).toEqual(errors)
}

export const expectMsg = (res: TestResponse, status: number, msg: string) => {
  expect(res.status, res.text).toBe(status)
  expect(res.body).toEqual({ msg })
}

/** The text a pdfkit document shows: its TJ hex strings decoded (WinAnsi ≈ latin1), lines joined. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const lines: string[] = []
  for (const [, array] of raw.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map(([, h]) => h).join('')
    lines.push(Buffer.from(hex, 'hex').toString('latin1'))
  }
  return lines.join('\n')
}
