import type { ReservedLineValues } from '@machines/reserved-lines'
import {
  selectDialogBusy,
  selectDialogError,
  selectDialogFieldErrors,
  selectDialogNotice,
  selectDialogOpen,
  selectDialogValues,
} from '@machines/reserved-lines'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { TextField } from '@/components/ui/Field'
import type { ReservedLineDialogActorRef } from './reservedLinesLogic'

const FORM_ID = 'reserved-line-form'

function LineForm({ actorRef }: { actorRef: ReservedLineDialogActorRef }) {
  const values = useSelector(actorRef, selectDialogValues)
  const errors = useSelector(actorRef, selectDialogFieldErrors)
  const error = useSelector(actorRef, selectDialogError)
  const busy = useSelector(actorRef, selectDialogBusy)
  const change = (field: keyof ReservedLineValues) => (text: string) =>
    actorRef.send({ type: 'line.change', values: { [field]: text } })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'line.submit' })
  }
  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })}>
      <TextField
        label="ID de usuario del cliente"
        name="user_id"
        inputMode="numeric"
        autoComplete="off"
        readOnly={busy}
        value={values.user_id}
        onChange={(e) => change('user_id')(e.target.value)}
        error={errors.user_id}
      />
      <div
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        <TextField
          label="Monto"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          readOnly={busy}
          value={values.amount}
          onChange={(e) => change('amount')(e.target.value)}
          error={errors.amount}
        />
        <TextField
          label="Días"
          name="days"
          inputMode="numeric"
          autoComplete="off"
          readOnly={busy}
          value={values.days}
          onChange={(e) => change('days')(e.target.value)}
          error={errors.days}
        />
      </div>
      <TextField
        label="Código de compra del cliente"
        name="token"
        inputMode="numeric"
        autoComplete="off"
        readOnly={busy}
        value={values.token}
        onChange={(e) => change('token')(e.target.value)}
        error={errors.token}
      />
      <TextField
        label="Referencia (opcional)"
        name="reference"
        autoComplete="off"
        readOnly={busy}
        value={values.reference}
        onChange={(e) => change('reference')(e.target.value)}
        error={errors.reference}
      />
      {error && (
        <Alert status="error" title="No se reservó la línea">
          {error}
        </Alert>
      )}
    </form>
  )
}

/** 'Reservar línea de crédito': the button, its dialog, and the notice once a line is created. */
export function ReservedLineDialogView({ actorRef }: { actorRef: ReservedLineDialogActorRef }) {
  const open = useSelector(actorRef, selectDialogOpen)
  const busy = useSelector(actorRef, selectDialogBusy)
  const notice = useSelector(actorRef, selectDialogNotice)
  return (
    <>
      <div className={css({ display: 'flex', justifyContent: { base: 'stretch', sm: 'flex-end' } })}>
        <Button
          className={css({ w: { base: 'full', sm: 'auto' } })}
          onClick={() => actorRef.send({ type: 'line.open' })}
        >
          Reservar línea de crédito
        </Button>
      </div>
      {notice && <Alert status="success">{notice}</Alert>}
      <Dialog
        open={open}
        onOpenChange={(next) => !next && !busy && actorRef.send({ type: 'line.close' })}
        title="Reservar línea de crédito"
        description="Aparta parte del crédito del cliente para tus ventas. Pide al cliente su código de compra."
        hideCloseButton={busy}
        closeOnEscape={!busy}
        closeOnInteractOutside={false}
        footer={
          <>
            <Button variant="outline" disabled={busy} onClick={() => actorRef.send({ type: 'line.close' })}>
              Cancelar
            </Button>
            <Button type="submit" form={FORM_ID} loading={busy} loadingText="Reservando…">
              Reservar
            </Button>
          </>
        }
      >
        <LineForm actorRef={actorRef} />
      </Dialog>
    </>
  )
}
