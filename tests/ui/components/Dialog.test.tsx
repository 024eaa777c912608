import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/ui/Button'
import { Dialog, DialogCloseTrigger } from '@/components/ui/Dialog'
import { Drawer } from '@/components/ui/Drawer'
import { untilDialogReady } from '../../machines/lib/dialogs'
import { expectNoAxeViolations } from '../axe'

function Demo() {
  const [open, setOpen] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      title="Eliminar proyecto"
      trigger={<Button>Eliminar</Button>}
      footer={
        <DialogCloseTrigger asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogCloseTrigger>
      }
    />
  )
}

describe('Dialog', () => {
  it('is controlled by `open`; Escape calls onOpenChange(false)', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    const { rerender } = render(
      <Dialog open={false} onOpenChange={onOpenChange} title="Confirmar pago">
        ¿Seguro?
      </Dialog>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    rerender(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Confirmar pago"
        description="Esta acción no se puede deshacer"
        footer={<Button>Confirmar</Button>}
      >
        ¿Seguro?
      </Dialog>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago' })
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await expectNoAxeViolations()

    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    // still controlled: stays open until the parent says otherwise
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    rerender(
      <Dialog open={false} onOpenChange={onOpenChange} title="Confirmar pago">
        ¿Seguro?
      </Dialog>,
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('trigger opens, close button and DialogCloseTrigger close; focus returns to the trigger', async () => {
    const user = userEvent.setup()
    render(<Demo />)
    const trigger = screen.getByRole('button', { name: 'Eliminar' })
    trigger.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('alertdialog', { name: 'Eliminar proyecto' })
    // Clicking before Ark had set the dialog up, on a busy machine, the focus never came back.
    await untilDialogReady(screen.getByRole('button', { name: 'Cancelar' }))
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())

    await user.click(trigger)
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })
})

describe('Drawer', () => {
  it('left nav drawer: opens from prop, Escape asks to close, axe clean', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <Drawer open onOpenChange={onOpenChange} side="left" title="Menú" hideTitle>
        <nav aria-label="Principal">
          <a href="/ventas">Ventas</a>
        </nav>
      </Drawer>,
    )
    const drawer = await screen.findByRole('dialog', { name: 'Menú' })
    expect(drawer).toHaveAttribute('data-side', 'left')
    expect(screen.getByRole('link', { name: 'Ventas' })).toBeInTheDocument()
    await expectNoAxeViolations()
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('right drawer with footer', async () => {
    render(
      <Drawer open onOpenChange={() => {}} title="Detalle del pago" footer={<Button>Guardar</Button>}>
        contenido
      </Drawer>,
    )
    expect(await screen.findByRole('dialog', { name: 'Detalle del pago' })).toHaveAttribute(
      'data-side',
      'right',
    )
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})
