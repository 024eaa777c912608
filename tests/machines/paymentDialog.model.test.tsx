import { MSG } from '@contract/messages'
import { ACTION_MSG, BUYER_MSG } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import { PROJECT_MSG } from '@contract/projects'
import { SALE_MSG } from '@contract/sales'
import { SPEI_LABELS, SPEI_MSG } from '@contract/speiTexts'
import {
  amountToPay,
  CUSTOMER_REPORT_LABEL,
  connectPaymentDialog,
  DIALOGS,
  type DialogKind,
  EXPORT_LABEL,
  normalizeBudget,
  type PaymentDialogApi,
  type PaymentDialogContext,
  paymentDialogMachineOf,
  paysPenalty,
  projectCreateFailure,
  projectFormIncomplete,
} from '@machines/payment-dialog'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  assign,
  type EventObject,
} from 'xstate'
import { confirmLabelOf, submitLabelOf, titleOf } from '@/features/payment-dialogs/dialogTexts'
import { PaymentDialogView } from '@/features/payment-dialogs/PaymentDialogView'
import type { PaymentDialogActorRef } from '@/features/payment-dialogs/paymentDialogLogic'
import { ALL_FIELDS } from '../fixtures/allDialogFields'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import {
  type Invariant,
  type Observed as ModelObserved,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'
import type { ViewSpec } from './lib/viewPaths'
import {
  catalogue,
  customer,
  type DialogOpening,
  expired,
  extension,
  fileOf,
  inputFor,
  invoicePdf,
  invoiceXml,
  LOADER,
  nonPayment,
  paid,
  paymentIn,
  pending,
  project,
  proof,
  supplier,
  TODAY,
  toConfirm,
} from './paymentDialog.fixtures'

// ---------------------------------------------------------------- events

const e = (type: string) => ({ type }) as EventObject
const change = (values: Record<string, string>) => ({ type: 'dialog.change', values }) as EventObject
const pick = (files: File[]) => ({ type: 'dialog.change', files }) as EventObject

/** The person leaves a field (a date's text is tidied and its message shows). */
const leave = (field: string) => ({ type: 'dialog.blur', field }) as EventObject
const submit = e('dialog.submit')
const close = e('dialog.close')
const ok = (msg: string | null = 'Listo') => settled('submit', { success: true, msg })
const refused = (msg: string) => settled('submit', { success: false, msg })
const httpError = (status: number, more: Record<string, unknown> = {}) =>
  failed('submit', { kind: 'http', status, ...more })
const network = failed('submit', { kind: 'network' })

// ---------------------------------------------------------------- the cases

type Ctx = PaymentDialogContext
type Control = { label: string; type: 'text' | 'select' | 'date' }
type Values = Record<string, string>
type Failure = {
  kind: string
  status?: number
  msg?: string
  errors?: Record<string, string[]>
  cause?: Failure
}
type Answer = { success: boolean; msg?: string | null }

interface Case {
  name: string
  input: DialogOpening
  /** The local refusal the spec gives for this payment (the dialog opens on it, nothing is sent). */
  blocked?: string
  /** The form's values when it opens (edit starts from the payment's term and amount). */
  initial?: Values
  /** What the user can do in `editing` (narrowed so each model stays small). */
  editing?: (ctx: Ctx) => EventObject[]
  /** Outcomes of the submit actor. */
  outcomes?: EventObject[]
  prefetch?: EventObject[]
  /** What the dialog asks the server for before its form. */
  prefetchInput?: unknown
  /** A change offered in `failed`. */
  failedChange?: EventObject
  /**
   * The send whose every outcome is tried (and whose refusal is retried, changed, closed); other sends only
   * succeed, so the model stays small. Every send by default.
   */
  fullOutcomes?: (ctx: Ctx) => boolean
  controls?: Record<string, Control>
  /** The spec's local checks for the values this case types: the first message per field ('_' the whole form). */
  errors?: (values: Values, files: File[]) => Partial<Record<string, string>>
  /** The request the spec builds from what was typed (the submit actor's input). */
  request?: (values: Values, files: File[]) => unknown
  /** How a change lands when the spec says more than "the field takes the value" (the export's range end). */
  follow?: (values: Values, patch: Values) => Values
}

const clabe = '646180157000000004'
/** One character over the project name's limit (120). */
const LONG_NAME = 'x'.repeat(121)
const verify422 = (errors: Record<string, string[]>) => httpError(422, { msg: MSG.verifyData, errors })

const paymentBody = (payment: Payment) => (kind: string) => () => ({ kind, body: { payment_id: payment.id } })
const blockedCase = (kind: DialogKind, more: Partial<DialogOpening> = {}): Case => ({
  name: `blocked: ${kind} on a paid payment`,
  input: inputFor(kind, { payment: paid, ...more }),
  blocked: ACTION_MSG.paidBlocked,
})
/**
 * The dates the walks type, as the spec says each reads (docs/decisions.md#dates): the day sent, the text shown
 * once the field is left, or what is wrong with it.
 */
const DATES: Record<string, { day: string; shown: string } | { wrong: string }> = {
  '10012025': { day: '2025-01-10', shown: '10/01/2025' },
  '10/01/2025': { day: '2025-01-10', shown: '10/01/2025' },
  '15/03/2025': { day: '2025-03-15', shown: '15/03/2025' },
  '16/03/2025': { day: '2025-03-16', shown: '16/03/2025' },
  '14-3-2025': { day: '2025-03-14', shown: '14/03/2025' },
  '14/03/2025': { day: '2025-03-14', shown: '14/03/2025' },
  '01042025': { day: '2025-04-01', shown: '01/04/2025' },
  '01/04/2025': { day: '2025-04-01', shown: '01/04/2025' },
  '31022025': { wrong: '31/02/2025 no existe: febrero de 2025 tiene 28 días' },
}
const dayOf = (text: string) => {
  const date = DATES[text]
  return date && 'day' in date ? date.day : null
}
const shownOf = (text: string) => {
  const date = DATES[text]
  return date && 'shown' in date ? date.shown : text
}
const wrongOf = (text: string) => {
  const date = DATES[text]
  return date && 'wrong' in date ? date.wrong : undefined
}
/** Today (TODAY) as the export's range end shows it. */
const TODAY_TEXT = '15/03/2025'

const days = (field: 'term' | 'days') => (values: Values) =>
  /^\d+$/.test(values[field] ?? '') && Number(values[field]) > 0 ? {} : { [field]: ACTION_MSG.daysRequired }

const CASES: Case[] = [
  {
    name: 'confirm (supplier)',
    input: inputFor('confirm', { payment: toConfirm }),
    outcomes: [
      ok(ACTION_MSG.confirmed),
      refused(ACTION_MSG.notToConfirm),
      httpError(500, { msg: 'Servicio no disponible' }),
      network,
    ],
    request: paymentBody(toConfirm)('confirm'),
  },
  {
    name: 'blocked: confirm a paid payment',
    input: inputFor('confirm', { payment: paid }),
    blocked: ACTION_MSG.paidBlocked,
  },
  {
    name: 'reject (supplier)',
    input: inputFor('reject', { payment: toConfirm }),
    outcomes: [ok(ACTION_MSG.rejected), refused(ACTION_MSG.notToConfirm), httpError(500)],
    request: paymentBody(toConfirm)('reject'),
  },
  blockedCase('reject'),
  {
    name: 'report non-payment (supplier)',
    input: inputFor('reportNonPayment', { payment: expired }),
    outcomes: [
      ok(ACTION_MSG.nonPaymentReported),
      refused(ACTION_MSG.notExpired),
      httpError(404, { msg: ACTION_MSG.paymentNotFound }),
    ],
    request: paymentBody(expired)('reportNonPayment'),
  },
  blockedCase('reportNonPayment'),
  {
    name: 'request factoring (supplier)',
    input: inputFor('requestFactoring', { payment: pending }),
    outcomes: [ok(null), refused(ACTION_MSG.factoringNotAllowed), network],
    request: paymentBody(pending)('requestFactoring'),
  },
  blockedCase('requestFactoring'),
  {
    name: 'accept a term extension (supplier)',
    input: inputFor('handleExtension', { extension, accepted: true }),
    outcomes: [ok(ACTION_MSG.extensionAccepted), refused(ACTION_MSG.extensionHandled), network],
    request: () => ({
      kind: 'handleExtension',
      body: { term_extension_request_id: extension.id, accepted: true },
    }),
  },
  {
    name: 'blocked: pay a reported non-payment',
    input: inputFor('pay', { payment: nonPayment, viewer: customer }),
    blocked: ACTION_MSG.nonPaymentAlreadyReported,
  },
  {
    name: 'pay (customer)',
    input: inputFor('pay', { payment: expired, viewer: customer }),
    prefetch: [
      settled('loadClabe', { clabe }),
      settled('loadClabe', { clabe: null }),
      // A blank CLABE is no CLABE to transfer to.
      settled('loadClabe', { clabe: '   ' }),
      failed('loadClabe', { kind: 'network' }),
      failed('loadClabe', { kind: 'http', status: 404, msg: ACTION_MSG.paymentNotFound }),
    ],
    prefetchInput: { paymentId: expired.id },
    controls: {
      tracking_key: { label: SPEI_LABELS.trackingKey, type: 'text' },
      operation_date: { label: SPEI_LABELS.operationDate, type: 'date' },
      sending_bank: { label: SPEI_LABELS.sendingBank, type: 'select' },
    },
    // The proof, then the transfer: a clave with a dash said once left, the bank said when sending, a date
    // after today said once left (or sent); each then put right.
    editing: (ctx) => {
      const { tracking_key, operation_date, sending_bank } = ctx.values
      if (ctx.files.length === 0) return [submit, pick([proof]), close]
      if (tracking_key === '') return [change({ tracking_key: 'mban-01' })]
      if (tracking_key === 'MBAN-01')
        return ctx.fieldErrors.tracking_key ? [change({ tracking_key: 'mban01' })] : [leave('tracking_key')]
      // The bank before the date: picking it in the view leaves the field typed last.
      if (sending_bank === '') return [submit, change({ sending_bank: '012' })]
      if (operation_date === '') return [change({ operation_date: '16/03/2025' })]
      if (operation_date === '16/03/2025')
        return ctx.fieldErrors.operation_date
          ? [change({ operation_date: '14-3-2025' })]
          : [leave('operation_date'), submit]
      return [submit]
    },
    outcomes: [
      ok(ACTION_MSG.reported),
      refused(ACTION_MSG.alreadyProcessed),
      httpError(413, { msg: ACTION_MSG.fileTooLarge }),
      verify422({ file: [ACTION_MSG.fileTooLarge] }),
      // Another payment's proof already: said under the clave, naming nothing of it.
      httpError(422, { msg: SPEI_MSG.alreadyUsed, errors: { tracking_key: [SPEI_MSG.alreadyUsed] } }),
      network,
    ],
    failedChange: pick([proof]),
    fullOutcomes: (ctx) => ctx.values.sending_bank === '012',
    initial: { tracking_key: '', operation_date: '', sending_bank: '' },
    // The clave shows upper-cased as it is typed.
    follow: (values, patch) => ({
      ...values,
      ...patch,
      ...(patch.tracking_key === undefined ? {} : { tracking_key: patch.tracking_key.toUpperCase() }),
    }),
    errors: ({ tracking_key, operation_date, sending_bank }, files) => ({
      ...(tracking_key === ''
        ? { tracking_key: MSG.required }
        : tracking_key === 'MBAN-01'
          ? { tracking_key: SPEI_MSG.trackingKeyChars }
          : {}),
      ...(operation_date === ''
        ? { operation_date: MSG.required }
        : operation_date === '16/03/2025'
          ? { operation_date: 'La fecha no puede ser posterior a hoy' }
          : {}),
      ...(sending_bank === '' ? { sending_bank: SPEI_MSG.sendingBank } : {}),
      ...(files.length === 0 ? { file: ACTION_MSG.uploadFile } : {}),
    }),
    request: ({ tracking_key, operation_date, sending_bank }, files) => ({
      kind: 'pay',
      paymentId: expired.id,
      file: files[0] ?? null,
      transfer: { tracking_key, operation_date: dayOf(operation_date ?? ''), sending_bank },
    }),
  },
  {
    name: 'inform payment (supplier)',
    input: inputFor('informPayment', { payment: pending }),
    editing: (ctx) => {
      return ctx.files.length === 0 ? [submit, pick([proof]), close] : [submit]
    },
    outcomes: [
      ok(ACTION_MSG.informed),
      refused(ACTION_MSG.alreadyProcessed),
      verify422({ file: [ACTION_MSG.proofType] }),
      network,
    ],
    failedChange: pick([proof]),
    fullOutcomes: (ctx) => ctx.files.length === 0,
    initial: {},
    // The proof is optional (the picker itself refuses any file the dialog would).
    errors: () => ({}),
    request: (_values, files) => ({
      kind: 'informPayment',
      paymentId: pending.id,
      file: files[0] ?? null,
      transfer: null,
    }),
  },
  blockedCase('informPayment'),
  {
    name: 'extend term (supplier)',
    input: inputFor('extendTerm', { payment: pending }),
    controls: { term: { label: 'Días a extender', type: 'text' } },
    editing: (ctx) => {
      if (ctx.fieldErrors.term && ctx.values.term !== '') return [change({ term: '10' })]
      return ctx.values.term === '' ? [submit, change({ term: '15' }), close] : [submit]
    },
    outcomes: [
      ok(ACTION_MSG.termExtended),
      refused(ACTION_MSG.notExtendable),
      httpError(422, { msg: ACTION_MSG.daysMax, errors: { term: [ACTION_MSG.daysMax] } }),
      httpError(500, { msg: 'Servicio no disponible' }),
    ],
    failedChange: change({ term: '10' }),
    fullOutcomes: (ctx) => ctx.values.term === '15',
    initial: { term: '' },
    errors: days('term'),
    request: (values) => ({
      kind: 'extendTerm',
      body: { payment_id: pending.id, term: Number(values.term) },
    }),
  },
  blockedCase('extendTerm'),
  {
    name: 'request a term extension (customer)',
    input: inputFor('requestExtendTerm', { payment: pending, viewer: customer }),
    controls: { days: { label: 'Días de extensión', type: 'text' } },
    editing: (ctx) => (ctx.values.days === '' ? [submit, change({ days: '15' }), close] : [submit]),
    outcomes: [
      ok(ACTION_MSG.extensionRequested),
      refused(ACTION_MSG.extensionPending),
      verify422({ days: [ACTION_MSG.daysMax] }),
      network,
    ],
    failedChange: change({ days: '10' }),
    fullOutcomes: (ctx) => ctx.values.days === '15',
    initial: { days: '' },
    errors: days('days'),
    request: (values) => ({
      kind: 'requestExtendTerm',
      body: { payment_id: pending.id, days: Number(values.days) },
    }),
  },
  blockedCase('requestExtendTerm', { viewer: customer }),
  {
    name: 'edit (supplier)',
    input: inputFor('edit', { payment: pending }),
    controls: {
      term: { label: 'Plazo (días)', type: 'text' },
      amount: { label: 'Monto', type: 'text' },
    },
    editing: (ctx) => {
      if (ctx.values.term === '30') return [change({ term: '45', amount: '1500' }), close]
      if (ctx.values.term === '45') return [submit, change({ term: '', amount: '' })]
      if (ctx.values.term === '') return [submit, change({ term: '20', amount: '900.50' })]
      return [submit]
    },
    outcomes: [
      ok(ACTION_MSG.paymentUpdated),
      refused(ACTION_MSG.notEditable),
      verify422({ amount: [ACTION_MSG.amountMin] }),
      network,
    ],
    failedChange: change({ term: '25', amount: '800' }),
    fullOutcomes: (ctx) => ctx.values.term === '20',
    // The payment's own term and amount; each may only go down.
    initial: { term: '30', amount: '1000' },
    errors: ({ term, amount }) => {
      const out: Record<string, string> = {}
      if (term === '') out.term = MSG.required
      else if (Number(term) > pending.term) out.term = ACTION_MSG.termNotLower
      if (amount === '') out.amount = MSG.required
      else if (Number(amount) > pending.amount) out.amount = ACTION_MSG.amountNotLower
      return out
    },
    request: ({ term, amount }) => ({
      kind: 'edit',
      paymentId: pending.id,
      body: { term: Number(term), amount: Number(amount) },
    }),
  },
  blockedCase('edit'),
  {
    name: 'attach invoice (supplier)',
    input: inputFor('attachInvoice', { payment: pending }),
    editing: (ctx) => (ctx.files.length === 0 ? [submit, pick([invoicePdf, invoiceXml]), close] : [submit]),
    outcomes: [
      ok('Factura guardada'),
      refused(ACTION_MSG.invoiceExists),
      verify422({ files: [ACTION_MSG.invoiceType] }),
      httpError(404, { msg: ACTION_MSG.paymentNotFound }),
      httpError(500, { msg: 'Error interno' }),
    ],
    failedChange: pick([invoicePdf]),
    fullOutcomes: (ctx) => ctx.files.length === 2,
    initial: {},
    errors: (_values, files) => (files.length === 0 ? { files: ACTION_MSG.selectFile } : {}),
    request: (_values, files) => ({ kind: 'attachInvoice', paymentId: pending.id, files }),
  },
  blockedCase('attachInvoice'),
  {
    name: 'assign to a project (customer)',
    input: inputFor('assignProject', { payment: pending, viewer: customer }),
    prefetch: [
      settled('loadProjects', { projects: [project] }),
      settled('loadProjects', {}),
      failed('loadProjects', { kind: 'http', status: 500 }),
    ],
    controls: {
      project_id: { label: 'Proyecto', type: 'select' },
      new_project_name: { label: 'Nombre del proyecto', type: 'text' },
    },
    editing: (ctx) => {
      const { project_id, new_project_name } = ctx.values
      if (project_id === '')
        return [submit, change({ project_id: 'new' }), change({ project_id: '7' }), close]
      if (project_id === 'new' && new_project_name === '') {
        return [submit, change({ new_project_name: 'Casa Norte' }), change({ new_project_name: LONG_NAME })]
      }
      // Over the limit: the field's message before any request, then a name that fits.
      if (new_project_name === LONG_NAME) return [submit, change({ new_project_name: 'Casa Norte' })]
      return [submit]
    },
    outcomes: [
      ok(ACTION_MSG.projectAssigned),
      refused(ACTION_MSG.projectNotFound),
      verify422({ project_id: [ACTION_MSG.projectNotFound] }),
      httpError(500),
      failed(
        'submit',
        projectCreateFailure({ kind: 'http', status: 422, errors: { name: [PROJECT_MSG.name] } }),
      ),
    ],
    failedChange: change({ project_id: '7' }),
    fullOutcomes: (ctx) => ctx.values.project_id === 'new',
    initial: { project_id: '', new_project_name: '' },
    errors: ({ project_id, new_project_name }) => {
      if (project_id === '') return { project_id: ACTION_MSG.projectChoose }
      if (project_id !== 'new') return {}
      if (new_project_name === '') return { new_project_name: ACTION_MSG.projectNewName }
      return new_project_name === LONG_NAME ? { new_project_name: PROJECT_MSG.nameTooLong } : {}
    },
    request: ({ project_id, new_project_name }) => ({
      kind: 'assignProject',
      paymentId: pending.id,
      projectId: project_id === 'new' ? null : Number(project_id),
      newProjectName: project_id === 'new' ? new_project_name : null,
    }),
  },
  blockedCase('assignProject', { viewer: customer }),
  {
    name: 'export (supplier)',
    input: inputFor('export'),
    controls: {
      exportOption: { label: 'Periodo', type: 'select' },
      startDate: { label: 'Fecha inicial', type: 'date' },
      endDate: { label: 'Fecha final', type: 'date' },
    },
    editing: (ctx) => {
      const { exportOption, startDate, endDate } = ctx.values
      if (exportOption === '') {
        return [submit, change({ exportOption: 'month' }), change({ exportOption: 'range' }), close]
      }
      if (exportOption !== 'range') return [submit]
      // Typed without slashes, then left: it shows as dd/mm/aaaa.
      if (startDate === '') return [submit, change({ startDate: '10012025' })]
      if (startDate === '10012025') return [leave('startDate')]
      // An end after today, said once left (or sent), then one the range takes.
      if (endDate === TODAY_TEXT) return [submit, change({ endDate: '16/03/2025' })]
      if (endDate === '16/03/2025')
        return ctx.fieldErrors.endDate ? [change({ endDate: '14-3-2025' })] : [leave('endDate'), submit]
      return [submit]
    },
    outcomes: [
      ok(null),
      refused(ACTION_MSG.exportTooLarge),
      verify422({ exportOption: [ACTION_MSG.exportOptionRequired] }),
      httpError(500),
      httpError(403, { msg: ACTION_MSG.exportForbidden }),
    ],
    failedChange: change({ exportOption: 'day' }),
    fullOutcomes: (ctx) => ctx.values.exportOption === 'month',
    initial: { exportOption: '', startDate: '', endDate: '' },
    // Another period clears the range; a start date sets the end 3 months later, never after today.
    follow: (values, patch) => {
      const next = { ...values, ...patch }
      if (patch.exportOption && patch.exportOption !== 'range') return { ...next, startDate: '', endDate: '' }
      if (patch.startDate === '10012025') return { ...next, endDate: TODAY_TEXT }
      return next
    },
    errors: ({ exportOption, startDate, endDate }) => {
      if (exportOption === '') return { exportOption: ACTION_MSG.exportOptionRequired }
      if (exportOption !== 'range') return {}
      return {
        ...(startDate ? {} : { startDate: ACTION_MSG.rangeRequired }),
        ...(endDate ? {} : { endDate: ACTION_MSG.rangeRequired }),
        ...(endDate === '16/03/2025' ? { endDate: 'La fecha no puede ser posterior a hoy' } : {}),
      }
    },
    request: ({ exportOption, startDate, endDate }) => ({
      kind: 'export',
      body: {
        exportOption,
        startDate: exportOption === 'range' ? dayOf(startDate!) : null,
        endDate: exportOption === 'range' ? dayOf(endDate!) : null,
        owner_id: supplier.ownerId,
      },
    }),
  },
  {
    name: 'export without an owner id',
    input: inputFor('export', { viewer: { ...customer, ownerId: null } }),
    controls: { exportOption: { label: 'Periodo', type: 'select' } },
    editing: (ctx) => {
      // The form's own message goes with the next change.
      if (ctx.fieldErrors._) return [change({ exportOption: 'day' })]
      return ctx.values.exportOption === '' ? [change({ exportOption: 'historic' })] : [submit]
    },
    initial: { exportOption: '', startDate: '', endDate: '' },
    follow: (values, patch) => ({ ...values, ...patch, startDate: '', endDate: '' }),
    errors: () => ({ _: ACTION_MSG.ownerMissing }),
  },
  {
    name: 'customers report (admin)',
    input: inputFor('customersReport'),
    controls: { exportOption: { label: 'Tipo de reporte', type: 'select' } },
    editing: (ctx) =>
      ctx.values.exportOption === '' ? [submit, change({ exportOption: 'global' }), close] : [submit],
    outcomes: [
      ok(null),
      refused(ACTION_MSG.exportTooLarge),
      verify422({ exportOption: [ACTION_MSG.reportOptionRequired] }),
      httpError(500),
    ],
    failedChange: change({ exportOption: 'current_month' }),
    fullOutcomes: (ctx) => ctx.values.exportOption === 'global',
    initial: { exportOption: '' },
    errors: ({ exportOption }) => (exportOption ? {} : { exportOption: ACTION_MSG.reportOptionRequired }),
    request: ({ exportOption }) => ({ kind: 'customersReport', body: { exportOption } }),
  },
  {
    name: 'new project (customer)',
    input: inputFor('projectForm', { viewer: customer }),
    // Construction types and phases come from the server.
    prefetch: [
      settled('loadCatalogue', { catalogue }),
      settled('loadCatalogue', { catalogue: null }),
      // Without its phases the form cannot be filled in.
      settled('loadCatalogue', { catalogue: { ...catalogue, phases: null } }),
      failed('loadCatalogue', { kind: 'http', status: 500 }),
    ],
    controls: {
      name: { label: 'Nombre del proyecto', type: 'text' },
      budget: { label: 'Presupuesto', type: 'text' },
      address: { label: 'Dirección', type: 'text' },
      start_date: { label: 'Fecha de inicio', type: 'date' },
      type_id: { label: 'Tipo de construcción', type: 'select' },
      phase_id: { label: 'Fase', type: 'select' },
    },
    editing: (ctx) => {
      const v = ctx.values
      if (ctx.fieldErrors.name && v.name !== '') return [change({ name: 'Casa Norte II' })]
      if (v.name === '') {
        return [
          change({
            name: 'Casa Norte',
            budget: '1500000.50',
            address: 'Calle 5 #20',
            start_date: '31022025',
          }),
          close,
        ]
      }
      // A day February does not have: said once the field is left (or the form sent), then typed again.
      if (v.start_date === '31022025')
        return ctx.fieldErrors.start_date
          ? [change({ start_date: '01042025' })]
          : [leave('start_date'), submit]
      // Eight digits, no slashes: once left, 01/04/2025.
      if (v.start_date === '01042025') return [leave('start_date')]
      if (v.type_id === '') return [submit, change({ type_id: '1', phase_id: '2' })]
      return [submit]
    },
    outcomes: [
      ok(ACTION_MSG.projectCreated),
      refused('Ya existe un proyecto con ese nombre'),
      httpError(422, { errors: { name: ['Ya existe un proyecto con ese nombre'] } }),
      httpError(500),
    ],
    failedChange: change({ name: 'Casa Norte III' }),
    fullOutcomes: (ctx) => ctx.values.name === 'Casa Norte',
    initial: { name: '', budget: '', address: '', start_date: '', type_id: '', phase_id: '' },
    errors: (v) => ({
      ...(v.name ? {} : { name: PROJECT_MSG.name }),
      ...(v.budget ? {} : { budget: PROJECT_MSG.budget }),
      ...(v.address ? {} : { address: PROJECT_MSG.address }),
      ...(v.start_date ? {} : { start_date: PROJECT_MSG.startDate }),
      ...(wrongOf(v.start_date!) ? { start_date: wrongOf(v.start_date!) } : {}),
      ...(v.type_id ? {} : { type_id: PROJECT_MSG.type }),
      ...(v.phase_id ? {} : { phase_id: PROJECT_MSG.phase }),
    }),
    request: (v) => ({
      kind: 'projectForm',
      projectId: null,
      body: {
        name: v.name,
        budget: Number(v.budget),
        address: v.address,
        start_date: dayOf(v.start_date!),
        type_id: Number(v.type_id),
        phase_id: Number(v.phase_id),
      },
    }),
  },
  {
    name: 'create a buyer user (customer)',
    input: inputFor('createBuyer', { viewer: customer }),
    controls: {
      name: { label: 'Nombre', type: 'text' },
      email: { label: 'Correo electrónico', type: 'text' },
    },
    editing: (ctx) => {
      const v = ctx.values
      if (ctx.fieldErrors.email && v.email !== 'ana@') return [change({ email: 'ana.perez@obra.mx' })]
      if (v.name === '') return [submit, change({ name: 'Ana Pérez', email: 'ana@' }), close]
      if (v.email === 'ana@') return [submit, change({ email: 'ana@obra.mx' })]
      return [submit]
    },
    outcomes: [
      ok('Listo, el comprador ya puede entrar.'),
      refused(BUYER_MSG.taken),
      httpError(422, { errors: { email: [BUYER_MSG.taken] } }),
      network,
    ],
    failedChange: change({ email: 'ana.perez@obra.mx' }),
    fullOutcomes: (ctx) => ctx.values.email === 'ana@obra.mx',
    initial: { name: '', email: '' },
    errors: ({ name, email }) => ({
      ...(name ? {} : { name: MSG.required }),
      ...(email === '' ? { email: MSG.required } : email === 'ana@' ? { email: BUYER_MSG.email } : {}),
    }),
    request: ({ name, email }) => ({ kind: 'createBuyer', body: { name, email } }),
  },
  {
    name: 'credit extension (customer)',
    input: inputFor('creditExtension', { viewer: customer }),
    controls: {
      amount: { label: 'Monto solicitado (opcional)', type: 'text' },
      comment: { label: 'Comentario (opcional)', type: 'text' },
    },
    editing: (ctx) => {
      if (ctx.values.amount === '')
        return [submit, change({ amount: '0' }), change({ amount: '50000', comment: 'Obra nueva' }), close]
      return ctx.values.amount === '0' ? [submit, change({ amount: '50000' })] : [submit]
    },
    outcomes: [
      ok(ACTION_MSG.creditExtensionRequested),
      refused(ACTION_MSG.creditExtensionPending),
      verify422({ amount: [SALE_MSG.amountTooLarge] }),
      network,
    ],
    failedChange: change({ amount: '60000' }),
    fullOutcomes: (ctx) => ctx.values.amount === '50000',
    initial: { amount: '', comment: '' },
    // Both optional; an amount must be more than zero.
    errors: ({ amount }) => (amount === '0' ? { amount: SALE_MSG.amountPositive } : {}),
    request: ({ amount, comment }) => ({
      kind: 'creditExtension',
      body: { amount: amount === '' ? null : Number(amount), comment: comment === '' ? null : comment },
    }),
  },
]

const eventsFor =
  (c: Case) =>
  (snapshot: AnyMachineSnapshot): EventObject[] => {
    const ctx = snapshot.context as Ctx
    if (snapshot.status !== 'active') return []
    if (snapshot.matches('blocked')) return [close]
    if (snapshot.hasTag('loading')) return [...(c.prefetch ?? []), close]
    if (snapshot.matches('loadFailed')) return [e('dialog.retry'), close]
    if (snapshot.matches('editing')) return c.editing?.(ctx) ?? []
    if (snapshot.matches('confirming'))
      return [submit, close, ...(hasForm(ctx.subject.kind) ? [e('dialog.back')] : [])]
    if (snapshot.matches('submitting'))
      return (c.fullOutcomes?.(ctx) ?? true) ? (c.outcomes ?? []) : (c.outcomes ?? []).slice(0, 1)
    // Everything that follows a failure is tried after the server's refusal; after other failures sending again
    // and changing the form (the Idempotency-Key the next send carries depends on both).
    if (snapshot.matches('failed')) {
      const changes = c.failedChange ? [c.failedChange] : []
      return ctx.error === refusalText(c) ? [submit, close, ...changes] : [submit, ...changes]
    }
    if (snapshot.matches('succeeded')) return [close]
    return []
  }

// ---------------------------------------------------------------- what the spec says, from the trail

/** Dialogs without fields: a question and a yes (docs/decisions.md#spanish-texts). */
const FORMLESS: DialogKind[] = [
  'confirm',
  'reject',
  'reportNonPayment',
  'requestFactoring',
  'handleExtension',
]
const hasForm = (kind: DialogKind) => !FORMLESS.includes(kind)
/** They ask before sending; so does 'Informar pago' (it marks the sale paid at once). */
const asksFirst = (kind: DialogKind) => !hasForm(kind) || kind === 'informPayment'
const FILE_FIELD: Partial<Record<DialogKind, 'file' | 'files'>> = {
  pay: 'file',
  informPayment: 'file',
  attachInvoice: 'files',
}

const msgOr = (msg: string | null | undefined, fallback: string) =>
  msg && msg.trim() !== '' ? msg : fallback

/** The success alert's text (section 8): the server's msg or the default; downloads and invoices their own. */
const successText = (kind: DialogKind, answer: Answer): string => {
  if (kind === 'attachInvoice') return ACTION_MSG.invoiceAttached
  if (kind === 'export') return ACTION_MSG.exportOk
  if (kind === 'customersReport') return ACTION_MSG.reportOk
  if (kind === 'createBuyer') return 'Usuario registrado'
  return msgOr(answer.msg, ACTION_MSG.alertSuccessText)
}

const FAILURE_FALLBACK: Partial<Record<DialogKind, string>> = {
  attachInvoice: ACTION_MSG.genericError,
  assignProject: ACTION_MSG.genericError,
  projectForm: ACTION_MSG.projectCreateFailed,
  export: ACTION_MSG.exportFailed,
  customersReport: ACTION_MSG.reportFailed,
  createBuyer: ACTION_MSG.genericError,
}

/** The red text of a failed request (section 8): a refusal's or an error's msg, else the dialog's text. */
const failureText = (kind: DialogKind, failure: Failure | Answer): string => {
  if ('success' in failure) return msgOr(failure.msg, FAILURE_FALLBACK[kind] ?? ACTION_MSG.alertErrorText)
  if (failure.kind === 'projectCreate')
    return failure.cause?.kind === 'network' ? MSG.connection : ACTION_MSG.projectCreateFailed
  if (failure.kind === 'network') return MSG.connection
  if (kind === 'attachInvoice' && failure.status === 422) return ACTION_MSG.uploadFile
  if (kind === 'attachInvoice' && (failure.status ?? 0) >= 500) return ACTION_MSG.genericError
  return msgOr(failure.msg, FAILURE_FALLBACK[kind] ?? ACTION_MSG.alertErrorText)
}

/** A failed load: the CLABE's own texts (also when the answer has no CLABE); else the server's msg or 'Ocurrio un error'. */
const prefetchFailureText = (kind: DialogKind, failure: Failure | Record<string, unknown>): string => {
  const { kind: what, msg } = failure as Failure
  if (kind === 'pay')
    return what === 'network' ? ACTION_MSG.clabeConnection : msgOr(msg, ACTION_MSG.clabeFailed)
  return what === 'network' ? MSG.connection : msgOr(msg, ACTION_MSG.genericError)
}

/** What the person did and the server answered so far, as the dialog must show it. */
interface SoFar {
  values: Values
  files: File[]
  /** The messages under the fields ('_' the form's own). */
  fieldErrors: Record<string, string>
  /** The red text: the last failed load or request. */
  error: string | null
  notice: string | null
  clabe: string | null
  projects: unknown[]
}

const without = (errors: Record<string, string>, keys: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)))

