import { QUIZ_QUESTIONS, REG_MSG } from '@contract/registrationTexts'
import { connectQuestionnaire, type QuestionnaireApi, questionnaireMachine } from '@machines/questionnaire'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { QuestionnaireView } from '@/features/questionnaire/QuestionnaireView'
import type { QuestionnaireActorRef } from '@/features/questionnaire/questionnaireLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { failed, settled } from './lib/events'
import { type Invariant, type ModelSpec, settle, startLive, type Trail } from './lib/modelPaths'

type Machine = typeof questionnaireMachine

/** A different option on each screen, so a wrong index in the body shows. */
const optionFor = (step: number) => QUIZ_QUESTIONS[step]!.options[step % 4]!
const ANSWERS = QUIZ_QUESTIONS.map((_, step) => optionFor(step))

const tokenEvents = (snapshot: AnyMachineSnapshot): EventObject[] => [
  { type: 'quiz.answer', answer: optionFor(snapshot.context.step) } as EventObject,
  { type: 'quiz.previous' },
  { type: 'quiz.continue' },
  settled('saveAnswers', { success: true, msg: REG_MSG.quizSaved }),
  failed('saveAnswers', { kind: 'http', status: 404, msg: REG_MSG.quizInvalid }),
  failed('saveAnswers', { kind: 'http', status: 500, msg: 'Error interno' }),
]

// ---------------------------------------------------------------- what the spec says, from the trail

/** The question on screen and the options chosen so far: Continuar needs an answer, Anterior keeps them. */
const soFar = (trail: Trail) => {
  let step = 0
  const answers: (string | null)[] = QUIZ_QUESTIONS.map(() => null)
  for (const { event } of trail.steps) {
    if (event.type === 'quiz.answer') {
      const { answer } = event as unknown as { answer: string }
      if ((QUIZ_QUESTIONS[step]!.options as readonly string[]).includes(answer)) answers[step] = answer
    }
    if (event.type === 'quiz.previous' && step > 0) step--
    if (event.type === 'quiz.continue' && answers[step] !== null && step < QUIZ_QUESTIONS.length - 1) step++
  }
  return { step, answers }
}

const tokenOf = (trail: Trail) => (trail.input as { token: string }).token.trim()

const expectQuestionOf = ({ selected }: { selected: QuestionnaireApi }, trail: Trail) => {
  const { step, answers } = soFar(trail)
  expect(selected.noToken).toBe(false)
  expect(selected.step).toBe(step)
  expect(selected.total).toBe(5)
  expect(selected.question).toEqual(QUIZ_QUESTIONS[step])
  for (const option of QUIZ_QUESTIONS[step]!.options)
    expect(selected.getOptionProps(option).checked).toBe(answers[step] === option)
}

const invariants: Record<string, Invariant<QuestionnaireApi>> = {
  'questionnaire.missingToken': ({ selected, started, status }, trail) => {
    expect(tokenOf(trail)).toBe('')
    expect(status).toBe('done')
    expect(selected.noToken).toBe(true)
    expect(selected.done).toBe(false)
    expect(started).toEqual([])
  },
  'questionnaire.answering': (observed, trail) => {
    const { step, answers } = soFar(trail)
    const { selected } = observed
    expect(tokenOf(trail)).not.toBe('')
    expectQuestionOf(observed, trail)
    expect(selected.busy).toBe(false)
    expect(selected.getSubmitProps().disabled).toBe(answers[step] === null)
    expect(selected.getPreviousProps().disabled).toBe(step === 0)
    expect(observed.started).toEqual([])
  },
  'questionnaire.sending': (observed, trail) => {
    const { step, answers } = soFar(trail)
    expectQuestionOf(observed, trail)
    // Only Continuar on the fifth question, answered, sends.
    expect(trail.lastEvent?.type).toBe('quiz.continue')
    expect(step).toBe(4)
    expect(answers).not.toContain(null)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.getSubmitProps().loading).toBe(true)
    expect(observed.selected.getPreviousProps().disabled).toBe(true)
    expect(observed.started).toEqual([
      {
        name: 'saveAnswers',
        input: {
          questionnaire_token: tokenOf(trail),
          quiz_answers: QUIZ_QUESTIONS.map((q, i) => ({ title: q.title, answer: answers[i] })),
        },
      },
    ])
  },
  // Whatever the server answers (a 404 or 500 is only logged), the visitor goes on.
  'questionnaire.finished': ({ selected, status }, trail) => {
    expect(trail.lastEvent?.type).toMatch(/^xstate\.(done|error)\.actor\.saveAnswers$/)
    expect(status).toBe('done')
    expect(selected.done).toBe(true)
  },
}

const spec: ModelSpec<Machine, QuestionnaireApi> = {
  machine: questionnaireMachine,
  input: { token: 'quiz-token' },
  events: tokenEvents,
  select: (snapshot) => connectQuestionnaire(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

const expectQuestion = (trail: Trail) => {
  const { step, answers } = soFar(trail)
  expect(screen.getByText(`Pregunta ${step + 1} de 5`)).toBeInTheDocument()
  const group = screen.getByRole('group', { name: QUIZ_QUESTIONS[step]!.title })
  expect(group).toBeInTheDocument()
  for (const option of QUIZ_QUESTIONS[step]!.options)
    expect((screen.getByRole('radio', { name: option }) as HTMLInputElement).checked).toBe(
      answers[step] === option,
    )
}

const screens: Record<string, (trail: Trail) => void> = {
  'questionnaire.missingToken': () => {
    expect(screen.getByRole('heading', { name: REG_MSG.quizTitle })).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')
  },
  'questionnaire.answering': (trail) => {
    const { step, answers } = soFar(trail)
    expect(screen.getByRole('heading', { name: REG_MSG.quizTitle })).toBeInTheDocument()
    expectQuestion(trail)
    const next = screen.getByRole('button', { name: 'Continuar' })
    if (answers[step]) expect(next).toBeEnabled()
    else expect(next).toBeDisabled()
    const back = screen.getByRole('button', { name: 'Anterior' })
    if (step > 0) expect(back).toBeEnabled()
    else expect(back).toBeDisabled()
  },
  'questionnaire.sending': (trail) => {
    expectQuestion(trail)
    expect(screen.getByRole('button', { name: /Continuar|Enviando/ })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled()
  },
  'questionnaire.finished': () => {
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Gracias por tus respuestas.')
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/register-success')
  },
}

const view = {
  render: (actor: AnyActorRef) => render(<QuestionnaireView actorRef={actor as QuestionnaireActorRef} />),
  userEvents: {
    'quiz.answer': async (event: EventObject) =>
      userEvent
        .setup()
        .click(screen.getByRole('radio', { name: (event as { type: string; answer: string }).answer })),
    'quiz.previous': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Anterior' })),
    'quiz.continue': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' })),
  },
  screens,
}

describeModel('questionnaire machine', spec, view, [
  { name: 'with a token', input: { token: ' quiz-token ' } },
  // A visit without a token has nothing to answer: no event changes it.
  { name: 'without a token', input: { token: '' }, events: () => [] },
])

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
