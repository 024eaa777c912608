import type { ApplicationDetail } from '@contract/applications'
import { MSG } from '@contract/messages'
import {
  type ApplicationDecisionApi,
  type ApplicationDecisionContext,
  applicationDecisionMachine,
  applicationReviewMachine,
  connectApplicationDecision as connect,
} from '@machines/operator-applications'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate'
import { ApplicationReviewView } from '@/features/operator/ApplicationReviewView'
import { DecisionDialogView } from '@/features/operator/DecisionDialogView'
import type {
  ApplicationDecisionActorRef,
  ApplicationReviewActorRef,
} from '@/features/operator/operatorLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { closeByTurns } from './lib/dialogs'
import { failed, settled } from './lib/events'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'
import { APPROVED, DECLINED, SUBMITTED } from './operator.fixtures'

/** 'Aprobar' / 'Rechazar' of an application: one dialog, its fields by kind, the contract's rules. */

// The texts the operator reads, written out.
const REQUIRED = 'El campo es requerido'
const OVER_CREDIT = 'El límite por compra no puede ser mayor al límite de crédito'
const TERM = 'Ingresa un plazo entre 1 y 365 días'
const DECIDED = 'La solicitud ya fue evaluada'
const NOT_FOUND = 'No encontramos esa solicitud'
const CONNECTION = 'Error de conexión. Inténtalo nuevamente.'

type Kind = 'approve' | 'decline'
type Field = 'credit_limit' | 'transaction_limit' | 'term_limit' | 'reason'
const FIELDS: Record<Kind, Field[]> = {
  approve: ['credit_limit', 'transaction_limit', 'term_limit'],
  decline: ['reason'],
}
const LABELS: Record<Field, RegExp> = {
  credit_limit: /^Límite de crédito \(pesos\)/,
  transaction_limit: /^Límite por compra \(pesos\)/,
  term_limit: /^Plazo máximo \(días\)/,
  reason: /^Motivo del rechazo/,
}
const TITLES: Record<Kind, string> = { approve: 'Aprobar solicitud', decline: 'Rechazar solicitud' }

const TARGET = { id: SUBMITTED.id, businessName: SUBMITTED.business_name, creditRequested: 300_000 }
const EMPTY: Record<Field, string> = { credit_limit: '', transaction_limit: '', term_limit: '', reason: '' }

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

/** Pesos as the operator types them ('150,000.50'): a number, or null when it is not one. */
const pesos = (text: string): number | null => {
  const clean = text.replace(/[\s,$]/g, '')
  return /^\d+(\.\d{1,2})?$/.test(clean) && Number(clean) > 0 ? Number(clean) : null
}
const days = (text: string): number | null => {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 365 ? n : null
}

/** The form's rules: both amounts and the term required, the per-sale limit within the credit; a reason. */
const rulesOf = (kind: Kind, values: Record<Field, string>): Partial<Record<Field, string>> => {
  if (kind === 'decline') return values.reason.trim() === '' ? { reason: REQUIRED } : {}
  const errors: Partial<Record<Field, string>> = {}
  const credit = pesos(values.credit_limit)
  const perSale = pesos(values.transaction_limit)
  if (values.credit_limit.trim() === '') errors.credit_limit = REQUIRED
  if (values.transaction_limit.trim() === '') errors.transaction_limit = REQUIRED
  else if (credit !== null && perSale !== null && perSale > credit) errors.transaction_limit = OVER_CREDIT
  if (days(values.term_limit) === null) errors.term_limit = TERM
  return errors
}

