import { QUIZ_QUESTIONS, REG_MSG } from '@contract/registrationTexts'
import { sessionMachine } from '@machines/session'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AppView } from '@/app/App'
import type { SessionActorRef } from '@/app/session'
import { questionnaireTokenOf } from '@/features/questionnaire/QuestionnairePage'
import { expectNoAxeViolations } from './axe'

/** The quiz and the thank-you page through the real app: route table, lazy pages, API client. */

interface Call {
  method: string
  path: string
  body: unknown
}
let calls: Call[] = []
let answer: () => Response

beforeEach(() => {
  calls = []
  answer = () => Response.json({ success: true, msg: REG_MSG.quizSaved })
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const request =
        url instanceof Request ? url : new Request(new URL(String(url), 'http://localhost'), init)
      const path = new URL(request.url, 'http://localhost').pathname
      const text = await request.clone().text()
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null })
      if (request.method === 'POST' && path === '/api/customers/save-quiz-answers') return answer()
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

describe('/questionnaire', () => {
  it('takes the token from the path or the query', () => {
    expect(questionnaireTokenOf('abc', '')).toBe('abc')
    expect(questionnaireTokenOf(undefined, 'token=xyz')).toBe('xyz')
    expect(questionnaireTokenOf(undefined, 'questionnaire_token=q1')).toBe('q1')
    expect(questionnaireTokenOf(undefined, '')).toBe('')
  })

  it('sends the five answers with the token of the path and thanks the visitor', async () => {
    const location = await open('/questionnaire/tok-123')
    expect(await screen.findByRole('heading', { name: REG_MSG.quizTitle, level: 1 })).toBeInTheDocument()
    await expectNoAxeViolations()
    await answerAll()
    expect(await screen.findByRole('heading', { name: REG_MSG.thanksTitle })).toBeInTheDocument()
    expect(screen.getByText(REG_MSG.thanksNotice)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')
    expect(location.history.at(-1)).toBe('/register-success')
    await expectNoAxeViolations()
    const saves = calls.filter((c) => c.path === '/api/customers/save-quiz-answers')
    expect(saves).toHaveLength(1)
    expect(saves[0]?.body).toEqual({
      questionnaire_token: 'tok-123',
      quiz_answers: QUIZ_QUESTIONS.map((q) => ({ title: q.title, answer: q.options[1] })),
    })
  })

  it.each([404, 500])('only logs a %i and still reaches the thank-you page', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer = () => Response.json({ msg: REG_MSG.quizInvalid }, { status })
    await open('/questionnaire?token=tok-9')
    await answerAll()
    expect(await screen.findByRole('heading', { name: REG_MSG.thanksTitle })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(`save-quiz-answers failed (${status})`)
    expect(calls.find((c) => c.path === '/api/customers/save-quiz-answers')?.body).toMatchObject({
      questionnaire_token: 'tok-9',
    })
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

  it('without a token offers the login instead of questions', async () => {
    await open('/questionnaire')
    expect(await screen.findByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await expectNoAxeViolations()
    await waitFor(() => expect(calls).toHaveLength(0))
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
