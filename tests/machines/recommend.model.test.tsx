import {
  connectRecommend,
  type RecommendApi,
  type RecommendContext,
  recommendMachine,
} from '@machines/directory'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import type { RecommendActorRef } from '@/features/directory/directoryLogic'
import { RecommendSupplierView } from '@/features/directory/RecommendSupplierView'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { closeByTurns } from './lib/dialogs'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'

const settled = (output: unknown) => ({ type: 'xstate.done.actor.referSupplier', output }) as EventObject
const failed = (error: unknown) => ({ type: 'xstate.error.actor.referSupplier', error }) as EventObject
const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

// The spec's texts (§5, §8), written out.
const REQUIRED = 'Este campo es requerido'
const DIGITS = 'Solo se permiten números'
const TEN = 'El número debe tener 10 dígitos'
const FAILED = 'Ha ocurrido un error al enviar la recomendación'
const UNEXPECTED = 'Ha ocurrido un error inesperado. Por favor, inténtelo de nuevo.'
const SENT = '¡Gracias! Recibimos tu recomendación.'
const SERVER_REFUSAL = 'Demasiadas solicitudes. Inténtalo más tarde.'

/** Pasted with spaces around (sent without them). */
const VALID = { name: ' Materiales Oaxaca ', phone: '9511234567 ', notes: ' Vende block y varilla' }
const fillValid = e('recommend.change', { values: VALID })
const badPhone = e('recommend.change', { values: { phone: '95112a' } })
const shortPhone = e('recommend.change', { values: { phone: '95112' } })
const fixPhone = e('recommend.change', { values: { phone: VALID.phone } })

const outcomes: EventObject[] = [
  settled({ success: true, msg: SENT }),
  settled({ success: false, msg: SERVER_REFUSAL }),
  settled({ success: false, msg: '' }),
  failed({ kind: 'http', status: 429, msg: SERVER_REFUSAL }),
  failed({ kind: 'http', status: 500 }),
  failed({ kind: 'network' }),
]

const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as RecommendContext
  if (snapshot.matches('closed') || snapshot.matches('succeeded')) return [e('recommend.open')]
  const edited = ctx.values.notes !== VALID.notes || ctx.touched.includes('notes')
  // After editing a failed send once, one answer is enough.
  if (snapshot.matches('submitting')) return edited ? outcomes.slice(0, 1) : outcomes
  if (snapshot.matches('failed')) {
    if (edited) return []
    // Editing again after a lost answer: a change goes back to the form, leaving a field only shows its message.
    const editAgain =
      ctx.error === UNEXPECTED
        ? [
            e('recommend.change', { values: { notes: 'Urgente' } }),
            e('recommend.blur', { field: 'notes' }),
            // The phone cut short: red at once, the form was sent.
            shortPhone,
          ]
        : []
    return [e('recommend.submit'), e('recommend.close'), ...editAgain]
  }
  if (ctx.values.name === '') {
    if (ctx.touched.length > 0 || ctx.submitted) return [fillValid]
    return [fillValid, e('recommend.blur', { field: 'name' }), e('recommend.submit'), e('recommend.close')]
  }
  if (ctx.values.phone === '95112a') return [shortPhone]
  if (ctx.values.phone === '95112') return [e('recommend.blur', { field: 'phone' }), fixPhone]
  if (ctx.touched.includes('phone')) return [fixPhone]
  if (ctx.values.notes !== VALID.notes) return [e('recommend.submit')]
  return ctx.submitted ? [e('recommend.submit')] : [badPhone, e('recommend.submit'), e('recommend.close')]
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Values = typeof VALID
type Field = keyof Values
const EMPTY: Values = { name: '', phone: '', notes: '' }
type Failure = { kind: string; msg?: string }
type Answer = { success: boolean; msg: string }

/** What the person typed, left and tried since the dialog was opened last. */
const soFar = (trail: Trail) => {
  let so = { values: EMPTY, touched: [] as string[], submitted: false }
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    if (event.type === 'recommend.open') so = { values: EMPTY, touched: [], submitted: false }
    if (event.type === 'recommend.change') so.values = { ...so.values, ...(ev.values as Partial<Values>) }
    if (event.type === 'recommend.blur' && !so.touched.includes(ev.field as string))
      so.touched = [...so.touched, ev.field as string]
    if (event.type === 'recommend.submit') so.submitted = true
  }
  return so
}

/** The contract's rules: a name, 10 digits, notes up to 500. */
const isValid = (values: Values) =>
  values.name.trim() !== '' && /^\d{10}$/.test(values.phone.trim()) && values.notes.length <= 500

