import { toPesos } from '@contract/money'
import { ACTION_MSG, EXPORT_MAX_ROWS, type ExportRequest } from '@contract/paymentActions'
import { paymentStatusLabel } from '@contract/paymentStatusLabels'
import { and, asc, count, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Clock, mxToday } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, paymentCfdis, payments, projects } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { invalid, notFound } from '../errors'
import { advancePaymentStatuses, type PaymentScope } from '../payments/clock'
import { isParty, ownsPayment, type PartyScope, scopeOf, sweepOf } from '../scope'
import { exportPeriod, type Period, periodFilename } from './period'
import { type CellValue, type Column, dateCell, writeWorkbook } from './sheet'
import { paidCentavos, pendingCentavos } from './status-amounts'

/** Whose export: each side has its own columns; the platform operator's reads the customer's labels. */
type ExportViewer = 'supplier' | 'customer' | 'platform'

/** Rows read per query: keyset pages by id keep memory flat whatever the period holds. */
const BATCH = 2_000

const customerOrganization = alias(organizations, 'customer_organization')
const supplierOrganization = alias(organizations, 'supplier_organization')

/** Whose payments: one organization's sales or purchases, or (platform operator) all of them. */
type ExportScope = { viewer: ExportViewer; where: SQL | undefined; sweep: PaymentScope }

export type ExportFile = { body: Buffer; filename: string }

/** The export of one party: its sales or its purchases, as that party sees them. */
const partyExport = (scope: PartyScope, viewer: ExportViewer): ExportScope => ({
  viewer,
  where: ownsPayment(scope),
  sweep: sweepOf(scope),
})

/**
 * The caller's export (domain/scope.ts). Suppliers (admin-supplier) export their organization's sales and
 * customers (admin-customer) its purchases; an owner_id other than their own organization is a 404. The
 * platform operator is the one reader across organizations: everything, or one organization's sales or
 * purchases with owner_id (its own platform organization, or none, means all). Anyone else: 404.
 */
async function exportScopeOf(
  db: Db,
  auth: AuthUser,
  ownerId: number | null | undefined,
): Promise<ExportScope> {
  const scope = scopeOf(auth)
  const own = ownerId === null || ownerId === undefined || ownerId === auth.organizationId
  if (isParty(scope)) {
    if (!own) throw notFound(ACTION_MSG.ownerNotFound)
    return partyExport(scope, scope.side)
  }
  if (scope.side !== 'platform') throw notFound(ACTION_MSG.ownerNotFound)
  if (own) return { viewer: 'platform', where: undefined, sweep: {} }
  const [organization] = await db
    .select({ id: organizations.id, kind: organizations.kind })
    .from(organizations)
    .where(eq(organizations.id, ownerId))
  if (organization?.kind === 'supplier' || organization?.kind === 'customer') {
    return partyExport({ side: organization.kind, organizationId: organization.id }, 'platform')
  }
  throw notFound(ACTION_MSG.ownerNotFound)
}

const COMMON_HEAD: Column[] = [
  { header: 'Estado', kind: 'text', width: 20 },
  { header: 'Monto', kind: 'money', width: 15 },
  { header: 'Pagado', kind: 'money', width: 15 },
  { header: 'Saldo', kind: 'money', width: 15 },
  { header: 'Plazo', kind: 'count', width: 8 },
  { header: 'Días extendidos', kind: 'count', width: 16 },
  { header: 'Fecha de compra', kind: 'date', width: 16 },
  { header: 'Vencimiento', kind: 'date', width: 14 },
  { header: 'Fecha de pago', kind: 'date', width: 15 },
  { header: 'Referencia', kind: 'text', width: 32 },
  { header: 'Factura', kind: 'text', width: 9 },
  { header: 'UUID de la factura', kind: 'text', width: 38 },
]
// Not 9: exceljs takes a width of 9 for its default and leaves it out of the file.
const ID: Column = { header: 'ID', kind: 'id', width: 10 }
const CUSTOMER: Column = { header: 'Cliente', kind: 'text', width: 32 }
const SUPPLIER: Column = { header: 'Proveedor', kind: 'text', width: 32 }
const PROJECT: Column = { header: 'Proyecto', kind: 'text', width: 28 }