const soFar = (c: Case, trail: Trail): SoFar => {
  const kind = c.input.kind
  const so: SoFar = {
    values: { ...c.initial },
    files: [],
    fieldErrors: {},
    error: null,
    notice: null,
    clabe: null,
    projects: [],
  }
  for (const [i, { event }] of trail.steps.entries()) {
    const before = trail.steps[i - 1]?.state
    const { output, error } = event as { output?: unknown; error?: unknown }
    switch (event.type) {
      case 'dialog.change': {
        const { values: patch = {}, files } = event as unknown as { values?: Values; files?: File[] }
        const previous = so.values
        so.values = c.follow ? c.follow(so.values, patch) : { ...so.values, ...patch }
        if (files) so.files = files
        // A field edited loses its message, so does one the change moved (the range's end), and the form's own.
        so.fieldErrors = without(so.fieldErrors, [
          ...Object.keys(patch),
          ...Object.keys(so.values).filter((field) => so.values[field] !== previous[field]),
          ...(files ? ['file', 'files'] : []),
          '_',
        ])
        so.error = null
        break
      }
      case 'dialog.blur': {
        // Left: a date shows as dd/mm/aaaa, and the field's own message shows (the others stay).
        const { field } = event as unknown as { field: string }
        so.values = { ...so.values, [field]: shownOf(so.values[field] ?? '') }
        const message = localErrors(c, so)[field]
        if (message) so.fieldErrors = { ...so.fieldErrors, [field]: message }
        break
      }
      case 'dialog.submit':
        if (hasForm(kind) && (before === 'editing' || before === 'failed')) {
          // Sent: every date shows as dd/mm/aaaa.
          for (const [field, control] of Object.entries(c.controls ?? {}))
            if (control.type === 'date' && so.values[field] !== undefined)
              so.values = { ...so.values, [field]: shownOf(so.values[field]) }
          so.fieldErrors = localErrors(c, so)
        }
        break
      case `xstate.done.actor.${LOADER[kind]}`: {
        const out = output as { clabe?: string | null; projects?: unknown[]; catalogue?: unknown }
        const enough =
          kind === 'pay'
            ? typeof out.clabe === 'string' && out.clabe.trim() !== ''
            : kind === 'assignProject'
              ? Array.isArray(out.projects)
              : Array.isArray((out.catalogue as { types?: unknown } | null)?.types) &&
                Array.isArray((out.catalogue as { phases?: unknown } | null)?.phases)
        if (enough) {
          so.clabe = out.clabe ?? null
          so.projects = out.projects ?? []
        } else so.error = prefetchFailureText(kind, out)
        break
      }
      case `xstate.error.actor.${LOADER[kind]}`:
        so.error = prefetchFailureText(kind, error as Failure)
        break
      case 'dialog.retry':
        so.error = null
        break
      case 'xstate.done.actor.submit': {
        const answer = output as Answer
        if (answer.success) so.notice = successText(kind, answer)
        else so.error = failureText(kind, answer)
        break
      }
      case 'xstate.error.actor.submit': {
        // A 422 naming the form's fields shows each message under its field; anything else the red text.
        const failure = error as Failure
        const known = [...Object.keys(so.values), 'file', 'files']
        const under = Object.fromEntries(
          Object.entries(failure.status === 422 ? (failure.errors ?? {}) : {})
            .filter(([field]) => known.includes(field))
            .map(([field, [message]]) => [field, message!]),
        )
        if (hasForm(kind) && Object.keys(under).length > 0) so.fieldErrors = under
        else so.error = failureText(kind, failure)
        break
      }
    }
  }
  return so
}

