import { type RecommendContext, recommendMachine } from '@machines/directory'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import type { RecommendActorRef } from '@/features/directory/directoryLogic'
import { RecommendSupplierView } from '@/features/directory/RecommendSupplierView'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

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

const VALID = { name: 'Materiales Oaxaca', phone: '9511234567', notes: 'Vende block y varilla' }
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
  if (snapshot.matches('submitting')) return outcomes
  if (snapshot.matches('failed')) return [e('recommend.submit'), e('recommend.close')]
  if (ctx.values.name === '') {
    if (ctx.touched.length > 0 || ctx.submitted) return [fillValid]
    return [fillValid, e('recommend.blur', { field: 'name' }), e('recommend.submit'), e('recommend.close')]
  }
  if (ctx.values.phone === '95112a') return [shortPhone]
  if (ctx.values.phone === '95112') return [e('recommend.blur', { field: 'phone' }), fixPhone]
  if (ctx.touched.includes('phone')) return [fixPhone]
  return ctx.submitted ? [e('recommend.submit')] : [badPhone, e('recommend.submit'), e('recommend.close')]
}

const spec: ModelSpec<typeof recommendMachine> = { machine: recommendMachine, events: eventsFor }
const paths = modelPaths(spec)

const LABELS = { name: /^Nombre del proveedor/, phone: /^Teléfono/, notes: /^Notas \(opcional\)/ }

/** What each field must say, from the spec: nothing until left or sent. */
const expectedError = (field: 'name' | 'phone' | 'notes', ctx: RecommendContext): string | null => {
  if (!ctx.submitted && !ctx.touched.includes(field)) return null
  const value = ctx.values[field]
  if (field === 'name') return value.trim() === '' ? REQUIRED : null
  if (field === 'phone') {
    if (value === '') return REQUIRED
    if (!/^\d+$/.test(value)) return DIGITS
    return value.length === 10 ? null : TEN
  }
  return null
}

const expectForm = (snapshot: AnyMachineSnapshot) => {
  const ctx = snapshot.context as RecommendContext
  const dialog = screen.getByRole('dialog', { name: 'Recomendar proveedor' })
  for (const field of ['name', 'phone', 'notes'] as const) {
    const box = within(dialog).getByLabelText(LABELS[field])
    expect(box).toHaveValue(ctx.values[field])
    const message = expectedError(field, ctx)
    if (message) expect(box).toHaveAccessibleDescription(expect.stringContaining(message))
    else expect(box).not.toHaveAttribute('aria-invalid', 'true')
  }
  expect(within(dialog).getByText(`${ctx.values.notes.length}/500`)).toBeInTheDocument()
  const valid = ctx.values.name !== '' && /^\d{10}$/.test(ctx.values.phone)
  const send = within(dialog).getByRole('button', { name: /Enviar/ })
  if (valid) expect(send).toBeEnabled()
  else expect(send).toBeDisabled()
  return dialog
}

const dialog = () => screen.getByRole('dialog')

const view: ViewSpec<typeof recommendMachine> = {
  ...spec,
  render: (actor: AnyActorRef) => render(<RecommendSupplierView actorRef={actor as RecommendActorRef} />),
  // fireEvent: the model's steps one by one (userEvent's clicks would also leave, i.e. blur, the fields).
  userEvents: {
    'recommend.open': async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Recomendar proveedor' }))
      await screen.findByRole('dialog')
    },
    'recommend.close': async () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }))
    },
    'recommend.submit': async () => {
      // Enter in the form: the send button may be disabled, the form still tries (and shows every message).
      fireEvent.submit(within(dialog()).getByLabelText(LABELS.name).closest('form')!)
    },
    'recommend.change': async (event) => {
      const { values } = event as unknown as { values: Partial<typeof VALID> }
      for (const [field, text] of Object.entries(values))
        fireEvent.change(within(dialog()).getByLabelText(LABELS[field as keyof typeof VALID]), {
          target: { value: text },
        })
    },
    'recommend.blur': async (event) => {
      const { field } = event as unknown as { field: keyof typeof VALID }
      fireEvent.focusOut(within(dialog()).getByLabelText(LABELS[field]))
    },
  },
  states: {
    'recommend.closed': () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Recomendar proveedor' })).toBeEnabled()
    },
    'recommend.editing': (snapshot) => {
      const form = expectForm(snapshot)
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
    },
    'recommend.submitting': () => {
      expect(within(dialog()).getByRole('button', { name: /Enviar|Enviando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      // Only a valid form is ever sent (§5): a name and 10 digits.
      expect((within(dialog()).getByLabelText(LABELS.name) as HTMLInputElement).value.trim()).not.toBe('')
      expect((within(dialog()).getByLabelText(LABELS.phone) as HTMLInputElement).value).toMatch(/^\d{10}$/)
    },
    'recommend.succeeded': () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(SENT)
    },
    'recommend.failed': (snapshot) => {
      const form = expectForm(snapshot)
      const text = within(form).getByRole('alert').textContent ?? ''
      expect([SERVER_REFUSAL, FAILED, UNEXPECTED].some((message) => text.includes(message))).toBe(true)
    },
  },
}

describe('recommend supplier machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })

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
    expect(controller.inputOf('referSupplier')).toEqual({ name: VALID.name, phone: VALID.phone, notes: null })
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
