import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Steps } from '@/components/ui/Steps'
import { expectNoAxeViolations } from '../axe'

const items = [
  { title: 'Cliente' },
  { title: 'Monto y plazo' },
  { title: 'Código' },
  { title: 'Confirmación' },
]

describe('Steps', () => {
  it('shows the step given by the parent and its content only', async () => {
    const { rerender } = render(
      <Steps step={1} items={items}>
        <p>Contenido del paso 2</p>
      </Steps>,
    )
    const list = screen.getByRole('list', { name: 'Progreso' })
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(4)
    expect(steps[1]).toHaveAttribute('aria-current', 'step')
    expect(steps[0]).not.toHaveAttribute('aria-current')
    expect(steps[0]?.querySelector('[data-part=indicator]')).toHaveAttribute('data-complete')
    expect(screen.getByText('Paso 2 de 4: Monto y plazo')).toBeInTheDocument()
    expect(screen.getByText('Contenido del paso 2')).toBeInTheDocument()
    await expectNoAxeViolations()

    rerender(
      <Steps step={3} items={items}>
        <p>Listo</p>
      </Steps>,
    )
    expect(screen.getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText('Listo')).toBeInTheDocument()
    expect(screen.queryByText('Contenido del paso 2')).not.toBeInTheDocument()
    expect(screen.getByText('Paso 4 de 4: Confirmación')).toBeInTheDocument()
  })

  it('clamps an out-of-range step', () => {
    render(<Steps step={9} items={items} />)
    expect(screen.getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step')
  })
})
