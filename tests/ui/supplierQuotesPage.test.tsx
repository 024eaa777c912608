import type { User } from '@contract/auth'
import type { QuoteRequest } from '@contract/quotes'
import { QUOTE_MSG } from '@contract/quoteTexts'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import type { SessionActorRef } from '@/session/context'
import { customerUser } from '../fixtures/users'
import { expectNoAxeViolations } from './axe'

/** /supplier-quotes through the real app: route table, lazy page, logic wired to the API client. */

const vendorUser: User = {
  ...customerUser,
  id: 3,
  role_name: 'vendor-supplier',
  role_id: 3,
  owner_type: 'App\\Models\\Supplier',
  business_name: 'Aceros del Norte',
}

const request: QuoteRequest = {
  id: 11,
  name: 'Cemento para losa',
  status: 'pending',
  description: '40 bultos de cemento gris',
  customer: { business_name: 'Constructora Robles' },
  project: { name: 'Torre Norte', address: 'Av. Juárez 100, Monterrey' },
  created_at: '2025-03-10T15:00:00Z',
  open_until: '2025-04-09',
  my_answer: null,
}

interface Call {
  method: string
  path: string
  query: URLSearchParams
  form: FormData | null
}
let calls: Call[] = []
let answered = false

beforeEach(() => {
  calls = []
  answered = false
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const req = url instanceof Request ? url : new Request(new URL(String(url), 'http://localhost'), init)
      const parsed = new URL(req.url, 'http://localhost')
      // The multipart body as the app built it (a round trip through Request would rename the file).
      const form = init?.body instanceof FormData ? init.body : null
      calls.push({ method: req.method, path: parsed.pathname, query: parsed.searchParams, form })
      if (parsed.pathname === '/api/supplier-quotes/requests') {
        const data = answered
          ? [
              {
                ...request,
                my_answer: {
                  id: 1,
                  file_url: '/api/files/q1',
                  amount: 1500.5,
                  note: null,
                  created_at: '2025-03-11',
                },
              },
            ]
          : [request]
        return Response.json({ data, current_page: 1, last_page: 1, total: 1, per_page: 10 })
      }
      if (parsed.pathname === '/api/supplier-quotes/create') {
        answered = true
        return Response.json({ success: true, msg: QUOTE_MSG.answered })
      }
      return Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const openPage = async (user: User, path: string) => {
  localStorage.setItem('token', 'token-1')
  const session = createActor(
    sessionMachine.provide({
      actors: {
        readStoredToken: fromPromise(async (): Promise<string | null> => 'token-1'),
        loadUser: fromPromise(async () => user),
      },
    }),
  ).start()
  await waitForActor(session, (s) => s.hasTag('authenticated'))
  render(<AppView session={session as SessionActorRef} location={memoryLocation({ path })} />)
}

describe('/supplier-quotes', () => {
  it('lists open requests and sends an answer with its PDF, amount and note', async () => {
    const user = userEvent.setup()
    await openPage(vendorUser, '/supplier-quotes')
    expect(await screen.findByRole('heading', { name: 'Cotizaciones', level: 1 })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Cotizaciones' }).length).toBeGreaterThan(0)
    const card = await screen.findByRole('article', { name: request.name })
    expect(card).toHaveTextContent('Constructora Robles')
    await expectNoAxeViolations()
    await user.click(within(card).getByRole('button', { name: `Enviar cotización para ${request.name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Enviar cotización' })
    await user.upload(
      within(dialog).getByLabelText(/Cotización \(PDF\)/),
      new File(['%PDF-1.4'], 'cotizacion.pdf', { type: 'application/pdf' }),
    )
    await user.type(within(dialog).getByLabelText('Monto (opcional)'), '1500.50')
    await user.type(within(dialog).getByLabelText('Nota (opcional)'), 'Incluye flete')
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText(QUOTE_MSG.answered)).toBeInTheDocument()
    const form = calls.find((c) => c.path === '/api/supplier-quotes/create')?.form
    if (!form) throw new Error('no multipart body sent')
    expect(form.get('quote_id')).toBe('11')
    expect((form.get('file') as File).name).toBe('cotizacion.pdf')
    expect(form.get('amount')).toBe('1500.50')
    expect(form.get('note')).toBe('Incluye flete')
    await waitFor(() => expect(screen.getByText('Cotización enviada')).toBeInTheDocument())
    expect(screen.getByRole('link', { name: /Ver mi cotización/ })).toHaveAttribute('href', '/api/files/q1')
  })
})
