import { REGISTRATION_UPLOAD_RULE } from '@contract/registration'
import { acceptOf } from '@contract/uploads'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { submitProps } from '../shared/form'
import type { DocumentSlot, DocumentsMachine } from './documents.machine'
import {
  selectDocumentsBusy,
  selectDocumentsError,
  selectDocumentsReady,
  selectSlots,
  selectUploadsFailed,
} from './registration.selectors'

const ACCEPT = acceptOf(REGISTRATION_UPLOAD_RULE)

export interface SlotOptions {
  /** Month named beside each bank statement, by slot. */
  months?: Readonly<Record<string, string>>
  /** Called after a rejected pick reached the machine (the view mounts the field afresh). */
  onRejected?: () => void
}

/**
 * What a documents step renders (see docs/architecture.md, "Connect layer"): the banner, one file field per
 * slot, and 'Continuar' (disabled until every slot holds a file), or 'Reintentar' once an upload failed. Every
 * file the person picks goes to the machine, including the ones the file field rejects itself (a wrong type,
 * the same file again): the machine judges them.
 */
export function connect(snapshot: SnapshotFrom<DocumentsMachine>, send: SendOf<DocumentsMachine>) {
  const busy = selectDocumentsBusy(snapshot)
  const pick = (prop: string, file: File | undefined) => {
    if (file) send({ type: 'documents.pick', prop, file })
  }
  return {
    error: selectDocumentsError(snapshot),
    slots: selectSlots(snapshot),
    /** An upload failed: 'Reintentar' replaces 'Continuar'. */
    failed: selectUploadsFailed(snapshot),
    getSlotProps: (slot: DocumentSlot, options: SlotOptions = {}) => ({
      label: options.months?.[slot.prop] ? `${slot.label}: ${options.months[slot.prop]}` : slot.label,
      name: slot.prop,
      accept: ACCEPT,
      acceptedFiles: slot.file ? [slot.file] : [],
      onFileAccept: (files: File[]) => pick(slot.prop, files[0]),
      onFileReject: (rejected: readonly { file: File }[]) => {
        if (rejected.length === 0) return
        pick(slot.prop, rejected[0]?.file)
        options.onRejected?.()
      },
      /** The accepted list emptied: the person removed the file (the machine ignores it when it can't). */
      onFilesChange: (accepted: File[]) => {
        if (accepted.length === 0 && slot.file) send({ type: 'documents.remove', prop: slot.prop })
      },
      error: slot.error,
      disabled: busy,
      required: true,
    }),
    getRetryProps: () => ({ onClick: () => send({ type: 'documents.retry' }) }),
    /** 'Continuar': disabled until every slot holds a file (each document is required). */
    getSubmitProps: () => ({
      ...submitProps({ valid: selectDocumentsReady(snapshot), busy }),
      onClick: () => send({ type: 'documents.submit' }),
    }),
  }
}

export type DocumentsApi = ReturnType<typeof connect>
