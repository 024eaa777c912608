import { MSG } from '@contract/messages'
import { QUIZ_QUESTIONS, REG_MSG } from '@contract/registrationTexts'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format } from 'date-fns/format'
import { es } from 'date-fns/locale/es'
import { parseISO } from 'date-fns/parseISO'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import { questionnaireTokenOf } from '@/features/questionnaire/QuestionnairePage'
import type { SessionActorRef } from '@/session/context'
import { expectNoAxeViolations } from './axe'

/** The quiz and the thank-you page through the real app: route table, lazy pages, API client. */

interface Call {
  method: string
  path: string
  query: string
  body: unknown
}
let calls: Call[] = []
/** The server's answers: the token's read and the save, each called anew per request. */
let read: () => Response
let save: () => Response

beforeEach(() => {
  calls = []
  read = () => Response.json({ answered_on: null })
  save = () => Response.json({ success: true, msg: REG_MSG.quizSaved })
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const request =
        url instanceof Request ? url : new Request(new URL(String(url), 'http://localhost'), init)
      const { pathname: path, search: query } = new URL(request.url, 'http://localhost')
      const text = await request.clone().text()
      calls.push({ method: request.method, path, query, body: text ? JSON.parse(text) : null })
      if (request.method === 'GET' && path === '/api/customers/quiz') return read()
      if (request.method === 'POST' && path === '/api/customers/save-quiz-answers') return save()
      return Response.json({ msg: 'No encontrado' }, { status: 404 })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const anonymous = async (): Promise<SessionActorRef> => {
  const session = createActor(
    sessionMachine.provide({
      actors: { readStoredToken: fromPromise(async (): Promise<string | null> => null) },
    }),
  ).start()
  await waitForActor(session, (s) => s.hasTag('anonymous'))
  return session as SessionActorRef
}

const open = async (path: string) => {
  const location = memoryLocation({ path, record: true })
  render(<AppView session={await anonymous()} location={location} />)
  return location
}

const answerAll = async () => {
  const user = userEvent.setup()
  for (const [step, question] of QUIZ_QUESTIONS.entries()) {
    expect(await screen.findByText(`Pregunta ${step + 1} de 5`)).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: question.options[1] }))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
  }
}

const reads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/customers/quiz')
const saves = () => calls.filter((c) => c.path === '/api/customers/save-quiz-answers')
/** How date-fns writes a day in Spanish: '18 de noviembre de 2026'. */
const spanishDay = (isoDay: string) => format(parseISO(isoDay), "d 'de' MMMM 'de' yyyy", { locale: es })

/** The answered notice (a polite status) with the day, and nothing to answer or thank for. */
const expectAnswered = async (isoDay: string) => {
  const title = await screen.findByText(REG_MSG.quizAnswered)
  expect(title.closest('[role="status"]')).toHaveTextContent(REG_MSG.quizAnsweredOn(spanishDay(isoDay)))
  expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: REG_MSG.thanksTitle })).not.toBeInTheDocument()
}

