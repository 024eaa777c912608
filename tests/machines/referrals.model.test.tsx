import type { Referral } from '@contract/directory'
import { REFERRAL_STATUS } from '@contract/directoryTexts'
import { MSG } from '@contract/messages'
import {
  connectReferrals,
  type ReferralsApi,
  type ReferralsPage,
  referralsMachine,
} from '@machines/referrals'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ReferralsView } from '@/features/referrals/ReferralsView'
import type { ReferralsActorRef } from '@/features/referrals/referralsLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'
import { clickPage, pageOffered } from './lib/pager'

/** /referrals 'Clientes': 10 per page from the server, at most 6 page buttons; each path on the actor and the view. */

const statuses = [REFERRAL_STATUS.submitted, REFERRAL_STATUS.approved, REFERRAL_STATUS.declined] as const
const referral = (id: number): Referral => {
  const status = statuses[id % 3]!
  return {
    id,
    business_name: `Constructora ${id}`,
    tax_id: id % 4 === 0 ? null : `CON0101${String(id).padStart(2, '0')}AB1`,
    contact_name: `Contacto ${id}`,
    contact_phone: `5255000000${String(id).padStart(2, '0')}`,
    status_name: status.name,
    status_comment: status.comment,
    is_authorized: status.authorized,
    created_at: '2026-11-01T10:00:00.000Z',
  }
}
/** The server's pages: 15 referrals, 10 then 5. */
const pageOf = (page: number, total = 15): ReferralsPage => ({
  data: Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) =>
    referral((page - 1) * 10 + i + 1),
  ),
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / 10)),
  total,
  per_page: 10,
})

const errors = [
  { type: 'xstate.error.actor.load', error: { kind: 'network' } },
  {
    type: 'xstate.error.actor.load',
    error: { kind: 'http', status: 422, msg: 'La página debe ser un número entero mayor o igual a 1' },
  },
] as unknown as EventObject[]

type Failure = { kind: string; msg?: string }

const authorizedText = (value: Referral['is_authorized']) =>
  value === null ? 'Pendiente' : value === 1 ? 'Autorizado' : 'No autorizado'

/** What the person saw and asked for so far: the page asked (1 on open, then an accepted page button). */
const soFar = (trail: Trail) => {
  let asked = 1
  let shown: ReferralsPage | null = null
  let loads = 1
  for (const { event } of trail.steps) {
    if (event.type === 'xstate.done.actor.load')
      shown = (event as unknown as { output: ReferralsPage }).output
    if (event.type === 'referrals.retry') loads++
    if (event.type === 'referrals.page') {
      const { page } = event as unknown as { page: number }
      // A page button loads only a page other than the shown one, within the pages there are.
      if (shown && pageOffered(page, shown.last_page) && page !== shown.current_page) {
        asked = page
        loads++
      }
    }
  }
  return { asked, shown, loads }
}

const expectLoads = (started: ReadonlyArray<{ name: string; input: unknown }>, trail: Trail) => {
  const { asked, loads } = soFar(trail)
  const calls = started.filter((s) => s.name === 'load')
  expect(calls).toHaveLength(loads)
  expect(calls.at(-1)?.input).toEqual({ page: asked })
}

const invariants: Record<string, Invariant<ReferralsApi>> = {
  'referrals.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toContain('busy')
    expect(selected.loading).toBe(true)
    expect(['xstate.init', 'referrals.page', 'referrals.retry']).toContain(
      trail.lastEvent?.type ?? 'xstate.init',
    )
    if (trail.lastEvent?.type === 'referrals.page')
      expect(soFar(trail).asked).toBe((trail.lastEvent as unknown as { page: number }).page)
    // The page shown before stays while the next one loads; nothing before the first.
    expect(selected.rows).toEqual(soFar(trail).shown?.data ?? [])
    expectLoads(started, trail)
  },
  'referrals.ready': ({ selected, started, can }, trail) => {
    const shown = soFar(trail).shown!
    // The pager moves to another page, never reloads the one shown.
    expect(can({ type: 'referrals.page', page: shown.current_page } as EventObject)).toBe(false)
    if (shown.total > 10)
      expect(can({ type: 'referrals.page', page: shown.current_page === 1 ? 2 : 1 } as EventObject)).toBe(
        true,
      )
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.load')
    expect(selected.rows).toEqual(shown.data)
    expect(selected.empty).toBe(shown.data.length === 0)
    expect(selected.error).toBeNull()
    expect(selected.getPaginationProps()).toMatchObject({
      page: shown.current_page,
      total: shown.total,
      pageSize: 10,
      maxLinks: 6,
    })
    expectLoads(started, trail)
  },
  'referrals.failed': ({ selected, started, can }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.load')
    expect(can({ type: 'referrals.retry' }), "'Reintentar' loads again").toBe(true)
    const { error } = trail.lastEvent as unknown as { error: Failure }
    expect(selected.failed).toBe(true)
    expect(selected.error).toBe(error.kind === 'network' ? MSG.connection : error.msg)
    expect(selected.rows).toEqual(soFar(trail).shown?.data ?? [])
    // Reintentar loads the same page again.
    expectLoads(started, trail)
  },
}

