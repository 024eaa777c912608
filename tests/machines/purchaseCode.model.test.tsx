import { CREDIT_BLOCK_LINK, CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentTexts'
import type { LiveCode, PurchaseCode } from '@contract/sales'
import {
  type CodeProjectApi,
  type CodeProjectContext,
  type CodeProjectEvent,
  codeProjectMachine,
  connectCodeProject,
  connectPurchaseCode,
  type GenerateCodeInput,
  type PurchaseCodeApi,
  type PurchaseCodeContext,
  type PurchaseCodeEvent,
  purchaseCodeMachine,
} from '@machines/purchase-code'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate'
import { Toaster } from '@/components/ui/Toaster'
import { CodeProjectView } from '@/features/purchase-code/CodeProjectView'
import { PurchaseCodeView } from '@/features/purchase-code/PurchaseCodeView'
import {
  type CodeProjectActorRef,
  type PurchaseCodeActorRef,
  showCodeProjectIn,
} from '@/features/purchase-code/purchaseCodeLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'

/**
 * 'Tu código de compra' on /token (docs/decisions.md#purchase-codes): the one-time code a builder dictates to
 * the supplier, read again when the page opens (a reload, a second phone), its countdown, a new code by hand or
 * at zero, the credit block; and 'Asignar a un proyecto', which every new code clears and a code read again
 * brings back.
 */

const calls = (started: Observed['started'], name: string) => started.filter((s) => s.name === name)

type Failure = { kind: 'network' } | { kind: 'http'; status: number; msg?: string }

/** A connect output with the events its prop getters sent (an invariant presses a button). */
type Pressed<TApi, TEvent> = TApi & { sent: TEvent[] }
const recording =
  <TApi, TEvent>(connect: (snapshot: never, send: (event: TEvent) => void) => TApi) =>
  (snapshot: AnyMachineSnapshot): Pressed<TApi, TEvent> => {
    const sent: TEvent[] = []
    return { ...connect(snapshot as never, (event) => sent.push(event)), sent }
  }

/** Pressing sends exactly these events (none: the press does nothing), and the actor takes each now. */
const expectPressSends = <TApi, TEvent extends EventObject>(
  observed: Observed<Pressed<TApi, TEvent>>,
  press: (api: TApi) => void,
  events: TEvent[],
) => {
  observed.selected.sent.length = 0
  press(observed.selected)
  expect(observed.selected.sent).toEqual(events)
  for (const event of events) expect(observed.can(event), JSON.stringify(event)).toBe(true)
}

// ---------------------------------------------------------------- the purchase code

const LOAD_DONE = 'xstate.done.actor.loadCode'
const LOAD_ERROR = 'xstate.error.actor.loadCode'
const DONE = 'xstate.done.actor.generateCode'
const ERROR = 'xstate.error.actor.generateCode'
const TICK = 'xstate.after.codeTick.purchaseCode.active'

// A short expire_in keeps the model small; the countdown and the regeneration at zero are the same at 300.
/** The code already live when the page opens (a reload, a second phone), tied to a project, 2 s left. */
const LIVE: PurchaseCode = { token: '650218', expire_in: 2, project_id: 5 }
const NO_LIVE: LiveCode = { token: null, expire_in: 0, project_id: null }
/** A new code: when the page found none, and by 'Generar nuevo código'. */
const FIRST: PurchaseCode = { token: '483920', expire_in: 2, project_id: null }
const SECOND: PurchaseCode = { token: '105377', expire_in: 2, project_id: null }
/** At zero, the code another screen of the same user renewed first (and tied to a project). */
const RENEWED: PurchaseCode = { token: '771204', expire_in: 2, project_id: 6 }
const TOO_MANY = 'Demasiadas solicitudes. Espera un momento.'
const failures: Failure[] = [
  { kind: 'http', status: 429, msg: TOO_MANY },
  { kind: 'network' },
  { kind: 'http', status: 500 },
  // A credit-blocked builder (docs/decisions.md#credit-block): no code, the notice instead.
  { kind: 'http', status: 403, msg: CREDIT_BLOCK_MSG.cannotBuy },
]

/**
 * Opening reads the live code (there is one, or none); with none a code is asked for; by hand a new one, at zero
 * (remaining 0) the one another screen renewed meanwhile. Every request may fail in every way.
 */
const codeEvents = (snapshot: AnyMachineSnapshot): EventObject[] => [
  { type: 'code.regenerate' },
  { type: 'code.retry' },
  settled('loadCode', LIVE),
  settled('loadCode', NO_LIVE),
  ...failures.map((failure) => failed('loadCode', failure)),
  settled(
    'generateCode',
    snapshot.matches('issuing')
      ? FIRST
      : (snapshot.context as PurchaseCodeContext).remaining === 0
        ? RENEWED
        : SECOND,
  ),
  ...failures.map((failure) => failed('generateCode', failure)),
  { type: TICK },
]

/** The server's msg, the connection text when no answer came, else the generic text (spec: errors show msg). */
const failureText = (failure: Failure) =>
  failure.kind === 'network' ? MSG.connection : (failure.msg ?? MSG.unexpected)
const isBlock = (failure: Failure) => failure.kind === 'http' && failure.status === 403

/**
 * What the builder has so far, from what the test did: the code shown and its seconds left (from the answer's
 * expire_in, never below 1, one less a second), the code it replaced, the failure or block; how many times the
 * live code was read (opening, each Reintentar) and each code asked for, keeping a live one or not (none live on
 * opening and at zero: keep it; 'Generar nuevo código': replace it); and the project of every code shown.
 */
const codeSoFar = (trail: Trail) => {
  let so = {
    code: null as string | null,
    remaining: 0,
    previous: null as string | null,
    error: null as string | null,
    blocked: null as string | null,
    loads: 1,
    asked: [] as GenerateCodeInput[],
    projects: [] as Array<{ projectId: number | null }>,
    byTime: false,
  }
  const show = (code: PurchaseCode) => {
    so = {
      ...so,
      code: code.token,
      remaining: Math.max(1, Math.floor(code.expire_in)),
      projects: [...so.projects, { projectId: code.project_id }],
    }
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as { output: LiveCode; error: Failure }
    switch (event.type) {
      case LOAD_DONE:
        if (ev.output.token !== null) show(ev.output as PurchaseCode)
        else so = { ...so, asked: [...so.asked, { keepLive: true }] }
        break
      case DONE:
        show(ev.output as PurchaseCode)
        break
      case LOAD_ERROR:
      case ERROR:
        so = {
          ...so,
          code: null,
          ...(isBlock(ev.error) ? { blocked: failureText(ev.error) } : { error: failureText(ev.error) }),
        }
        break
      case TICK:
        if (so.remaining > 1) so = { ...so, remaining: so.remaining - 1 }
        else
          so = {
            ...so,
            previous: so.code,
            code: null,
            remaining: 0,
            asked: [...so.asked, { keepLive: true }],
            byTime: true,
          }
        break
      case 'code.regenerate':
        so = {
          ...so,
          previous: so.code,
          code: null,
          asked: [...so.asked, { keepLive: false }],
          byTime: false,
        }
        break
      case 'code.retry':
        so = { ...so, error: null, blocked: null, loads: so.loads + 1 }
        break
    }
  }
  return so
}

/** The calls made and the projects handed to the projects area are exactly those the trail asks for. */
const expectRequests = (observed: Observed, trail: Trail) => {
  const so = codeSoFar(trail)
  expect(calls(observed.started, 'loadCode'), 'reads of the live code').toHaveLength(so.loads)
  expect(calls(observed.started, 'generateCode').map((call) => call.input)).toEqual(so.asked)
  expect(
    observed.executed.filter((action) => action.type === 'showCodeProject').map((action) => action.params),
  ).toEqual(so.projects)
}

type CodeSelected = Pressed<PurchaseCodeApi, PurchaseCodeEvent>

/** Every answer of the server, and every failure, ends the request. */
const expectEveryOutcomeHandled = (observed: Observed<unknown>, outcomes: EventObject[]) => {
  for (const outcome of outcomes) expect(observed.can(outcome), JSON.stringify(outcome)).toBe(true)
}
const loadOutcomes = [
  settled('loadCode', LIVE),
  settled('loadCode', NO_LIVE),
  ...failures.map((failure) => failed('loadCode', failure)),
]
const codeOutcomes = [
  settled('generateCode', FIRST),
  ...failures.map((failure) => failed('generateCode', failure)),
]

/** No code is shown, copied or counted down. */
const expectNoCode = (selected: PurchaseCodeApi) => {
  expect(selected.code).toBeNull()
  expect(selected.spokenCode).toBe('')
  expect(selected.getCopyProps(() => {}).disabled).toBe(true)
  const copied: string[] = []
  selected.getCopyProps((code) => copied.push(code)).onClick()
  expect(copied, 'nothing to copy').toEqual([])
}

/** While a code is read or asked for: nothing else is asked, and every answer is handled. */
const expectBusy = (observed: Observed<CodeSelected>, label: string, outcomes: EventObject[]) => {
  const { selected } = observed
  expectNoCode(selected)
  expect(selected.busy).toBe(true)
  expect(selected.busyLabel).toBe(label)
  expect(selected.getRegenerateProps().loading).toBe(true)
  expect(selected.error).toBeNull()
  expect(selected.blocked).toBeNull()
  expect(observed.can({ type: 'code.regenerate' }), 'one request at a time').toBe(false)
  expect(observed.can({ type: 'code.retry' }), 'one request at a time').toBe(false)
  expectEveryOutcomeHandled(observed, outcomes)
}

const codeInvariants: Record<string, Invariant<CodeSelected>> = {
  'purchaseCode.loading': (observed, trail) => {
    // On opening and after Reintentar (a failure) or Intentar de nuevo (the block): the live code is read first.
    expect(['xstate.init', 'code.retry']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expectBusy(observed, 'Cargando tu código', loadOutcomes)
    expect(observed.started.at(-1)?.name).toBe('loadCode')
    expectRequests(observed, trail)
  },
  'purchaseCode.issuing': (observed, trail) => {
    // Only when the server said there is no live code.
    const read = trail.lastEvent as unknown as { type: string; output: LiveCode }
    expect(read.type).toBe(LOAD_DONE)
    expect(read.output.token).toBeNull()
    expectBusy(observed, 'Generando tu código', codeOutcomes)
    // A live code another screen made meanwhile is kept, not replaced.
    expect(observed.started.at(-1)).toEqual({ name: 'generateCode', input: { keepLive: true } })
    expectRequests(observed, trail)
  },
  'purchaseCode.active': (observed, trail) => {
    const { selected } = observed
    const so = codeSoFar(trail)
    expect([LOAD_DONE, DONE, TICK]).toContain(trail.lastEvent?.type)
    expect(selected.code).toBe(so.code)
    expect(selected.code).toMatch(/^\d{6}$/)
    expect(selected.spokenCode).toBe(so.code!.split('').join(' '))
    expect(selected.remaining).toBe(so.remaining)
    expect(selected.remaining).toBeGreaterThanOrEqual(1)
    expect(selected.busy).toBe(false)
    expect(selected.error).toBeNull()
    expect(selected.blocked).toBeNull()
    expect(selected.getCopyProps(() => {}).disabled).toBe(false)
    const copied: string[] = []
    selected.getCopyProps((code) => copied.push(code)).onClick()
    expect(copied).toEqual([so.code])
    expect(selected.getRegenerateProps()).toMatchObject({ disabled: false, loading: false })
    expectPressSends(observed, (api) => api.getRegenerateProps().onClick(), [{ type: 'code.regenerate' }])
    expectRequests(observed, trail)
  },
  'purchaseCode.regenerating': (observed, trail) => {
    const so = codeSoFar(trail)
    // By hand, or the countdown's last second ran out.
    expect(trail.lastEvent?.type).toBe(so.byTime ? TICK : 'code.regenerate')
    // The replaced code is not shown any more while the new one comes.
    expect(so.previous).not.toBeNull()
    expectBusy(observed, 'Generando un código nuevo', codeOutcomes)
    // By hand the live code is replaced; at zero one renewed by another screen is kept.
    expect(observed.started.at(-1)).toEqual({ name: 'generateCode', input: { keepLive: so.byTime } })
    expectRequests(observed, trail)
  },
  'purchaseCode.failed': (observed, trail) => {
    const { selected } = observed
    const failure = trail.lastEvent as unknown as { type: string; error: Failure }
    expect([LOAD_ERROR, ERROR]).toContain(failure.type)
    expect(isBlock(failure.error), 'a 403 is the credit block, not a failure to retry').toBe(false)
    expect(selected.error).toBe(failureText(failure.error))
    expect(selected.blocked).toBeNull()
    expectNoCode(selected)
    expect(selected.busy).toBe(false)
    // Only Reintentar: no new code from a failure.
    expect(selected.getRegenerateProps().disabled).toBe(true)
    expectPressSends(observed, (api) => api.getRetryProps().onClick(), [{ type: 'code.retry' }])
    expectRequests(observed, trail)
  },
  'purchaseCode.blocked': (observed, trail) => {
    const { selected } = observed
    const failure = trail.lastEvent as unknown as { type: string; error: Failure }
    expect([LOAD_ERROR, ERROR]).toContain(failure.type)
    expect(isBlock(failure.error), 'only a 403 blocks the builder').toBe(true)
    expect(selected.blocked).toBe(CREDIT_BLOCK_MSG.cannotBuy)
    expect(selected.error).toBeNull()
    expectNoCode(selected)
    expect(selected.busy).toBe(false)
    expect(selected.getRegenerateProps().disabled).toBe(true)
    // 'Intentar de nuevo' asks again.
    expectPressSends(observed, (api) => api.getRetryProps().onClick(), [{ type: 'code.retry' }])
    expectRequests(observed, trail)
  },
}

const codeSpec: ModelSpec<typeof purchaseCodeMachine, CodeSelected> = {
  machine: purchaseCodeMachine,
  events: codeEvents,
  select: recording<PurchaseCodeApi, PurchaseCodeEvent>(connectPurchaseCode),
  invariants: codeInvariants,
}

const USER_NUMBER = 4
const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
const regenerateButton = () => screen.getByRole('button', { name: /Generar nuevo código|Generando/ })

/** What the card shows around the code in every state but the block. */
const expectCard = (trail: Trail) => {
  expect(screen.getByRole('heading', { name: 'Tu código de compra' })).toBeInTheDocument()
  expect(screen.getByText('Número de usuario').nextElementSibling).toHaveTextContent(String(USER_NUMBER))
  const so = codeSoFar(trail)
  // A replaced code is never shown again.
  if (so.previous && so.previous !== so.code) expect(screen.queryByText(so.previous)).not.toBeInTheDocument()
}
const expectNoCodeShown = () => {
  expect(screen.getByText('Código de compra').nextElementSibling).not.toHaveTextContent(/\d{6}/)
  expect(screen.queryByRole('timer')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Copiar' })).toBeDisabled()
}
const expectBusyScreen = (trail: Trail, label: string) => {
  expectCard(trail)
  expect(screen.getByRole('status', { name: label })).toBeInTheDocument()
  expect(regenerateButton()).toHaveAttribute('aria-busy', 'true')
  expectNoCodeShown()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
}

const codeView = {
  render: (actor: AnyActorRef) =>
    render(<PurchaseCodeView actorRef={actor as PurchaseCodeActorRef} userNumber={USER_NUMBER} />),
  userEvents: {
    'code.regenerate': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Generar nuevo código' })),
    // 'Reintentar' after a failure, 'Intentar de nuevo' under the credit block.
    'code.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: /^(Reintentar|Intentar de nuevo)$/ })),
  },
  screens: {
    'purchaseCode.loading': (trail: Trail) => expectBusyScreen(trail, 'Cargando tu código'),
    'purchaseCode.issuing': (trail: Trail) => expectBusyScreen(trail, 'Generando tu código'),
    'purchaseCode.active': (trail: Trail) => {
      expectCard(trail)
      const { code, remaining } = codeSoFar(trail)
      const shown = screen.getByText('Código de compra').nextElementSibling!
      // The digits, and the same spelled out one by one for a screen reader.
      expect(within(shown as HTMLElement).getByText(code!)).toHaveAttribute('aria-hidden', 'true')
      expect(shown).toHaveTextContent(code!.split('').join(' '))
      expect(screen.getByRole('timer')).toHaveTextContent(`Vence en ${mmss(remaining)}`)
      expect(screen.getByRole('button', { name: 'Copiar' })).toBeEnabled()
      expect(screen.getByRole('button', { name: 'Generar nuevo código' })).toBeEnabled()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
    'purchaseCode.regenerating': (trail: Trail) => {
      expectBusyScreen(trail, 'Generando un código nuevo')
      expect(screen.queryByText(codeSoFar(trail).previous!)).not.toBeInTheDocument()
    },
    'purchaseCode.failed': (trail: Trail) => {
      expectCard(trail)
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos generar tu código')
      expect(alert).toHaveTextContent(codeSoFar(trail).error!)
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByText(CREDIT_BLOCK_MSG.title)).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Generar nuevo código' })).toBeDisabled()
      expectNoCodeShown()
    },
    'purchaseCode.blocked': (trail: Trail) => {
      const notice = screen.getByRole('alert', { name: CREDIT_BLOCK_MSG.title })
      expect(notice).toHaveTextContent(codeSoFar(trail).blocked!)
      expect(notice).toHaveTextContent('Se desbloquea cuando')
      expect(within(notice).getByRole('link', { name: 'Ver compras reportadas' })).toHaveAttribute(
        'href',
        CREDIT_BLOCK_LINK,
      )
      expect(within(notice).getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled()
      // No code, countdown, copy or new code.
      for (const token of [FIRST.token, SECOND.token])
        expect(screen.queryByText(token)).not.toBeInTheDocument()
      expect(screen.queryByRole('timer')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Copiar' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /Generar nuevo código/ })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
  },
}

describeModel('purchase-code machine', codeSpec, codeView, [
  { name: '' },
  {
    // The machine's floor: an answer of less than a second still shows a code for one second, then a new one.
    name: 'a code answered with expire_in 0',
    events: (snapshot) =>
      snapshot.matches('loading')
        ? [settled('loadCode', NO_LIVE)]
        : snapshot.matches('issuing')
          ? [settled('generateCode', { token: '731905', expire_in: 0, project_id: null })]
          : codeEvents(snapshot).filter((event) => event.type === DONE || event.type === TICK),
  },
])

describe('purchase code', () => {
  it('shows the live code on opening with the seconds it has left and its project, and asks for none', async () => {
    const showCodeProject = vi.fn()
    const { actor, controller, clock } = startLive(
      purchaseCodeMachine.provide({ actions: { showCodeProject } }),
    )
    const api = () => connectPurchaseCode(actor.getSnapshot(), () => {})
    controller.settle('loadCode', { output: { token: '650218', expire_in: 183, project_id: 5 } })
    await settle()
    expect(api()).toMatchObject({ code: '650218', remaining: 183, busy: false })
    expect(showCodeProject).toHaveBeenCalledTimes(1)
    expect(showCodeProject.mock.calls[0]![1]).toEqual({ projectId: 5 })
    clock.increment(1000)
    expect(api().remaining).toBe(182)
    expect(controller.started.map((s) => s.name)).toEqual(['loadCode'])
    actor.stop()
  })

  it('counts down from expire_in (300 s), renews by itself at zero keeping a code renewed elsewhere, by hand replaces it', async () => {
    const showCodeProject = vi.fn()
    const { actor, controller, clock } = startLive(
      purchaseCodeMachine.provide({ actions: { showCodeProject } }),
    )
    const api = () => connectPurchaseCode(actor.getSnapshot(), () => {})
    const projects = () => showCodeProject.mock.calls.map((call) => call[1])
    controller.settle('loadCode', { output: { token: null, expire_in: 0, project_id: null } })
    await settle()
    expect(controller.inputOf('generateCode')).toEqual({ keepLive: true })
    controller.settle('generateCode', { output: { token: '111111', expire_in: 300, project_id: null } })
    await settle()
    expect(api()).toMatchObject({ code: '111111', remaining: 300 })
    expect(projects()).toEqual([{ projectId: null }])
    clock.increment(1000)
    expect(api().remaining).toBe(299)
    for (let i = 0; i < 298; i++) clock.increment(1000)
    expect(api()).toMatchObject({ code: '111111', remaining: 1 })
    clock.increment(1000)
    expect(api()).toMatchObject({ code: null, busy: true, busyLabel: 'Generando un código nuevo' })
    expect(controller.started.map((s) => s.name)).toEqual(['loadCode', 'generateCode', 'generateCode'])
    expect(controller.inputOf('generateCode')).toEqual({ keepLive: true })
    // Another screen of the same user renewed first and chose a project: that code, with its project.
    controller.settle('generateCode', { output: { token: '222222', expire_in: 298, project_id: 6 } })
    await settle()
    expect(api()).toMatchObject({ code: '222222', remaining: 298 })
    expect(projects()).toEqual([{ projectId: null }, { projectId: 6 }])
    // By hand: a new code replacing the live one, no project.
    actor.send({ type: 'code.regenerate' })
    expect(controller.inputOf('generateCode')).toEqual({ keepLive: false })
    controller.settle('generateCode', { output: { token: '333333', expire_in: 300, project_id: null } })
    await settle()
    expect(api()).toMatchObject({ code: '333333', remaining: 300 })
    expect(projects()).toEqual([{ projectId: null }, { projectId: 6 }, { projectId: null }])
    actor.stop()
  })

  it('after a failure, Reintentar reads the live code again instead of asking for another', async () => {
    const showCodeProject = vi.fn()
    const { actor, controller } = startLive(purchaseCodeMachine.provide({ actions: { showCodeProject } }))
    controller.settle('loadCode', { output: { token: '111111', expire_in: 300, project_id: null } })
    await settle()
    actor.send({ type: 'code.regenerate' })
    // The answer is lost: the server may have made the new code or not.
    controller.settle('generateCode', { error: { kind: 'network' } })
    await settle()
    expect(showCodeProject).toHaveBeenCalledTimes(1)
    actor.send({ type: 'code.retry' })
    expect(controller.started.map((s) => s.name)).toEqual(['loadCode', 'generateCode', 'loadCode'])
    controller.settle('loadCode', { output: { token: '444444', expire_in: 297, project_id: null } })
    await settle()
    expect(connectPurchaseCode(actor.getSnapshot(), () => {})).toMatchObject({
      code: '444444',
      remaining: 297,
    })
    actor.stop()
  })

  it('a failure or the block shows no project (no code)', async () => {
    const showCodeProject = vi.fn()
    const { actor, controller } = startLive(purchaseCodeMachine.provide({ actions: { showCodeProject } }))
    controller.settle('loadCode', { error: { kind: 'network' } })
    await settle()
    actor.send({ type: 'code.retry' })
    controller.settle('loadCode', {
      error: { kind: 'http', status: 403, msg: CREDIT_BLOCK_MSG.cannotBuy },
    })
    await settle()
    expect(showCodeProject).not.toHaveBeenCalled()
    actor.stop()
  })

  it('copies the code with a toast and has no axe violations', async () => {
    const user = userEvent.setup()
    const { actor, controller } = startLive(purchaseCodeMachine)
    render(
      <>
        <PurchaseCodeView actorRef={actor as PurchaseCodeActorRef} userNumber={USER_NUMBER} />
        <Toaster />
      </>,
    )
    await expectNoAxeViolations()
    await act(async () => {
      controller.settle('loadCode', { output: { token: '483920', expire_in: 300, project_id: null } })
      await settle()
    })
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    await waitFor(() => expect(screen.getByText('Código copiado')).toBeInTheDocument())
    expect(await navigator.clipboard.readText()).toBe('483920')
    actor.stop()
  })
})

// ---------------------------------------------------------------- assign-to-project

const PROJECTS = [
  { id: 5, name: 'Torre Norte' },
  { id: 6, name: 'Casa Jardines' },
]
const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const ASSIGNED = 'Proyecto asignado'
const NO_LIVE_CODE = 'No tienes un código de compra vigente'
const NOT_FOUND = 'Proyecto no encontrado'

/**
 * Load (projects, none, failure); choose a project (accepted, refused, failed); a new code clears the choice; a
 * live code read again brings back its project, also while the projects still load (code and projects load side
 * by side), and a new code then clears that too.
 */
const projectEvents = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as CodeProjectContext
  if (snapshot.matches('loading'))
    return [
      settled('loadProjects', PROJECTS),
      settled('loadProjects', []),
      failed('loadProjects', { kind: 'network' }),
      failed('loadProjects', { kind: 'http', status: 500 }),
      ctx.chosenId === null ? e('project.restore', { id: 6 }) : e('project.clear'),
    ]
  if (snapshot.matches('failed')) return [e('projects.reload')]
  if (snapshot.matches({ ready: 'assigning' }))
    return [
      settled('assignProjectToCode', { success: true, msg: ASSIGNED }),
      settled('assignProjectToCode', { success: false, msg: NO_LIVE_CODE }),
      failed('assignProjectToCode', { kind: 'http', status: 404, msg: NOT_FOUND }),
      failed('assignProjectToCode', { kind: 'network' }),
      e('project.clear'),
    ]
  if (ctx.projects.length === 0) return [e('project.clear')]
  if (ctx.assignError) return [e('project.choose', { id: 6 })]
  return ctx.chosenId === null
    ? [e('project.choose', { id: 5 }), e('project.clear'), e('project.restore', { id: 6 })]
    : [e('project.choose', { id: ctx.chosenId === 5 ? 6 : 5 }), e('project.clear')]
}

type Project = (typeof PROJECTS)[number]
const loadText = (failure: Failure) =>
  failure.kind === 'network' ? MSG.connection : (failure.msg ?? ACTION_MSG.genericError)

/**
 * The builder's projects, the one the live code is tied to, the one being sent and the last refusal, from what
 * the test did. Choosing goes out at once (POST projects/assign) unless it is the project already assigned;
 * a refusal or a failure keeps the previous choice; a new code (`project.clear`) forgets it; a code read again
 * (`project.restore`) brings back its own, shown once the projects are there.
 */
const projectSoFar = (trail: Trail) => {
  let so = {
    projects: [] as Project[],
    loads: 1,
    loadError: null as string | null,
    chosenId: null as number | null,
    pending: null as Project | null,
    assignError: null as string | null,
    sent: [] as number[],
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as { id: number; output: unknown; error: Failure }
    switch (event.type) {
      case 'xstate.done.actor.loadProjects':
        so = { ...so, projects: ev.output as Project[], loadError: null }
        break
      case 'xstate.error.actor.loadProjects':
        so = { ...so, loadError: loadText(ev.error) }
        break
      case 'projects.reload':
        so = { ...so, loads: so.loads + 1 }
        break
      case 'project.choose': {
        const project = so.projects.find((p) => p.id === ev.id)
        if (project && project.id !== so.chosenId)
          so = { ...so, pending: project, assignError: null, sent: [...so.sent, project.id] }
        break
      }
      case 'xstate.done.actor.assignProjectToCode': {
        const output = ev.output as { success: boolean; msg: string }
        so = output.success
          ? { ...so, chosenId: so.pending!.id, pending: null }
          : { ...so, pending: null, assignError: output.msg }
        break
      }
      case 'xstate.error.actor.assignProjectToCode':
        so = { ...so, pending: null, assignError: loadText(ev.error) }
        break
      case 'project.clear':
        so = { ...so, chosenId: null, pending: null, assignError: null }
        break
      case 'project.restore':
        so = { ...so, chosenId: ev.id }
        break
    }
  }
  return { ...so, chosen: so.projects.find((p) => p.id === so.chosenId) ?? null }
}

const expectProjectCalls = (started: Observed['started'], trail: Trail) => {
  const so = projectSoFar(trail)
  expect(calls(started, 'loadProjects')).toHaveLength(so.loads)
  expect(calls(started, 'assignProjectToCode').map((s) => s.input)).toEqual(
    so.sent.map((id) => ({ project_id: id })),
  )
}

type ProjectSelected = Pressed<CodeProjectApi, CodeProjectEvent>
const projectOutcomes = {
  loading: [settled('loadProjects', PROJECTS), failed('loadProjects', { kind: 'network' })],
  assigning: [
    settled('assignProjectToCode', { success: true, msg: ASSIGNED }),
    settled('assignProjectToCode', { success: false, msg: NO_LIVE_CODE }),
    failed('assignProjectToCode', { kind: 'network' }),
  ],
}
/** A new purchase code forgets the choice, and a code read again brings back its project, at any time. */
const clears = (observed: Observed<unknown>) =>
  observed.can({ type: 'project.clear' }) && observed.can(e('project.restore', { id: 5 }))

const projectInvariants: Record<string, Invariant<ProjectSelected>> = {
  'codeProject.loading': (observed, trail) => {
    const { selected, started } = observed
    expect(['xstate.init', 'projects.reload', 'project.restore', 'project.clear']).toContain(
      trail.lastEvent?.type ?? 'xstate.init',
    )
    expect(selected.loading).toBe(true)
    expect(observed.tags).toContain('busy')
    expect(selected.getSelectProps().disabled).toBe(true)
    expect(selected.loadError).toBeNull()
    const so = projectSoFar(trail)
    expect(selected.projects).toEqual(so.projects)
    // A project brought back is shown once the projects are there.
    expect(selected.chosen).toEqual(so.chosen)
    expect(clears(observed)).toBe(true)
    expectProjectCalls(started, trail)
    expectEveryOutcomeHandled(observed, projectOutcomes.loading)
  },
  'codeProject.failed': (observed, trail) => {
    expect(observed.can({ type: 'projects.reload' }), "'Reintentar' is offered").toBe(true)
    const { selected, started } = observed
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadProjects')
    expect(selected.loading).toBe(false)
    expect(selected.loadError).toBe(projectSoFar(trail).loadError)
    expect(observed.tags).not.toContain('busy')
    expect(selected.projects).toEqual(projectSoFar(trail).projects)
    expect(selected.noProjects).toBe(false)
    expect(clears(observed)).toBe(true)
    expectPressSends(observed, (api) => api.getReloadProps().onClick(), [{ type: 'projects.reload' }])
    expectProjectCalls(started, trail)
  },
  'codeProject.ready.idle': (observed, trail) => {
    const { selected, started } = observed
    const so = projectSoFar(trail)
    expect(selected.projects).toEqual(so.projects)
    expect(selected.noProjects).toBe(so.projects.length === 0)
    expect(selected.chosen).toEqual(so.chosen)
    expect(selected.assignError).toBe(so.assignError)
    expect(selected.loadError).toBeNull()
    expect(selected.assigning).toBe(false)
    expect(observed.tags).not.toContain('busy')
    // The field carries the API's name (POST projects/assign {project_id}).
    expect(selected.getSelectProps()).toMatchObject({
      name: 'project_id',
      value: String(so.chosen?.id ?? ''),
      disabled: false,
    })
    // 'Elige un proyecto' sends nothing; another project of the list goes out; the assigned one or one not in
    // the list is not sent.
    expectPressSends(observed, (api) => api.getSelectProps().onChange(''), [])
    const other = so.projects.find((project) => project.id !== so.chosen?.id)
    if (other)
      expectPressSends(observed, (api) => api.getSelectProps().onChange(String(other.id)), [
        { type: 'project.choose', id: other.id },
      ])
    if (so.chosen) expect(observed.can(e('project.choose', { id: so.chosen.id }))).toBe(false)
    expect(observed.can(e('project.choose', { id: 99 }))).toBe(false)
    expect(clears(observed)).toBe(true)
    expectProjectCalls(started, trail)
  },
  'codeProject.ready.assigning': (observed, trail) => {
    const { selected, started } = observed
    const so = projectSoFar(trail)
    expect(trail.lastEvent?.type).toBe('project.choose')
    // Only another project of the list is sent: choosing the assigned one again sends nothing.
    expect(so.pending, 'the choice is another project of the list').not.toBeNull()
    expect(selected.assigning).toBe(true)
    expect(observed.tags).toContain('busy')
    // The choice shows in the select while it is sent; the assigned project is still the previous one.
    expect(selected.getSelectProps()).toMatchObject({ value: String(so.pending!.id), disabled: true })
    expect(selected.chosen).toEqual(so.chosen)
    expect(selected.assignError).toBeNull()
    expect(started.at(-1)).toEqual({ name: 'assignProjectToCode', input: { project_id: so.pending!.id } })
    expectProjectCalls(started, trail)
    // One assignment at a time; a new code still clears.
    for (const project of PROJECTS) expect(observed.can(e('project.choose', { id: project.id }))).toBe(false)
    expect(clears(observed)).toBe(true)
    expectEveryOutcomeHandled(observed, projectOutcomes.assigning)
  },
}

const projectSpec: ModelSpec<typeof codeProjectMachine, ProjectSelected> = {
  machine: codeProjectMachine,
  events: projectEvents,
  select: recording<CodeProjectApi, CodeProjectEvent>(connectCodeProject),
  invariants: projectInvariants,
}

/**
 * 'project.clear' (a new code) and 'project.restore' (a code read again) come from the purchase-code flow, not
 * from this view: the step sends them.
 */
let projectActor: AnyActorRef | null = null
const projectSelect = () => screen.getByRole('combobox', { name: 'Proyecto' })
const projectView = {
  render: (actor: AnyActorRef) => {
    projectActor = actor
    render(<CodeProjectView actorRef={actor as CodeProjectActorRef} />)
  },
  userEvents: {
    'projects.reload': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    'project.choose': async (event: EventObject) => {
      const { id } = event as unknown as { id: number }
      await userEvent.setup().selectOptions(projectSelect(), PROJECTS.find((p) => p.id === id)!.name)
    },
    'project.clear': async () => {
      await act(async () => projectActor?.send({ type: 'project.clear' }))
    },
    'project.restore': async (event: EventObject) => {
      const { id } = event as unknown as { id: number }
      await act(async () => projectActor?.send({ type: 'project.restore', id }))
    },
  },
  screens: {
    'codeProject.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando proyectos' })).toBeInTheDocument()
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
    'codeProject.failed': (trail: Trail) => {
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar tus proyectos')
      expect(alert).toHaveTextContent(projectSoFar(trail).loadError!)
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    },
    'codeProject.ready.idle': (trail: Trail) => {
      const so = projectSoFar(trail)
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      if (so.projects.length === 0) {
        expect(screen.getByText(/Aún no tienes proyectos/)).toBeInTheDocument()
        expect(screen.getByRole('link', { name: 'Crear un proyecto' })).toHaveAttribute('href', '/projects')
        expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
        return
      }
      expect(projectSelect()).toBeEnabled()
      expect(projectSelect()).toHaveValue(String(so.chosen?.id ?? ''))
      expect(
        within(projectSelect())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Elige un proyecto', 'Torre Norte', 'Casa Jardines'])
      if (so.chosen)
        expect(screen.getByText(/Proyecto asignado/)).toHaveTextContent(
          `Proyecto asignado: ${so.chosen.name}`,
        )
      else expect(screen.getByText('Sin proyecto asignado')).toBeInTheDocument()
      if (so.assignError) expect(screen.getByRole('alert')).toHaveTextContent(so.assignError)
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
    'codeProject.ready.assigning': (trail: Trail) => {
      const so = projectSoFar(trail)
      expect(screen.getByRole('status', { name: 'Asignando proyecto' })).toBeInTheDocument()
      expect(projectSelect()).toBeDisabled()
      expect(projectSelect()).toHaveValue(String(so.pending!.id))
      if (so.chosen)
        expect(screen.getByText(/Proyecto asignado/)).toHaveTextContent(
          `Proyecto asignado: ${so.chosen.name}`,
        )
      else expect(screen.getByText('Sin proyecto asignado')).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  },
}

describeModel('assign-to-project of the purchase code', projectSpec, projectView)

describe('assign-to-project', () => {
  /** The purchase-code flow with its hook wired to `project` as the page wires it, its API answering `answers`. */
  const codeFlowFor = (
    project: { send: (event: CodeProjectEvent) => void },
    answers: { live: LiveCode; issued?: PurchaseCode },
  ) =>
    createActor(
      purchaseCodeMachine.provide({
        actors: {
          loadCode: fromPromise(async () => answers.live),
          generateCode: fromPromise(async () => answers.issued ?? FIRST),
        },
        actions: showCodeProjectIn(project),
      }),
    )

  it('sends the chosen project with POST projects/assign, and a new code clears the choice', async () => {
    const project = startLive(codeProjectMachine)
    const chosen = () => connectCodeProject(project.actor.getSnapshot(), () => {}).chosen
    const code = codeFlowFor(project.actor, {
      live: NO_LIVE,
      issued: { token: '483920', expire_in: 300, project_id: null },
    })
    project.controller.settle('loadProjects', { output: PROJECTS })
    await settle()
    project.actor.send({ type: 'project.choose', id: 5 })
    expect(project.controller.inputOf('assignProjectToCode')).toEqual({ project_id: 5 })
    project.controller.settle('assignProjectToCode', { output: { success: true, msg: ASSIGNED } })
    await settle()
    expect(chosen()).toEqual(PROJECTS[0])
    code.start()
    await settle()
    expect(connectPurchaseCode(code.getSnapshot(), () => {}).code).toBe('483920')
    expect(chosen()).toBeNull()
    code.stop()
    project.actor.stop()
  })

  it('a reload shows the project the live code carries, read before the projects arrive', async () => {
    const project = startLive(codeProjectMachine)
    const api = () => connectCodeProject(project.actor.getSnapshot(), () => {})
    const code = codeFlowFor(project.actor, { live: { token: '650218', expire_in: 120, project_id: 6 } })
    code.start()
    await settle()
    expect(connectPurchaseCode(code.getSnapshot(), () => {}).code).toBe('650218')
    expect(api().loading).toBe(true)
    project.controller.settle('loadProjects', { output: PROJECTS })
    await settle()
    expect(api().chosen).toEqual(PROJECTS[1])
    expect(api().getSelectProps().value).toBe('6')
    // Nothing was sent: the server has it already.
    expect(project.controller.started.map((s) => s.name)).toEqual(['loadProjects'])
    code.stop()
    project.actor.stop()
  })

  it('has no axe violations with a chosen project', async () => {
    const { actor, controller } = startLive(codeProjectMachine)
    render(<CodeProjectView actorRef={actor as CodeProjectActorRef} />)
    await act(async () => {
      controller.settle('loadProjects', { output: PROJECTS })
      await settle()
    })
    await userEvent.setup().selectOptions(projectSelect(), 'Torre Norte')
    await act(async () => {
      controller.settle('assignProjectToCode', { output: { success: true, msg: ASSIGNED } })
      await settle()
    })
    expect(screen.getByText(/Proyecto asignado/)).toHaveTextContent('Torre Norte')
    await expectNoAxeViolations()
    actor.stop()
  })
})