describe('/questionnaire', () => {
  it('takes the token from the path or the query', () => {
    expect(questionnaireTokenOf('abc', '')).toBe('abc')
    expect(questionnaireTokenOf(undefined, 'token=xyz')).toBe('xyz')
    expect(questionnaireTokenOf(undefined, 'questionnaire_token=q1')).toBe('q1')
    expect(questionnaireTokenOf(undefined, '')).toBe('')
  })

  it('asks the server what the token is, sends the five answers and thanks the visitor', async () => {
    const location = await open('/questionnaire/tok-123')
    expect(await screen.findByRole('heading', { name: REG_MSG.quizTitle, level: 1 })).toBeInTheDocument()
    await expectNoAxeViolations()
    await answerAll()
    expect(await screen.findByRole('heading', { name: REG_MSG.thanksTitle })).toBeInTheDocument()
    expect(screen.getByText(REG_MSG.thanksNotice)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')
    expect(location.history.at(-1)).toBe('/register-success')
    await expectNoAxeViolations()
    expect(reads().map((c) => c.query)).toEqual(['?questionnaire_token=tok-123'])
    expect(saves()).toHaveLength(1)
    expect(saves()[0]?.body).toEqual({
      questionnaire_token: 'tok-123',
      quiz_answers: QUIZ_QUESTIONS.map((q) => ({ title: q.title, answer: q.options[1] })),
    })
  })

  it('says when an answered link was answered, and asks nothing', async () => {
    read = () => Response.json({ answered_on: '2026-11-18' })
    const location = await open('/questionnaire/?token=tok-answered')
    await expectAnswered('2026-11-18')
    expect(screen.getByText(/18 de noviembre de 2026/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')
    await expectNoAxeViolations()
    expect(saves()).toEqual([])
    expect(location.history.at(-1)).toBe('/questionnaire/?token=tok-answered')
  })

  it('says a made-up token is not valid (404), and asks nothing', async () => {
    read = () => Response.json({ msg: REG_MSG.quizLinkInvalid }, { status: 404 })
    await open('/questionnaire?token=no-existe')
    expect(await screen.findByRole('alert')).toHaveTextContent(REG_MSG.quizLinkInvalid)
    expect(screen.getByRole('alert')).toHaveTextContent(REG_MSG.quizLinkInvalidHelp)
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await expectNoAxeViolations()
    expect(reads()).toHaveLength(1)
    expect(saves()).toEqual([])
  })

  it('without a token says the link is not valid without asking the server', async () => {
    await open('/questionnaire')
    expect(await screen.findByRole('alert')).toHaveTextContent(REG_MSG.quizLinkInvalid)
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await expectNoAxeViolations()
    await waitFor(() => expect(calls).toHaveLength(0))
  })

  it('a failed read says so and Reintentar asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    read = () => Response.json({ msg: MSG.unexpected }, { status: 500 })
    await open('/questionnaire/tok-5')
    expect(await screen.findByRole('alert')).toHaveTextContent(REG_MSG.quizLoadFailed)
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.unexpected)
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await expectNoAxeViolations()
    read = () => Response.json({ answered_on: null })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Pregunta 1 de 5')).toBeInTheDocument()
    expect(reads()).toHaveLength(2)
    expect(warn).toHaveBeenCalledWith('quiz read failed (500)')
  })

  it('a 409 on sending says the quiz was already answered, with its date, and never thanks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    save = () => {
      // Answered meanwhile (another tab, another phone): the server refuses and now reads as answered.
      read = () => Response.json({ answered_on: '2026-11-17' })
      return Response.json({ msg: REG_MSG.quizAnswered }, { status: 409 })
    }
    const location = await open('/questionnaire?token=tok-9')
    await answerAll()
    await expectAnswered('2026-11-17')
    expect(location.history.at(-1)).toBe('/questionnaire?token=tok-9')
    expect(saves()).toHaveLength(1)
    expect(reads()).toHaveLength(2)
    expect(warn).toHaveBeenCalledWith('save-quiz-answers failed (409)')
    await expectNoAxeViolations()
  })

  it.each([
    [500, MSG.unexpected],
    [429, MSG.rateLimited],
  ])(
    'a %i on sending shows the message and Reintentar, never thanks; the retry sends again',
    async (status, msg) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      save = () => Response.json({ msg }, { status })
      const location = await open('/questionnaire?token=tok-7')
      await answerAll()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(REG_MSG.quizSaveFailed)
      expect(alert).toHaveTextContent(msg)
      expect(screen.queryByRole('heading', { name: REG_MSG.thanksTitle })).not.toBeInTheDocument()
      expect(screen.queryByText(/Gracias/)).not.toBeInTheDocument()
      expect(location.history.at(-1)).toBe('/questionnaire?token=tok-7')
      expect(warn).toHaveBeenCalledWith(`save-quiz-answers failed (${status})`)
      await expectNoAxeViolations()

      save = () => Response.json({ success: true, msg: REG_MSG.quizSaved })
      await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
      expect(await screen.findByRole('heading', { name: REG_MSG.thanksTitle })).toBeInTheDocument()
      expect(saves()).toHaveLength(2)
      expect(saves()[1]?.body).toEqual(saves()[0]?.body)
    },
  )

  it('a 404 on sending says the link is not valid, never thanks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    save = () => Response.json({ msg: REG_MSG.quizLinkInvalid }, { status: 404 })
    await open('/questionnaire?token=tok-4')
    await answerAll()
    expect(await screen.findByRole('alert')).toHaveTextContent(REG_MSG.quizLinkInvalid)
    expect(screen.queryByRole('heading', { name: REG_MSG.thanksTitle })).not.toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  it('keeps the answers when going back', async () => {
    const user = userEvent.setup()
    await open('/questionnaire/tok-1')
    await user.click(await screen.findByRole('radio', { name: QUIZ_QUESTIONS[0].options[2] }))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(screen.getByText('Pregunta 1 de 5')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: QUIZ_QUESTIONS[0].options[2] })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: QUIZ_QUESTIONS[0].options[3] }))
    expect(screen.getByRole('radio', { name: QUIZ_QUESTIONS[0].options[2] })).not.toBeChecked()
  })
})

describe('/register-success', () => {
  it('thanks the visitor and links to the login', async () => {
    await open('/register-success')
    expect(await screen.findByRole('heading', { name: REG_MSG.thanksTitle, level: 1 })).toBeInTheDocument()
    expect(screen.getByText(REG_MSG.thanksNotice)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')
    await expectNoAxeViolations()
  })
})
