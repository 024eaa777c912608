import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Form } from '@/components/ui/Form'
import { FormDialog, type FormDialogProps } from '@/components/ui/FormDialog'

describe('Form', () => {
  it('hands Enter in a field to the submit, with the named values, and the browser neither sends nor checks it', async () => {
    const onSubmit = vi.fn()
    render(
      <Form aria-label="Acceso" onSubmit={onSubmit}>
        <label>
          Correo
          <input name="email" type="email" required defaultValue="no-es-correo" />
        </label>
        <input name="file" type="file" aria-label="Archivo" />
        <button type="submit">Ingresar</button>
      </Form>,
    )
    const form = screen.getByRole('form', { name: 'Acceso' })
    expect(form).toHaveAttribute('novalidate')
    await userEvent.type(screen.getByLabelText('Correo'), '{Enter}')
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'no-es-correo', file: '' })
  })

  it('prevents the browser from sending the form', () => {
    render(
      <Form aria-label="Filtros" onSubmit={() => {}}>
        <button type="submit">Aplicar</button>
      </Form>,
    )
    const sent = fireEvent.submit(screen.getByRole('form', { name: 'Filtros' }))
    expect(sent).toBe(false)
  })

  it('a submit button outside the form sends it through its id', async () => {
    const onSubmit = vi.fn()
    render(
      <>
        <Form id="linea" aria-label="Línea" onSubmit={onSubmit} />
        <button type="submit" form="linea">
          Reservar
        </button>
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})

describe('FormDialog', () => {
  const props = (over: Partial<FormDialogProps>): FormDialogProps => ({
    open: true,
    onOpenChange: vi.fn(),
    title: 'Recomendar proveedor',
    busy: false,
    formId: 'prueba',
    onSubmit: vi.fn(),
    cancelProps: {},
    submitLabel: 'Enviar',
    loadingText: 'Enviando…',
    submitProps: {},
    children: <input name="name" aria-label="Nombre" defaultValue="Aceros" />,
    ...over,
  })

  it("sends its form from the footer's submit button", async () => {
    const onSubmit = vi.fn()
    render(<FormDialog {...props({ onSubmit })} />)
    await screen.findByRole('dialog', { name: 'Recomendar proveedor' })
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ name: 'Aceros' })
  })

  it('cannot be closed while its form sends: no × and Escape does nothing', async () => {
    const onOpenChange = vi.fn()
    render(<FormDialog {...props({ onOpenChange, busy: true })} />)
    await screen.findByRole('dialog', { name: 'Recomendar proveedor' })
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
