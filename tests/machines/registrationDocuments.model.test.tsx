import { BANK_STATEMENTS, REG_MSG, REGISTRATION_FILE_MAX_BYTES } from '@contract/registration'
import {
  connectDocuments,
  type DocumentsApi,
  type DocumentsContext,
  type DocumentsInput,
  documentsMachine,
  fileProblem,
} from '@machines/registration'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, assign, type EventObject } from 'xstate'
import { DocumentsPanel } from '@/features/registration/DocumentsPanel'
import type { DocumentsActorRef } from '@/features/registration/registrationLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'
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
/** Both documents already on the server (a return to this step). */
const storedInput: DocumentsInput = {
  ...input,
  uploaded: [
    { prop: first.prop, name: 'enero.pdf', size: 2048 },
    { prop: second.prop, name: 'febrero.pdf', size: 4096 },
  ],
}
const fileA = pdf('enero.pdf')
const fileB = pdf('febrero.pdf', 4096)
const tooLarge = hugePdf('enorme.pdf')
const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const slotsOf = (s: AnyMachineSnapshot) => (s.context as DocumentsContext).slots

/** Narrowed per state: one file per slot, one refused pick, each answer once. */
const eventsFor = (s: AnyMachineSnapshot): EventObject[] => {
  const { error } = s.context as DocumentsContext
  const [a, b] = slotsOf(s)
  if (s.matches('declaring'))
    return [
      settled('declareDocuments', { success: true, msg: 'ok', customer_id: 7 }),
      failed('declareDocuments', { kind: 'http', status: 404, msg: REG_MSG.tokenInvalid }),
      failed('declareDocuments', { kind: 'http', status: 422, msg: REG_MSG.verifyData }),
    ]
  if (s.matches('uploading')) {
    const current = slotsOf(s).find((slot) => slot.status === 'uploading')!
    const isFirst = current.prop === first.prop
    return [
      ...(current.progress === 0 ? [e('upload.progress', { percent: 40 })] : []),
      e('upload.done', { document: { prop: current.prop, name: current.fileName, size: current.size } }),
      ...(isFirst
        ? [
            e('upload.failed', { error: { kind: 'http', status: 413, msg: REG_MSG.fileTooLarge } }),
            e('upload.failed', { error: { kind: 'http', status: 404, msg: REG_MSG.tokenInvalid } }),
          ]
        : []),
    ]
  }
  if (s.matches('failed'))
    return [
      e('documents.retry'),
      e('documents.remove', { prop: first.prop }),
      e('documents.pick', { prop: first.prop, file: fileA }),
      e('documents.pick', { prop: first.prop, file: tooLarge }),
    ]
  // Finished (uploaded, or the token expired): the panel is gone.
  if (s.status === 'done') return []
  // editing
  if (error || slotsOf(s).every((slot) => slot.status !== 'empty')) return [e('documents.submit')]
  if (a!.status === 'empty')
    return a!.error
      ? [e('documents.pick', { prop: first.prop, file: fileA })]
      : [
          e('documents.submit'),
          e('documents.pick', { prop: first.prop, file: tooLarge }),
          e('documents.pick', { prop: first.prop, file: fileA }),
        ]
  if (b!.status === 'empty')
    return [
      e('documents.remove', { prop: first.prop }),
      e('documents.pick', { prop: second.prop, file: fileB }),
    ]
  return []
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Slot = { prop: string; status: string; fileName: string | null; error: string | null; progress: number }

/** The slots, the banner and the calls as the person and the server left them along the path. */
const soFar = (trail: Trail) => {
  const given = trail.input as DocumentsInput
  let slots: Slot[] = given.slots.map(({ prop }) => {
    const stored = given.uploaded.find((d) => d.prop === prop)
    return stored
      ? { prop, status: 'uploaded', fileName: stored.name, error: null, progress: 0 }
      : { prop, status: 'empty', fileName: null, error: null, progress: 0 }
  })
  let banner: string | null = null
  let expired: string | null = null
  const declared: Array<Array<{ prop: string; hash: string }>> = []
  const set = (prop: string, change: Partial<Slot>) =>
    (slots = slots.map((slot) => (slot.prop === prop ? { ...slot, ...change } : slot)))
  const startNext = () => {
    const next = slots.find((slot) => slot.status === 'picked')
    if (next) set(next.prop, { status: 'uploading', progress: 0, error: null })
  }
  const current = () => slots.find((slot) => slot.status === 'uploading')!
  for (const { event } of trail.steps) {
    const ev = event as unknown as {
      prop: string
      file: File
      percent: number
      document: { name: string }
      error: { status: number; msg: string }
    }
    switch (event.type) {
      case 'documents.pick': {
        const file = ev.file as File
        // The spec's limit is 64MB: the huge file is refused with its message, the slot left empty.
        if (file === tooLarge)
          set(ev.prop, { status: 'empty', fileName: null, error: REG_MSG.fileTooLarge, progress: 0 })
        else {
          set(ev.prop, { status: 'picked', fileName: file.name, error: null, progress: 0 })
          banner = null
        }
        break
      }
      case 'documents.remove':
        set(ev.prop, { status: 'empty', fileName: null, error: null, progress: 0 })
        break
      case 'documents.submit':
        if (slots.some((slot) => slot.status === 'empty'))
          slots = slots.map((slot) =>
            slot.status === 'empty' ? { ...slot, error: REG_MSG.fileRequired } : slot,
          )
        else if (!slots.every((slot) => slot.status === 'uploaded')) {
          declared.push(
            slots
              .filter((slot) => slot.status === 'picked' || slot.status === 'failed')
              .map((slot) => ({ prop: slot.prop, hash: `hash-${slot.prop}` })),
          )
          banner = null
        }
        break
      case 'xstate.done.actor.declareDocuments':
        startNext()
        break
      case 'xstate.error.actor.declareDocuments': {
        const { status, msg } = ev.error as { status: number; msg: string }
        if (status === 404) expired = msg
        else banner = msg
        break
      }
      case 'upload.progress':
        set(current().prop, { progress: ev.percent })
        break
      case 'upload.done':
        set(current().prop, {
          status: 'uploaded',
          fileName: (ev.document as { name: string }).name,
          progress: 100,
        })
        startNext()
        break
      case 'upload.failed': {
        const { status, msg } = ev.error as { status: number; msg: string }
        if (status === 404) expired = msg
        else {
          set(current().prop, {
            status: 'failed',
            progress: 0,
            error: status === 413 ? msg : REG_MSG.uploadFailed,
          })
          startNext()
        }
        break
      }
      case 'documents.retry':
        slots = slots.map((slot) =>
          slot.status === 'failed' ? { ...slot, status: 'picked', error: null } : slot,
        )
        startNext()
        break
    }
  }
  return { slots, banner, expired, declared }
}

type Selected = DocumentsApi

const expectSlotsSelected: Invariant<Selected> = ({ selected, started }, trail) => {
  const { slots, declared } = soFar(trail)
  expect(
    selected.slots.map(({ prop, status, fileName, error }) => ({ prop, status, fileName, error })),
  ).toEqual(slots.map(({ prop, status, fileName, error }) => ({ prop, status, fileName, error })))
  const declares = started.filter((s) => s.name === 'declareDocuments')
  expect(declares.map((s) => (s.input as { filesData: unknown }).filesData)).toEqual(declared)
  for (const call of declares)
    expect(call.input).toMatchObject({ step: input.step, registerToken: input.registerToken })
}

const invariants: Record<string, Invariant<Selected>> = {
  'documents.editing': (observed, trail) => {
    const { slots, banner } = soFar(trail)
    expectSlotsSelected(observed, trail)
    expect(observed.selected.error).toBe(banner)
    // 'Continuar' disabled while a document is missing: every slot is required.
    expect(observed.selected.getSubmitProps().disabled).toBe(slots.some((slot) => slot.status === 'empty'))
  },
  'documents.declaring': (observed, trail) => {
    expect(trail.lastEvent?.type).toBe('documents.submit')
    expect(observed.tags).toContain('busy')
    expectSlotsSelected(observed, trail)
  },
  'documents.uploading': (observed, trail) => {
    const { slots } = soFar(trail)
    expect(observed.tags).toContain('busy')
    expectSlotsSelected(observed, trail)
    const current = slots.find((slot) => slot.status === 'uploading')!
    expect(observed.selected.slots.find((slot) => slot.status === 'uploading')?.progress).toBe(
      current.progress,
    )
    // One upload at a time, of the file in the slot.
    const upload = observed.started.filter((s) => s.name === 'uploadDocument').at(-1)?.input as {
      prop: string
      hash: string
      customerId: number
    }
    expect(upload).toMatchObject({ prop: current.prop, hash: `hash-${current.prop}`, customerId: 7 })
  },
  'documents.failed': (observed, trail) => {
    expect(observed.can({ type: 'documents.retry' }), "'Reintentar' is offered").toBe(true)
    expect(trail.lastEvent?.type).toMatch(/^upload\.(failed|done)$/)
    expect(observed.selected.failed).toBe(true)
    expect(observed.tags).toContain('failed')
    expectSlotsSelected(observed, trail)
    expect(soFar(trail).slots.some((slot) => slot.status === 'failed')).toBe(true)
  },
  'documents.done': (observed, trail) => {
    expect(observed.status).toBe('done')
    const { slots, expired } = soFar(trail)
    expect(slots.every((slot) => slot.status === 'uploaded')).toBe(true)
    expect(expired).toBeNull()
    // The wizard goes on with the documents the server has, one per slot.
    expect(observed.output).toMatchObject({
      kind: 'uploaded',
      documents: slots.map((slot) => ({ prop: slot.prop, name: slot.fileName })),
    })
  },
  'documents.tokenInvalid': (observed, trail) => {
    expect(observed.status).toBe('done')
    expect(soFar(trail).expired).toBe(REG_MSG.tokenInvalid)
    // The wizard shows the server's reason and starts over.
    expect(observed.output).toEqual({ kind: 'tokenInvalid', msg: REG_MSG.tokenInvalid })
  },
}

const spec: ModelSpec<typeof documentsMachine, Selected> = {
  machine,
  input,
  events: eventsFor,
  // 'Continuar' with a document missing (Enter): marks the empty slots; a second time changes nothing.
  selfLoops: ['documents.submit'],
  select: (snapshot) => connectDocuments(snapshot as never, () => {}),
  invariants,
}

let live: AnyActorRef | null = null
const slotGroup = (prop: string) => document.querySelector(`[data-slot="${prop}"]`) as HTMLElement
const inputOf = (prop: string) =>
  document.querySelector(`input[type=file][name="${prop}"]`) as HTMLInputElement

const expectSlots = (trail: Trail) => {
  for (const slot of soFar(trail).slots) {
    const group = slotGroup(slot.prop)
    if (slot.error) expect(group).toHaveTextContent(slot.error)
    if (slot.status === 'uploaded') expect(group).toHaveTextContent(`Archivo cargado: ${slot.fileName}`)
    if (slot.status === 'picked') expect(within(group).getByText(slot.fileName ?? '')).toBeInTheDocument()
  }
}

const view = {
  render: (actor: AnyActorRef) => {
    live = actor
    render(<DocumentsPanel actorRef={actor as DocumentsActorRef} />)
  },
  userEvents: {
    'documents.pick': async (event: EventObject) => {
      const { prop, file } = event as unknown as { prop: string; file: File }
      await userEvent.setup().upload(inputOf(prop), file)
    },
    'documents.remove': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: `Quitar ${fileA.name}` })),
    // A disabled 'Continuar' cannot be clicked: Enter sends the form all the same.
    'documents.submit': async () => {
      const button = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement
      if (!button.disabled) await userEvent.setup().click(button)
      else await act(async () => live?.send({ type: 'documents.submit' }))
    },
    'documents.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    // The upload actor's reports: the network, not a person, produces them.
    'upload.progress': async (event: EventObject) => act(async () => live?.send(event)),
    'upload.done': async (event: EventObject) => act(async () => live?.send(event)),
    'upload.failed': async (event: EventObject) => act(async () => live?.send(event)),
  },
  screens: {
    'documents.editing': (trail: Trail) => {
      const { slots, banner } = soFar(trail)
      expectSlots(trail)
      if (banner) expect(screen.getByText(banner)).toBeInTheDocument()
      const button = screen.getByRole('button', { name: 'Continuar' })
      if (slots.some((slot) => slot.status === 'empty')) expect(button).toBeDisabled()
      else expect(button).toBeEnabled()
    },
    'documents.declaring': () =>
      expect(screen.getByRole('button', { name: /Subiendo archivos/ })).toHaveAttribute('aria-busy', 'true'),
    'documents.uploading': (trail: Trail) => {
      const current = soFar(trail).slots.find((slot) => slot.status === 'uploading')!
      const label = [first, second].find((slot) => slot.prop === current.prop)!.label
      expect(screen.getByRole('progressbar', { name: `Subiendo ${label}` })).toHaveAttribute(
        'value',
        String(current.progress),
      )
    },
    'documents.failed': (trail: Trail) => {
      expectSlots(trail)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'documents.done': (trail: Trail) => expectSlots(trail),
    'documents.tokenInvalid': () =>
      expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument(),
  },
}

