import { type BankAccount, type BusinessInformation, DIRECTORY_MSG } from '@contract/directory'
import { MAX_ROW_ID } from '@contract/http'
import { toPesos } from '@contract/money'
import { statusNameOf } from '@contract/payments'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { creditLines, organizations, payments, reservedCreditLines } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { notFound } from '../errors'
import { isLiveLine } from '../live-reserved-lines'
import { advanceBeforeRead } from '../payments/clock'
import { isUnpaid } from '../payments/owed'
import { bankAccountsOf } from '../profile/bank-accounts'
import { isListedSupplier } from './directory'
import { dealsWithSupplier } from './my-suppliers'

const LATEST_PURCHASES = 5

const infoColumns = {
  id: organizations.id,
  businessName: organizations.businessName,
  kind: organizations.kind,
  taxId: organizations.taxId,
  legallyResponsible: organizations.legallyResponsible,
  address: organizations.address,
  contactName: organizations.contactName,
  phone: organizations.contactPhone,
  email: organizations.email,
  logoUrl: organizations.logoUrl,
  mapUrl: organizations.mapUrl,
  state: organizations.state,
  city: organizations.city,
  directoryVendorPhone: organizations.directoryVendorPhone,
  creditLimit: creditLines.creditLimit,
  transactionLimit: creditLines.transactionLimit,
  termLimitDays: creditLines.termLimitDays,
  penaltyBasisPoints: organizations.penaltyBasisPoints,
  clientCreditLimit: organizations.clientCreditLimit,
  saleLimit: organizations.saleLimit,
  maxTermDays: organizations.maxTermDays,
}
type InfoRow = {
  id: number
  businessName: string
  kind: string
  taxId: string | null
  legallyResponsible: string | null
  address: string | null
  contactName: string | null
  phone: string | null
  email: string | null
  logoUrl: string | null
  mapUrl: string | null
  state: string | null
  city: string | null
  directoryVendorPhone: string | null
  creditLimit: number | null
  transactionLimit: number | null
  termLimitDays: number | null
  penaltyBasisPoints: number
  clientCreditLimit: number | null
  saleLimit: number | null
  maxTermDays: number | null
}

const pesosOrNull = (centavos: number | null) => (centavos === null ? null : toPesos(centavos))

/**
 * The credit terms of one's own business: a builder's are its credit line's; a supplier's are its own
 * (docs/decisions.md#supplier-credit-terms), with the penalty on its expired sales.
 */
const creditTermsOf = (row: InfoRow) =>
  row.kind === 'supplier'
    ? {
        credit_limit: pesosOrNull(row.clientCreditLimit),
        transaction_limit: pesosOrNull(row.saleLimit),
        term_limit: row.maxTermDays,
        penalty_percentage: row.penaltyBasisPoints / 100,
      }
    : {
        credit_limit: pesosOrNull(row.creditLimit),
        transaction_limit: pesosOrNull(row.transactionLimit),
        term_limit: row.termLimitDays,
        penalty_percentage: null,
      }

const NO_CREDIT_TERMS = {
  credit_limit: null,
  transaction_limit: null,
  term_limit: null,
  penalty_percentage: null,
}

const toInfo = (
  row: InfoRow,
  withCredit: boolean,
  bankAccounts: BankAccount[] = [],
): BusinessInformation => ({
  id: row.id,
  business_name: row.businessName,
  tax_id: row.taxId,
  legally_responsible: row.legallyResponsible,
  address: row.address,
  contact_name: row.contactName,
  phone: row.phone,
  email: row.email,
  logo_url: row.logoUrl,
  map: row.mapUrl,
  state: row.state,
  city: row.city,
  directory_vendor_phone: row.directoryVendorPhone,
  ...(withCredit ? creditTermsOf(row) : NO_CREDIT_TERMS),
  bank_accounts: bankAccounts,
  purchases: null,
  reserved_credit_line: null,
})

const readInfo = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select(infoColumns)
    .from(organizations)
    .leftJoin(creditLines, eq(creditLines.organizationId, organizations.id))
    .where(where)

