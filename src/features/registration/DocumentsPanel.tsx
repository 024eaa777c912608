import { REGISTRATION_FILE_ACCEPT } from '@contract/registration'
import {
  type DocumentSlot,
  selectDocumentsBusy,
  selectDocumentsError,
  selectSlots,
  selectUploadsFailed,
} from '@machines/registration'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { FileUpload } from '@/components/ui/FileUpload'
import type { DocumentsActorRef } from './registrationLogic'

const sizeText = (bytes: number | null) =>
  bytes === null ? '' : `${(bytes / (1024 * 1024)).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`

function SlotState({ slot }: { slot: DocumentSlot }) {
  if (slot.status === 'uploading')
    return (
      <progress
        className={css({ w: 'full' })}
        max={100}
        value={slot.progress}
        aria-label={`Subiendo ${slot.label}`}
      />
    )
  if (slot.status === 'uploaded')
    return (
      <p className={css({ fontSize: 'sm', color: 'success' })}>
        Archivo cargado: {slot.fileName} ({sizeText(slot.size)})
      </p>
    )
  return null
}

/**
 * Ark's FileUpload keeps lists of its own: accepted files (controlled here by the slot's file) and rejected
 * ones, which it cannot be told to forget. Every rejection goes to the machine, which decides (the same file
 * picked again for a failed slot is a duplicate to Ark but a new pick to the machine), so after one the field
 * is mounted afresh: its lists are the machine's again and a later removal reaches the machine. Focus goes
 * back to its trigger.
 */
function useRejectionResets() {
  const [resets, setResets] = useState<Record<string, number>>({})
  const refocus = useRef<string | null>(null)
  // After every render: the field mounted afresh takes the focus its predecessor had.
  useEffect(() => {
    const prop = refocus.current
    if (prop === null) return
    refocus.current = null
    document.querySelector<HTMLElement>(`[data-slot="${prop}"] [data-part="trigger"]`)?.focus()
  })
  const reset = (prop: string) => {
    const active = document.activeElement
    if (active && document.querySelector(`[data-slot="${prop}"]`)?.contains(active)) refocus.current = prop
    setResets((r) => ({ ...r, [prop]: (r[prop] ?? 0) + 1 }))
  }
  return { generation: (prop: string) => resets[prop] ?? 0, reset }
}

/** The slots of one documents step: pick, upload with progress, retry the failed ones. */
export function DocumentsPanel({
  actorRef,
  months,
}: {
  actorRef: DocumentsActorRef
  /** Month named beside each bank statement. */
  months?: Record<string, string>
}) {
  const slots = useSelector(actorRef, selectSlots)
  const error = useSelector(actorRef, selectDocumentsError)
  const busy = useSelector(actorRef, selectDocumentsBusy)
  const failed = useSelector(actorRef, selectUploadsFailed)
  const { generation, reset } = useRejectionResets()
  const pick = (prop: string, file: File | undefined) => {
    if (file) actorRef.send({ type: 'documents.pick', prop, file })
  }
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {error && <Alert status="error">{error}</Alert>}
      {slots.map((slot) => {
        const label = months?.[slot.prop] ? `${slot.label}: ${months[slot.prop]}` : slot.label
        return (
          <div key={slot.prop} data-slot={slot.prop} className={css({ display: 'grid', gap: '2' })}>
            <FileUpload
              key={generation(slot.prop)}
              label={label}
              name={slot.prop}
              accept={REGISTRATION_FILE_ACCEPT}
              acceptedFiles={slot.file ? [slot.file] : []}
              onFileAccept={(files) => pick(slot.prop, files[0])}
              // Ark's own rejections (type, or the same file picked again) are the machine's to judge: a
              // wrong file gets the wizard's message, the same file again is a new pick with a new hash.
              onFileReject={(rejected) => {
                if (rejected.length === 0) return
                pick(slot.prop, rejected[0]?.file)
                reset(slot.prop)
              }}
              // The accepted list emptied: the person removed the file (the machine ignores it when it can't).
              onFilesChange={(accepted) => {
                if (accepted.length === 0 && slot.file)
                  actorRef.send({ type: 'documents.remove', prop: slot.prop })
              }}
              hint="PDF, JPG o PNG. Máximo 64 MB."
              error={slot.error}
              disabled={busy}
              required
            />
            <SlotState slot={slot} />
          </div>
        )
      })}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        {failed ? (
          <Button onClick={() => actorRef.send({ type: 'documents.retry' })}>Reintentar</Button>
        ) : (
          <Button
            loading={busy}
            loadingText="Subiendo archivos…"
            onClick={() => actorRef.send({ type: 'documents.submit' })}
          >
            Continuar
          </Button>
        )}
      </div>
    </div>
  )
}
