import type { Project } from '@contract/projects'
import type { Quote, SupplierQuote } from '@contract/quotes'

/** Projects, quotes and supplier answers of the projects screen's tests. */

export const casaSur: Project = {
  id: 7,
  name: 'Casa Sur',
  budget: 250000,
  address: 'Av. Juárez 10, Monterrey',
  start_date: '2025-02-01',
  type_id: 1,
  phase_id: 2,
  type: 'Residencial',
  phase: 'Estructura',
  payments_count: 3,
  payments_amount: 12500.5,
}

export const bodegaNorte: Project = {
  id: 8,
  name: 'Bodega Norte',
  budget: null,
  address: null,
  start_date: null,
  type_id: null,
  phase_id: null,
  type: null,
  phase: null,
  payments_count: 1,
  payments_amount: 980,
}

const quoteBase = {
  project_id: casaSur.id,
  project: { id: casaSur.id, name: casaSur.name },
  phone: '5512345678',
  created_at: '2025-03-01T16:00:00.000Z',
}

export const pendingQuote: Quote = {
  ...quoteBase,
  id: 41,
  name: 'Cemento y varilla',
  status: 'pending',
  description: '50 bultos de cemento gris\n2 t de varilla 3/8',
  supplier_quotes_count: 0,
}
export const completedQuote: Quote = {
  ...quoteBase,
  id: 42,
  name: 'Block y arena',
  status: 'completed',
  description: '1 000 blocks 15x20x40',
  supplier_quotes_count: 2,
}
export const silentQuote: Quote = {
  ...quoteBase,
  id: 43,
  name: 'Impermeabilizante',
  status: 'no_response',
  description: '20 cubetas',
  phone: null,
  supplier_quotes_count: 0,
}
/** A status the screen does not know: grey with an alert icon. */
export const oddQuote = {
  ...quoteBase,
  id: 44,
  name: 'Tinacos',
  status: 'archived',
  description: '2 tinacos de 1 100 l',
  supplier_quotes_count: 1,
} as unknown as Quote

export const answers: SupplierQuote[] = [
  {
    id: 1,
    supplier: { id: 3, business_name: 'Materiales del Norte' },
    file_url: 'https://files.example/q/1.pdf',
    amount: 18250.75,
    note: 'Entrega en 48 h',
    created_at: '2025-03-02T16:00:00.000Z',
  },
  {
    id: 2,
    supplier: { id: 4, business_name: 'Ferretera Robles' },
    file_url: 'https://files.example/q/2.pdf',
    amount: null,
    note: null,
    created_at: '2025-03-03T16:00:00.000Z',
  },
]
