import { INPUT_MSG } from '@contract/http'
import { MSG } from '@contract/messages'
import type { Payment } from '@contract/payments'
import {
  type CustomerLookup,
  SALE_MSG,
  type SaleAnswer,
  type SaleRequest,
  saleRequestSchema,
  type Vendor,
} from '@contract/sales'
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, isValidationFailure, messageOf, reasonOf } from '../shared/failure'
import { clearEdited, parseAmount } from '../shared/form'
import { newIdempotencyKey } from '../shared/ids'
import { firstErrors, hasErrors } from '../shared/validation'

/** What the signed-in supplier may do (from the User): pick a vendor, mark the sale as factoring. */
export interface SaleInput {
  canSelectVendor: boolean
  canFactor: boolean
}

/** Step 0 as typed (text inputs keep text; numbers are parsed when validating). */
export interface SaleFormValues {
  user_id: string
  token: string
  amount: string
  term: string
  reference: string
  is_factoring: boolean
  vendor_user_id: string
}

export const EMPTY_SALE_FORM: SaleFormValues = {
  user_id: '',
  token: '',
  amount: '',
  term: '',
  reference: '',
  is_factoring: false,
  vendor_user_id: '',
}

/** The fields of step 0 (a 422 on any other field is shown as the form's banner). */
export const SALE_FORM_FIELDS = Object.keys(EMPTY_SALE_FORM) as (keyof SaleFormValues)[]

export const REFERENCE_MAX = 255
export const ADDRESS_MAX = 500

export interface LookupFailure {
  msg: string
  reason: string | null
}

/** The answer of POST payments/create. */
export type { SaleAnswer }

export interface SaleContext {
  options: SaleInput
  /** The supplier's vendors (empty when the user may not pick one or the list failed). */
  vendors: Vendor[]
  vendorsFailed: boolean
  /** The vendor saved on this device, until the vendor list says whether it still is one. */
  savedVendorId: string | null
  values: SaleFormValues
  /** Step 1: delivered to an address ('Continuar') or not ('Omitir'). */
  delivery: boolean
  address: string
  /** Step 2: 'He verificado la información'. */
  acknowledged: boolean
  customer: CustomerLookup | null
  lookupError: LookupFailure | null
  fieldErrors: Record<string, string>
  /** Banner: a failed submit (connection, 409, 500) or a 422 on no field of the form. */
  error: string | null
  /** One per sale attempt: kept for retries of the same data, dropped when the data changes or an answer arrives. */
  idempotencyKey: string | null
  sale: Payment | null
  /** The server's msg of the result (success or rejection). */
  resultMsg: string | null
}

export type SaleEvent =
  | { type: 'sale.change'; values: Partial<SaleFormValues> }
  | { type: 'sale.continue' }
  | { type: 'sale.changeAddress'; address: string }
  | { type: 'sale.skipDelivery' }
  | { type: 'sale.acknowledge'; checked: boolean }
  | { type: 'sale.confirm' }
  | { type: 'sale.back' }
  | { type: 'sale.cancel' }
  | { type: 'sale.edit' }
  | { type: 'sale.reset' }

/** '1,500.50' → 1500.5; '-5' → -5 (the schema refuses it with its own message); '' → undefined (required). */
const parseNumber = (text: string): number | undefined => parseAmount(text, { signed: true })

/** The user number when it is a positive whole number, else null (no lookup). */
export const userIdOf = (text: string): number | null => {
  const clean = text.trim()
  return /^\d{1,12}$/.test(clean) && Number(clean) > 0 ? Number(clean) : null
}

type SaleData = Pick<SaleContext, 'options' | 'values' | 'delivery' | 'address'>

const rawRequestOf = ({ options, values, delivery, address }: SaleData) => ({
  user_id: parseNumber(values.user_id),
  amount: parseNumber(values.amount),
  term: parseNumber(values.term),
  reference: values.reference.trim() === '' ? null : values.reference,
  token: values.token,
  is_factoring: options.canFactor ? values.is_factoring : false,
  vendor_user_id:
    options.canSelectVendor && values.vendor_user_id !== '' ? Number(values.vendor_user_id) : null,
  is_wpp_purchase: false,
  delivery,
  address: delivery ? address : null,
})

