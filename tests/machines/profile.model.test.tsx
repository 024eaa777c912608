import type { BusinessInformation } from '@contract/directory'
import { PROFILE_MSG } from '@contract/profileTexts'
import type { RoleName } from '@contract/roles'
import { connectProfile, type ProfileApi, type ProfileContext, profileMachine } from '@machines/profile'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ProfileView } from '@/features/profile/ProfileView'
import type { ProfileActorRef } from '@/features/profile/profileLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { closeByTurns } from './lib/dialogs'
import { expectTyped } from './lib/inputs'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'

/**
 * /profile (docs/decisions.md#profile, the spec's §2.5): the load, the two tabs, what each role sees, and the
 * admins' contact dialog; each path on the live actor and on the rendered view, for the three roles of the route.
 */

// The spec's and the product's texts, written out.
const REQUIRED = 'El campo es requerido'
const DIGITS = 'Solo se permiten números'
const TEN = 'El número debe tener al menos 10 digitos '
const BAD_EMAIL = 'Debe ingresar un correo valido'
const SAVED = 'Datos actualizados'
const SAVE_FAILED = 'Ocurrio un error al actualizar los datos'
const CONNECTION = 'Error de conexión. Inténtalo nuevamente.'
const UNAVAILABLE = 'Servicio no disponible'
const RFC_TAKEN = 'Este RFC ya está registrado'
const LOAD_FAILED = 'No pudimos cargar tu perfil'

const base: BusinessInformation = {
  id: 7,
  business_name: 'Materiales El Fuerte',
  tax_id: null,
  legally_responsible: 'Laura Méndez Orozco',
  address: 'Av. Vallarta 2450, Guadalajara, Jal.',
  contact_name: 'Laura Méndez',
  phone: '523312345678',
  email: 'contacto@materialeselfuerte.mx',
  logo_url: null,
  map: null,
  state: 'Jalisco',
  city: 'Guadalajara',
  directory_vendor_phone: null,
  // The supplier's own terms: per client and longest term set, no per-sale limit of its own.
  credit_limit: 300_000,
  transaction_limit: null,
  term_limit: 90,
  penalty_percentage: 3,
  bank_accounts: [],
  purchases: null,
  reserved_credit_line: null,
}
const customerData: BusinessInformation = {
  ...base,
  id: 9,
  business_name: 'Constructora Robles',
  tax_id: 'CRO150820KJ9',
  credit_limit: 250_000,
  transaction_limit: 80_000,
  term_limit: 60,
  penalty_percentage: null,
}

type Input = { role: RoleName }
type Values = ProfileContext['values']
type Field = keyof Values
type Failure = { kind: string; status?: number; msg?: string; errors?: Record<string, string[]> }

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
/** What the server answers to each role's load: a supplier without RFC yet, a builder with one. */
const dataOf = (role: RoleName) => (role === 'admin-supplier' ? base : customerData)
const loaded = (data: BusinessInformation) => e('xstate.done.actor.load', { output: data })
const loadRefused = e('xstate.error.actor.load', { error: { kind: 'http', status: 500, msg: UNAVAILABLE } })
const loadLost = e('xstate.error.actor.load', { error: { kind: 'network' } })
const saveDone = e('xstate.done.actor.saveContact', { output: { success: true, msg: SAVED } })
const rfcTaken = e('xstate.error.actor.saveContact', {
  error: { kind: 'http', status: 422, msg: RFC_TAKEN, errors: { tax_id: [RFC_TAKEN] } },
})
const saveRefused = e('xstate.error.actor.saveContact', { error: { kind: 'http', status: 500 } })
const saveLost = e('xstate.error.actor.saveContact', { error: { kind: 'network' } })

/**
 * A wrong phone and e-mail; the new contact data, pasted with spaces around (sent without them); an RFC typed in
 * lower case (a company's, 12 characters), with a space after it.
 */
const BAD = { phone: '33a', email: 'nada' }
const NEW = { phone: ' 3311112222', email: 'pagos@elfuerte.mx ', address: ' Calle 5 #10, Zapopan ' }
const RFC = 'abc680524p73 '

