import { PAYMENT_STATUS } from '@contract/payments'
import { displayedAmount } from '@machines/payments'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PurchaseCard } from '@/features/dashboard/PurchaseCards'
import PaymentDialog from '@/features/payment-dialogs/PaymentDialog'
import type { DialogViewer } from '@/features/payment-dialogs/types'
import { formatMoney } from '@/lib/format'
import { ALL_FIELDS } from '../fixtures/allDialogFields'
import { paymentIn } from '../machines/paymentDialog.fixtures'

vi.mock('@/api/paymentActions', () => ({ paymentActionsApi: {} }))

/**
 * An overdue purchase with a 3 % penalty: the customer's card shows $2,905.01 (with the penalty), and the
 * 'Solicitar extensión de plazo' dialog it opens must show the same amount, not the $2,820.40 without it.
 */
const overdue = paymentIn('expired', {
  id: 3301,
  amount: 2820.4,
  capital_pending_amount: 2820.4,
  penalty_percentage: 3,
  penalty_amount: 84.61,
  total_pending_amount: 2905.01,
  expiration_date: '2025-03-01',
  remaining_days: -14,
})

const viewer: DialogViewer = {
  mainRole: 'customer',
  roleId: 4,
  canRequestFactoring: false,
  ownerId: 2,
  brand: 'Impulso',
}

describe('the extension dialog of an overdue purchase card', () => {
  it('shows the amount the card shows, with the penalty', () => {
    expect(overdue.status_id).toBe(PAYMENT_STATUS.expired)
    const onAction = vi.fn()
    render(
      <ul>
        <PurchaseCard payment={overdue} viewer={viewer} onAction={onAction} />
      </ul>,
    )
    const card = screen.getByRole('listitem')
    expect(card).toHaveTextContent('$2,905.01')
    within(card).getByRole('button', { name: 'Extender el plazo de la compra 3301' }).click()
    expect(onAction).toHaveBeenCalledWith('requestExtendTerm', overdue)

    render(
      <PaymentDialog
        request={{ kind: 'action', action: 'requestExtendTerm', payment: overdue }}
        viewer={viewer}
        onClose={vi.fn()}
        onDone={vi.fn()}
        fields={ALL_FIELDS}
      />,
    )
    const dialog = screen.getByRole('dialog')
    const amount = within(dialog).getByText('Monto').nextElementSibling
    expect(amount).toHaveTextContent('$2,905.01')
    expect(amount).toHaveTextContent(formatMoney(displayedAmount(overdue, viewer)))
    expect(dialog).not.toHaveTextContent('$2,820.40')
  })
})
