import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  type DirectoryStatsActorRef,
  DirectoryStatsCard,
  directoryStatsMachine,
} from '@/features/dashboard/DirectoryStatsCard'
import { settle, startLive } from '../machines/lib/modelPaths'
import { expectNoAxeViolations } from './axe'

describe('supplier dashboard: directory counts', () => {
  it('shows views, WhatsApp contacts and location lookups; a failure shows its msg and retries', async () => {
    const { actor, controller } = startLive(directoryStatsMachine)
    render(<DirectoryStatsCard actorRef={actor as DirectoryStatsActorRef} />)
    const card = screen.getByRole('region', { name: 'Tu negocio en el directorio' })
    expect(
      within(card).getByRole('status', { name: 'Cargando estadísticas del directorio' }),
    ).toBeInTheDocument()
    await act(async () => {
      controller.settle('load', { error: { kind: 'http', status: 500, msg: 'Servicio no disponible' } })
      await settle()
    })
    expect(within(card).getByRole('alert')).toHaveTextContent('Servicio no disponible')
    await expectNoAxeViolations()
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Reintentar' }))
    await act(async () => {
      controller.settle('load', { output: { views: 1250, contacts: 37, locations: 4 } })
      await settle()
    })
    const terms = within(card)
      .getAllByRole('term')
      .map((dt) => dt.textContent)
    const values = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent)
    expect(terms).toEqual(['Visitas a tu perfil', 'Contactos por WhatsApp', 'Consultas de ubicación'])
    expect(values).toEqual(['1,250', '37', '4'])
    expect(controller.started.map((s) => s.name)).toEqual(['load', 'load'])
    await expectNoAxeViolations()
    actor.stop()
  })
})
