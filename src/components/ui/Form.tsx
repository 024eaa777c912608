import type { FormValues } from '@machines/shared/form'
import type { ComponentPropsWithRef, FormEvent } from 'react'

export type FormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'noValidate'> & {
  /**
   * The connect layer's submit (`api.onSubmit`). The form's named values come with it, for the inputs that keep
   * their own text ('' for a file); a submit that reads its values from the machine ignores them.
   */
  onSubmit: (values: FormValues) => void
}

/** The named values of a form as the browser would send them (text only: '' for a file). */
const valuesOf = (form: HTMLFormElement): FormValues => {
  const values: FormValues = {}
  for (const [name, value] of new FormData(form)) values[name] = typeof value === 'string' ? value : ''
  return values
}

/**
 * Every form of the app: Enter in a field or its submit button hands the form to the connect layer, and the
 * browser neither sends it nor checks it (the machine says what is wrong, docs/decisions.md#validation).
 */
export function Form({ onSubmit, ...props }: FormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit(valuesOf(event.currentTarget))
  }
  return <form noValidate {...props} onSubmit={submit} />
}
