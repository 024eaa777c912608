import { BANK_STATEMENTS, REG_MSG } from '@contract/registration'
import {
  type DocumentsContext,
  type DocumentsInput,
  documentsMachine,
  fileProblem,
} from '@machines/registration'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, assign, type EventObject } from 'xstate'
import { DocumentsPanel } from '@/features/registration/DocumentsPanel'
import type { DocumentsActorRef } from '@/features/registration/registrationLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'
import { failed, hugePdf, pdf, settled } from './registration.fixtures'

/** Hashes are random in the app; the model needs the same ones on every run. */
const machine = documentsMachine.provide({
  actions: {
    stampHashes: assign({
      slots: ({ context }: { context: DocumentsContext }) =>
        context.slots.map((s) => (s.status === 'picked' && !s.hash ? { ...s, hash: `hash-${s.prop}` } : s)),
    }),
  },
} as never) as typeof documentsMachine

const [first, second] = BANK_STATEMENTS
const input: DocumentsInput = {
  step: 'files/bank-statements',
  registerToken: 'tok-1',
  slots: [first, second],
  uploaded: [],
}
const fileA = pdf('enero.pdf')
const fileB = pdf('febrero.pdf', 4096)
const tooLarge = hugePdf('enorme.pdf')

const uploading = (context: DocumentsContext) => context.slots.find((s) => s.status === 'uploading')

const spec: ModelSpec<typeof documentsMachine> = {
  machine,
  input,
  events: (snapshot) => {
    const context = snapshot.context as DocumentsContext
    const current = uploading(context)
    return [
      { type: 'documents.pick', prop: first.prop, file: fileA },
      { type: 'documents.pick', prop: first.prop, file: tooLarge },
      { type: 'documents.pick', prop: second.prop, file: fileB },
      { type: 'documents.remove', prop: first.prop },
      // 'Continuar' is enabled only once every slot holds a file (the spec: disabled until valid).
      ...(context.slots.every((s) => s.status !== 'empty') ? [{ type: 'documents.submit' }] : []),
      { type: 'documents.retry' },
      settled('declareDocuments', { success: true, msg: 'ok', customer_id: 7 }),
      failed('declareDocuments', { kind: 'http', status: 404, msg: REG_MSG.tokenInvalid }),
      { type: 'upload.progress', percent: 40 },
      ...(current
        ? [
            {
              type: 'upload.done',
              document: { prop: current.prop, name: current.fileName, size: current.size },
            },
            { type: 'upload.failed', error: { kind: 'http', status: 413, msg: REG_MSG.fileTooLarge } },
          ]
        : []),
    ] as EventObject[]
  },
  transient: ['documents.next'],
}
const paths = modelPaths(spec)

let live: AnyActorRef | null = null
const slotGroup = (prop: string) => document.querySelector(`[data-slot="${prop}"]`) as HTMLElement
const inputOf = (prop: string) =>
  document.querySelector(`input[type=file][name="${prop}"]`) as HTMLInputElement

const expectSlots = (context: DocumentsContext) => {
  for (const slot of context.slots) {
    const group = slotGroup(slot.prop)
    if (slot.error) expect(group).toHaveTextContent(slot.error)
    if (slot.status === 'uploaded') expect(group).toHaveTextContent(`Archivo cargado: ${slot.fileName}`)
    if (slot.status === 'picked') expect(within(group).getByText(slot.fileName ?? '')).toBeInTheDocument()
  }
}

