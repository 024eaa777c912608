import { MSG } from '@contract/messages'
import type { Project } from '@contract/projects'
import { QUOTE_MSG, type Quote } from '@contract/quotes'
import { connectDetail, projectDetailMachine, quoteDetailMachine } from '@machines/projects'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { ProjectDetailView } from '@/features/projects/ProjectDetailDrawer'
import type { ProjectDetailActorRef, QuoteDetailActorRef } from '@/features/projects/projectsLogic'
import { QuoteDetailView } from '@/features/projects/QuoteDetailDrawer'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import {
  type Invariant,
  type Observed as ModelObserved,
  type ModelSpec,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'
import { answers, bodegaNorte, casaSur, completedQuote, pendingQuote, silentQuote } from './projects.fixtures'

const retry = { type: 'detail.retry' } as EventObject
const notFound = failed('load', { kind: 'http', status: 404, msg: 'Proyecto no encontrado' })

const drawer = () => screen.getByRole('dialog')
const clickRetry = () => userEvent.setup().click(within(drawer()).getByRole('button', { name: 'Reintentar' }))

// ---------------------------------------------------------------- what a detail drawer says, from the trail

type Failure = { kind: string; status?: number; msg?: string }
type DetailApi = ReturnType<typeof connectDetail>
const select = (snapshot: AnyMachineSnapshot) => connectDetail(snapshot as never, () => {})
const network = failed('load', { kind: 'network' })

/** The last answer of the loader: what it sent, or the message of its failure (connection text without one). */
const lastLoad = (trail: Trail) =>
  trail.last<{ type: string; output?: unknown; error?: Failure }>(/actor\.load$/)
const failureText = (trail: Trail) => {
  const { error } = lastLoad(trail)!
  return error!.kind === 'network' ? MSG.connection : (error!.msg ?? QUOTE_MSG.createFailed)
}

/** One load when the drawer opens and one per Reintentar, each asking for the drawer's id. */
const expectLoads = ({ started }: ModelObserved<DetailApi>, trail: Trail, id: number) =>
  expect(started).toEqual(
    Array.from({ length: 1 + trail.count('detail.retry') }, () => ({ name: 'load', input: { id } })),
  )

const detailInvariants = (machineId: string, id: number): Record<string, Invariant<DetailApi>> => ({
  [`${machineId}.loading`]: (observed, trail) => {
    expectLoads(observed, trail, id)
    expect(observed.tags).toContain('busy')
    expect(observed.selected).toMatchObject({ loading: true, data: null, error: null })
    // Loading again only after Reintentar on a failure.
    if (trail.lastEvent?.type !== 'xstate.init') expect(trail.lastEvent?.type).toBe('detail.retry')
  },
  [`${machineId}.failed`]: (observed, trail) => {
    expectLoads(observed, trail, id)
    expect(observed.tags).toContain('failed')
    expect(lastLoad(trail)?.type).toBe('xstate.error.actor.load')
    expect(observed.selected).toMatchObject({ loading: false, data: null, error: failureText(trail) })
  },
  [`${machineId}.ready`]: (observed, trail) => {
    expectLoads(observed, trail, id)
    expect(lastLoad(trail)?.type).toBe('xstate.done.actor.load')
    expect(observed.selected).toMatchObject({ loading: false, error: null, data: lastLoad(trail)!.output })
  },
})

// ---------------------------------------------------------------- project detail

const projectSpec: ModelSpec<typeof projectDetailMachine, DetailApi> = {
  machine: projectDetailMachine,
  input: { id: casaSur.id },
  events: [settled('load', casaSur), settled('load', bodegaNorte), notFound, network, retry],
  select,
  invariants: detailInvariants('projectDetail', casaSur.id),
}

/** Spec: name (or 'Cargando…'), address, budget in MXN, start date, type name, phase name. */
const projectView = {
  render: (actor: AnyActorRef) =>
    render(<ProjectDetailView actorRef={actor as ProjectDetailActorRef} onClose={() => {}} />),
  userEvents: { 'detail.retry': clickRetry },
  screens: {
    'projectDetail.loading': () => {
      expect(screen.getByRole('dialog', { name: 'Cargando…' })).toBeInTheDocument()
      expect(within(drawer()).getByRole('status', { name: 'Cargando proyecto' })).toBeInTheDocument()
    },
    'projectDetail.failed': (trail: Trail) => {
      expect(screen.getByRole('dialog', { name: 'Cargando…' })).toBeInTheDocument()
      expect(within(drawer()).getByRole('alert')).toHaveTextContent(failureText(trail))
      expect(within(drawer()).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'projectDetail.ready': (trail: Trail) => {
      const project = lastLoad(trail)!.output as Project
      const dialog = screen.getByRole('dialog', { name: project.name })
      const text = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent
      if (project.id === casaSur.id) {
        expect(text('Dirección')).toBe('Av. Juárez 10, Monterrey')
        expect(text('Presupuesto')).toBe('$250,000.00')
        expect(text('Fecha de inicio')).toBe('1 de febrero de 2025')
        expect(text('Tipo de construcción')).toBe('Residencial')
        expect(text('Fase')).toBe('Estructura')
      } else {
        for (const term of ['Dirección', 'Presupuesto', 'Fecha de inicio', 'Tipo de construcción', 'Fase'])
          expect(text(term)).toBe('—')
      }
    },
  },
}

describeModel('project detail machine', projectSpec, projectView)

describe('project detail machine, details', () => {
  it('loads the project of its route and closes through the host', async () => {
    const onClose = vi.fn()
    const { actor, controller } = startLive(projectDetailMachine, { id: casaSur.id })
    expect(controller.inputOf('load')).toEqual({ id: casaSur.id })
    render(<ProjectDetailView actorRef={actor as ProjectDetailActorRef} onClose={onClose} />)
    await act(async () => {
      controller.settle('load', { output: casaSur })
      await settle()
    })
    await expectNoAxeViolations()
    await userEvent.setup().click(within(drawer()).getAllByRole('button', { name: 'Cerrar' })[0]!)
    expect(onClose).toHaveBeenCalled()
    actor.stop()
  })
})

// ---------------------------------------------------------------- quote detail

const answered: Quote = { ...completedQuote, supplier_quotes: answers }
const waiting: Quote = { ...pendingQuote, supplier_quotes: [] }
const waitingNoPhone: Quote = { ...silentQuote, supplier_quotes: [] }

const quoteSpec: ModelSpec<typeof quoteDetailMachine, DetailApi> = {
  machine: quoteDetailMachine,
  input: { id: answered.id },
  events: [
    settled('load', answered),
    settled('load', waiting),
    settled('load', waitingNoPhone),
    failed('load', { kind: 'http', status: 404, msg: QUOTE_MSG.notFound }),
    network,
    retry,
  ],
  select,
  invariants: detailInvariants('quoteDetail', answered.id),
}

const quoteView = {
  render: (actor: AnyActorRef) =>
    render(<QuoteDetailView actorRef={actor as QuoteDetailActorRef} onClose={() => {}} />),
  userEvents: { 'detail.retry': clickRetry },
  screens: {
    'quoteDetail.loading': () => {
      expect(screen.getByRole('dialog', { name: 'Cargando…' })).toBeInTheDocument()
      expect(within(drawer()).getByRole('status', { name: 'Cargando cotización' })).toBeInTheDocument()
    },
    'quoteDetail.failed': (trail: Trail) => {
      expect(within(drawer()).getByRole('alert')).toHaveTextContent(failureText(trail))
      expect(within(drawer()).getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'quoteDetail.ready': (trail: Trail) => {
      const quote = lastLoad(trail)!.output as Quote
      const dialog = screen.getByRole('dialog', { name: quote.name })
      // The description as preformatted text, line breaks kept.
      const pre = dialog.querySelector('pre')!
      expect(pre.textContent).toBe(quote.description)
      if (quote.id === answered.id) {
        expect(within(dialog).getByText('Materiales del Norte te envió una cotización')).toBeInTheDocument()
        expect(within(dialog).getByText('Ferretera Robles te envió una cotización')).toBeInTheDocument()
        expect(dialog).toHaveTextContent('$18,250.75')
        expect(dialog).toHaveTextContent('Entrega en 48 h')
        const links = within(dialog).getAllByRole('link', { name: /Ver cotización/ })
        expect(links.map((a) => a.getAttribute('href'))).toEqual([
          'https://files.example/q/1.pdf',
          'https://files.example/q/2.pdf',
        ])
        for (const link of links) {
          expect(link).toHaveAttribute('target', '_blank')
          expect(link.getAttribute('rel')).toContain('noopener')
        }
        expect(within(dialog).queryByText('Se esta cotizando tu material')).not.toBeInTheDocument()
      } else {
        expect(within(dialog).getByText('Se esta cotizando tu material')).toBeInTheDocument()
        expect(within(dialog).queryByRole('link', { name: /Ver cotización/ })).not.toBeInTheDocument()
        if (quote.phone) expect(dialog).toHaveTextContent(`WhatsApp al ${quote.phone}`)
        else expect(dialog).not.toHaveTextContent('WhatsApp')
      }
    },
  },
}

describeModel('quote detail machine', quoteSpec, quoteView)

describe('quote detail machine, details', () => {
  it('answers and the waiting notice have no axe violations', async () => {
    for (const quote of [answered, waiting]) {
      const { actor, controller } = startLive(quoteDetailMachine, { id: quote.id })
      const { unmount } = render(
        <QuoteDetailView actorRef={actor as QuoteDetailActorRef} onClose={() => {}} />,
      )
      await act(async () => {
        controller.settle('load', { output: quote })
        await settle()
      })
      await expectNoAxeViolations()
      unmount()
      actor.stop()
    }
  })
})