const LAYOUTS: Record<ExportViewer, { columns: Column[]; sheet: string; prefix: string }> = {
  supplier: { columns: [ID, CUSTOMER, ...COMMON_HEAD], sheet: 'Ventas', prefix: 'ventas' },
  customer: { columns: [ID, SUPPLIER, ...COMMON_HEAD, PROJECT], sheet: 'Compras', prefix: 'compras' },
  platform: { columns: [ID, SUPPLIER, CUSTOMER, ...COMMON_HEAD, PROJECT], sheet: 'Pagos', prefix: 'pagos' },
}

/** The folio fiscal of the invoice's CFDI, when its XML was read (docs/invoices.md). */
const invoiceUuid = sql<string | null>`(
  select ${paymentCfdis.uuid} from ${paymentCfdis}
  where ${paymentCfdis.paymentId} = ${payments.id} and ${paymentCfdis.kind} = 'invoice'
  order by ${paymentCfdis.id} desc
  limit 1
)`

const periodConditions = (period: Period): SQL[] => [
  ...(period.from === null ? [] : [gte(payments.purchaseDate, period.from)]),
  ...(period.to === null ? [] : [lte(payments.purchaseDate, period.to)]),
]

/**
 * POST /api/payments/export: the caller's payments of the period as an .xlsx, one row per payment by id.
 * Statuses are brought up to date first (the clock), so the file says what the list says.
 */
export async function exportPayments(
  deps: { db: Db; clock: Clock; brand: string },
  auth: AuthUser,
  request: ExportRequest,
): Promise<ExportFile> {
  const { db, clock, brand } = deps
  const today = mxToday(clock)
  const resolved = exportPeriod(request, today)
  if (!resolved.ok) throw invalid(resolved.errors)
  const scope = await exportScopeOf(db, auth, request.owner_id)
  await advancePaymentStatuses(db, clock, scope.sweep)

  const where = and(scope.where, ...periodConditions(resolved.period))
  const [counted] = await db.select({ n: count() }).from(payments).where(where)
  if ((counted?.n ?? 0) > EXPORT_MAX_ROWS) {
    throw invalid({ exportOption: [ACTION_MSG.exportTooLarge] })
  }

  const layout = LAYOUTS[scope.viewer]
  const body = await writeWorkbook(layout.sheet, layout.columns, async (sheet) => {
    let after = 0
    for (;;) {
      const rows = await db
        .select({
          id: payments.id,
          customerName: customerOrganization.businessName,
          supplierName: supplierOrganization.businessName,
          statusId: payments.statusId,
          isFactoring: payments.isFactoring,
          amount: payments.amount,
          paidAmount: payments.paidAmount,
          term: payments.term,
          extendedTerm: payments.extendedTerm,
          purchaseDate: payments.purchaseDate,
          expirationDate: payments.expirationDate,
          paymentDate: payments.paymentDate,
          reference: payments.reference,
          invoiceFileId: payments.invoiceFileId,
          invoiceUuid: invoiceUuid,
          projectName: projects.name,
        })
        .from(payments)
        .innerJoin(customerOrganization, eq(customerOrganization.id, payments.customerOrganizationId))
        .innerJoin(supplierOrganization, eq(supplierOrganization.id, payments.supplierOrganizationId))
        .leftJoin(projects, eq(projects.id, payments.projectId))
        .where(and(where, gt(payments.id, after)))
        .orderBy(asc(payments.id))
        .limit(BATCH)
      for (const p of rows) {
        const counterparts: CellValue[] =
          scope.viewer === 'supplier'
            ? [p.customerName]
            : scope.viewer === 'customer'
              ? [p.supplierName]
              : [p.supplierName, p.customerName]
        sheet.add([
          p.id,
          ...counterparts,
          paymentStatusLabel(p.statusId, { viewer: scope.viewer, isFactoring: p.isFactoring, brand }),
          toPesos(p.amount),
          toPesos(paidCentavos(p.statusId, p.amount, p.paidAmount)),
          toPesos(pendingCentavos(p.statusId, p.amount, p.paidAmount)),
          p.term,
          p.extendedTerm,
          dateCell(p.purchaseDate),
          dateCell(p.expirationDate),
          dateCell(p.paymentDate),
          p.reference,
          p.invoiceFileId === null ? 'No' : 'Sí',
          p.invoiceUuid,
          ...(scope.viewer === 'supplier' ? [] : [p.projectName]),
        ])
      }
      if (rows.length < BATCH) break
      after = rows[rows.length - 1]!.id
    }
  })
  return { body, filename: periodFilename(layout.prefix, resolved.period, today) }
}
