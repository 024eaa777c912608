import { connectReservedLineDialog, type ReservedLineDialogApi } from '@machines/reserved-lines'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import { FormDialog } from '@/components/ui/FormDialog'
import { inputProps, useConnect } from '@/lib/useConnect'
import type { ReservedLineDialogActorRef } from './reservedLinesLogic'

const FORM_ID = 'reserved-line-form'

function LineFields({ api }: { api: ReservedLineDialogApi }) {
  const { error } = api
  const field = (name: string) => inputProps(api.getFieldProps(name))
  return (
    <>
      <TextField
        label="ID de usuario del cliente"
        inputMode="numeric"
        autoComplete="off"
        {...field('user_id')}
      />
      <div
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        <TextField label="Monto" inputMode="decimal" autoComplete="off" {...field('amount')} />
        <TextField label="Días" inputMode="numeric" autoComplete="off" {...field('days')} />
      </div>
      <TextField
        label="Código de compra del cliente"
        inputMode="numeric"
        autoComplete="off"
        {...field('token')}
      />
      <TextField label="Referencia (opcional)" autoComplete="off" {...field('reference')} />
      {error && (
        <Alert status="error" title="No se reservó la línea">
          {error}
        </Alert>
      )}
    </>
  )
}

/** 'Reservar línea de crédito': the button, its dialog, and the notice once a line is created. */
export function ReservedLineDialogView({ actorRef }: { actorRef: ReservedLineDialogActorRef }) {
  const api = useConnect(actorRef, connectReservedLineDialog)
  const { open, busy, notice } = api
  return (
    <>
      <div className={css({ display: 'flex', justifyContent: { base: 'stretch', sm: 'flex-end' } })}>
        <Button className={css({ w: { base: 'full', sm: 'auto' } })} {...api.getOpenerProps()}>
          Reservar línea de crédito
        </Button>
      </div>
      {notice && <Alert status="success">{notice}</Alert>}
      <FormDialog
        open={open}
        onOpenChange={api.onOpenChange}
        title="Reservar línea de crédito"
        description="Aparta parte del crédito del cliente para tus ventas. Pide al cliente su código de compra."
        busy={busy}
        formId={FORM_ID}
        onSubmit={api.onSubmit}
        cancelProps={api.getCancelProps()}
        submitLabel="Reservar"
        loadingText="Reservando…"
        submitProps={{ loading: busy }}
      >
        <LineFields api={api} />
      </FormDialog>
    </>
  )
}