const submit = e('contact.submit')
const close = e('contact.close')

/**
 * Narrowed per state so the model stays finite: each form situation once, every save outcome where it says
 * something new. The dialog only for admins; a builder just reads both tabs.
 */
const eventsFor =
  ({ role }: Input) =>
  (s: AnyMachineSnapshot): EventObject[] => {
    const ctx = s.context as ProfileContext
    const data = dataOf(role)
    if (s.matches('loading'))
      return ctx.error === null ? [loaded(data), loadRefused, loadLost] : [loaded(data)]
    if (s.matches('failed')) return [e('profile.reload')]
    if (s.matches({ ready: 'saving' })) {
      if (ctx.values.tax_id !== '') return [saveDone, rfcTaken]
      if (ctx.values.phone === NEW.phone) return [saveDone]
      return [saveDone, saveRefused, saveLost]
    }
    if (s.matches({ ready: 'failed' })) {
      if (ctx.touched.length > 0 || ctx.serverErrors.tax_id) return [close]
      // A lost answer: send again.
      if (ctx.formError === CONNECTION) return [submit]
      return [submit, close, e('contact.blur', { field: 'phone' }), e('contact.change', { values: BAD })]
    }
    if (s.matches({ ready: 'editing' })) {
      const { phone, tax_id } = ctx.values
      // A wrong phone shows its message once the field is left (or the form sent), never while typing.
      if (phone === BAD.phone)
        return ctx.submitted
          ? []
          : [
              submit,
              e('contact.change', { values: NEW }),
              ...(ctx.touched.includes('phone') ? [] : [e('contact.blur', { field: 'phone' })]),
            ]
      if (phone === NEW.phone)
        return data.tax_id === null && tax_id === ''
          ? [submit, e('contact.change', { values: { tax_id: RFC } })]
          : [submit]
      if (ctx.touched.length > 0 || ctx.submitted) return [close]
      return [
        e('contact.change', { values: BAD }),
        e('contact.change', { values: NEW }),
        e('contact.blur', { field: 'phone' }),
        submit,
        close,
      ]
    }
    // ready.viewing: both tabs before the dialog was ever opened and after each save; reopen after a field was left.
    if (ctx.tab === 'banks') return [e('tab.select', { tab: 'info' })]
    if (ctx.notice !== null) return [e('tab.select', { tab: 'banks' })]
    if (ctx.values.phone === '') return [e('tab.select', { tab: 'banks' }), e('contact.open')]
    if (ctx.touched.length > 0 && !ctx.submitted) return [e('contact.open')]
    return []
  }

// ---------------------------------------------------------------- what the spec says, from the trail

/** The phone as the server keeps it (52 + the 10 digits) and as the form shows it (the 10 digits). */
const withoutPrefix = (phone: string | null) => (phone ?? '').replace(/^52/, '')

