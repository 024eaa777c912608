import type { ClientFormInfo } from '@contract/registration'
import { REG_MSG } from '@contract/registrationTexts'
import {
  type ClientFormValues,
  type ClientRegistrationApi,
  type ClientRegistrationContext,
  clientFormErrors,
  clientRegistrationMachine,
  connectClientRegistration,
  isClientFormComplete,
} from '@machines/client-registration'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ClientRegistrationView } from '@/features/client-registration/ClientRegistrationView'
import type { ClientRegistrationActorRef } from '@/features/client-registration/clientRegistrationLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { expectTyped } from './lib/inputs'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'

type Machine = typeof clientRegistrationMachine
type Selected = ClientRegistrationApi
type Input = { signedInSupplier: boolean; code: string }

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ClientRegistrationContext

const withVendors: ClientFormInfo = {
  supplier_referral_code: 'ACERO01',
  business_name: 'Aceros del Norte',
  can_select_vendor: true,
  vendors: [
    { id: 21, code: 'V-01', name: 'Luis Pérez' },
    { id: 22, code: 'V-02', name: 'Marta Gil' },
  ],
}
const noVendors: ClientFormInfo = {
  supplier_referral_code: 'CEM02',
  business_name: 'Cementos Robles',
  can_select_vendor: false,
  vendors: [],
}

const EMPTY: ClientFormValues = {
  business_name: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  credit_requested: '',
  business_type: '',
  vendor_user_id: '',
}
/** Pasted with spaces around (sent without them). */
const VALID: Partial<ClientFormValues> = {
  business_name: ' Constructora Robles ',
  contact_name: 'Ana Robles ',
  contact_phone: ' 5512345678',
  contact_email: 'ana@robles.mx ',
  credit_requested: '150000',
  business_type: 'company',
}
const WRONG: Partial<ClientFormValues> = { contact_phone: '55123', contact_email: 'no-es-correo' }
const FIX: Partial<ClientFormValues> = { contact_phone: '5512345678', contact_email: 'ana@robles.mx' }
const REQUIRED_FIELDS = [
  'business_name',
  'contact_name',
  'contact_phone',
  'contact_email',
  'business_type',
] as const

const error422 = {
  kind: 'http',
  status: 422,
  msg: REG_MSG.verifyData,
  errors: { contact_email: [REG_MSG.emailTaken] },
}

/** Narrowed per state: one way through each transition, no combinations of fills. */
const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const c = ctx(snapshot)
  const signed = c.signedInSupplier
  if (snapshot.matches('restoringVendor'))
    return signed
      ? [settled('readSelectedVendor', null)]
      : [failed('readSelectedVendor', new Error('no storage'))]
  if (snapshot.matches('askingCode'))
    return [
      e('code.submit', { code: '' }),
      // Only spaces: no code either.
      e('code.submit', { code: '   ' }),
      e('code.submit', { code: ' CEM02 ' }),
    ]
  if (snapshot.matches('loading'))
    return signed
      ? [
          settled('loadClientForm', withVendors),
          failed('loadClientForm', { kind: 'http', status: 500, msg: 'Error interno' }),
        ]
      : [
          settled('loadClientForm', noVendors),
          failed('loadClientForm', { kind: 'http', status: 404, msg: 'No encontrado' }),
          failed('loadClientForm', { kind: 'http', status: 422, msg: REG_MSG.verifyData }),
          // Not about the code: the failure screen, the code is not asked again.
          failed('loadClientForm', { kind: 'http', status: 500, msg: 'Error interno' }),
          failed('loadClientForm', { kind: 'network' }),
        ]
  if (snapshot.matches('loadFailed')) return [e('form.retry')]
  if (snapshot.matches('submitting'))
    return [
      settled('registerClient', { success: true, msg: REG_MSG.clientRegistered }),
      failed('registerClient', error422),
      failed('registerClient', { kind: 'http', status: 500, msg: 'Error interno' }),
    ]
  if (snapshot.matches('registered')) return [e('client.registerAnother')]
  // editing
  const { values, touched, error, fieldErrors } = c
  const vendor = signed ? { vendor_user_id: '21' } : {}
  if (error) return [e('client.submit')]
  if (values.business_name === '') {
    // After 'Registrar otro cliente' (the vendor kept) or once the e-mail was left: 'Confirmar' only.
    if (values.vendor_user_id !== '' || touched.length > 0) return [e('client.submit')]
    return [
      e('client.submit'),
      e('client.blur', { field: 'contact_email' }),
      e('client.change', { values: { ...VALID, ...WRONG, ...vendor } }),
      e('client.change', { values: { ...VALID, ...vendor } }),
    ]
  }
  if (values.contact_phone === WRONG.contact_phone)
    return Object.keys(fieldErrors).length > 0 ? [e('client.change', { values: FIX })] : [e('client.submit')]
  return [e('client.submit')]
}

