import { QUOTE_NOTE_MAX } from '@contract/quoteTexts'
import { QUOTE_ANSWER_UPLOAD_RULE } from '@contract/quoteUploads'
import { acceptAttribute } from '@contract/uploads'
import { connectQuoteAnswer } from '@machines/supplier-quotes'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Field, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { AMOUNT_INPUT } from '@/components/ui/inputKinds'
import { inputProps, useConnect } from '@/lib/useConnect'
import type { QuoteAnswerActorRef } from './supplierQuotesLogic'

/** The answer form in its dialog: a chunk of its own, loaded when a supplier opens 'Enviar cotización'. */
export default function QuoteAnswerDialog({ actorRef }: { actorRef: QuoteAnswerActorRef }) {
  const api = useConnect(actorRef, connectQuoteAnswer)
  const note = api.getFieldProps('note')
  return (
    <Dialog
      open={api.open}
      onOpenChange={api.onOpenChange}
      title="Enviar cotización"
      description={api.quoteName}
      hideCloseButton={api.busy}
      closeOnEscape={!api.busy}
      footer={
        <>
          <Button variant="outline" {...api.getCancelProps()}>
            Cancelar
          </Button>
          <Button loadingText="Enviando…" {...api.getSubmitProps()}>
            Enviar
          </Button>
        </>
      }
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        {api.error && <Alert status="error">{api.error}</Alert>}
        <Field
          label="Cotización (PDF)"
          required
          error={api.fileError}
          helperText="Archivo PDF de máximo 12 MB"
        >
          <Field.Input
            type="file"
            name="file"
            accept={acceptAttribute(QUOTE_ANSWER_UPLOAD_RULE)}
            disabled={api.busy}
            onChange={(event) => api.onFileChange(event.target.files?.[0] ?? null)}
          />
        </Field>
        <TextField
          label="Monto (opcional)"
          {...AMOUNT_INPUT}
          helperText="En pesos, con hasta 2 decimales"
          {...inputProps(api.getFieldProps('amount'))}
        />
        <Field
          label="Nota (opcional)"
          error={note.error}
          disabled={note.disabled}
          helperText={`${note.value.length}/${QUOTE_NOTE_MAX}`}
        >
          <FieldTextarea
            name={note.name}
            value={note.value}
            rows={3}
            onChange={(event) => note.onChange(event.target.value)}
          />
        </Field>
      </div>
    </Dialog>
  )
}
