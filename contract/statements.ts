import { z } from 'zod/mini'
import { MONTH_NAMES } from './dates'

export * from './statementTexts'

/** A calendar date, YYYY-MM-DD (Mexico City). */
const day = z.string()

/** One unpaid payment of the statement; `amount` in pesos as the reader sees it (docs/decisions.md#statements). */
const rowFields = {
  id: z.number(),
  amount: z.number(),
  purchase_date: day,
  expiration_date: day,
  /** Due before the week began (still unpaid). */
  overdue: z.boolean(),
}

/** The week: Monday to Sunday (Mexico City) that holds today. */
export const statementWeekSchema = z.object({ from: day, to: day })
export type StatementWeek = z.infer<typeof statementWeekSchema>

/** `GET /api/customers/account-status/{token}`: a builder's week, what it pays each supplier. */
export const customerStatementSchema = z.object({
  side: z.literal('customer'),
  business_name: z.string(),
  week: statementWeekSchema,
  total: z.number(),
  data: z.array(z.object({ ...rowFields, supplier_name: z.string() })),
})
export type CustomerStatement = z.infer<typeof customerStatementSchema>

/** `GET /api/suppliers/account-status`: a supplier's week, what each customer pays it. */
export const supplierStatementSchema = z.object({
  side: z.literal('supplier'),
  business_name: z.string(),
  week: statementWeekSchema,
  total: z.number(),
  data: z.array(z.object({ ...rowFields, customer_name: z.string() })),
})
export type SupplierStatement = z.infer<typeof supplierStatementSchema>

export type Statement = CustomerStatement | SupplierStatement

/**
 * The week in words, for the screen and the Monday mail: 'del 23 al 29 de noviembre de 2026', 'del 30 de
 * noviembre al 6 de diciembre de 2026', 'del 29 de diciembre de 2025 al 4 de enero de 2026'.
 */
export function weekRangeText(week: StatementWeek): string {
  const [fromYear, fromMonth, fromDay] = week.from.split('-').map(Number)
  const [toYear, toMonth, toDay] = week.to.split('-').map(Number)
  const month = (m: number | undefined) => MONTH_NAMES[(m ?? 1) - 1]
  const end = `${toDay} de ${month(toMonth)} de ${toYear}`
  const start =
    fromYear !== toYear
      ? `${fromDay} de ${month(fromMonth)} de ${fromYear}`
      : fromMonth !== toMonth
        ? `${fromDay} de ${month(fromMonth)}`
        : `${fromDay}`
  return `del ${start} al ${end}`
}