describeModel('registration documents machine', spec, view, [
  { name: 'nothing uploaded yet', input },
  // Both documents already on the server: 'Continuar' goes on without declaring anything.
  {
    name: 'both already uploaded',
    input: storedInput,
    events: (s) => (s.status === 'done' ? [] : [e('documents.submit')]),
  },
])

describe('registration documents machine, details', () => {
  /** Both documents chosen ('enero.pdf', 'febrero.pdf') and 'Continuar' pressed. */
  const pickBothAndSubmit = (actor: AnyActorRef) => {
    actor.send({ type: 'documents.pick', prop: first.prop, file: fileA })
    actor.send({ type: 'documents.pick', prop: second.prop, file: fileB })
    actor.send({ type: 'documents.submit' })
  }

  it('discards too large, empty and foreign files with the wizard messages', () => {
    expect(fileProblem(tooLarge)).toBe(REG_MSG.fileTooLarge)
    expect(fileProblem(new File([], 'vacio.pdf', { type: 'application/pdf' }))).toBe(REG_MSG.fileEmpty)
    expect(fileProblem(new File(['x'], 'foto.gif', { type: 'image/gif' }))).toBe(REG_MSG.fileType)
    expect(fileProblem(new File(['x'], 'FOTO.JPG', { type: '' }))).toBeNull()
  })

  it.each([
    // JPEG, PNG or PDF by type, whatever the name; by name when the browser gives no type.
    ['escaneo', 'image/jpeg', 10, null],
    ['escaneo', 'image/png', 10, null],
    ['escaneo', 'application/pdf', 10, null],
    ['acta.pdf', '', 10, null],
    ['foto.jpeg', '', 10, null],
    ['foto.png', 'application/octet-stream', 10, null],
    ['acta.pdf.exe', 'application/octet-stream', 10, REG_MSG.fileType],
    ['acta.docx', 'application/msword', 10, REG_MSG.fileType],
    // The limit itself is allowed; one byte more is not.
    ['acta.pdf', 'application/pdf', REGISTRATION_FILE_MAX_BYTES, null],
    ['acta.pdf', 'application/pdf', REGISTRATION_FILE_MAX_BYTES + 1, REG_MSG.fileTooLarge],
    ['acta.pdf', 'application/pdf', 1, null],
    ['acta.pdf', 'application/pdf', 0, REG_MSG.fileEmpty],
  ] as const)('a file named %j of type %j and %i bytes: %j', (name, type, size, problem) => {
    expect(fileProblem({ name, type, size })).toBe(problem)
  })

  it("shows the server's reason for a refused upload (413, 422) and the retry text for any other failure", async () => {
    for (const [error, message] of [
      [{ kind: 'http', status: 413, msg: 'El archivo supera 64MB' }, 'El archivo supera 64MB'],
      [{ kind: 'http', status: 422, msg: 'El archivo no es válido' }, 'El archivo no es válido'],
      [{ kind: 'http', status: 500, msg: 'Error interno' }, REG_MSG.uploadFailed],
      [{ kind: 'network' }, REG_MSG.uploadFailed],
    ] as const) {
      const { actor, controller } = startLive(machine, input)
      actor.send({ type: 'documents.pick', prop: first.prop, file: fileA })
      actor.send({ type: 'documents.pick', prop: second.prop, file: fileB })
      actor.send({ type: 'documents.submit' })
      controller.settle('declareDocuments', { output: { success: true, msg: 'ok', customer_id: 7 } })
      await settle()
      actor.send({ type: 'upload.failed', error })
      expect(actor.getSnapshot().context.slots[0], JSON.stringify(error)).toMatchObject({
        status: 'failed',
        error: message,
      })
      actor.stop()
    }
  })

  it('declares the picked files with their hashes, uploads one at a time and retries only the failed one', async () => {
    const { actor, controller } = startLive(machine, input)
    pickBothAndSubmit(actor)
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

  it('stamps each picked file with its own random hash, declared and then uploaded under it', async () => {
    // The machine as the app runs it (the model above fixes the hashes).
    const { actor, controller } = startLive(documentsMachine, input)
    pickBothAndSubmit(actor)
    const { filesData } = controller.inputOf('declareDocuments') as {
      filesData: { prop: string; hash: string }[]
    }
    expect(filesData.map((f) => f.prop)).toEqual([first.prop, second.prop])
    for (const { hash } of filesData)
      expect(hash).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(filesData[0]!.hash).not.toBe(filesData[1]!.hash)
    controller.settle('declareDocuments', { output: { success: true, msg: 'ok', customer_id: 7 } })
    await settle()
    expect(controller.inputOf('uploadDocument')).toMatchObject({ prop: first.prop, hash: filesData[0]!.hash })
    // A retry sends the same file under the hash it was declared with (the server knows no other).
    actor.send({ type: 'upload.failed', error: { kind: 'network' } })
    actor.send({ type: 'upload.done', document: { prop: second.prop, name: 'febrero.pdf', size: 4096 } })
    // An uploaded document stays: only a picked or failed one can be taken out.
    actor.send({ type: 'documents.remove', prop: second.prop })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.slots[1]).toMatchObject({
      status: 'uploaded',
      fileName: 'febrero.pdf',
    })
    actor.send({ type: 'documents.retry' })
    expect(controller.inputOf('uploadDocument')).toMatchObject({ prop: first.prop, hash: filesData[0]!.hash })
    actor.stop()
  })

  it("a declaration sent again after it failed keeps each file's hash", async () => {
    const { actor, controller } = startLive(documentsMachine, input)
    pickBothAndSubmit(actor)
    const declared = controller.inputOf('declareDocuments')
    controller.settle('declareDocuments', { error: { kind: 'network' } })
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'documents.submit' })
    expect(controller.inputOf('declareDocuments')).toEqual(declared)
    actor.stop()
  })

  it('a file refused in the second slot leaves each slot its own name', () => {
    const { actor } = startLive(machine, input)
    actor.send({ type: 'documents.pick', prop: second.prop, file: tooLarge })
    const slots = connectDocuments(actor.getSnapshot() as never, () => {}).slots
    expect(slots.map((s) => [s.prop, s.label, s.error])).toEqual([
      [first.prop, first.label, null],
      [second.prop, second.label, REG_MSG.fileTooLarge],
    ])
    actor.stop()
  })

  it('names each bank statement slot with the month it covers', () => {
    const { actor } = startLive(machine, input)
    render(
      <DocumentsPanel
        actorRef={actor as DocumentsActorRef}
        months={{ [first.prop]: 'Octubre 2026', [second.prop]: 'Septiembre 2026' }}
      />,
    )
    expect(screen.getByText(`${first.label}: Octubre 2026`)).toBeInTheDocument()
    expect(screen.getByText(`${second.label}: Septiembre 2026`)).toBeInTheDocument()
    actor.stop()
  })

  // 'Continuar' was once enabled with no file at all.
  it('keeps Continuar disabled until every document is chosen', async () => {
    const { actor } = startLive(machine, input)
    render(<DocumentsPanel actorRef={actor as DocumentsActorRef} />)
    const button = screen.getByRole('button', { name: 'Continuar' })
    expect(button).toBeDisabled()
    // Spec: every document is required, and marked so.
    for (const slot of [first, second]) expect(inputOf(slot.prop)).toBeRequired()
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