/**
 * GET /api/suppliers/get-business-information (docs/decisions.md#directory).
 * - Without `id`: the caller's own organization ('Business info' of the profile) with its credit terms (a
 *   builder's credit line; a supplier's own terms, its penalty percentage and its bank accounts; the profile
 *   shows the terms to suppliers only).
 * - With `id`, a customer user: that active supplier's information plus the business's purchases with it
 *   (counts, unpaid capital, the 5 newest) and its live reserved line with the most available, if any. A
 *   blocked or unknown supplier is a 404.
 * - With `id`, a supplier user: only its own organization's id answers; anything else is a 404.
 */
export async function businessInformation(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  supplierId: number | undefined,
): Promise<BusinessInformation> {
  const own = supplierId === undefined || (auth.mainRole === 'supplier' && supplierId === auth.organizationId)
  if (own) {
    const [row] = await readInfo(db, eq(organizations.id, auth.organizationId))
    if (!row) throw notFound(DIRECTORY_MSG.supplierNotFound)
    const accounts = row.kind === 'supplier' ? await bankAccountsOf(db, row.id) : []
    return toInfo(row, true, accounts)
  }
  if (auth.mainRole !== 'customer' || supplierId > MAX_ROW_ID) throw notFound(DIRECTORY_MSG.supplierNotFound)
  const [row] = await readInfo(db, and(eq(organizations.id, supplierId), isListedSupplier))
  if (!row) throw notFound(DIRECTORY_MSG.supplierNotFound)

  const customerOrganizationId = auth.organizationId
  // Bank accounts only of one of the builder's suppliers (docs/decisions.md#bank-accounts).
  const accounts = (await dealsWithSupplier(db, clock, customerOrganizationId, row.id))
    ? await bankAccountsOf(db, row.id)
    : []
  await advanceBeforeRead(db, clock, { customerOrganizationId, supplierOrganizationId: row.id })
  const pair = and(
    eq(payments.customerOrganizationId, customerOrganizationId),
    eq(payments.supplierOrganizationId, row.id),
  )
  const [totals] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      unpaidCount: sql<number>`count(*) filter (where ${isUnpaid})`.mapWith(Number),
      unpaidAmount:
        sql<number>`coalesce(sum(${payments.amount} - ${payments.paidAmount}) filter (where ${isUnpaid}), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(pair)
  const latest = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      purchaseDate: payments.purchaseDate,
      expirationDate: payments.expirationDate,
      statusId: payments.statusId,
    })
    .from(payments)
    .where(pair)
    .orderBy(desc(payments.purchaseDate), desc(payments.id))
    .limit(LATEST_PURCHASES)
  const [line] = await db
    .select({
      id: reservedCreditLines.id,
      amount: reservedCreditLines.amount,
      available: reservedCreditLines.available,
      expirationDate: reservedCreditLines.expirationDate,
      reference: reservedCreditLines.reference,
    })
    .from(reservedCreditLines)
    .where(
      and(
        eq(reservedCreditLines.customerOrganizationId, customerOrganizationId),
        eq(reservedCreditLines.supplierOrganizationId, row.id),
        isLiveLine(mxToday(clock)),
        gt(reservedCreditLines.available, 0),
      ),
    )
    .orderBy(desc(reservedCreditLines.available), desc(reservedCreditLines.id))
    .limit(1)
  return {
    ...toInfo(row, false, accounts),
    purchases: {
      count: totals?.count ?? 0,
      unpaid_count: totals?.unpaidCount ?? 0,
      unpaid_amount: toPesos(totals?.unpaidAmount ?? 0),
      latest: latest.map((p) => ({
        id: p.id,
        amount: toPesos(p.amount),
        purchase_date: p.purchaseDate,
        expiration_date: p.expirationDate,
        status_id: p.statusId,
        status: statusNameOf(p.statusId) ?? String(p.statusId),
      })),
    },
    reserved_credit_line: line
      ? {
          id: line.id,
          amount: toPesos(line.amount),
          available: toPesos(line.available),
          expiration_date: line.expirationDate,
          reference: line.reference,
        }
      : null,
  }
}
