import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Field, PasswordField, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { expectNoAxeViolations } from '../axe'

describe('Field', () => {
  it('labels the input, shows helper text and no error by default', async () => {
    render(
      <Field label="Correo electrónico" helperText="Te enviaremos un código">
        <Field.Input type="email" name="email" />
      </Field>,
    )
    const input = screen.getByLabelText('Correo electrónico')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('Te enviaremos un código')
    expect(screen.queryByText(/obligatorio/)).not.toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('shows the error only when given a string, with aria-invalid and description', async () => {
    const { rerender } = render(
      <Field label="Correo electrónico" error="">
        <Field.Input type="email" />
      </Field>,
    )
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('aria-invalid')
    rerender(
      <Field label="Correo electrónico" error="El correo es obligatorio">
        <Field.Input type="email" />
      </Field>,
    )
    const input = screen.getByLabelText('Correo electrónico')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('El correo es obligatorio')).toBeVisible()
    expect(input).toHaveAccessibleDescription('El correo es obligatorio')
    await expectNoAxeViolations()
  })

  it('textarea and shorthand TextField', async () => {
    render(
      <>
        <Field label="Comentarios">
          <FieldTextarea />
        </Field>
        <TextField label="Referencia" required error="Requerido" />
      </>,
    )
    expect(screen.getByLabelText('Comentarios').tagName).toBe('TEXTAREA')
    const ref = screen.getByRole('textbox', { name: /Referencia/ })
    expect(ref).toBeRequired()
    expect(ref).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations()
  })

  it('password input toggles visibility by keyboard', async () => {
    const user = userEvent.setup()
    render(<PasswordField label="Contraseña" />)
    const input = screen.getByLabelText('Contraseña')
    expect(input).toHaveAttribute('type', 'password')
    await user.type(input, 'Demo1234!')
    await user.tab()
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' })
    expect(toggle).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(input).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toBeInTheDocument()
    expect(input).toHaveValue('Demo1234!')
    await expectNoAxeViolations()
  })
})
