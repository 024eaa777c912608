import type { ApplicationDetail } from '@contract/applications'
import {
  type ApplicationReviewApi,
  type ApplicationReviewContext,
  applicationReviewMachine,
  connectApplicationReview as connect,
} from '@machines/operator-applications'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ApplicationReviewView } from '@/features/operator/ApplicationReviewView'
import type { ApplicationReviewActorRef } from '@/features/operator/operatorLogic'
import { formatDateTime } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'
import { APPROVED, DECLINED, IN_PROGRESS, SUBMITTED } from './operator.fixtures'

/** One application for the operator: its data, documents opened in a new tab, quiz, and the decision. */

const CONNECTION = 'Error de conexión. Inténtalo nuevamente.'
const UNEXPECTED = 'Ocurrió un error inesperado. Inténtalo nuevamente.'
const NOT_FOUND = 'No encontramos esa solicitud'
const POPUP_BLOCKED =
  'Tu navegador bloqueó la ventana nueva. Permite las ventanas emergentes e inténtalo de nuevo.'
const NOT_SUBMITTED = 'La solicitud todavía no está completa'
/** The registration's document names. */
const DOCUMENT_LABELS: Record<string, string> = {
  official_identification_legal_representative: 'Identificación oficial del representante legal',
  constitutive_act: 'Acta constitutiva',
}
const [ID_CARD, ACT] = SUBMITTED.documents as [
  ApplicationDetail['documents'][number],
  ApplicationDetail['documents'][number],
]

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

/** What the operator saw and did so far. */
const soFar = (trail: Trail) => {
  let application: ApplicationDetail | null = null
  let error: string | null = null
  let missing = false
  let notice: string | null = null
  let documentError: string | null = null
  let loads = 1
  let opens = 0
  let opening: number | null = null
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    switch (event.type) {
      case 'xstate.done.actor.loadApplication':
        application = ev.output as ApplicationDetail
        break
      case 'xstate.error.actor.loadApplication': {
        const failure = ev.error as { kind: string; status?: number; msg?: string }
        missing = failure.status === 404
        error = failure.kind === 'network' ? CONNECTION : (failure.msg ?? UNEXPECTED)
        break
      }
      case 'application.retry':
        loads++
        error = null
        break
      case 'application.reload':
        loads++
        notice = null
        documentError = null
        opening = null
        break
      case 'application.decided':
        application = ev.application as ApplicationDetail
        notice = ev.msg as string
        break
      case 'document.open':
        // Only the application's own documents open.
        if (application?.documents.some((d) => d.file_id === ev.fileId)) {
          opens++
          opening = ev.fileId as number
          documentError = null
        }
        break
      case 'xstate.done.actor.openDocument':
        documentError = ev.output as string | null
        opening = null
        break
      case 'xstate.error.actor.openDocument': {
        const failure = ev.error as { kind: string; msg?: string }
        documentError = failure.kind === 'network' ? CONNECTION : (failure.msg ?? UNEXPECTED)
        opening = null
        break
      }
    }
  }
  return { application, error, missing, notice, documentError, loads, opens, opening }
}

const reviewEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as ApplicationReviewContext
  if (s.matches('loading'))
    // A reload after a refused decision finds it decided.
    return ctx.application
      ? [settled('loadApplication', APPROVED)]
      : [
          settled('loadApplication', SUBMITTED),
          settled('loadApplication', DECLINED),
          settled('loadApplication', IN_PROGRESS),
          failed('loadApplication', { kind: 'http', status: 404, msg: NOT_FOUND }),
          failed('loadApplication', { kind: 'network' }),
          failed('loadApplication', { kind: 'http', status: 500 }),
        ]
  if (s.matches('failed')) return [e('application.retry')]
  if (s.matches('openingDocument'))
    return [
      settled('openDocument', null),
      settled('openDocument', POPUP_BLOCKED),
      failed('openDocument', { kind: 'http', status: 404, msg: 'Archivo no encontrado' }),
      ...(ctx.application?.status === 'submitted'
        ? [
            e('application.decided', { application: APPROVED, msg: 'Solicitud aprobada' }),
            e('application.reload'),
          ]
        : []),
    ]
  if (s.matches('ready') && ctx.application?.status === 'submitted' && !ctx.documentError)
    return [
      e('document.open', { fileId: ID_CARD.file_id }),
      // A file of another application: nothing happens.
      e('document.open', { fileId: 999 }),
      e('application.decided', { application: APPROVED, msg: 'Solicitud aprobada' }),
      e('application.reload'),
    ]
  if (s.matches('ready') && ctx.application?.status === 'submitted')
    return [e('document.open', { fileId: ACT.file_id }), e('application.reload')]
  if (s.matches('ready') && ctx.application?.status === 'declined')
    return [e('document.open', { fileId: ACT.file_id })]
  return []
}