/** The red text of the case's refusal (a 200 with success false). */
const refusalText = (c: Case): string | undefined => {
  const refusal = c.outcomes?.find(
    (event) => (event as unknown as { output?: Answer }).output?.success === false,
  )
  return refusal && failureText(c.input.kind, (refusal as unknown as { output: Answer }).output)
}

/** The fixture's keys (see `machine`): a send's first key, and a new one made when sending again from a failure. */
const FIRST_KEY = 'key-1'
const NEW_KEY = 'key-2'

/**
 * The Idempotency-Key of the send in progress (section 3, money POSTs): a send again after a lost answer, a 5xx
 * or a failure before the request repeats the request and keeps the key; an answer (a success, a refusal, a 4xx)
 * or a change of what is sent needs a new one.
 */
const expectedKey = (trail: Trail): string | null => {
  let key: string | null = null
  for (const [i, { event, state }] of trail.steps.entries()) {
    if (event.type === 'dialog.change' || event.type === 'xstate.done.actor.submit') key = null
    else if (event.type === 'xstate.error.actor.submit') {
      const failure = (event as unknown as { error: Failure }).error
      if (failure.kind === 'http' && (failure.status ?? 0) < 500) key = null
    } else if (event.type === 'dialog.submit' && state === 'submitting' && key === null)
      key = trail.steps[i - 1]?.state === 'failed' ? NEW_KEY : FIRST_KEY
  }
  return key
}

