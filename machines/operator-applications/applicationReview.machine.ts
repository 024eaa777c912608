import type { ApplicationDetail } from '@contract/applications'
import { OPERATOR_MSG } from '@contract/applicationTexts'
import { MSG } from '@contract/messages'
import { assign, fromPromise, setup } from 'xstate'
import { hasStatus, messageOf } from '../shared/failure'

export interface ApplicationReviewContext {
  /** The id of the URL, as typed. */
  id: string
  application: ApplicationDetail | null
  /** Why the load failed (the server's msg, or the connection text). */
  error: string | null
  /** Why a document did not open (a blocked window, an expired file), until another is asked for. */
  documentError: string | null
  /** The server's msg of the decision just taken ('Solicitud aprobada'). */
  notice: string | null
  /** The file being opened. */
  openingId: number | null
}

export type ApplicationReviewEvent =
  | { type: 'application.retry' }
  | { type: 'application.reload' }
  | { type: 'document.open'; fileId: number }
  /** The decision dialog's answer: the application as it is now. */
  | { type: 'application.decided'; application: ApplicationDetail; msg: string }

/**
 * One application for the operator (/operador/solicitudes/:id, docs/decisions.md#approval): its data, its
 * documents opened in a new tab through short-lived links, its quiz answers, and the decision once taken.
 *
 *   loading → ready | missing (404: no such application) | failed ('Reintentar')
 *   ready: 'Ver' of a document → openingDocument → ready (with the reason when it did not open);
 *          a decision taken in the dialog shows the application it returned; a refused one reloads.
 */
export const applicationReviewMachine = setup({
  types: {
    context: {} as ApplicationReviewContext,
    events: {} as ApplicationReviewEvent,
    input: {} as { id: string },
  },
  actors: {
    loadApplication: fromPromise<ApplicationDetail, { id: string }>(async () => {
      throw new Error('loadApplication not provided')
    }),
    /** Opens the file in a new tab; resolves null when it opened, else why not. */
    openDocument: fromPromise<string | null, { fileId: number }>(async () => {
      throw new Error('openDocument not provided')
    }),
  },
  actions: {
    showDecision: assign(({ event }) =>
      event.type === 'application.decided' ? { application: event.application, notice: event.msg } : {},
    ),
  },
  guards: {
    isNotFound: ({ event }) => hasStatus((event as { error?: unknown }).error, 404),
    isOwnDocument: ({ context, event }) =>
      event.type === 'document.open' &&
      (context.application?.documents.some((document) => document.file_id === event.fileId) ?? false),
  },
}).createMachine({
  id: 'applicationReview',
  context: ({ input }) => ({
    id: input.id,
    application: null,
    error: null,
    documentError: null,
    notice: null,
    openingId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null, documentError: null }),
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ application: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isNotFound',
            target: 'missing',
            actions: assign({ error: ({ event }) => messageOf(event.error, OPERATOR_MSG.applicationFailed) }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
          },
        ],
      },
    },
    ready: {
      on: {
        'document.open': {
          guard: 'isOwnDocument',
          target: 'openingDocument',
          actions: assign({ openingId: ({ event }) => event.fileId }),
        },
        'application.decided': { actions: 'showDecision' },
        'application.reload': { target: 'loading', actions: assign({ notice: null }) },
      },
    },
    openingDocument: {
      entry: assign({ documentError: null }),
      // The dialog may answer while a document opens.
      on: {
        'application.decided': { actions: 'showDecision' },
        'application.reload': { target: 'loading', actions: assign({ notice: null, openingId: null }) },
      },
      invoke: {
        id: 'openDocument',
        src: 'openDocument',
        input: ({ context }) => ({ fileId: context.openingId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign({ documentError: ({ event }) => event.output, openingId: null }),
        },
        onError: {
          target: 'ready',
          actions: assign({
            documentError: ({ event }) => messageOf(event.error, MSG.unexpected),
            openingId: null,
          }),
        },
      },
    },
    missing: {},
    failed: {
      on: { 'application.retry': 'loading' },
    },
  },
})

export type ApplicationReviewMachine = typeof applicationReviewMachine
