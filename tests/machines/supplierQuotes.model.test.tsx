import { INPUT_MSG } from '@contract/http'
import { MSG } from '@contract/messages'
import { ACTION_MSG } from '@contract/paymentActions'
import type { QuoteRequest } from '@contract/quotes'
import { QUOTE_MSG } from '@contract/quoteTexts'
import {
  answerErrorsOf,
  connectSupplierQuotes as connect,
  connectQuoteAnswer as connectAnswer,
  type QuoteAnswerApi,
  type QuoteAnswerContext,
  type QuoteRequestsPage,
  quoteAnswerMachine,
  type SupplierQuotesApi,
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
import { describeModel } from './lib/describeModel'
import { closeByTurns } from './lib/dialogs'
import { failed, settled } from './lib/events'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'
import { clickPage, pageOffered } from './lib/pager'

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
/** Exactly one full page: nothing to page through. */
const onePage: QuoteRequestsPage = {
  data: Array.from({ length: 10 }, (_, i) => ({ ...openRequest, id: 20 + i, name: `Solicitud ${i + 1}` })),
  current_page: 1,
  last_page: 1,
  total: 10,
  per_page: 10,
}

// ---------------------------------------------------------------- the requests

const listEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const ctx = s.context as SupplierQuotesContext
  if (s.matches('loading')) {
    if (ctx.page === 2) return [settled('loadRequests', page2)]
    if (ctx.result) return [settled('loadRequests', page1)]
    return [
      settled('loadRequests', page1),
      settled('loadRequests', empty),
      settled('loadRequests', onePage),
      failed('loadRequests', { kind: 'network' }),
    ]
  }
  if (s.matches('failed')) return [e('requests.reload')]
  // No pages to go to (the page buttons' refusals are walked on page1).
  if (ctx.result?.total === 0 || ctx.result === onePage) return []
  // The shown page's button too, one beyond the last, none and half of one (all ignored: nothing to load).
  const pages = [1, 2, 3, 0, 1.5].map((page) => e('requests.page', { page }))
  return ctx.page === 1 ? [...pages, e('requests.reload')] : pages
}
/** What the supplier saw and asked for so far: the page asked (1 on open, then an accepted page button). */
const listSoFar = (trail: Trail) => {
  let asked = 1
  let shown: QuoteRequestsPage | null = null
  let loads = 1
  for (const { event } of trail.steps) {
    if (event.type === 'xstate.done.actor.loadRequests')
      shown = (event as unknown as { output: QuoteRequestsPage }).output
    if (event.type === 'requests.reload') loads++
    if (event.type === 'requests.page') {
      const { page } = event as unknown as { page: number }
      // A page button loads only another page within the pages there are.
      if (pageOffered(page, shown?.last_page ?? 1) && page !== asked) {
        asked = page
        loads++
      }
    }
  }
  return { asked, shown, loads }
}
const expectRequestLoads = (started: ReadonlyArray<{ name: string; input: unknown }>, trail: Trail) => {
  const { asked, loads } = listSoFar(trail)
  const calls = started.filter((call) => call.name === 'loadRequests')
  expect(calls).toHaveLength(loads)
  expect(calls.at(-1)?.input).toEqual({ page: asked })
}

