import type { PaymentDialogProps } from '@/features/payment-dialogs/types'

/** The dialog family stands in: it shows which dialog the list asked for (their own tests are paymentDialog's). */
export function StubDialog({ request, onClose, onDone }: PaymentDialogProps) {
  if (!request) return null
  const what = request.kind === 'action' ? `${request.action} ${request.payment.id}` : request.kind
  return (
    <div role="dialog" aria-label="Diálogo de pago">
      <p>{what}</p>
      <button type="button" onClick={onClose}>
        Cancelar
      </button>
      <button type="button" onClick={onDone}>
        Listo
      </button>
    </div>
  )
}
