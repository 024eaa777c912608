import type { PaymentDialogInput } from '@machines/payment-dialog'
import type { DialogViewer, PaymentDialogRequest } from './types'

/** The machine's input for a screen's request. */
export const inputOf = (
  request: PaymentDialogRequest,
  viewer: DialogViewer,
  today: string,
): PaymentDialogInput => {
  const base = {
    viewer: { mainRole: viewer.mainRole, ownerId: viewer.ownerId || null, brand: viewer.brand },
    today,
  }
  switch (request.kind) {
    case 'action':
      return { ...base, kind: request.action, payment: request.payment }
    case 'handleExtension':
      return { ...base, kind: 'handleExtension', extension: request.extension, accepted: request.accepted }
    case 'projectForm':
      return { ...base, kind: 'projectForm', project: request.project ?? null }
    default:
      return { ...base, kind: request.kind }
  }
}
