import type { DirectoryEntry } from '@contract/directory'
import { MSG } from '@contract/messages'
import {
  connectDirectory,
  type DirectoryApi,
  type DirectoryContext,
  type DirectoryPageOutput,
  directoryMachine,
} from '@machines/directory'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  toPromise,
} from 'xstate'
import { directoryApi } from '@/api/directory'
import { DirectoryView } from '@/features/directory/DirectoryView'
import { type DirectoryActorRef, directoryLogic } from '@/features/directory/directoryLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'
import { clickPage, pageOffered } from './lib/pager'

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

// The spec's texts, written out (not read from the contract or the machine).
const EMPTY_TEXT = 'No encontramos proveedores con esos filtros'
const PAGE_ERROR = 'La página debe ser un número entero mayor o igual a 1'
const waText = (name: string) => `Hola ${name}, te encontré en Obrafiado y quiero cotizar materiales.`

const full: DirectoryEntry = {
  id: 7,
  business_name: 'Aceros del Norte',
  logo_url: '/logos/aceros.svg',
  directory_vendor_phone: '523312345678',
  map: 'https://maps.google.com/?q=aceros',
  state: 'Jalisco',
  city: 'Guadalajara',
}
const bare: DirectoryEntry = {
  id: 8,
  business_name: 'Block y Más',
  logo_url: null,
  directory_vendor_phone: null,
  map: null,
  state: 'Jalisco',
  city: 'Zapopan',
}
const second: DirectoryEntry = { ...full, id: 21, business_name: 'Cementos Bajío', map: null }

// A state whose suppliers name no city: its city list stays empty and closed.
const FILTERS = [
  { state: 'Jalisco', cities: ['Guadalajara', 'Zapopan'] },
  { state: 'Colima', cities: [] },
]
const page1: DirectoryPageOutput = {
  data: [full, bare],
  current_page: 1,
  last_page: 2,
  total: 14,
  per_page: 12,
  filters: FILTERS,
}
// Later pages come without the filters (the machine asks for them on its first load only): the ones it has stay.
const { filters: _filters, ...withoutFilters } = page1
const page2: DirectoryPageOutput = { ...withoutFilters, data: [second], current_page: 2 }
const empty: DirectoryPageOutput = { ...withoutFilters, data: [], current_page: 1, last_page: 1, total: 0 }

/** The server's answer to a query (the fixture decides from what the user asked, not from the machine). */
const answerTo = (ctx: DirectoryContext): DirectoryPageOutput =>
  ctx.city === 'Zapopan' ? empty : ctx.page === 2 ? page2 : page1

const hasFull = (ctx: DirectoryContext) => ctx.entries.some((entry) => entry.id === full.id)
const trackContact = e('directory.track', { event: 'contact', supplierId: full.id })

const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as DirectoryContext
  if (snapshot.matches('loading'))
    return [
      settled('loadPage', answerTo(ctx)),
      failed('loadPage', { kind: 'http', status: 422, msg: PAGE_ERROR }),
    ]
  if (snapshot.matches('debouncing'))
    return [
      e('xstate.after.searchDelay.directory.debouncing'),
      ...(ctx.search === 'acero' ? [e('directory.search', { text: 'aceros' }), trackContact] : []),
    ]
  if (snapshot.matches('failed')) return [e('directory.retry')]
  // ready
  const out: EventObject[] = []
  // Another page; the shown one, one beyond the last, none and half of one (all ignored).
  if (ctx.entries.length > 0)
    for (const page of [ctx.currentPage === 1 ? 2 : 1, ctx.currentPage, 3, 0, 1.5])
      out.push(e('directory.page', { page }))
  if (hasFull(ctx) && ctx.search === '' && ctx.state === '') out.push(trackContact)
  if (ctx.search === '' && ctx.state === '' && ctx.currentPage === 1)
    out.push(e('directory.search', { text: 'acero' }))
  if (ctx.search === '' && ctx.state === '' && ctx.currentPage === 1)
    out.push(
      e('directory.filterState', { state: 'Jalisco' }),
      e('directory.filterState', { state: 'Colima' }),
    )
  if (ctx.state === 'Jalisco' && ctx.city === '') out.push(e('directory.filterCity', { city: 'Zapopan' }))
  return out
}

// ---------------------------------------------------------------- what the spec says, from the trail

