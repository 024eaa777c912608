import type { Db } from '../../db/client'
import { type BuyChecks, insertPayment, type NewSale, type SaleAnswer, type SupplierAccount } from './rules'
import { type Claimed, runSale, type Sale, type SaleDeps } from './sale-transaction'

/** A sale that inserts one payment: runSale's sale but for what the supplier and the payment decide. */
export type PaymentSale = Omit<
  Sale<unknown>,
  'supplierOrganizationId' | 'supplierTerms' | 'checks' | 'write'
> & {
  checks: BuyChecks & { term: number }
  /** The payment's fields besides its parties, amount and term; `claimed` is what the sale's claim brought. */
  payment: (claimed: Claimed) => Omit<NewSale, 'customer' | 'supplier' | 'amount' | 'term'>
  /** Inside the transaction, right after the payment is inserted. */
  afterInsert?: (tx: Db, paymentId: number) => Promise<void>
}

/**
 * The sale transaction (runSale) of a sale that inserts one payment of `supplier`: a sale, a sale drawn from
 * a reserved line, a checkout payment. The payment's amount and term are the ones the sale checks.
 */
export function runPaymentSale(
  deps: SaleDeps,
  supplier: SupplierAccount,
  { payment, afterInsert, ...sale }: PaymentSale,
): Promise<SaleAnswer> {
  return runSale(deps, {
    ...sale,
    supplierOrganizationId: supplier.id,
    supplierTerms: supplier.terms,
    write: async (tx, customer, _now, claimed) => {
      const inserted = await insertPayment(tx, deps.clock, {
        ...payment(claimed),
        customer,
        supplier,
        amount: sale.checks.amount,
        term: sale.checks.term,
      })
      await afterInsert?.(tx, inserted.id)
      return { data: inserted.json, paymentId: inserted.id }
    },
  })
}