const localErrors = (c: Case, so: SoFar) => (c.errors?.(so.values, so.files) ?? {}) as Record<string, string>
const cameFrom = (trail: Trail) => trail.steps.at(-2)?.state

type Api = PaymentDialogApi
type Observed = ModelObserved<Api>

/** The fields show what was typed and picked, each with the message the spec gives it (and nothing else). */
const expectFields = (c: Case, { selected }: Observed, so: SoFar) => {
  expect(selected.values).toEqual(so.values)
  const fileField = FILE_FIELD[c.input.kind]
  if (fileField) {
    expect(selected.getFileProps(fileField).files).toEqual(so.files)
    expect(selected.getFileProps(fileField).error).toBe(so.fieldErrors[fileField])
  }
  for (const field of new Set([...Object.keys(so.values), ...Object.keys(so.fieldErrors)]))
    if (field !== '_' && field !== fileField)
      expect(selected.getFieldProps(field).error, `message of ${field}`).toBe(so.fieldErrors[field])
  expect(selected.generalError).toBe(so.fieldErrors._)
}

const invariantsFor = (c: Case): Record<string, Invariant<Api>> => {
  const kind = c.input.kind
  const P = idOf(kind)
  const form = hasForm(kind)
  const calls = (observed: Observed, name: string) => observed.started.filter((s) => s.name === name)
  const succeeded = (trail: Trail) =>
    trail.events.some(
      (event) =>
        event.type === 'xstate.done.actor.submit' && (event as unknown as { output: Answer }).output.success,
    )
  return {
    [`${P}.blocked`]: (observed) => {
      expect(observed.selected.step).toBe('blocked')
      expect(observed.selected.error).toBe(c.blocked)
      // A local refusal: nothing is asked of the server.
      expect(observed.started).toEqual([])
    },
    [`${P}.${LOADING[kind]}`]: (observed, trail) => {
      expect(observed.selected.step).toBe('loading')
      expect(observed.tags).toContain('loading')
      expect(observed.selected.error).toBeNull()
      // Once on opening and once per Reintentar.
      expect(calls(observed, LOADER[kind]!)).toEqual(
        Array.from({ length: 1 + trail.count('dialog.retry') }, () => ({
          name: LOADER[kind],
          input: c.prefetchInput,
        })),
      )
    },
    [`${P}.loadFailed`]: (observed, trail) => {
      expect(observed.can({ type: 'dialog.retry' }), "'Reintentar' is offered").toBe(true)
      expect(observed.selected.step).toBe('loadFailed')
      expect(observed.selected.error).toBe(soFar(c, trail).error)
      expect(observed.selected.error).not.toBeNull()
      expect(calls(observed, 'submit')).toEqual([])
    },
    [`${P}.editing`]: (observed, trail) => {
      const so = soFar(c, trail)
      expect(observed.selected.step).toBe('form')
      expect(observed.selected.busy).toBe(false)
      expect(observed.selected.error).toBeNull()
      expectFields(c, observed, so)
      if (c.prefetch) expect(observed.selected.clabe).toBe(so.clabe)
      if (c.prefetch) expect(observed.selected.projects).toEqual(so.projects)
      // Sending a form the local checks refuse stays here, with their messages.
      if (trail.lastEvent?.type === 'dialog.submit') expect(localErrors(c, so)).not.toEqual({})
    },
    [`${P}.confirming`]: (observed, trail) => {
      const so = soFar(c, trail)
      expect(observed.selected.step).toBe('confirm')
      expect(observed.selected.canGoBack).toBe(form)
      expect(observed.selected.error).toBeNull()
      // The question comes only after a form the local checks accept.
      if (form) {
        expect(localErrors(c, so)).toEqual({})
        expect(trail.lastEvent?.type).toBe('dialog.submit')
        expectFields(c, observed, so)
      }
    },
    [`${P}.submitting`]: (observed, trail) => {
      const so = soFar(c, trail)
      expect(observed.tags).toContain('busy')
      expect(observed.selected.submitting).toBe(true)
      expect(observed.selected.getCancelProps().disabled).toBe(true)
      expect(trail.lastEvent?.type).toBe('dialog.submit')
      if (form) expect(localErrors(c, so)).toEqual({})
      // A dialog that asks first sends from its question (a question alone also re-sends from its failure).
      const from = asksFirst(kind)
        ? form
          ? ['confirming']
          : ['confirming', 'failed']
        : ['editing', 'failed']
      expect(from).toContain(cameFrom(trail))
      expect(observed.started.at(-1)).toEqual({
        name: 'submit',
        input: { submission: c.request?.(so.values, so.files), idempotencyKey: expectedKey(trail) },
      })
    },
    [`${P}.failed`]: (observed, trail) => {
      const so = soFar(c, trail)
      expect(observed.selected.step).toBe(form ? 'form' : 'confirm')
      expect(trail.lastEvent?.type).toMatch(/^xstate\.(done|error)\.actor\.submit$/)
      expect(observed.selected.error).toBe(so.error)
      expect(observed.selected.error).not.toBeNull()
      if (form) expectFields(c, observed, so)
    },
    [`${P}.succeeded`]: (observed, trail) => {
      expect(observed.selected.step).toBe('success')
      expect(observed.tags).toContain('success')
      expect(observed.selected.notice).toBe(soFar(c, trail).notice)
      expect(trail.lastEvent?.type).toBe('xstate.done.actor.submit')
    },
    [`${P}.closed`]: (observed, trail) => {
      expect(observed.status).toBe('done')
      expect(observed.tags).toEqual([])
      expect(trail.lastEvent?.type).toBe('dialog.close')
      // Closed without a change: nothing succeeded.
      expect(succeeded(trail)).toBe(false)
      // Nothing left on screen: no step, no red text (not even a failure's, when it closed from one).
      expect(observed.selected.open).toBe(false)
      expect(observed.selected.step).toBe('none')
      expect(observed.selected.error).toBeNull()
    },
    [`${P}.done`]: (observed, trail) => {
      expect(observed.status).toBe('done')
      expect(trail.lastEvent?.type).toBe('dialog.close')
      expect(cameFrom(trail)).toBe('succeeded')
      expect(observed.selected.open).toBe(false)
      expect(observed.selected.step).toBe('none')
      expect(observed.selected.notice).toBeNull()
    },
  }
}

