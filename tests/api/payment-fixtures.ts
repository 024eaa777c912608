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
  invoice?: string
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
      invoiceUrl: seed.invoice ?? null,
      reservedCreditLineId: seed.lineId ?? null,
      createdAt: new Date(seed.createdAt),
      updatedAt: new Date(seed.createdAt),
    })
    .returning({ id: schema.payments.id })
  return row!.id
}
