import type { TermExtension } from '@contract/paymentActions'
import { PAYMENT_STATUS, type Payment, type PaymentStatusName } from '@contract/payments'
import type { Project } from '@contract/projects'
import type { ProjectCatalogue } from '@contract/quotes'
import type { DialogKind, DialogViewerInfo, PaymentDialogInput } from '@machines/payment-dialog'

/** Payments, projects and viewers of the payment dialog family's tests. */

export const TODAY = '2025-03-15'

const base: Payment = {
  id: 1042,
  amount: 1000,
  paid_amount: 0,
  capital_pending_amount: 1000,
  penalty_percentage: 0,
  penalty_amount: 0,
  total_pending_amount: 1000,
  status: { id: 1, name: 'pending' },
  status_id: 1,
  manual_confirmation_status: null,
  is_factoring: 0,
  is_paid_to_supplier: 0,
  customer: { id: 2, business_name: 'Constructora Robles' },
  supplier: { id: 1, business_name: 'Aceros del Norte', logo_url: null },
  term: 30,
  extended_term: 0,
  expiration_date: '2025-04-14',
  purchase_date: '2025-03-15',
  created_at: '2025-03-15T16:00:00.000Z',
  payment_date: null,
  payment_behavior: 'VIGENTE',
  reference: null,
  reserved_credit_line_id: null,
  project_id: null,
  project_name: null,
  invoice_url: null,
  proof_payment_url: null,
  invoice: null,
  pending_request_extend_term: false,
  last_extension_term: null,
  remaining_days: 30,
  transfer: null,
}

export const paymentIn = (status: PaymentStatusName, overrides: Partial<Payment> = {}): Payment => ({
  ...base,
  status: { id: PAYMENT_STATUS[status], name: status },
  status_id: PAYMENT_STATUS[status],
  ...overrides,
})

export const pending = paymentIn('pending')
export const toConfirm = paymentIn('to_confirm', {
  id: 1043,
  manual_confirmation_status: 'pending',
  proof_payment_url: '/api/files/55',
})
/** Expired with a 5% penalty: the customer pays $1,050.00. */
export const expired = paymentIn('expired', {
  id: 1044,
  penalty_percentage: 5,
  penalty_amount: 50,
  total_pending_amount: 1050,
  expiration_date: '2025-03-01',
})
export const paid = paymentIn('paid', { id: 1045, payment_date: '2025-03-10' })
export const nonPayment = paymentIn('non_payment', { id: 1046 })

export const extension: TermExtension = {
  id: 77,
  payment_id: 1042,
  customer_business_name: 'Constructora Robles',
  supplier_business_name: 'Aceros del Norte',
  amount: 1000,
  term: 30,
  expiration_date: '2025-04-14',
  days: 15,
  accepted: null,
  created_at: '2025-03-14T16:00:00.000Z',
  updated_at: '2025-03-14T16:00:00.000Z',
}

export const project: Project = {
  id: 7,
  name: 'Casa Sur',
  budget: 250000,
  address: 'Av. Juárez 10, Monterrey',
  start_date: '2025-02-01',
  type_id: 1,
  phase_id: 2,
  type: 'Residencial',
  phase: 'Estructura',
  payments_count: 0,
  payments_amount: 0,
}

/** GET projects/catalogue as the server seeds it (Finalizado is the final phase). */
export const catalogue: ProjectCatalogue = {
  types: [
    { id: 1, name: 'Residencial' },
    { id: 2, name: 'Comercial' },
    { id: 3, name: 'Industrial' },
    { id: 4, name: 'Infraestructura' },
  ],
  phases: [
    { id: 1, name: 'Cimentación', is_final: false },
    { id: 2, name: 'Estructura', is_final: false },
    { id: 3, name: 'Albañilería', is_final: false },
    { id: 4, name: 'Instalaciones', is_final: false },
    { id: 5, name: 'Acabados', is_final: false },
    { id: 6, name: 'Finalizado', is_final: true },
  ],
}

export const supplier: DialogViewerInfo = { mainRole: 'supplier', ownerId: 1, brand: 'Impulso' }
export const customer: DialogViewerInfo = { mainRole: 'customer', ownerId: 2, brand: 'Impulso' }

/** A dialog being opened: which one (its machine: `paymentDialogMachineOf(kind)`) and its input. */
export type DialogOpening = PaymentDialogInput & { kind: DialogKind }

export const inputFor = (kind: DialogKind, more: Partial<PaymentDialogInput> = {}): DialogOpening => ({
  kind,
  viewer: supplier,
  today: TODAY,
  ...more,
})

/** The actor that loads what a dialog shows before its form ('Pagar' its CLABE…): the invoke's id. */
export const LOADER: Partial<Record<DialogKind, string>> = {
  pay: 'loadClabe',
  assignProject: 'loadProjects',
  projectForm: 'loadCatalogue',
}

/**
 * Files as a person picks them (size set without allocating). Serialized by name, type and size, so the model's
 * graph tells snapshots holding different files apart (a File alone serializes as {}).
 */
export const fileOf = (name: string, type: string, size = 2048): File => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  Object.defineProperty(file, 'toJSON', { value: () => ({ file: name, type, size }) })
  return file
}
export const proof = fileOf('comprobante.pdf', 'application/pdf')
export const invoicePdf = fileOf('factura.pdf', 'application/pdf')
export const invoiceXml = fileOf('factura.xml', 'text/xml')
