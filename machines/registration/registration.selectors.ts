import { BANK_STATEMENTS, stepNumberOf } from '@contract/registration'
import { parseISO } from 'date-fns/parseISO'
import { subMonths } from 'date-fns/subMonths'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { DocumentsMachine } from './documents.machine'
import { infoErrors, legalErrors, usersErrors } from './registration.forms'
import type { RegistrationMachine } from './registration.machine'

type Snapshot = SnapshotFrom<RegistrationMachine>
type DocumentsSnapshot = SnapshotFrom<DocumentsMachine>

/** Side indicator: 1 info, 2 files, 3 legal representative and users (and success). */
export const selectStepNumber = (s: Snapshot) => stepNumberOf(s.context.step)
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsStarting = (s: Snapshot) =>
  s.matches('starting') || s.matches('restoring') || s.matches('resuming')
export const selectRestoreError = (s: Snapshot) => (s.matches('restoreFailed') ? s.context.error : null)
export const selectError = (s: Snapshot) => (s.matches('restoreFailed') ? null : s.context.error)

const shown = (errors: Record<string, string>, s: Snapshot) => {
  const out: Record<string, string> = {}
  for (const key of s.context.touched) if (errors[key]) out[key] = errors[key]
  return { ...out, ...s.context.serverErrors }
}
/** Messages on screen: the rules' for touched fields, the server's until the field changes. */
export const selectInfoErrors = (s: Snapshot) => shown(infoErrors(s.context.info), s)
export const selectLegalErrors = (s: Snapshot) => shown(legalErrors(s.context.legal), s)
export const selectUsersErrors = (s: Snapshot) => shown(usersErrors(s.context.users), s)
/** Submit buttons are disabled until the form is valid (docs/decisions.md#validation). */
export const selectInfoValid = (s: Snapshot) => Object.keys(infoErrors(s.context.info)).length === 0
export const selectLegalValid = (s: Snapshot) => Object.keys(legalErrors(s.context.legal)).length === 0
export const selectUsersValid = (s: Snapshot) => Object.keys(usersErrors(s.context.users)).length === 0
export const selectPaymentIncomplete = (s: Snapshot) =>
  !s.context.users.sameAsBuyer &&
  Object.keys(usersErrors(s.context.users)).some((k) => k.startsWith('payment_user.')) &&
  s.context.touched.some((k) => k.startsWith('payment_user.') || k.startsWith('buyer_user.'))

export const selectDocumentsActor = (s: Snapshot) =>
  (s.children.companyDocuments ?? s.children.bankDocuments) as ActorRefFrom<DocumentsMachine> | undefined

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
// The browser's month names (date-fns' `format` with its locales is 6 kB the wizard need not load).
const monthName = new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' })
/** 'Agosto 2026': the month a statement covers, n months before today. */
export const monthLabel = (today: string, monthsBack: number) => {
  const day = subMonths(parseISO(today), monthsBack)
  const month = new Date(0)
  month.setUTCFullYear(day.getFullYear(), day.getMonth(), 1)
  return capitalized(`${monthName.format(month)} ${String(day.getFullYear()).padStart(4, '0')}`)
}
/** The three statements: bank_statement_n covers the month n months back. */
export const selectStatementMonths = (s: Snapshot) =>
  Object.fromEntries(BANK_STATEMENTS.map((d, i) => [d.prop, monthLabel(s.context.today, i + 1)]))

export const selectSlots = (s: DocumentsSnapshot) => s.context.slots
export const selectDocumentsError = (s: DocumentsSnapshot) => s.context.error
export const selectDocumentsBusy = (s: DocumentsSnapshot) => s.hasTag('busy')
/** Every document chosen or already on the server: 'Continuar' may send (docs/decisions.md#validation). */
export const selectDocumentsReady = (s: DocumentsSnapshot) =>
  s.context.slots.every((slot) => slot.status !== 'empty')
export const selectUploadsFailed = (s: DocumentsSnapshot) => s.matches('failed')
