import {
  type ClientFormInfo,
  REG_MSG,
  type RegisterClientRequest,
  registerClientRequestSchema,
  withPrefix,
} from '@contract/registration'
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, hasStatus } from '../shared/failure'
import { clearEdited, parseAmount, touch } from '../shared/form'
import { firstErrors, hasErrors } from '../shared/validation'

export interface ClientRegistrationInput {
  /** A signed-in admin-supplier or vendor-supplier: the form is asked for with their session, no code. */
  signedInSupplier: boolean
  /** The supplier's referral code from the link ('' when none). */
  code: string
}

/** The form as typed: the phone has 10 digits without the 52, the credit is text in pesos. */
export interface ClientFormValues {
  business_name: string
  contact_name: string
  contact_phone: string
  contact_email: string
  credit_requested: string
  business_type: '' | 'person' | 'company'
  vendor_user_id: string
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  business_name: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  credit_requested: '',
  business_type: '',
  vendor_user_id: '',
}

export interface ClientRegistrationContext {
  signedInSupplier: boolean
  /** The referral code in use: from the link, typed, or the one the server answered. */
  code: string
  /** The visitor was asked to type the code (the code form stays on screen while it is checked). */
  askedForCode: boolean
  codeError: string | null
  /** The vendor saved in browser storage by the last registration on this device. */
  savedVendorId: string | null
  info: ClientFormInfo | null
  values: ClientFormValues
  fieldErrors: Record<string, string>
  /** Fields the person left: their local messages show (none before anyone typed). */
  touched: string[]
  /** Banner: 'Ocurrio un error' after a failed registration, or why the form could not load. */
  error: string | null
  /** The contact e-mail of the client just registered. */
  registeredEmail: string | null
}

export type ClientRegistrationEvent =
  | { type: 'code.submit'; code: string }
  | { type: 'form.retry' }
  | { type: 'client.change'; values: Partial<ClientFormValues> }
  | { type: 'client.blur'; field: keyof ClientFormValues }
  | { type: 'client.submit' }
  | { type: 'client.registerAnother' }

/** The fields on screen (a 422 on any other field only shows the banner). */
export const CLIENT_FORM_FIELDS = Object.keys(EMPTY_CLIENT_FORM) as (keyof ClientFormValues)[]

export const vendorRequired = (info: ClientFormInfo | null): boolean =>
  Boolean(info?.can_select_vendor && info.vendors.length > 0)

/** 'Confirmar' is enabled once name, contact, phone, e-mail and type are filled (and the vendor when asked). */
export const isClientFormComplete = (values: ClientFormValues, info: ClientFormInfo | null): boolean =>
  values.business_name.trim() !== '' &&
  values.contact_name.trim() !== '' &&
  values.contact_phone.trim() !== '' &&
  values.contact_email.trim() !== '' &&
  values.business_type !== '' &&
  (!vendorRequired(info) || values.vendor_user_id !== '')

/** The body of POST /api/register/client as the form stands (validated by `clientFormErrors`). */
export const registerClientRequestOf = (
  values: ClientFormValues,
  info: ClientFormInfo | null,
  code: string,
): RegisterClientRequest => {
  // '' → null (optional); other text → NaN (fails the amount rule).
  const credit = parseAmount(values.credit_requested) ?? null
  return {
    business_name: values.business_name.trim(),
    contact_name: values.contact_name.trim(),
    contact_phone: withPrefix(values.contact_phone.trim()),
    contact_email: values.contact_email.trim(),
    business_type: values.business_type as 'person' | 'company',
    ...(credit === null ? {} : { credit_requested: credit }),
    // The supplier's code as the loaded form gave it (the context keeps it from then on).
    supplier_referral_code: code,
    ...(vendorRequired(info) && values.vendor_user_id !== ''
      ? { vendor_user_id: Number(values.vendor_user_id) }
      : {}),
    origin: 'frontdesk',
    continueRegistration: false,
  }
}

/** First message per field: the contract's rules plus the vendor when it must be chosen. */
export const clientFormErrors = (
  values: ClientFormValues,
  info: ClientFormInfo | null,
  code: string,
): Record<string, string> => {
  const errors = firstErrors(registerClientRequestSchema, registerClientRequestOf(values, info, code))
  if (values.credit_requested.trim() !== '' && errors.credit_requested)
    errors.credit_requested = REG_MSG.creditRequested
  if (vendorRequired(info) && values.vendor_user_id === '') errors.vendor_user_id = REG_MSG.required
  return errors
}

/** Keeps a saved vendor only when it is one of this supplier's vendors. */
const preselectedVendor = (info: ClientFormInfo, saved: string | null): string =>
  vendorRequired(info) && saved !== null && info.vendors.some((v) => String(v.id) === saved) ? saved : ''

/**
 * /registrar-mis-clientes (docs/decisions.md#registration): the supplier (by
 * session, or anyone with the supplier's referral code) registers a client, who then gets an e-mail to continue
 * the application. Without a code the visitor types it first. The chosen vendor is kept in browser storage
 * (`readSelectedVendor`, `saveSelectedVendor`) so the next registration preselects it.
 */