// ---------------------------------------------------------------- what the spec says, from the trail

/** The spec's rules for the client's fields (docs/decisions.md#registration), written out. */
const ruleErrors = (values: ClientFormValues, vendorAsked: boolean): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const key of REQUIRED_FIELDS) if (values[key].trim() === '') out[key] = REG_MSG.required
  // Judged without the spaces around (they are not sent).
  if (!out.contact_phone && !/^\d{10}$/.test(values.contact_phone.trim()))
    out.contact_phone = REG_MSG.clientPhone
  if (!out.contact_email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.contact_email.trim()))
    out.contact_email = REG_MSG.clientEmail
  if (vendorAsked && values.vendor_user_id === '') out.vendor_user_id = REG_MSG.required
  return out
}

const soFar = (trail: Trail) => {
  const input = trail.input as Input
  let code = input.signedInSupplier ? '' : input.code.trim()
  let codeError: string | null = null
  let info: ClientFormInfo | null = null
  let values: ClientFormValues = { ...EMPTY }
  let touched: string[] = []
  let serverErrors: Record<string, string> = {}
  let banner: string | null = null
  let loads = 0
  let registers = 0
  let registeredEmail: string | null = null
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    const vendorAsked = Boolean(info?.can_select_vendor && info.vendors.length > 0)
    switch (event.type) {
      case 'xstate.done.actor.readSelectedVendor':
      case 'xstate.error.actor.readSelectedVendor':
        if (input.signedInSupplier || code !== '') loads++
        break
      case 'code.submit': {
        const typed = (ev.code as string).trim()
        code = typed
        codeError = typed === '' ? REG_MSG.required : null
        if (typed !== '') loads++
        break
      }
      case 'xstate.done.actor.loadClientForm':
        info = ev.output as ClientFormInfo
        values = { ...EMPTY }
        banner = null
        break
      case 'xstate.error.actor.loadClientForm': {
        const status = (ev.error as { status?: number }).status
        if (!input.signedInSupplier && (status === 404 || status === 422))
          codeError = REG_MSG.referralCodeInvalid
        else banner = REG_MSG.error
        break
      }
      case 'form.retry':
        loads++
        banner = null
        break
      case 'client.change': {
        const changed = ev.values as Partial<ClientFormValues>
        values = { ...values, ...changed }
        serverErrors = Object.fromEntries(Object.entries(serverErrors).filter(([k]) => !(k in changed)))
        break
      }
      case 'client.blur':
        if (!touched.includes(ev.field as string)) touched = [...touched, ev.field as string]
        break
      case 'client.submit': {
        const complete =
          REQUIRED_FIELDS.every((k) => values[k].trim() !== '') &&
          (!vendorAsked || values.vendor_user_id !== '')
        if (!complete) break
        const errors = ruleErrors(values, vendorAsked)
        banner = null
        if (Object.keys(errors).length > 0) serverErrors = errors
        else {
          serverErrors = {}
          registers++
        }
        break
      }
      case 'xstate.done.actor.registerClient':
        registeredEmail = values.contact_email.trim()
        break
      case 'xstate.error.actor.registerClient': {
        const errors = (ev.error as { errors?: Record<string, string[]> }).errors ?? {}
        serverErrors = Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list[0]!]))
        banner = REG_MSG.error
        break
      }
      case 'client.registerAnother':
        values = { ...EMPTY, vendor_user_id: values.vendor_user_id }
        serverErrors = {}
        touched = []
        banner = null
        registeredEmail = null
        break
    }
  }
  const vendorAsked = Boolean(info?.can_select_vendor && info.vendors.length > 0)
  const complete =
    REQUIRED_FIELDS.every((k) => values[k].trim() !== '') && (!vendorAsked || values.vendor_user_id !== '')
  /** The message under each field: the server's (or a refused 'Confirmar'), else the rule's once left. */
  const shown: Record<string, string> = { ...serverErrors }
  const rules = ruleErrors(values, vendorAsked)
  for (const field of touched) if (!shown[field] && rules[field]) shown[field] = rules[field]
  return {
    input,
    code,
    codeError,
    info,
    values,
    shown,
    banner,
    loads,
    registers,
    registeredEmail,
    vendorAsked,
    complete,
  }
}

