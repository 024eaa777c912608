import { connectPaymentsListDialogs } from '@machines/payments-list'
import { type ComponentType, Suspense } from 'react'
import { PaymentDialog } from '@/features/payment-dialogs/lazy'
import { useConnect } from '@/lib/useConnect'
import type { DialogViewer, PaymentDialogProps } from '../payment-dialogs/types'
import type { PaymentsListDialogsActorRef } from './paymentsListLogic'

export type PaymentsListDialogProps = {
  actorRef: PaymentsListDialogsActorRef
  viewer: DialogViewer
  /** The payment dialogs (default: the lazy dialog family); tests pass a stand-in. */
  dialogComponent?: ComponentType<PaymentDialogProps>
}

/** The dialog the payments list has open, if any. */
export function PaymentsListDialog({
  actorRef,
  viewer,
  dialogComponent: Dialog = PaymentDialog,
}: PaymentsListDialogProps) {
  const { dialog, close, done } = useConnect(actorRef, connectPaymentsListDialogs)
  if (!dialog) return null
  return (
    <Suspense fallback={null}>
      <Dialog request={dialog} viewer={viewer} onClose={close} onDone={done} />
    </Suspense>
  )
}
