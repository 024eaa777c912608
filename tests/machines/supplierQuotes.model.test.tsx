import { ACTION_MSG } from '@contract/paymentActions'
import { QUOTE_MSG, type QuoteRequest } from '@contract/quoteTexts'
import {
  type QuoteAnswerContext,
  type QuoteRequestsPage,
  quoteAnswerMachine,
  type SupplierQuotesContext,
  supplierQuotesMachine,
} from '@machines/supplier-quotes'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate'
import { QuoteAnswerView } from '@/features/supplier-quotes/QuoteAnswerView'
import { SupplierQuotesView } from '@/features/supplier-quotes/SupplierQuotesView'
import type {
  QuoteAnswerActorRef,
  SupplierQuotesActorRef,
} from '@/features/supplier-quotes/supplierQuotesLogic'
import { formatDateShort } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject
const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject

const openRequest: QuoteRequest = {
  id: 11,
  name: 'Cemento para losa',
  status: 'pending',
  description: '40 bultos de cemento gris\nEntrega en obra',
  customer: { business_name: 'Constructora Robles' },
  project: { name: 'Torre Norte', address: 'Av. Juárez 100, Monterrey' },
  created_at: '2025-03-10T15:00:00Z',
  open_until: '2025-04-09',
  my_answer: null,
}
const answeredRequest: QuoteRequest = {
  ...openRequest,
  id: 12,
  name: 'Varilla 3/8',
  status: 'completed',
  project: { name: 'Casa Jardines', address: null },
  my_answer: {
    id: 3,
    file_url: '/api/files/abc?sig=1',
    amount: 15200.5,
    note: null,
    created_at: '2025-03-11',
  },
}
const page1: QuoteRequestsPage = {
  data: [openRequest, answeredRequest],
  current_page: 1,
  last_page: 2,
  total: 12,
  per_page: 10,
}
const page2: QuoteRequestsPage = {
  data: [{ ...openRequest, id: 13, name: 'Block 15x20' }],
  current_page: 2,
  last_page: 2,
  total: 12,
  per_page: 10,
}
const empty: QuoteRequestsPage = { data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }

// ---------------------------------------------------------------- the requests

const listEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as SupplierQuotesContext
  if (s.matches('loading')) {
    if (ctx.page === 2) return [settled('loadRequests', page2)]
    if (ctx.result) return [settled('loadRequests', page1)]
    return [
      settled('loadRequests', page1),
      settled('loadRequests', empty),
      failed('loadRequests', { kind: 'network' }),
    ]
  }
  if (s.matches('failed')) return [e('requests.reload')]
  if (ctx.result?.total === 0) return []
  return ctx.page === 1
    ? [e('requests.page', { page: 2 }), e('requests.reload')]
    : [e('requests.page', { page: 1 })]
}
const listSpec: ModelSpec<typeof supplierQuotesMachine> = {
  machine: supplierQuotesMachine,
  events: listEvents,
}
const listPaths = modelPaths(listSpec)

const expectRequest = (request: QuoteRequest) => {
  const card = screen.getByRole('article', { name: request.name })
  expect(card).toHaveTextContent(request.customer.business_name)
  expect(card).toHaveTextContent(request.project.name)
  if (request.project.address) expect(card).toHaveTextContent(request.project.address)
  expect(card).toHaveTextContent('40 bultos de cemento gris')
  expect(card).toHaveTextContent(formatDateShort(request.open_until))
  if (request.my_answer) {
    expect(within(card).getByText('Cotización enviada')).toBeInTheDocument()
    const link = within(card).getByRole('link', { name: /Ver mi cotización/ })
    expect(link).toHaveAttribute('href', request.my_answer.file_url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(within(card).queryByRole('button', { name: /Enviar cotización/ })).toBeNull()
  } else {
    expect(within(card).getByRole('button', { name: `Enviar cotización para ${request.name}` })).toBeEnabled()
    expect(within(card).queryByText('Cotización enviada')).toBeNull()
  }
}

const onAnswer = vi.fn()
const listView: ViewSpec<typeof supplierQuotesMachine> = {
  ...listSpec,
  render: (actor: AnyActorRef) =>
    render(<SupplierQuotesView actorRef={actor as SupplierQuotesActorRef} onAnswer={onAnswer} />),
  userEvents: {
    'requests.reload': async () => {
      const retry = screen.queryByRole('button', { name: 'Reintentar' })
      if (retry) await userEvent.setup().click(retry)
      // After an answer is sent the page reloads the list (the answer dialog's hook).
      else await act(async () => currentList?.send({ type: 'requests.reload' }))
    },
    'requests.page': async (event) => {
      const { page } = event as unknown as { page: number }
      await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(`^Página ${page}`) }))
    },
  },
  states: {
    'supplierQuotes.loading': () =>
      expect(screen.getByRole('status', { name: 'Cargando solicitudes' })).toBeInTheDocument(),
    'supplierQuotes.failed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Error de conexión. Inténtalo nuevamente.')
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    },
    'supplierQuotes.ready': (s) => {
      const result = (s.context as SupplierQuotesContext).result!
      if (result.total === 0) {
        expect(screen.getByText(QUOTE_MSG.noRequests)).toBeInTheDocument()
        expect(screen.queryByRole('article')).toBeNull()
      } else for (const request of result.data) expectRequest(request)
      const nav = screen.queryByRole('navigation', { name: 'Páginas de solicitudes' })
      if (result.total > result.per_page) expect(nav).toBeInTheDocument()
      else expect(nav).toBeNull()
    },
  },
}
let currentList: AnyActorRef | null = null
const renderList = listView.render
listView.render = (actor) => {
  currentList = actor
  renderList(actor)
}

