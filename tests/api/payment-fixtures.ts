import { eq } from 'drizzle-orm'
import * as schema from '../../server/db/schema'
import type { TestContext } from './harness'
import type { TestCustomer, TestSupplier } from './sales-fixtures'

export type PaymentSeed = {
  customer: TestCustomer
  supplier: TestSupplier
  status: number
  amount: number
  term: number
  purchase: string
  expiration: string
  paymentDate?: string
  /** Attach an invoice file row (no bytes on disk) to the payment. */
  invoice?: boolean
  lineId?: number
  createdAt: string
}

/** Inserts a payment row directly (centavos), returning its id. */
export async function seedPayment(ctx: TestContext, seed: PaymentSeed): Promise<number> {
  const [row] = await ctx.db
    .insert(schema.payments)
    .values({
      customerOrganizationId: seed.customer.orgId,
      customerUserId: seed.customer.userId,
      supplierOrganizationId: seed.supplier.orgId,
      createdBy: seed.supplier.adminId,
      amount: seed.amount,
      statusId: seed.status,
      term: seed.term,
      purchaseDate: seed.purchase,
      expirationDate: seed.expiration,
      paymentDate: seed.paymentDate ?? null,
      reservedCreditLineId: seed.lineId ?? null,
      createdAt: new Date(seed.createdAt),
      updatedAt: new Date(seed.createdAt),
    })
    .returning({ id: schema.payments.id })
  const id = row!.id
  if (seed.invoice) {
    const [file] = await ctx.db
      .insert(schema.files)
      .values({
        storageKey: `test-${id}-${Math.random().toString(36).slice(2)}`,
        purpose: 'invoice',
        paymentId: id,
        originalName: `factura-${id}.pdf`,
        contentType: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
      })
      .returning({ id: schema.files.id })
    await ctx.db.update(schema.payments).set({ invoiceFileId: file!.id }).where(eq(schema.payments.id, id))
  }
  return id
}
