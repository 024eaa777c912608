import { BANK_STATEMENTS, stepNumberOf } from '@contract/registration'
import { parseISO } from 'date-fns/parseISO'
import { subMonths } from 'date-fns/subMonths'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { DocumentsMachine } from './documents.machine'
import type { StepForm } from './formStep'
import type { InfoStepMachine } from './infoStep.machine'
import type { LegalStepMachine } from './legalStep.machine'
import { infoErrors, legalErrors, usersErrors } from './registration.forms'
import type { RegistrationMachine } from './registration.machine'
import type { UsersStepMachine } from './usersStep.machine'

type Snapshot = SnapshotFrom<RegistrationMachine>
type DocumentsSnapshot = SnapshotFrom<DocumentsMachine>
type InfoSnapshot = SnapshotFrom<InfoStepMachine>
type LegalSnapshot = SnapshotFrom<LegalStepMachine>
type UsersSnapshot = SnapshotFrom<UsersStepMachine>

/** Side indicator: 1 info, 2 files, 3 legal representative and users (and success). */
export const selectStepNumber = (s: Snapshot) => stepNumberOf(s.context.step)
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsStarting = (s: Snapshot) =>
  s.matches('starting') || s.matches('restoring') || s.matches('resuming')
export const selectRestoreError = (s: Snapshot) => (s.matches('restoreFailed') ? s.context.error : null)

/** The wizard's banner: a form step shows its own (it starts from the wizard's). */
export const selectError = (s: Snapshot) =>
  s.matches('restoreFailed') || s.children.infoStep || s.children.legalStep || s.children.usersStep
    ? null
    : s.context.error

const shown = (errors: Record<string, string>, form: StepForm) => {
  const out: Record<string, string> = {}
  for (const key of form.touched) if (errors[key]) out[key] = errors[key]
  return { ...out, ...form.serverErrors }
}
/** Messages on screen: the rules' for touched fields, the server's until the field changes. */
export const selectInfoErrors = (s: InfoSnapshot) => shown(infoErrors(s.context.values), s.context)
export const selectLegalErrors = (s: LegalSnapshot) => shown(legalErrors(s.context.values), s.context)
export const selectUsersErrors = (s: UsersSnapshot) => shown(usersErrors(s.context.values), s.context)
/** Submit buttons are disabled until the form is valid (docs/decisions.md#validation). */
export const selectInfoValid = (s: InfoSnapshot) => Object.keys(infoErrors(s.context.values)).length === 0
export const selectLegalValid = (s: LegalSnapshot) => Object.keys(legalErrors(s.context.values)).length === 0
export const selectUsersValid = (s: UsersSnapshot) => Object.keys(usersErrors(s.context.values)).length === 0
export const selectPaymentIncomplete = (s: UsersSnapshot) =>
  !s.context.values.sameAsBuyer &&
  Object.keys(usersErrors(s.context.values)).some((k) => k.startsWith('payment_user.')) &&
  s.context.touched.some((k) => k.startsWith('payment_user.') || k.startsWith('buyer_user.'))

export const selectDocumentsActor = (s: Snapshot) =>
  (s.children.companyDocuments ?? s.children.bankDocuments) as ActorRefFrom<DocumentsMachine> | undefined
/** The form step's machine on screen (each has its own connect layer). */
export const selectInfoActor = (s: Snapshot) =>
  s.children.infoStep as ActorRefFrom<InfoStepMachine> | undefined
export const selectLegalActor = (s: Snapshot) =>
  s.children.legalStep as ActorRefFrom<LegalStepMachine> | undefined
export const selectUsersActor = (s: Snapshot) =>
  s.children.usersStep as ActorRefFrom<UsersStepMachine> | undefined
/** A step's form is busy while it saves or records. */
export const selectStepBusy = (s: InfoSnapshot | LegalSnapshot | UsersSnapshot) => s.hasTag('busy')

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