const view: ViewSpec<typeof documentsMachine> = {
  ...spec,
  render: (actor) => {
    live = actor
    render(<DocumentsPanel actorRef={actor as DocumentsActorRef} />)
  },
  userEvents: {
    'documents.pick': async (event) => {
      const { prop, file } = event as unknown as { prop: string; file: File }
      await userEvent.setup().upload(inputOf(prop), file)
    },
    'documents.remove': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: `Quitar ${fileA.name}` })),
    'documents.submit': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' })),
    'documents.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    // The upload actor's reports: the network, not a person, produces them.
    'upload.progress': async (event) => act(async () => live?.send(event)),
    'upload.done': async (event) => act(async () => live?.send(event)),
    'upload.failed': async (event) => act(async () => live?.send(event)),
  },
  states: {
    'documents.editing': (s) => {
      const context = s.context as DocumentsContext
      expectSlots(context)
      // Disabled while a document is missing: every slot is required ('Debe cargar un archivo').
      const button = screen.getByRole('button', { name: 'Continuar' })
      if (context.slots.some((slot) => slot.fileName === null)) expect(button).toBeDisabled()
      else expect(button).toBeEnabled()
    },
    'documents.declaring': () =>
      expect(screen.getByRole('button', { name: /Subiendo archivos/ })).toHaveAttribute('aria-busy', 'true'),
    'documents.uploading': (s) => {
      const current = uploading(s.context as DocumentsContext)!
      expect(screen.getByRole('progressbar', { name: `Subiendo ${current.label}` })).toHaveAttribute(
        'value',
        String(current.progress),
      )
    },
    'documents.failed': (s) => {
      expectSlots(s.context as DocumentsContext)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'documents.done': (s) => expectSlots(s.context as DocumentsContext),
    'documents.tokenInvalid': () =>
      expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument(),
  },
}

describe('registration documents machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })

  it('discards too large, empty and foreign files with the wizard messages', () => {
    expect(fileProblem(tooLarge)).toBe(REG_MSG.fileTooLarge)
    expect(fileProblem(new File([], 'vacio.pdf', { type: 'application/pdf' }))).toBe(REG_MSG.fileEmpty)
    expect(fileProblem(new File(['x'], 'foto.gif', { type: 'image/gif' }))).toBe(REG_MSG.fileType)
    expect(fileProblem(new File(['x'], 'FOTO.JPG', { type: '' }))).toBeNull()
  })

  it('declares the picked files with their hashes, uploads one at a time and retries only the failed one', async () => {
    const { actor, controller } = startLive(machine, input)
    actor.send({ type: 'documents.pick', prop: first.prop, file: fileA })
    actor.send({ type: 'documents.pick', prop: second.prop, file: fileB })
    actor.send({ type: 'documents.submit' })
    expect(controller.inputOf('declareDocuments')).toEqual({
      step: 'files/bank-statements',
      registerToken: 'tok-1',
      filesData: [
        { prop: first.prop, hash: `hash-${first.prop}` },
        { prop: second.prop, hash: `hash-${second.prop}` },
      ],
    })
    controller.settle('declareDocuments', { output: { success: true, msg: 'ok', customer_id: 7 } })
    await settle()
    actor.send({ type: 'upload.failed', error: { kind: 'network' } })
    actor.send({ type: 'upload.done', document: { prop: second.prop, name: 'febrero.pdf', size: 4096 } })
    const context = actor.getSnapshot().context
    expect(actor.getSnapshot().value).toBe('failed')
    expect(context.slots.map((s) => [s.status, s.error])).toEqual([
      ['failed', REG_MSG.uploadFailed],
      ['uploaded', null],
    ])
    actor.send({ type: 'documents.retry' })
    expect(actor.getSnapshot().context.slots[0]?.status).toBe('uploading')
    actor.send({ type: 'upload.done', document: { prop: first.prop, name: 'enero.pdf', size: 2048 } })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({
      kind: 'uploaded',
      documents: [
        { prop: first.prop, name: 'enero.pdf', size: 2048 },
        { prop: second.prop, name: 'febrero.pdf', size: 4096 },
      ],
    })
  })

  // Issue 15: 'Continuar' was enabled with no file at all.
  it('keeps Continuar disabled until every document is chosen', async () => {
    const { actor } = startLive(machine, input)
    render(<DocumentsPanel actorRef={actor as DocumentsActorRef} />)
    const button = screen.getByRole('button', { name: 'Continuar' })
    expect(button).toBeDisabled()
    await userEvent.setup().upload(inputOf(first.prop), fileA)
    expect(button).toBeDisabled()
    await userEvent.setup().upload(inputOf(second.prop), fileB)
    expect(button).toBeEnabled()
    actor.stop()
  })

  it('has no axe violations with a file picked and while uploading', async () => {
    const { actor } = startLive(machine, input)
    render(<DocumentsPanel actorRef={actor as DocumentsActorRef} />)
    await userEvent.setup().upload(inputOf(first.prop), fileA)
    await expectNoAxeViolations()
    actor.stop()
  })
})
