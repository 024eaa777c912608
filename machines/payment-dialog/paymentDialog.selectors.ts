import type { SnapshotFrom } from 'xstate'
import { DIALOGS, projectFormIncomplete } from './dialogKinds'
import type { PaymentDialogMachine } from './paymentDialog.machine'

type Snapshot = SnapshotFrom<PaymentDialogMachine>

/** What the dialog body shows. */
export type DialogStep = 'blocked' | 'loading' | 'loadFailed' | 'form' | 'confirm' | 'success' | 'none'

export const selectKind = (s: Snapshot) => s.context.subject.kind
export const selectSubject = (s: Snapshot) => s.context.subject
export const selectOpen = (s: Snapshot) => s.hasTag('open')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectSubmitting = (s: Snapshot) => s.matches('submitting')

export const selectStep = (s: Snapshot): DialogStep => {
  const definition = DIALOGS[s.context.subject.kind]
  if (s.matches('blocked')) return 'blocked'
  if (s.matches('prefetching')) return 'loading'
  if (s.matches('prefetchFailed')) return 'loadFailed'
  if (s.matches('editing')) return 'form'
  if (s.matches('confirming')) return 'confirm'
  if (s.matches('submitting')) return definition.confirm ? 'confirm' : 'form'
  if (s.matches('failed')) return definition.form ? 'form' : 'confirm'
  if (s.matches('succeeded')) return 'success'
  return 'none'
}

/** The form (or confirmation) can go back from its confirmation to the fields. */
export const selectCanGoBack = (s: Snapshot) =>
  s.matches('confirming') && DIALOGS[s.context.subject.kind].form

export const selectValues = (s: Snapshot) => s.context.values
export const selectFiles = (s: Snapshot) => s.context.files
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors
/** The red text: the local block, a failed load or a failed request. */
export const selectError = (s: Snapshot) =>
  s.matches('blocked') || s.matches('prefetchFailed') || s.matches('failed') ? s.context.error : null
export const selectNotice = (s: Snapshot) => (s.matches('succeeded') ? s.context.notice : null)
export const selectClabe = (s: Snapshot) => s.context.clabe
export const selectProjects = (s: Snapshot) => s.context.projects
/** Project form: 'Completá todos los campos' until name, budget, address and start date are filled. */
export const selectProjectIncomplete = (s: Snapshot) => projectFormIncomplete(s.context.values)
