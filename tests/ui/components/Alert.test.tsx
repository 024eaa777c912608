import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Alert } from '@/components/ui/Alert'
import { Card } from '@/components/ui/Card'
import { expectNoAxeViolations } from '../axe'

describe('Alert', () => {
  it('uses role=alert for errors and warnings, status for info and success', async () => {
    render(
      <>
        <Alert status="error" title="Error">
          Credenciales incorrectas
        </Alert>
        <Alert status="warning">Tu crédito está por vencer</Alert>
        <Alert status="success">Pago confirmado</Alert>
        <Alert>Información</Alert>
      </>,
    )
    expect(screen.getAllByRole('alert')).toHaveLength(2)
    expect(screen.getAllByRole('status')).toHaveLength(2)
    expect(screen.getByText('Credenciales incorrectas')).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('close button calls onClose', async () => {
    const onClose = vi.fn()
    render(
      <Alert status="info" onClose={onClose}>
        Aviso
      </Alert>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }))
    expect(onClose).toHaveBeenCalledOnce()
    await expectNoAxeViolations()
  })
})

describe('Card', () => {
  it('renders parts with a heading', async () => {
    render(
      <Card as="section" aria-labelledby="t">
        <Card.Header>
          <Card.Title id="t">Línea de crédito</Card.Title>
          <Card.Description>Disponible</Card.Description>
        </Card.Header>
        <Card.Body>$1,000.00</Card.Body>
        <Card.Footer>pie</Card.Footer>
      </Card>,
    )
    expect(screen.getByRole('region', { name: 'Línea de crédito' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Línea de crédito' })).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})