/** The city filter for the chosen state: its cities, closed until a state with cities is chosen. */
const cityFilter = (state: string) => {
  const options = FILTERS.find((f) => f.state === state)?.cities ?? []
  return { options, closed: state === '' || options.length === 0 }
}

/** What the person asked so far and what the server answered (docs/decisions.md#directory). */
const soFar = (trail: Trail) => {
  const query = { page: 1, search: '', state: '', city: '' }
  let answer: DirectoryPageOutput | null = null
  let loads = 1
  let answered = 0
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    switch (event.type) {
      case 'directory.search':
        query.search = ev.text as string
        break
      case 'xstate.after.searchDelay.directory.debouncing':
        query.page = 1
        loads++
        break
      case 'directory.filterState':
        Object.assign(query, { state: ev.state, city: '', page: 1 })
        loads++
        break
      case 'directory.filterCity':
        Object.assign(query, { city: ev.city, page: 1 })
        loads++
        break
      case 'directory.page': {
        const page = ev.page as number
        // A page button loads only another page within the pages there are.
        if (answer && pageOffered(page, answer.last_page) && page !== answer.current_page) {
          query.page = page
          loads++
        }
        break
      }
      case 'directory.retry':
        loads++
        break
      case 'xstate.done.actor.loadPage':
        answer = ev.output as DirectoryPageOutput
        answered++
        break
    }
  }
  return { query, answer, loads, answered }
}

type Selected = DirectoryApi

/** Every card click is recorded, with the supplier: nothing else calls trackActivity. */
const expectCalls = (started: Observed<Selected>['started'], trail: Trail) => {
  const tracked = started.filter((s) => s.name === 'trackActivity').map((s) => s.input)
  expect(tracked).toEqual(
    trail.events
      .filter((event) => event.type === 'directory.track')
      .map((event) => {
        const { event: kind, supplierId } = event as unknown as { event: string; supplierId: number }
        return { event: kind, supplier_id: supplierId }
      }),
  )
  expect(started.filter((s) => s.name === 'loadPage')).toHaveLength(soFar(trail).loads)
}

const invariants: Record<string, Invariant<Selected>> = {
  'directory.loading': ({ selected, tags, started }, trail) => {
    const { query, answered } = soFar(trail)
    expect(tags).toContain('busy')
    expect(selected.loading).toBe(true)
    // Before the first answer there are no states to filter by.
    if (answered === 0) expect(selected.states).toEqual([])
    // Page 2 is asked as page 2; the search trimmed; the filters read on the first load only.
    expect(started.filter((s) => s.name === 'loadPage').at(-1)?.input).toEqual({
      ...query,
      search: query.search.trim(),
      withFilters: answered === 0,
    })
    expectCalls(started, trail)
  },
  'directory.debouncing': ({ selected, started }, trail) => {
    expect(trail.lastEvent?.type).toMatch(/^directory\.(search|track)$/)
    expect(selected.getSearchProps().value).toBe(soFar(trail).query.search)
    expect(selected.loading).toBe(false)
    expectCalls(started, trail)
  },
  'directory.ready': ({ selected, started }, trail) => {
    const answer = soFar(trail).answer!
    const city = cityFilter(soFar(trail).query.state)
    expect(selected.cities).toEqual(city.options)
    expect(selected.getCityProps().disabled).toBe(city.closed)
    expect(selected.entries).toEqual(answer.data)
    expect(selected.empty).toBe(answer.data.length === 0)
    expect(selected.page).toBe(answer.current_page)
    expect(selected.total).toBe(answer.total)
    expect(selected.error).toBeNull()
    expect(selected.states).toEqual(FILTERS.map((f) => f.state))
    expectCalls(started, trail)
  },
  'directory.failed': ({ selected, started, can }, trail) => {
    expect(can({ type: 'directory.retry' }), "'Reintentar' is offered").toBe(true)
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadPage')
    const { error } = trail.lastEvent as unknown as { error: { msg: string } }
    expect(selected.error).toBe(error.msg)
    expect(selected.entries).toEqual([])
    expectCalls(started, trail)
  },
}

const spec: ModelSpec<typeof directoryMachine, Selected> = {
  machine: directoryMachine,
  events: eventsFor,
  selfLoops: ['directory.track'],
  select: (snapshot: AnyMachineSnapshot) => connectDirectory(snapshot as never, () => {}),
  invariants,
}

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!