/** The body of POST /api/register/client the spec asks for, from what was typed. */
const requestFrom = (trail: Trail) => {
  const { values, info, vendorAsked } = soFar(trail)
  return {
    business_name: values.business_name.trim(),
    contact_name: values.contact_name.trim(),
    contact_phone: `52${values.contact_phone.trim()}`,
    contact_email: values.contact_email.trim(),
    business_type: values.business_type,
    ...(values.credit_requested === '' ? {} : { credit_requested: Number(values.credit_requested) }),
    supplier_referral_code: info?.supplier_referral_code,
    ...(vendorAsked ? { vendor_user_id: Number(values.vendor_user_id) } : {}),
    origin: 'frontdesk',
    continueRegistration: false,
  }
}

const FIELDS = Object.keys(EMPTY) as (keyof ClientFormValues)[]

const expectCalls: Invariant<Selected> = ({ started }, trail) => {
  const { loads, registers, input } = soFar(trail)
  expect(started.filter((s) => s.name === 'readSelectedVendor')).toHaveLength(1)
  const loadCalls = started.filter((s) => s.name === 'loadClientForm')
  expect(loadCalls).toHaveLength(loads)
  // The signed-in supplier's form comes by session; a visitor's by the code typed last.
  const typed = trail.events
    .filter((ev) => ev.type === 'code.submit')
    .map((ev) => (ev as unknown as { code: string }).code.trim())
    .filter((code) => code !== '')
  const lastCode = typed.at(-1) ?? input.code.trim()
  if (loadCalls.length > 0)
    expect(loadCalls.at(-1)!.input).toEqual({ code: input.signedInSupplier ? null : lastCode })
  expect(started.filter((s) => s.name === 'registerClient')).toHaveLength(registers)
}

const expectFormSelected: Invariant<Selected> = ({ selected }, trail) => {
  const { values, shown, info } = soFar(trail)
  expect(selected.showsForm).toBe(true)
  expect(selected.asksCode).toBe(false)
  expect(selected.info).toEqual(info)
  for (const field of FIELDS) {
    // Marked required: every field but the credit (the vendor's shows only when it must be chosen).
    expect(selected.getFieldProps(field).required ?? false, field).toBe(field !== 'credit_requested')
    expect(selected.getFieldProps(field).value, field).toBe(values[field])
    expect(selected.getFieldProps(field).error, field).toBe(field in shown ? shown[field] : undefined)
  }
}

