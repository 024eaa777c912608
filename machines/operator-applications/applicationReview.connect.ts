import type { ApplicationDetail } from '@contract/applications'
import { BANK_STATEMENTS, COMPANY_DOCUMENTS } from '@contract/registration'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { ApplicationReviewMachine } from './applicationReview.machine'

export type ReviewDocument = ApplicationDetail['documents'][number] & { label: string }

const DOCUMENT_LABELS: Record<string, string> = Object.fromEntries(
  [...COMPANY_DOCUMENTS, ...BANK_STATEMENTS].map((document) => [document.prop, document.label]),
)

/**
 * What one application's page renders (see docs/architecture.md, "Connect layer"): the application, its
 * documents with their 'Ver', whether it may be decided now, the notice of the decision just taken, and the
 * loading, missing and failed screens.
 */
export function connect(
  snapshot: SnapshotFrom<ApplicationReviewMachine>,
  send: SendOf<ApplicationReviewMachine>,
) {
  const ctx = snapshot.context
  const shown = snapshot.matches('ready') || snapshot.matches('openingDocument')
  const application = shown ? ctx.application : null
  const opening = snapshot.matches('openingDocument')
  const documents: ReviewDocument[] = (application?.documents ?? []).map((document) => ({
    ...document,
    label: DOCUMENT_LABELS[document.prop] ?? document.prop,
  }))
  return {
    loading: snapshot.hasTag('busy'),
    missing: snapshot.matches('missing') ? ctx.error : null,
    loadError: snapshot.matches('failed') ? ctx.error : null,
    application,
    documents,
    /** Only a submitted application waits for a decision. */
    canDecide: application?.status === 'submitted',
    notice: shown ? ctx.notice : null,
    documentError: shown ? ctx.documentError : null,
    /** While one document opens, the others wait. */
    getDocumentProps: (document: ReviewDocument) => ({
      loading: opening && ctx.openingId === document.file_id,
      disabled: opening,
      onClick: () => send({ type: 'document.open', fileId: document.file_id }),
    }),
    getRetryProps: () => ({ onClick: () => send({ type: 'application.retry' }) }),
  }
}

export type ApplicationReviewApi = ReturnType<typeof connect>
