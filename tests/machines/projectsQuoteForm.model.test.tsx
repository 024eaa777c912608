import { QUOTE_MSG } from '@contract/quotes'
import {
  connectQuoteForm,
  type QuoteFormApi,
  type QuoteFormContext,
  quoteFormMachine,
} from '@machines/quotes'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import type { QuoteFormActorRef } from '@/features/projects/projectsLogic'
import { QuoteFormView } from '@/features/projects/QuoteFormDrawer'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { closeByTurns } from './lib/dialogs'
import { failed, settled } from './lib/events'
import {
  type Invariant,
  type Observed as ModelObserved,
  type ModelSpec,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'
import { bodegaNorte, casaSur } from './projects.fixtures'

const e = (type: string, more: object = {}) => ({ type, ...more }) as EventObject
const change = (values: Record<string, string>) => e('quote.change', { values })
const blur = (field: string) => e('quote.blur', { field })

const LABELS = { description: '¿Qué material necesitas?', phone: 'WhatsApp', project_id: 'Proyecto' } as const
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
  if (snapshot.matches('failed')) {
    // Leaving a field after a failure keeps the red text (once, then only Cancelar).
    if (touched.includes('description')) return [e('quote.close')]
    return values.description.includes('y arena')
      ? [e('quote.submit'), e('quote.close')]
      : [
          e('quote.submit'),
          e('quote.close'),
          change({ description: `${values.description} y arena` }),
          blur('description'),
        ]
  }
  // After a 422: the described material fixed; or first the phone cut short, red at once (the form was sent).
  if (Object.keys(serverErrors).length > 0) {
    if (values.description.includes('50 bultos')) return []
    if (values.phone === '551') return [change({ phone: '5512345678' })]
    return [change({ description: `${values.description}, 50 bultos` }), change({ phone: '551' })]
  }
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

// ---------------------------------------------------------------- what the spec says, from the trail

type Field = keyof typeof LABELS
type Values = Record<Field, string>
type Failure = { kind: string; status?: number; msg?: string; errors?: Record<string, string[]> }
type Answer = { success: boolean; msg: string }

/** The form as the person left it: values typed, fields left, a send tried, the 422's field messages. */
interface FormSoFar {
  values: Values
  touched: Set<string>
  submitted: boolean
  serverErrors: Record<string, string>
}

const soFar = (trail: Trail): FormSoFar => {
  const so: FormSoFar = {
    values: { description: '', phone: INPUT.phone, project_id: '' },
    touched: new Set(),
    submitted: false,
    serverErrors: {},
  }
  for (const { event, state } of trail.steps) {
    switch (event.type) {
      case 'quote.change': {
        const values = (event as unknown as { values: Partial<Values> }).values
        so.values = { ...so.values, ...values }
        for (const field of Object.keys(values)) delete so.serverErrors[field]
        break
      }
      case 'quote.blur':
        so.touched.add((event as unknown as { field: string }).field)
        break
      case 'quote.submit':
        so.submitted = true
        // Sending clears the last 422's messages.
        if (state === 'submitting') so.serverErrors = {}
        break
      case 'xstate.error.actor.createQuote': {
        const { errors } = (event as unknown as { error: Failure }).error
        so.serverErrors = Object.fromEntries(Object.entries(errors ?? {}).map(([f, [m]]) => [f, m!]))
        break
      }
    }
  }
  return so
}

/** Spec §5 Quote: the local message of each field, first rule that fails. */
const localMessage = (values: Values, field: Field): string | undefined => {
  const v = values[field]
  if (field === 'description') return v.trim() === '' ? MSG.description : undefined
  if (field === 'phone')
    return v === '' ? MSG.phoneRequired : /^\d{10}$/.test(v) ? undefined : MSG.phoneLength
  return v === '' ? MSG.project : undefined
}

/** What each field shows: the server's message, else its own once left or after a send, never before. */
const expectedMessage = (so: FormSoFar, field: Field): string | undefined =>
  so.serverErrors[field] ??
  (so.submitted || so.touched.has(field) ? localMessage(so.values, field) : undefined)

const isComplete = (values: Values) => Object.keys(LABELS).every((f) => !localMessage(values, f as Field))

/** The red text of the last answer: the server's msg, else 'Ocurrio un error'. */
const failureText = (trail: Trail) => {
  const last = trail.last<{ output?: Answer; error?: Failure }>(/actor\.createQuote$/)!
  return (last.output ? last.output.msg : last.error!.msg) || QUOTE_MSG.createFailed
}

const expectFields = ({ selected }: ModelObserved<QuoteFormApi>, trail: Trail) => {
  const so = soFar(trail)
  for (const field of Object.keys(LABELS) as Field[]) {
    expect(selected.getFieldProps(field).value, field).toBe(so.values[field])
    expect(selected.fieldErrors[field], field).toBe(expectedMessage(so, field))
  }
}

const invariants: Record<string, Invariant<QuoteFormApi>> = {
  'quoteForm.editing': (observed, trail) => {
    expectFields(observed, trail)
    expect(observed.selected.open).toBe(true)
    expect(observed.selected.busy).toBe(false)
    expect(observed.selected.error).toBeNull()
    // Sending an incomplete form stays here; a 422 comes back here with its field messages.
    if (trail.lastEvent?.type === 'quote.submit') expect(isComplete(soFar(trail).values)).toBe(false)
    // The red text of a failure stays until the person types again.
    if (trail.steps.at(-2)?.state === 'failed') expect(trail.lastEvent?.type).toBe('quote.change')
    if (trail.lastEvent?.type === 'xstate.error.actor.createQuote')
      expect((trail.lastEvent as unknown as { error: Failure }).error.status).toBe(422)
  },
  'quoteForm.submitting': (observed, trail) => {
    const { values } = soFar(trail)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.getCancelProps().disabled).toBe(true)
    expect(trail.lastEvent?.type).toBe('quote.submit')
    expect(isComplete(values)).toBe(true)
    // POST quotes: the description trimmed, the phone as 52 + its 10 digits, the project's id.
    expect(observed.started.at(-1)).toEqual({
      name: 'createQuote',
      input: {
        description: values.description.trim(),
        phone: `52${values.phone}`,
        project_id: Number(values.project_id),
      },
    })
    expect(observed.started.length).toBe(
      trail.count('xstate.done.actor.createQuote') + trail.count('xstate.error.actor.createQuote') + 1,
    )
  },
  'quoteForm.failed': (observed, trail) => {
    expectFields(observed, trail)
    // After a failure the form is still the person's: send again, fix a field, or cancel.
    for (const event of [
      e('quote.submit'),
      change({ description: 'Grava' }),
      blur('phone'),
      e('quote.close'),
    ])
      expect(observed.can(event), event.type).toBe(true)
    expect(observed.selected.open).toBe(true)
    expect(observed.selected.error).toBe(failureText(trail))
    const last = trail.last<{ output?: Answer; error?: Failure }>(/actor\.createQuote$/)!
    expect(last.output?.success === true || last.error?.status === 422).toBe(false)
  },
  'quoteForm.done': (observed, trail) => {
    expect(observed.status).toBe('done')
    expect(trail.lastEvent).toMatchObject({
      type: 'xstate.done.actor.createQuote',
      output: { success: true },
    })
  },
  'quoteForm.closed': (observed, trail) => {
    expect(observed.status).toBe('done')
    expect(trail.lastEvent?.type).toBe('quote.close')
    expect(observed.started.length).toBe(trail.count(/actor\.createQuote$/))
  },
}

