import { type QuoteFormContext, quoteFormMachine } from '@machines/quotes'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import type { QuoteFormActorRef } from '@/features/projects/projectsLogic'
import { QuoteFormView } from '@/features/projects/QuoteFormDrawer'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'
import { bodegaNorte, casaSur } from './projects.fixtures'

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
const e = (type: string, more: object = {}) => ({ type, ...more }) as EventObject
const change = (values: Record<string, string>) => e('quote.change', { values })
const blur = (field: string) => e('quote.blur', { field })

const INPUT = { projects: [casaSur, bodegaNorte].map(({ id, name }) => ({ id, name })), phone: '' }

/** Spec §5 Quote: description required; phone 10 digits; project required. */
const MSG = {
  description: 'El campo es requerido',
  phoneRequired: 'Ingresa tu WhatsApp',
  phoneLength: 'Debe tener 10 dígitos',
  project: 'Seleccioná un proyecto',
}

const outcomes = [
  settled('createQuote', { success: true, msg: 'Cotización solicitada con éxito' }),
  settled('createQuote', { success: false, msg: 'No hay proveedores disponibles' }),
  failed('createQuote', { kind: 'http', status: 422, errors: { description: ['Describe el material'] } }),
  failed('createQuote', { kind: 'http', status: 500 }),
]

const formEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const { values, touched, submitted, serverErrors } = snapshot.context as QuoteFormContext
  // Every outcome of the first send; a second send (after a failure or a 422) only succeeds.
  if (snapshot.matches('submitting'))
    return /y arena|50 bultos/.test(values.description) ? outcomes.slice(0, 1) : outcomes
  if (snapshot.matches('failed'))
    return values.description.includes('y arena')
      ? [e('quote.submit'), e('quote.close')]
      : [e('quote.submit'), e('quote.close'), change({ description: `${values.description} y arena` })]
  if (Object.keys(serverErrors).length > 0)
    return values.description.includes('50 bultos')
      ? []
      : [change({ description: `${values.description}, 50 bultos` })]
  if (values.description === '' && !submitted && touched.length === 0)
    return [
      blur('phone'),
      e('quote.submit'),
      e('quote.close'),
      change({ description: 'Cemento', phone: '55123' }),
    ]
  if (values.phone === '55123')
    return [blur('phone'), change({ phone: '5512345678', project_id: String(casaSur.id) })]
  if (values.description === '')
    return [change({ description: 'Cemento', phone: '5512345678', project_id: '7' })]
  return [e('quote.submit')]
}

const spec: ModelSpec<typeof quoteFormMachine> = {
  machine: quoteFormMachine,
  input: INPUT,
  events: formEvents,
}
const paths = modelPaths(spec)

const LABELS = { description: '¿Qué material necesitas?', phone: 'WhatsApp', project_id: 'Proyecto' } as const

/** What each field shows: its message once left or after a send, never before. */
const expectedMessage = (ctx: QuoteFormContext, field: keyof typeof LABELS): string | null => {
  const shows = ctx.submitted || ctx.touched.includes(field)
  if (ctx.serverErrors[field]) return ctx.serverErrors[field]!
  if (!shows) return null
  const v = ctx.values[field]
  if (field === 'description') return v.trim() === '' ? MSG.description : null
  if (field === 'phone') return v === '' ? MSG.phoneRequired : /^\d{10}$/.test(v) ? null : MSG.phoneLength
  return v === '' ? MSG.project : null
}

const expectForm = (snapshot: AnyMachineSnapshot) => {
  const ctx = snapshot.context as QuoteFormContext
  const dialog = screen.getByRole('dialog', { name: 'Solicitar cotización' })
  for (const [field, label] of Object.entries(LABELS)) {
    const control = within(dialog).getByLabelText(label, { exact: false })
    expect(control).toHaveValue(ctx.values[field as keyof typeof LABELS])
    const message = expectedMessage(ctx, field as keyof typeof LABELS)
    if (message) expect(control).toHaveAccessibleDescription(expect.stringContaining(message))
    else expect(control).not.toHaveAttribute('aria-invalid', 'true')
  }
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Selecciona un proyecto', casaSur.name, bodegaNorte.name])
  return dialog
}