/** The body of POST /api/payments/create (trimmed by the contract schema). */
export const saleRequestOf = (data: SaleData): SaleRequest => {
  const raw = rawRequestOf(data)
  const parsed = saleRequestSchema.safeParse(raw)
  return parsed.success ? parsed.data : (raw as SaleRequest)
}

const NUMBER_FORMAT: Partial<Record<keyof SaleFormValues, string>> = {
  user_id: SALE_MSG.userIdFormat,
  amount: SALE_MSG.amountPositive,
  term: SALE_MSG.termWhole,
}

/** Step 0 errors, first message per field: the contract's rules plus the vendor when it must be chosen. */
export const saleFormErrors = ({ options, values }: Pick<SaleContext, 'options' | 'values'>) => {
  const errors = firstErrors(
    saleRequestSchema,
    rawRequestOf({ options, values, delivery: false, address: '' }),
  )
  // Text that is not a number in a number field: say what is wrong rather than 'requerido'.
  for (const [field, message] of Object.entries(NUMBER_FORMAT)) {
    const key = field as keyof SaleFormValues
    const generic = errors[key] === MSG.required || errors[key] === INPUT_MSG.invalid
    if (generic && String(values[key]).trim() !== '') errors[key] = message
  }
  if (options.canSelectVendor && values.vendor_user_id === '') errors.vendor_user_id = MSG.required
  return errors
}

/** Step 1: an address is needed to continue with delivery; 'Omitir' needs none. */
export const addressError = (address: string, required: boolean): string | null => {
  const text = address.trim()
  if (text.length > ADDRESS_MAX) return SALE_MSG.addressMax
  if (required && text === '') return SALE_MSG.addressRequired
  return null
}

const userIdChange = (context: SaleContext, event: SaleEvent): string | null =>
  event.type === 'sale.change' &&
  event.values.user_id !== undefined &&
  event.values.user_id !== context.values.user_id
    ? event.values.user_id
    : null

/** A 422 that names no field of the form still needs a word on screen. */
const bannerOf422 = (failure: unknown): string | null => {
  const errors = fieldErrorsOf(failure)
  const others = Object.entries(errors).filter(([key]) => !SALE_FORM_FIELDS.includes(key as never))
  if (others.length > 0) return others.map(([, message]) => message).join(' ')
  return Object.keys(errors).length > 0 ? null : messageOf(failure, MSG.verifyData)
}

/** The saved vendor when it is still one of the supplier's vendors, else none. */
export const restoredVendor = (vendors: Vendor[], saved: string | null): string =>
  saved !== null && vendors.some((v) => String(v.id) === saved) ? saved : ''

const cleared = {
  values: EMPTY_SALE_FORM,
  delivery: false,
  address: '',
  acknowledged: false,
  customer: null,
  lookupError: null,
  fieldErrors: {},
  error: null,
  idempotencyKey: null,
  sale: null,
  resultMsg: null,
} satisfies Omit<SaleContext, 'options' | 'vendors' | 'vendorsFailed' | 'savedVendorId'>

/**
 * 'Nueva venta' (/front-desk), the four steps of docs/decisions.md#sales: 0 form with the customer
 * lookup (debounced 1 s after each user-number change), 1 delivery address, 2 review with the acknowledgement,
 * 3 result (registered, or '¡COMPRA RECHAZADA!' with 'Editar compra'). 'Cancelar' on steps 0–2 empties the form
 * but the vendor. A user who may pick a vendor first gets the vendor saved on this device (`readSelectedVendor`)
 * and the supplier's vendors (`loadVendors`), typing meanwhile; the saved vendor is preselected only when it
 * still is one of them. A registered sale saves its vendor (`saveSelectedVendor`).
 */
