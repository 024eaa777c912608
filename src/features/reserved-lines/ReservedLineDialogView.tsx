import { connectReservedLineDialog, type ReservedLineDialogApi } from '@machines/reserved-lines'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { TextField } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { inputProps, useConnect } from '@/lib/useConnect'
import type { ReservedLineDialogActorRef } from './reservedLinesLogic'

const FORM_ID = 'reserved-line-form'

function LineForm({ api }: { api: ReservedLineDialogApi }) {
  const { error } = api
  const field = (name: string) => inputProps(api.getFieldProps(name))
  return (
    <Form id={FORM_ID} onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '4' })}>
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
    </Form>
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
      <Dialog
        open={open}
        onOpenChange={api.onOpenChange}
        title="Reservar línea de crédito"
        description="Aparta parte del crédito del cliente para tus ventas. Pide al cliente su código de compra."
        hideCloseButton={busy}
        closeOnEscape={!busy}
        closeOnInteractOutside={false}
        footer={
          <>
            <Button variant="outline" {...api.getCancelProps()}>
              Cancelar
            </Button>
            <Button type="submit" form={FORM_ID} loading={busy} loadingText="Reservando…">
              Reservar
            </Button>
          </>
        }
      >
        <LineForm api={api} />
      </Dialog>
    </>
  )
}