const spec: ModelSpec<typeof quoteFormMachine, QuoteFormApi> = {
  machine: quoteFormMachine,
  input: INPUT,
  events: formEvents,
  select: (snapshot) => connectQuoteForm(snapshot as never, () => {}),
  invariants,
}

const expectForm = (trail: Trail) => {
  const so = soFar(trail)
  const dialog = screen.getByRole('dialog', { name: 'Solicitar cotización' })
  for (const [field, label] of Object.entries(LABELS)) {
    const control = within(dialog).getByLabelText(label, { exact: false })
    expect(control).toHaveValue(so.values[field as Field])
    // Spec §5 Quote: all three are required (marked, and refused empty by the browser too).
    expect(control).toBeRequired()
    const message = expectedMessage(so, field as Field)
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

const view = {
  render: (actor: AnyActorRef) => render(<QuoteFormView actorRef={actor as QuoteFormActorRef} />),
  userEvents: {
    // Typed values land without moving the focus: leaving a field is its own event (quote.blur).
    'quote.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Record<string, string> }
      for (const [field, text] of Object.entries(values)) {
        const control = screen.getByLabelText(LABELS[field as keyof typeof LABELS], { exact: false })
        fireEvent.change(control, { target: { value: text } })
      }
    },
    'quote.blur': async (event: EventObject) => {
      // Only this field is left: clicking into it would first leave the field the dialog put the focus on.
      const { field } = event as unknown as { field: keyof typeof LABELS }
      fireEvent.focusOut(screen.getByLabelText(LABELS[field], { exact: false }))
    },
    'quote.submit': () =>
      userEvent
        .setup()
        .click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar cotización' })),
    'quote.close': () =>
      closeByTurns('quote', () =>
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }),
      ),
  },
  screens: {
    'quoteForm.editing': (trail: Trail) => {
      const dialog = expectForm(trail)
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
    'quoteForm.failed': (trail: Trail) => {
      const dialog = expectForm(trail)
      // The server's msg, else 'Ocurrio un error'.
      expect(within(dialog).getByText(failureText(trail))).toBeInTheDocument()
    },
    'quoteForm.done': () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    'quoteForm.closed': () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
  },
}

