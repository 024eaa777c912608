import type { FormValues } from '@machines/shared/form'
import type { ButtonProps } from './Button'
import type { FormDialogProps } from './FormDialog'

/** What the connect layer of a form in a dialog gives its view: the dialog's state, the form's submit, its buttons. */
export interface FormDialogApi {
  open: boolean
  onOpenChange: (open: boolean) => void
  busy: boolean
  onSubmit: (values: FormValues) => void
  getCancelProps: () => ButtonProps
  getSubmitProps: () => ButtonProps
}

/**
 * A `FormDialog`'s wiring to its connect layer, so the view says only its title, texts and fields:
 * `<FormDialog {...formDialogProps(api)} title="…" formId="…" submitLabel="Guardar" loadingText="Guardando…">`.
 */
export const formDialogProps = (api: FormDialogApi) =>
  ({
    open: api.open,
    onOpenChange: api.onOpenChange,
    busy: api.busy,
    onSubmit: api.onSubmit,
    cancelProps: api.getCancelProps(),
    submitProps: api.getSubmitProps(),
  }) satisfies Partial<FormDialogProps>
