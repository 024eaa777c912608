import { connectDocuments, type DocumentSlot } from '@machines/registration'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { FileUpload } from '@/components/ui/FileUpload'
import { formatFileSize } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { DocumentsActorRef } from './registrationLogic'

const sizeText = (bytes: number | null) => (bytes === null ? '' : formatFileSize(bytes))

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
  const api = useConnect(actorRef, connectDocuments)
  const { generation, reset } = useRejectionResets()
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      {api.error && <Alert status="error">{api.error}</Alert>}
      {api.slots.map((slot) => (
        <div key={slot.prop} data-slot={slot.prop} className={css({ display: 'grid', gap: '2' })}>
          <FileUpload
            key={generation(slot.prop)}
            hint="PDF, JPG o PNG. Máximo 64 MB."
            {...api.getSlotProps(slot, { months, onRejected: () => reset(slot.prop) })}
          />
          <SlotState slot={slot} />
        </div>
      ))}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        {api.failed ? (
          <Button {...api.getRetryProps()}>Reintentar</Button>
        ) : (
          <Button loadingText="Subiendo archivos…" {...api.getSubmitProps()}>
            Continuar
          </Button>
        )}
      </div>
    </div>
  )
}
