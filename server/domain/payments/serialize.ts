import { clabeBankByCode } from '@contract/clabe'
import { toPesos } from '@contract/money'
import {
  PAYMENT_STATUS,
  type Payment,
  type PaymentInvoice,
  type PaymentTransfer,
  statusNameOf,
} from '@contract/payments'
import type { MainRole } from '@contract/roles'
import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Clock, daysBetween, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, paymentCfdis, payments, projects, termExtensionRequests } from '../../db/schema'

const customerOrganization = alias(organizations, 'customer_organization')
const supplierOrganization = alias(organizations, 'supplier_organization')

/** The columns serializePayment needs: the payment and the names of both organizations. */
export const paymentColumns = {
  payment: payments,
  customerName: customerOrganization.businessName,
  supplierName: supplierOrganization.businessName,
  supplierLogoUrl: supplierOrganization.logoUrl,
  supplierPenaltyBasisPoints: supplierOrganization.penaltyBasisPoints,
  projectName: projects.name,
  /** The newest term extension request of the payment: `days` and `accepted` (null = pending). */
  lastExtension: sql<{ days: number; accepted: boolean | null } | null>`(
    select json_build_object('days', ${termExtensionRequests.days}, 'accepted', ${termExtensionRequests.accepted})
    from ${termExtensionRequests}
    where ${termExtensionRequests.paymentId} = ${payments.id}
    order by ${termExtensionRequests.id} desc
    limit 1
  )`,
  /** The CFDI read from the invoice's XML (none for a PDF alone). */
  invoice: sql<PaymentInvoice | null>`(
    select json_build_object('uuid', ${paymentCfdis.uuid}, 'serie', ${paymentCfdis.serie},
      'folio', ${paymentCfdis.folio}, 'sat_url', ${paymentCfdis.verificationUrl})
    from ${paymentCfdis}
    where ${paymentCfdis.paymentId} = ${payments.id} and ${paymentCfdis.kind} = 'invoice'
    order by ${paymentCfdis.id} desc
    limit 1
  )`,
}

export type PaymentRow = {
  payment: typeof payments.$inferSelect
  customerName: string
  supplierName: string
  supplierLogoUrl: string | null
  /** The supplier's penalty on expired payments, basis points (300 = 3 %). */
  supplierPenaltyBasisPoints: number
  projectName: string | null
  lastExtension: { days: number; accepted: boolean | null } | null
  invoice: PaymentInvoice | null
}

/** The API path that answers a short-lived download link of a stored file (routes/files.ts). */
export const fileLinkPath = (fileId: number | null): string | null =>
  fileId === null ? null : `/api/files/${fileId}`

/**
 * Statuses that carry the penalty while unpaid: expired, non_payment, not_reported
 * (docs/decisions.md#penalty).
 */
const PENALIZED_STATUS_IDS: readonly number[] = [
  PAYMENT_STATUS.expired,
  PAYMENT_STATUS.non_payment,
  PAYMENT_STATUS.not_reported,
]

/** `capital × basisPoints / 10 000` in integer centavos, rounded half up. */
export const penaltyCentavos = (capitalPending: number, basisPoints: number): number =>
  capitalPending <= 0 || basisPoints <= 0 ? 0 : Math.floor((capitalPending * basisPoints + 5_000) / 10_000)

/**
 * Whether a customer sees a penalty on this payment (docs/decisions.md#penalty): expired, non_payment or
 * not_reported, with capital pending and a supplier percentage. Suppliers never do.
 */
export const isPenalized = (statusId: number, capitalPending: number, basisPoints: number): boolean =>
  PENALIZED_STATUS_IDS.includes(statusId) && capitalPending > 0 && basisPoints > 0

/** What a customer owes on an unpaid payment, in centavos: capital pending plus the penalty it sees. */
export const customerOwedCentavos = (statusId: number, capitalPending: number, basisPoints: number): number =>
  capitalPending +
  (isPenalized(statusId, capitalPending, basisPoints) ? penaltyCentavos(capitalPending, basisPoints) : 0)

/**
 * `select(paymentColumns)` from payments joined with both organizations; add `.where(…)`, order and paging.
 * Reads through `db`, so it works inside a transaction too.
 */
export const selectPayments = (db: Db) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(customerOrganization, eq(customerOrganization.id, payments.customerOrganizationId))
    .innerJoin(supplierOrganization, eq(supplierOrganization.id, payments.supplierOrganizationId))
    .leftJoin(projects, eq(projects.id, payments.projectId))

export async function loadPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id))
  return row
}

/**
 * The one Payment serializer (contract/payments.ts paymentSchema): money in pesos, dates YYYY-MM-DD,
 * remaining_days from the clock (negative once due). The penalty (docs/decisions.md#penalty) is shown to
 * customer callers
 * only, while the payment is expired, non_payment or not_reported and capital is pending; suppliers and paid
 * payments see penalty 0 and total_pending = capital pending.
 */
export function serializePayment(row: PaymentRow, clock: Clock, viewer: MainRole): Payment {
  const p = row.payment
  const capitalPending = p.amount - p.paidAmount
  const penalized =
    viewer === 'customer' && isPenalized(p.statusId, capitalPending, row.supplierPenaltyBasisPoints)
  const penaltyAmount = penalized
    ? customerOwedCentavos(p.statusId, capitalPending, row.supplierPenaltyBasisPoints) - capitalPending
    : 0
  return {
    id: p.id,
    amount: toPesos(p.amount),
    paid_amount: toPesos(p.paidAmount),
    capital_pending_amount: toPesos(capitalPending),
    penalty_percentage: penalized ? row.supplierPenaltyBasisPoints / 100 : 0,
    penalty_amount: toPesos(penaltyAmount),
    total_pending_amount: toPesos(capitalPending + penaltyAmount),
    status: { id: p.statusId, name: statusNameOf(p.statusId) ?? 'pending' },
    status_id: p.statusId,
    manual_confirmation_status: p.manualConfirmationStatus,
    is_factoring: p.isFactoring ? 1 : 0,
    is_paid_to_supplier: p.isPaidToSupplier ? 1 : 0,
    customer: { id: p.customerOrganizationId, business_name: row.customerName },
    supplier: {
      id: p.supplierOrganizationId,
      business_name: row.supplierName,
      logo_url: row.supplierLogoUrl,
    },
    term: p.term,
    extended_term: p.extendedTerm,
    expiration_date: p.expirationDate,
    purchase_date: p.purchaseDate,
    created_at: p.createdAt.toISOString(),
    payment_date: p.paymentDate,
    payment_behavior: p.paymentBehavior,
    reference: p.reference,
    reserved_credit_line_id: p.reservedCreditLineId,
    project_id: p.projectId,
    project_name: row.projectName,
    invoice_url: fileLinkPath(p.invoiceFileId),
    proof_payment_url: fileLinkPath(p.proofFileId),
    invoice: row.invoice,
    pending_request_extend_term: p.pendingRequestExtendTerm,
    last_extension_term: row.lastExtension,
    remaining_days: daysBetween(mxToday(clock), p.expirationDate),
    transfer: transferOf(p),
  }
}

/** The transfer stored with the customer's report, the bank named from the CLABE catalogue. */
function transferOf(p: PaymentRow['payment']): PaymentTransfer | null {
  const { transferSendingBank: bank, transferOperationDate: date, transferTrackingKey: key } = p
  if (bank === null || date === null || key === null) return null
  return {
    tracking_key: key,
    operation_date: date,
    sending_bank_name: clabeBankByCode(bank)?.name ?? bank,
    amount: p.transferAmount === null ? null : toPesos(p.transferAmount),
  }
}