/** What the operator did in the dialog so far, and what the server answered. */
const soFar = (trail: Trail) => {
  let kind: Kind | null = null
  let values = { ...EMPTY }
  let touched: Field[] = []
  let submitted = false
  let serverErrors: Partial<Record<Field, string>> = {}
  let error: string | null = null
  let sends = 0
  let decided = 0
  let refused = 0
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    switch (event.type) {
      case 'decision.open':
        kind = ev.kind as Kind
        values = { ...EMPTY }
        touched = []
        submitted = false
        serverErrors = {}
        error = null
        break
      case 'decision.change': {
        const changed = ev.values as Partial<Record<Field, string>>
        values = { ...values, ...changed }
        for (const field of Object.keys(changed)) delete serverErrors[field as Field]
        error = null
        break
      }
      case 'decision.blur':
        touched = [...new Set([...touched, ev.field as Field])]
        break
      case 'decision.submit':
        submitted = true
        error = null
        if (kind && Object.keys(rulesOf(kind, values)).length === 0) sends++
        break
      case 'xstate.done.actor.decide':
        decided++
        break
      case 'xstate.error.actor.decide': {
        const failure = ev.error as {
          kind: string
          status?: number
          msg?: string
          errors?: Record<string, string[]>
        }
        if (failure.status === 422 && failure.errors)
          serverErrors = Object.fromEntries(Object.entries(failure.errors).map(([k, v]) => [k, v[0]]))
        else if (failure.status === 404 || failure.status === 409) {
          error = failure.msg ?? null
          refused++
        } else error = failure.kind === 'network' ? CONNECTION : (failure.msg ?? MSG.unexpected)
        break
      }
    }
  }
  const rules = kind ? rulesOf(kind, values) : {}
  /** A field's message: the server's until edited, else its own once left or sent. */
  const shown = (field: Field): string | null =>
    serverErrors[field] ?? ((submitted || touched.includes(field)) && rules[field] ? rules[field] : null)
  const last = trail.steps
    .slice(-6)
    .map((step) => step.event.type)
    .join(' → ')
  return {
    kind,
    values,
    touched,
    submitted,
    serverErrors,
    error,
    sends,
    decided,
    refused,
    rules,
    shown,
    last,
  }
}

/** The request a valid dialog sends: the amounts in pesos, the term in days, the reason trimmed. */
const requestOf = (kind: Kind, values: Record<Field, string>) =>
  kind === 'approve'
    ? {
        kind,
        id: TARGET.id,
        body: {
          credit_limit: pesos(values.credit_limit),
          transaction_limit: pesos(values.transaction_limit),
          term_limit: days(values.term_limit),
        },
      }
    : { kind, id: TARGET.id, body: { reason: values.reason.trim() } }

const decisionEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as ApplicationDecisionContext
  if (s.matches('closed'))
    return [
      e('decision.open', { kind: 'approve', target: TARGET }),
      e('decision.open', { kind: 'decline', target: TARGET }),
    ]
  if (s.matches('refused')) return [e('decision.close')]
  if (s.matches('submitting'))
    return ctx.kind === 'approve'
      ? [
          settled('decide', { success: true, msg: 'Solicitud aprobada', data: APPROVED }),
          failed('decide', {
            kind: 'http',
            status: 422,
            msg: 'Verifique los datos',
            errors: { term_limit: [TERM] },
          }),
          failed('decide', { kind: 'network' }),
        ]
      : [
          settled('decide', { success: true, msg: 'Solicitud rechazada', data: DECLINED }),
          failed('decide', { kind: 'http', status: 409, msg: DECIDED }),
          failed('decide', { kind: 'http', status: 404, msg: NOT_FOUND }),
          failed('decide', { kind: 'http', status: 500 }),
        ]
  const v = ctx.values
  if (ctx.kind === 'decline') {
    if (v.reason === '')
      return ctx.submitted
        ? [e('decision.change', { values: { reason: '  Documentos ilegibles  ' } })]
        : [e('decision.submit'), e('decision.close')]
    return ctx.error ? [e('decision.submit'), e('decision.close')] : [e('decision.submit')]
  }
  if (v.credit_limit === '') {
    const first = !ctx.submitted && ctx.touched.length === 0
    return [
      ...(first
        ? [e('decision.submit'), e('decision.blur', { field: 'credit_limit' }), e('decision.close')]
        : []),
      e('decision.change', { values: { credit_limit: '150,000.50', transaction_limit: '200000' } }),
    ]
  }
  if (v.transaction_limit === '200000')
    return ctx.touched.includes('transaction_limit')
      ? [e('decision.change', { values: { transaction_limit: '50000', term_limit: '30' } })]
      : [e('decision.blur', { field: 'transaction_limit' })]
  // Another term than the one refused (typing the same text again changes nothing in a box).
  if (ctx.serverErrors.term_limit)
    return [e('decision.change', { values: { term_limit: v.term_limit === '45' ? '60' : '45' } })]
  return [e('decision.submit'), e('decision.close')]
}