describe('supplier quotes list machine', () => {
  it.each(listPaths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(listSpec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(listView, listPaths))
  it.each(listPaths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(listView, path)
  })
  it('asks for the requests page by page', async () => {
    const { actor, controller } = startLive(supplierQuotesMachine)
    expect(controller.inputOf('loadRequests')).toEqual({ page: 1 })
    controller.settle('loadRequests', { output: page1 })
    await settle()
    actor.send({ type: 'requests.page', page: 2 })
    expect(controller.inputOf('loadRequests')).toEqual({ page: 2 })
    actor.stop()
  })
})

// ---------------------------------------------------------------- the answer

const fileOf = (name: string, type: string, bytes = 5) => {
  const blob = new File(['x'.repeat(bytes)], name, { type })
  return { name, type, size: bytes, blob }
}
const PDF = fileOf('cotizacion.pdf', 'application/pdf')
const TXT = fileOf('notas.txt', 'text/plain')
/** Another PDF: picking the same file again changes nothing in a file input. */
const PDF2 = fileOf('cotizacion-firmada.pdf', 'application/pdf', 7)

const answerEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as QuoteAnswerContext
  if (s.matches('closed') || s.matches('succeeded'))
    return [e('answer.open', { id: openRequest.id, name: openRequest.name })]
  if (s.matches('submitting'))
    return [
      settled('sendQuote', { success: true, msg: QUOTE_MSG.answered }),
      settled('sendQuote', { success: false, msg: QUOTE_MSG.closed }),
      failed('sendQuote', {
        kind: 'http',
        status: 422,
        msg: 'Verifique los datos',
        errors: { file: [QUOTE_MSG.answerPdfOnly] },
      }),
      failed('sendQuote', { kind: 'network' }),
    ]
  const errors = ctx.fieldErrors
  if (errors.file || errors.amount)
    return [
      ...(errors.file ? [e('answer.file', { file: ctx.file?.name === PDF.name ? PDF2 : PDF })] : []),
      ...(errors.amount ? [e('answer.change', { values: { amount: '1500.50' } })] : []),
    ]
  if (ctx.error) return [e('answer.submit'), e('answer.close')]
  if (!ctx.file) return [e('answer.submit'), e('answer.close'), e('answer.file', { file: TXT })]
  if (ctx.file.name === TXT.name) return [e('answer.submit')]
  if (ctx.values.amount === '') return [e('answer.change', { values: { amount: 'abc' } }), e('answer.submit')]
  return [e('answer.submit')]
}
const answered = vi.fn()
const answerSpec: ModelSpec<typeof quoteAnswerMachine> = {
  machine: quoteAnswerMachine.provide({ actions: { answered } }),
  events: answerEvents,
}
const answerPaths = modelPaths(answerSpec)

const loadedList = () =>
  createActor(
    supplierQuotesMachine.provide({ actors: { loadRequests: fromPromise(async () => page1) } }),
  ).start()

