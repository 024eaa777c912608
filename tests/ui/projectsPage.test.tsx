import type { User } from '@contract/auth'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import type { SessionActorRef } from '@/session/context'
import { customerUser } from '../fixtures/users'
import { catalogue } from '../machines/paymentDialog.fixtures'
import { bodegaNorte, casaSur, pendingQuote } from '../machines/projects.fixtures'
import { expectNoAxeViolations } from './axe'

/** /projects through the real app: route table, lazy page and drawers, logic wired to the API client. */

interface Call {
  method: string
  path: string
  body: unknown
}
let calls: Call[] = []
let routes: Record<string, (call: Call) => Response | Promise<Response>> = {}

beforeEach(() => {
  calls = []
  localStorage.clear()
  routes = {
    'GET /api/projects/projects-with-totals': () => Response.json({ data: [casaSur, bodegaNorte] }),
    'GET /api/quotes': () =>
      Response.json({ data: [pendingQuote], current_page: 1, last_page: 1, total: 1, per_page: 10 }),
    'GET /api/projects/catalogue': () => Response.json(catalogue),
    'GET /api/projects/7': () => Response.json({ data: casaSur }),
    // The tracking call may fail: nothing changes on screen.
    'POST /api/project-activities': () => Response.json({ msg: 'Falló' }, { status: 500 }),
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const request =
        url instanceof Request ? url : new Request(new URL(String(url), 'http://localhost'), init)
      const path = new URL(request.url, 'http://localhost').pathname
      const text = await request.clone().text()
      const call = { method: request.method, path, body: text ? JSON.parse(text) : null }
      calls.push(call)
      const handler = routes[`${request.method} ${path}`]
      return handler ? handler(call) : Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const openPage = async (path: string, user: User = customerUser) => {
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
  const location = memoryLocation({ path, record: true })
  render(<AppView session={session as SessionActorRef} location={location} />)
  return location
}

const listShown = () => screen.findByRole('heading', { level: 3, name: casaSur.name })

describe('/projects', () => {
  it('shows the projects and quotes; create project tracks the click and opens the form with the catalogue', async () => {
    await openPage('/projects')
    await listShown()
    expect(screen.getByRole('link', { name: pendingQuote.name })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear proyecto' }))
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo proyecto' })
    await within(drawer).findByRole('button', { name: 'Completá todos los campos' })
    const phases = within(within(drawer).getByRole('combobox', { name: 'Fase' })).getAllByRole('option')
    expect(phases.map((o) => o.textContent)).not.toContain('Finalizado')
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/project-activities',
      body: { event: 'click_create_project' },
    })
    await expectNoAxeViolations()
  })

  it('a reload on /projects/detail/7 shows the list with the drawer; closing returns to /projects', async () => {
    const location = await openPage('/projects/detail/7')
    const drawer = await screen.findByRole('dialog', { name: casaSur.name })
    expect(drawer).toHaveTextContent('Av. Juárez 10, Monterrey')
    // The list is under the drawer (hidden from assistive technology while the drawer is modal).
    await screen.findByRole('heading', { level: 3, name: casaSur.name, hidden: true })
    await userEvent.setup().click(within(drawer).getAllByRole('button', { name: 'Cerrar' })[0]!)
    await waitFor(() => expect(location.history?.at(-1)).toBe('/projects'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The list stayed mounted: it was loaded once.
    expect(calls.filter((c) => c.path === '/api/projects/projects-with-totals')).toHaveLength(1)
  })

  it('a quote request: the last phone prefilled, sent with 52, the drawer closes and the list reloads', async () => {
    localStorage.setItem('quote_phone', '5512345678')
    routes['POST /api/quotes'] = () =>
      Response.json({ success: true, msg: 'Cotización solicitada con éxito' })
    await openPage('/projects')
    await listShown()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Crear cotización' }))
    const drawer = await screen.findByRole('dialog', { name: 'Solicitar cotización' })
    expect(within(drawer).getByLabelText('WhatsApp', { exact: false })).toHaveValue('5512345678')
    await user.type(within(drawer).getByLabelText('¿Qué material necesitas?', { exact: false }), 'Cemento')
    await user.selectOptions(within(drawer).getByLabelText('Proyecto', { exact: false }), String(casaSur.id))
    await user.click(within(drawer).getByRole('button', { name: 'Solicitar cotización' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/quotes',
      body: { description: 'Cemento', phone: '525512345678', project_id: casaSur.id },
    })
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/project-activities',
      body: { event: 'click_create_quote' },
    })
    expect(await screen.findByText('Cotización solicitada con éxito')).toBeInTheDocument()
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/projects/projects-with-totals')).toHaveLength(2),
    )
    expect(localStorage.getItem('quote_phone')).toBe('5512345678')
  })
})