/** The load, the data, the tab and the contact form, from what was clicked, typed and answered. */
const soFar = (trail: Trail) => {
  const fresh = { touched: [] as string[], submitted: false, serverErrors: {} as Record<string, string> }
  let so = {
    data: null as BusinessInformation | null,
    loadError: null as string | null,
    tab: 'info' as 'info' | 'banks',
    values: { phone: '', email: '', address: '', tax_id: '' } as Values,
    ...fresh,
    formError: null as string | null,
    notice: null as string | null,
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as {
      output: BusinessInformation & { msg: string }
      error: Failure
      tab: 'info' | 'banks'
      values: Partial<Values>
      field: Field
    }
    switch (event.type) {
      case 'xstate.done.actor.load':
        so = { ...so, data: ev.output, loadError: null }
        break
      case 'xstate.error.actor.load':
        so = { ...so, loadError: ev.error.kind === 'network' ? CONNECTION : ev.error.msg! }
        break
      case 'tab.select':
        so = { ...so, tab: ev.tab, notice: null }
        break
      case 'contact.open': {
        // Only the business's admins edit the contact data: anyone else's open changes nothing.
        if (!isAdmin(roleOf(trail))) break
        const d = so.data!
        const values = {
          phone: withoutPrefix(d.phone),
          email: d.email ?? '',
          address: d.address ?? '',
          tax_id: '',
        }
        so = { ...so, ...fresh, values, formError: null, notice: null }
        break
      }
      case 'contact.change': {
        // Typing over a field takes the server's message of that field away, and the failure banner.
        const edited = Object.keys(ev.values)
        const serverErrors = Object.fromEntries(
          Object.entries(so.serverErrors).filter(([field]) => !edited.includes(field)),
        )
        so = { ...so, values: { ...so.values, ...ev.values }, serverErrors, formError: null }
        break
      }
      case 'contact.blur':
        if (!so.touched.includes(ev.field)) so = { ...so, touched: [...so.touched, ev.field] }
        break
      case 'contact.submit':
        so = { ...so, submitted: true }
        break
      case 'xstate.done.actor.saveContact': {
        const body = bodyOf(so.values, so.data!)
        so = {
          ...so,
          notice: ev.output.msg,
          data: {
            ...so.data!,
            phone: `52${body.phone}`,
            email: body.email,
            address: body.address,
            tax_id: body.tax_id ?? so.data!.tax_id,
          },
        }
        break
      }
      case 'xstate.error.actor.saveContact': {
        const failure = ev.error
        const serverErrors = Object.fromEntries(
          Object.entries(failure.errors ?? {}).map(([field, messages]) => [field, messages[0]!]),
        )
        so = { ...so, serverErrors, formError: failure.kind === 'network' ? CONNECTION : SAVE_FAILED }
        break
      }
    }
  }
  return so
}
type SoFar = ReturnType<typeof soFar>

/** What is sent: the three fields trimmed, the RFC upper-cased and only while the business has none. */
const bodyOf = (values: Values, data: BusinessInformation) => ({
  phone: values.phone.trim(),
  email: values.email.trim(),
  address: values.address.trim(),
  ...(data.tax_id === null && values.tax_id.trim() !== ''
    ? { tax_id: values.tax_id.trim().toUpperCase() }
    : {}),
})

