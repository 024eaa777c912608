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

  it('limits an input named after a request field to its length (a limit the screen passes wins)', async () => {
    const user = userEvent.setup()
    render(
      <>
        <TextField label="Correo" name="email" />
        <TextField label="Nombre" name="name" />
        <TextField label="Referencia" name="reference" maxLength={10} />
        <TextField label="Monto" name="amount" />
        <PasswordField label="Contraseña" name="password" />
        <Field label="Comentario">
          <FieldTextarea name="comment" />
        </Field>
      </>,
    )
    expect(screen.getByLabelText('Correo')).toHaveAttribute('maxlength', '254')
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('maxlength', '120')
    expect(screen.getByLabelText('Referencia')).toHaveAttribute('maxlength', '10')
    expect(screen.getByLabelText('Monto')).not.toHaveAttribute('maxlength')
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('maxlength', '200')
    expect(screen.getByLabelText('Comentario')).toHaveAttribute('maxlength', '500')
    await user.type(screen.getByLabelText('Nombre'), 'x'.repeat(125))
    expect(screen.getByLabelText('Nombre')).toHaveValue('x'.repeat(120))
  })
})
