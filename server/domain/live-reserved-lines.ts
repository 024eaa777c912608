import { and, eq, gte, type SQL } from 'drizzle-orm'
import { reservedCreditLines } from '../db/schema'

/** A reserved line that still lends: active and not past its expiration date (`today`, in Mexico City). */
export const isLiveLine = (today: string): SQL =>
  and(eq(reservedCreditLines.active, true), gte(reservedCreditLines.expirationDate, today)) as SQL
