// Parts imported one by one (not the Field namespace) so unused ones drop out; the auto-resizing textarea
// lives in FieldTextarea.tsx so pages without one (like /login) never carry it.
import {
  FieldInput as ArkFieldInput,
  FieldSelect as ArkFieldSelect,
  FieldLabel,
  FieldRequiredIndicator,
  useFieldContext,
} from '@ark-ui/react/field'
import { maxLengthOf } from '@contract/limits'
import { type ComponentPropsWithRef, type ReactNode, useState } from 'react'
import { cx } from 'styled-system/css'
import { field, input, inputEndButton } from '@/theme/recipes/field'
import { FieldFrame, type FieldFrameOptions } from './FieldMessages'
import { EyeIcon, EyeOffIcon } from './icons'

export type FieldProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  FieldFrameOptions & {
    /** Visible label text. */
    label?: ReactNode
    /** The control: <Field.Input/>, <Field.PasswordInput/>, <FieldNativeSelect/> or <FieldTextarea/> (FieldTextarea.tsx). */
    children: ReactNode
  }

function FieldRoot({ label, required, className, children, ...rest }: FieldProps) {
  const s = field()
  return (
    <FieldFrame required={required} className={cx(s.root, className)} {...rest}>
      {label != null && (
        <FieldLabel className={s.label}>
          {label}
          {required && <FieldRequiredIndicator className={s.requiredIndicator}>*</FieldRequiredIndicator>}
        </FieldLabel>
      )}
      {children}
    </FieldFrame>
  )
}

/**
 * Ark points the control at the error text with aria-errormessage only; screen readers announce
 * aria-describedby far more reliably, so the error is also referenced there while invalid.
 */
export function useErrorDescribedBy(own: string | undefined): string | undefined {
  const ctx = useFieldContext()
  if (!ctx?.invalid) return own
  return [ctx.ids.errorText, own].filter(Boolean).join(' ')
}

export type FieldInputProps = ComponentPropsWithRef<'input'>

/**
 * An input named after a request field takes no more than that field's limit (contract/limits.ts), so the text
 * a person types is never one the server refuses for its length; a screen may still pass its own.
 */
export const limitOf = (name: string | undefined, maxLength: number | undefined) =>
  maxLength ?? maxLengthOf(name)

function FieldInput({ className, 'aria-describedby': describedBy, maxLength, ...rest }: FieldInputProps) {
  return (
    <ArkFieldInput
      maxLength={limitOf(rest.name, maxLength)}
      aria-describedby={useErrorDescribedBy(describedBy)}
      className={cx(input(), className)}
      {...rest}
    />
  )
}

export type FieldSelectProps = ComponentPropsWithRef<'select'>

/** Native <select> (lightest option for short, static lists). */
export function FieldNativeSelect({ className, 'aria-describedby': describedBy, ...rest }: FieldSelectProps) {
  return (
    <ArkFieldSelect
      aria-describedby={useErrorDescribedBy(describedBy)}
      className={cx(input(), className)}
      {...rest}
    />
  )
}

export type FieldPasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  showLabel?: string
  hideLabel?: string
}

function FieldPasswordInput({
  className,
  showLabel = 'Mostrar contraseña',
  hideLabel = 'Ocultar contraseña',
  autoComplete = 'current-password',
  disabled,
  'aria-describedby': describedBy,
  maxLength,
  ...rest
}: FieldPasswordInputProps) {
  const [visible, setVisible] = useState(false)
  const ctx = useFieldContext()
  const ariaDescribedBy = useErrorDescribedBy(describedBy)
  const s = field()
  return (
    <div className={s.passwordGroup}>
      <ArkFieldInput
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        disabled={disabled}
        maxLength={limitOf(rest.name, maxLength)}
        aria-describedby={ariaDescribedBy}
        className={cx(input({ kind: 'password' }), className)}
        {...rest}
      />
      <button
        type="button"
        className={inputEndButton()}
        aria-label={visible ? hideLabel : showLabel}
        title={visible ? hideLabel : showLabel}
        disabled={disabled ?? ctx?.disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  )
}

/**
 * Ark Field with label, helper and error text.
 *
 *   <Field label="Correo electrónico" error={errors.email} required>
 *     <Field.Input type="email" name="email" autoComplete="email" />
 *   </Field>
 */
export const Field = Object.assign(FieldRoot, {
  Input: FieldInput,
  PasswordInput: FieldPasswordInput,
})

/** Shorthand: label + input + messages in one element. Extra props go to the <input>. */
export type TextFieldProps = FieldInputProps & {
  label: ReactNode
  error?: string | null | false
  helperText?: ReactNode
}

export function TextField({
  label,
  error,
  helperText,
  required,
  disabled,
  readOnly,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <FieldInput {...inputProps} />
    </Field>
  )
}

export function PasswordField({
  label,
  error,
  helperText,
  required,
  disabled,
  ...inputProps
}: FieldPasswordInputProps & { label: ReactNode; error?: string | null | false; helperText?: ReactNode }) {
  return (
    <Field label={label} error={error} helperText={helperText} required={required} disabled={disabled}>
      <FieldPasswordInput {...inputProps} />
    </Field>
  )
}
