import type { BusinessInformation } from '@contract/directory'
import type { RoleName } from '@contract/roles'
import { type ProfileContext, profileMachine } from '@machines/profile'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ProfileView } from '@/features/profile/ProfileView'
import type { ProfileActorRef } from '@/features/profile/profileLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

/** /profile: the load, the two tabs, what each role sees, and the admins' contact dialog. */

// The spec's and the product's texts, written out.
const REQUIRED = 'El campo es requerido'
const DIGITS = 'Solo se permiten números'
const TEN = 'El número debe tener al menos 10 digitos '
const BAD_EMAIL = 'Debe ingresar un correo valido'
const SAVED = 'Datos actualizados'
const SAVE_FAILED = 'Ocurrio un error al actualizar los datos'
const CONNECTION = 'Error de conexión. Inténtalo nuevamente.'
const RFC_TAKEN = 'Este RFC ya está registrado'

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
  credit_limit: null,
  transaction_limit: null,
  term_limit: null,
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

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const loaded = (data: BusinessInformation) => e('xstate.done.actor.load', { output: data })
const loadFailed = [
  e('xstate.error.actor.load', { error: { kind: 'http', status: 500, msg: 'Servicio no disponible' } }),
  e('xstate.error.actor.load', { error: { kind: 'network' } }),
]
const saveOutcomes = [
  e('xstate.done.actor.saveContact', { output: { success: true, msg: SAVED } }),
  e('xstate.error.actor.saveContact', {
    error: { kind: 'http', status: 422, msg: RFC_TAKEN, errors: { tax_id: [RFC_TAKEN] } },
  }),
  e('xstate.error.actor.saveContact', { error: { kind: 'http', status: 500 } }),
  e('xstate.error.actor.saveContact', { error: { kind: 'network' } }),
]
const NEW = { phone: '3311112222', email: 'pagos@elfuerte.mx', address: 'Calle 5 #10, Zapopan' }

const roleCases: [RoleName, BusinessInformation][] = [
  ['admin-supplier', base],
  ['admin-customer', customerData],
  ['customer', customerData],
]

