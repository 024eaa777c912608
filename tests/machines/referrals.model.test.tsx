import type { Referral } from '@contract/directory'
import { REFERRAL_STATUS } from '@contract/directoryTexts'
import { type ReferralsPage, referralsMachine } from '@machines/referrals'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ReferralsView } from '@/features/referrals/ReferralsView'
import type { ReferralsActorRef } from '@/features/referrals/referralsLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

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

/** What the test asked for last: page 1 on open, then the page button it clicked. */
let askedPage = 1

const authorizedText = (value: Referral['is_authorized']) =>
  value === null ? 'Pendiente' : value === 1 ? 'Autorizado' : 'No autorizado'

describe.each([
  ['15 referrals, two pages', 15],
  ['no referrals', 0],
])('referrals machine (%s)', (_, total) => {
  const spec: ModelSpec<typeof referralsMachine> = {
    machine: referralsMachine,
    events: (snapshot: AnyMachineSnapshot) => [
      { type: 'referrals.retry' },
      // Page buttons, and one beyond the last page (the guard ignores it).
      ...[1, 2, 3].map((page) => ({ type: 'referrals.page', page })),
      { type: 'xstate.done.actor.load', output: pageOf(snapshot.context.page, total) } as EventObject,
      ...errors,
    ],
  }
  const paths = modelPaths(spec)
  const view: ViewSpec<typeof referralsMachine> = {
    ...spec,
    render: (actor: AnyActorRef) => {
      askedPage = 1
      render(<ReferralsView actorRef={actor as ReferralsActorRef} />)
    },
    userEvents: {
      'referrals.retry': async () =>
        userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' })),
      'referrals.page': async (event) => {
        const page = (event as unknown as { page: number }).page
        askedPage = page
        await userEvent
          .setup()
          .click(screen.getByRole('button', { name: new RegExp(`^Página ${page}(,|$)`) }))
      },
    },
    states: {
      'referrals.loading': () => {
        expect(screen.getByRole('status', { name: 'Cargando clientes' })).toBeInTheDocument()
        expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
      },
      'referrals.ready': () => {
        expect(screen.queryByRole('status', { name: 'Cargando clientes' })).not.toBeInTheDocument()
        if (total === 0) {
          expect(screen.getByText('Aún no tienes clientes referidos')).toBeInTheDocument()
          expect(screen.queryByRole('table')).not.toBeInTheDocument()
          expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
          return
        }
        const expected = askedPage === 1 ? 10 : 5
        const first = (askedPage - 1) * 10 + 1
        const table = screen.getByRole('table', { name: 'Clientes referidos' })
        const rows = within(table).getAllByRole('row').slice(1)
        expect(rows).toHaveLength(expected)
        const cards = within(screen.getByRole('list', { name: 'Clientes referidos' })).getAllByRole(
          'listitem',
        )
        expect(cards).toHaveLength(expected)
        for (const [i, row] of rows.entries()) {
          const r = referral(first + i)
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
        expect(nav).toHaveTextContent(`Página ${askedPage} de 2`)
        const pageButtons = within(nav).getAllByRole('button', { name: /^Página \d/ })
        expect(pageButtons.length).toBeLessThanOrEqual(6)
        expect(pageButtons).toHaveLength(2)
      },
      'referrals.failed': () => {
        expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tus clientes')
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
        expect(screen.queryByRole('table')).not.toBeInTheDocument()
      },
    },
  }
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

describe('referrals paging', () => {
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