// ---------------------------------------------------------------- the view

const notify = { closed: vi.fn(), done: vi.fn() }
/**
 * Keys are random in the app; a model needs the same snapshot on every run. The machine's rule is kept (reuse the
 * pending key, else make one) with fixed new keys: FIRST_KEY, or NEW_KEY when it is made on sending again from a
 * failure (its red text still shows), so the trail tells a reused key from a new one.
 */
const machineFor = (kind: DialogKind) =>
  paymentDialogMachineOf(kind).provide({
    actions: {
      notifyClosed: () => notify.closed(),
      notifyDone: () => notify.done(),
      ensureIdempotencyKey: assign({
        idempotencyKey: ({ context }: { context: PaymentDialogContext }) =>
          context.idempotencyKey ?? (context.error === null ? FIRST_KEY : NEW_KEY),
      }) as never,
    },
  })
type Machine = ReturnType<typeof machineFor>

const CONFIRM_TEXT: Partial<Record<DialogKind, string>> = {
  confirm: '¿Seguro que desea confirmar el pago?',
  reject: '¿Seguro que desea rechazar el pago?',
  reportNonPayment: '¿Seguro que desea reportar el impago?',
  handleExtension: '¿Desea aceptar la extensión de plazo?',
  requestFactoring: '¿Desea solicitar el factoraje de esta venta? Impulso le adelantará el pago.',
  informPayment: '¿Seguro que desea informar el pago? La venta quedará como pagada.',
}
const CONFIRM_TITLE: Partial<Record<DialogKind, string>> = {
  confirm: 'Confirmar pago',
  reject: 'Rechazar pago',
  reportNonPayment: 'Impago',
}

/** The open dialog (or drawer). */
const theDialog = () => screen.getByRole(screen.queryByRole('alertdialog') ? 'alertdialog' : 'dialog')

const queryControl = (control: Control): HTMLElement | null => {
  const dialog = theDialog()
  if (control.type === 'date') return within(dialog).queryByRole('textbox', { name: control.label })
  if (control.type === 'select') return within(dialog).queryByRole('combobox', { name: control.label })
  // A required field's label carries its '*' (not part of the field's name).
  return (
    within(dialog).queryByLabelText(control.label) ??
    within(dialog).queryByRole('textbox', { name: control.label })
  )
}
const controlOf = (control: Control): HTMLElement => {
  const found = queryControl(control)
  if (!found) throw new Error(`No control labelled ${control.label}`)
  return found
}

/** The form: its title, what was typed and picked, the messages under the fields. */
const expectForm = (c: Case, so: SoFar) => {
  const dialog = theDialog()
  expect(dialog).toHaveAccessibleName(titleOf(subjectOf(c)))
  for (const [field, control] of Object.entries(c.controls ?? {})) {
    const value = so.values[field] ?? ''
    const box = queryControl(control)
    // Fields that show only for some choices (the range's dates, the new project's name) may be hidden.
    if (!box) continue
    expect(box).toHaveValue(value)
  }
  for (const file of so.files) expect(within(dialog).getByText(file.name)).toBeInTheDocument()
  for (const [field, message] of Object.entries(so.fieldErrors)) {
    expect(within(dialog).getAllByText(message).length, `error of ${field}`).toBeGreaterThan(0)
  }
  return dialog
}

const subjectOf = (c: Pick<Case, 'input'>) => ({
  kind: c.input.kind,
  payment: c.input.payment ?? null,
  extension: c.input.extension ?? null,
  accepted: c.input.accepted ?? true,
  project: c.input.project ?? null,
  viewer: c.input.viewer,
  today: c.input.today,
})

const userEventsFor = (c: Case): ViewSpec<Machine, Api>['userEvents'] => ({
  'dialog.submit': async () => {
    const dialog = theDialog()
    const names = [submitLabelOf(subjectOf(c)), confirmLabelOf(subjectOf(c))]
    const button = within(dialog)
      .getAllByRole('button')
      .find((b) => names.includes(b.textContent ?? ''))
    if (!button) throw new Error(`No submit button in ${c.name}`)
    await userEvent.setup().click(button)
  },
  'dialog.close': async () => {
    const dialog = theDialog()
    const button =
      within(dialog).queryByRole('button', { name: 'Cancelar' }) ??
      within(dialog).queryByRole('button', { name: 'Aceptar' }) ??
      within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!
    await userEvent.setup().click(button)
  },
  'dialog.retry': async () =>
    userEvent.setup().click(within(theDialog()).getByRole('button', { name: 'Reintentar' })),
  'dialog.blur': async (event) => {
    const { field } = event as unknown as { field: string }
    const control = c.controls?.[field]
    if (!control) throw new Error(`No control for ${field} in ${c.name}`)
    const box = controlOf(control)
    if (document.activeElement !== box) await userEvent.setup().click(box)
    await userEvent.setup().tab()
  },
  'dialog.back': async () =>
    userEvent.setup().click(within(theDialog()).getByRole('button', { name: 'Volver' })),
  'dialog.change': async (event) => {
    const { values, files } = event as unknown as { values?: Record<string, string>; files?: File[] }
    const user = userEvent.setup()
    if (files) {
      const dialog = theDialog()
      const shown = within(dialog)
        .queryAllByRole('button', { name: /^Quitar / })
        .map((b) => ({ button: b, name: b.getAttribute('aria-label')!.replace(/^Quitar /, '') }))
      const kept = files.every((file) => shown.some((s) => s.name === file.name))
      if (kept && files.length < shown.length) {
        // Fewer files than listed: remove the others.
        for (const s of shown) if (!files.some((file) => file.name === s.name)) await user.click(s.button)
      } else {
        // The same files again: the person takes them off the list and picks them anew (Ark refuses a file it
        // lists already, and says so only the first time: its rejected list does not change after that).
        if (kept) for (const s of shown) await user.click(s.button)
        const input = dialog.querySelector('input[type=file]') as HTMLInputElement
        await user.upload(input, files)
      }
    }
    for (const [field, value] of Object.entries(values ?? {})) {
      const control = c.controls?.[field]
      if (!control) throw new Error(`No control for ${field} in ${c.name}`)
      const box = controlOf(control)
      if (control.type === 'select') {
        await user.selectOptions(box, value)
      } else if (control.type === 'date') {
        // Typed as is; leaving the field is a step of its own (dialog.blur).
        await user.clear(box)
        await user.type(box, value)
      } else {
        await user.clear(box)
        if (value !== '') await user.type(box, value)
      }
    }
  },
})

/** The red 'Atención' alert of a failed load or request. */
const expectAttention = (dialog: HTMLElement, text: string | null) => {
  const alert = within(dialog)
    .getAllByRole('alert')
    .find((a) => a.textContent?.includes('Atención'))
  expect(alert).toHaveTextContent(text ?? '')
}