const listInvariants: Record<string, Invariant<SupplierQuotesApi>> = {
  'supplierQuotes.loading': ({ selected, tags, started }, trail) => {
    expect(tags).toEqual(['busy'])
    expect(selected.loading).toBe(true)
    expect(selected.loadError).toBeNull()
    expect(['xstate.init', 'requests.page', 'requests.reload']).toContain(
      trail.lastEvent?.type ?? 'xstate.init',
    )
    expectRequestLoads(started, trail)
  },
  'supplierQuotes.ready': ({ selected, started }, trail) => {
    const shown = listSoFar(trail).shown!
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.loadRequests')
    expect(selected.requests).toEqual(shown.data)
    expect(selected.empty).toBe(shown.total === 0)
    expect(selected.loadError).toBeNull()
    if (shown.total > shown.per_page)
      expect(selected.pagination).toMatchObject({
        page: listSoFar(trail).asked,
        total: shown.total,
        pageSize: shown.per_page,
      })
    else expect(selected.pagination).toBeNull()
    for (const request of shown.data) expect(selected.canAnswer(request)).toBe(request.my_answer === null)
    expectRequestLoads(started, trail)
  },
  'supplierQuotes.failed': ({ selected, started }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.error.actor.loadRequests')
    const { error } = trail.last<{ error: { kind: string; msg?: string } }>(
      'xstate.error.actor.loadRequests',
    )!
    expect(selected.loadError).toBe(error.kind === 'network' ? MSG.connection : error.msg)
    expect(selected.requests).toEqual([])
    expect(selected.pagination).toBeNull()
    expectRequestLoads(started, trail)
  },
}

