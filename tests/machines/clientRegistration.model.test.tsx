import type { ClientFormInfo } from '@contract/registration'
import { REG_MSG } from '@contract/registrationTexts'
import { type ClientFormValues, clientRegistrationMachine } from '@machines/client-registration'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ClientRegistrationView } from '@/features/client-registration/ClientRegistrationView'
import type { ClientRegistrationActorRef } from '@/features/client-registration/clientRegistrationLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

type Machine = typeof clientRegistrationMachine
type Context = {
  askedForCode: boolean
  codeError: string | null
  info: ClientFormInfo | null
  values: ClientFormValues
  fieldErrors: Record<string, string>
  touched: string[]
  error: string | null
  registeredEmail: string | null
}

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

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

const VALID: Partial<ClientFormValues> = {
  business_name: 'Constructora Robles',
  contact_name: 'Ana Robles',
  contact_phone: '5512345678',
  contact_email: 'ana@robles.mx',
  credit_requested: '150000',
  business_type: 'company',
}
const WRONG: Partial<ClientFormValues> = { contact_phone: '55123', contact_email: 'no-es-correo' }

/** The registration answers shared by both specs: 200, 422 with a field error, 500. */
const registerOutcomes = [
  settled('registerClient', { success: true, msg: REG_MSG.clientRegistered }),
  failed('registerClient', {
    kind: 'http',
    status: 422,
    msg: REG_MSG.verifyData,
    errors: { contact_email: [REG_MSG.emailTaken] },
  }),
  failed('registerClient', { kind: 'http', status: 500, msg: 'Error interno' }),
]
const formEvents = [
  { type: 'client.change', values: VALID } as EventObject,
  { type: 'client.change', values: WRONG } as EventObject,
  { type: 'client.submit' },
  // Leaving the e-mail field: its message shows from then on, never before.
  { type: 'client.blur', field: 'contact_email' } as EventObject,
  { type: 'client.registerAnother' },
  { type: 'form.retry' },
]

/** A signed-in supplier who must pick a vendor: the form comes by session, never asks for the code. */
const supplierSpec: ModelSpec<Machine> = {
  machine: clientRegistrationMachine,
  input: { signedInSupplier: true, code: '' },
  transient: ['clientRegistration.routing', 'clientRegistration.askingCode'],
  events: [
    settled('readSelectedVendor', null),
    settled('loadClientForm', withVendors),
    failed('loadClientForm', { kind: 'http', status: 500, msg: 'Error interno' }),
    ...formEvents,
    { type: 'client.change', values: { vendor_user_id: '21' } } as EventObject,
    ...registerOutcomes,
  ],
}

/** A visitor without a code types it (empty, unknown, then right); the supplier has no vendors to pick. */
const codeSpec: ModelSpec<Machine> = {
  machine: clientRegistrationMachine,
  input: { signedInSupplier: false, code: '' },
  transient: ['clientRegistration.routing'],
  events: [
    failed('readSelectedVendor', new Error('no storage')),
    { type: 'code.submit', code: '' } as EventObject,
    { type: 'code.submit', code: 'CEM02' } as EventObject,
    failed('loadClientForm', { kind: 'http', status: 404, msg: 'No encontrado' }),
    failed('loadClientForm', { kind: 'network' }),
    settled('loadClientForm', noVendors),
    ...formEvents,
    ...registerOutcomes,
  ],
}

const supplierPaths = modelPaths(supplierSpec)
const codePaths = modelPaths(codeSpec)

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as Context

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

const expectForm = (snapshot: AnyMachineSnapshot) => {
  const { info, values, fieldErrors } = ctx(snapshot)
  expect(screen.getByText(/Registrando clientes para/)).toHaveTextContent(
    `Registrando clientes para ${info?.business_name}`,
  )
  for (const key of Object.keys(LABELS) as (keyof ClientFormValues)[]) {
    if (key === 'vendor_user_id' && !info?.can_select_vendor) {
      expect(screen.queryByLabelText(/^Vendedor/)).not.toBeInTheDocument()
      continue
    }
    expect(control(key)).toHaveValue(values[key])
  }
  const { touched } = ctx(snapshot)
  // The e-mail once left: 'El campo es requerido' empty, 'Correo no válido' when wrong (the spec's texts).
  const EMAIL_MESSAGE: Record<string, string | undefined> = {
    '': REG_MSG.required,
    'no-es-correo': REG_MSG.clientEmail,
  }
  const shown: Record<string, string> = { ...fieldErrors }
  const left = touched.includes('contact_email') ? EMAIL_MESSAGE[values.contact_email] : undefined
  if (!shown.contact_email && left) shown.contact_email = left
  for (const key of Object.keys(LABELS) as (keyof ClientFormValues)[])
    if (!shown[key] && (key !== 'vendor_user_id' || info?.can_select_vendor))
      expect(control(key)).not.toHaveAttribute('aria-invalid', 'true')
  for (const [key, message] of Object.entries(shown)) {
    const field = control(key as keyof ClientFormValues)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
  }
}