/** What each field must say, from the spec: nothing until left or sent. */
const expectedError = (field: Field, so: ReturnType<typeof soFar>): string | null => {
  if (!so.submitted && !so.touched.includes(field)) return null
  const value = so.values[field]
  if (field === 'name') return value.trim() === '' ? REQUIRED : null
  if (field === 'phone') {
    const value = so.values.phone.trim()
    if (value === '') return REQUIRED
    if (!/^\d+$/.test(value)) return DIGITS
    return value.length === 10 ? null : TEN
  }
  return null
}

/** The red text of a failed send (§8): the server's msg, else the form's text; a lost answer the unexpected one. */
const failureText = (trail: Trail): string => {
  const last = trail.last<{ type: string; output?: Answer; error?: Failure }>(/actor\.referSupplier$/)!
  if (last.output) return last.output.msg || FAILED
  if (last.error?.kind === 'http') return last.error.msg ?? FAILED
  return UNEXPECTED
}

const sentCalls = (started: Observed<RecommendApi>['started']) =>
  started.filter((s) => s.name === 'referSupplier')

const expectFields = (selected: RecommendApi, trail: Trail) => {
  const so = soFar(trail)
  for (const field of ['name', 'phone', 'notes'] as const) {
    const props = selected.getFieldProps(field)
    expect(props.value).toBe(so.values[field])
    expect(props.error ?? null).toBe(expectedError(field, so))
  }
  expect(selected.notesCount).toBe(`${so.values.notes.length}/500`)
  // The send button waits for a valid form.
  expect(selected.getSubmitProps().disabled).toBe(!isValid(so.values))
}

const invariants: Record<string, Invariant<RecommendApi>> = {
  'recommend.closed': ({ selected }, trail) => {
    expect(selected.open).toBe(false)
    expect(selected.notice).toBeNull()
    expect(['xstate.init', 'recommend.close']).toContain(trail.lastEvent?.type ?? 'xstate.init')
  },
  'recommend.editing': ({ selected, started }, trail) => {
    expect(selected.open).toBe(true)
    expect(selected.busy).toBe(false)
    expect(selected.error).toBeNull()
    expectFields(selected, trail)
    // A send with an invalid form stays here, nothing is sent.
    if (trail.lastEvent?.type === 'recommend.submit') expect(isValid(soFar(trail).values)).toBe(false)
    expect(sentCalls(started)).toHaveLength(trail.count(/actor\.referSupplier$/))
  },
  'recommend.submitting': ({ selected, started }, trail) => {
    const { values } = soFar(trail)
    expect(trail.lastEvent?.type).toBe('recommend.submit')
    expect(isValid(values)).toBe(true)
    expect(selected.busy).toBe(true)
    expect(selected.getCancelProps().disabled).toBe(true)
    expect(sentCalls(started).at(-1)?.input).toEqual({
      name: values.name.trim(),
      phone: values.phone.trim(),
      notes: values.notes.trim() === '' ? null : values.notes.trim(),
    })
    expect(sentCalls(started)).toHaveLength(trail.count(/actor\.referSupplier$/) + 1)
  },
  'recommend.succeeded': ({ selected }, trail) => {
    expect(selected.open).toBe(false)
    expect(selected.notice).toBe(
      trail.last<{ output: Answer }>('xstate.done.actor.referSupplier')!.output.msg,
    )
  },
  'recommend.failed': ({ selected }, trail) => {
    expect(selected.open).toBe(true)
    expect(selected.busy).toBe(false)
    expect(selected.error).toBe(failureText(trail))
    expectFields(selected, trail)
  },
}

const spec: ModelSpec<typeof recommendMachine, RecommendApi> = {
  machine: recommendMachine,
  events: eventsFor,
  select: (snapshot: AnyMachineSnapshot) => connectRecommend(snapshot as never, () => {}),
  invariants,
}

const LABELS = { name: /^Nombre del proveedor/, phone: /^Teléfono/, notes: /^Notas \(opcional\)/ }

const expectForm = (trail: Trail) => {
  const so = soFar(trail)
  const dialog = screen.getByRole('dialog', { name: 'Recomendar proveedor' })
  for (const field of ['name', 'phone', 'notes'] as const) {
    const box = within(dialog).getByLabelText(LABELS[field])
    expect(box).toHaveValue(so.values[field])
    // Name and phone are required, the notes are not ('Notas (opcional)').
    if (field === 'notes') expect(box).not.toBeRequired()
    else expect(box).toBeRequired()
    const message = expectedError(field, so)
    if (message) expect(box).toHaveAccessibleDescription(expect.stringContaining(message))
    else expect(box).not.toHaveAttribute('aria-invalid', 'true')
  }
  expect(within(dialog).getByText(`${so.values.notes.length}/500`)).toBeInTheDocument()
  const send = within(dialog).getByRole('button', { name: /Enviar/ })
  if (isValid(so.values)) expect(send).toBeEnabled()
  else expect(send).toBeDisabled()
  return dialog
}

const dialog = () => screen.getByRole('dialog')