const decided = vi.fn()
const refused = vi.fn()

const expectDialogProps = (
  selected: ApplicationDecisionApi,
  so: ReturnType<typeof soFar>,
  readOnly: boolean,
) => {
  expect(selected.open).toBe(true)
  expect(selected.kind).toBe(so.kind)
  expect(selected.title).toBe(TITLES[so.kind!])
  expect(selected.businessName).toBe(TARGET.businessName)
  expect(selected.fields.map((field) => field.name)).toEqual(FIELDS[so.kind!])
  for (const field of selected.fields) {
    const name = field.name as Field
    // Every field is required: marked so from the start, red only once left or sent.
    expect(field.required).toBe(true)
    expect(field.value).toBe(so.values[name])
    expect(field.error ?? null).toBe(so.shown(name))
    expect(field.readOnly).toBe(readOnly)
  }
}

const invariants: Record<string, Invariant<ApplicationDecisionApi>> = {
  'applicationDecision.closed': ({ selected, tags, started, executed }, trail) => {
    const so = soFar(trail)
    expect(executed.filter((action) => action.type === 'refused')).toHaveLength(so.refused)
    expect(tags).toEqual([])
    expect(selected.open).toBe(false)
    expect(started.filter((call) => call.name === 'decide')).toHaveLength(so.sends)
    // The page hears of each decision taken, with what the server answered.
    const hooks = executed.filter((action) => action.type === 'decided')
    expect(hooks).toHaveLength(so.decided)
    if (trail.lastEvent?.type === 'xstate.done.actor.decide') {
      const { output } = trail.lastEvent as unknown as { output: { msg: string; data: ApplicationDetail } }
      expect(hooks.at(-1)?.params).toEqual({ application: output.data, msg: output.msg })
    } else expect(['xstate.init', 'decision.close']).toContain(trail.lastEvent?.type ?? 'xstate.init')
  },
  'applicationDecision.editing': ({ selected, tags, started, executed }, trail) => {
    const so = soFar(trail)
    // Back to the form after a refusal of its fields or a failure to try again, never after 'already decided'.
    if (trail.lastEvent?.type === 'xstate.error.actor.decide') {
      const { error } = trail.lastEvent as unknown as { error: { status?: number } }
      expect([404, 409]).not.toContain(error.status)
    }
    expect(executed.filter((action) => action.type === 'refused')).toHaveLength(so.refused)
    expect(tags).toEqual(['open'])
    expectDialogProps(selected, so, false)
    expect(selected.busy).toBe(false)
    expect(selected.error).toBe(so.error)
    expect(selected.getSubmitProps()).toEqual({
      label: TITLES[so.kind!],
      loading: false,
      hidden: false,
    })
    expect(selected.getCancelProps().disabled).toBe(false)
    // 'Aprobar solicitud' with a wrong field stays here, sending nothing.
    if (trail.lastEvent?.type === 'decision.submit') expect(Object.keys(so.rules)).not.toHaveLength(0)
    expect(started.filter((call) => call.name === 'decide')).toHaveLength(so.sends)
  },
  'applicationDecision.submitting': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('decision.submit')
    expect(so.rules).toEqual({})
    expect(tags).toEqual(['busy', 'open'])
    expectDialogProps(selected, so, true)
    expect(selected.getSubmitProps().loading).toBe(true)
    expect(selected.getCancelProps().disabled).toBe(true)
    const calls = started.filter((call) => call.name === 'decide')
    expect(calls).toHaveLength(so.sends)
    expect(calls.at(-1)?.input).toEqual(requestOf(so.kind!, so.values))
  },
  'applicationDecision.refused': ({ selected, tags, executed }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.decide')
    expect(tags).toEqual(['open'])
    expectDialogProps(selected, so, true)
    expect(selected.error).toBe(so.error)
    // Already decided, or gone: nothing more to send, the page shows the application as it is now.
    expect(selected.getSubmitProps().hidden).toBe(true)
    expect(selected.getCancelProps().disabled).toBe(false)
    expect(executed.filter((action) => action.type === 'refused')).toHaveLength(so.refused)
  },
}