const invariants: Record<string, Invariant<Selected>> = {
  'clientRegistration.restoringVendor': (observed, trail) => {
    expect(trail.events.filter((ev) => ev.type !== 'xstate.init')).toEqual([])
    expect(observed.tags).toContain('busy')
    expect(observed.selected.starting).toBe(true)
    expectCalls(observed, trail)
  },
  'clientRegistration.askingCode': (observed, trail) => {
    const { input, codeError } = soFar(trail)
    // Only a visitor without a code (or with one the server refused) is asked for it.
    expect(input.signedInSupplier).toBe(false)
    expect(observed.selected.asksCode).toBe(true)
    expect(observed.selected.showsForm).toBe(false)
    expect(observed.selected.code.error).toBe(codeError)
    expect(observed.selected.code.checking).toBe(false)
    expectCalls(observed, trail)
  },
  'clientRegistration.loading': (observed, trail) => {
    const { input } = soFar(trail)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.showsForm).toBe(false)
    // The code form stays while a typed code is checked.
    const typed = trail.count('code.submit') > 0
    expect(observed.selected.code.checking).toBe(typed)
    expect(observed.selected.starting).toBe(!typed)
    if (typed) expect(input.signedInSupplier).toBe(false)
    expectCalls(observed, trail)
  },
  'clientRegistration.loadFailed': (observed, trail) => {
    expect(observed.can({ type: 'form.retry' }), "'Reintentar' is offered").toBe(true)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadClientForm')
    expect(observed.tags).toContain('failed')
    expect(observed.selected.loadError).toBe(REG_MSG.error)
    expect(observed.selected.showsForm).toBe(false)
    expectCalls(observed, trail)
  },
  'clientRegistration.editing': (observed, trail) => {
    const { banner, complete, shown } = soFar(trail)
    // 'Confirmar' leaves the form on screen only when a field is missing or wrong (it says which).
    if (trail.lastEvent?.type === 'client.submit')
      expect(!complete || Object.keys(shown).length > 0, 'a complete, valid form was not sent').toBe(true)
    // A client the server registered is never left on the form: the confirmation shows instead.
    expect(trail.lastEvent?.type).not.toBe('xstate.done.actor.registerClient')
    expectFormSelected(observed, trail)
    expect(observed.selected.error).toBe(banner)
    // 'Confirmar' is enabled once every required field is filled (and the vendor chosen when asked).
    expect(observed.selected.getSubmitProps()).toEqual({ disabled: !complete, loading: false })
    expectCalls(observed, trail)
  },
  'clientRegistration.submitting': (observed, trail) => {
    expect(trail.lastEvent?.type).toBe('client.submit')
    expect(observed.tags).toContain('busy')
    expectFormSelected(observed, trail)
    expect(observed.selected.getSubmitProps().loading).toBe(true)
    expect(observed.started.filter((s) => s.name === 'registerClient').at(-1)?.input).toEqual(
      requestFrom(trail),
    )
    expectCalls(observed, trail)
  },
  'clientRegistration.registered': (observed, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.registerClient')
    expect(observed.selected.registered).toBe(true)
    expect(observed.selected.registeredEmail).toBe(soFar(trail).registeredEmail)
    expect(observed.selected.showsForm).toBe(false)
    expectCalls(observed, trail)
  },
}

const spec: ModelSpec<Machine, Selected> = {
  machine: clientRegistrationMachine,
  input: { signedInSupplier: true, code: '' },
  events: eventsFor,
  // 'Confirmar' with the form incomplete (Enter in a field): nothing happens, the snapshot stays.
  selfLoops: ['client.submit'],
  select: (snapshot) => connectClientRegistration(snapshot as never, () => {}),
  invariants,
}

const LABELS: Record<keyof ClientFormValues, string> = {
  business_name: 'Nombre del negocio',
  contact_name: 'Nombre del contacto',
  contact_phone: 'Teléfono',
  contact_email: 'Correo electrónico',
  credit_requested: 'Crédito solicitado (opcional)',
  business_type: 'Figura jurídica',
  vendor_user_id: 'Vendedor',
}
const control = (key: keyof ClientFormValues) =>
  screen.getByLabelText(new RegExp(`^${LABELS[key].replace(/[()]/g, '\\$&')}`)) as
    | HTMLInputElement
    | HTMLSelectElement

