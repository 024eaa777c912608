import {
  REG_MSG,
  REGISTRATION_UPLOAD_RULE,
  type RegisterStep,
  type RegisterStep6Response,
  type UploadedDocument,
} from '@contract/registration'
import { type DeclaredFile, declaredFilesRefusal } from '@contract/uploads'
import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate'
import { hasStatus, messageOf } from '../shared/failure'
import { newIdempotencyKey } from '../shared/ids'

export type DocumentsStep = Extract<RegisterStep, 'files/company' | 'files/bank-statements'>

export type SlotStatus = 'empty' | 'picked' | 'uploading' | 'uploaded' | 'failed'

export interface DocumentSlot {
  prop: string
  label: string
  status: SlotStatus
  /** The chosen file while it is not on the server (kept for a retry). */
  file: File | null
  fileName: string | null
  size: number | null
  /** Client-made id tying the declared slot to the uploaded bytes; new for every chosen file. */
  hash: string | null
  /** 0–100 while uploading. */
  progress: number
  error: string | null
}

export interface DocumentsInput {
  step: DocumentsStep
  registerToken: string
  slots: readonly { prop: string; label: string }[]
  /** Documents the server already holds (restored after a reload). */
  uploaded: UploadedDocument[]
  /** Slots the server said are missing (422 of status-customer/create). */
  missing?: string[]
}

export interface DocumentsContext {
  step: DocumentsStep
  registerToken: string
  slots: DocumentSlot[]
  customerId: number | null
  /** Banner of a failed declaration. */
  error: string | null
  /** The server's msg when it refused the register token (404). */
  expired: string | null
}

export type DocumentsOutput =
  | { kind: 'uploaded'; documents: UploadedDocument[] }
  | { kind: 'tokenInvalid'; msg: string }

export type UploadReport =
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.done'; document: UploadedDocument }
  | { type: 'upload.failed'; error: unknown }

export type DocumentsEvent =
  | { type: 'documents.pick'; prop: string; file: File }
  | { type: 'documents.remove'; prop: string }
  | { type: 'documents.submit' }
  | { type: 'documents.retry' }
  | UploadReport

export interface DeclareInput {
  step: DocumentsStep
  registerToken: string
  filesData: { prop: string; hash: string }[]
}
export interface UploadInput {
  registerToken: string
  customerId: number
  prop: string
  hash: string
  file: File
}

/**
 * Why a chosen file is discarded at once, or null: empty, too large, or not jpeg/png/pdf by its name or type
 * (the server's upload rule, checked in its order; the server then reads the bytes).
 */
export const fileProblem = (file: DeclaredFile): string | null =>
  declaredFilesRefusal([file], REGISTRATION_UPLOAD_RULE)?.msg ?? null

const emptySlot = (prop: string, label: string): DocumentSlot => ({
  prop,
  label,
  status: 'empty',
  file: null,
  fileName: null,
  size: null,
  hash: null,
  progress: 0,
  error: null,
})

const slotsOf = ({ slots, uploaded, missing = [] }: DocumentsInput): DocumentSlot[] =>
  slots.map(({ prop, label }) => {
    const stored = uploaded.find((d) => d.prop === prop)
    if (stored && !missing.includes(prop))
      return { ...emptySlot(prop, label), status: 'uploaded', fileName: stored.name, size: stored.size }
    return { ...emptySlot(prop, label), error: missing.includes(prop) ? REG_MSG.fileRequired : null }
  })

const update = (slots: DocumentSlot[], prop: string, change: Partial<DocumentSlot>) =>
  slots.map((slot) => (slot.prop === prop ? { ...slot, ...change } : slot))

const isTokenInvalid = (failure: unknown) => hasStatus(failure, 404)

/** 413 and 422 carry the server's reason; anything else gets the retry text. */
const uploadMessage = (failure: unknown) =>
  hasStatus(failure, 413, 422) ? messageOf(failure, REG_MSG.uploadFailed) : REG_MSG.uploadFailed

