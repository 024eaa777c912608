import type { Project } from '@contract/projects'
import type { ProjectCatalogue } from '@contract/quotes'
import { assign, fromPromise, setup } from 'xstate'
import { tidyDateValues } from '../shared/dateText'
import { isAnswered, isValidationFailure } from '../shared/failure'
import { clearEdited } from '../shared/form'
import { newIdempotencyKey } from '../shared/ids'
import { hasErrors } from '../shared/validation'
import {
  type ClabeInput,
  DIALOGS,
  type DialogAnswer,
  type DialogDefinition,
  type DialogKind,
  type DialogPrefetch,
  type DialogSubject,
  type DialogSubmission,
  type DialogValues,
  formFieldErrorsOf,
  type PaymentDialogInput,
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

const FILE_FIELDS = ['file', 'files']

/** The machine id of a kind's dialog: the family's prefix and the kind (`paymentDialogConfirm`). */
export const paymentDialogIdOf = (kind: DialogKind): string =>
  `paymentDialog${kind.charAt(0).toUpperCase()}${kind.slice(1)}`

/** What a dialog loads first: its actor (invoke id) and the state that waits for it. */
const LOADS: Record<
  DialogPrefetch,
  { actor: 'loadClabe' | 'loadProjects' | 'loadCatalogue'; state: string }
> = {
  clabe: { actor: 'loadClabe', state: 'loadingClabe' },
  projects: { actor: 'loadProjects', state: 'loadingProjects' },
  catalogue: { actor: 'loadCatalogue', state: 'loadingCatalogue' },
}

/** What a load must bring for the form to open. */
const loadedEnough = (prefetch: DialogPrefetch, output: PrefetchOutput | undefined): boolean => {
  if (prefetch === 'clabe') return typeof output?.clabe === 'string' && output.clabe.trim() !== ''
  if (prefetch === 'catalogue')
    return Array.isArray(output?.catalogue?.types) && Array.isArray(output?.catalogue?.phases)
  return Array.isArray(output?.projects)
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

/** The synthetic events' payloads (named actions are typed with the machine's own events). */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output
const errorOf = (event: unknown): unknown => (event as { error: unknown }).error

/**
 * The machine of one dialog of the payment family, from its definition (kinds/). The family's rules live here
 * once; each dialog gets only the states its definition needs:
 *
 *   checkingPayment → blocked          only a dialog a payment's status can refuse (a local refusal, no request)
 *   loading<What> → loadFailed         only a dialog that loads first ('Pagar' its CLABE, the assignment the
 *                                      customer's projects, the project form its catalogue)
 *   editing                            only a dialog with fields
 *   confirming                         only a dialog that asks first (the confirmations, 'Informar pago')
 *   submitting → succeeded → done | failed (send again, or edit)
 *   closed / done are final: the host calls onClose / onDone.
 *
 * Tags (what views read): `open` while it shows; the step its body shows (`blocked`, `loading`, `loadFailed`,
 * `form`, `confirm`, `success`); `busy` while it sends (no closing then); `failed` after a failed request.
 */
export const createPaymentDialogMachine = (definition: DialogDefinition) => {
  const { kind, form, confirm, prefetch, blocked } = definition
  if (!form && (prefetch || !confirm)) throw new Error(`${kind}: a dialog without fields only asks first`)
  const load = prefetch ? LOADS[prefetch] : null
  const dates = definition.dateRules !== undefined

  const errorsOf = (context: PaymentDialogContext) =>
    definition.validate(context.values, context.files, context.subject, {
      clabe: context.clabe,
      projects: context.projects,
      catalogue: context.catalogue,
    })
  const dateFieldsOf = (context: PaymentDialogContext): string[] =>
    Object.keys(definition.dateRules?.(context.values, context.subject) ?? {})

  const dialog = setup({
    types: {
      context: {} as PaymentDialogContext,
      events: {} as PaymentDialogEvent,
      input: {} as PaymentDialogInput,
    },
    actors: {
      loadClabe: fromPromise<PrefetchOutput, ClabeInput>(notProvided('loadClabe')),
      loadProjects: fromPromise<PrefetchOutput>(notProvided('loadProjects')),
      loadCatalogue: fromPromise<PrefetchOutput>(notProvided('loadCatalogue')),
      submit: fromPromise<DialogAnswer, SubmitInput>(notProvided('submit')),
    },
    actions: {
      /** Provided by the host: the dialog closed without a change. */
      notifyClosed: () => {},
      /** Provided by the host: an action succeeded, the screen refreshes. */
      notifyDone: () => {},
      showRefusal: assign({ error: ({ context }) => blocked?.(context.subject) ?? null }),
      keepLoaded: assign(({ event }) => {
        const output = outputOf<PrefetchOutput>(event)
        return {
          clabe: output.clabe ?? null,
          projects: output.projects ?? [],
          catalogue: output.catalogue ?? null,
        }
      }),
      showLoadFailure: assign({
        error: ({ event }) => definition.prefetchFailureText?.(outputOf(event)) ?? null,
      }),
      showLoadError: assign({
        error: ({ event }) => definition.prefetchFailureText?.(errorOf(event)) ?? null,
      }),
      applyChange: assign(({ context, event }) => {
        if (event.type !== 'dialog.change') return {}
        const patch = event.values ?? {}
        const values = definition.change
          ? definition.change(context.values, patch, context.subject)
          : { ...context.values, ...patch }
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
      /** A field left: a date shows as dd/mm/aaaa, and the field's own message shows (the others' stay). */
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
      clearError: assign({ error: null }),
      ensureIdempotencyKey: assign({
        idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
      }),
      showSuccess: assign({
        notice: ({ event }) => definition.successText(outputOf<DialogAnswer>(event)),
        idempotencyKey: null,
      }),
      showRefusalAnswer: assign({
        error: ({ event }) => definition.failureText(outputOf<DialogAnswer>(event)),
        idempotencyKey: null,
      }),
      showFieldRefusals: assign({
        fieldErrors: ({ context, event }) => formFieldErrorsOf(errorOf(event), context.values, FILE_FIELDS),
        idempotencyKey: null,
      }),
      showFailure: assign({
        error: ({ event }) => definition.failureText(errorOf(event)),
        // A 4xx is an answer (a new attempt gets a new key); a lost answer or a 5xx keeps it for the retry.
        idempotencyKey: ({ context, event }) => (isAnswered(errorOf(event)) ? null : context.idempotencyKey),
      }),
    },
    guards: {
      /** The payment's status refuses this action here, before any request. */
      refusedLocally: ({ context }) => (blocked?.(context.subject) ?? null) !== null,
      /** The load brought what the form needs (a CLABE, a list of projects, types and phases). */
      loaded: ({ event }) => (load && prefetch ? loadedEnough(prefetch, outputOf(event)) : false),
      invalid: ({ context }) => hasErrors(errorsOf(context)),
      /** The server said yes (`success` true). */
      accepted: ({ event }) => outputOf<DialogAnswer>(event).success === true,
      /** A 422 that names fields of the form: each message shows under its field. */
      refusesFields: ({ context, event }) =>
        isValidationFailure(errorOf(event)) &&
        hasErrors(formFieldErrorsOf(errorOf(event), context.values, FILE_FIELDS)),
    },
  })

  type States = NonNullable<Parameters<typeof dialog.createMachine>[0]['states']>
  const states: States = {}
  const close = { 'dialog.close': { target: 'closed' } } as const
  /** Where the dialog opens once it may: its loading, its form or its question. */
  const opening = load ? load.state : form ? 'editing' : 'confirming'
  const submitStep = confirm ? 'confirm' : 'form'

  if (blocked) {
    states.checkingPayment = {
      always: [{ guard: 'refusedLocally', target: 'blocked', actions: 'showRefusal' }, { target: opening }],
    }
    states.blocked = { tags: ['open', 'blocked'], on: close }
  }
  if (load) {
    states[load.state] = {
      tags: ['open', 'loading'],
      entry: 'clearError',
      invoke: {
        id: load.actor,
        src: load.actor,
        ...(load.actor === 'loadClabe'
          ? {
              input: ({ context }: { context: PaymentDialogContext }) => ({
                paymentId: context.subject.payment?.id ?? 0,
              }),
            }
          : {}),
        onDone: [
          { guard: 'loaded', target: 'editing', actions: 'keepLoaded' },
          { target: 'loadFailed', actions: 'showLoadFailure' },
        ],
        onError: { target: 'loadFailed', actions: 'showLoadError' },
      },
      on: close,
    } as States[string]
    states.loadFailed = {
      tags: ['open', 'loadFailed'],
      on: { 'dialog.retry': { target: load.state }, ...close },
    }
  }
  if (form) {
    const send = dates ? ['tidyDates', 'clearErrors'] : ['clearErrors']
    states.editing = {
      tags: ['open', 'form'],
      on: {
        'dialog.change': { actions: 'applyChange' },
        ...(dates ? { 'dialog.blur': { actions: 'leaveField' } } : {}),
        'dialog.submit': [
          { guard: 'invalid', actions: dates ? ['tidyDates', 'showErrors'] : ['showErrors'] },
          { target: confirm ? 'confirming' : 'submitting', actions: send },
        ],
        ...close,
      },
    } as States[string]
  }
  if (confirm) {
    states.confirming = {
      tags: ['open', 'confirm'],
      on: {
        'dialog.submit': { target: 'submitting' },
        ...(form ? { 'dialog.back': { target: 'editing' } } : {}),
        ...close,
      },
    }
  }
  states.submitting = {
    tags: ['open', 'busy', submitStep],
    entry: ['ensureIdempotencyKey', 'clearError'],
    invoke: {
      id: 'submit',
      src: 'submit',
      input: ({ context }: { context: PaymentDialogContext }) => ({
        submission: definition.submission(context.values, context.files, context.subject),
        idempotencyKey: context.idempotencyKey ?? '',
      }),
      onDone: [
        { guard: 'accepted', target: 'succeeded', actions: 'showSuccess' },
        { target: 'failed', actions: 'showRefusalAnswer' },
      ],
      onError: [
        ...(form ? [{ guard: 'refusesFields', target: 'editing', actions: 'showFieldRefusals' }] : []),
        { target: 'failed', actions: 'showFailure' },
      ],
    },
  } as States[string]
  states.failed = {
    tags: ['open', 'failed', form ? 'form' : 'confirm'],
    on: {
      ...(form ? { 'dialog.change': { target: 'editing', actions: 'applyChange' } } : {}),
      // What failed passed the checks on its way out, and a change goes back to the form first: it is sent again
      // as it is (after the question again, for a form that asks first).
      'dialog.submit':
        form && confirm ? { target: 'confirming', actions: 'clearErrors' } : { target: 'submitting' },
      ...close,
    },
  } as States[string]
  states.succeeded = { tags: ['open', 'success'], on: { 'dialog.close': { target: 'done' } } }
  states.closed = { type: 'final', entry: 'notifyClosed' }
  states.done = { type: 'final', entry: 'notifyDone' }

  return dialog.createMachine({
    id: paymentDialogIdOf(kind),
    context: ({ input }) => {
      const subject = subjectOf(kind, input)
      return {
        subject,
        values: definition.initialValues(subject),
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
    initial: blocked ? 'checkingPayment' : opening,
    states,
  })
}

export type PaymentDialogMachine = ReturnType<typeof createPaymentDialogMachine>

const built = new Map<DialogKind, PaymentDialogMachine>()

/** The machine of a kind's dialog, made on first use (a screen opens one kind at a time). */
export const paymentDialogMachineOf = (kind: DialogKind): PaymentDialogMachine => {
  let machine = built.get(kind)
  if (!machine) {
    machine = createPaymentDialogMachine(DIALOGS[kind])
    built.set(kind, machine)
  }
  return machine
}
