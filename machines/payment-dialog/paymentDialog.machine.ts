import type { Project } from '@contract/projects'
import type { ProjectCatalogue } from '@contract/quotes'
import { assign, fromPromise, setup } from 'xstate'
import { tidyDateValues } from '../shared/dateText'
import { isAnswered, isValidationFailure } from '../shared/failure'
import { clearEdited } from '../shared/form'
import { newIdempotencyKey } from '../shared/ids'
import { hasErrors } from '../shared/validation'
import {
  DIALOGS,
  type DialogAnswer,
  type DialogDefinition,
  type DialogSubject,
  type DialogSubmission,
  type DialogValues,
  formFieldErrorsOf,
  type PaymentDialogInput,
  type PrefetchInput,
  type PrefetchOutput,
  subjectOf,
} from './dialogKinds'

export interface PaymentDialogContext {
  subject: DialogSubject
  values: DialogValues
  /** Chosen files (proof of payment, invoices). */
  files: File[]
  fieldErrors: Record<string, string>
  /** 'Pagar': the bank CLABE to transfer to. */
  clabe: string | null
  /** Assignment: the customer's projects. */
  projects: Project[]
  /** Project form: construction types and phases from the server. */
  catalogue: ProjectCatalogue | null
  /** The red text: a local block, a failed load or a failed request. */
  error: string | null
  /** The success alert's text. */
  notice: string | null
  /** Money POSTs: made at the first send of this dialog, kept for a retry after a lost answer. */
  idempotencyKey: string | null
}

export type PaymentDialogEvent =
  | { type: 'dialog.change'; values?: DialogValues; files?: File[] }
  /** The person is done with a field (left it): a date's text is tidied and the field shows its message. */
  | { type: 'dialog.blur'; field: string }
  | { type: 'dialog.submit' }
  | { type: 'dialog.back' }
  | { type: 'dialog.retry' }
  | { type: 'dialog.close' }

export interface SubmitInput {
  submission: DialogSubmission
  idempotencyKey: string
}

const definitionOf = (context: PaymentDialogContext): DialogDefinition => DIALOGS[context.subject.kind]

const errorsOf = (context: PaymentDialogContext) =>
  definitionOf(context).validate(context.values, context.files, context.subject, {
    clabe: context.clabe,
    projects: context.projects,
    catalogue: context.catalogue,
  })

const dateFieldsOf = (context: PaymentDialogContext): string[] =>
  Object.keys(definitionOf(context).dateRules?.(context.values, context.subject) ?? {})

const prefetchInputOf = (context: PaymentDialogContext): PrefetchInput => {
  const prefetch = definitionOf(context).prefetch
  if (prefetch === 'clabe') return { kind: 'pay', paymentId: context.subject.payment?.id ?? 0 }
  if (prefetch === 'catalogue') return { kind: 'catalogue' }
  return { kind: 'assignProject' }
}

/** What a prefetch must bring for the form to open. */
const prefetchedEnough = (context: PaymentDialogContext, output: PrefetchOutput): boolean => {
  const prefetch = definitionOf(context).prefetch
  if (prefetch === 'clabe') return typeof output.clabe === 'string' && output.clabe.trim() !== ''
  if (prefetch === 'catalogue')
    return Array.isArray(output.catalogue?.types) && Array.isArray(output.catalogue?.phases)
  return Array.isArray(output.projects)
}

const FILE_FIELDS = ['file', 'files']

/**
 * One dialog of everything done to a payment (and its family: export, reports, projects, buyer user, credit
 * extension), parameterised by its input's kind (dialogKinds.ts):
 *
 *   routing → blocked (a local refusal, no request) | prefetching → editing | confirming
 *   editing → (confirming) → submitting → succeeded → done | failed (edit and retry)
 *   closed / done are final: the host calls onClose / onDone.
 *
 * Tags: `open` while the dialog shows, `loading` while it loads, `busy` while it sends (no closing then),
 * `form` where the fields show.
 */