const eventsFor =
  (total: number) =>
  (snapshot: AnyMachineSnapshot): EventObject[] => [
    { type: 'referrals.retry' },
    // Page buttons; one beyond the last page, none and half of one (ignored).
    ...[1, 2, 3, 0, 1.5].map((page) => ({ type: 'referrals.page', page })),
    { type: 'xstate.done.actor.load', output: pageOf(snapshot.context.page, total) } as EventObject,
    ...errors,
  ]

const spec: ModelSpec<typeof referralsMachine, ReferralsApi> = {
  machine: referralsMachine,
  events: eventsFor(15),
  select: (snapshot: AnyMachineSnapshot) => connectReferrals(snapshot as never, () => {}),
  invariants,
}

const view = {
  render: (actor: AnyActorRef) => render(<ReferralsView actorRef={actor as ReferralsActorRef} />),
  userEvents: {
    'referrals.retry': async () =>
      userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
    'referrals.page': async (event: EventObject) => {
      // 15 referrals: two pages.
      await clickPage((event as unknown as { page: number }).page, 2)
    },
  },
  screens: {
    'referrals.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando clientes' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    },
    'referrals.ready': (trail: Trail) => {
      const shown = soFar(trail).shown!
      expect(screen.queryByRole('status', { name: 'Cargando clientes' })).not.toBeInTheDocument()
      if (shown.total === 0) {
        expect(screen.getByText('Aún no tienes clientes referidos')).toBeInTheDocument()
        expect(screen.queryByRole('table')).not.toBeInTheDocument()
        expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
        return
      }
      const table = screen.getByRole('table', { name: 'Clientes referidos' })
      const rows = within(table).getAllByRole('row').slice(1)
      expect(rows).toHaveLength(shown.data.length)
      const cards = within(screen.getByRole('list', { name: 'Clientes referidos' })).getAllByRole('listitem')
      expect(cards).toHaveLength(shown.data.length)
      for (const [i, row] of rows.entries()) {
        const r = shown.data[i]!
        const cells = within(row).getAllByRole('cell')
        expect(cells[0]).toHaveTextContent(r.business_name)
        expect(cells[1]).toHaveTextContent(r.tax_id ?? '—')
        expect(cells[2]).toHaveTextContent(r.contact_name)
        expect(cells[3]).toHaveTextContent(r.contact_phone)
        expect(cells[4]).toHaveTextContent(`${r.status_name}${r.status_comment}`)
        expect(cells[5]).toHaveTextContent(new RegExp(`^${authorizedText(r.is_authorized)}$`))
        expect(within(cards[i]!).getByRole('heading', { name: r.business_name })).toBeInTheDocument()
        expect(cards[i]).toHaveTextContent(authorizedText(r.is_authorized))
        expect(cards[i]).toHaveTextContent(r.contact_phone)
      }
      const nav = screen.getByRole('navigation')
      expect(nav).toHaveTextContent(`Página ${shown.current_page} de ${shown.last_page}`)
      const pageButtons = within(nav).getAllByRole('button', { name: /^Página \d/ })
      expect(pageButtons).toHaveLength(Math.min(6, shown.last_page))
    },
    'referrals.failed': (trail: Trail) => {
      const { error } = trail.lastEvent as unknown as { error: Failure }
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar tus clientes')
      expect(alert).toHaveTextContent(error.kind === 'network' ? MSG.connection : error.msg!)
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
    },
  },
}

describeModel('referrals machine', spec, view, [
  { name: '15 referrals, two pages' },
  { name: 'no referrals', events: eventsFor(0) },
])

describe('referrals paging', () => {
  it('pages by the size the server answers with', async () => {
    const run = startLive(referralsMachine)
    render(<ReferralsView actorRef={run.actor as ReferralsActorRef} />)
    const firstFive = { ...pageOf(1, 15), data: pageOf(1, 15).data.slice(0, 5), per_page: 5, last_page: 3 }
    await act(async () => {
      run.controller.settle('load', { output: firstFive })
      await settle()
    })
    expect(connectReferrals(run.actor.getSnapshot(), () => {}).getPaginationProps().pageSize).toBe(5)
    const nav = screen.getByRole('navigation')
    expect(nav).toHaveTextContent('Página 1 de 3')
    expect(within(nav).getAllByRole('button', { name: /^Página \d/ })).toHaveLength(3)
    run.actor.stop()
  })

  it('shows at most 6 page buttons for 95 referrals', async () => {
    const run = startLive(referralsMachine)
    render(<ReferralsView actorRef={run.actor as ReferralsActorRef} />)
    await act(async () => {
      run.controller.settle('load', { output: { ...pageOf(5, 95), current_page: 5 } })
      await settle()
    })
    const nav = screen.getByRole('navigation')
    expect(within(nav).getAllByRole('button', { name: /^Página \d/ })).toHaveLength(6)
    expect(nav).toHaveTextContent('Página 5 de 10')
    await expectNoAxeViolations()
    run.actor.stop()
  })
  it('loading, failed and empty have no axe violations', async () => {
    const run = startLive(referralsMachine)
    render(<ReferralsView actorRef={run.actor as ReferralsActorRef} />)
    await expectNoAxeViolations()
    await act(async () => {
      run.controller.settle('load', { error: { kind: 'network' } })
      await settle()
    })
    await expectNoAxeViolations()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    await act(async () => {
      run.controller.settle('load', { output: pageOf(1, 0) })
      await settle()
    })
    expect(screen.getByText('Aún no tienes clientes referidos')).toBeInTheDocument()
    await expectNoAxeViolations()
    run.actor.stop()
  })
})
