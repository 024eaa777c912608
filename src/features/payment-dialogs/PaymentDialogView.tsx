import { connectPaymentDialog } from '@machines/payment-dialog'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Drawer } from '@/components/ui/Drawer'
import { Form } from '@/components/ui/Form'
import { Spinner } from '@/components/ui/Spinner'
import { useConnect } from '@/lib/useConnect'
import {
  DialogFields,
  type DialogFieldsOf,
  ExtensionSummary,
  PaymentSummary,
  TransferSummary,
} from './DialogFields'
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
export function PaymentDialogView({
  actorRef,
  fields,
}: {
  actorRef: PaymentDialogActorRef
  /** The fields of the kinds this host opens (DialogFields.tsx). */
  fields: DialogFieldsOf
}) {
  const api = useConnect(actorRef, connectPaymentDialog)
  const { step, subject, error } = api
  const dialog = api.getDialogProps()
  const cancelProps = api.getCancelProps()

  if (step === 'success') {
    return (
      <Dialog
        key="success"
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        title="Exitoso"
        role="alertdialog"
        size="sm"
        closeOnInteractOutside={false}
        footer={<Button {...api.getCloseProps()}>Aceptar</Button>}
      >
        <Alert status="success">{api.notice}</Alert>
      </Dialog>
    )
  }

  let content: ReactNode = null
  let footer: ReactNode = null
  const cancel = (
    <Button variant="outline" {...cancelProps}>
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
      footer = <Button {...api.getCloseProps()}>Aceptar</Button>
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
          <Button {...api.getRetryProps()}>Reintentar</Button>
        </>
      )
      break
    case 'confirm':
      content = (
        <div className={body}>
          <p className={question}>{confirmTextOf(subject)}</p>
          {subject.payment && <PaymentSummary payment={subject.payment} subject={subject} />}
          {api.transferToConfirm && <TransferSummary transfer={api.transferToConfirm} />}
          {subject.extension && <ExtensionSummary subject={subject} />}
          {errorAlert}
        </div>
      )
      footer = (
        <>
          {api.canGoBack ? (
            <Button variant="outline" {...api.getBackProps()}>
              Volver
            </Button>
          ) : (
            cancel
          )}
          <Button {...api.getSubmitProps()} loadingText="Enviando…">
            {confirmLabelOf(subject)}
          </Button>
        </>
      )
      break
    case 'form': {
      const submitProps = api.getSubmitProps()
      content = (
        <Form id={FORM_ID} onSubmit={api.onFormSubmit} className={body}>
          <DialogFields api={api} fields={fields} />
          {api.generalError && <Alert status="error">{api.generalError}</Alert>}
          {errorAlert}
        </Form>
      )
      footer = (
        <>
          {cancel}
          <Button
            type="submit"
            form={FORM_ID}
            disabled={submitProps.disabled}
            loading={submitProps.loading}
            loadingText="Enviando…"
          >
            {api.incomplete ? 'Completá todos los campos' : submitLabelOf(subject)}
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
      <Drawer
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        title={titleOf(subject)}
        footer={footer}
        closeOnInteractOutside={false}
      >
        {content}
      </Drawer>
    )
  }
  return (
    <Dialog
      key="dialog"
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={step === 'blocked' ? 'Atención' : titleOf(subject)}
      role={step === 'blocked' || isAlertDialog(subject.kind) ? 'alertdialog' : 'dialog'}
      hideCloseButton={!dialog.closable}
      closeOnEscape={dialog.closable}
      closeOnInteractOutside={false}
      footer={footer}
    >
      {content}
    </Dialog>
  )
}
