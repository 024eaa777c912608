import { formatISO } from 'date-fns/formatISO'
import { useEffect, useMemo, useRef } from 'react'
import { useFlow } from '@/lib/useFlow'
import type { DialogFieldsOf } from './DialogFields'
import { inputOf } from './dialogInput'
import { kindOf } from './fields/kinds'
import { PaymentDialogView } from './PaymentDialogView'
import { paymentDialogLogicOf } from './paymentDialogLogic'
import type { PaymentDialogProps, PaymentDialogRequest } from './types'

/**
 * A request's identity: what it is about, not the object (a screen that rebuilds an equal request while the
 * dialog is open keeps its machine; a request for another payment, action or project starts a fresh one).
 */
export const keyOf = (request: PaymentDialogRequest): string => {
  switch (request.kind) {
    case 'action':
      return `action:${request.action}:${request.payment.id}`
    case 'handleExtension':
      return `extension:${request.extension.id}:${request.accepted ? 1 : 0}`
    case 'projectForm':
      return `project:${request.project?.id ?? 'new'}`
    default:
      return request.kind
  }
}

type FlowProps = Omit<PaymentDialogProps, 'request'> & {
  request: PaymentDialogRequest
  fields: DialogFieldsOf
}

function PaymentDialogFlow({ request, viewer, onClose, onDone, fields }: FlowProps) {
  // The machine calls the latest callbacks the screen passed.
  const callbacks = useRef({ onClose, onDone })
  useEffect(() => {
    callbacks.current = { onClose, onDone }
  }, [onClose, onDone])
  // The request's kind picks its dialog's machine (another kind is another key, keyOf: another flow).
  const kind = kindOf(request)
  const logic = useMemo(
    () =>
      paymentDialogLogicOf(kind).provide({
        actions: {
          notifyClosed: () => callbacks.current.onClose(),
          notifyDone: () => callbacks.current.onDone(),
        },
      }),
    [kind],
  )
  const actorRef = useFlow(logic, inputOf(request, viewer, formatISO(new Date(), { representation: 'date' })))
  return <PaymentDialogView actorRef={actorRef} fields={fields} />
}

/**
 * The host of the payment dialogs, with the fields of the kinds it opens: screens keep a `PaymentDialogRequest`
 * (or null) and render `PaymentDialog` of lazy.tsx, which loads the host of the request's family (hosts/).
 * Closing calls `onClose`; a successful action shows its success alert, then calls `onDone`.
 */
export default function PaymentDialog({
  request,
  viewer,
  onClose,
  onDone,
  fields,
}: PaymentDialogProps & { fields: DialogFieldsOf }) {
  if (!request) return null
  return (
    <PaymentDialogFlow
      key={keyOf(request)}
      request={request}
      viewer={viewer}
      onClose={onClose}
      onDone={onDone}
      fields={fields}
    />
  )
}
