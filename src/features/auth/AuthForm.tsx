import type { FormValues } from '@machines/shared/form'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button, type ButtonProps } from '@/components/ui/Button'
import { Form } from '@/components/ui/Form'

const fields = css({ display: 'grid', gap: '4' })

/**
 * The form of a page one reaches signed out (sign in, forgot or change the password): what to do, the error
 * as an alert over the form, the fields, and the submit across the page.
 */
export function AuthForm({
  intro,
  error,
  onSubmit,
  submitProps,
  submitLabel,
  loadingText,
  children,
}: {
  intro?: ReactNode
  error: string | null | undefined
  /** The connect layer's submit (see `Form`). */
  onSubmit: (values: FormValues) => void
  submitProps: ButtonProps
  submitLabel: ReactNode
  loadingText: ReactNode
  children: ReactNode
}) {
  return (
    <>
      {intro && <p className={css({ color: 'fg.muted' })}>{intro}</p>}
      {error && (
        <Alert status="error" role="alert">
          {error}
        </Alert>
      )}
      <Form onSubmit={onSubmit} className={fields}>
        {children}
        <Button {...submitProps} loadingText={loadingText} fullWidth>
          {submitLabel}
        </Button>
      </Form>
    </>
  )
}
