import type { FormValues } from '@machines/shared/form'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, type ButtonProps } from './Button'
import { Dialog } from './Dialog'
import { Form } from './Form'

const fields = css({ display: 'grid', gap: '4' })

export interface FormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** While the form sends: no × and no Escape (the connect layer's `busy`). */
  busy: boolean
  /** The form's id: its submit button sits in the dialog's footer. */
  formId: string
  /** The connect layer's submit (see `Form`). */
  onSubmit: (values: FormValues) => void
  /** 'Cancelar': the connect layer's cancel props. */
  cancelProps: ButtonProps
  /** The submit button's text, its text while sending, and its props from the connect layer. */
  submitLabel: ReactNode
  loadingText: ReactNode
  submitProps: ButtonProps
  /** The fields and the form's messages. */
  children: ReactNode
}

/**
 * A dialog that holds one form: 'Cancelar' and the submit in its footer, the form in its body, closing
 * refused while the form sends and a click beside it ignored (it must not throw away what was typed).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  formId,
  onSubmit,
  cancelProps,
  submitLabel,
  loadingText,
  submitProps,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      hideCloseButton={busy}
      closeOnEscape={!busy}
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" {...cancelProps}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loadingText={loadingText} {...submitProps}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} className={fields}>
        {children}
      </Form>
    </Dialog>
  )
}
