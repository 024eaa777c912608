import {
  selectBusy,
  selectCanGoBack,
  selectError,
  selectFieldErrors,
  selectNotice,
  selectOpen,
  selectProjectIncomplete,
  selectStep,
  selectSubject,
  selectSubmitting,
} from '@machines/payment-dialog'
import { useSelector } from '@xstate/react'
import type { FormEvent, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Drawer } from '@/components/ui/Drawer'
import { Spinner } from '@/components/ui/Spinner'
import { DialogFields, ExtensionSummary, PaymentSummary } from './DialogFields'
import { confirmLabelOf, confirmTextOf, isAlertDialog, submitLabelOf, titleOf } from './dialogTexts'
import type { PaymentDialogActorRef } from './paymentDialogLogic'

const FORM_ID = 'payment-dialog-form'

const body = css({ display: 'grid', gap: '4' })
const question = css({ fontSize: 'md', color: 'fg' })
const loading = css({ display: 'flex', alignItems: 'center', gap: '3', py: '4', color: 'fg.muted' })

/**
 * Every dialog of the payment family, driven by its machine: the `open` tag opens it, `busy` disables its
 * buttons and blocks closing, the step says what its body shows. The project form opens as a drawer.
 */
export function PaymentDialogView({ actorRef }: { actorRef: PaymentDialogActorRef }) {
  const open = useSelector(actorRef, selectOpen)
  const busy = useSelector(actorRef, selectBusy)
  const submitting = useSelector(actorRef, selectSubmitting)
  const step = useSelector(actorRef, selectStep)
  const subject = useSelector(actorRef, selectSubject)
  const error = useSelector(actorRef, selectError)
  const notice = useSelector(actorRef, selectNotice)
  const canGoBack = useSelector(actorRef, selectCanGoBack)
  const incomplete = useSelector(actorRef, selectProjectIncomplete)
  const generalError = useSelector(actorRef, selectFieldErrors)._

  const close = () => actorRef.send({ type: 'dialog.close' })
  const submit = () => actorRef.send({ type: 'dialog.submit' })
  const onOpenChange = (next: boolean) => {
    if (!next && !busy) close()
  }

  if (step === 'success') {
    return (
      <Dialog
        key="success"
        open={open}
        onOpenChange={onOpenChange}
        title="Exitoso"
        role="alertdialog"
        size="sm"
        closeOnInteractOutside={false}
        footer={<Button onClick={close}>Aceptar</Button>}
      >
        <Alert status="success">{notice}</Alert>
      </Dialog>
    )
  }

  let content: ReactNode = null
  let footer: ReactNode = null
  const cancel = (
    <Button variant="outline" disabled={busy} onClick={close}>
      Cancelar
    </Button>
  )
  const errorAlert = error ? (
    <Alert status="error" title="Atención">
      {error}
    </Alert>
  ) : null

  switch (step) {
    case 'blocked':
      content = <Alert status="error">{error}</Alert>
      footer = <Button onClick={close}>Aceptar</Button>
      break
    case 'loading':
      content = (
        <div className={loading}>
          <Spinner label="Cargando" />
          <span>Cargando…</span>
        </div>
      )
      footer = cancel
      break
    case 'loadFailed':
      content = errorAlert
      footer = (
        <>
          {cancel}
          <Button onClick={() => actorRef.send({ type: 'dialog.retry' })}>Reintentar</Button>
        </>
      )
      break
    case 'confirm':
      content = (
        <div className={body}>
          <p className={question}>{confirmTextOf(subject)}</p>
          {subject.payment && <PaymentSummary payment={subject.payment} subject={subject} />}
          {subject.extension && <ExtensionSummary subject={subject} />}
          {errorAlert}
        </div>
      )
      footer = (
        <>
          {canGoBack ? (
            <Button variant="outline" disabled={busy} onClick={() => actorRef.send({ type: 'dialog.back' })}>
              Volver
            </Button>
          ) : (
            cancel
          )}
          <Button onClick={submit} loading={submitting} loadingText="Enviando…">
            {confirmLabelOf(subject)}
          </Button>
        </>
      )
      break
    case 'form': {
      const onSubmit = (event: FormEvent) => {
        event.preventDefault()
        if (!busy) submit()
      }
      const blockedByIncomplete = subject.kind === 'projectForm' && incomplete
      content = (
        <form id={FORM_ID} noValidate onSubmit={onSubmit} className={body}>
          <DialogFields actorRef={actorRef} busy={busy} />
          {generalError && <Alert status="error">{generalError}</Alert>}
          {errorAlert}
        </form>
      )
      footer = (
        <>
          {cancel}
          <Button
            type="submit"
            form={FORM_ID}
            disabled={blockedByIncomplete}
            loading={submitting}
            loadingText="Enviando…"
          >
            {blockedByIncomplete ? 'Completá todos los campos' : submitLabelOf(subject)}
          </Button>
        </>
      )
      break
    }
    default:
      break
  }

  if (subject.kind === 'projectForm') {
    return (
      <Drawer open={open} onOpenChange={onOpenChange} title={titleOf(subject)} footer={footer}>
        {content}
      </Drawer>
    )
  }
  return (
    <Dialog
      key="dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={step === 'blocked' ? 'Atención' : titleOf(subject)}
      role={step === 'blocked' || isAlertDialog(subject.kind) ? 'alertdialog' : 'dialog'}
      hideCloseButton={busy}
      closeOnEscape={!busy}
      closeOnInteractOutside={false}
      footer={footer}
    >
      {content}
    </Dialog>
  )
}
