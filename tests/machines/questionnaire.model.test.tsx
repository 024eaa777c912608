import { QUIZ_QUESTIONS, REG_MSG } from '@contract/registrationTexts'
import { questionnaireMachine } from '@machines/questionnaire'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { QuestionnaireView } from '@/features/questionnaire/QuestionnaireView'
import type { QuestionnaireActorRef } from '@/features/questionnaire/questionnaireLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

type Machine = typeof questionnaireMachine

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

/** A different option on each screen, so a wrong index in the body shows. */
const optionFor = (step: number) => QUIZ_QUESTIONS[step]!.options[step % 4]!
const ANSWERS = QUIZ_QUESTIONS.map((_, step) => optionFor(step))

const withToken: ModelSpec<Machine> = {
  machine: questionnaireMachine,
  input: { token: 'quiz-token' },
  transient: ['questionnaire.choosing', 'questionnaire.missingToken'],
  events: (snapshot) => [
    { type: 'quiz.answer', answer: optionFor(snapshot.context.step) } as EventObject,
    { type: 'quiz.previous' },
    { type: 'quiz.continue' },
    settled('saveAnswers', { success: true, msg: REG_MSG.quizSaved }),
    failed('saveAnswers', { kind: 'http', status: 404, msg: REG_MSG.quizInvalid }),
    failed('saveAnswers', { kind: 'http', status: 500, msg: 'Error interno' }),
  ],
}

const withoutToken: ModelSpec<Machine> = {
  machine: questionnaireMachine,
  input: { token: '' },
  transient: [
    'questionnaire.choosing',
    'questionnaire.answering',
    'questionnaire.sending',
    'questionnaire.finished',
  ],
  events: [{ type: 'quiz.answer', answer: optionFor(0) } as EventObject, { type: 'quiz.continue' }],
}

const tokenPaths = modelPaths(withToken)
const noTokenPaths = modelPaths(withoutToken)

const expectQuestion = (snapshot: AnyMachineSnapshot) => {
  const { step, answers } = snapshot.context as { step: number; answers: (string | null)[] }
  expect(screen.getByText(`Pregunta ${step + 1} de 5`)).toBeInTheDocument()
  const group = screen.getByRole('group', { name: QUIZ_QUESTIONS[step]!.title })
  expect(group).toBeInTheDocument()
  for (const option of QUIZ_QUESTIONS[step]!.options)
    expect((screen.getByRole('radio', { name: option }) as HTMLInputElement).checked).toBe(
      answers[step] === option,
    )
}

const viewOf = (spec: ModelSpec<Machine>, unreachable: string[]): ViewSpec<Machine> => ({
  ...spec,
  transient: [...(spec.transient ?? []), ...unreachable],
  render: (actor: AnyActorRef) => render(<QuestionnaireView actorRef={actor as QuestionnaireActorRef} />),
  userEvents: {
    'quiz.answer': async (event) =>
      userEvent
        .setup()
        .click(screen.getByRole('radio', { name: (event as { type: string; answer: string }).answer })),
    'quiz.previous': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Anterior' })),
    'quiz.continue': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' })),
  },
  states: {
    'questionnaire.missingToken': () => {
      expect(screen.getByRole('heading', { name: REG_MSG.quizTitle })).toBeInTheDocument()
      expect(screen.queryByRole('radio')).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')
    },
    'questionnaire.answering': (snapshot) => {
      expect(screen.getByRole('heading', { name: REG_MSG.quizTitle })).toBeInTheDocument()
      expectQuestion(snapshot)
      const { step, answers } = snapshot.context as { step: number; answers: (string | null)[] }
      const next = screen.getByRole('button', { name: 'Continuar' })
      if (answers[step]) expect(next).toBeEnabled()
      else expect(next).toBeDisabled()
      const back = screen.getByRole('button', { name: 'Anterior' })
      if (step > 0) expect(back).toBeEnabled()
      else expect(back).toBeDisabled()
    },
    'questionnaire.sending': (snapshot) => {
      expectQuestion(snapshot)
      expect(screen.getByRole('button', { name: /Continuar|Enviando/ })).toHaveAttribute('aria-busy', 'true')
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
      for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled()
    },
    'questionnaire.finished': () => {
      expect(screen.queryByRole('radio')).not.toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent('Gracias por tus respuestas.')
      expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/register-success')
    },
  },
})

const tokenView = viewOf(withToken, [])
const noTokenView = viewOf(withoutToken, [])

describe.each([
  ['with a token', withToken, tokenView, tokenPaths],
  ['without a token', withoutToken, noTokenView, noTokenPaths],
] as const)('questionnaire machine (%s)', (_, spec, view, paths) => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

describe('questionnaire machine, outcomes', () => {
  const answerAll = async (actor: ReturnType<typeof startLive<Machine>>['actor']) => {
    for (const answer of ANSWERS) {
      actor.send({ type: 'quiz.answer', answer })
      actor.send({ type: 'quiz.continue' })
    }
    await settle()
  }

  it('sends the token and the five answers with their titles, in order', async () => {
    const { actor, controller } = startLive(questionnaireMachine, { token: ' quiz-token ' })
    await answerAll(actor)
    expect(controller.inputOf('saveAnswers')).toEqual({
      questionnaire_token: 'quiz-token',
      quiz_answers: QUIZ_QUESTIONS.map((q, i) => ({ title: q.title, answer: ANSWERS[i] })),
    })
    actor.stop()
  })

  it('ignores an answer that is not an option of the question on screen', () => {
    const { actor } = startLive(questionnaireMachine, { token: 'quiz-token' })
    actor.send({ type: 'quiz.answer', answer: optionFor(1) })
    expect(actor.getSnapshot().context.answers[0]).toBeNull()
    actor.stop()
  })

  it.each([
    ['saved', { output: { success: true, msg: REG_MSG.quizSaved } }, false],
    ['404', { error: { kind: 'http', status: 404, msg: REG_MSG.quizInvalid } }, true],
    ['500', { error: { kind: 'http', status: 500, msg: 'Error interno' } }, true],
    ['no connection', { error: { kind: 'network' } }, true],
  ] as const)('goes on to the thank-you page when %s, logging only failures', async (_, outcome, logs) => {
    const goToThanks = vi.fn()
    const logFailure = vi.fn()
    const { actor, controller } = startLive(
      questionnaireMachine.provide({ actions: { goToThanks, logFailure } }),
      {
        token: 'quiz-token',
      },
    )
    await answerAll(actor)
    expect(goToThanks).not.toHaveBeenCalled()
    controller.settle('saveAnswers', outcome)
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(goToThanks).toHaveBeenCalledTimes(1)
    expect(logFailure).toHaveBeenCalledTimes(logs ? 1 : 0)
    if (logs) expect(logFailure.mock.calls[0]?.[1]).toEqual({ error: (outcome as { error: unknown }).error })
    actor.stop()
  })

  it('answers by keyboard and has no axe violations', async () => {
    const user = userEvent.setup()
    const { actor } = startLive(questionnaireMachine, { token: 'quiz-token' })
    render(<QuestionnaireView actorRef={actor as QuestionnaireActorRef} />)
    await expectNoAxeViolations()
    await user.tab()
    expect(screen.getByRole('radio', { name: QUIZ_QUESTIONS[0].options[0] })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: QUIZ_QUESTIONS[0].options[1] })).toBeChecked()
    expect(actor.getSnapshot().context.answers[0]).toBe(QUIZ_QUESTIONS[0].options[1])
    await user.keyboard('{Enter}')
    await act(settle)
    expect(screen.getByText('Pregunta 2 de 5')).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})
