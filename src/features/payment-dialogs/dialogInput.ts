import type { PaymentDialogInput } from '@machines/payment-dialog'
import type { DialogViewer, PaymentDialogRequest } from './types'

/** The machine's input for a screen's request (the request's kind picks the machine: fields/kinds.ts `kindOf`). */
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
      return { ...base, payment: request.payment }
    case 'handleExtension':
      return { ...base, extension: request.extension, accepted: request.accepted }
    case 'projectForm':
      return { ...base, project: request.project ?? null }
    default:
      return base
  }
}
