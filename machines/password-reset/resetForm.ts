import { clearEdited, type FieldErrors, touch } from '../shared/form'

/** What both password pages keep of their form (forgotPassword, changePassword). */
export interface ResetForm<V> {
  values: V
  touched: string[]
  fieldErrors: FieldErrors
  error: string | null
}

/** The form once the person typed `values`: those fields' messages and the page's message go. */
export const typed = <V>(form: ResetForm<V>, values: Partial<V>) => ({
  values: { ...form.values, ...values },
  fieldErrors: clearEdited(form.fieldErrors, Object.keys(values)),
  error: null,
})

/** The touched list once the person left `field`. */
export const left = <V>(form: ResetForm<V>, field: string): string[] => touch(form.touched, [field])