const answerView: ViewSpec<typeof quoteAnswerMachine> = {
  ...answerSpec,
  render: (actor: AnyActorRef) =>
    render(
      <>
        <QuoteAnswerView actorRef={actor as QuoteAnswerActorRef} />
        <SupplierQuotesView
          actorRef={loadedList() as SupplierQuotesActorRef}
          onAnswer={(r) => actor.send({ type: 'answer.open', id: r.id, name: r.name })}
        />
      </>,
    ),
  userEvents: {
    'answer.open': async () =>
      userEvent
        .setup()
        .click(await screen.findByRole('button', { name: `Enviar cotización para ${openRequest.name}` })),
    'answer.close': async () =>
      userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' })),
    'answer.submit': async () =>
      userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' })),
    'answer.file': async (event) => {
      const { file } = event as unknown as { file: { blob: File } }
      await userEvent
        .setup({ applyAccept: false })
        .upload(screen.getByLabelText(/Cotización \(PDF\)/), file.blob)
    },
    'answer.change': async (event) => {
      const { values } = event as unknown as { values: { amount: string } }
      const box = screen.getByLabelText('Monto (opcional)')
      const user = userEvent.setup()
      await user.clear(box)
      await user.type(box, values.amount)
    },
  },
  states: {
    'quoteAnswer.closed': () => expect(screen.queryByRole('dialog')).toBeNull(),
    'quoteAnswer.editing': (s) => {
      const ctx = s.context as QuoteAnswerContext
      const dialog = screen.getByRole('dialog', { name: 'Enviar cotización' })
      expect(dialog).toHaveTextContent(openRequest.name)
      expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled()
      expect(within(dialog).getByLabelText('Monto (opcional)')).toHaveValue(ctx.values.amount)
      // No red before 'Enviar': the messages appear only with the errors of a submit.
      const shown = [QUOTE_MSG.answerFile, QUOTE_MSG.answerPdfOnly, QUOTE_MSG.answerAmount].filter((m) =>
        within(dialog).queryByText(m),
      )
      expect(shown.sort()).toEqual(Object.values(ctx.fieldErrors).filter(Boolean).sort())
      if (ctx.error) expect(within(dialog).getByRole('alert')).toHaveTextContent(ctx.error)
      else expect(within(dialog).queryByRole('alert')).toBeNull()
    },
    'quoteAnswer.submitting': () =>
      expect(
        within(screen.getByRole('dialog')).getByRole('button', { name: /Enviar|Enviando/ }),
      ).toHaveAttribute('aria-busy', 'true'),
    'quoteAnswer.succeeded': () => {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.getAllByRole('status').some((n) => n.textContent?.includes(QUOTE_MSG.answered))).toBe(
        true,
      )
      expect(answered).toHaveBeenCalled()
    },
  },
}

describe('quote answer machine', () => {
  it.each(answerPaths.map((path) => [describePath(path), path] as const))(
    'live actor: %s',
    async (_, path) => {
      await runPathOnActor(answerSpec, path)
    },
  )
  it('has a view for every state and event', () => expectViewCoversModel(answerView, answerPaths))
  it.each(answerPaths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(answerView, path)
  })

  it('requires a PDF of at most 12 MB, checks the amount and the note, and sends the multipart fields', async () => {
    const { actor, controller } = startLive(quoteAnswerMachine)
    actor.send({ type: 'answer.open', id: 11, name: openRequest.name })
    actor.send({ type: 'answer.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ file: QUOTE_MSG.answerFile })
    actor.send({
      type: 'answer.file',
      file: { name: 'big.pdf', type: 'application/pdf', size: 12 * 1024 * 1024 + 1 },
    })
    actor.send({ type: 'answer.change', values: { amount: '10.555', note: 'x'.repeat(501) } })
    actor.send({ type: 'answer.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      file: ACTION_MSG.fileTooLarge,
      amount: QUOTE_MSG.answerAmount,
      note: 'Caracteres excedidos. Máximo: 500',
    })
    actor.send({
      type: 'answer.file',
      file: { name: 'ok.pdf', type: 'application/pdf', size: 12 * 1024 * 1024 },
    })
    actor.send({ type: 'answer.change', values: { amount: '1,500.5', note: ' Incluye flete ' } })
    actor.send({ type: 'answer.submit' })
    expect(controller.inputOf('sendQuote')).toEqual({
      quote_id: 11,
      file: { name: 'ok.pdf', type: 'application/pdf', size: 12 * 1024 * 1024 },
      amount: '1500.5',
      note: 'Incluye flete',
    })
    actor.stop()
  })

  it('has no axe violations with the list and the dialog showing errors', async () => {
    const { actor } = startLive(quoteAnswerMachine)
    render(
      <>
        <QuoteAnswerView actorRef={actor as QuoteAnswerActorRef} />
        <SupplierQuotesView
          actorRef={loadedList() as SupplierQuotesActorRef}
          onAnswer={(r) => actor.send({ type: 'answer.open', id: r.id, name: r.name })}
        />
      </>,
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: `Enviar cotización para ${openRequest.name}` }),
    )
    await expectNoAxeViolations()
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }))
    expect(screen.getByText(QUOTE_MSG.answerFile)).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})