const expectCards = (answer: DirectoryPageOutput) => {
  if (answer.data.length === 0) {
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    return
  }
  expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument()
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(answer.data.length)
  for (const entry of answer.data) {
    const card = within(cardOf(entry.business_name))
    if (entry.logo_url)
      expect(card.getByRole('img', { name: `Logo de ${entry.business_name}` })).toHaveAttribute(
        'src',
        entry.logo_url,
      )
    else expect(card.queryByRole('img')).not.toBeInTheDocument()
    const wa = card.queryByRole('link', { name: 'Cotizar por WhatsApp' })
    if (entry.directory_vendor_phone) {
      expect(wa).toHaveAttribute(
        'href',
        `https://wa.me/${entry.directory_vendor_phone}?text=${encodeURIComponent(waText(entry.business_name))}`,
      )
      expect(wa).toHaveAttribute('target', '_blank')
    } else expect(wa).not.toBeInTheDocument()
    const map = card.queryByRole('link', { name: 'Ver ubicación' })
    if (entry.map) {
      expect(map).toHaveAttribute('href', entry.map)
      expect(map).toHaveAttribute('target', '_blank')
    } else expect(map).not.toBeInTheDocument()
    expect(card.getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', `/supplier/${entry.id}`)
  }
  const nav = screen.queryByRole('navigation', { name: 'Páginas de proveedores' })
  if (answer.total <= 12) expect(nav).not.toBeInTheDocument()
  else
    expect(
      within(nav!).getByRole('button', { name: new RegExp(`^Página ${answer.current_page}\\b`) }),
    ).toHaveAttribute('aria-current', 'page')
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar proveedor' })

const view = {
  render: (actor: AnyActorRef) => render(<DirectoryView actorRef={actor as DirectoryActorRef} />),
  userEvents: {
    'directory.search': async (event: EventObject) => {
      const { text } = event as unknown as { text: string }
      const box = searchBox() as HTMLInputElement
      await userEvent.setup().type(box, text.slice(box.value.length))
    },
    'directory.filterState': async (event: EventObject) => {
      const { state } = event as unknown as { state: string }
      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Estado' }), state)
    },
    'directory.filterCity': async (event: EventObject) => {
      const { city } = event as unknown as { city: string }
      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Ciudad' }), city)
    },
    'directory.page': async (event: EventObject) => {
      // The walks page through answers of two pages.
      await clickPage((event as unknown as { page: number }).page, 2)
    },
    'directory.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    // A plain click: the test DOM opens no tab; the record must not wait for anything.
    'directory.track': async () => {
      fireEvent.click(within(cardOf(full.business_name)).getByRole('link', { name: 'Cotizar por WhatsApp' }))
    },
  },
  screens: {
    'directory.loading': () =>
      expect(screen.getByRole('status', { name: 'Cargando proveedores' })).toBeInTheDocument(),
    'directory.debouncing': (trail: Trail) => {
      expect(searchBox()).toHaveValue(soFar(trail).query.search)
      expect(screen.queryByRole('status', { name: 'Cargando proveedores' })).not.toBeInTheDocument()
    },
    'directory.ready': (trail: Trail) => {
      expect(screen.queryByRole('status', { name: 'Cargando proveedores' })).not.toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expectCards(soFar(trail).answer!)
      expect(screen.getByRole('option', { name: 'Jalisco' })).toBeInTheDocument()
      const city = cityFilter(soFar(trail).query.state)
      const select = screen.getByRole('combobox', { name: 'Ciudad' })
      if (city.closed) expect(select).toBeDisabled()
      else expect(select).toBeEnabled()
      for (const name of city.options)
        expect(within(select).getByRole('option', { name })).toBeInTheDocument()
    },
    'directory.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent(PAGE_ERROR)
      expect(screen.queryByRole('list')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
  },
}

describeModel('directory machine', spec, view)

describe('directory machine, details', () => {
  it('asks the server for page 2 as page 2, waits for the typing to stop, and starts filters over at page 1', async () => {
    const { actor, controller, clock } = startLive(directoryMachine)
    expect(controller.inputOf('loadPage')).toEqual({
      page: 1,
      search: '',
      state: '',
      city: '',
      withFilters: true,
    })
    controller.settle('loadPage', { output: page1 })
    await settle()
    actor.send({ type: 'directory.page', page: 2 })
    expect(controller.inputOf('loadPage')).toEqual({
      page: 2,
      search: '',
      state: '',
      city: '',
      withFilters: false,
    })
    controller.settle('loadPage', { output: page2 })
    await settle()
    actor.send({ type: 'directory.search', text: 'ace' })
    clock.increment(399)
    actor.send({ type: 'directory.search', text: ' acero ' })
    clock.increment(399)
    expect(controller.inputOf('loadPage')).toBeUndefined()
    clock.increment(1)
    expect(controller.inputOf('loadPage')).toEqual({
      page: 1,
      search: 'acero',
      state: '',
      city: '',
      withFilters: false,
    })
    actor.send({ type: 'directory.filterState', state: 'Jalisco' })
    // A city chosen while the state's page loads asks again, with the city.
    actor.send({ type: 'directory.filterCity', city: 'Zapopan' })
    expect(controller.inputOf('loadPage')).toEqual({
      page: 1,
      search: 'acero',
      state: 'Jalisco',
      city: 'Zapopan',
      withFilters: false,
    })
    actor.send({ type: 'directory.filterState', state: 'Jalisco' })
    expect(controller.inputOf('loadPage')).toEqual({
      page: 1,
      search: 'acero',
      state: 'Jalisco',
      city: '',
      withFilters: false,
    })
    actor.stop()
  })

  it('refuses pages beyond the last one and a lost connection shows the connection text', async () => {
    const { actor, controller } = startLive(directoryMachine)
    controller.settle('loadPage', { output: page1 })
    await settle()
    actor.send({ type: 'directory.page', page: 3 })
    actor.send({ type: 'directory.page', page: 1 })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'directory.page', page: 2 })
    controller.settle('loadPage', { error: { kind: 'network' } })
    await settle()
    expect(actor.getSnapshot().context.error).toBe(MSG.connection)
    actor.stop()
  })

  it('records each card click (Ver más, Ver ubicación, Cotizar por WhatsApp) and the links stay links', async () => {
    const { actor, controller } = startLive(directoryMachine)
    render(<DirectoryView actorRef={actor as DirectoryActorRef} />)
    await act(async () => {
      controller.settle('loadPage', { output: page1 })
      await settle()
    })
    const card = within(cardOf(full.business_name))
    // Plain clicks: the test DOM does not open the new tabs; the tracked record must not wait for anything.
    fireEvent.click(card.getByRole('link', { name: 'Cotizar por WhatsApp' }))
    fireEvent.click(card.getByRole('link', { name: 'Ver ubicación' }))
    fireEvent.click(card.getByRole('link', { name: 'Ver más' }))
    const tracked = controller.started.filter((s) => s.name === 'trackActivity').map((s) => s.input)
    expect(tracked).toEqual([
      { event: 'contact', supplier_id: full.id },
      { event: 'location', supplier_id: full.id },
      { event: 'directory_entry', supplier_id: full.id },
    ])
    expect(actor.getSnapshot().value).toBe('ready')
    actor.stop()
  })

  it('ignores a failed record: the app actor resolves, the directory stays as it was', async () => {
    const track = vi.spyOn(directoryApi, 'track').mockRejectedValue({ kind: 'network' })
    const logic = directoryLogic.implementations.actors.trackActivity as AnyActorLogic
    const recorder = createActor(logic, { input: { event: 'contact', supplier_id: full.id } })
    recorder.start()
    await expect(toPromise(recorder)).resolves.toBeUndefined()
    expect(track).toHaveBeenCalledWith({ event: 'contact', supplier_id: full.id })
    track.mockRestore()
  })

  it('has no axe violations while loading, with cards, empty and failed', async () => {
    const { actor, controller } = startLive(directoryMachine)
    render(<DirectoryView actorRef={actor as DirectoryActorRef} />)
    await expectNoAxeViolations()
    await act(async () => {
      controller.settle('loadPage', { output: page1 })
      await settle()
    })
    await expectNoAxeViolations()
    await userEvent.setup().click(screen.getByRole('button', { name: /^Página 2\b/ }))
    await act(async () => {
      controller.settle('loadPage', { error: { kind: 'http', status: 422, msg: PAGE_ERROR } })
      await settle()
    })
    expect(screen.getByRole('alert')).toHaveTextContent(PAGE_ERROR)
    await expectNoAxeViolations()
    actor.stop()
  })
})