export const paymentDialogMachine = setup({
  types: {
    context: {} as PaymentDialogContext,
    events: {} as PaymentDialogEvent,
    input: {} as PaymentDialogInput,
  },
  actors: {
    prefetch: fromPromise<PrefetchOutput, PrefetchInput>(async () => {
      throw new Error('prefetch not provided')
    }),
    submit: fromPromise<DialogAnswer, SubmitInput>(async () => {
      throw new Error('submit not provided')
    }),
  },
  actions: {
    /** Provided by the host: the dialog closed without a change. */
    notifyClosed: () => {},
    /** Provided by the host: an action succeeded, the screen refreshes. */
    notifyDone: () => {},
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'dialog.change') return {}
      const patch = event.values ?? {}
      const change = definitionOf(context).change
      const values = change ? change(context.values, patch, context.subject) : { ...context.values, ...patch }
      // A field edited loses its message, and so does one the change moved (the range's end follows its start).
      const moved = Object.keys(values).filter((name) => values[name] !== context.values[name])
      const touched = [...Object.keys(patch), ...moved, ...(event.files ? FILE_FIELDS : [])]
      return {
        values,
        files: event.files ?? context.files,
        fieldErrors: clearEdited(context.fieldErrors, touched, { general: true }),
        error: null,
        idempotencyKey: null,
      }
    }),
    /** A field left: a date shows as dd/mm/aaaa, and the field's own message shows (the others' stay as they are). */
    leaveField: assign(({ context, event }) => {
      if (event.type !== 'dialog.blur') return {}
      const values = tidyDateValues(
        context.values,
        dateFieldsOf(context).filter((name) => name === event.field),
      )
      const message = errorsOf({ ...context, values })[event.field]
      return {
        values,
        fieldErrors: message ? { ...context.fieldErrors, [event.field]: message } : context.fieldErrors,
      }
    }),
    /** Sending: every date shows as dd/mm/aaaa, whether or not its field was left. */
    tidyDates: assign({ values: ({ context }) => tidyDateValues(context.values, dateFieldsOf(context)) }),
    showErrors: assign({ fieldErrors: ({ context }) => errorsOf(context), error: null }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    ensureIdempotencyKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
    }),
  },
  guards: {
    blocked: ({ context }) => definitionOf(context).blocked(context.subject) !== null,
    prefetches: ({ context }) => definitionOf(context).prefetch !== null,
    hasForm: ({ context }) => definitionOf(context).form,
    formless: ({ context }) => !definitionOf(context).form,
    invalid: ({ context }) => hasErrors(errorsOf(context)),
    asksConfirmation: ({ context }) => definitionOf(context).confirm,
  },
}).createMachine({
  id: 'paymentDialog',
  context: ({ input }) => {
    const subject = subjectOf(input)
    return {
      subject,
      values: DIALOGS[subject.kind].initialValues(subject),
      files: [],
      fieldErrors: {},
      clabe: null,
      projects: [],
      catalogue: null,
      error: null,
      notice: null,
      idempotencyKey: null,
    }
  },
  initial: 'routing',
  states: {
    routing: {
      always: [
        {
          guard: 'blocked',
          target: 'blocked',
          actions: assign({ error: ({ context }) => definitionOf(context).blocked(context.subject) }),
        },
        { guard: 'prefetches', target: 'prefetching' },
        { guard: 'hasForm', target: 'editing' },
        { target: 'confirming' },
      ],
    },
    blocked: {
      tags: ['open'],
      on: { 'dialog.close': { target: 'closed' } },
    },
    prefetching: {
      tags: ['open', 'loading'],
      entry: assign({ error: null }),
      invoke: {
        id: 'prefetch',
        src: 'prefetch',
        input: ({ context }) => prefetchInputOf(context),
        onDone: [
          {
            guard: ({ context, event }) => prefetchedEnough(context, event.output),
            target: 'editing',
            actions: assign({
              clabe: ({ event }) => event.output.clabe ?? null,
              projects: ({ event }) => event.output.projects ?? [],
              catalogue: ({ event }) => event.output.catalogue ?? null,
            }),
          },
          {
            target: 'prefetchFailed',
            actions: assign({
              error: ({ context, event }) =>
                definitionOf(context).prefetchFailureText?.(event.output) ?? null,
            }),
          },
        ],
        onError: {
          target: 'prefetchFailed',
          actions: assign({
            error: ({ context, event }) => definitionOf(context).prefetchFailureText?.(event.error) ?? null,
          }),
        },
      },
      on: { 'dialog.close': { target: 'closed' } },
    },
    prefetchFailed: {
      tags: ['open'],
      on: {
        'dialog.retry': { target: 'prefetching' },
        'dialog.close': { target: 'closed' },
      },
    },
    editing: {
      tags: ['open', 'form'],
      on: {
        'dialog.change': { actions: 'applyChange' },
        'dialog.blur': { actions: 'leaveField' },
        'dialog.submit': [
          { guard: 'invalid', actions: ['tidyDates', 'showErrors'] },
          { guard: 'asksConfirmation', target: 'confirming', actions: ['tidyDates', 'clearErrors'] },
          { target: 'submitting', actions: ['tidyDates', 'clearErrors'] },
        ],
        'dialog.close': { target: 'closed' },
      },
    },
    confirming: {
      tags: ['open'],
      on: {
        'dialog.submit': { target: 'submitting' },
        'dialog.back': { guard: 'hasForm', target: 'editing' },
        'dialog.close': { target: 'closed' },
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      entry: ['ensureIdempotencyKey', assign({ error: null })],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          submission: definitionOf(context).submission(context.values, context.files, context.subject),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.success === true,
            target: 'succeeded',
            actions: assign({
              notice: ({ context, event }) => definitionOf(context).successText(event.output),
              idempotencyKey: null,
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ context, event }) => definitionOf(context).failureText(event.output),
              idempotencyKey: null,
            }),
          },
        ],
        onError: [
          {
            guard: ({ context, event }) =>
              definitionOf(context).form &&
              isValidationFailure(event.error) &&
              hasErrors(formFieldErrorsOf(event.error, context.values, FILE_FIELDS)),
            target: 'editing',
            actions: assign({
              fieldErrors: ({ context, event }) =>
                formFieldErrorsOf(event.error, context.values, FILE_FIELDS),
              idempotencyKey: null,
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ context, event }) => definitionOf(context).failureText(event.error),
              // A 4xx is an answer (a new attempt gets a new key); a lost answer or a 5xx keeps it for the retry.
              idempotencyKey: ({ context, event }) =>
                isAnswered(event.error) ? null : context.idempotencyKey,
            }),
          },
        ],
      },
    },
    failed: {
      tags: ['open'],
      on: {
        'dialog.change': { target: 'editing', actions: 'applyChange' },
        'dialog.submit': [
          { guard: 'formless', target: 'submitting' },
          { guard: 'invalid', target: 'editing', actions: 'showErrors' },
          { guard: 'asksConfirmation', target: 'confirming', actions: 'clearErrors' },
          { target: 'submitting' },
        ],
        'dialog.close': { target: 'closed' },
      },
    },
    succeeded: {
      tags: ['open', 'success'],
      on: { 'dialog.close': { target: 'done' } },
    },
    closed: { type: 'final', entry: 'notifyClosed' },
    done: { type: 'final', entry: 'notifyDone' },
  },
})

export type PaymentDialogMachine = typeof paymentDialogMachine
