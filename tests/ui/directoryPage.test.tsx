import type { User } from '@contract/auth'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import type { SessionActorRef } from '@/session/context'
import { adminCustomer } from '../fixtures/dashboard'

type Call = { method: string; path: string; query: Record<string, string>; body: unknown }
let calls: Call[] = []

const entry = (id: number, name: string) => ({
  id,
  business_name: name,
  logo_url: `/logos/${id}.svg`,
  directory_vendor_phone: '523312345678',
  map: `https://maps.google.com/?q=${id}`,
  state: 'Jalisco',
  city: 'Guadalajara',
})

beforeEach(() => {
  calls = []
  localStorage.clear()
  localStorage.setItem('buyTutorialShowed', '1')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const request =
        url instanceof Request ? url : new Request(new URL(String(url), 'http://localhost'), init)
      const parsed = new URL(request.url, 'http://localhost')
      const body = request.method === 'POST' ? await request.json() : null
      const query = Object.fromEntries(parsed.searchParams)
      calls.push({ method: request.method, path: parsed.pathname, query, body })
      if (parsed.pathname === '/api/suppliers/get-directory-filters')
        return Response.json({ data: [{ state: 'Jalisco', cities: ['Guadalajara'] }] })
      if (parsed.pathname === '/api/suppliers/get-suppliers-to-show') {
        if (query.page === '2')
          return Response.json({
            data: [entry(21, 'Cementos Bajío')],
            current_page: 2,
            last_page: 2,
            total: 13,
            per_page: 12,
          })
        return Response.json({
          data: Array.from({ length: 12 }, (_, i) => entry(i + 1, `Proveedor ${i + 1}`)),
          current_page: 1,
          last_page: 2,
          total: 13,
          per_page: 12,
        })
      }
      if (parsed.pathname === '/api/directory-activities/create')
        return Response.json({ msg: 'Servicio no disponible' }, { status: 500 })
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

describe('/where-buy', () => {
  it('asks the directory and its filters, pages with page=2 and records a click even when the record fails', async () => {
    await openPage(adminCustomer, '/where-buy')
    expect(await screen.findByRole('heading', { name: '¿Donde comprar?', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Proveedor 1' })).toBeInTheDocument()
    const pages = calls.filter((c) => c.path === '/api/suppliers/get-suppliers-to-show')
    expect(pages.map((c) => c.query)).toEqual([{ page: '1' }])
    expect(calls.some((c) => c.path === '/api/suppliers/get-directory-filters')).toBe(true)
    expect(screen.getByRole('option', { name: 'Jalisco' })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Página 2\b/ }))
    expect(await screen.findByRole('heading', { name: 'Cementos Bajío' })).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/api/suppliers/get-suppliers-to-show').at(-1)?.query).toEqual({
      page: '2',
    })

    const card = screen.getByRole('heading', { name: 'Cementos Bajío' }).closest('li')!
    await user.click(within(card).getByRole('link', { name: 'Ver ubicación' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/directory-activities/create')?.body).toEqual({
        event: 'location',
        supplier_id: 21,
      }),
    )
    // The failed record changes nothing on screen.
    expect(screen.getByRole('heading', { name: 'Cementos Bajío' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