const listSpec: ModelSpec<typeof supplierQuotesMachine, SupplierQuotesApi> = {
  machine: supplierQuotesMachine,
  events: listEvents,
  select: (snapshot: AnyMachineSnapshot) => connect(snapshot as never, () => {}),
  invariants: listInvariants,
}

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
const listView = {
  render: (actor: AnyActorRef): unknown =>
    render(<SupplierQuotesView actorRef={actor as SupplierQuotesActorRef} onAnswer={onAnswer} />),
  userEvents: {
    'requests.reload': async () => {
      const retry = screen.queryByRole('button', { name: 'Reintentar' })
      if (retry) await userEvent.setup().click(retry)
      // After an answer is sent the page reloads the list (the answer dialog's hook).
      else await act(async () => currentList?.send({ type: 'requests.reload' }))
    },
    'requests.page': async (event: EventObject) => {
      // The walks page through answers of two pages.
      await clickPage((event as unknown as { page: number }).page, 2)
    },
  },
  screens: {
    'supplierQuotes.loading': () => {
      expect(screen.getByRole('status', { name: 'Cargando solicitudes' })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
    },
    'supplierQuotes.failed': (trail: Trail) => {
      const { error } = trail.last<{ error: { kind: string; msg?: string } }>(
        'xstate.error.actor.loadRequests',
      )!
      expect(screen.getByRole('alert')).toHaveTextContent(
        error.kind === 'network' ? MSG.connection : error.msg!,
      )
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
      expect(screen.queryByRole('article')).toBeNull()
    },
    'supplierQuotes.ready': (trail: Trail) => {
      const result = listSoFar(trail).shown!
      if (result.total === 0) {
        expect(screen.getByText(QUOTE_MSG.noRequests)).toBeInTheDocument()
        expect(screen.queryByRole('article')).toBeNull()
      } else {
        expect(screen.getAllByRole('article')).toHaveLength(result.data.length)
        for (const request of result.data) expectRequest(request)
      }
      const nav = screen.queryByRole('navigation', { name: 'Páginas de solicitudes' })
      if (result.total > result.per_page) expect(nav).toBeInTheDocument()
      else expect(nav).toBeNull()
    },
  },
}
let currentList: AnyActorRef | null = null
const renderList = listView.render
listView.render = (actor: AnyActorRef) => {
  currentList = actor
  renderList(actor)
}

describeModel('supplier quotes list machine', listSpec, listView)

describe('supplier quotes list machine, pages', () => {
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
      // Accepted without a msg: the dialog's own text.
      settled('sendQuote', { success: true, msg: '' }),
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
      // Typed with spaces and a thousands comma: sent as 1500.50.
      ...(errors.amount ? [e('answer.change', { values: { amount: ' 1,500.50 ' } })] : []),
    ]
  if (ctx.error) return [e('answer.submit'), e('answer.close')]
  if (!ctx.file) return [e('answer.submit'), e('answer.close'), e('answer.file', { file: TXT })]
  // A text file and a wrong amount: 'Enviar' shows both messages, and fixing one keeps the other's.
  if (ctx.file.name === TXT.name)
    return ctx.values.amount === ''
      ? [e('answer.submit'), e('answer.change', { values: { amount: 'abc' } })]
      : [e('answer.submit')]
  if (ctx.values.amount === '') return [e('answer.change', { values: { amount: 'abc' } }), e('answer.submit')]
  return [e('answer.submit')]
}
type Sent = { name: string; type: string; size: number; blob?: Blob }
type Errors = { file?: string; amount?: string }
/** The form's rules from the spec: a PDF is required, an amount (optional) is a positive number of pesos. */
const formErrors = (file: Sent | null, amount: string): Errors => ({
  ...(!file
    ? { file: QUOTE_MSG.answerFile }
    : file.type !== 'application/pdf'
      ? { file: QUOTE_MSG.answerPdfOnly }
      : {}),
  ...(amount !== '' && !/^\d+(\.\d{1,2})?$/.test(typedAmount(amount))
    ? { amount: QUOTE_MSG.answerAmount }
    : {}),
})
/** What is sent of the typed amount: without spaces around it and without thousands commas. */
const typedAmount = (amount: string) => amount.trim().replace(/,/g, '')
/** The dialog as the supplier left it: what was picked and typed, the errors of the last 'Enviar', the answer. */
const answerSoFar = (trail: Trail) => {
  let name = ''
  let id = 0
  let file: Sent | null = null
  let amount = ''
  let errors: Errors = {}
  let error: string | null = null
  let notice: string | null = null
  let sends = 0
  for (const { event } of trail.steps) {
    const ev = event as unknown as Record<string, unknown>
    switch (event.type) {
      case 'answer.open':
        ;({ id, name } = ev as { id: number; name: string })
        file = null
        amount = ''
        errors = {}
        error = null
        notice = null
        break
      case 'answer.file':
        file = (ev as { file: Sent }).file
        errors = { ...errors, file: undefined }
        break
      case 'answer.change':
        amount = (ev as { values: { amount: string } }).values.amount
        errors = { ...errors, amount: undefined }
        break
      case 'answer.submit': {
        const found = formErrors(file, amount)
        if (Object.keys(found).length === 0) sends++
        errors = found
        error = null
        break
      }
      case 'xstate.done.actor.sendQuote': {
        const output = (ev as { output: { success: boolean; msg: string } }).output
        if (output.success) notice = output.msg || QUOTE_MSG.answered
        else error = output.msg
        break
      }
      case 'xstate.error.actor.sendQuote': {
        const failure = (ev as { error: { kind: string; msg?: string; errors?: Record<string, string[]> } })
          .error
        error = failure.kind === 'network' ? MSG.connection : (failure.msg ?? ACTION_MSG.genericError)
        errors = { file: failure.errors?.file?.[0] }
        break
      }
    }
  }
  const shownErrors = Object.values(errors).filter(Boolean).sort()
  return { id, name, file, amount, errors, shownErrors, error, notice, sends }
}

const answered = vi.fn()
const answerInvariants: Record<string, Invariant<QuoteAnswerApi>> = {
  'quoteAnswer.closed': ({ selected, tags, started }, trail) => {
    expect(tags).toEqual([])
    expect(selected.open).toBe(false)
    expect(['xstate.init', 'answer.close']).toContain(trail.lastEvent?.type ?? 'xstate.init')
    expect(started.filter((call) => call.name === 'sendQuote')).toHaveLength(answerSoFar(trail).sends)
  },
  'quoteAnswer.editing': ({ selected, tags, started }, trail) => {
    const so = answerSoFar(trail)
    // A sent answer the server accepted closes the dialog: editing again only after a refusal or a failure.
    if (trail.lastEvent?.type === 'xstate.done.actor.sendQuote')
      expect(
        trail.last<{ output: { success: boolean } }>('xstate.done.actor.sendQuote')!.output.success,
      ).toBe(false)
    expect(tags).toEqual(['open'])
    expect(selected.open).toBe(true)
    expect(selected.busy).toBe(false)
    expect(selected.quoteName).toBe(so.name)
    expect(selected.fileName).toBe(so.file?.name ?? null)
    expect(selected.getFieldProps('amount').value).toBe(so.amount)
    expect(selected.fileError).toBe(so.errors.file ?? null)
    expect(selected.getFieldProps('amount').error).toBe(so.errors.amount)
    expect(selected.error).toBe(so.error)
    expect(selected.notice).toBeNull()
    expect(started.filter((call) => call.name === 'sendQuote')).toHaveLength(so.sends)
  },
  'quoteAnswer.submitting': ({ selected, tags, started }, trail) => {
    const so = answerSoFar(trail)
    // Only after 'Enviar' with a PDF and a valid amount.
    expect(trail.lastEvent?.type).toBe('answer.submit')
    expect(so.errors).toEqual({})
    expect(tags).toEqual(['busy', 'open'])
    expect(selected.getSubmitProps().loading).toBe(true)
    expect(selected.getCancelProps().disabled).toBe(true)
    expect(selected.getFieldProps('amount').disabled).toBe(true)
    expect(selected.error).toBeNull()
    const calls = started.filter((call) => call.name === 'sendQuote')
    expect(calls).toHaveLength(so.sends)
    expect(calls.at(-1)?.input).toEqual({
      quote_id: so.id,
      file: so.file,
      amount: typedAmount(so.amount),
      note: '',
    })
  },
  'quoteAnswer.succeeded': ({ selected, tags }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.sendQuote')
    expect(tags).toEqual([])
    expect(selected.open).toBe(false)
    expect(selected.notice).toBe(answerSoFar(trail).notice)
    expect(answered).toHaveBeenCalled()
  },
}

const answerSpec: ModelSpec<typeof quoteAnswerMachine, QuoteAnswerApi> = {
  machine: quoteAnswerMachine.provide({ actions: { answered } }),
  events: answerEvents,
  select: (snapshot: AnyMachineSnapshot) => connectAnswer(snapshot as never, () => {}),
  invariants: answerInvariants,
}

const loadedList = () =>
  createActor(
    supplierQuotesMachine.provide({ actors: { loadRequests: fromPromise(async () => page1) } }),
  ).start()

const answerView = {
  render: (actor: AnyActorRef) =>
    render(
      <>
        <QuoteAnswerView actorRef={actor as QuoteAnswerActorRef} />
        <SupplierQuotesView
          actorRef={loadedList() as SupplierQuotesActorRef}
          onAnswer={(r) => connectAnswer(actor.getSnapshot(), actor.send).openFor(r)}
        />
      </>,
    ),
  userEvents: {
    'answer.open': async () =>
      userEvent
        .setup()
        .click(await screen.findByRole('button', { name: `Enviar cotización para ${openRequest.name}` })),
    'answer.close': async () =>
      closeByTurns('answer', () =>
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }),
      ),
    'answer.submit': async () =>
      userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' })),
    'answer.file': async (event: EventObject) => {
      const { file } = event as unknown as { file: { blob: File } }
      await userEvent
        .setup({ applyAccept: false })
        .upload(screen.getByLabelText(/Cotización \(PDF\)/), file.blob)
    },
    'answer.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: { amount: string } }
      const box = screen.getByLabelText('Monto (opcional)')
      const user = userEvent.setup()
      await user.clear(box)
      await user.type(box, values.amount)
    },
  },
  screens: {
    'quoteAnswer.closed': () => expect(screen.queryByRole('dialog')).toBeNull(),
    'quoteAnswer.editing': (trail: Trail) => {
      const so = answerSoFar(trail)
      const dialog = screen.getByRole('dialog', { name: 'Enviar cotización' })
      expect(dialog).toHaveTextContent(so.name)
      expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled()
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled()
      expect(within(dialog).getByLabelText('Monto (opcional)')).toHaveValue(so.amount)
      // No red before 'Enviar': the messages appear only with the errors of a submit.
      const shown = [QUOTE_MSG.answerFile, QUOTE_MSG.answerPdfOnly, QUOTE_MSG.answerAmount].filter((m) =>
        within(dialog).queryByText(m),
      )
      expect(shown.sort()).toEqual(so.shownErrors)
      if (so.error) expect(within(dialog).getByRole('alert')).toHaveTextContent(so.error)
      else expect(within(dialog).queryByRole('alert')).toBeNull()
    },
    'quoteAnswer.submitting': () => {
      const dialog = screen.getByRole('dialog')
      expect(within(dialog).getByRole('button', { name: /Enviar|Enviando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    },
    'quoteAnswer.succeeded': (trail: Trail) => {
      expect(screen.queryByRole('dialog')).toBeNull()
      const notice = answerSoFar(trail).notice!
      expect(screen.getAllByRole('status').some((n) => n.textContent?.includes(notice))).toBe(true)
    },
  },
}

describeModel('quote answer machine', answerSpec, answerView)

describe('quote answer machine, rules and accessibility', () => {
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
          onAnswer={(r) => connectAnswer(actor.getSnapshot(), actor.send).openFor(r)}
        />
      </>,
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: `Enviar cotización para ${openRequest.name}` }),
    )
    // The dialog opens with the machine's next render: under load after the click has returned.
    const dialog = await screen.findByRole('dialog')
    await expectNoAxeViolations()
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }))
    expect(screen.getByText(QUOTE_MSG.answerFile)).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})