const spec: ModelSpec<typeof applicationDecisionMachine, ApplicationDecisionApi> = {
  machine: applicationDecisionMachine.provide({ actions: { decided, refused } }),
  events: decisionEvents,
  select: (snapshot: AnyMachineSnapshot) => connect(snapshot as never, () => {}),
  invariants,
}

const dialog = () => screen.getByRole('dialog')
const field = (name: Field) => within(dialog()).getByLabelText(LABELS[name])

/** The application's page with its 'Aprobar' and 'Rechazar', loaded, opening this dialog. */
const loadedReview = () =>
  createActor(
    applicationReviewMachine.provide({ actors: { loadApplication: fromPromise(async () => SUBMITTED) } }),
    { input: { id: '6' } },
  ).start()

const renderWithPage = (actor: AnyActorRef) => {
  const api = () => connect(actor.getSnapshot(), actor.send)
  return render(
    <>
      <ApplicationReviewView
        actorRef={loadedReview() as ApplicationReviewActorRef}
        title="Solicitud de crédito"
        onApprove={(application) => api().openApprove(application)}
        onDecline={(application) => api().openDecline(application)}
      />
      <DecisionDialogView actorRef={actor as ApplicationDecisionActorRef} />
    </>,
  )
}

const expectFields = (so: ReturnType<typeof soFar>) => {
  const box = dialog()
  expect(box).toHaveAccessibleName(TITLES[so.kind!])
  expect(box).toHaveTextContent(TARGET.businessName)
  if (so.kind === 'approve') expect(box).toHaveTextContent('Crédito solicitado: $300,000.00')
  for (const name of FIELDS[so.kind!]) {
    const input = field(name)
    expect(input).toBeRequired()
    expect(input).toHaveValue(so.values[name])
    const message = so.shown(name)
    if (message) expect(input, name).toHaveAccessibleDescription(expect.stringContaining(message))
    else
      expect(
        input,
        `${name} (${JSON.stringify(so.touched)}, ${so.submitted}) after ${so.last}`,
      ).not.toHaveAttribute('aria-invalid', 'true')
  }
  // Only the kind's own fields.
  for (const name of FIELDS[so.kind === 'approve' ? 'decline' : 'approve'])
    expect(within(box).queryByLabelText(LABELS[name])).toBeNull()
}

const view = {
  render: renderWithPage,
  userEvents: {
    'decision.open': async (event: EventObject) => {
      const { kind } = event as unknown as { kind: Kind }
      fireEvent.click(
        await screen.findByRole('button', { name: kind === 'approve' ? 'Aprobar' : 'Rechazar' }),
      )
      await screen.findByRole('dialog')
    },
    'decision.close': async () =>
      closeByTurns('decision', () => within(dialog()).getByRole('button', { name: 'Cancelar' })),
    'decision.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Partial<Record<Field, string>> }
      for (const [name, text] of Object.entries(values))
        fireEvent.change(field(name as Field), { target: { value: text } })
    },
    'decision.blur': async (event: EventObject) => {
      fireEvent.focusOut(field((event as unknown as { field: Field }).field))
    },
    'decision.submit': async () => {
      const so = TITLES
      const button = within(dialog()).getByRole('button', {
        name: new RegExp(`^(${so.approve}|${so.decline})$`),
      })
      await userEvent.setup().click(button)
    },
  },
  screens: {
    'applicationDecision.closed': () => expect(screen.queryByRole('dialog')).toBeNull(),
    'applicationDecision.editing': (trail: Trail) => {
      const so = soFar(trail)
      expectFields(so)
      const submit = within(dialog()).getByRole('button', { name: TITLES[so.kind!] })
      expect(submit).toBeEnabled()
      expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeEnabled()
      if (so.error) expect(within(dialog()).getByRole('alert')).toHaveTextContent(so.error)
      else expect(within(dialog()).queryByRole('alert')).toBeNull()
    },
    'applicationDecision.submitting': (trail: Trail) => {
      expectFields(soFar(trail))
      expect(within(dialog()).getByRole('button', { name: /Enviando/ })).toHaveAttribute('aria-busy', 'true')
      expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    },
    'applicationDecision.refused': (trail: Trail) => {
      const so = soFar(trail)
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(so.error!)
      expect(within(dialog()).queryByRole('button', { name: TITLES[so.kind!] })).toBeNull()
      expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeEnabled()
    },
  },
}

