import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/ui/Button'
import { Menu } from '@/components/ui/Menu'
import { Toaster, toaster } from '@/components/ui/Toaster'
import { expectNoAxeViolations } from '../axe'

describe('Menu', () => {
  it('opens with the keyboard and selects an item', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const onEdit = vi.fn()
    render(
      <Menu
        trigger={<Button variant="outline">Acciones</Button>}
        onSelect={onSelect}
        items={[
          { value: 'editar', label: 'Editar', onSelect: onEdit },
          'separator',
          { value: 'eliminar', label: 'Eliminar', danger: true },
        ]}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Acciones' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    trigger.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(screen.getAllByRole('menuitem')).toHaveLength(2)
    await expectNoAxeViolations()
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant'))
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('editar')
    expect(onEdit).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())

    // Opening highlights the first item a frame later: each key waits for the highlight it moves from, or a
    // quick second ArrowDown lands on the first item (seen once in CI).
    await user.keyboard('{ArrowDown}')
    const reopened = await screen.findByRole('menu')
    const [edit, remove] = screen.getAllByRole('menuitem')
    await waitFor(() => expect(reopened).toHaveAttribute('aria-activedescendant', edit!.id))
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(reopened).toHaveAttribute('aria-activedescendant', remove!.id))
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenLastCalledWith('eliminar')
  })
})

describe('Toaster', () => {
  it('shows success / error / info toasts and closes them', async () => {
    const user = userEvent.setup()
    render(<Toaster />)
    act(() => {
      toaster.success({ title: 'Pago registrado', description: 'Se notificó al cliente' })
      toaster.error({ title: 'No se pudo guardar' })
      toaster.info({ title: 'Código enviado' })
    })
    expect(await screen.findByText('Pago registrado')).toBeInTheDocument()
    expect(screen.getByText('Se notificó al cliente')).toBeInTheDocument()
    expect(screen.getByText('No se pudo guardar')).toBeInTheDocument()
    expect(screen.getByText('Código enviado')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /Notificaciones/ })).toBeInTheDocument()
    await expectNoAxeViolations()
    const closes = screen.getAllByRole('button', { name: 'Cerrar notificación' })
    expect(closes).toHaveLength(3)
    await user.click(closes[0]!)
    act(() => toaster.remove())
    await waitFor(() => expect(screen.queryByText('Código enviado')).not.toBeInTheDocument())
  })
})