const expectForm = (trail: Trail) => {
  const { info, values, shown } = soFar(trail)
  expect(screen.getByText(/Registrando clientes para/)).toHaveTextContent(
    `Registrando clientes para ${info?.business_name}`,
  )
  for (const key of FIELDS) {
    if (key === 'vendor_user_id' && !info?.can_select_vendor) {
      expect(screen.queryByLabelText(/^Vendedor/)).not.toBeInTheDocument()
      continue
    }
    expectTyped(control(key), values[key])
    if (key === 'credit_requested') expect(control(key)).not.toBeRequired()
    else expect(control(key)).toBeRequired()
    if (shown[key]) {
      expect(control(key)).toHaveAttribute('aria-invalid', 'true')
      expect(control(key)).toHaveAccessibleDescription(expect.stringContaining(shown[key]))
    } else expect(control(key)).not.toHaveAttribute('aria-invalid', 'true')
  }
}

const view = {
  render: (actor: AnyActorRef) =>
    render(
      <ClientRegistrationView
        actorRef={actor as ClientRegistrationActorRef}
        title="Registrar mis clientes"
      />,
    ),
  userEvents: {
    'code.submit': async (event: EventObject) => {
      const { code } = event as unknown as { code: string }
      const user = userEvent.setup()
      const input = screen.getByLabelText('Código de proveedor')
      await user.clear(input)
      if (code) await user.type(input, code)
      await user.click(screen.getByRole('button', { name: 'Continuar' }))
    },
    'form.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    'client.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Partial<ClientFormValues> }
      // The text lands without moving the focus (pasted or filled in): leaving a field is 'client.blur'.
      for (const [key, value] of Object.entries(values) as [keyof ClientFormValues, string][])
        fireEvent.change(control(key), { target: { value } })
    },
    'client.blur': async (event: EventObject) => {
      const { field } = event as unknown as { field: keyof ClientFormValues }
      const user = userEvent.setup()
      await user.click(control(field))
      // Away onto the page, so no other field takes the focus (and is left later).
      await user.click(document.body)
    },
    // A disabled 'Confirmar' cannot be clicked: Enter in the first field sends the form all the same.
    'client.submit': async () => {
      const confirm = screen.getByRole('button', { name: 'Confirmar' })
      if (!(confirm as HTMLButtonElement).disabled) await userEvent.setup().click(confirm)
      else fireEvent.submit(confirm.closest('form')!)
    },
    'client.registerAnother': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: REG_MSG.registerAnother })),
  },
  screens: {
    'clientRegistration.restoringVendor': () => {
      expect(screen.getByRole('status', { name: 'Cargando el formulario' })).toBeInTheDocument()
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    },
    'clientRegistration.askingCode': (trail: Trail) => {
      const { codeError, input: given } = soFar(trail)
      const input = screen.getByLabelText('Código de proveedor')
      // The code stays in the field as typed last (or as the link gave it); after the failure screen the form
      // comes back with the code as kept, without the spaces around it.
      const typed = trail.last<{ code: string }>('code.submit')?.code ?? given.code
      if (trail.count('form.retry') > 0) expect(input).toHaveValue(typed.trim())
      else expect(input).toHaveValue(typed)
      expect(screen.getByRole('button', { name: 'Continuar' })).not.toHaveAttribute('aria-busy')
      if (codeError) {
        expect(input).toHaveAttribute('aria-invalid', 'true')
        expect(input).toHaveAccessibleDescription(expect.stringContaining(codeError))
      } else expect(input).not.toHaveAttribute('aria-invalid')
      expect(screen.queryByLabelText(/^Nombre del negocio/)).not.toBeInTheDocument()
    },
    'clientRegistration.loading': (trail: Trail) => {
      if (trail.count('code.submit') > 0)
        expect(screen.getByRole('button', { name: /Continuar|Verificando/ })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      else expect(screen.getByRole('status', { name: 'Cargando el formulario' })).toBeInTheDocument()
      expect(screen.queryByLabelText(/^Nombre del negocio/)).not.toBeInTheDocument()
    },
    'clientRegistration.loadFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(REG_MSG.error)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'clientRegistration.editing': (trail: Trail) => {
      expectForm(trail)
      const { banner, complete } = soFar(trail)
      if (banner) expect(screen.getByRole('alert')).toHaveTextContent(banner)
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      const confirm = screen.getByRole('button', { name: 'Confirmar' })
      if (complete) expect(confirm).toBeEnabled()
      else expect(confirm).toBeDisabled()
    },
    'clientRegistration.submitting': (trail: Trail) => {
      expectForm(trail)
      expect(screen.getByRole('button', { name: /Confirmar|Registrando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    },
    'clientRegistration.registered': (trail: Trail) => {
      expect(screen.getByRole('heading', { name: REG_MSG.clientRegisteredTitle })).toBeInTheDocument()
      expect(screen.getByText(/para que tu cliente continúe/)).toHaveTextContent(
        soFar(trail).registeredEmail!,
      )
      expect(screen.getByRole('button', { name: REG_MSG.registerAnother })).toBeEnabled()
      expect(screen.queryByLabelText(/^Nombre del negocio/)).not.toBeInTheDocument()
    },
  },
}

describeModel('client-registration machine', spec, view, [
  // A signed-in supplier who must pick a vendor: the form comes by session, never asks for the code.
  { name: 'signed-in supplier choosing a vendor', input: { signedInSupplier: true, code: '' } },
  // A visitor without a code types it (empty, unknown, then right); the supplier has no vendors to pick.
  { name: 'visitor typing the code', input: { signedInSupplier: false, code: '' } },
])

describe('client-registration machine, details', () => {
  const fill = async (
    actor: ReturnType<typeof startLive<Machine>>['actor'],
    values: Partial<ClientFormValues>,
  ) => {
    actor.send({ type: 'client.change', values })
    await settle()
  }

  it('sends step 1 without opt-ins: phone with 52, pesos, the code, the vendor, frontdesk', async () => {
    const saveSelectedVendor = vi.fn()
    const { actor, controller } = startLive(
      clientRegistrationMachine.provide({ actions: { saveSelectedVendor } }),
      { signedInSupplier: true, code: 'IGNORED' },
    )
    controller.settle('readSelectedVendor', { output: null })
    await settle()
    expect(controller.inputOf('loadClientForm')).toEqual({ code: null })
    controller.settle('loadClientForm', { output: withVendors })
    await settle()
    await fill(actor, { ...VALID, credit_requested: '1,500.50', vendor_user_id: '22' })
    expect(saveSelectedVendor).toHaveBeenCalledTimes(1)
    expect(saveSelectedVendor.mock.calls[0]?.[1]).toEqual({ vendorId: '22' })
    await fill(actor, { contact_name: 'Ana María Robles' })
    expect(saveSelectedVendor).toHaveBeenCalledTimes(1)
    actor.send({ type: 'client.submit' })
    expect(controller.inputOf('registerClient')).toEqual({
      business_name: 'Constructora Robles',
      contact_name: 'Ana María Robles',
      contact_phone: '525512345678',
      contact_email: 'ana@robles.mx',
      business_type: 'company',
      credit_requested: 1500.5,
      supplier_referral_code: 'ACERO01',
      vendor_user_id: 22,
      origin: 'frontdesk',
      continueRegistration: false,
    })
    actor.stop()
  })

  it('leaves out an empty credit and the vendor when none is asked for', async () => {
    // The link's code as pasted, with spaces around it: asked for without them.
    const { actor, controller } = startLive(clientRegistrationMachine, {
      signedInSupplier: false,
      code: ' CEM02 ',
    })
    controller.settle('readSelectedVendor', { output: '21' })
    await settle()
    expect(controller.inputOf('loadClientForm')).toEqual({ code: 'CEM02' })
    controller.settle('loadClientForm', { output: noVendors })
    await settle()
    expect(actor.getSnapshot().context.values.vendor_user_id).toBe('')
    await fill(actor, { ...VALID, credit_requested: '' })
    actor.send({ type: 'client.submit' })
    const body = controller.inputOf('registerClient') as Record<string, unknown>
    expect(body).not.toHaveProperty('credit_requested')
    expect(body).not.toHaveProperty('vendor_user_id')
    expect(body.supplier_referral_code).toBe('CEM02')
    actor.stop()
  })

  it('validates phone, e-mail and credit with the spec messages before sending', async () => {
    const { actor, controller } = startLive(clientRegistrationMachine, {
      signedInSupplier: false,
      code: 'CEM02',
    })
    controller.settle('readSelectedVendor', { output: null })
    await settle()
    controller.settle('loadClientForm', { output: noVendors })
    await settle()
    await fill(actor, {
      ...VALID,
      contact_phone: '55-1234-56',
      contact_email: 'ana@',
      credit_requested: 'mucho',
    })
    actor.send({ type: 'client.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      contact_phone: REG_MSG.clientPhone,
      contact_email: REG_MSG.clientEmail,
      credit_requested: REG_MSG.creditRequested,
    })
    expect(controller.started.map((s) => s.name)).not.toContain('registerClient')
    actor.stop()
  })

  it('preselects the stored vendor and keeps it for the next client', async () => {
    const { actor, controller } = startLive(clientRegistrationMachine, { signedInSupplier: true, code: '' })
    controller.settle('readSelectedVendor', { output: '22' })
    await settle()
    controller.settle('loadClientForm', { output: withVendors })
    await settle()
    expect(actor.getSnapshot().context.values.vendor_user_id).toBe('22')
    await fill(actor, VALID)
    actor.send({ type: 'client.submit' })
    controller.settle('registerClient', { output: { success: true, msg: REG_MSG.clientRegistered } })
    await settle()
    actor.send({ type: 'client.registerAnother' })
    expect(actor.getSnapshot().context.values).toEqual({
      business_name: '',
      contact_name: '',
      contact_phone: '',
      contact_email: '',
      credit_requested: '',
      business_type: '',
      vendor_user_id: '22',
    })
    actor.stop()
  })

  it('ignores a stored vendor that is not one of this supplier', async () => {
    const { actor, controller } = startLive(clientRegistrationMachine, { signedInSupplier: true, code: '' })
    controller.settle('readSelectedVendor', { output: '99' })
    await settle()
    controller.settle('loadClientForm', { output: withVendors })
    await settle()
    expect(actor.getSnapshot().context.values.vendor_user_id).toBe('')
    actor.stop()
  })

  it('asks for the code again when the one in the link is unknown, keeping it in the field', async () => {
    const { actor, controller } = startLive(clientRegistrationMachine, {
      signedInSupplier: false,
      code: 'VIEJO',
    })
    render(
      <ClientRegistrationView
        actorRef={actor as ClientRegistrationActorRef}
        title="Registrar mis clientes"
      />,
    )
    await act(async () => {
      controller.settle('readSelectedVendor', { output: null })
      await settle()
    })
    expect(screen.getByRole('status', { name: 'Cargando el formulario' })).toBeInTheDocument()
    await act(async () => {
      controller.settle('loadClientForm', { error: { kind: 'http', status: 404, msg: 'No encontrado' } })
      await settle()
    })
    const input = screen.getByLabelText('Código de proveedor')
    expect(input).toHaveValue('VIEJO')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(REG_MSG.referralCodeInvalid))
    await expectNoAxeViolations()
    actor.stop()
  })

  it('shows a 422 on the vendor under the vendor select and has no axe violations', async () => {
    const user = userEvent.setup()
    const { actor, controller } = startLive(clientRegistrationMachine, { signedInSupplier: true, code: '' })
    render(
      <ClientRegistrationView
        actorRef={actor as ClientRegistrationActorRef}
        title="Registrar mis clientes"
      />,
    )
    await act(async () => {
      controller.settle('readSelectedVendor', { output: '21' })
      await settle()
      controller.settle('loadClientForm', { output: withVendors })
      await settle()
    })
    await expectNoAxeViolations()
    await user.type(screen.getByLabelText(/^Nombre del negocio/), 'Constructora Robles')
    await user.type(screen.getByLabelText(/^Nombre del contacto/), 'Ana Robles')
    await user.type(screen.getByLabelText(/^Teléfono/), '5512345678')
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@robles.mx')
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled()
    await user.selectOptions(screen.getByLabelText(/^Figura jurídica/), 'Persona física')
    await user.click(screen.getByLabelText(/^Correo electrónico/))
    // Enter in a field sends the form, as 'Confirmar' does.
    await user.keyboard('{Enter}')
    expect(actor.getSnapshot().value).toBe('submitting')
    await act(async () => {
      controller.settle('registerClient', {
        error: {
          kind: 'http',
          status: 422,
          msg: REG_MSG.verifyData,
          errors: { vendor_user_id: [REG_MSG.vendorInvalid] },
        },
      })
      await settle()
    })
    expect(screen.getByRole('alert')).toHaveTextContent(REG_MSG.error)
    expect(screen.getByLabelText(/^Vendedor/)).toHaveAccessibleDescription(
      expect.stringContaining(REG_MSG.vendorInvalid),
    )
    await expectNoAxeViolations()
    actor.stop()
  })
})

// Nothing is red on first load; an empty required field left says so.
describe('client registration: messages after a field is left', () => {
  it('first render has no invalid field nor message; leaving the empty e-mail shows it is required', async () => {
    const { actor, controller } = startLive(clientRegistrationMachine, { signedInSupplier: true, code: '' })
    render(
      <ClientRegistrationView
        actorRef={actor as ClientRegistrationActorRef}
        title="Registrar mis clientes"
      />,
    )
    controller.settle('readSelectedVendor', { output: null })
    await act(settle)
    controller.settle('loadClientForm', { output: withVendors })
    await act(settle)
    expect(control('contact_email')).toBeInTheDocument()
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
    expect(screen.queryByText(REG_MSG.required)).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(control('contact_email'))
    await user.tab()
    expect(control('contact_email')).toHaveAttribute('aria-invalid', 'true')
    expect(control('contact_email')).toHaveAccessibleDescription(expect.stringContaining(REG_MSG.required))
    expect(control('business_name')).not.toHaveAttribute('aria-invalid', 'true')
    actor.stop()
  })
})

// 'Confirmar' and the form's messages field by field (the model fills the form in one go; docs/decisions.md#registration).
describe('client registration: when the form is complete, and what it says of the amount', () => {
  const full = { ...EMPTY, ...VALID }
  it.each(REQUIRED_FIELDS)('is not complete without %s (spaces only count as empty)', (field) => {
    expect(isClientFormComplete(full, noVendors)).toBe(true)
    expect(isClientFormComplete({ ...full, [field]: field === 'business_type' ? '' : '  ' }, noVendors)).toBe(
      false,
    )
  })

  it('asks for the vendor only of a supplier with vendors to choose', () => {
    expect(isClientFormComplete(full, withVendors)).toBe(false)
    expect(isClientFormComplete({ ...full, vendor_user_id: '22' }, withVendors)).toBe(true)
    expect(isClientFormComplete(full, { ...withVendors, vendors: [] })).toBe(true)
    expect(isClientFormComplete(full, { ...withVendors, can_select_vendor: false })).toBe(true)
    expect(clientFormErrors(full, withVendors, '').vendor_user_id).toBe(REG_MSG.required)
    expect(clientFormErrors(full, noVendors, '').vendor_user_id).toBeUndefined()
  })

  it.each([
    ['', undefined],
    ['  ', undefined],
    ['1,500.50', undefined],
    ['mucho', REG_MSG.creditRequested],
    [' -5 ', REG_MSG.creditRequested],
  ])('credit requested %j', (credit_requested, message) => {
    expect(clientFormErrors({ ...full, credit_requested }, noVendors, 'CEM02').credit_requested).toBe(message)
  })
})