describeModel('quote form machine', spec, view)

describe('quote form machine, details', () => {
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

  const complete = { description: 'Varilla', phone: '5512345678', project_id: String(casaSur.id) }
  const sent = (actions = {}) => {
    const machine = quoteFormMachine.provide({ actions })
    const live = startLive(machine, INPUT)
    live.actor.send(change(complete) as never)
    live.actor.send({ type: 'quote.submit' })
    return live
  }

  it("tells the host the server's words of a success, or 'Cotización solicitada con éxito' when it sends none", async () => {
    for (const [msg, told] of [
      ['Enviada a 3 proveedores', 'Enviada a 3 proveedores'],
      ['', QUOTE_MSG.created],
    ]) {
      const notifyCreated = vi.fn()
      const { actor, controller } = sent({ notifyCreated, rememberPhone: () => {} })
      controller.settle('createQuote', { output: { success: true, msg } })
      await settle()
      expect(actor.getSnapshot().status).toBe('done')
      expect(notifyCreated.mock.calls[0]?.[1]).toEqual({ msg: told })
    }
  })

  it('a 422 that names no field is a failure with its message, not the form again', async () => {
    const { actor, controller } = sent()
    controller.settle('createQuote', {
      error: { kind: 'http', status: 422, msg: 'Datos no válidos', errors: {} },
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('Datos no válidos')
  })

  it('tells the host when the person cancels, and not when it was sent', async () => {
    const notifyClosed = vi.fn()
    const { actor } = startLive(quoteFormMachine.provide({ actions: { notifyClosed } }), INPUT)
    actor.send({ type: 'quote.close' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(notifyClosed).toHaveBeenCalledTimes(1)
    const afterSend = vi.fn()
    const { controller } = sent({ notifyClosed: afterSend, rememberPhone: () => {}, notifyCreated: () => {} })
    controller.settle('createQuote', { output: { success: true, msg: '' } })
    await settle()
    expect(afterSend).not.toHaveBeenCalled()
  })

  it("starts with the builder's only project, or the one it was opened from, chosen", () => {
    const chosen = (input: typeof INPUT & { projectId?: number }) => {
      const { actor } = startLive(quoteFormMachine, input)
      render(<QuoteFormView actorRef={actor as QuoteFormActorRef} />)
      const value = (screen.getByLabelText(LABELS.project_id, { exact: false }) as HTMLSelectElement).value
      actor.stop()
      cleanup()
      return value
    }
    const [only] = INPUT.projects
    expect(chosen({ ...INPUT, projects: [only!] })).toBe(String(only!.id))
    expect(chosen(INPUT)).toBe('')
    expect(chosen({ ...INPUT, projectId: bodegaNorte.id })).toBe(String(bodegaNorte.id))
  })

  it('starts with the remembered WhatsApp cut to its first 10 digits', () => {
    const { actor } = startLive(quoteFormMachine, { ...INPUT, phone: '55 1234 5678 99' })
    expect(actor.getSnapshot().context.values.phone).toBe('5512345678')
    actor.stop()
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