const expectShown = (selected: ApplicationReviewApi, so: ReturnType<typeof soFar>) => {
  const application = so.application!
  expect(selected.application).toEqual(application)
  expect(selected.documents.map((d) => [d.label, d.file_id])).toEqual(
    application.documents.map((d) => [DOCUMENT_LABELS[d.prop], d.file_id]),
  )
  // Only a submitted application waits for 'Aprobar' or 'Rechazar'.
  expect(selected.canDecide).toBe(application.status === 'submitted')
  expect(selected.notice).toBe(so.notice)
  expect(selected.documentError).toBe(so.documentError)
  expect(selected.missing).toBeNull()
  expect(selected.loadError).toBeNull()
}

const invariants: Record<string, Invariant<ApplicationReviewApi>> = {
  'applicationReview.loading': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    expect(tags).toEqual(['busy'])
    expect(selected.loading).toBe(true)
    expect(selected.application).toBeNull()
    const loads = started.filter((call) => call.name === 'loadApplication')
    expect(loads).toHaveLength(so.loads)
    expect(loads.at(-1)?.input).toEqual({ id: '6' })
  },
  'applicationReview.ready': ({ selected, tags, started }, trail) => {
    const so = soFar(trail)
    expect(tags).toEqual([])
    expectShown(selected, so)
    for (const document of selected.documents)
      expect(selected.getDocumentProps(document)).toMatchObject({ loading: false, disabled: false })
    expect(started.filter((call) => call.name === 'openDocument')).toHaveLength(so.opens)
  },
  'applicationReview.openingDocument': ({ selected, started }, trail) => {
    const so = soFar(trail)
    expectShown(selected, so)
    // The one asked for is busy; the others wait.
    for (const document of selected.documents)
      expect(selected.getDocumentProps(document)).toMatchObject({
        loading: document.file_id === so.opening,
        disabled: true,
      })
    const opens = started.filter((call) => call.name === 'openDocument')
    expect(opens).toHaveLength(so.opens)
    expect(opens.at(-1)?.input).toEqual({ fileId: so.opening })
  },
  'applicationReview.missing': ({ selected, can }, trail) => {
    const so = soFar(trail)
    expect(so.missing).toBe(true)
    expect(selected.missing).toBe(NOT_FOUND)
    expect(selected.application).toBeNull()
    expect(selected.loadError).toBeNull()
    // Nothing to try again: there is no such application.
    expect(can({ type: 'application.retry' })).toBe(false)
  },
  'applicationReview.failed': ({ selected, can }, trail) => {
    const so = soFar(trail)
    expect(selected.loadError).toBe(so.error)
    expect(selected.missing).toBeNull()
    expect(selected.application).toBeNull()
    expect(can({ type: 'application.retry' })).toBe(true)
  },
}

const spec: ModelSpec<typeof applicationReviewMachine, ApplicationReviewApi> = {
  machine: applicationReviewMachine,
  input: { id: '6' },
  events: reviewEvents,
  select: (snapshot: AnyMachineSnapshot) => connect(snapshot as never, () => {}),
  invariants,
}

const onApprove = vi.fn()
const onDecline = vi.fn()
let current: AnyActorRef | null = null