describeModel('application decision machine', spec, view)

describe('application decision machine, details', () => {
  it('reads typed amounts as pesos and sends the contract body', async () => {
    const { actor, controller } = startLive(applicationDecisionMachine)
    actor.send({ type: 'decision.open', kind: 'approve', target: TARGET })
    actor.send({
      type: 'decision.change',
      values: { credit_limit: ' $ 1,500,000 ', transaction_limit: '250000.5', term_limit: '60' },
    })
    actor.send({ type: 'decision.submit' })
    expect(controller.inputOf('decide')).toEqual({
      kind: 'approve',
      id: TARGET.id,
      body: { credit_limit: 1_500_000, transaction_limit: 250_000.5, term_limit: 60 },
    })
    actor.stop()
  })

  it.each([
    [
      { credit_limit: '1000.555', transaction_limit: '10', term_limit: '30' },
      { credit_limit: 'El monto admite máximo dos decimales' },
    ],
    [
      { credit_limit: '0', transaction_limit: '10', term_limit: '30' },
      { credit_limit: 'El monto debe ser mayor a cero' },
    ],
    [
      { credit_limit: '1000', transaction_limit: '1000.01', term_limit: '' },
      { transaction_limit: OVER_CREDIT, term_limit: TERM },
    ],
    [{ credit_limit: '1000', transaction_limit: '1000', term_limit: '366' }, { term_limit: TERM }],
    [{ credit_limit: '1000', transaction_limit: '1000', term_limit: '7.5' }, { term_limit: TERM }],
    [{ credit_limit: '1000', transaction_limit: '1000', term_limit: '365' }, {}],
  ])('approve %j shows %j once sent', (values, errors) => {
    const { actor } = startLive(applicationDecisionMachine)
    actor.send({ type: 'decision.open', kind: 'approve', target: TARGET })
    actor.send({ type: 'decision.change', values })
    actor.send({ type: 'decision.submit' })
    const api = connect(actor.getSnapshot(), actor.send)
    expect(Object.fromEntries(api.fields.filter((f) => f.error).map((f) => [f.name, f.error]))).toEqual(
      errors,
    )
    actor.stop()
  })

  it('takes a reason of up to 1000 characters, trimmed', () => {
    const { actor, controller } = startLive(applicationDecisionMachine)
    actor.send({ type: 'decision.open', kind: 'decline', target: TARGET })
    actor.send({ type: 'decision.change', values: { reason: 'x'.repeat(1001) } })
    actor.send({ type: 'decision.submit' })
    expect(connect(actor.getSnapshot(), actor.send).fields[0]?.error).toBe(
      'Caracteres excedidos. Máximo: 1000',
    )
    actor.send({ type: 'decision.change', values: { reason: ` ${'x'.repeat(1000)} ` } })
    actor.send({ type: 'decision.submit' })
    expect(controller.inputOf('decide')).toEqual({
      kind: 'decline',
      id: TARGET.id,
      body: { reason: 'x'.repeat(1000) },
    })
    actor.stop()
  })

  it('has no axe violations with the dialog open, then showing its messages', async () => {
    const { actor } = startLive(applicationDecisionMachine)
    renderWithPage(actor)
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar' }))
    await screen.findByRole('dialog')
    await expectNoAxeViolations()
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Aprobar solicitud' }))
    await settle()
    expect(within(dialog()).getAllByText(REQUIRED)).toHaveLength(2)
    await expectNoAxeViolations()
    actor.stop()
  })
})
