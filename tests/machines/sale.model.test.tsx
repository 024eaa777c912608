import { MSG } from '@contract/messages'
import type { Payment } from '@contract/payments'
import { type CustomerLookup, SALE_MSG } from '@contract/sales'
import {
  connectSale,
  type SaleApi,
  type SaleContext,
  type SaleFormValues,
  type SaleInput,
  saleMachine,
  saleRequestOf,
} from '@machines/sale'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { SaleView } from '@/features/sale/SaleView'
import type { SaleActorRef } from '@/features/sale/saleLogic'
import { formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { withFixedIdempotencyKey } from './lib/fixedKey'
import {
  type Invariant,
  type Observed as ModelObserved,
  type ModelSpec,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'

const machine = withFixedIdempotencyKey(saleMachine)
type Machine = typeof machine

const input: SaleInput = { canSelectVendor: true, canFactor: true }
const vendors = [
  { id: 21, code: 'V-01', name: 'Luis Pérez' },
  { id: 22, code: 'V-02', name: 'Marta Gómez' },
]
const customer: CustomerLookup = {
  id: 7,
  business_name: 'Constructora Robles',
  tax_id: 'CRO010101AB1',
  available: 250000,
}
const payment = {
  id: 1042,
  amount: 1500,
  term: 30,
  expiration_date: '2025-04-30',
  customer: { id: 2, business_name: 'Constructora Robles' },
} as Payment

const FILLED = {
  user_id: '7',
  token: '483920',
  amount: '1500',
  term: '30',
  reference: 'Obra Norte',
  is_factoring: true,
  vendor_user_id: '21',
}
const ADDRESS = 'Av. Constitución 123, Col. Centro, Monterrey'
const LONG_ADDRESS = 'x'.repeat(501)

const fill = { type: 'sale.change', values: FILLED } as EventObject
/** The user number typed while the vendors still load. */
const typeEarly = { type: 'sale.change', values: { user_id: '7' } } as EventObject
const clearUser = { type: 'sale.change', values: { user_id: '' } } as EventObject
const changeAddress = (address: string) => ({ type: 'sale.changeAddress', address }) as EventObject
const e = (type: string) => ({ type }) as EventObject

/** The vendor saved on this device: none, one of the supplier's, one that no longer is, no storage. */
const savedVendorEvents = [
  settled('readSelectedVendor', null),
  settled('readSelectedVendor', '22'),
  settled('readSelectedVendor', '99'),
  failed('readSelectedVendor', new Error('SecurityError')),
]
const vendorsEvents = [settled('loadVendors', vendors), failed('loadVendors', { kind: 'network' })]

const lookupOutcomes = [
  settled('lookupCustomer', customer),
  failed('lookupCustomer', {
    kind: 'http',
    status: 404,
    msg: SALE_MSG.customerNotFound,
    reason: SALE_MSG.customerNotFoundReason,
  }),
]
const debounced = { type: 'xstate.after.lookupDebounce.sale.form.debouncing' } as EventObject
const submitEvents = [
  settled('createSale', { success: true, msg: SALE_MSG.saleCreated, data: payment }),
  settled('createSale', { success: false, msg: SALE_MSG.overAvailable }),
  failed('createSale', { kind: 'http', status: 422, errors: { token: [SALE_MSG.invalidCode] } }),
  // A refusal about what is not a field of the form: each message in the banner.
  failed('createSale', {
    kind: 'http',
    status: 422,
    errors: { address: [SALE_MSG.addressMax], delivery: [SALE_MSG.addressRequired] },
  }),
  failed('createSale', { kind: 'network' }),
]

const isEarly = (values: SaleFormValues) => values.user_id === '7' && values.token === ''

/**
 * The events a person can send in each state, narrowed so the model stays small: a user number typed while the
 * vendors load, then the whole form; the lookup's outcomes; the delivery step tried once per choice; only a
 * sale with delivery is confirmed (the request without one is checked below).
 */
const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as SaleContext
  if (snapshot.matches('readingSavedVendor'))
    return ctx.values.user_id === '' ? [...savedVendorEvents, typeEarly] : savedVendorEvents
  if (snapshot.matches('loadingVendors'))
    return ctx.values.user_id === '' ? [...vendorsEvents, typeEarly] : vendorsEvents
  if (snapshot.matches('form')) {
    // Without the vendor list no sale can go on: the page asks to reload.
    if (ctx.vendorsFailed) return []
    if (ctx.values.user_id === '') return [fill, e('sale.continue')]
    if (snapshot.matches({ form: 'debouncing' }))
      return isEarly(ctx.values) ? [debounced, fill, clearUser] : [debounced]
    if (snapshot.matches({ form: 'lookingUpCustomer' })) return lookupOutcomes
    if (snapshot.matches({ form: 'customerFound' })) return [e('sale.continue'), e('sale.cancel')]
    // Not found: the form is complete, so it may go on (the server decides); back shows the failure again.
    if (snapshot.matches({ form: 'customerNotFound' })) return [e('sale.continue'), e('sale.cancel')]
    return []
  }
  if (snapshot.matches('delivery')) {
    if (ctx.fieldErrors.address) return []
    if (ctx.address !== '') return [e('sale.continue')]
    if (ctx.customer === null) return [e('sale.back')]
    return [
      changeAddress(ADDRESS),
      changeAddress(LONG_ADDRESS),
      e('sale.continue'),
      e('sale.skipDelivery'),
      e('sale.back'),
      e('sale.cancel'),
    ]
  }
  if (snapshot.matches('review')) {
    if (ctx.acknowledged) return [e('sale.confirm')]
    if (!ctx.delivery) return [e('sale.back'), e('sale.cancel')]
    return [{ type: 'sale.acknowledge', checked: true } as EventObject, e('sale.back'), e('sale.cancel')]
  }
  if (snapshot.matches('submitting')) return submitEvents
  if (snapshot.matches({ result: 'success' })) return [e('sale.reset')]
  return [e('sale.edit')]
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Failure = {
  kind: string
  status?: number
  msg?: string
  reason?: string
  errors?: Record<string, string[]>
}
type Answer = { success: boolean; msg: string; data?: Payment }

/** What the person did so far, as the spec (docs/decisions.md#sales) says it shows. */
interface SaleSoFar {
  /** What was typed; the vendor saved on this device preselected when it is one of the supplier's. */
  values: SaleFormValues
  address: string
  /** Delivery chosen (Continuar with an address) or skipped (Omitir) on step 1. */
  delivery: boolean
  acknowledged: boolean
  /** The lookup of the user number as typed now. */
  lookup: { customer: CustomerLookup } | { failure: Failure } | null
  /** The message under each field (step 0's and the address): a Continuar's, or a 422's until the field is edited. */
  errors: Record<string, string>
  /** The banner: a failed sale's message (a 422 only when it names no field of the form), until the next try. */
  error: string | null
  /** The server's msg of the last answer, while the result shows. */
  resultMsg: string | null
  /** What this browser was asked to keep: the vendor of each registered sale, when the user picks one. */
  savedVendors: string[]
}

const TEXT_FIELDS = ['user_id', 'token', 'amount', 'term', 'reference', 'vendor_user_id'] as const
const FORM_FIELDS: string[] = [...TEXT_FIELDS, 'is_factoring']

const inForm = (state: unknown) =>
  state === undefined || (typeof state === 'object' && state !== null && 'form' in state)

/** What a failed createSale puts on the banner (docs/decisions.md#sales). */
const bannerOf = (failure: Failure): string | null => {
  if (failure.status !== 422)
    return failure.kind === 'network' ? MSG.connection : (failure.msg ?? MSG.unexpected)
  const errors = Object.entries(failure.errors ?? {})
  const others = errors.filter(([field]) => !FORM_FIELDS.includes(field))
  if (others.length > 0) return others.map(([, [message]]) => message).join(' ')
  return errors.length > 0 ? null : (failure.msg ?? MSG.verifyData)
}

const EMPTY: SaleFormValues = {
  user_id: '',
  token: '',
  amount: '',
  term: '',
  reference: '',
  is_factoring: false,
  vendor_user_id: '',
}

const soFar = (trail: Trail): SaleSoFar => {
  let saved: string | null = null
  const so: SaleSoFar = {
    values: EMPTY,
    address: '',
    delivery: false,
    acknowledged: false,
    lookup: null,
    errors: {},
    error: null,
    resultMsg: null,
    savedVendors: [],
  }
  const options = trail.input as SaleInput
  for (const [i, { event }] of trail.steps.entries()) {
    const before = trail.steps[i - 1]?.state
    const { output, error } = event as { output?: unknown; error?: unknown }
    switch (event.type) {
      case 'xstate.done.actor.readSelectedVendor':
        saved = output as string | null
        break
      case 'xstate.done.actor.loadVendors':
        if (so.values.vendor_user_id === '' && vendors.some((v) => String(v.id) === saved))
          so.values = { ...so.values, vendor_user_id: saved ?? '' }
        break
      case 'sale.change': {
        const change = (event as unknown as { values: Partial<SaleFormValues> }).values
        if (change.user_id !== undefined && change.user_id !== so.values.user_id) so.lookup = null
        so.values = { ...so.values, ...change }
        so.errors = Object.fromEntries(Object.entries(so.errors).filter(([field]) => !(field in change)))
        so.error = null
        break
      }
      case 'xstate.done.actor.lookupCustomer':
        so.lookup = { customer: output as CustomerLookup }
        break
      case 'xstate.error.actor.lookupCustomer':
        so.lookup = { failure: error as Failure }
        break
      case 'sale.cancel':
      case 'sale.reset':
        so.values = { ...EMPTY, vendor_user_id: so.values.vendor_user_id }
        Object.assign(so, { address: '', delivery: false, acknowledged: false, lookup: null })
        Object.assign(so, { errors: {}, error: null, resultMsg: null })
        break
      case 'sale.changeAddress':
        so.address = (event as unknown as { address: string }).address
        so.errors = so.address.trim().length > 500 ? { address: SALE_MSG.addressMax } : {}
        break
      case 'sale.skipDelivery':
        Object.assign(so, { delivery: false, acknowledged: false, errors: {} })
        break
      case 'sale.continue':
        if (inForm(before)) {
          const missing = missingFields(so.values, options)
          so.errors = Object.fromEntries(missing.map((field) => [field, MSG.required]))
          so.error = null
        } else if (before === 'delivery') {
          const text = so.address.trim()
          if (text.length > 500) so.errors = { address: SALE_MSG.addressMax }
          else if (text === '') so.errors = { address: SALE_MSG.addressRequired }
          else Object.assign(so, { delivery: true, acknowledged: false, errors: {} })
        }
        break
      case 'sale.back':
        if (before === 'delivery') so.errors = {}
        else so.error = null
        break
      case 'sale.acknowledge':
        so.acknowledged = (event as unknown as { checked: boolean }).checked
        break
      case 'sale.confirm':
        so.error = null
        break
      case 'xstate.done.actor.createSale':
        so.resultMsg = (output as Answer).msg
        if ((output as Answer).success && options.canSelectVendor)
          so.savedVendors = [...so.savedVendors, so.values.vendor_user_id]
        break
      case 'xstate.error.actor.createSale': {
        const failure = error as Failure
        if (failure.status === 422)
          so.errors = Object.fromEntries(
            Object.entries(failure.errors ?? {}).map(([field, [message]]) => [field, message!]),
          )
        so.error = bannerOf(failure)
        break
      }
      case 'sale.edit':
        Object.assign(so, { acknowledged: false, resultMsg: null })
        break
    }
  }
  return so
}

/** Step 0's required fields (the vendor when the user may pick one) left empty. */
const missingFields = (values: SaleFormValues, options: SaleInput) => {
  const required: Array<Exclude<keyof SaleFormValues, 'is_factoring'>> = [
    'user_id',
    'token',
    'amount',
    'term',
  ]
  if (options.canSelectVendor) required.push('vendor_user_id')
  return required.filter((field) => values[field].trim() === '')
}

/** POST /api/payments/create as the contract says it is built from what was typed. */
const requestOf = (so: SaleSoFar, options: SaleInput) => ({
  user_id: Number(so.values.user_id),
  amount: Number(so.values.amount.replaceAll(',', '')),
  term: Number(so.values.term),
  reference: so.values.reference.trim() || null,
  token: so.values.token,
  is_factoring: options.canFactor && so.values.is_factoring,
  vendor_user_id:
    options.canSelectVendor && so.values.vendor_user_id ? Number(so.values.vendor_user_id) : null,
  is_wpp_purchase: false,
  delivery: so.delivery,
  address: so.delivery ? so.address.trim() : null,
})

const lastSale = (trail: Trail) =>
  trail.last<{ type: string; output?: Answer; error?: Failure }>(/actor\.createSale$/)

type Observed = ModelObserved<SaleApi>

/** The state the path was in before its last event. */
const cameFrom = (trail: Trail) => trail.steps.at(-2)?.state

const expectStep0 = ({ selected }: Observed, trail: Trail) => {
  const so = soFar(trail)
  expect(selected.step).toBe(0)
  // Atrás goes back one step: to the form only from Entrega.
  if (trail.lastEvent?.type === 'sale.back') expect(cameFrom(trail)).toBe('delivery')
  expect(selected.values).toEqual(so.values)
  expect(selected.vendors.failed).toBe(trail.count('xstate.error.actor.loadVendors') > 0)
}

/** A failed createSale (not a 422) shows its message: the server's, or the connection's. */
const expectSubmitFailure = ({ selected }: Observed, trail: Trail) => {
  const last = trail.lastEvent
  if (last?.type !== 'xstate.error.actor.createSale') return expect(selected.error).toBeNull()
  const failure = (last as unknown as { error: Failure }).error
  if (failure.status === 422) {
    for (const [field, [message]] of Object.entries(failure.errors ?? {}))
      if (FORM_FIELDS.includes(field)) expect(selected.getFieldProps(field as 'token').error).toBe(message)
    return expect(selected.error).toBe(bannerOf(failure))
  }
  expect(selected.error).toBe(failure.kind === 'network' ? MSG.connection : failure.msg)
}

const invariants: Record<string, Invariant<SaleApi>> = {
  'sale.readingSavedVendor': (observed, trail) => {
    expectStep0(observed, trail)
    expect(observed.selected.vendors.loading).toBe(true)
    expect(observed.started.map((s) => s.name)).toEqual(['readSelectedVendor'])
    // The saved vendor read (or no storage on this device) goes on to the vendor list.
    expect(trail.count(/actor\.readSelectedVendor$/)).toBe(0)
  },
  'sale.loadingVendors': (observed, trail) => {
    expectStep0(observed, trail)
    expect(observed.selected.vendors.loading).toBe(true)
    expect(observed.started.map((s) => s.name)).toEqual(['readSelectedVendor', 'loadVendors'])
    expect(trail.count(/actor\.loadVendors$/)).toBe(0)
  },
  'sale.form.idle': (observed, trail) => {
    expectStep0(observed, trail)
    expect(observed.tags).not.toContain('lookingUp')
    expect(observed.selected.customer).toBeNull()
    // Continuar on an incomplete form stays, naming each missing field.
    if (trail.lastEvent?.type === 'sale.continue') {
      const missing = missingFields(soFar(trail).values, trail.input as SaleInput)
      expect(missing).not.toEqual([])
      for (const field of missing) expect(observed.selected.getFieldProps(field).error).toBe(MSG.required)
    }
  },
  'sale.form.debouncing': (observed, trail) => {
    expectStep0(observed, trail)
    expect(observed.tags).toContain('lookingUp')
    expect(soFar(trail).values.user_id).toMatch(/^\d+$/)
    // Not yet: one lookup per debounce that ran out.
    expect(observed.started.filter((s) => s.name === 'lookupCustomer').length).toBe(
      trail.count(debounced.type),
    )
  },
  'sale.form.lookingUpCustomer': (observed, trail) => {
    expectStep0(observed, trail)
    expect(observed.tags).toContain('lookingUp')
    expect(trail.lastEvent?.type).toBe('xstate.after.lookupDebounce.sale.form.debouncing')
    expect(observed.started.at(-1)).toEqual({
      name: 'lookupCustomer',
      input: { userId: Number(soFar(trail).values.user_id) },
    })
  },
  'sale.form.customerFound': (observed, trail) => {
    expectStep0(observed, trail)
    expect(observed.selected.customer).toEqual(
      trail.last<{ output: CustomerLookup }>(/done\.actor\.lookupCustomer$/)?.output,
    )
    expectSubmitFailure(observed, trail)
  },
  'sale.form.customerNotFound': (observed, trail) => {
    expectStep0(observed, trail)
    const { error } = trail.last<{ error: Failure }>(/error\.actor\.lookupCustomer$/)!
    expect(observed.selected.lookupFailure).toEqual({ msg: error.msg, reason: error.reason })
  },
  'sale.delivery': ({ selected }, trail) => {
    const so = soFar(trail)
    expect(selected.step).toBe(1)
    if (trail.lastEvent?.type === 'sale.back') expect(cameFrom(trail)).toBe('review')
    // Entrega only after a Continuar on a complete form.
    expect(missingFields(so.values, trail.input as SaleInput)).toEqual([])
    expect(trail.count('sale.continue')).toBeGreaterThan(0)
    expect(selected.address).toBe(so.address)
    const error = selected.getAddressProps().error
    if (so.address.length > 500) expect(error).toBe(SALE_MSG.addressMax)
    else if (trail.lastEvent?.type === 'sale.continue' && cameFrom(trail) === 'delivery')
      expect(error).toBe(SALE_MSG.addressRequired)
    else expect(error).toBeUndefined()
  },
  'sale.review': (observed, trail) => {
    const so = soFar(trail)
    const { selected } = observed
    expect(selected.step).toBe(2)
    expect(selected.request).toEqual(requestOf(so, trail.input as SaleInput))
    expect(selected.acknowledged).toBe(so.acknowledged)
    expect(selected.getConfirmProps().disabled).toBe(!so.acknowledged)
    expectSubmitFailure(observed, trail)
  },
  'sale.submitting': ({ selected, tags, started }, trail) => {
    expect(selected.step).toBe(2)
    expect(tags).toContain('busy')
    expect(trail.lastEvent?.type).toBe('sale.confirm')
    expect(soFar(trail).acknowledged).toBe(true)
    expect(started.at(-1)).toEqual({
      name: 'createSale',
      input: { request: requestOf(soFar(trail), trail.input as SaleInput), idempotencyKey: 'key-1' },
    })
  },
  'sale.result.success': ({ selected }, trail) => {
    const answer = lastSale(trail)!.output!
    expect(selected.step).toBe(3)
    expect(selected.sale).toEqual(answer.data)
    expect(selected.resultMsg).toBe(answer.msg)
    expect(selected.rejection).toBeNull()
  },
  'sale.result.rejected': ({ selected }, trail) => {
    expect(selected.step).toBe(3)
    expect(selected.sale).toBeNull()
    expect(selected.rejection).toBe(lastSale(trail)!.output!.msg)
  },
}

/** The events the connect layer's props send: a prop getter's handler, called by an invariant. */
const sent: EventObject[] = []
const sends = (handler: () => void): EventObject[] => {
  sent.length = 0
  handler()
  return [...sent]
}

const STEP_TITLES = ['Datos de la venta', 'Entrega', 'Revisa y confirma']

/**
 * What holds in every state: the title of the step, the props of each field and button (what they show and
 * what they send), the banner, the customer and the vendor the review shows, the result's message, and the
 * user actions the step offers (docs/decisions.md#sales).
 */
const expectEveryState = (observed: Observed, trail: Trail) => {
  const { selected, value, can } = observed
  const so = soFar(trail)
  const options = trail.input as SaleInput
  const state = typeof value === 'string' ? value : Object.keys(value)[0]!
  const leaf = typeof value === 'string' ? value : Object.values(value)[0]
  const submitting = state === 'submitting'
  const loading = state === 'readingSavedVendor' || state === 'loadingVendors'
  expect(selected.options).toEqual(options)
  // What this browser keeps: the vendor of each registered sale, when the user picks one (docs/decisions.md#sales).
  expect(
    observed.executed.filter((action) => action.type === 'saveSelectedVendor').map((a) => a.params),
  ).toEqual(so.savedVendors.map((vendorId) => ({ vendorId })))
  const answer = lastSale(trail)?.output
  expect(selected.title).toBe(
    state === 'result'
      ? answer?.success
        ? 'Venta registrada'
        : 'Compra rechazada'
      : STEP_TITLES[selected.step],
  )
  expect(selected.resultMsg).toBe(so.resultMsg)
  expect(selected.error).toBe(so.error)
  expect(selected.lookingUp).toBe(leaf === 'debouncing' || leaf === 'lookingUpCustomer')
  expect(selected.submitting).toBe(submitting)
  const loaded = trail.count('xstate.done.actor.loadVendors') > 0
  expect(selected.vendors.list).toEqual(loaded ? vendors : [])
  // A vendor is named by its name alone while no other vendor shares it (docs/decisions.md#vendors).
  expect(selected.vendorLabel).toEqual(
    (loaded && vendors.find((v) => String(v.id) === so.values.vendor_user_id)?.name) || null,
  )
  expect(selected.vendors.options).toEqual(
    loaded ? vendors.map((v) => ({ value: String(v.id), label: v.name })) : [],
  )
  // The customer card shows the lookup of the number as typed; the review shows the same customer.
  const found = so.lookup !== null && 'customer' in so.lookup ? so.lookup.customer : null
  expect(selected.customer).toEqual(state !== 'form' || leaf === 'customerFound' ? found : null)
  if (state === 'form' || loading)
    for (const field of TEXT_FIELDS)
      expect(selected.getFieldProps(field)).toMatchObject({
        name: field,
        value: so.values[field],
        error: so.errors[field],
        readOnly: false,
      })
  // What each control sends.
  expect(sends(() => selected.getFieldProps('amount').onChange('10'))).toEqual([
    { type: 'sale.change', values: { amount: '10' } },
  ])
  const factoring = selected.getFactoringProps()
  expect(factoring.checked).toBe(so.values.is_factoring)
  expect(sends(() => factoring.onCheckedChange(!so.values.is_factoring))).toEqual([
    { type: 'sale.change', values: { is_factoring: !so.values.is_factoring } },
  ])
  const address = selected.getAddressProps()
  expect(address).toMatchObject({ name: 'address', value: so.address, readOnly: false })
  expect(sends(() => address.onChange('Calle 1'))).toEqual([
    { type: 'sale.changeAddress', address: 'Calle 1' },
  ])
  const acknowledge = selected.getAcknowledgeProps()
  expect(acknowledge).toMatchObject({ checked: so.acknowledged, disabled: submitting })
  expect(sends(() => acknowledge.onCheckedChange(true))).toEqual([
    { type: 'sale.acknowledge', checked: true },
  ])
  expect(sends(selected.onContinue)).toEqual([{ type: 'sale.continue' }])
  for (const [props, type] of [
    [selected.getCancelProps(), 'sale.cancel'],
    [selected.getBackProps(), 'sale.back'],
  ] as const) {
    expect(props.disabled).toBe(submitting)
    expect(sends(props.onClick)).toEqual([{ type }])
  }
  expect(sends(selected.getSkipProps().onClick)).toEqual([{ type: 'sale.skipDelivery' }])
  const confirm = selected.getConfirmProps()
  expect(confirm).toMatchObject({ disabled: !so.acknowledged, loading: submitting })
  expect(sends(confirm.onClick)).toEqual([{ type: 'sale.confirm' }])
  expect(sends(selected.getEditProps().onClick)).toEqual([{ type: 'sale.edit' }])
  expect(sends(selected.getResetProps().onClick)).toEqual([{ type: 'sale.reset' }])
  // The user actions each step offers.
  const offers = (type: string, extra: object = {}) => can({ type, ...extra } as EventObject)
  expect(offers('sale.change', { values: { reference: 'x' } })).toBe(state === 'form' || loading)
  expect(offers('sale.continue')).toBe(state === 'form' || state === 'delivery')
  expect(offers('sale.cancel')).toBe(['form', 'delivery', 'review'].includes(state))
  expect(offers('sale.back')).toBe(state === 'delivery' || state === 'review')
  expect(offers('sale.skipDelivery')).toBe(state === 'delivery')
  expect(offers('sale.changeAddress', { address: 'Calle 1' })).toBe(state === 'delivery')
  expect(offers('sale.acknowledge', { checked: true })).toBe(state === 'review')
  // Confirmar only once 'He verificado la información' is on.
  expect(offers('sale.confirm')).toBe(state === 'review' && so.acknowledged)
  expect(offers('sale.edit')).toBe(leaf === 'rejected')
  expect(offers('sale.reset')).toBe(state === 'result' && leaf === 'success')
}

const spec: ModelSpec<Machine, SaleApi> = {
  machine,
  input,
  events: eventsFor,
  select: (snapshot) => connectSale(snapshot as never, (event) => sent.push(event)),
  invariants: Object.fromEntries(
    Object.entries(invariants).map(([id, check]) => [
      id,
      (observed: Observed, trail: Trail) => {
        expectEveryState(observed, trail)
        check(observed, trail)
      },
    ]),
  ),
}

// ---------------------------------------------------------------- the view

/** The value next to a term of a summary list. */
const dd = (term: string) => screen.getAllByText(term).find((el) => el.tagName === 'DT')?.nextElementSibling

const stepStatus = (n: number, title: string) =>
  expect(screen.getByText(`Paso ${n} de 4: ${title}`)).toBeInTheDocument()

const expectForm = (trail: Trail) => {
  const { values } = soFar(trail)
  const options = trail.input as SaleInput
  stepStatus(1, 'Datos de la venta')
  expect(screen.getByLabelText('Número de usuario')).toHaveValue(values.user_id)
  expect(screen.getByLabelText('Código de compra')).toHaveValue(values.token)
  expect(screen.getByLabelText('Monto')).toHaveValue(values.amount)
  expect(screen.getByLabelText('Plazo (días)')).toHaveValue(values.term)
  expect(screen.getByLabelText('Referencia')).toHaveValue(values.reference)
  expect(screen.getByText(`${values.reference.length}/255`)).toBeInTheDocument()
  if (options.canSelectVendor)
    expect(screen.getByRole('combobox', { name: 'Vendedor' })).toHaveValue(values.vendor_user_id)
  else expect(screen.queryByRole('combobox', { name: 'Vendedor' })).not.toBeInTheDocument()
  if (options.canFactor)
    expect(screen.getByRole('switch', { name: 'Venta con factoraje' })).toHaveProperty(
      'checked',
      values.is_factoring,
    )
  // What a failed sale said on step 0 (a 422 under its field).
  const last = trail.lastEvent as { type: string; error?: Failure } | undefined
  if (last?.type === 'xstate.error.actor.createSale') {
    for (const [field, [message]] of Object.entries(last.error?.errors ?? {}))
      if (FORM_FIELDS.includes(field)) expect(screen.getAllByText(message!).length).toBeGreaterThan(0)
    // What is not a field of the form: its messages in one banner.
    const banner = bannerOf(last.error!)
    if (banner) expect(screen.getByText(banner)).toBeInTheDocument()
  }
  if (last?.type === 'sale.continue')
    expect(screen.getAllByText(MSG.required).length).toBe(missingFields(values, options).length)
}

const expectLoadingVendors = (trail: Trail) => {
  expectForm(trail)
  expect(screen.getByRole('combobox', { name: 'Vendedor' })).toBeDisabled()
  expect(screen.getByRole('option', { name: 'Cargando vendedores…' })).toBeInTheDocument()
}

const screens: Record<string, (trail: Trail) => void> = {
  'sale.readingSavedVendor': expectLoadingVendors,
  'sale.loadingVendors': expectLoadingVendors,
  'sale.form.idle': (trail) => {
    expectForm(trail)
    if (trail.count('xstate.error.actor.loadVendors') > 0)
      expect(screen.getByText('No pudimos cargar los vendedores. Recarga la página.')).toBeInTheDocument()
    else if ((trail.input as SaleInput).canSelectVendor) {
      expect(screen.getByRole('combobox', { name: 'Vendedor' })).toBeEnabled()
      // The vendors by name, no code beside names nobody else has.
      expect(screen.getByRole('option', { name: 'Marta Gómez' })).toBeInTheDocument()
      expect(screen.getByRole('option', { name: 'Luis Pérez' })).toBeInTheDocument()
    }
    expect(screen.queryByText('Buscando cliente…')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Cliente' })).not.toBeInTheDocument()
  },
  'sale.form.debouncing': (trail) => {
    expectForm(trail)
    expect(screen.getByText('Buscando cliente…')).toBeInTheDocument()
  },
  'sale.form.lookingUpCustomer': (trail) => {
    expectForm(trail)
    expect(screen.getByText('Buscando cliente…')).toBeInTheDocument()
  },
  'sale.form.customerFound': (trail) => {
    expectForm(trail)
    const card = screen.getByRole('region', { name: 'Cliente' })
    expect(card).toHaveTextContent(customer.business_name)
    expect(card).toHaveTextContent(customer.tax_id ?? '')
    expect(card).toHaveTextContent(formatMoney(customer.available))
  },
  'sale.form.customerNotFound': (trail) => {
    expectForm(trail)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(SALE_MSG.customerNotFound)
    expect(alert).toHaveTextContent(`Motivo: ${SALE_MSG.customerNotFoundReason}`)
  },
  'sale.delivery': (trail) => {
    const { address } = soFar(trail)
    stepStatus(2, 'Entrega')
    expect(screen.getByLabelText('Dirección de entrega')).toHaveValue(address)
    if (address.length > 500) expect(screen.getByText(SALE_MSG.addressMax)).toBeInTheDocument()
    else if (trail.lastEvent?.type === 'sale.continue' && cameFrom(trail) === 'delivery')
      expect(screen.getByText(SALE_MSG.addressRequired)).toBeInTheDocument()
    else expect(screen.getByText(`${address.length}/500`)).toBeInTheDocument()
  },
  'sale.review': (trail) => {
    const so = soFar(trail)
    stepStatus(3, 'Confirmación')
    expect(dd('Monto')).toHaveTextContent(formatMoney(Number(so.values.amount)))
    expect(dd('Vendedor')).toHaveTextContent('Luis Pérez')
    expect(dd('Entrega')).toHaveTextContent(so.delivery ? so.address : 'Sin entrega a domicilio')
    const confirm = screen.getByRole('button', { name: 'Confirmar' })
    if (so.acknowledged) expect(confirm).toBeEnabled()
    else expect(confirm).toBeDisabled()
    if (trail.lastEvent?.type === 'xstate.error.actor.createSale')
      expect(screen.getByText(MSG.connection)).toBeInTheDocument()
  },
  'sale.submitting': () => {
    stepStatus(3, 'Confirmación')
    expect(screen.getByRole('button', { name: /Confirmar|Registrando/ })).toHaveAttribute('aria-busy', 'true')
  },
  'sale.result.success': (trail) => {
    const answer = lastSale(trail)!.output!
    stepStatus(4, 'Resultado')
    expect(screen.getByRole('heading', { name: 'Venta registrada' })).toBeInTheDocument()
    expect(screen.getByText(answer.msg)).toBeInTheDocument()
    expect(dd('Folio')).toHaveTextContent(String(answer.data!.id))
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/payments')
  },
  'sale.result.rejected': (trail) => {
    stepStatus(4, 'Resultado')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('¡COMPRA RECHAZADA!')
    expect(alert).toHaveTextContent(lastSale(trail)!.output!.msg)
    expect(screen.getByRole('button', { name: 'Editar compra' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/payments')
  },
}

const view = {
  render: (actor: AnyActorRef) => render(<SaleView actorRef={actor as SaleActorRef} isVendorSupplier />),
  userEvents: {
    'sale.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Partial<typeof FILLED> }
      const user = userEvent.setup()
      const fields: Array<[keyof typeof FILLED, string]> = [
        ['user_id', 'Número de usuario'],
        ['token', 'Código de compra'],
        ['amount', 'Monto'],
        ['term', 'Plazo (días)'],
        ['reference', 'Referencia'],
      ]
      for (const [field, label] of fields) {
        const value = values[field]
        const box = screen.getByLabelText(label)
        if (value === undefined || (box as HTMLInputElement).value === value) continue
        await user.clear(box)
        if (value !== '') await user.type(box, String(value))
      }
      if (values.is_factoring !== undefined) {
        const factoring = screen.getByRole('switch', { name: 'Venta con factoraje' })
        if ((factoring as HTMLInputElement).checked !== values.is_factoring) await user.click(factoring)
      }
      if (values.vendor_user_id !== undefined) {
        const vendor = screen.getByRole('combobox', { name: 'Vendedor' })
        await screen.findByRole('option', { name: 'Luis Pérez' })
        if ((vendor as HTMLSelectElement).value !== values.vendor_user_id)
          await user.selectOptions(vendor, values.vendor_user_id)
      }
    },
    'sale.continue': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' })),
    'sale.cancel': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' })),
    'sale.back': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Atrás' })),
    'sale.skipDelivery': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Omitir' })),
    'sale.changeAddress': async (event: EventObject) => {
      const { address } = event as unknown as { address: string }
      const user = userEvent.setup()
      const box = screen.getByLabelText('Dirección de entrega')
      await user.clear(box)
      await user.click(box)
      await user.paste(address)
    },
    'sale.acknowledge': async () =>
      userEvent.setup().click(screen.getByRole('switch', { name: 'He verificado la información' })),
    'sale.confirm': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar' })),
    'sale.edit': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Editar compra' })),
    'sale.reset': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Nueva venta' })),
  },
  screens,
}

describeModel('sale machine', spec, view, [
  { name: 'with vendors', input },
  // A user who may not pick a vendor goes straight to the form: nothing is loaded.
  { name: 'without vendors', input: { canSelectVendor: false, canFactor: false }, events: () => [] },
])

/** Types the form, lets the customer be found, skips delivery and confirms: the sale is being sent. */
const confirmSale = async (run: ReturnType<typeof startLive<typeof saleMachine>>, values: SaleFormValues) => {
  const { actor, controller, clock } = run
  actor.send({ type: 'sale.change', values })
  clock.increment(1000)
  controller.settle('lookupCustomer', { output: customer })
  await settle()
  actor.send({ type: 'sale.continue' })
  actor.send({ type: 'sale.skipDelivery' })
  actor.send({ type: 'sale.acknowledge', checked: true })
  actor.send({ type: 'sale.confirm' })
  await settle()
}

/** A live sale with the saved vendor read and the supplier's vendors loaded. */
const startReady = async (saved: string | null = null, machineToRun = saleMachine) => {
  const run = startLive(machineToRun, input)
  run.controller.settle('readSelectedVendor', { output: saved })
  await settle()
  run.controller.settle('loadVendors', { output: vendors })
  await settle()
  return run
}

/** The whole form typed and its customer found. */
const lookUp = async ({ actor, controller, clock }: Awaited<ReturnType<typeof startReady>>) => {
  actor.send(fill as never)
  clock.increment(1000)
  controller.settle('lookupCustomer', { output: customer })
  await settle()
}

describe('sale machine, details', () => {
  it('preselects the vendor saved on this device only while it is one of the supplier’s vendors', async () => {
    for (const [saved, expected] of [
      ['22', '22'],
      ['99', ''],
      [null, ''],
    ] as const) {
      const { actor } = await startReady(saved)
      expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
      expect(actor.getSnapshot().context.values.vendor_user_id).toBe(expected)
      actor.stop()
    }
  })

  it('keeps what was typed while the vendors load, and a vendor picked meanwhile', async () => {
    const { actor, controller, clock } = startLive(saleMachine, input)
    actor.send({ type: 'sale.change', values: { user_id: '7', vendor_user_id: '21' } })
    controller.settle('readSelectedVendor', { output: '22' })
    await settle()
    controller.settle('loadVendors', { output: vendors })
    await settle()
    expect(actor.getSnapshot().context.values).toMatchObject({ user_id: '7', vendor_user_id: '21' })
    clock.increment(1000)
    expect(controller.started.map((s) => s.name)).toContain('lookupCustomer')
    actor.stop()
  })

  it('asks nothing about vendors when the user may not select one', () => {
    const { actor, controller } = startLive(saleMachine, { canSelectVendor: false, canFactor: false })
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
    expect(controller.started).toEqual([])
    actor.stop()
  })

  it('saves no vendor for a user who picks none (the sale is their own)', async () => {
    const { actor, controller, clock } = startLive(saleMachine, { canSelectVendor: false, canFactor: false })
    await confirmSale({ actor, controller, clock }, { ...FILLED, is_factoring: false, vendor_user_id: '' })
    controller.settle('createSale', { output: { success: true, msg: SALE_MSG.saleCreated, data: payment } })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ result: 'success' })
    expect(controller.executed.filter((action) => action.type === 'saveSelectedVendor')).toEqual([])
    actor.stop()
  })

  it('saves the vendor of a registered sale and keeps it for the next one and after Cancelar', async () => {
    const saved: string[] = []
    const recording = machine.provide({
      actions: { saveSelectedVendor: (_, params: { vendorId: string }) => saved.push(params.vendorId) },
    })
    const { actor, controller, clock } = await startReady(null, recording as typeof saleMachine)
    await confirmSale({ actor, controller, clock }, FILLED)
    expect(saved).toEqual([])
    controller.settle('createSale', { output: { success: true, msg: SALE_MSG.saleCreated, data: payment } })
    await settle()
    expect(saved).toEqual(['21'])
    actor.send({ type: 'sale.reset' })
    expect(actor.getSnapshot().context.values).toEqual({
      ...FILLED,
      user_id: '',
      token: '',
      amount: '',
      term: '',
      reference: '',
      is_factoring: false,
    })
    actor.send({ type: 'sale.change', values: { amount: '10' } })
    actor.send({ type: 'sale.cancel' })
    expect(actor.getSnapshot().context.values.vendor_user_id).toBe('21')
    expect(actor.getSnapshot().context.values.amount).toBe('')
    actor.stop()
  })

  it('sends the request of the contract with one Idempotency-Key per attempt', async () => {
    const { actor, controller, clock } = await startReady()
    actor.send({ type: 'sale.change', values: { ...FILLED, amount: '1,500.50', reference: '  Obra Norte ' } })
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.skipDelivery' })
    actor.send({ type: 'sale.acknowledge', checked: true })
    actor.send({ type: 'sale.confirm' })
    await settle()
    const first = controller.inputOf('createSale') as { request: unknown; idempotencyKey: string }
    expect(first.request).toEqual({
      user_id: 7,
      amount: 1500.5,
      term: 30,
      reference: 'Obra Norte',
      token: '483920',
      is_factoring: true,
      vendor_user_id: 21,
      is_wpp_purchase: false,
      delivery: false,
      address: null,
    })
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    // A lost answer: the retry carries the same key.
    controller.settle('createSale', { error: { kind: 'network' } })
    await settle()
    actor.send({ type: 'sale.confirm' })
    await settle()
    expect((controller.inputOf('createSale') as { idempotencyKey: string }).idempotencyKey).toBe(
      first.idempotencyKey,
    )
    // A rejection is an answer: editing and confirming again is a new attempt with a new key.
    controller.settle('createSale', { output: { success: false, msg: SALE_MSG.overTermLimit } })
    await settle()
    actor.send({ type: 'sale.edit' })
    actor.send({ type: 'sale.change', values: { term: '15' } })
    clock.increment(1000)
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.skipDelivery' })
    actor.send({ type: 'sale.acknowledge', checked: true })
    actor.send({ type: 'sale.confirm' })
    await settle()
    const second = controller.inputOf('createSale') as { request: { term: number }; idempotencyKey: string }
    expect(second.request.term).toBe(15)
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey)
    actor.stop()
  })

  it('debounces the lookup: one call 1 s after the last change of the user number', async () => {
    const { actor, controller, clock } = await startReady()
    actor.send({ type: 'sale.change', values: { user_id: '1' } })
    clock.increment(600)
    actor.send({ type: 'sale.change', values: { user_id: '12' } })
    clock.increment(600)
    actor.send({ type: 'sale.change', values: { amount: '100' } })
    clock.increment(399)
    const lookups = () => controller.started.filter((s) => s.name === 'lookupCustomer')
    expect(lookups()).toEqual([])
    clock.increment(1)
    expect(lookups()).toEqual([{ name: 'lookupCustomer', input: { userId: 12 } }])
    actor.send({ type: 'sale.change', values: { user_id: '' } })
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
    actor.stop()
  })

  it('validates step 0 with the contract and the vendor rule', async () => {
    const { actor } = await startReady()
    actor.send({
      type: 'sale.change',
      values: { user_id: 'abc', amount: '0', term: '1.5', reference: 'r'.repeat(256) },
    })
    actor.send({ type: 'sale.continue' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      user_id: SALE_MSG.userIdFormat,
      amount: SALE_MSG.amountPositive,
      term: SALE_MSG.termWhole,
      reference: SALE_MSG.referenceMax,
      token: 'El campo es requerido',
      vendor_user_id: 'El campo es requerido',
    })
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
    // Text where a number goes says what is wrong; blanks are still missing.
    const errorOf = (field: 'user_id' | 'amount' | 'term') =>
      connectSale(actor.getSnapshot(), () => {}).getFieldProps(field).error
    actor.send({ type: 'sale.change', values: { user_id: '', amount: 'abc', term: 'x' } })
    actor.send({ type: 'sale.continue' })
    expect([errorOf('user_id'), errorOf('amount'), errorOf('term')]).toEqual([
      MSG.required,
      SALE_MSG.amountPositive,
      SALE_MSG.termWhole,
    ])
    actor.send({ type: 'sale.change', values: { amount: '   ', term: ' ' } })
    actor.send({ type: 'sale.continue' })
    expect([errorOf('amount'), errorOf('term')]).toEqual([MSG.required, MSG.required])
    actor.stop()
  })

  it('keeps the Idempotency-Key only for a retry of the same sale: new data or an answer takes a new one', async () => {
    const run = await startReady()
    const { actor, controller } = run
    const api = () => connectSale(actor.getSnapshot(), () => {})
    const send = (...events: EventObject[]) => {
      for (const event of events) actor.send(event as never)
    }
    const keys: string[] = []
    const confirm = async () => {
      send({ type: 'sale.acknowledge', checked: true } as EventObject, e('sale.confirm'))
      await settle()
      const { idempotencyKey } = controller.inputOf('createSale') as { idempotencyKey: string }
      expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      keys.push(idempotencyKey)
    }
    /** A lost answer, a 5xx or a 409: back on the review with the message; Atrás takes it away. */
    const failAndGoBack = async (error: Failure) => {
      controller.settle('createSale', { error })
      await settle()
      expect(actor.getSnapshot().value).toBe('review')
      expect(api().error).toBe(bannerOf(error))
      send(e('sale.back'))
      expect(api().error).toBeNull()
    }
    const lost = { kind: 'network' }
    await lookUp(run)
    send(e('sale.continue'), e('sale.skipDelivery'))
    await confirm()
    await failAndGoBack({ kind: 'http', status: 500, msg: 'Error del servidor' })
    send(e('sale.skipDelivery'))
    await confirm()
    expect(keys[1]).toBe(keys[0])
    await failAndGoBack({ kind: 'http', status: 409, msg: 'Venta en proceso' })
    // An address now: another sale.
    send(changeAddress(ADDRESS), e('sale.continue'))
    await confirm()
    expect(keys[2]).not.toBe(keys[1])
    await failAndGoBack(lost)
    // The same address typed again and the same choice: the same sale.
    send(changeAddress(ADDRESS), e('sale.continue'))
    await confirm()
    expect(keys[3]).toBe(keys[2])
    await failAndGoBack(lost)
    // Another address: another sale.
    send(changeAddress(`${ADDRESS}, interior 2`), e('sale.continue'))
    await confirm()
    expect(keys[4]).not.toBe(keys[3])
    await failAndGoBack(lost)
    send(changeAddress(ADDRESS), e('sale.continue'))
    await confirm()
    keys.splice(4, 2)
    await failAndGoBack(lost)
    // Without delivery now: another sale; the same choice again keeps it.
    send(e('sale.skipDelivery'))
    await confirm()
    expect(keys[4]).not.toBe(keys[3])
    await failAndGoBack(lost)
    send(e('sale.skipDelivery'))
    await confirm()
    expect(keys[5]).toBe(keys[4])
    await failAndGoBack(lost)
    // With delivery again (the address is still there): another sale.
    send(e('sale.continue'))
    await confirm()
    expect(keys[6]).not.toBe(keys[5])
    await failAndGoBack(lost)
    send(e('sale.back'), { type: 'sale.change', values: { term: '15' } } as EventObject)
    send(e('sale.continue'), e('sale.continue'))
    await confirm()
    expect(keys[7]).not.toBe(keys[6])
    // A 422 is an answer: the same data sent again is a new attempt.
    controller.settle('createSale', {
      error: { kind: 'http', status: 422, errors: { token: [SALE_MSG.invalidCode] } },
    })
    await settle()
    send({ type: 'sale.change', values: { token: '483920' } } as EventObject)
    send(e('sale.continue'), e('sale.continue'))
    await confirm()
    expect(keys[8]).not.toBe(keys[7])
    // So is a rejection.
    controller.settle('createSale', { output: { success: false, msg: SALE_MSG.overAvailable } })
    await settle()
    send(e('sale.edit'), e('sale.continue'), e('sale.continue'))
    await confirm()
    expect(keys[9]).not.toBe(keys[8])
    expect(new Set(keys).size).toBe(7)
    actor.stop()
  })

  it('shows a 422 on no field of the form as the banner, until the next change or Continuar', async () => {
    for (const [failure, banner] of [
      [
        { errors: { token: [SALE_MSG.invalidCode], customer: ['El cliente tiene pagos vencidos'] } },
        'El cliente tiene pagos vencidos',
      ],
      [{ msg: 'Datos inválidos' }, 'Datos inválidos'],
      [{}, MSG.verifyData],
    ] as const) {
      const run = await startReady()
      const { actor, controller } = run
      const api = () => connectSale(actor.getSnapshot(), () => {})
      await lookUp(run)
      actor.send({ type: 'sale.continue' })
      actor.send({ type: 'sale.skipDelivery' })
      actor.send({ type: 'sale.acknowledge', checked: true })
      actor.send({ type: 'sale.confirm' })
      await settle()
      controller.settle('createSale', { error: { kind: 'http', status: 422, ...failure } })
      await settle()
      expect(actor.getSnapshot().value).toEqual({ form: 'customerFound' })
      expect(api().error).toBe(banner)
      if ('errors' in failure) {
        expect(api().getFieldProps('token').error).toBe(SALE_MSG.invalidCode)
        actor.send({ type: 'sale.change', values: { reference: 'Obra Sur' } })
        expect(api().error).toBeNull()
        expect(api().getFieldProps('token').error).toBe(SALE_MSG.invalidCode)
      } else {
        actor.send({ type: 'sale.continue' })
        expect(actor.getSnapshot().value).toBe('delivery')
        expect(api().error).toBeNull()
      }
      actor.stop()
    }
  })

  it('looks the customer up only for a positive whole user number of up to 12 digits', async () => {
    const { actor, controller, clock } = await startReady()
    for (const [typed, userId] of [
      ['0', null],
      ['-7', null],
      ['7a', null],
      ['1.5', null],
      ['1234567890123', null],
      [' 7 ', 7],
      ['123456789012', 123456789012],
    ] as const) {
      actor.send({ type: 'sale.change', values: { user_id: typed } })
      expect(actor.getSnapshot().hasTag('lookingUp')).toBe(userId !== null)
      clock.increment(1000)
      const lookups = controller.started.filter((s) => s.name === 'lookupCustomer')
      if (userId === null) expect(lookups).toEqual([])
      else {
        expect(lookups.at(-1)).toEqual({ name: 'lookupCustomer', input: { userId } })
        controller.settle('lookupCustomer', { output: customer })
        await settle()
        controller.started.length = 0
      }
      actor.send({ type: 'sale.change', values: { user_id: '' } })
    }
    actor.stop()
  })

  it('keeps the customer while other fields change, and forgets it and its failure with the user number', async () => {
    const run = await startReady()
    const { actor, controller, clock } = run
    const api = () => connectSale(actor.getSnapshot(), () => {})
    await lookUp(run)
    actor.send({ type: 'sale.change', values: { amount: '900', user_id: '7' } })
    clock.increment(1000)
    expect(actor.getSnapshot().value).toEqual({ form: 'customerFound' })
    expect(api().customer).toEqual(customer)
    expect(controller.started.filter((s) => s.name === 'lookupCustomer').length).toBe(1)
    // Another number, and Continuar before its lookup: the review shows no customer rather than the last one.
    actor.send({ type: 'sale.change', values: { user_id: '8' } })
    expect(api().customer).toBeNull()
    actor.send({ type: 'sale.continue' })
    expect(actor.getSnapshot().value).toBe('delivery')
    expect(api().customer).toBeNull()
    // Back on the form, the new number is looked up.
    actor.send({ type: 'sale.back' })
    expect(actor.getSnapshot().value).toEqual({ form: 'debouncing' })
    clock.increment(1000)
    controller.settle('lookupCustomer', {
      error: { kind: 'http', status: 404, msg: SALE_MSG.customerNotFound },
    })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ form: 'customerNotFound' })
    actor.send({ type: 'sale.change', values: { user_id: '9' } })
    expect(api().lookupFailure).toBeNull()
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.back' })
    expect(actor.getSnapshot().value).toEqual({ form: 'debouncing' })
    expect(controller.inputOf('lookupCustomer')).toBeUndefined()
    clock.increment(1000)
    expect(controller.inputOf('lookupCustomer')).toEqual({ userId: 9 })
    actor.stop()
  })

  it('takes an address of up to 500 characters and asks again for one that is only spaces', async () => {
    const run = await startReady()
    const { actor } = run
    const api = () => connectSale(actor.getSnapshot(), () => {})
    await lookUp(run)
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.changeAddress', address: '   ' })
    expect(api().getAddressProps().error).toBeUndefined()
    actor.send({ type: 'sale.continue' })
    expect(api().getAddressProps().error).toBe(SALE_MSG.addressRequired)
    actor.send({ type: 'sale.changeAddress', address: 'x'.repeat(500) })
    expect(api().getAddressProps().error).toBeUndefined()
    actor.send({ type: 'sale.continue' })
    expect(actor.getSnapshot().value).toBe('review')
    actor.stop()
  })

  it('restarts the debounce only when the user number changes', async () => {
    const { actor, controller, clock } = await startReady()
    actor.send({ type: 'sale.change', values: { user_id: '12' } })
    clock.increment(600)
    actor.send({ type: 'sale.change', values: { user_id: '12', amount: '5' } })
    clock.increment(400)
    expect(controller.inputOf('lookupCustomer')).toEqual({ userId: 12 })
    actor.stop()
  })

  it('builds the review request without factoring or vendor when the user may not use them', () => {
    expect(
      saleRequestOf({
        options: { canSelectVendor: false, canFactor: false },
        values: FILLED,
        delivery: true,
        address: ` ${ADDRESS} `,
      }),
    ).toMatchObject({ is_factoring: false, vendor_user_id: null, delivery: true, address: ADDRESS })
  })

  it('sends no reference when it is left blank, and confirms only while the acknowledgement is on', async () => {
    const run = await startReady()
    const { actor } = run
    await lookUp(run)
    actor.send({ type: 'sale.change', values: { reference: '   ' } })
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.skipDelivery' })
    expect(connectSale(actor.getSnapshot(), () => {}).request.reference).toBeNull()
    actor.send({ type: 'sale.acknowledge', checked: true })
    actor.send({ type: 'sale.acknowledge', checked: false })
    expect(connectSale(actor.getSnapshot(), () => {}).acknowledged).toBe(false)
    actor.send({ type: 'sale.confirm' })
    expect(actor.getSnapshot().value).toBe('review')
    actor.stop()
  })

  it('has no axe violations on each step', async () => {
    const user = userEvent.setup()
    const { actor, controller, clock } = startLive(machine, input)
    render(<SaleView actorRef={actor as SaleActorRef} isVendorSupplier />)
    await act(async () => {
      controller.settle('readSelectedVendor', { output: null })
      await settle()
      controller.settle('loadVendors', { output: vendors })
      await settle()
    })
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await expectNoAxeViolations()
    await act(async () => {
      actor.send(fill as never)
      clock.increment(1000)
      controller.settle('lookupCustomer', { output: customer })
      await settle()
    })
    expect(screen.getByLabelText('Cliente')).toHaveTextContent(customer.business_name)
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByRole('heading', { name: 'Entrega' })).toHaveFocus()
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Omitir' }))
    await expectNoAxeViolations()
    await user.click(screen.getByRole('switch', { name: 'He verificado la información' }))
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await act(async () => {
      controller.settle('createSale', { output: { success: false, msg: SALE_MSG.overAvailable } })
      await settle()
    })
    expect(within(screen.getByRole('alert')).getByText('¡COMPRA RECHAZADA!')).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})
