import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { expectNoAxeViolations } from '../axe'

describe('Button', () => {
  it('renders a type=button and is clickable by keyboard', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Guardar</Button>)
    const btn = screen.getByRole('button', { name: 'Guardar' })
    expect(btn).toHaveAttribute('type', 'button')
    await userEvent.tab()
    expect(btn).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(2)
    await expectNoAxeViolations()
  })

  it('loading: aria-busy, disabled, keeps its name, ignores clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick} variant="danger">
        Eliminar
      </Button>,
    )
    const btn = screen.getByRole('button', { name: 'Eliminar' })
    expect(btn).toHaveAttribute('aria-busy', 'true')
    expect(btn).toBeDisabled()
    await userEvent.click(btn)
    expect(onClick).not.toHaveBeenCalled()
    await expectNoAxeViolations()
  })

  it('loadingText replaces the label while loading', () => {
    render(
      <Button loading loadingText="Enviando…">
        Enviar
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled()
  })

  it('asChild styles a link', async () => {
    render(
      <Button asChild variant="outline">
        <a href="/registro">Crear cuenta</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Crear cuenta' })
    expect(link.className).not.toBe('')
    await expectNoAxeViolations()
  })
})

describe('Spinner', () => {
  it('is a status with a Spanish label, or hidden when decorative', async () => {
    const { container } = render(
      <div>
        <Spinner />
        <Spinner decorative />
      </div>,
    )
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument()
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1)
    await expectNoAxeViolations()
  })
})