const view = {
  render: (actor: AnyActorRef) => render(<RecommendSupplierView actorRef={actor as RecommendActorRef} />),
  // fireEvent: the model's steps one by one (userEvent's clicks would also leave, i.e. blur, the fields).
  userEvents: {
    'recommend.open': async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Recomendar proveedor' }))
      await screen.findByRole('dialog')
    },
    'recommend.close': async () =>
      closeByTurns('recommend', () => within(dialog()).getByRole('button', { name: 'Cancelar' })),
    'recommend.submit': async () => {
      // Enter in the form: the send button may be disabled, the form still tries (and shows every message).
      fireEvent.submit(within(dialog()).getByLabelText(LABELS.name).closest('form')!)
    },
    'recommend.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Partial<Values> }
      for (const [field, text] of Object.entries(values))
        fireEvent.change(within(dialog()).getByLabelText(LABELS[field as Field]), {
          target: { value: text },
        })
    },
    'recommend.blur': async (event: EventObject) => {
      const { field } = event as unknown as { field: Field }
      fireEvent.focusOut(within(dialog()).getByLabelText(LABELS[field]))
    },
  },
  screens: {
    'recommend.closed': () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Recomendar proveedor' })).toBeEnabled()
    },
    'recommend.editing': (trail: Trail) => {
      const form = expectForm(trail)
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
    },
    'recommend.submitting': (trail: Trail) => {
      const { values } = soFar(trail)
      expect(within(dialog()).getByRole('button', { name: /Enviar|Enviando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(within(dialog()).getByLabelText(LABELS.name)).toHaveValue(values.name)
      expect(within(dialog()).getByLabelText(LABELS.phone)).toHaveValue(values.phone)
    },
    'recommend.succeeded': (trail: Trail) => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(
        trail.last<{ output: Answer }>('xstate.done.actor.referSupplier')!.output.msg,
      )
    },
    'recommend.failed': (trail: Trail) => {
      const form = expectForm(trail)
      expect(within(form).getByRole('alert')).toHaveTextContent(failureText(trail))
    },
  },
}

describeModel('recommend supplier machine', spec, view)

describe('recommend supplier machine, details', () => {
  it.each([
    ['a refusal with msg', { output: { success: false, msg: SERVER_REFUSAL } }, SERVER_REFUSAL],
    ['a refusal without msg', { output: { success: false, msg: '' } }, FAILED],
    ['an http error with msg', { error: { kind: 'http', status: 429, msg: SERVER_REFUSAL } }, SERVER_REFUSAL],
    ['an http error without msg', { error: { kind: 'http', status: 500 } }, FAILED],
    ['a lost connection', { error: { kind: 'network' } }, UNEXPECTED],
    ['an unknown error', { error: new Error('boom') }, UNEXPECTED],
  ] as const)('shows the spec text on %s', async (_, outcome, text) => {
    const { actor, controller } = startLive(recommendMachine)
    actor.send({ type: 'recommend.open' })
    actor.send({ type: 'recommend.change', values: { ...VALID, notes: '  ' } })
    actor.send({ type: 'recommend.submit' })
    expect(controller.inputOf('referSupplier')).toEqual({
      name: 'Materiales Oaxaca',
      phone: '9511234567',
      notes: null,
    })
    controller.settle('referSupplier', outcome as never)
    await settle()
    expect(actor.getSnapshot().context.error).toBe(text)
    actor.stop()
  })

  it('counts notes up to 500 and refuses more', () => {
    const { actor } = startLive(recommendMachine)
    actor.send({ type: 'recommend.open' })
    actor.send({ type: 'recommend.change', values: { ...VALID, notes: 'x'.repeat(501) } })
    actor.send({ type: 'recommend.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.stop()
  })

  it('has no axe violations with the dialog open, its messages and a failure', async () => {
    const { actor, controller } = startLive(recommendMachine)
    render(<RecommendSupplierView actorRef={actor as RecommendActorRef} />)
    await expectNoAxeViolations()
    fireEvent.click(screen.getByRole('button', { name: 'Recomendar proveedor' }))
    await screen.findByRole('dialog')
    await expectNoAxeViolations()
    fireEvent.submit(within(dialog()).getByLabelText(LABELS.name).closest('form')!)
    expect(within(dialog()).getAllByText(REQUIRED)).toHaveLength(2)
    await expectNoAxeViolations()
    fireEvent.change(within(dialog()).getByLabelText(LABELS.name), { target: { value: VALID.name } })
    fireEvent.change(within(dialog()).getByLabelText(LABELS.phone), { target: { value: VALID.phone } })
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enviar' }))
    await act(async () => {
      controller.settle('referSupplier', { error: { kind: 'network' } })
      await settle()
    })
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(UNEXPECTED)
    await expectNoAxeViolations()
    actor.stop()
  })
})