const screensFor = (c: Case): NonNullable<ViewSpec<Machine, Api>['screens']> => {
  const kind = c.input.kind
  const P = idOf(kind)
  const subject = subjectOf(c)
  return {
    [`${P}.blocked`]: () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Atención' })
      expect(within(dialog).getByRole('alert')).toHaveTextContent(c.blocked ?? '')
      expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeEnabled()
    },
    [`${P}.${LOADING[kind]}`]: () => {
      const dialog = theDialog()
      expect(within(dialog).getByRole('status', { name: 'Cargando' })).toBeInTheDocument()
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled()
    },
    [`${P}.loadFailed`]: (trail) => {
      const dialog = theDialog()
      expectAttention(dialog, soFar(c, trail).error)
      expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    [`${P}.editing`]: (trail) => {
      const so = soFar(c, trail)
      const dialog = expectForm(c, so)
      expect(within(dialog).queryByText('Atención')).not.toBeInTheDocument()
      if (so.clabe) expect(within(dialog).getByText(so.clabe)).toBeInTheDocument()
      if (so.fieldErrors._) expect(within(dialog).getByRole('alert')).toHaveTextContent(so.fieldErrors._)
      // The project form's button reads 'Completá todos los campos' and stays off until the form is complete.
      const incomplete =
        kind === 'projectForm' && ['name', 'budget', 'address', 'start_date'].some((f) => so.values[f] === '')
      const label = incomplete ? PROJECT_MSG.incomplete : submitLabelOf(subject)
      const button = within(dialog).getByRole('button', { name: label })
      if (incomplete) expect(button).toBeDisabled()
      else expect(button).toBeEnabled()
    },
    [`${P}.confirming`]: () => {
      const dialog = theDialog()
      const title = CONFIRM_TITLE[kind]
      if (title) expect(dialog).toHaveAccessibleName(title)
      expect(dialog).toHaveTextContent(CONFIRM_TEXT[kind] ?? '')
      expect(within(dialog).getByRole('button', { name: confirmLabelOf(subject) })).toBeEnabled()
      // A form that asks first goes back to its fields; a question alone is cancelled.
      const other = hasForm(kind) ? 'Volver' : 'Cancelar'
      expect(within(dialog).getByRole('button', { name: other })).toBeEnabled()
      if (kind === 'reject')
        expect(within(dialog).getByRole('button', { name: 'Si, rechazar' })).toBeEnabled()
    },
    [`${P}.submitting`]: () =>
      expect(
        within(theDialog())
          .getAllByRole('button')
          .some((b) => b.getAttribute('aria-busy') === 'true'),
      ).toBe(true),
    [`${P}.failed`]: (trail) => {
      const so = soFar(c, trail)
      const dialog = hasForm(kind) ? expectForm(c, so) : theDialog()
      expectAttention(dialog, so.error)
    },
    [`${P}.succeeded`]: (trail) => {
      const dialog = screen.getByRole('alertdialog', { name: 'Exitoso' })
      expect(dialog).toHaveTextContent(soFar(c, trail).notice ?? '')
      expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeEnabled()
      expect(notify.done).not.toHaveBeenCalled()
    },
    [`${P}.closed`]: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(notify.closed).toHaveBeenCalledTimes(1)
      expect(notify.done).not.toHaveBeenCalled()
    },
    [`${P}.done`]: () => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expect(notify.done).toHaveBeenCalledTimes(1)
      expect(notify.closed).not.toHaveBeenCalled()
    },
  }
}

const renderView = (actor: AnyActorRef) => {
  notify.closed.mockClear()
  notify.done.mockClear()
  render(<PaymentDialogView actorRef={actor as PaymentDialogActorRef} fields={ALL_FIELDS} />)
}

const KINDS = Object.keys(DIALOGS) as DialogKind[]

/** The machine of a kind's dialog: its id prefixes its state ids and names its report (reports/flows/<id>.json). */
const idOf = (kind: DialogKind) => paymentDialogMachineOf(kind).id

/** The state a dialog waits in while it loads what its form shows (its actor: LOADER). */
const LOADING: Partial<Record<DialogKind, string>> = {
  pay: 'loadingClabe',
  assignProject: 'loadingProjects',
  projectForm: 'loadingCatalogue',
}

/**
 * Each dialog is a machine of its own, named so QA finds the family together on /qa, made only of what its
 * dialog does: a local refusal (checkingPayment, blocked) only where a payment's status can refuse the action;
 * a load only where the dialog first shows something from the server ('Pagar' its CLABE, the assignment the
 * customer's projects, the project form its types and phases); fields (editing) only where the person types or
 * picks; a question (confirming) only where it asks before sending.
 */
const SHAPE: Record<DialogKind, { id: string; refusable: boolean; fields: boolean; asks: boolean }> = {
  confirm: { id: 'paymentDialogConfirm', refusable: true, fields: false, asks: true },
  reject: { id: 'paymentDialogReject', refusable: true, fields: false, asks: true },
  reportNonPayment: { id: 'paymentDialogReportNonPayment', refusable: true, fields: false, asks: true },
  requestFactoring: { id: 'paymentDialogRequestFactoring', refusable: true, fields: false, asks: true },
  handleExtension: { id: 'paymentDialogHandleExtension', refusable: false, fields: false, asks: true },
  pay: { id: 'paymentDialogPay', refusable: true, fields: true, asks: false },
  informPayment: { id: 'paymentDialogInformPayment', refusable: true, fields: true, asks: true },
  attachInvoice: { id: 'paymentDialogAttachInvoice', refusable: true, fields: true, asks: false },
  extendTerm: { id: 'paymentDialogExtendTerm', refusable: true, fields: true, asks: false },
  requestExtendTerm: { id: 'paymentDialogRequestExtendTerm', refusable: true, fields: true, asks: false },
  edit: { id: 'paymentDialogEdit', refusable: true, fields: true, asks: false },
  assignProject: { id: 'paymentDialogAssignProject', refusable: true, fields: true, asks: false },
  projectForm: { id: 'paymentDialogProjectForm', refusable: false, fields: true, asks: false },
  export: { id: 'paymentDialogExport', refusable: false, fields: true, asks: false },
  customersReport: { id: 'paymentDialogCustomersReport', refusable: false, fields: true, asks: false },
  createBuyer: { id: 'paymentDialogCreateBuyer', refusable: false, fields: true, asks: false },
  creditExtension: { id: 'paymentDialogCreditExtension', refusable: false, fields: true, asks: false },
}

describe('one machine per payment dialog', () => {
  it.each(KINDS)('%s: its own id and only the states its dialog needs', (kind) => {
    const machine: AnyStateMachine = paymentDialogMachineOf(kind)
    const shape = SHAPE[kind]
    expect(machine.id).toBe(shape.id)
    const loading = LOADING[kind]
    expect(Object.keys(machine.states).sort()).toEqual(
      [
        ...(shape.refusable ? ['checkingPayment', 'blocked'] : []),
        ...(loading ? [loading, 'loadFailed'] : []),
        ...(shape.fields ? ['editing'] : []),
        ...(shape.asks ? ['confirming'] : []),
        'submitting',
        'failed',
        'succeeded',
        'closed',
        'done',
      ].sort(),
    )
    // What it loads first, it loads with its own actor, named after what it brings.
    const invoked = Object.values(machine.states).flatMap((node) => node.invoke.map((i) => i.src))
    expect(invoked.sort()).toEqual([...(LOADER[kind] ? [LOADER[kind]] : []), 'submit'].sort())
  })

  it('each dialog is one machine, built once', () => {
    expect(new Set(KINDS.map(idOf)).size).toBe(KINDS.length)
    for (const kind of KINDS) expect(paymentDialogMachineOf(kind)).toBe(paymentDialogMachineOf(kind))
  })
})

/** What cannot happen in a dialog, with the reason; every other transition of its machine must be taken. */
const impossibleFor = (kind: DialogKind): Record<string, string> =>
  kind === 'informPayment'
    ? {
        [`${idOf(kind)}.editing --dialog.submit[guard invalid]--> (stays)`]:
          'the proof is optional and the picker refuses every file the dialog would (type, empty, over 12 MB)',
      }
    : {}

const select = (snapshot: AnyMachineSnapshot) => connectPaymentDialog(snapshot as never, () => {})

/** One model per dialog's machine: its cases are variants, its coverage and its report are its own. */
for (const kind of KINDS) {
  const cases = CASES.filter((c) => c.input.kind === kind)
  const specOf = (c: Case) => ({
    input: c.input,
    events: eventsFor(c),
    invariants: invariantsFor(c),
    screens: screensFor(c),
    userEvents: userEventsFor(c),
  })
  const first = specOf(cases[0]!)
  describeModel(
    `payment dialog: ${kind}`,
    {
      machine: machineFor(kind),
      input: first.input,
      events: first.events,
      select,
      invariants: first.invariants,
      impossible: impossibleFor(kind),
    },
    { render: renderView, userEvents: first.userEvents, screens: first.screens },
    cases.map((c) => ({ name: c.name, ...specOf(c) })),
  )
}

// ---------------------------------------------------------------- rules on a live actor

const live = (input: DialogOpening) => startLive(paymentDialogMachineOf(input.kind), input)
const send = async (run: ReturnType<typeof live>, event: EventObject) => {
  run.actor.send(event as never)
  await settle()
}
const answer = async (
  run: ReturnType<typeof live>,
  name: string,
  outcome: { output: unknown } | { error: unknown },
) => {
  run.controller.settle(name, outcome)
  await settle()
}
const ctxOf = (run: ReturnType<typeof live>) => run.actor.getSnapshot().context