const view: ViewSpec<typeof quoteFormMachine> = {
  ...spec,
  render: (actor: AnyActorRef) => render(<QuoteFormView actorRef={actor as QuoteFormActorRef} />),
  userEvents: {
    // Typed values land without moving the focus: leaving a field is its own event (quote.blur).
    'quote.change': async (event) => {
      const { values } = event as unknown as { values: Record<string, string> }
      for (const [field, text] of Object.entries(values)) {
        const control = screen.getByLabelText(LABELS[field as keyof typeof LABELS], { exact: false })
        fireEvent.change(control, { target: { value: text } })
      }
    },
    'quote.blur': async (event) => {
      const { field } = event as unknown as { field: keyof typeof LABELS }
      const user = userEvent.setup()
      await user.click(screen.getByLabelText(LABELS[field], { exact: false }))
      await user.click(screen.getByRole('heading', { name: 'Solicitar cotización' }))
    },
    'quote.submit': () =>
      userEvent
        .setup()
        .click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar cotización' })),
    'quote.close': () =>
      userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' })),
  },
  states: {
    'quoteForm.editing': (snapshot) => {
      const dialog = expectForm(snapshot)
      expect(within(dialog).queryByText(/Ocurrio un error|No hay proveedores/)).not.toBeInTheDocument()
    },
    'quoteForm.submitting': () => {
      const dialog = screen.getByRole('dialog')
      expect(within(dialog).getByRole('button', { name: /Solicitar cotización|Enviando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      // Only a complete form is sent: a description, 10 digits, a project.
      const value = (label: string) =>
        (within(dialog).getByLabelText(label, { exact: false }) as HTMLInputElement).value
      expect(value(LABELS.description).trim()).not.toBe('')
      expect(value(LABELS.phone)).toMatch(/^\d{10}$/)
      expect(value(LABELS.project_id)).not.toBe('')
    },
    'quoteForm.failed': (snapshot) => {
      const dialog = expectForm(snapshot)
      const text = (snapshot.context as QuoteFormContext).error
      // The server's msg, else 'Ocurrio un error'.
      expect(['No hay proveedores disponibles', 'Ocurrio un error']).toContain(text)
      expect(within(dialog).getByText(text!)).toBeInTheDocument()
    },
    'quoteForm.done': () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    'quoteForm.closed': () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
  },
}

describe('quote form machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })

  it("sends the phone as '52' + its digits, remembers it, and tells the host", async () => {
    const rememberPhone = vi.fn()
    const notifyCreated = vi.fn()
    const machine = quoteFormMachine.provide({ actions: { rememberPhone, notifyCreated } })
    const { actor, controller } = startLive(machine, { ...INPUT, phone: '5512345678' })
    expect(actor.getSnapshot().context.values.phone).toBe('5512345678')
    actor.send({
      type: 'quote.change',
      values: { phone: '(55) 1234-5679 ext', description: ' Varilla ', project_id: '8' },
    })
    expect(actor.getSnapshot().context.values.phone).toBe('5512345679')
    actor.send({ type: 'quote.submit' })
    expect(controller.inputOf('createQuote')).toEqual({
      description: 'Varilla',
      phone: '525512345679',
      project_id: 8,
    })
    controller.settle('createQuote', { output: { success: true, msg: 'Cotización solicitada con éxito' } })
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(rememberPhone.mock.calls[0]?.[1]).toEqual({ phone: '5512345679' })
    expect(notifyCreated.mock.calls[0]?.[1]).toEqual({ msg: 'Cotización solicitada con éxito' })
  })

  it('shows no message before the user types, then every message after a send', async () => {
    const { actor } = startLive(quoteFormMachine, INPUT)
    render(<QuoteFormView actorRef={actor as QuoteFormActorRef} />)
    const dialog = screen.getByRole('dialog', { name: 'Solicitar cotización' })
    expect(within(dialog).queryByText(MSG.description)).not.toBeInTheDocument()
    expect(within(dialog).queryByText(MSG.phoneRequired)).not.toBeInTheDocument()
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Solicitar cotización' }))
    expect(within(dialog).getByText(MSG.description)).toBeInTheDocument()
    expect(within(dialog).getByText(MSG.phoneRequired)).toBeInTheDocument()
    expect(within(dialog).getByText(MSG.project)).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})
