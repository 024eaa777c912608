import type { SnapshotFrom } from 'xstate'
import { activeCodeOf, type SharedCodeMachine } from './sharedCode.machine'

type Snapshot = SnapshotFrom<SharedCodeMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('failed')
export const selectIsCreating = (s: Snapshot) => s.matches('creating')
export const selectIsDeleting = (s: Snapshot) => s.matches('deleting')
/** Active, or while a code is deactivated and the chosen supplier has one: its code is on screen. */
export const selectShowsCode = (s: Snapshot) =>
  s.matches('active') ||
  (s.matches('deleting') && activeCodeOf(s.context.tokens, s.context.supplierId) !== null)
/** The supplier whose code is being deactivated, or null. */
export const selectDeactivatingId = (s: Snapshot) => (s.matches('deleting') ? s.context.deactivatingId : null)
export const selectSupplierId = (s: Snapshot) => s.context.supplierId
export const selectCanActivate = (s: Snapshot) => s.matches('inactive') && s.context.supplierId !== null
export const selectCode = (s: Snapshot) => activeCodeOf(s.context.tokens, s.context.supplierId)
export const selectError = (s: Snapshot) => s.context.error
export const selectNotice = (s: Snapshot) => s.context.notice
/** Every supplier with an active shared code, by name. */
export const selectActiveCodes = (s: Snapshot) =>
  s.context.tokens
    .filter((t) => t.use_shared_token && t.shared_token)
    .map((t) => ({ supplierId: t.supplier_id, supplierName: t.supplier_name, code: t.shared_token ?? '' }))
    .sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'es'))