const current = (context: DocumentsContext) => context.slots.find((slot) => slot.status === 'uploading')

/**
 * One documents step of the wizard (general documents or bank statements). Each slot is empty, picked,
 * uploading (with progress), uploaded or failed. 'Continuar' declares the picked files (one hash each) and
 * uploads them one at a time, so each shows its own progress on a site network and a failed one is retried
 * without sending the others again. Ends with every slot uploaded, or when the register token is refused.
 */
export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as DocumentsInput,
    output: {} as DocumentsOutput,
  },
  actors: {
    declareDocuments: fromPromise<RegisterStep6Response, DeclareInput>(async () => {
      throw new Error('declareDocuments not provided')
    }),
    /** Reports upload.progress, then upload.done or upload.failed; stopping it aborts the request. */
    uploadDocument: fromCallback<EventObject, UploadInput>(() => {
      throw new Error('uploadDocument not provided')
    }),
  },
  guards: {
    pickIsInvalid: ({ event }) => event.type === 'documents.pick' && fileProblem(event.file) !== null,
    isRemovable: ({ context, event }) =>
      event.type === 'documents.remove' &&
      context.slots.some((s) => s.prop === event.prop && (s.status === 'picked' || s.status === 'failed')),
    hasEmptySlot: ({ context }) => context.slots.some((s) => s.status === 'empty'),
    allUploaded: ({ context }) => context.slots.every((s) => s.status === 'uploaded'),
    hasPicked: ({ context }) => context.slots.some((s) => s.status === 'picked'),
    hasFailed: ({ context }) => context.slots.some((s) => s.status === 'failed'),
    tokenInvalid: ({ event }) => 'error' in event && isTokenInvalid(event.error),
  },
  actions: {
    rejectPick: assign({
      slots: ({ context, event }) =>
        event.type === 'documents.pick'
          ? update(context.slots, event.prop, {
              ...emptySlot(event.prop, ''),
              label: context.slots.find((s) => s.prop === event.prop)?.label ?? '',
              error: fileProblem(event.file),
            })
          : context.slots,
    }),
    pickFile: assign({
      slots: ({ context, event }) =>
        event.type === 'documents.pick'
          ? update(context.slots, event.prop, {
              status: 'picked',
              file: event.file,
              fileName: event.file.name,
              size: event.file.size,
              hash: null,
              progress: 0,
              error: null,
            })
          : context.slots,
      error: null,
    }),
    removeFile: assign({
      slots: ({ context, event }) =>
        event.type === 'documents.remove'
          ? context.slots.map((s) => (s.prop === event.prop ? emptySlot(s.prop, s.label) : s))
          : context.slots,
    }),
    markMissing: assign({
      slots: ({ context }) =>
        context.slots.map((s) => (s.status === 'empty' ? { ...s, error: REG_MSG.fileRequired } : s)),
    }),
    /** A new id for every file not yet declared (tests stamp fixed ones). */
    stampHashes: assign({
      slots: ({ context }) =>
        context.slots.map((s) =>
          s.status === 'picked' && !s.hash ? { ...s, hash: newIdempotencyKey() } : s,
        ),
    }),
    startNextUpload: assign({
      slots: ({ context }) => {
        const next = context.slots.find((s) => s.status === 'picked')
        return next
          ? update(context.slots, next.prop, { status: 'uploading', progress: 0, error: null })
          : context.slots
      },
    }),
    retryFailed: assign({
      slots: ({ context }) =>
        context.slots.map((s) =>
          s.status === 'failed' ? { ...s, status: 'picked' as const, error: null } : s,
        ),
    }),
  },
}).createMachine({
  id: 'documents',
  context: ({ input }) => ({
    step: input.step,
    registerToken: input.registerToken,
    slots: slotsOf(input),
    customerId: null,
    error: null,
    expired: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'documents.pick': [{ guard: 'pickIsInvalid', actions: 'rejectPick' }, { actions: 'pickFile' }],
        'documents.remove': { guard: 'isRemovable', actions: 'removeFile' },
        'documents.submit': [
          { guard: 'hasEmptySlot', actions: 'markMissing' },
          { guard: 'allUploaded', target: 'done' },
          { target: 'declaring' },
        ],
      },
    },
    declaring: {
      tags: ['busy'],
      entry: ['stampHashes', assign({ error: null })],
      invoke: {
        id: 'declareDocuments',
        src: 'declareDocuments',
        input: ({ context }) => ({
          step: context.step,
          registerToken: context.registerToken,
          filesData: context.slots
            .filter((s) => s.status === 'picked' || s.status === 'failed')
            .map((s) => ({ prop: s.prop, hash: s.hash ?? '' })),
        }),
        onDone: {
          target: 'uploading',
          actions: assign({ customerId: ({ event }) => event.output.customer_id }),
        },
        onError: [
          {
            guard: 'tokenInvalid',
            target: 'tokenInvalid',
            actions: assign({ expired: ({ event }) => messageOf(event.error, REG_MSG.tokenInvalid) }),
          },
          {
            target: 'editing',
            actions: assign({ error: ({ event }) => messageOf(event.error, REG_MSG.verifyData) }),
          },
        ],
      },
    },
    uploading: {
      tags: ['busy'],
      entry: 'startNextUpload',
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context }) => {
          const slot = current(context)
          return {
            registerToken: context.registerToken,
            customerId: context.customerId ?? 0,
            prop: slot?.prop ?? '',
            hash: slot?.hash ?? '',
            file: slot?.file as File,
          }
        },
      },
      on: {
        'upload.progress': {
          actions: assign({
            slots: ({ context, event }) =>
              update(context.slots, current(context)?.prop ?? '', {
                progress: Math.max(0, Math.min(100, Math.round(event.percent))),
              }),
          }),
        },
        'upload.done': {
          target: 'next',
          actions: assign({
            slots: ({ context, event }) =>
              update(context.slots, current(context)?.prop ?? '', {
                status: 'uploaded',
                file: null,
                fileName: event.document.name,
                size: event.document.size,
                progress: 100,
              }),
          }),
        },
        'upload.failed': [
          {
            guard: 'tokenInvalid',
            target: 'tokenInvalid',
            actions: assign({ expired: ({ event }) => messageOf(event.error, REG_MSG.tokenInvalid) }),
          },
          {
            target: 'next',
            actions: assign({
              slots: ({ context, event }) =>
                update(context.slots, current(context)?.prop ?? '', {
                  status: 'failed',
                  progress: 0,
                  error: uploadMessage(event.error),
                }),
            }),
          },
        ],
      },
    },
    /** After each upload: the next picked file, the failed ones to retry, or done. */
    next: {
      always: [
        { guard: 'hasPicked', target: 'uploading' },
        { guard: 'hasFailed', target: 'failed' },
        { target: 'done' },
      ],
    },
    failed: {
      tags: ['failed'],
      on: {
        'documents.retry': { target: 'uploading', actions: 'retryFailed' },
        // Another file for a failed slot, or none, has to be declared again.
        'documents.remove': { guard: 'isRemovable', actions: 'removeFile', target: 'editing' },
        'documents.pick': [
          { guard: 'pickIsInvalid', actions: 'rejectPick', target: 'editing' },
          { actions: 'pickFile', target: 'editing' },
        ],
      },
    },
    done: {
      type: 'final',
    },
    tokenInvalid: {
      type: 'final',
    },
  },
  output: ({ context }) =>
    context.expired !== null
      ? { kind: 'tokenInvalid', msg: context.expired }
      : {
          kind: 'uploaded',
          documents: context.slots.map((s) => ({ prop: s.prop, name: s.fileName ?? '', size: s.size ?? 0 })),
        },
})

export type DocumentsMachine = typeof documentsMachine