export const saleMachine = setup({
  types: {
    context: {} as SaleContext,
    events: {} as SaleEvent,
    input: {} as SaleInput,
  },
  actors: {
    lookupCustomer: fromPromise<CustomerLookup, { userId: number }>(async () => {
      throw new Error('lookupCustomer not provided')
    }),
    createSale: fromPromise<SaleAnswer, { request: SaleRequest; idempotencyKey: string }>(async () => {
      throw new Error('createSale not provided')
    }),
    readSelectedVendor: fromPromise<string | null>(async () => {
      throw new Error('readSelectedVendor not provided')
    }),
    loadVendors: fromPromise<Vendor[]>(async () => {
      throw new Error('loadVendors not provided')
    }),
  },
  guards: {
    userIdChangedToValid: ({ context, event }) => {
      const next = userIdChange(context, event)
      return next !== null && userIdOf(next) !== null
    },
    userIdChanged: ({ context, event }) => userIdChange(context, event) !== null,
    hasCustomer: ({ context }) => context.customer !== null,
    hasLookupError: ({ context }) => context.lookupError !== null,
    hasValidUserId: ({ context }) => userIdOf(context.values.user_id) !== null,
    formInvalid: ({ context }) => hasErrors(saleFormErrors(context)),
    addressInvalid: ({ context }) => addressError(context.address, true) !== null,
    acknowledged: ({ context }) => context.acknowledged,
    canSelectVendor: ({ context }) => context.options.canSelectVendor,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'sale.change') return {}
      const userChanged = userIdChange(context, event) !== null
      return {
        values: { ...context.values, ...event.values },
        fieldErrors: clearEdited(context.fieldErrors, Object.keys(event.values)),
        error: null,
        idempotencyKey: null,
        ...(userChanged ? { customer: null, lookupError: null } : {}),
      }
    }),
    /** Empties the form; the vendor stays (the same clerk sells again). */
    resetForm: assign(({ context }) => ({
      ...cleared,
      values: { ...EMPTY_SALE_FORM, vendor_user_id: context.values.vendor_user_id },
    })),
    saveSelectedVendor: (_, _params: { vendorId: string }) => {},
    /** Keeps the key of an unanswered attempt (a retry must not sell twice), else starts a new attempt. */
    ensureIdempotencyKey: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
    }),
  },
  delays: {
    lookupDebounce: 1000,
  },
}).createMachine({
  id: 'sale',
  context: ({ input }) => ({
    options: input,
    vendors: [],
    vendorsFailed: false,
    savedVendorId: null,
    ...cleared,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'canSelectVendor', target: 'readingSavedVendor' }, { target: 'form' }],
    },
    readingSavedVendor: {
      tags: ['loadingVendors'],
      on: { 'sale.change': { actions: 'applyChange' } },
      invoke: {
        id: 'readSelectedVendor',
        src: 'readSelectedVendor',
        onDone: { target: 'loadingVendors', actions: assign({ savedVendorId: ({ event }) => event.output }) },
        // No storage on this device: nothing to preselect.
        onError: { target: 'loadingVendors' },
      },
    },
    loadingVendors: {
      tags: ['loadingVendors'],
      on: { 'sale.change': { actions: 'applyChange' } },
      invoke: {
        id: 'loadVendors',
        src: 'loadVendors',
        onDone: {
          target: 'form',
          actions: assign(({ context, event }) => ({
            vendors: event.output,
            savedVendorId: null,
            values:
              context.values.vendor_user_id === ''
                ? {
                    ...context.values,
                    vendor_user_id: restoredVendor(event.output, context.savedVendorId),
                  }
                : context.values,
          })),
        },
        onError: { target: 'form', actions: assign({ vendorsFailed: true, savedVendorId: null }) },
      },
    },
    form: {
      initial: 'resuming',
      on: {
        'sale.change': [
          { guard: 'userIdChangedToValid', target: '.debouncing', actions: 'applyChange' },
          { guard: 'userIdChanged', target: '.idle', actions: 'applyChange' },
          { actions: 'applyChange' },
        ],
        'sale.continue': [
          {
            guard: 'formInvalid',
            actions: assign({ fieldErrors: ({ context }) => saleFormErrors(context), error: null }),
          },
          { target: 'delivery', actions: assign({ fieldErrors: {}, error: null }) },
        ],
        'sale.cancel': { target: 'form', reenter: true, actions: 'resetForm' },
      },
      states: {
        /** Where the lookup stands when the form shows again (back, 'Editar compra', a 422). */
        resuming: {
          always: [
            { guard: 'hasCustomer', target: 'customerFound' },
            { guard: 'hasLookupError', target: 'customerNotFound' },
            { guard: 'hasValidUserId', target: 'debouncing' },
            { target: 'idle' },
          ],
        },
        idle: {},
        debouncing: {
          tags: ['lookingUp'],
          after: { lookupDebounce: 'lookingUpCustomer' },
        },
        lookingUpCustomer: {
          tags: ['lookingUp'],
          invoke: {
            id: 'lookupCustomer',
            src: 'lookupCustomer',
            input: ({ context }) => ({ userId: userIdOf(context.values.user_id) ?? 0 }),
            onDone: {
              target: 'customerFound',
              actions: assign({ customer: ({ event }) => event.output, lookupError: null }),
            },
            onError: {
              target: 'customerNotFound',
              actions: assign({
                customer: null,
                lookupError: ({ event }) => ({
                  msg: messageOf(event.error, SALE_MSG.customerNotFound),
                  reason: reasonOf(event.error),
                }),
              }),
            },
          },
        },
        customerFound: {},
        customerNotFound: {},
      },
    },
    delivery: {
      on: {
        'sale.changeAddress': {
          actions: assign(({ context, event }) => {
            const error = addressError(event.address, false)
            const fieldErrors: Record<string, string> = error ? { address: error } : {}
            return {
              address: event.address,
              fieldErrors,
              idempotencyKey: event.address === context.address ? context.idempotencyKey : null,
            }
          }),
        },
        'sale.continue': [
          {
            guard: 'addressInvalid',
            actions: assign({
              fieldErrors: ({ context }) => ({ address: addressError(context.address, true) ?? '' }),
            }),
          },
          {
            target: 'review',
            actions: assign({
              delivery: true,
              acknowledged: false,
              fieldErrors: {},
              idempotencyKey: ({ context }) => (context.delivery ? context.idempotencyKey : null),
            }),
          },
        ],
        'sale.skipDelivery': {
          target: 'review',
          actions: assign({
            delivery: false,
            acknowledged: false,
            fieldErrors: {},
            idempotencyKey: ({ context }) => (context.delivery ? null : context.idempotencyKey),
          }),
        },
        'sale.back': { target: 'form', actions: assign({ fieldErrors: {} }) },
        'sale.cancel': { target: 'form', actions: 'resetForm' },
      },
    },
    review: {
      on: {
        'sale.acknowledge': { actions: assign({ acknowledged: ({ event }) => event.checked }) },
        'sale.confirm': { guard: 'acknowledged', target: 'submitting', actions: 'ensureIdempotencyKey' },
        'sale.back': { target: 'delivery', actions: assign({ error: null }) },
        'sale.cancel': { target: 'form', actions: 'resetForm' },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'createSale',
        src: 'createSale',
        input: ({ context }) => ({
          request: saleRequestOf(context),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'result.success',
            actions: assign({
              sale: ({ event }) => (event.output.success ? event.output.data : null),
              resultMsg: ({ event }) => event.output.msg,
              idempotencyKey: null,
            }),
          },
          {
            target: 'result.rejected',
            actions: assign({ resultMsg: ({ event }) => event.output.msg, idempotencyKey: null }),
          },
        ],
        onError: [
          {
            guard: ({ event }) => isValidationFailure(event.error),
            target: 'form',
            actions: assign({
              fieldErrors: ({ event }) => fieldErrorsOf(event.error),
              error: ({ event }) => bannerOf422(event.error),
              idempotencyKey: null,
            }),
          },
          {
            // Unknown outcome (connection, 5xx) or a 409: the same key makes a retry safe.
            target: 'review',
            actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
          },
        ],
      },
    },
    result: {
      initial: 'success',
      states: {
        success: {
          entry: enqueueActions(({ context, enqueue }) => {
            const vendorId = context.values.vendor_user_id
            if (context.options.canSelectVendor && vendorId !== '')
              enqueue({ type: 'saveSelectedVendor', params: { vendorId } })
          }),
          on: { 'sale.reset': { target: '#sale.form', actions: 'resetForm' } },
        },
        rejected: {
          on: {
            'sale.edit': { target: '#sale.form', actions: assign({ resultMsg: null, acknowledged: false }) },
          },
        },
      },
    },
  },
})

export type SaleMachine = typeof saleMachine