// The form's rules one by one (the model walks one wrong file and one wrong amount; docs/decisions.md#quotes).
describe('quote answer: what the form says of each file, amount and note', () => {
  const file = (name: string, type: string, size = 5) => ({ name, type, size })
  const MB = 1024 * 1024
  it.each([
    ['a PDF', file('cotizacion.pdf', 'application/pdf'), {}],
    ['a PDF the browser gives no type', file('COTIZACION.PDF', ''), {}],
    ['a PDF named otherwise', file('cotizacion', 'application/pdf'), {}],
    ['no file', null, { file: QUOTE_MSG.answerFile }],
    ['an empty file', file('cotizacion.pdf', 'application/pdf', 0), { file: QUOTE_MSG.answerFile }],
    ['a picture', file('cotizacion.png', 'image/png'), { file: QUOTE_MSG.answerPdfOnly }],
    [
      'a name that only starts like a PDF',
      file('cotizacion.pdf.png', 'image/png'),
      { file: QUOTE_MSG.answerPdfOnly },
    ],
    ['exactly 12 MB', file('cotizacion.pdf', 'application/pdf', 12 * MB), {}],
    ['over 12 MB', file('cotizacion.pdf', 'application/pdf', 12 * MB + 1), { file: ACTION_MSG.fileTooLarge }],
  ] as const)('%s', (_, picked, expected) => {
    expect(answerErrorsOf(picked, { amount: '', note: '' })).toEqual(expected)
  })

  const pdf = file('cotizacion.pdf', 'application/pdf')
  it.each([
    ['', {}],
    [' 1,500.50 ', {}],
    ['15200', {}],
    ['0.5', {}],
    ['0', { amount: QUOTE_MSG.answerAmount }],
    ['1500.', { amount: QUOTE_MSG.answerAmount }],
    ['1500.505', { amount: QUOTE_MSG.answerAmount }],
    ['abc', { amount: QUOTE_MSG.answerAmount }],
    ['1234567890', { amount: QUOTE_MSG.answerAmount }],
  ] as const)('amount %j', (amount, expected) => {
    expect(answerErrorsOf(pdf, { amount, note: '' })).toEqual(expected)
  })

  it('takes a note of up to 500 characters, not counting the spaces around', () => {
    expect(answerErrorsOf(pdf, { amount: '', note: ` ${'x'.repeat(500)} ` })).toEqual({})
    expect(answerErrorsOf(pdf, { amount: '', note: 'x'.repeat(501) })).toEqual({
      note: INPUT_MSG.tooLong(500),
    })
  })
})