const view = (spec: ModelSpec<Machine>): ViewSpec<Machine> => ({
  ...spec,
  render: (actor: AnyActorRef) =>
    render(
      <ClientRegistrationView
        actorRef={actor as ClientRegistrationActorRef}
        title="Registrar mis clientes"
      />,
    ),
  userEvents: {
    'code.submit': async (event) => {
      const { code } = event as { type: string; code: string }
      const user = userEvent.setup()
      const input = screen.getByLabelText('Código de proveedor')
      await user.clear(input)
      if (code) await user.type(input, code)
      await user.click(screen.getByRole('button', { name: 'Continuar' }))
    },
    'form.retry': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    'client.change': async (event) => {
      const { values } = event as { type: string; values: Partial<ClientFormValues> }
      // The text lands without moving the focus (pasted or filled in): leaving a field is 'client.blur'.
      // The same text again is typed over (cleared first), as the model's event is an edit all the same.
      for (const [key, value] of Object.entries(values) as [keyof ClientFormValues, string][]) {
        if (control(key).value === value) fireEvent.change(control(key), { target: { value: '' } })
        fireEvent.change(control(key), { target: { value } })
      }
    },
    'client.blur': async (event) => {
      const { field } = event as unknown as { field: keyof ClientFormValues }
      const user = userEvent.setup()
      await user.click(control(field))
      // Away onto the page, so no other field takes the focus (and is left later).
      await user.click(document.body)
    },
    'client.submit': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar' })),
    'client.registerAnother': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: REG_MSG.registerAnother })),
  },
  states: {
    'clientRegistration.restoringVendor': () => {
      expect(screen.getByRole('status', { name: 'Cargando el formulario' })).toBeInTheDocument()
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    },
    'clientRegistration.askingCode': (snapshot) => {
      const input = screen.getByLabelText('Código de proveedor')
      expect(screen.getByRole('button', { name: 'Continuar' })).not.toHaveAttribute('aria-busy')
      const { codeError } = ctx(snapshot)
      if (codeError) {
        expect(input).toHaveAttribute('aria-invalid', 'true')
        expect(input).toHaveAccessibleDescription(expect.stringContaining(codeError))
      } else expect(input).not.toHaveAttribute('aria-invalid')
      expect(screen.queryByLabelText(/^Nombre del negocio/)).not.toBeInTheDocument()
    },
    'clientRegistration.loading': (snapshot) => {
      if (ctx(snapshot).askedForCode)
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
    'clientRegistration.editing': (snapshot) => {
      expectForm(snapshot)
      const { error, info, values } = ctx(snapshot)
      if (error) expect(screen.getByRole('alert')).toHaveTextContent(error)
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      const complete =
        ['business_name', 'contact_name', 'contact_phone', 'contact_email', 'business_type'].every(
          (key) => values[key as keyof ClientFormValues] !== '',
        ) &&
        (!info?.can_select_vendor || values.vendor_user_id !== '')
      const confirm = screen.getByRole('button', { name: 'Confirmar' })
      if (complete) expect(confirm).toBeEnabled()
      else expect(confirm).toBeDisabled()
    },
    'clientRegistration.submitting': (snapshot) => {
      expectForm(snapshot)
      expect(screen.getByRole('button', { name: /Confirmar|Registrando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    },
    'clientRegistration.registered': (snapshot) => {
      expect(screen.getByRole('heading', { name: REG_MSG.clientRegisteredTitle })).toBeInTheDocument()
      expect(screen.getByText(/para que tu cliente continúe/)).toHaveTextContent(
        ctx(snapshot).registeredEmail ?? '',
      )
      expect(screen.getByRole('button', { name: REG_MSG.registerAnother })).toBeEnabled()
      expect(screen.queryByLabelText(/^Nombre del negocio/)).not.toBeInTheDocument()
    },
  },
})

describe.each([
  ['signed-in supplier choosing a vendor', supplierSpec, supplierPaths],
  ['visitor typing the code', codeSpec, codePaths],
] as const)('client-registration machine (%s)', (_, spec, paths) => {
  const viewSpec = view(spec)
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(viewSpec, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(viewSpec, path)
  })
})

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
    const { actor, controller } = startLive(clientRegistrationMachine, {
      signedInSupplier: false,
      code: 'CEM02',
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

// Issue 15: nothing is red on first load; an empty required field left says so.
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
