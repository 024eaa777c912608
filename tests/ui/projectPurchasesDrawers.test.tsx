import type { PurchaseRow } from '@machines/project-purchases'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AssignPurchasesDrawer } from '@/features/project-purchases/AssignPurchasesDrawer'
import { ProjectPurchasesDrawer } from '@/features/project-purchases/ProjectPurchasesDrawer'

/** The drawers as the projects page mounts them, with the API calls mocked. */

const api = vi.hoisted(() => ({
  purchases: vi.fn(),
  searchSuppliers: vi.fn(),
  assignPayments: vi.fn(),
  projects: vi.fn(),
  assignToCode: vi.fn(),
}))
vi.mock('@/api/projectPurchases', () => ({ projectPurchasesApi: api }))

const purchase: PurchaseRow = {
  id: 101,
  supplier: { id: 3, business_name: 'Cementos del Centro', logo_url: null },
  purchase_date: '2025-03-10',
  amount: 12500.5,
}
const page = { data: [purchase], current_page: 1, last_page: 1, total: 1, per_page: 10 }
const empty = { data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset()
})

describe('AssignPurchasesDrawer', () => {
  it('assigns the chosen purchases, tells the page and closes', async () => {
    api.purchases.mockResolvedValue(page)
    api.assignPayments.mockResolvedValue({ success: true, msg: 'Compras asignadas' })
    const onAssigned = vi.fn()
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<AssignPurchasesDrawer projectId={5} onClose={onClose} onAssigned={onAssigned} />)
    expect(screen.getByRole('dialog', { name: 'Asignar compras' })).toBeInTheDocument()
    expect(api.purchases).toHaveBeenCalledWith({ page: 1 })
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar compra 101' }))
    await user.click(screen.getByRole('button', { name: 'Asignar compras' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(api.assignPayments).toHaveBeenCalledWith({ project_id: 5, payment_ids: [101] })
    expect(onAssigned).toHaveBeenCalledTimes(1)
  })

  it("shows the server's msg when the assignment is refused", async () => {
    api.purchases.mockResolvedValue(page)
    api.assignPayments.mockRejectedValue({ kind: 'http', status: 404, msg: 'Proyecto no encontrado' })
    const user = userEvent.setup()
    render(<AssignPurchasesDrawer projectId={5} onClose={() => {}} onAssigned={() => {}} />)
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar compra 101' }))
    await user.click(screen.getByRole('button', { name: 'Asignar compras' }))
    expect(await screen.findByText('Proyecto no encontrado')).toBeInTheDocument()
  })
})

describe('ProjectPurchasesDrawer', () => {
  it("lists the project's purchases and, with none, leads to /where-buy", async () => {
    api.purchases.mockResolvedValue(empty)
    const location = memoryLocation({ path: '/projects', record: true })
    const onQuote = vi.fn()
    const user = userEvent.setup()
    render(
      <Router hook={location.hook}>
        <ProjectPurchasesDrawer projectId={7} onClose={() => {}} onQuote={onQuote} />
      </Router>,
    )
    expect(api.purchases).toHaveBeenCalledWith({ page: 1, project_id: 7 })
    expect(await screen.findByText('No hay compras para asignar')).toBeInTheDocument()
    expect(screen.getByText(/Compras asginadas/)).toHaveTextContent('Compras asginadas: 0')
    await user.click(screen.getByRole('button', { name: 'Cotizar material' }))
    expect(onQuote).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Explorar proveedores' }))
    expect(location.history.at(-1)).toBe('/where-buy')
  })
})