describe('payment dialog rules', () => {
  it('blocks a paid payment locally: no request, the paid-state refusal', async () => {
    for (const kind of [
      'confirm',
      'reject',
      'pay',
      'extendTerm',
      'edit',
      'attachInvoice',
      'assignProject',
    ] as const) {
      const run = live(inputFor(kind, { payment: paid }))
      expect(run.actor.getSnapshot().value).toBe('blocked')
      expect(ctxOf(run).error).toBe('No se pueden realizar acciones en pagos expirados')
      await send(run, submit)
      await send(run, close)
      expect(run.controller.started).toEqual([])
      expect(run.actor.getSnapshot().status).toBe('done')
    }
    expect(ctxOf(live(inputFor('pay', { payment: nonPayment, viewer: customer }))).error).toBe(
      'El impago ya fue reportado',
    )
    expect(ctxOf(live(inputFor('pay', { payment: paymentIn('not_reported'), viewer: customer }))).error).toBe(
      'Ya no se puede reportar este pago',
    )
  })

  it('sends each action with the payment id, and a money POST keeps its key for a retry', async () => {
    const run = live(inputFor('confirm', { payment: toConfirm }))
    expect(run.actor.getSnapshot().value).toBe('confirming')
    await send(run, submit)
    const first = run.controller.inputOf('submit') as { submission: unknown; idempotencyKey: string }
    expect(first.submission).toEqual({ kind: 'confirm', body: { payment_id: toConfirm.id } })
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    // A lost answer: the retry carries the same key.
    await answer(run, 'submit', { error: { kind: 'network' } })
    expect(ctxOf(run).error).toBe(MSG.connection)
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toEqual(first)
    // A refusal is an answer: the next attempt gets a new key.
    await answer(run, 'submit', { output: { success: false, msg: ACTION_MSG.notToConfirm } })
    expect(ctxOf(run).error).toBe(ACTION_MSG.notToConfirm)
    await send(run, submit)
    const second = run.controller.inputOf('submit') as { idempotencyKey: string }
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey)
    await answer(run, 'submit', { output: { success: true, msg: null } })
    expect(ctxOf(run).notice).toBe('Operación completada exitosamente')
  })

  it('falls back to the generic error text when the server says nothing', async () => {
    const run = live(inputFor('reject', { payment: toConfirm }))
    await send(run, submit)
    await answer(run, 'submit', { error: { kind: 'http', status: 500 } })
    expect(ctxOf(run).error).toBe('Ha ocurrido un error. Por favor, inténtelo de nuevo.')
  })

  it('extend term and request extension: days required and numeric', async () => {
    for (const [kind, field] of [
      ['extendTerm', 'term'],
      ['requestExtendTerm', 'days'],
    ] as const) {
      const run = live(inputFor(kind, { payment: pending }))
      await send(run, submit)
      expect(ctxOf(run).fieldErrors).toEqual({ [field]: 'Debe ingresar la cantidad de días a extender' })
      await send(run, change({ [field]: 'diez' }))
      await send(run, submit)
      expect(ctxOf(run).fieldErrors).toEqual({ [field]: 'Debe ingresar la cantidad de días a extender' })
      await send(run, change({ [field]: '15' }))
      await send(run, submit)
      expect((run.controller.inputOf('submit') as { submission: unknown }).submission).toEqual({
        kind,
        body: { payment_id: pending.id, [field]: 15 },
      })
    }
  })

  it('edit: both required, and neither may go up', async () => {
    const run = live(inputFor('edit', { payment: pending }))
    expect(ctxOf(run).values).toEqual({ term: '30', amount: '1000' })
    await send(run, change({ term: '', amount: '' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ term: 'El campo es requerido', amount: 'El campo es requerido' })
    // Editing a field takes its message away; the other field keeps its own.
    await send(run, change({ term: '20' }))
    expect(ctxOf(run).fieldErrors).toEqual({ amount: 'El campo es requerido' })
    await send(run, change({ term: '31', amount: '1000.01' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({
      term: 'El termino debe ser menor al actual',
      amount: 'El monto debe ser menor al actual',
    })
    // The schema's refusals come before "only down": 0 days, nothing to charge, a thousandth of a peso.
    await send(run, change({ term: '0', amount: '0' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ term: MSG.required, amount: SALE_MSG.amountPositive })
    // Both rules broken (a fraction of a day and a thousandth of a peso, each above the current): the schema's.
    await send(run, change({ term: '30.5', amount: '1000.001' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ term: MSG.required, amount: SALE_MSG.amountDecimals })
    await send(run, change({ term: '20', amount: '1,250' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors.amount).toBe('El monto debe ser menor al actual')
    await send(run, change({ term: '20', amount: '900.5' }))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: { kind: 'edit', paymentId: pending.id, body: { term: 20, amount: 900.5 } },
    })
  })

  it('pay: the CLABE texts, the amount with penalty, the proof checked locally', async () => {
    const noClabe = live(inputFor('pay', { payment: expired, viewer: customer }))
    expect(noClabe.controller.inputOf('loadClabe')).toEqual({ paymentId: expired.id })
    await answer(noClabe, 'loadClabe', { output: { clabe: '' } })
    expect(ctxOf(noClabe).error).toBe('Ocurrio un error, intentalo nuevamente en unos minutos.')
    await send(noClabe, e('dialog.retry'))
    await answer(noClabe, 'loadClabe', { error: { kind: 'network' } })
    expect(ctxOf(noClabe).error).toBe('Error de conexión. Inténtalo nuevamente en unos minutos.')
    await send(noClabe, e('dialog.retry'))
    await answer(noClabe, 'loadClabe', { error: { kind: 'http', status: 500 } })
    expect(ctxOf(noClabe).error).toBe('Ocurrio un error, intentalo nuevamente en unos minutos.')
    await send(noClabe, e('dialog.retry'))
    await answer(noClabe, 'loadClabe', { error: { kind: 'http', status: 403, msg: 'Sin acceso' } })
    expect(ctxOf(noClabe).error).toBe('Sin acceso')

    expect(amountToPay(expired, 'customer')).toBe(1050)
    expect(amountToPay(expired, 'supplier')).toBe(1000)
    // Part already paid, no penalty: the customer pays what is pending, not the sale's amount.
    const partlyPaid = {
      ...pending,
      paid_amount: 400,
      capital_pending_amount: 600,
      total_pending_amount: 600,
    }
    expect(amountToPay(partlyPaid, 'customer')).toBe(600)
    // The penalty's line shows to the customer only, and only while there is a penalty to pay.
    expect(paysPenalty(expired, 'customer')).toBe(true)
    expect(paysPenalty(expired, 'supplier')).toBe(false)
    expect(paysPenalty({ ...expired, penalty_percentage: 0 }, 'customer')).toBe(false)

    const run = live(inputFor('pay', { payment: expired, viewer: customer }))
    await answer(run, 'loadClabe', { output: { clabe } })
    expect(ctxOf(run).clabe).toBe(clabe)
    // The transfer: a date more than 90 days before today is refused like the server refuses it.
    await send(run, change({ tracking_key: ' mban01 ', operation_date: '14/12/2024', sending_bank: '646' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({
      operation_date: SPEI_MSG.operationDateTooOld,
      file: 'Debe cargar un archivo',
    })
    await send(run, change({ operation_date: '15/12/2024' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ file: 'Debe cargar un archivo' })
    await send(run, pick([fileOf('foto.gif', 'image/gif')]))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ file: ACTION_MSG.proofType })
    await send(run, pick([fileOf('grande.pdf', 'application/pdf', 12 * 1024 * 1024 + 1)]))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ file: 'El archivo supera el maximo tamaño permitido: 12MB' })
    await send(run, pick([proof]))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: {
        kind: 'pay',
        paymentId: expired.id,
        file: proof,
        transfer: { tracking_key: 'MBAN01', operation_date: '2024-12-15', sending_bank: '646' },
      },
    })
  })

  it("'Informar pago': the proof is optional and it asks first", async () => {
    const run = live(inputFor('informPayment', { payment: pending }))
    expect(run.controller.started).toEqual([])
    await send(run, submit)
    expect(run.actor.getSnapshot().value).toBe('confirming')
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: { kind: 'informPayment', paymentId: pending.id, file: null },
    })
  })

  it('attach invoice: at least one PDF or XML, the product texts', async () => {
    const run = live(inputFor('attachInvoice', { payment: pending }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ files: 'Debe seleccionar un archivo' })
    await send(run, pick([fileOf('factura.docx', 'application/msword')]))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ files: ACTION_MSG.invoiceType })
    await send(run, pick(Array.from({ length: 6 }, (_, i) => fileOf(`f${i}.pdf`, 'application/pdf'))))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ files: ACTION_MSG.tooManyFiles })
    await send(run, pick([invoicePdf, fileOf('factura.xml', '')]))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({ submission: { kind: 'attachInvoice' } })
    // A 422 with the server's reason shows it under the field; without one, the usual text
    // (docs/decisions.md#files).
    await answer(run, 'submit', {
      error: { kind: 'http', status: 422, msg: MSG.verifyData, errors: { files: [ACTION_MSG.invoiceType] } },
    })
    expect(run.actor.getSnapshot().value).toBe('editing')
    expect(ctxOf(run).fieldErrors).toEqual({ files: 'La factura debe ser un archivo PDF o XML' })
    expect(ctxOf(run).error).toBeNull()
    await send(run, submit)
    await answer(run, 'submit', { error: { kind: 'http', status: 422 } })
    expect(ctxOf(run).error).toBe('Debe cargar un archivo')
    await send(run, submit)
    await answer(run, 'submit', { error: { kind: 'http', status: 500, msg: 'boom' } })
    expect(ctxOf(run).error).toBe('Ocurrio un error')
    await send(run, submit)
    await answer(run, 'submit', { error: { kind: 'http', status: 404, msg: ACTION_MSG.paymentNotFound } })
    expect(ctxOf(run).error).toBe(ACTION_MSG.paymentNotFound)
    await send(run, submit)
    await answer(run, 'submit', { output: { success: false, msg: ACTION_MSG.invoiceExists } })
    expect(ctxOf(run).error).toBe(ACTION_MSG.invoiceExists)
    await send(run, submit)
    await answer(run, 'submit', { output: { success: true, msg: 'ok' } })
    expect(ctxOf(run).notice).toBe('Factura adjunta con exito.')
  })

  it('assign to a project: choose or create, the product texts', async () => {
    const run = live(inputFor('assignProject', { payment: pending, viewer: customer }))
    await answer(run, 'loadProjects', { output: { projects: [project] } })
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ project_id: 'Debe seleccionar o crear un proyecto' })
    await send(run, change({ project_id: 'new' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ new_project_name: 'Ingrese el nombre del proyecto' })
    await send(run, change({ new_project_name: '  Casa Norte ' }))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: {
        kind: 'assignProject',
        paymentId: pending.id,
        projectId: null,
        newProjectName: 'Casa Norte',
      },
    })
    await answer(run, 'submit', { error: { kind: 'http', status: 500 } })
    expect(ctxOf(run).error).toBe('Ocurrio un error')
    await send(run, change({ project_id: '7' }))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: { projectId: 7, newProjectName: null },
    })
    const failing = live(inputFor('assignProject', { payment: pending, viewer: customer }))
    await answer(failing, 'loadProjects', { error: { kind: 'network' } })
    expect(ctxOf(failing).error).toBe(MSG.connection)
  })

  it('assign to a new project: the name’s limit before sending, the create’s failure in the spec’s words', async () => {
    const run = live(inputFor('assignProject', { payment: pending, viewer: customer }))
    await answer(run, 'loadProjects', { output: { projects: [project] } })
    await send(run, change({ project_id: 'new', new_project_name: '   ' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ new_project_name: ACTION_MSG.projectNewName })
    await send(run, change({ new_project_name: 'x'.repeat(300) }))
    await send(run, submit)
    expect(run.actor.getSnapshot().value).toBe('editing')
    expect(ctxOf(run).fieldErrors).toEqual({
      new_project_name: 'El nombre del proyecto admite máximo 120 caracteres',
    })
    expect(run.controller.started.map((s) => s.name)).not.toContain('submit')
    await send(run, change({ new_project_name: 'x'.repeat(120) }))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: { newProjectName: 'x'.repeat(120) },
    })
    // The new project could not be created: 'Ocurrio un error al crear el proyecto', whatever the server said.
    const refusal = { kind: 'http', status: 422, msg: 'El nombre del proyecto es requerido' }
    await answer(run, 'submit', {
      error: projectCreateFailure({ ...refusal, errors: { name: [refusal.msg] } }),
    })
    expect(ctxOf(run).error).toBe('Ocurrio un error al crear el proyecto')
    expect(ctxOf(run).fieldErrors).toEqual({})
    await send(run, submit)
    await answer(run, 'submit', { error: projectCreateFailure({ kind: 'network' }) })
    expect(ctxOf(run).error).toBe(MSG.connection)
    // The assignment itself failed (the project exists): 'Ocurrio un error'.
    await send(run, submit)
    await answer(run, 'submit', { error: { kind: 'http', status: 500 } })
    expect(ctxOf(run).error).toBe('Ocurrio un error')
  })

  it('export: options, the range capped at 3 months, owner id, the product texts', async () => {
    expect(EXPORT_LABEL).toEqual({
      day: 'Hoy',
      month: 'Mes actual',
      previous_month: 'Mes anterior',
      range: 'Rango de fechas',
      historic: 'Histórico',
    })
    const run = live(inputFor('export'))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ exportOption: ACTION_MSG.exportOptionRequired })
    await send(run, change({ exportOption: 'range' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({
      startDate: ACTION_MSG.rangeRequired,
      endDate: ACTION_MSG.rangeRequired,
    })
    // The end follows the start: start + 3 months, capped at today; the dates are texts as typed.
    await send(run, change({ startDate: '05/10/2024' }))
    expect(ctxOf(run).values.endDate).toBe('05/01/2025')
    await send(run, change({ startDate: '10012025' }))
    expect(ctxOf(run).values.endDate).toBe('15/03/2025')
    // Half a date leaves the end as it was; a whole one moves it again.
    await send(run, change({ startDate: '0510' }))
    expect(ctxOf(run).values.endDate).toBe('15/03/2025')
    await send(run, change({ startDate: '5-10-2024' }))
    expect(ctxOf(run).values.endDate).toBe('05/01/2025')
    await send(run, leave('startDate'))
    expect(ctxOf(run).values.startDate).toBe('05/10/2024')
    expect(ctxOf(run).fieldErrors).toEqual({})
    // The calendars offer the start up to today, the end from the start to 3 months later.
    const api = () => connectPaymentDialog(run.actor.getSnapshot(), () => {})
    expect(api().getDateProps('startDate')).toMatchObject({
      day: '2024-10-05',
      min: '2000-01-01',
      max: TODAY,
    })
    expect(api().getDateProps('endDate')).toMatchObject({
      day: '2025-01-05',
      min: '2024-10-05',
      max: '2025-01-05',
    })
    // A typed end past 3 months stays as typed and says so once left.
    await send(run, change({ endDate: '20/02/2025' }))
    expect(ctxOf(run).values.endDate).toBe('20/02/2025')
    expect(ctxOf(run).fieldErrors).toEqual({})
    await send(run, leave('endDate'))
    expect(ctxOf(run).fieldErrors).toEqual({ endDate: 'El rango no puede ser mayor a 3 meses' })
    await send(run, change({ endDate: '01/10/2024' }))
    expect(ctxOf(run).fieldErrors).toEqual({})
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({
      endDate: 'La fecha final debe ser igual o posterior a la fecha inicial',
    })
    // An emptied end is no date, and the range asks for it again.
    await send(run, change({ endDate: '' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ endDate: ACTION_MSG.rangeRequired })
    // A start after today, and text that is no date.
    await send(run, change({ startDate: '16/03/2025' }))
    await send(run, change({ endDate: '1/2/25' }))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({
      startDate: 'La fecha no puede ser posterior a hoy',
      endDate: 'Escribe la fecha como dd/mm/aaaa',
    })
    await send(run, change({ startDate: '5.10.2024' }))
    await send(run, change({ endDate: '31122024' }))
    await send(run, submit)
    // Sent: the days, and the fields show them as dd/mm/aaaa.
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: {
        kind: 'export',
        body: { exportOption: 'range', startDate: '2024-10-05', endDate: '2024-12-31', owner_id: 1 },
      },
    })
    expect(ctxOf(run).values).toMatchObject({ startDate: '05/10/2024', endDate: '31/12/2024' })
    await answer(run, 'submit', { error: { kind: 'http', status: 500 } })
    expect(ctxOf(run).error).toBe('Error en la exportación')
    await send(run, change({ exportOption: 'month' }))
    expect(ctxOf(run).values).toEqual({ exportOption: 'month', startDate: '', endDate: '' })
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: { body: { exportOption: 'month', startDate: null, endDate: null, owner_id: 1 } },
    })
    await answer(run, 'submit', { output: { success: true } })
    expect(ctxOf(run).notice).toBe('Exportación exitosa.')

    const noOwner = live(inputFor('export', { viewer: { ...supplier, ownerId: null } }))
    await send(noOwner, change({ exportOption: 'day' }))
    await send(noOwner, submit)
    expect(ctxOf(noOwner).fieldErrors).toEqual({ _: 'No se encontró owner_id en el usuario.' })
    expect(noOwner.controller.started).toEqual([])
  })

  it('export: a one-day range and one of exactly three months are sent; clearing the start clears the end', async () => {
    const cleared = live(inputFor('export'))
    await send(cleared, change({ exportOption: 'range' }))
    await send(cleared, change({ startDate: '05/10/2024' }))
    expect(ctxOf(cleared).values.endDate).toBe('05/01/2025')
    await send(cleared, change({ startDate: ' ' }))
    expect(ctxOf(cleared).values).toMatchObject({ startDate: ' ', endDate: '' })

    for (const [startText, endText, startDate, endDate] of [
      ['05/10/2024', '05/10/2024', '2024-10-05', '2024-10-05'],
      ['05102024', '5/1/2025', '2024-10-05', '2025-01-05'],
    ] as const) {
      const run = live(inputFor('export'))
      await send(run, change({ exportOption: 'range' }))
      await send(run, change({ startDate: startText }))
      await send(run, change({ endDate: endText }))
      await send(run, submit)
      expect(ctxOf(run).fieldErrors, `${startText} to ${endText}`).toEqual({})
      expect(run.controller.inputOf('submit')).toMatchObject({
        submission: { kind: 'export', body: { exportOption: 'range', startDate, endDate } },
      })
    }
  })

  it('customers report: an option is required, the product texts', async () => {
    expect(CUSTOMER_REPORT_LABEL).toEqual({
      current_month: 'Mes actual',
      previous_month: 'Mes anterior',
      global: 'Global',
    })
    const run = live(inputFor('customersReport'))
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ exportOption: 'Seleccione una opción de reporte.' })
    await send(run, change({ exportOption: 'previous_month' }))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: { kind: 'customersReport', body: { exportOption: 'previous_month' } },
    })
    await answer(run, 'submit', { error: { kind: 'http', status: 500 } })
    expect(ctxOf(run).error).toBe('Error al generar el reporte')
    await send(run, submit)
    await answer(run, 'submit', { output: { success: true } })
    expect(ctxOf(run).notice).toBe('Reporte generado con éxito.')
  })

  it('project form: PROJECT_MSG, the budget field, no new project Finalizado', async () => {
    expect(normalizeBudget('$1,500,000.567')).toBe('1500000.56')
    expect(normalizeBudget('123456789012345')).toBe('12345678901')
    expect(normalizeBudget('1.2.3')).toBe('1.23')
    const run = live(inputFor('projectForm', { viewer: customer }))
    expect(run.controller.started.map((s) => s.name)).toEqual(['loadCatalogue'])
    await answer(run, 'loadCatalogue', { output: { catalogue } })
    expect(projectFormIncomplete(ctxOf(run).values)).toBe(true)
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({
      name: 'El nombre del proyecto es requerido',
      budget: 'El presupuesto del proyecto es requerido',
      address: 'La dirección del proyecto es requerida',
      start_date: 'La fecha de inicio es requerida',
      type_id: 'Seleccioná un tipo de construcción',
      phase_id: 'Seleccioná una fase',
    })
    await send(
      run,
      change({
        name: 'Casa Norte',
        budget: '$1,500,000.509',
        address: 'Calle 5',
        start_date: '1/4/2025',
        type_id: '2',
        phase_id: '6',
      }),
    )
    expect(ctxOf(run).values.budget).toBe('1500000.50')
    expect(projectFormIncomplete(ctxOf(run).values)).toBe(false)
    // Any one of the four empty, or only blanks, and the button still asks to complete the form.
    for (const field of ['name', 'budget', 'address', 'start_date'])
      for (const blank of ['', '   '])
        expect(projectFormIncomplete({ ...ctxOf(run).values, [field]: blank }), `${field} ${blank}`).toBe(
          true,
        )
    await send(run, submit)
    expect(ctxOf(run).fieldErrors).toEqual({ phase_id: PROJECT_MSG.newFinished })
    await send(run, change({ phase_id: '1' }))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: {
        kind: 'projectForm',
        projectId: null,
        body: {
          name: 'Casa Norte',
          budget: 1500000.5,
          address: 'Calle 5',
          start_date: '2025-04-01',
          type_id: 2,
          phase_id: 1,
        },
      },
    })
    // Sent as a day; shown as dd/mm/aaaa.
    expect(ctxOf(run).values.start_date).toBe('01/04/2025')
    await answer(run, 'submit', { error: { kind: 'http', status: 500 } })
    expect(ctxOf(run).error).toBe('Ocurrio un error al crear el proyecto')

    const editing = live(inputFor('projectForm', { viewer: customer, project: { ...project, phase_id: 6 } }))
    await answer(editing, 'loadCatalogue', { output: { catalogue } })
    expect(ctxOf(editing).values).toEqual({
      name: 'Casa Sur',
      budget: '250000',
      address: 'Av. Juárez 10, Monterrey',
      start_date: '01/02/2025',
      type_id: '1',
      phase_id: '6',
    })
    await send(editing, submit)
    expect(editing.controller.inputOf('submit')).toMatchObject({
      submission: { projectId: project.id, body: { phase_id: 6, start_date: '2025-02-01' } },
    })
  })

  it('buyer user and credit extension', async () => {
    const buyer = live(inputFor('createBuyer', { viewer: customer }))
    await send(buyer, change({ name: 'Ana', email: 'ana@obra' }))
    await send(buyer, submit)
    expect(ctxOf(buyer).fieldErrors).toEqual({ email: 'Correo no válido' })
    await send(buyer, change({ name: '', email: 'ana@obra.mx' }))
    await send(buyer, submit)
    expect(ctxOf(buyer).fieldErrors).toEqual({ name: 'El campo es requerido' })
    await send(buyer, change({ name: ' Ana Ruiz ', email: ' ana@obra.mx ' }))
    await send(buyer, submit)
    expect(buyer.controller.inputOf('submit')).toMatchObject({
      submission: { kind: 'createBuyer', body: { name: 'Ana Ruiz', email: 'ana@obra.mx' } },
    })

    const credit = live(inputFor('creditExtension', { viewer: customer }))
    await send(credit, submit)
    expect(credit.controller.inputOf('submit')).toMatchObject({
      submission: { kind: 'creditExtension', body: { amount: null, comment: null } },
    })
    const withAmount = live(inputFor('creditExtension', { viewer: customer }))
    await send(withAmount, change({ amount: '50,000', comment: ' Obra nueva ' }))
    await send(withAmount, submit)
    expect(withAmount.controller.inputOf('submit')).toMatchObject({
      submission: { body: { amount: 50000, comment: 'Obra nueva' } },
    })
  })

  it('term extension: accept or reject the request', async () => {
    const run = live(inputFor('handleExtension', { extension, accepted: false }))
    await send(run, submit)
    expect(run.controller.inputOf('submit')).toMatchObject({
      submission: {
        kind: 'handleExtension',
        body: { term_extension_request_id: extension.id, accepted: false },
      },
    })
  })
})
