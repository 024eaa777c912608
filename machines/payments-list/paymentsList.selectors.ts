import { type ActorRefFrom, type AnyActorRef, isMachineSnapshot, type SnapshotFrom } from 'xstate'
import type { PaymentFileMachine } from './paymentFile.machine'
import type { PaymentsListMachine } from './paymentsList.machine'
import type { PaymentsListDialogsMachine } from './paymentsListDialogs.machine'

type Snapshot = SnapshotFrom<PaymentsListMachine>

export const selectRole = (s: Snapshot) => s.context.role
export const selectApplied = (s: Snapshot) => s.context.applied
export const selectStatus = (s: Snapshot) => s.context.applied.status
export const selectEdited = (s: Snapshot) => s.context.edited
export const selectChosenCounterpart = (s: Snapshot) => s.context.edited.counterpart
export const selectFilterErrors = (s: Snapshot) => s.context.filterErrors
export const selectSort = (s: Snapshot) => s.context.sort
export const selectPage = (s: Snapshot) => s.context.page

/** The rows to show: the last page received (also while the next one loads). */
export const selectPayments = (s: Snapshot) => s.context.result?.data ?? []
export const selectTotal = (s: Snapshot) => s.context.result?.total ?? 0
export const selectTotalCapped = (s: Snapshot) => s.context.result?.total_capped === true
export const selectPerPage = (s: Snapshot) => s.context.result?.per_page ?? 10
export const selectHasResult = (s: Snapshot) => s.context.result !== null

export const selectIsLoading = (s: Snapshot) => s.hasTag('busy')
export const selectLoadError = (s: Snapshot) => (s.hasTag('failed') ? s.context.error : null)

export const selectFiltersShown = (s: Snapshot) => s.hasTag('filtersShown')

/** The reserved-line filter is offered only when the supplier has lines. */
export const selectLines = (s: Snapshot) => s.context.lines
export const selectShowsLineFilter = (s: Snapshot) => s.context.lines.length > 0

export const selectSearch = (s: Snapshot) => s.context.search
export const selectIsSearching = (s: Snapshot) => s.hasTag('searching')
export const selectSearchError = (s: Snapshot) =>
  s.matches({ search: 'failed' }) ? s.context.search.error : null

/**
 * A child's actor while it is a machine: a stand-in (a model test's or a replay's controlled actor) has no view
 * of its own, its machine has its own model test.
 */
const machineChild = <TRef extends AnyActorRef>(ref: AnyActorRef | undefined): TRef | undefined =>
  ref && isMachineSnapshot(ref.getSnapshot()) ? (ref as TRef) : undefined

/** The open payment dialog's machine (paymentsListDialogs.machine.ts). */
export const selectDialogsActor = (s: Snapshot) =>
  machineChild<ActorRefFrom<PaymentsListDialogsMachine>>(s.children.paymentsListDialogs)
/** The file links' machine (paymentFile.machine.ts). */
export const selectFileActor = (s: Snapshot) =>
  machineChild<ActorRefFrom<PaymentFileMachine>>(s.children.paymentFile)
