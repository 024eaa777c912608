import type { FormValues } from '@machines/shared/form'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button, type ButtonProps } from '@/components/ui/Button'
import { Form } from '@/components/ui/Form'

const fields = css({ display: 'grid', gap: '4' })

/** What the page's connect layer gives its form: the error of the last try, the submit and its button. */
export interface AuthFormApi {
  error: string | null | undefined
  /** The connect layer's submit (see `Form`). */
  onSubmit: (values: FormValues) => void
  getSubmitProps: () => ButtonProps
}

/**
 * The form of a page one reaches signed out (sign in, forgot or change the password): what to do, the error
 * as an alert over the form, the fields, and the submit across the page.
 */
export function AuthForm({
  api,
  intro,
  submitLabel,
  loadingText,
  children,
}: {
  api: AuthFormApi
  intro?: ReactNode
  submitLabel: ReactNode
  loadingText: ReactNode
  children: ReactNode
}) {
  return (
    <>
      {intro && <p className={css({ color: 'fg.muted' })}>{intro}</p>}
      {api.error && (
        <Alert status="error" role="alert">
          {api.error}
        </Alert>
      )}
      <Form onSubmit={api.onSubmit} className={fields}>
        {children}
        <Button {...api.getSubmitProps()} loadingText={loadingText} fullWidth>
          {submitLabel}
        </Button>
      </Form>
    </>
  )
}