/** The registration's rules for this file's values: phone 10 digits, a valid e-mail, address required. */
const clientError = (field: Field, values: Values): string | null => {
  const value = values[field].trim()
  if (field === 'tax_id') return null // empty, or this file's valid company RFC
  if (value === '') return REQUIRED
  if (field === 'phone') return !/^\d+$/.test(value) ? DIGITS : value.length === 10 ? null : TEN
  if (field === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : BAD_EMAIL
  return null
}
const FIELDS: Field[] = ['phone', 'email', 'address', 'tax_id']
const isValid = (values: Values) => FIELDS.every((field) => clientError(field, values) === null)

/** A field's message: the server's until typed over, else the form's once left or a send tried. */
const expectedError = (field: Field, so: SoFar): string | null => {
  if (so.serverErrors[field]) return so.serverErrors[field]!
  if (!so.submitted && !so.touched.includes(field)) return null
  return clientError(field, so.values)
}

const roleOf = (trail: Trail) => (trail.input as Input).role
const isAdmin = (role: RoleName) => role === 'admin-supplier' || role === 'admin-customer'
const calls = (started: Observed['started'], name: string) => started.filter((s) => s.name === name)

const expectLoadCalls = (started: Observed['started'], trail: Trail) => {
  // One load on open and one per 'Reintentar'; nothing is saved before the data is there.
  expect(calls(started, 'load')).toHaveLength(1 + trail.count('profile.reload'))
  expect(calls(started, 'saveContact')).toHaveLength(0)
}

/** Every save sent so far was answered: one call per answer (the one in flight counted by `saving`). */
const expectSaveCalls = (started: Observed['started'], trail: Trail, inFlight: number) =>
  expect(calls(started, 'saveContact')).toHaveLength(trail.count(/actor\.saveContact$/) + inFlight)

const expectFormSelected = (selected: ProfileApi, so: SoFar, trail: Trail) => {
  // Only the business's admins edit the contact data.
  expect(isAdmin(roleOf(trail))).toBe(true)
  expect(selected.contact.open).toBe(true)
  // The RFC may be typed only while the business has none.
  expect(selected.contact.rfcMissing).toBe(so.data!.tax_id === null)
  for (const field of FIELDS) {
    const props = selected.contact.getFieldProps(field)
    expect(props.value).toBe(so.values[field])
    expect(props.error ?? null).toBe(expectedError(field, so))
  }
  expect(selected.contact.getSubmitProps().disabled).toBe(!isValid(so.values))
}

type Selected = ProfileApi

const invariants: Record<string, Invariant<Selected>> = {
  'profile.loading': ({ selected, tags, started }, trail) => {
    expect(['xstate.init', 'profile.reload']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expect(tags).toContain('busy')
    expect(selected.loading).toBe(true)
    expect(selected.ready).toBe(false)
    expect(selected.data).toBeNull()
    expectLoadCalls(started, trail)
  },
  'profile.failed': ({ selected, started, can }, trail) => {
    expect(can({ type: 'profile.reload' }), "'Reintentar' is offered").toBe(true)
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.load')
    expect(selected.failed).toBe(true)
    expect(selected.error).toBe(so.loadError)
    expect(selected.data).toBeNull()
    expectLoadCalls(started, trail)
  },
  'profile.ready.viewing': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    const role = roleOf(trail)
    // The data arrived, a tab was picked, the dialog was closed or its data saved (a builder's open changes nothing).
    expect([
      'xstate.done.actor.load',
      'tab.select',
      'contact.close',
      'xstate.done.actor.saveContact',
      ...(isAdmin(role) ? [] : ['contact.open']),
    ]).toContain(trail.lastEvent?.type)
    expect(selected.ready).toBe(true)
    expect(tags).toEqual([])
    expect(selected.data).toEqual(so.data)
    expect(selected.tab).toBe(so.tab)
    // Credit terms and the account buttons: suppliers only; the contact data: admins only.
    expect(selected.isSupplier).toBe(role === 'admin-supplier')
    expect(selected.canManageAccounts).toBe(role === 'admin-supplier')
    expect(selected.canEditContact).toBe(isAdmin(role))
    expect(selected.notice).toBe(so.notice)
    expect(selected.contact.open).toBe(false)
    expect(calls(started, 'load')).toHaveLength(1 + trail.count('profile.reload'))
    expectSaveCalls(started, trail, 0)
  },
  'profile.ready.editing': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    // Opened, typed in, left a field or sent with a wrong field: 'Cancelar' always closes the dialog.
    expect(['contact.open', 'contact.change', 'contact.blur', 'contact.submit']).toContain(
      trail.lastEvent?.type,
    )
    expect(tags).toEqual(['dialog'])
    expectFormSelected(selected, so, trail)
    expect(selected.contact.busy).toBe(false)
    expect(selected.contact.error).toBeNull()
    // 'Guardar' with a wrong field stays here and sends nothing.
    if (trail.lastEvent?.type === 'contact.submit') expect(isValid(so.values)).toBe(false)
    expectSaveCalls(started, trail, 0)
  },
  'profile.ready.saving': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('contact.submit')
    expect(isValid(so.values)).toBe(true)
    expect(tags).toEqual(['busy', 'dialog'])
    expect(selected.contact.open).toBe(true)
    expect(selected.contact.getSubmitProps().loading).toBe(true)
    expect(selected.contact.getCancelProps().disabled).toBe(true)
    for (const field of FIELDS) expect(selected.contact.getFieldProps(field).readOnly).toBe(true)
    expectSaveCalls(started, trail, 1)
    expect(calls(started, 'saveContact').at(-1)?.input).toEqual(bodyOf(so.values, so.data!))
  },
  'profile.ready.failed': ({ selected, tags, started, can }, trail) => {
    const so = soFar(trail)
    // The form stays usable: sent again as it is, or edited first.
    expect(can({ type: 'contact.submit' })).toBe(true)
    expect(can(e('contact.change', { values: NEW }))).toBe(true)
    // The save's failure, or a field left after it.
    expect(['xstate.error.actor.saveContact', 'contact.blur']).toContain(trail.lastEvent?.type)
    expect(tags).toEqual(['dialog'])
    expectFormSelected(selected, so, trail)
    expect(selected.contact.busy).toBe(false)
    expect(so.formError).not.toBeNull()
    expect(selected.contact.error).toBe(so.formError)
    expectSaveCalls(started, trail, 0)
  },
}

