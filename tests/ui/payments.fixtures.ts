import type { User } from '@contract/auth'
import type { Counterpart } from '@contract/paymentActions'
import { PAYMENT_STATUS, type Payment, type PaymentStatusName } from '@contract/payments'
import type { ReservedLine } from '@contract/sales'
import type { PaymentsPage } from '@machines/payments-list'
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import type { DialogViewer } from '@/features/payment-dialogs/types'
import { customerUser } from '../fixtures/users'

/** Payments, users and viewers shared by the payments list's tests. */

export const basePayment: Payment = {
  id: 101,
  amount: 12500,
  paid_amount: 0,
  capital_pending_amount: 12500,
  penalty_percentage: 0,
  penalty_amount: 0,
  total_pending_amount: 12500,
  status: { id: 1, name: 'pending' },
  status_id: 1,
  manual_confirmation_status: null,
  is_factoring: 0,
  is_paid_to_supplier: 0,
  customer: { id: 2, business_name: 'Constructora Robles' },
  supplier: { id: 1, business_name: 'Aceros del Norte', logo_url: null },
  term: 30,
  extended_term: 0,
  expiration_date: '2025-04-30',
  purchase_date: '2025-03-31',
  created_at: '2025-03-31T16:00:00.000Z',
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
  remaining_days: 5,
  transfer: null,
}

/** A payment in `status` (status and status_id agree), with overrides. */
export const paymentIn = (status: PaymentStatusName, overrides: Partial<Payment> = {}): Payment => ({
  ...basePayment,
  status: { id: PAYMENT_STATUS[status], name: status },
  status_id: PAYMENT_STATUS[status],
  ...overrides,
})

export const pagePayments = {
  pending: paymentIn('pending', { id: 101 }),
  toConfirm: paymentIn('to_confirm', {
    id: 102,
    manual_confirmation_status: 'pending',
    proof_payment_url: '/api/files/55',
    amount: 8400.5,
    total_pending_amount: 8400.5,
    customer: { id: 3, business_name: 'Obras del Bajío' },
  }),
  expired: paymentIn('expired', {
    id: 103,
    amount: 20000,
    penalty_percentage: 5,
    penalty_amount: 1000,
    total_pending_amount: 21000,
    expiration_date: '2025-03-01',
    invoice_url: '/api/files/56',
    extended_term: 10,
  }),
}

export const pageOf = (data: Payment[], page = 1, total = data.length, perPage = 10): PaymentsPage => ({
  data,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  total_capped: false,
  per_page: perPage,
})

export const reservedLine: ReservedLine = {
  id: 31,
  business_name: 'Constructora Robles',
  customer_id: 2,
  amount: 50000,
  available: 42500.5,
  days: 30,
  expiration_date: '2025-04-30',
  created: '2025-03-31',
  reference: 'Obra Norte',
  active: true,
}

export const counterparts: Counterpart[] = [
  { id: 2, name: 'Constructora Robles', user_id: 4 },
  { id: 3, name: 'Obras del Bajío', user_id: 9 },
]

export const supplierUser: User = {
  ...customerUser,
  id: 2,
  role_name: 'admin-supplier',
  role_id: 2,
  owner_type: 'App\\Models\\Supplier',
  owner_id: 1,
  business_name: 'Aceros del Norte',
  can_select_vendor: true,
  use_factoring: true,
  factoring: { show_select: true, can_request: true, brand: 'Impulso' },
}
export const vendorSupplierUser: User = {
  ...supplierUser,
  id: 3,
  role_name: 'vendor-supplier',
  role_id: 3,
  use_factoring: false,
  factoring: { show_select: false, can_request: false, brand: 'Impulso' },
}
export const buyerUser: User = { ...customerUser, id: 5, role_name: 'customer', role_id: 5 }

export const supplierViewer: DialogViewer = {
  mainRole: 'supplier',
  roleId: 2,
  canRequestFactoring: true,
  ownerId: 1,
  brand: 'Impulso',
}
export const customerViewer: DialogViewer = {
  mainRole: 'customer',
  roleId: 4,
  canRequestFactoring: false,
  ownerId: 2,
  brand: 'Impulso',
}

/** The props every test table shares (the list's own: brand, all columns, caption and empty text). */
export const tableDefaults = {
  brand: 'Impulso',
  columns: 'full',
  caption: 'Pagos',
  emptyText: 'No hay pagos',
} as const

/** A row's 'Ver acciones' button (it announces its menu, which may load only when the button is pressed). */
export const actionsTrigger = async (paymentId: number): Promise<HTMLElement> => {
  const name = `Ver acciones del pago ${paymentId}`
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'menu'))
  return screen.getByRole('button', { name })
}

/**
 * Opens a row's 'Ver acciones' from the keyboard (focus, Enter) and returns the menu once it holds the focus
 * with an item highlighted: the menu's code may arrive only after the press, and keys pressed before the
 * menu has the focus would go to the page.
 */
export async function openActionsByKeyboard(
  trigger: HTMLElement,
  user: { keyboard(text: string): Promise<void> },
): Promise<HTMLElement> {
  trigger.focus()
  await user.keyboard('{Enter}')
  const menu = await screen.findByRole('menu')
  await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant'))
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true))
  return menu
}