describe.each(roleCases)('profile machine as %s', (role, data) => {
  const admin = role !== 'customer'
  const supplier = role === 'admin-supplier'
  // A finite model: each form situation once, every outcome from the first send only.
  const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const ctx = snapshot.context as ProfileContext
    if (snapshot.matches('loading')) return [loaded(data), ...loadFailed]
    if (snapshot.matches('failed')) return [e('profile.reload')]
    if (snapshot.matches({ ready: 'saving' }))
      return ctx.values.tax_id === '' && !ctx.touched.includes('phone')
        ? saveOutcomes
        : saveOutcomes.slice(0, 1)
    if (snapshot.matches({ ready: 'failed' })) return [e('contact.submit'), e('contact.close')]
    if (snapshot.matches({ ready: 'editing' })) {
      if (ctx.values.phone === '33a') return [e('contact.change', { values: NEW })]
      if (ctx.values.phone === NEW.phone) {
        const rfc = data.tax_id === null && ctx.values.tax_id === '' && !ctx.touched.includes('phone')
        return rfc
          ? [e('contact.submit'), e('contact.change', { values: { tax_id: 'ABC680524P73' } })]
          : [e('contact.submit')]
      }
      if (ctx.touched.length > 0 || ctx.submitted) return [e('contact.close')]
      return [
        e('contact.change', { values: { phone: '33a', email: 'nada' } }),
        e('contact.change', { values: NEW }),
        e('contact.blur', { field: 'phone' }),
        e('contact.submit'),
        e('contact.close'),
      ]
    }
    // ready.viewing: the tabs both ways before any save; the dialog from the info tab.
    if (ctx.tab === 'banks') return [e('tab.select', { tab: 'info' })]
    if (ctx.notice !== null || ctx.data?.phone !== data.phone) return []
    return admin
      ? [e('tab.select', { tab: 'banks' }), e('contact.open')]
      : [e('tab.select', { tab: 'banks' })]
  }
  const spec: ModelSpec<typeof profileMachine> = {
    machine: profileMachine,
    input: { role },
    events: eventsFor,
    // A customer (buyer) never reaches the contact dialog: no button, and the guard refuses the event (below).
    ...(admin
      ? {}
      : { transient: ['profile.ready.editing', 'profile.ready.saving', 'profile.ready.failed'] }),
  }
  const paths = modelPaths(spec)

  const LABELS = { phone: /^Teléfono/, email: /^Correo/, address: /^Dirección/, tax_id: /^RFC \(opcional\)/ }
  const dialog = () => screen.getByRole('dialog', { name: 'Editar datos de contacto' })

  /** What each field says, from the rules (registration's phone and e-mail messages): nothing until left or sent. */
  const expectedError = (field: 'phone' | 'email' | 'address', ctx: ProfileContext): string | null => {
    if (ctx.serverErrors[field]) return ctx.serverErrors[field]!
    if (!ctx.submitted && !ctx.touched.includes(field)) return null
    const value = ctx.values[field]
    if (value === '') return REQUIRED
    if (field === 'phone') return !/^\d+$/.test(value) ? DIGITS : value.length === 10 ? null : TEN
    if (field === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : BAD_EMAIL
    return null
  }
  const expectForm = (ctx: ProfileContext) => {
    const form = dialog()
    for (const field of ['phone', 'email', 'address'] as const) {
      const box = within(form).getByLabelText(LABELS[field])
      expect(box).toHaveValue(ctx.values[field])
      const message = expectedError(field, ctx)
      if (message) expect(box).toHaveAccessibleDescription(expect.stringContaining(message))
      else expect(box).not.toHaveAttribute('aria-invalid', 'true')
    }
    // The RFC may be typed only while the business has none.
    if (data.tax_id === null)
      expect(within(form).getByLabelText(LABELS.tax_id)).toHaveValue(ctx.values.tax_id)
    else expect(within(form).queryByLabelText(LABELS.tax_id)).not.toBeInTheDocument()
    const valid =
      /^\d{10}$/.test(ctx.values.phone) && ctx.values.email.includes('@') && ctx.values.address !== ''
    const save = within(form).getByRole('button', { name: /Guardar|Guardando/ })
    if (valid) expect(save).toBeEnabled()
    else expect(save).toBeDisabled()
    return form
  }

  const view: ViewSpec<typeof profileMachine> = {
    ...spec,
    render: (actor: AnyActorRef) => render(<ProfileView actorRef={actor as ProfileActorRef} />),
    userEvents: {
      'profile.reload': async () =>
        userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
      'tab.select': async (event) => {
        const { tab } = event as unknown as { tab: 'info' | 'banks' }
        const name = tab === 'info' ? 'Información del negocio' : 'Cuentas bancarias'
        await userEvent.setup().click(screen.getByRole('tab', { name }))
      },
      'contact.open': async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Editar datos de contacto' }))
        await screen.findByRole('dialog')
      },
      'contact.close': async () => {
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }))
      },
      'contact.submit': async () => {
        fireEvent.submit(within(dialog()).getByLabelText(LABELS.phone).closest('form')!)
      },
      'contact.change': async (event) => {
        const { values } = event as unknown as { values: Record<keyof typeof LABELS, string> }
        for (const [field, text] of Object.entries(values))
          fireEvent.change(within(dialog()).getByLabelText(LABELS[field as keyof typeof LABELS]), {
            target: { value: text },
          })
      },
      'contact.blur': async (event) => {
        const { field } = event as unknown as { field: keyof typeof LABELS }
        fireEvent.focusOut(within(dialog()).getByLabelText(LABELS[field]))
      },
    },
    states: {
      'profile.loading': () => {
        expect(screen.getByRole('status', { name: 'Cargando perfil' })).toBeInTheDocument()
        expect(screen.queryByRole('tab')).not.toBeInTheDocument()
      },
      'profile.failed': () => {
        expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tu perfil')
        expect(screen.getByRole('alert')).toHaveTextContent(/Servicio no disponible|Error de conexión/)
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      },
      'profile.ready.viewing': (snapshot) => {
        const ctx = snapshot.context as ProfileContext
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        const info = screen.getByRole('tab', { name: 'Información del negocio' })
        const banks = screen.getByRole('tab', { name: 'Cuentas bancarias' })
        expect(info).toHaveAttribute('aria-selected', String(ctx.tab === 'info'))
        expect(banks).toHaveAttribute('aria-selected', String(ctx.tab === 'banks'))
        const panel = screen.getByRole('tabpanel')
        if (ctx.tab === 'info') {
          expect(within(panel).getByText('Razón social').nextSibling).toHaveTextContent(data.business_name)
          expect(within(panel).getByText('RFC').nextSibling).toHaveTextContent(
            ctx.notice && ctx.values.tax_id ? ctx.values.tax_id : (data.tax_id ?? '—'),
          )
          // After a save the phone typed in the dialog, else the loaded one (52 + 10 digits shown as 33 1234 5678).
          const phone = ctx.notice ? ctx.values.phone : '3312345678'
          expect(within(panel).getByText('Teléfono').nextSibling).toHaveTextContent(
            `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`,
          )
          // Credit terms: suppliers only (the spec), with the penalty percentage.
          if (supplier) {
            expect(
              within(panel).getByRole('heading', { name: 'Condiciones comerciales' }),
            ).toBeInTheDocument()
            expect(within(panel).getByText('Penalización por atraso').nextSibling).toHaveTextContent('3 %')
          } else {
            expect(
              within(panel).queryByRole('heading', { name: 'Condiciones comerciales' }),
            ).not.toBeInTheDocument()
            expect(within(panel).queryByText('Límite de crédito')).not.toBeInTheDocument()
          }
          // Only admins edit the contact data.
          const edit = within(panel).queryByRole('button', { name: 'Editar datos de contacto' })
          if (admin) expect(edit).toBeEnabled()
          else expect(edit).not.toBeInTheDocument()
          if (ctx.notice) expect(within(panel).getByRole('status')).toHaveTextContent(SAVED)
          else expect(within(panel).queryByText(SAVED)).not.toBeInTheDocument()
        } else {
          expect(within(panel).getByRole('heading', { name: 'Cuentas bancarias' })).toBeInTheDocument()
          // Add, edit and delete buttons only to suppliers.
          const add = within(panel).queryByRole('button', { name: 'Agregar cuenta' })
          if (supplier) expect(add).toBeEnabled()
          else {
            expect(add).not.toBeInTheDocument()
            expect(within(panel).getByRole('link', { name: 'Ver mis proveedores' })).toHaveAttribute(
              'href',
              '/suppliers',
            )
          }
        }
      },
      'profile.ready.editing': (snapshot) => {
        const form = expectForm(snapshot.context as ProfileContext)
        expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
      },
      'profile.ready.saving': (snapshot) => {
        const ctx = snapshot.context as ProfileContext
        expect(within(dialog()).getByRole('button', { name: /Guardar|Guardando/ })).toHaveAttribute(
          'aria-busy',
          'true',
        )
        expect(ctx.values.phone).toMatch(/^\d{10}$/)
      },
      'profile.ready.failed': (snapshot) => {
        const ctx = snapshot.context as ProfileContext
        const form = expectForm(ctx)
        const alert = within(form).getByRole('alert')
        expect(alert).toHaveTextContent('Error')
        expect(alert.textContent).toMatch(new RegExp(`${SAVE_FAILED}|${CONNECTION}`))
        if (ctx.serverErrors.tax_id && data.tax_id === null)
          expect(within(form).getByLabelText(LABELS.tax_id)).toHaveAccessibleDescription(
            expect.stringContaining(RFC_TAKEN),
          )
      },
    },
  }

  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

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
    expect(controller.inputOf('saveContact')).toEqual({ ...NEW, tax_id: 'ABC680524P73' })
    controller.settle('saveContact', { output: { success: true, msg: SAVED } })
    await settle()
    expect(actor.getSnapshot().context.data).toMatchObject({ phone: '523311112222', tax_id: 'ABC680524P73' })
    actor.stop()
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

const dialog = () => screen.getByRole('dialog', { name: 'Editar datos de contacto' })