const expectApplication = (so: ReturnType<typeof soFar>) => {
  const application = so.application!
  expect(screen.getByRole('heading', { level: 1, name: application.business_name })).toBeInTheDocument()
  const statusText = {
    submitted: 'Por evaluar',
    in_progress: 'En proceso',
    approved: 'Aprobada',
    declined: 'Rechazada',
  }[application.status]
  expect(screen.getAllByText(statusText).length).toBeGreaterThan(0)
  expect(screen.getByRole('link', { name: 'Volver a solicitudes' })).toHaveAttribute(
    'href',
    '/operador/solicitudes',
  )
  const approve = screen.queryByRole('button', { name: 'Aprobar' })
  const decline = screen.queryByRole('button', { name: 'Rechazar' })
  if (application.status === 'submitted') {
    expect(approve).toBeEnabled()
    expect(decline).toBeEnabled()
  } else {
    expect(approve).toBeNull()
    expect(decline).toBeNull()
  }
  const decision = screen.queryByRole('region', { name: 'Decisión' })
  if (application.status === 'approved' || application.status === 'declined') {
    expect(decision).toHaveTextContent(`Decidida por${application.decided_by!.name}`)
    expect(decision).toHaveTextContent(formatDateTime(application.decided_at!))
    if (application.status === 'declined') expect(decision).toHaveTextContent(application.decline_reason!)
    else {
      expect(decision).toHaveTextContent('Línea de crédito$150,000.50')
      expect(decision).toHaveTextContent('Límite por compra$50,000.00')
      expect(decision).toHaveTextContent('Plazo máximo30 días')
      expect(decision).toHaveTextContent('Cliente#40')
    }
  } else expect(decision).toBeNull()

  // The business, its people, its documents and its answers.
  const contact = screen.getByRole('region', { name: 'Contacto' })
  expect(contact).toHaveTextContent(application.contact_email)
  expect(contact).toHaveTextContent('4421234567')
  const documents = screen.getByRole('region', { name: 'Documentos' })
  for (const document of application.documents)
    expect(
      within(documents).getByRole('button', { name: `Ver ${DOCUMENT_LABELS[document.prop]}` }),
    ).toBeInTheDocument()
  if (application.documents.length === 0)
    expect(documents).toHaveTextContent('La solicitud no tiene documentos.')
  const quiz = screen.getByRole('region', { name: 'Cuestionario' })
  if (application.quiz_answers)
    for (const answer of application.quiz_answers)
      expect(quiz).toHaveTextContent(`${answer.title}${answer.answer}`)
  else expect(quiz).toHaveTextContent('El negocio aún no responde el cuestionario.')
  if (application.users)
    expect(screen.getByRole('region', { name: 'Usuarios' })).toHaveTextContent('pagos@edificacionesrios.mx')
  // The decision just taken, or that the application is not complete yet; and why a document did not open.
  const notes = [so.notice, application.status === 'in_progress' ? NOT_SUBMITTED : null].filter(Boolean)
  expect(screen.queryAllByRole('status').map((node) => node.textContent)).toEqual(notes)
  if (so.documentError) expect(screen.getByRole('alert')).toHaveTextContent(so.documentError)
  else expect(screen.queryByRole('alert')).toBeNull()
}

const view = {
  render: (actor: AnyActorRef) => {
    current = actor
    return render(
      <ApplicationReviewView
        actorRef={actor as ApplicationReviewActorRef}
        title="Solicitud de crédito"
        onApprove={onApprove}
        onDecline={onDecline}
      />,
    )
  },
  userEvents: {
    'document.open': async (event: EventObject) => {
      const { fileId } = event as unknown as { fileId: number }
      const document = SUBMITTED.documents.find((d) => d.file_id === fileId)
      // A file of another application has no button.
      if (!document) return
      fireEvent.click(screen.getByRole('button', { name: `Ver ${DOCUMENT_LABELS[document.prop]}` }))
    },
    'application.retry': async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }))
    },
    // The decision dialog's answers reach the page through its hooks (ApplicationReviewPage).
    'application.decided': async (event: EventObject) => act(async () => current?.send(event)),
    'application.reload': async (event: EventObject) => act(async () => current?.send(event)),
  },
  screens: {
    'applicationReview.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando la solicitud' })).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de crédito' })).toBeInTheDocument()
    },
    'applicationReview.ready': (trail: Trail) => expectApplication(soFar(trail)),
    'applicationReview.openingDocument': (trail: Trail) => {
      const so = soFar(trail)
      const document = so.application!.documents.find((d) => d.file_id === so.opening)!
      expect(screen.getByRole('button', { name: `Ver ${DOCUMENT_LABELS[document.prop]}` })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    },
    'applicationReview.missing': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(NOT_FOUND)
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
      expect(screen.getByRole('link', { name: 'Volver a solicitudes' })).toBeInTheDocument()
    },
    'applicationReview.failed': (trail: Trail) => {
      expect(screen.getByRole('alert')).toHaveTextContent(soFar(trail).error!)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
  },
}

describeModel('application review machine', spec, view)

describe('application review machine, details', () => {
  it("hands 'Aprobar' and 'Rechazar' the application shown", async () => {
    const { actor, controller } = startLive(applicationReviewMachine, { id: '6' })
    controller.settle('loadApplication', { output: SUBMITTED })
    await settle()
    onApprove.mockClear()
    onDecline.mockClear()
    view.render(actor)
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar' }))
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }))
    expect(onApprove).toHaveBeenCalledWith(SUBMITTED)
    expect(onDecline).toHaveBeenCalledWith(SUBMITTED)
    await expectNoAxeViolations()
    actor.stop()
  })

  it('shows a decided application with who and when, axe-clean', async () => {
    const { actor, controller } = startLive(applicationReviewMachine, { id: '6' })
    controller.settle('loadApplication', { output: APPROVED })
    await settle()
    view.render(actor)
    expect(screen.getByRole('region', { name: 'Decisión' })).toHaveTextContent('Sofía Castañeda')
    await expectNoAxeViolations()
    actor.stop()
  })
})
