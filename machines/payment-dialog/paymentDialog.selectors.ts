import type { SnapshotFrom } from 'xstate'
import { projectFormIncomplete } from './dialogKinds'
import type { PaymentDialogMachine } from './paymentDialog.machine'

type Snapshot = SnapshotFrom<PaymentDialogMachine>

/**
 * What the dialog body shows. Every dialog's machine has only the states it needs (paymentDialog.machine.ts),
 * so the view reads its tags, which each state carries the same way in every dialog.
 */
export type DialogStep = 'blocked' | 'loading' | 'loadFailed' | 'form' | 'confirm' | 'success' | 'none'

const STEPS = ['blocked', 'loading', 'loadFailed', 'success', 'confirm', 'form'] as const

export const selectKind = (s: Snapshot) => s.context.subject.kind
export const selectSubject = (s: Snapshot) => s.context.subject
export const selectOpen = (s: Snapshot) => s.hasTag('open')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectSubmitting = (s: Snapshot) => s.hasTag('busy')

export const selectStep = (s: Snapshot): DialogStep => STEPS.find((step) => s.hasTag(step)) ?? 'none'

/** The confirmation of a form goes back to its fields. */
export const selectCanGoBack = (s: Snapshot) => s.can({ type: 'dialog.back' })

export const selectValues = (s: Snapshot) => s.context.values
export const selectFiles = (s: Snapshot) => s.context.files
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors
/** The red text: the local block, a failed load or a failed request. */
export const selectError = (s: Snapshot) =>
  s.hasTag('blocked') || s.hasTag('loadFailed') || s.hasTag('failed') ? s.context.error : null
export const selectNotice = (s: Snapshot) => (s.hasTag('success') ? s.context.notice : null)
export const selectClabe = (s: Snapshot) => s.context.clabe
/** The SPEI transfer the customer gave, shown to the supplier beside 'Confirmar' (docs/transfers.md). */
export const selectTransferToConfirm = (s: Snapshot) =>
  s.context.subject.kind === 'confirm' ? (s.context.subject.payment?.transfer ?? null) : null
export const selectProjects = (s: Snapshot) => s.context.projects
/** Project form: 'Completá todos los campos' until name, budget, address and start date are filled. */
export const selectProjectIncomplete = (s: Snapshot) => projectFormIncomplete(s.context.values)
