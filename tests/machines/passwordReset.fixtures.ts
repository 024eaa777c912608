import { MSG } from '@contract/messages'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

// What the spec says of each text the password pages' tests type: the rules of docs/decisions.md#validation,
// written out.

export const GOOD_EMAIL = 'cliente@demo.mx'
/** A good e-mail as a phone's keyboard completes it, with spaces around: valid, and sent without them. */
export const TYPED_EMAIL = ` ${GOOD_EMAIL} `
/** The e-mail's message once the field is left: required, or 'El correo no es válido'. */
export const EMAIL_MESSAGE: Record<string, string | null> = {
  '': MSG.required,
  'no-es-correo': MSG.invalidEmailForgot,
  [TYPED_EMAIL]: null,
}
export const GOOD_PASSWORD = 'Nueva1234'
/** The new password's message once left: required, at least 8 characters, or none. */
export const PASSWORD_MESSAGE: Record<string, string | null> = {
  '': MSG.required,
  corta: MSG.passwordMin,
  [GOOD_PASSWORD]: null,
}
/** The confirmation's message once left, given the password typed. */
export const confirmationMessage = (password: string, confirmation: string): string | null =>
  confirmation === '' ? MSG.required : confirmation !== password ? MSG.passwordMismatch : null

/** Confirmations in other words than the pages' defaults (a server newer than this build). */
export const SERVER_NOTICE = {
  forgot: 'Listo: revisa tu bandeja de entrada.',
  change: 'Listo: tu nueva contraseña ya funciona.',
}

export type Failure = { kind: string; status?: number; msg?: string; errors?: Record<string, string[]> }

/** The first message per field of a refusal. */
export const firstMessages = (failure: Failure | undefined): Partial<Record<string, string>> =>
  Object.fromEntries(Object.entries(failure?.errors ?? {}).map(([field, [message]]) => [field, message]))

// ---------------------------------------------------------------- on the screen

export const expectMessage = (label: string, message: string | null) => {
  const input = screen.getByLabelText(label)
  if (message) {
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input.closest('[data-part="root"]')).toHaveTextContent(message)
  } else expect(input).not.toHaveAttribute('aria-invalid', 'true')
}
export const expectBanner = (error: string | null) => {
  if (error) expect(screen.getByRole('alert')).toHaveTextContent(error)
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument()
}
/** The submit: enabled only for a valid form, busy while sending (the spec: disabled until valid). */
export const expectSubmit = (name: RegExp, enabled: boolean) => {
  const button = screen.getByRole('button', { name })
  if (enabled) expect(button).toBeEnabled()
  else expect(button).toBeDisabled()
}

/**
 * What a field holds now (pasted or filled in by the browser): the focus stays where it was, so the field is
 * not left, which is a step of its own ('reset.blur').
 */
export const typeInto = async (label: string, text: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } })
}
/** Leaving a field: the focus moves on with Tab. */
export const leave = async (label: string) => {
  const user = userEvent.setup()
  await user.click(screen.getByLabelText(label))
  await user.tab()
}
/** The submit button when enabled; with it disabled, a submit of the form (what the machine must refuse). */
export const send = async (name: string) => {
  const button = screen.getByRole('button', { name })
  if ((button as HTMLButtonElement).disabled) fireEvent.submit(button.closest('form')!)
  else await userEvent.setup().click(button)
}
