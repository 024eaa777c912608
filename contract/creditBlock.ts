import { z } from 'zod/mini'

/**
 * The credit block (docs/decisions.md#credit-block): a builder with a reported non-payment cannot buy on
 * credit until the supplier has the reported purchase as paid. What GET /api/payments/resume tells the
 * builder (`credit_block`). Its texts and limit, without zod, are in `creditBlockTexts.ts`.
 */
export const creditBlockPurchaseSchema = z.object({
  id: z.number(),
  supplier_business_name: z.string(),
  /** Pesos still owed on the purchase (capital pending). */
  amount_pending: z.number(),
})
export type CreditBlockPurchase = z.infer<typeof creditBlockPurchaseSchema>

export const creditBlockSchema = z.object({
  /** The reported purchases that keep the block, oldest due first, at most CREDIT_BLOCK_LISTED (`creditBlockTexts.ts`). */
  purchases: z.array(creditBlockPurchaseSchema),
  /** How many reported purchases there are, listed or not. */
  purchases_total: z.number(),
  /** The pending capital of all of them, in pesos. */
  amount_pending: z.number(),
  /** What the builder will have available once they are paid (today's available plus their capital). */
  amount_available_when_cleared: z.number(),
})
export type CreditBlock = z.infer<typeof creditBlockSchema>