const spec: ModelSpec<typeof profileMachine, Selected> = {
  machine: profileMachine,
  input: { role: 'admin-supplier' },
  events: eventsFor({ role: 'admin-supplier' }),
  select: (snapshot) => connectProfile(snapshot as never, () => {}),
  invariants,
  impossible: {
    'profile.ready.failed --contact.submit[guard invalid]--> (stays)':
      'failed is entered only from saving, whose values passed the same guard when sent; the data (the RFC rule) does not change there and any change leaves failed first (to editing)',
  },
}

// ---------------------------------------------------------------- the screens

const LABELS: Record<Field, RegExp> = {
  phone: /^Teléfono/,
  email: /^Correo/,
  address: /^Dirección/,
  tax_id: /^RFC \(opcional\)/,
}
const dialog = () => screen.getByRole('dialog', { name: 'Editar datos de contacto' })
const user = () => userEvent.setup()
/** 52 + 10 digits shown as '33 1234 5678'. */
const shownPhone = (phone: string) => `${phone.slice(2, 4)} ${phone.slice(4, 8)} ${phone.slice(8)}`
const fact = (panel: HTMLElement, label: string) => within(panel).getByText(label).nextSibling

const expectForm = (so: SoFar) => {
  const form = dialog()
  for (const field of FIELDS) {
    if (field === 'tax_id' && so.data!.tax_id !== null) {
      expect(within(form).queryByLabelText(LABELS.tax_id)).not.toBeInTheDocument()
      continue
    }
    const box = within(form).getByLabelText(LABELS[field])
    expectTyped(box, so.values[field])
    // Every contact field is required but the RFC ('RFC (opcional)').
    if (field === 'tax_id') expect(box).not.toBeRequired()
    else expect(box).toBeRequired()
    const message = expectedError(field, so)
    if (message) expect(box).toHaveAccessibleDescription(expect.stringContaining(message))
    else expect(box).not.toHaveAttribute('aria-invalid', 'true')
  }
  const save = within(form).getByRole('button', { name: /Guardar|Guardando/ })
  if (isValid(so.values)) expect(save).toBeEnabled()
  else expect(save).toBeDisabled()
  return form
}

const expectInfo = (so: SoFar, role: RoleName) => {
  const panel = screen.getByRole('tabpanel')
  const data = so.data!
  expect(fact(panel, 'Razón social')).toHaveTextContent(data.business_name)
  expect(fact(panel, 'RFC')).toHaveTextContent(data.tax_id ?? '—')
  expect(fact(panel, 'Teléfono')).toHaveTextContent(shownPhone(data.phone!))
  expect(fact(panel, 'Correo')).toHaveTextContent(data.email!)
  expect(fact(panel, 'Dirección')).toHaveTextContent(data.address!)
  // Credit terms: suppliers only (the spec), with the penalty percentage.
  const terms = within(panel).queryByRole('heading', { name: 'Condiciones comerciales' })
  if (role === 'admin-supplier') {
    expect(terms).toBeInTheDocument()
    expect(fact(panel, 'Límite de crédito por cliente')).toHaveTextContent('$300,000.00')
    expect(fact(panel, 'Límite por venta')).toHaveTextContent('Sin límite')
    expect(fact(panel, 'Plazo máximo')).toHaveTextContent('90 días')
    expect(fact(panel, 'Penalización por atraso')).toHaveTextContent(`${data.penalty_percentage} %`)
  } else {
    expect(terms).not.toBeInTheDocument()
    expect(within(panel).queryByText('Límite de crédito por cliente')).not.toBeInTheDocument()
  }
  // Only admins edit the contact data.
  const edit = within(panel).queryByRole('button', { name: 'Editar datos de contacto' })
  if (isAdmin(role)) expect(edit).toBeEnabled()
  else expect(edit).not.toBeInTheDocument()
  if (so.notice) expect(within(panel).getByRole('status')).toHaveTextContent(so.notice)
  else expect(within(panel).queryByText(SAVED)).not.toBeInTheDocument()
}

