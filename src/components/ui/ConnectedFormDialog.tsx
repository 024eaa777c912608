import type { FormValues } from '@machines/shared/form'
import type { ButtonProps } from './Button'
import { FormDialog, type FormDialogProps } from './FormDialog'

/** What the connect layer of a form in a dialog gives its view: the dialog's state, the form's submit, its buttons. */
export interface FormDialogApi {
  open: boolean
  onOpenChange: (open: boolean) => void
  busy: boolean
  onSubmit: (values: FormValues) => void
  getCancelProps: () => ButtonProps
  getSubmitProps: () => ButtonProps
}

type ConnectedFormDialogProps = Omit<
  FormDialogProps,
  'open' | 'onOpenChange' | 'busy' | 'onSubmit' | 'cancelProps' | 'submitProps'
> & { api: FormDialogApi }

/** A `FormDialog` wired to its connect layer: the view says only its title, texts and fields. */
export function ConnectedFormDialog({ api, ...props }: ConnectedFormDialogProps) {
  return (
    <FormDialog
      open={api.open}
      onOpenChange={api.onOpenChange}
      busy={api.busy}
      onSubmit={api.onSubmit}
      cancelProps={api.getCancelProps()}
      submitProps={api.getSubmitProps()}
      {...props}
    />
  )
}