export const clientRegistrationMachine = setup({
  types: {
    context: {} as ClientRegistrationContext,
    events: {} as ClientRegistrationEvent,
    input: {} as ClientRegistrationInput,
  },
  actors: {
    readSelectedVendor: fromPromise<string | null>(async () => {
      throw new Error('readSelectedVendor not provided')
    }),
    /** `code` null: the signed-in supplier's own form (bearer token). */
    loadClientForm: fromPromise<ClientFormInfo, { code: string | null }>(async () => {
      throw new Error('loadClientForm not provided')
    }),
    registerClient: fromPromise<unknown, RegisterClientRequest>(async () => {
      throw new Error('registerClient not provided')
    }),
  },
  actions: {
    saveSelectedVendor: (_, _params: { vendorId: string }) => {},
  },
  guards: {
    canLoad: ({ context }) => context.signedInSupplier || context.code !== '',
    codeEmpty: ({ event }) => event.type === 'code.submit' && event.code.trim() === '',
    formIncomplete: ({ context }) => !isClientFormComplete(context.values, context.info),
    formInvalid: ({ context }) => hasErrors(clientFormErrors(context.values, context.info, context.code)),
  },
}).createMachine({
  id: 'clientRegistration',
  context: ({ input }) => ({
    signedInSupplier: input.signedInSupplier,
    code: input.signedInSupplier ? '' : input.code.trim(),
    askedForCode: false,
    codeError: null,
    savedVendorId: null,
    info: null,
    values: EMPTY_CLIENT_FORM,
    fieldErrors: {},
    touched: [],
    error: null,
    registeredEmail: null,
  }),
  initial: 'restoringVendor',
  states: {
    restoringVendor: {
      tags: ['busy'],
      invoke: {
        id: 'readSelectedVendor',
        src: 'readSelectedVendor',
        onDone: { target: 'routing', actions: assign({ savedVendorId: ({ event }) => event.output }) },
        // No storage (private mode): nothing to preselect.
        onError: { target: 'routing' },
      },
    },
    routing: {
      always: [{ guard: 'canLoad', target: 'loading' }, { target: 'askingCode' }],
    },
    askingCode: {
      entry: assign({ askedForCode: true }),
      on: {
        'code.submit': [
          {
            guard: 'codeEmpty',
            actions: assign({ code: '', codeError: REG_MSG.required }),
          },
          {
            target: 'loading',
            actions: assign({ code: ({ event }) => event.code.trim(), codeError: null }),
          },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadClientForm',
        src: 'loadClientForm',
        input: ({ context }) => ({ code: context.signedInSupplier ? null : context.code }),
        onDone: {
          target: 'editing',
          actions: assign({
            info: ({ event }) => event.output,
            code: ({ event }) => event.output.supplier_referral_code,
            values: ({ context, event }) => ({
              ...EMPTY_CLIENT_FORM,
              vendor_user_id: preselectedVendor(event.output, context.savedVendorId),
            }),
            error: null,
            codeError: null,
          }),
        },
        onError: [
          {
            // A code the server does not know (404) or refuses (422): ask for it again.
            guard: ({ context, event }) => !context.signedInSupplier && hasStatus(event.error, 404, 422),
            target: 'askingCode',
            actions: assign({ codeError: REG_MSG.referralCodeInvalid }),
          },
          { target: 'loadFailed', actions: assign({ error: REG_MSG.error }) },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'form.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        'client.change': {
          actions: [
            assign({
              values: ({ context, event }) => ({ ...context.values, ...event.values }),
              fieldErrors: ({ context, event }) =>
                clearEdited(context.fieldErrors, Object.keys(event.values)),
            }),
            enqueueActions(({ event, enqueue }) => {
              const vendorId = event.values.vendor_user_id
              if (vendorId) enqueue({ type: 'saveSelectedVendor', params: { vendorId } })
            }),
          ],
        },
        'client.blur': {
          actions: assign({ touched: ({ context, event }) => touch(context.touched, [event.field]) }),
        },
        'client.submit': [
          // 'Confirmar' is disabled meanwhile; Enter in a field does nothing either.
          { guard: 'formIncomplete' },
          {
            guard: 'formInvalid',
            actions: assign({
              fieldErrors: ({ context }) => clientFormErrors(context.values, context.info, context.code),
              error: null,
            }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'registerClient',
        src: 'registerClient',
        input: ({ context }) => registerClientRequestOf(context.values, context.info, context.code),
        onDone: {
          target: 'registered',
          actions: assign({ registeredEmail: ({ context }) => context.values.contact_email.trim() }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            fieldErrors: ({ event }) => fieldErrorsOf(event.error),
            error: REG_MSG.error,
          }),
        },
      },
    },
    registered: {
      tags: ['registered'],
      on: {
        // A new client for the same supplier, with the same vendor.
        'client.registerAnother': {
          target: 'editing',
          actions: assign({
            values: ({ context }) => ({
              ...EMPTY_CLIENT_FORM,
              vendor_user_id: context.values.vendor_user_id,
            }),
            fieldErrors: {},
            touched: [],
            error: null,
            registeredEmail: null,
          }),
        },
      },
    },
  },
})

export type ClientRegistrationMachine = typeof clientRegistrationMachine