const expectBanks = (role: RoleName) => {
  const panel = screen.getByRole('tabpanel')
  expect(within(panel).getByRole('heading', { name: 'Cuentas bancarias' })).toBeInTheDocument()
  // Add, edit and delete: suppliers only; a builder is pointed to its suppliers' profiles.
  const add = within(panel).queryByRole('button', { name: 'Agregar cuenta' })
  if (role === 'admin-supplier') expect(add).toBeEnabled()
  else {
    expect(add).not.toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Ver mis proveedores' })).toHaveAttribute(
      'href',
      '/suppliers',
    )
  }
}

let live: AnyActorRef | null = null
const view = {
  render: (actor: AnyActorRef) => {
    live = actor
    render(<ProfileView actorRef={actor as ProfileActorRef} />)
  },
  userEvents: {
    'profile.reload': async () => user().click(screen.getByRole('button', { name: 'Reintentar' })),
    'tab.select': async (event: EventObject) => {
      const { tab } = event as unknown as { tab: 'info' | 'banks' }
      const name = tab === 'info' ? 'Información del negocio' : 'Cuentas bancarias'
      await user().click(screen.getByRole('tab', { name }))
    },
    'contact.open': async () => {
      const edit = screen.queryByRole('button', { name: 'Editar datos de contacto' })
      if (edit) {
        await user().click(edit)
        await screen.findByRole('dialog', { name: 'Editar datos de contacto' })
        // A builder's user has no button: the event is sent as a stale page or a script would.
      } else await act(async () => live?.send({ type: 'contact.open' }))
    },
    'contact.close': async () =>
      closeByTurns('contact', () => within(dialog()).getByRole('button', { name: 'Cancelar' })),
    // 'Guardar' when enabled; with a wrong field it is disabled (and so is Enter): the form's submit event
    // stands for the send the view still hands to the machine.
    'contact.submit': async () => {
      const save = within(dialog()).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement
      if (!save.disabled) await user().click(save)
      else fireEvent.submit(within(dialog()).getByLabelText(LABELS.phone).closest('form')!)
    },
    // The typed text of each field; leaving a field is its own event (contact.blur), so no focus moves here.
    'contact.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Partial<Values> }
      for (const [field, text] of Object.entries(values))
        fireEvent.change(within(dialog()).getByLabelText(LABELS[field as Field]), { target: { value: text } })
    },
    // Into the field and out with Tab.
    'contact.blur': async (event: EventObject) => {
      const { field } = event as unknown as { field: Field }
      const u = user()
      await u.click(within(dialog()).getByLabelText(LABELS[field]))
      await u.tab()
    },
  },
  screens: {
    'profile.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando perfil' })).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Perfil')
      expect(screen.queryByRole('tab')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'profile.failed': (trail: Trail) => {
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent(LOAD_FAILED)
      expect(alert).toHaveTextContent(soFar(trail).loadError!)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    },
    'profile.ready.viewing': (trail: Trail) => {
      const so = soFar(trail)
      const role = roleOf(trail)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(so.data!.business_name)
      const info = screen.getByRole('tab', { name: 'Información del negocio' })
      const banks = screen.getByRole('tab', { name: 'Cuentas bancarias' })
      expect(info).toHaveAttribute('aria-selected', String(so.tab === 'info'))
      expect(banks).toHaveAttribute('aria-selected', String(so.tab === 'banks'))
      if (so.tab === 'info') expectInfo(so, role)
      else expectBanks(role)
    },
    'profile.ready.editing': (trail: Trail) => {
      const form = expectForm(soFar(trail))
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
      expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeEnabled()
    },
    'profile.ready.saving': (trail: Trail) => {
      const so = soFar(trail)
      const form = dialog()
      expect(within(form).getByRole('button', { name: /Guardar|Guardando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(within(form).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
      expect(within(form).getByLabelText(LABELS.phone)).toHaveValue(so.values.phone)
      expect(within(form).getByLabelText(LABELS.phone)).toHaveAttribute('readonly')
    },
    'profile.ready.failed': (trail: Trail) => {
      const so = soFar(trail)
      const alert = within(expectForm(so)).getByRole('alert')
      expect(alert).toHaveTextContent('Error')
      expect(alert).toHaveTextContent(so.formError!)
    },
  },
}

describeModel('profile machine', spec, view, [
  { name: 'admin-supplier' },
  // A builder's admin: the RFC is already there (no field), no credit terms, no account buttons.
  {
    name: 'admin-customer',
    input: { role: 'admin-customer' },
    events: eventsFor({ role: 'admin-customer' }),
  },
  // A builder's user reads only: no 'Editar datos de contacto', and the event sent anyway changes nothing.
  {
    name: 'customer',
    input: { role: 'customer' },
    events: eventsFor({ role: 'customer' }),
    // Refused by the guard: the snapshot stays as it was, and the path must still be run.
    selfLoops: ['contact.open'],
  },
])

describe('profile machine guards', () => {
  it('a customer cannot open the contact form, even by sending the event', async () => {
    const { actor, controller } = startLive(profileMachine, { role: 'customer' })
    controller.settle('load', { output: customerData })
    await settle()
    actor.send({ type: 'contact.open' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' })
    actor.stop()
  })

  it('sends the RFC only while the business has none, upper-cased; keeps the saved data', async () => {
    const { actor, controller } = startLive(profileMachine, { role: 'admin-supplier' })
    controller.settle('load', { output: base })
    await settle()
    actor.send({ type: 'contact.open' })
    actor.send({ type: 'contact.change', values: { ...NEW, tax_id: 'abc680524p73' } })
    actor.send({ type: 'contact.submit' })
    expect(controller.inputOf('saveContact')).toEqual({
      phone: '3311112222',
      email: 'pagos@elfuerte.mx',
      address: 'Calle 5 #10, Zapopan',
      tax_id: 'ABC680524P73',
    })
    controller.settle('saveContact', { output: { success: true, msg: SAVED } })
    await settle()
    expect(actor.getSnapshot().context.data).toMatchObject({ phone: '523311112222', tax_id: 'ABC680524P73' })
    actor.stop()
  })

  it("after a save says the server's words, or 'Datos actualizados' when it sends none", async () => {
    for (const [msg, notice] of [
      ['Contacto guardado', 'Contacto guardado'],
      ['', PROFILE_MSG.contactUpdated],
    ]) {
      const { actor, controller } = startLive(profileMachine, { role: 'admin-supplier' })
      controller.settle('load', { output: base })
      await settle()
      actor.send({ type: 'contact.open' })
      actor.send({ type: 'contact.change', values: NEW })
      actor.send({ type: 'contact.submit' })
      controller.settle('saveContact', { output: { success: true, msg } })
      await settle()
      expect(connectProfile(actor.getSnapshot() as never, () => {}).notice).toBe(notice)
      actor.stop()
    }
  })

  it('has no axe violations: info, bank tab and the contact dialog with messages', async () => {
    const { actor, controller } = startLive(profileMachine, { role: 'admin-supplier' })
    render(<ProfileView actorRef={actor as ProfileActorRef} />)
    await act(async () => {
      controller.settle('load', { output: base })
      await settle()
    })
    await expectNoAxeViolations()
    fireEvent.click(screen.getByRole('button', { name: 'Editar datos de contacto' }))
    await screen.findByRole('dialog', { name: 'Editar datos de contacto' })
    fireEvent.change(within(dialog()).getByLabelText(/^Teléfono/), { target: { value: '33a' } })
    fireEvent.submit(
      within(dialog())
        .getByLabelText(/^Teléfono/)
        .closest('form')!,
    )
    expect(within(dialog()).getByText(DIGITS)).toBeInTheDocument()
    await expectNoAxeViolations()
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }))
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cuentas bancarias' }))
    await expectNoAxeViolations()
    actor.stop()
  })
})
