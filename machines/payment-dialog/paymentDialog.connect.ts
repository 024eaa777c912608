import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type DateFieldProps, dateFieldProps } from '../shared/dateText'
import { type FieldProps, fieldBinder } from '../shared/form'
import type { DialogValues } from './dialog.types'
import { DIALOGS } from './dialogKinds'
import { projectFormIncomplete } from './kinds/projects'
import type { PaymentDialogMachine } from './paymentDialog.machine'
import {
  selectBusy,
  selectCanGoBack,
  selectError,
  selectNotice,
  selectOpen,
  selectStep,
  selectSubmitting,
  selectTransferToConfirm,
} from './paymentDialog.selectors'

/** A file picker's props: the chosen files, their change, the field's message, disabled while sending. */
export interface FilePickerProps {
  name: string
  files: File[]
  onChange: (files: File[]) => void
  error: string | undefined
  disabled: boolean
}

/**
 * What the payment dialog's view renders (see docs/architecture.md, "Connect layer"): the dialog's open state
 * and step, the texts it shows, and prop getters for its fields and buttons. Every event it sends lives here.
 */
export function connect(snapshot: SnapshotFrom<PaymentDialogMachine>, send: SendOf<PaymentDialogMachine>) {
  const { subject, values, files, fieldErrors: errors, clabe, projects, catalogue } = snapshot.context
  const busy = selectBusy(snapshot)
  const submitting = selectSubmitting(snapshot)
  const close = () => send({ type: 'dialog.close' })
  const submit = () => send({ type: 'dialog.submit' })
  const change = (patch: DialogValues) => send({ type: 'dialog.change', values: patch })
  const getFieldProps = fieldBinder({ values, errors, readOnly: busy, change })
  /** The project form's button stays off, reading 'Completá todos los campos', until the form is complete. */
  const incomplete = subject.kind === 'projectForm' && projectFormIncomplete(values)

  return {
    subject,
    kind: subject.kind,
    step: selectStep(snapshot),
    open: selectOpen(snapshot),
    busy,
    submitting,
    /** The red text: a local block, a failed load or a failed request. */
    error: selectError(snapshot),
    /** A message for the form as a whole (the export without an owner). */
    generalError: errors._,
    notice: selectNotice(snapshot),
    canGoBack: selectCanGoBack(snapshot),
    /** 'Confirmar': the transfer the customer gave as proof, or null. */
    transferToConfirm: selectTransferToConfirm(snapshot),
    clabe,
    projects,
    /** Project form: the server's construction types and phases. */
    catalogue,
    values,
    incomplete,

    /** The dialog shell: closing is refused while a request is on its way. */
    getDialogProps: () => ({
      open: selectOpen(snapshot),
      onOpenChange: (next: boolean) => {
        if (!next) close()
      },
      closable: !busy,
    }),
    /** A text input. */
    getFieldProps,
    /** A field left ('Pagar''s transfer): its own message shows from then on. */
    leaveField: (name: string) => send({ type: 'dialog.blur', field: name }),
    /** A select: the whole field is disabled while sending. */
    getSelectProps: (name: string): FieldProps => ({ ...getFieldProps(name), disabled: busy }),
    /** A date field: its text as typed, tidied and checked once left; the calendar within the kind's limits. */
    getDateProps: (name: string): DateFieldProps =>
      dateFieldProps({
        name,
        value: values[name] ?? '',
        onChange: (text) => change({ [name]: text }),
        onBlur: () => send({ type: 'dialog.blur', field: name }),
        error: errors[name],
        readOnly: busy,
        rule: DIALOGS[subject.kind].dateRules?.(values, subject)[name],
      }),
    getFileProps: (name: 'file' | 'files'): FilePickerProps => ({
      name,
      files,
      onChange: (next) => send({ type: 'dialog.change', files: next }),
      error: errors[name],
      disabled: busy,
    }),
    getSubmitProps: () => ({ onClick: submit, disabled: incomplete, loading: submitting }),
    /** The form's submit: ignored while a request is on its way. */
    onFormSubmit: () => {
      submit()
    },
    getCancelProps: () => ({ onClick: close, disabled: busy }),
    getBackProps: () => ({ onClick: () => send({ type: 'dialog.back' }), disabled: busy }),
    getRetryProps: () => ({ onClick: () => send({ type: 'dialog.retry' }) }),
    getCloseProps: () => ({ onClick: close }),
  }
}

export type PaymentDialogApi = ReturnType<typeof connect>
