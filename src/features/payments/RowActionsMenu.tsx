import type { Payment } from '@contract/payments'
import {
  ACTION_LABEL,
  actionsFor,
  blockedReason,
  type PaymentActionName,
  type PaymentViewer,
} from '@machines/payments'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Menu } from '@/components/ui/Menu'
import { preloadDialog } from '@/features/payment-dialogs/lazy'

export type RowActionsMenuProps = {
  /** The row's 'Ver acciones' button (made by the table, so this chunk needs nothing of it). */
  trigger: ReactNode
  /**
   * The button was pressed before this chunk had loaded: the menu shows open at once, its first enabled item
   * highlighted when it was pressed from the keyboard.
   */
  openedBy?: 'pointer' | 'keyboard' | undefined
  payment: Payment
  viewer: PaymentViewer
  onAction: (action: PaymentActionName, payment: Payment) => void
}

/** 'Ver acciones': exactly `actionsFor(payment, viewer)` (docs/decisions.md#payment-lifecycle). */
export default function RowActionsMenu({
  trigger,
  payment,
  viewer,
  onAction,
  openedBy,
}: RowActionsMenuProps) {
  const actions = actionsFor(payment, viewer)
  return (
    <Menu
      trigger={trigger}
      defaultOpen={openedBy !== undefined}
      defaultHighlightedValue={
        openedBy === 'keyboard'
          ? (actions.find((action) => blockedReason(payment, action) === null) ?? null)
          : null
      }
      items={actions.map((action) => {
        // docs/decisions.md#payment-lifecycle: shown but disabled, with the reason (e.g. 'El impago ya fue
        // reportado' at status 5).
        const reason = blockedReason(payment, action)
        return {
          value: action,
          valueText: ACTION_LABEL[action],
          disabled: reason !== null,
          label: reason ? (
            <span className={css({ display: 'grid' })}>
              <span>{ACTION_LABEL[action]}</span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{reason}</span>
            </span>
          ) : (
            ACTION_LABEL[action]
          ),
        }
      })}
      onSelect={(value) => onAction(value as PaymentActionName, payment)}
      // The highlighted item's dialog starts loading before it is chosen.
      onHighlight={preloadDialog}
    />
  )
}
