import { MSG } from '@contract/messages'
import { QUIZ_QUESTIONS, REG_MSG } from '@contract/registrationTexts'
import { connectQuestionnaire, type QuestionnaireApi, questionnaireMachine } from '@machines/questionnaire'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format } from 'date-fns/format'
import { es } from 'date-fns/locale/es'
import { parseISO } from 'date-fns/parseISO'
import { describe, expect, it, vi } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { QuestionnaireView } from '@/features/questionnaire/QuestionnaireView'
import type { QuestionnaireActorRef } from '@/features/questionnaire/questionnaireLogic'
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

/**
 * /questionnaire/?token=… (docs/decisions.md#registration): the page asks the server what its link holds and
 * says what is true (not valid, already answered on a day, or the five questions); only saved answers are
 * thanked. Each path on the live actor and on the rendered view.
 */

type Machine = typeof questionnaireMachine
type Observed = ModelObserved<QuestionnaireApi>

/** A different option on each screen, so a wrong index in the body shows. */
const optionFor = (step: number) => QUIZ_QUESTIONS[step]!.options[step % 4]!
const ANSWERS = QUIZ_QUESTIONS.map((_, step) => optionFor(step))
const ANSWERED_ON = '2026-11-18'

type Failure = { kind: 'network' } | { kind: 'http'; status: number; msg?: string }
const http = (status: number, msg?: string): Failure => ({ kind: 'http', status, ...(msg ? { msg } : {}) })

const READ_OUTCOMES = [
  settled('readQuiz', { answered_on: null }),
  settled('readQuiz', { answered_on: ANSWERED_ON }),
  failed('readQuiz', http(404, REG_MSG.quizLinkInvalid)),
  failed('readQuiz', http(500, MSG.unexpected)),
  failed('readQuiz', { kind: 'network' }),
]
const SAVE_OUTCOMES = [
  settled('saveAnswers', { success: true, msg: REG_MSG.quizSaved }),
  failed('saveAnswers', http(409, REG_MSG.quizAnswered)),
  failed('saveAnswers', http(404, REG_MSG.quizLinkInvalid)),
  failed('saveAnswers', http(429, MSG.rateLimited)),
  // A 5xx without a msg: the page's own text.
  failed('saveAnswers', http(502)),
  failed('saveAnswers', { kind: 'network' }),
]

const tokenEvents = (snapshot: AnyMachineSnapshot): EventObject[] => [
  { type: 'quiz.answer', answer: optionFor(snapshot.context.step) } as EventObject,
  { type: 'quiz.previous' },
  { type: 'quiz.continue' },
  { type: 'quiz.retry' },
  ...READ_OUTCOMES,
  ...SAVE_OUTCOMES,
]

// ---------------------------------------------------------------- what the spec says, from the trail

type Outcome = { type: string; output?: { answered_on: string | null }; error?: Failure }

/** The question on screen and the options chosen so far: Continuar needs an answer, Anterior keeps them. */
const soFar = (trail: Trail) => {
  let step = 0
  /** Continuar on the fifth question, answered: the answers go. */
  let sent = 0
  const answers: (string | null)[] = QUIZ_QUESTIONS.map(() => null)
  for (const { event } of trail.steps) {
    if (event.type === 'quiz.answer') {
      const { answer } = event as unknown as { answer: string }
      if ((QUIZ_QUESTIONS[step]!.options as readonly string[]).includes(answer)) answers[step] = answer
    }
    if (event.type === 'quiz.previous' && step > 0) step--
    if (event.type === 'quiz.continue' && answers[step] !== null) {
      if (step < QUIZ_QUESTIONS.length - 1) step++
      else sent++
    }
  }
  return { step, answers, sent }
}

const tokenOf = (trail: Trail) => (trail.input as { token: string }).token.trim()
const last = (trail: Trail) => trail.lastEvent as unknown as Outcome
const isError = (event: Outcome | undefined, actor: string, status?: number) =>
  event?.type === `xstate.error.actor.${actor}` &&
  (status === undefined || (event.error?.kind === 'http' && event.error.status === status))
/** The text a failure shows: the server's msg, the connection text, or the page's own. */
const messageOf = (failure: Failure) =>
  failure.kind === 'network' ? MSG.connection : (failure.msg ?? MSG.unexpected)
const outcomes = (trail: Trail, actor: string) =>
  (trail.events as unknown as Outcome[]).filter((event) => event.type.endsWith(`.actor.${actor}`))
/** 'Reintentar' pressed while the page showed `state`. */
const retriesFrom = (trail: Trail, state: string) =>
  trail.steps.filter((step, i) => step.event.type === 'quiz.retry' && trail.steps[i - 1]?.state === state)
    .length

/**
 * The calls the page made: the link is read on open (with a token), on each Reintentar after a failed read and
 * after each 409 (answered meanwhile); the answers are sent by Continuar on the fifth question and by each
 * Reintentar after a refused save, always the same token and the answers chosen.
 */
const expectCalls = ({ started }: Observed, trail: Trail) => {
  const token = tokenOf(trail)
  const reads = started.filter((s) => s.name === 'readQuiz')
  const saves = started.filter((s) => s.name === 'saveAnswers')
  const conflicts = outcomes(trail, 'saveAnswers').filter((o) => isError(o, 'saveAnswers', 409)).length
  expect(reads).toEqual(
    Array.from({ length: (token ? 1 : 0) + retriesFrom(trail, 'loadFailed') + conflicts }, () => ({
      name: 'readQuiz',
      input: { questionnaire_token: token },
    })),
  )
  const { answers, sent } = soFar(trail)
  expect(saves).toHaveLength(sent + retriesFrom(trail, 'refused'))
  for (const save of saves)
    expect(save.input).toEqual({
      questionnaire_token: token,
      quiz_answers: QUIZ_QUESTIONS.map((q, i) => ({ title: q.title, answer: answers[i] })),
    })
}

/**
 * Every failed save is logged, and every failed read but a 404 (a bad link is an answer, not a fault); the thanks
 * only after a saved answer.
 */
const expectLogAndThanks = ({ executed }: Observed, trail: Trail) => {
  const logged = [
    ...outcomes(trail, 'readQuiz').filter((o) => o.error && !isError(o, 'readQuiz', 404)),
    ...outcomes(trail, 'saveAnswers').filter((o) => o.error),
  ]
  const logs = executed.filter((action) => action.type === 'logFailure')
  expect(logs.map((action) => action.params)).toEqual(
    (trail.events as unknown as Outcome[])
      .filter((event) => logged.includes(event))
      .map((event) => ({
        request: event.type.endsWith('readQuiz') ? 'quiz read' : 'save-quiz-answers',
        error: event.error,
      })),
  )
  const thanked = executed.filter((action) => action.type === 'goToThanks').length
  expect(thanked).toBe(trail.lastEvent?.type === 'xstate.done.actor.saveAnswers' ? 1 : 0)
}

const expectQuestionOf = ({ selected }: Observed, trail: Trail) => {
  const { step, answers } = soFar(trail)
  expect(selected.screen).toBe('question')
  expect(selected.step).toBe(step)
  expect(selected.total).toBe(5)
  expect(selected.question).toEqual(QUIZ_QUESTIONS[step])
  for (const option of QUIZ_QUESTIONS[step]!.options)
    expect(selected.getOptionProps(option).checked).toBe(answers[step] === option)
}

/** Nothing more to do on this link: no question, no sending, no retry. */
const expectNothingToDo = ({ status, can }: Observed) => {
  expect(status).toBe('done')
  for (const type of ['quiz.continue', 'quiz.retry', 'quiz.previous'])
    expect(can({ type }), `${type} does nothing here`).toBe(false)
}

/**
 * Each invariant below, plus what holds everywhere: the calls, the logs, the thanks, and the failure message
 * and the answered day only on the screens that show them.
 */
const check =
  (
    invariant: Invariant<QuestionnaireApi>,
    shows: { error?: true; answeredOn?: true } = {},
  ): Invariant<QuestionnaireApi> =>
  (observed, trail) => {
    invariant(observed, trail)
    expectCalls(observed, trail)
    expectLogAndThanks(observed, trail)
    if (!shows.error) expect(observed.selected.error).toBeNull()
    if (!shows.answeredOn) expect(observed.selected.answeredOn).toBeNull()
  }

const invariants: Record<string, Invariant<QuestionnaireApi>> = {
  'questionnaire.loading': check((observed, trail) => {
    // On open with a token, after Reintentar on a failed read, or after a 409 to the answers.
    expect(tokenOf(trail)).not.toBe('')
    const event = last(trail)
    expect(
      ['xstate.init', undefined].includes(event?.type) ||
        (event?.type === 'quiz.retry' && retriesFrom(trail, 'loadFailed') > 0) ||
        isError(event, 'saveAnswers', 409),
    ).toBe(true)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.screen).toBe('loading')
    expect(observed.can({ type: 'quiz.continue' })).toBe(false)
  }),
  'questionnaire.loadFailed': check(
    (observed, trail) => {
      const event = last(trail)
      expect(isError(event, 'readQuiz')).toBe(true)
      expect(isError(event, 'readQuiz', 404)).toBe(false)
      expect(observed.selected.screen).toBe('loadFailed')
      expect(observed.selected.error).toBe(messageOf(event.error!))
      expect(observed.can({ type: 'quiz.retry' }), "'Reintentar' reads the link again").toBe(true)
      expect(observed.selected.busy).toBe(false)
    },
    { error: true },
  ),
  // No token, or the server does not know it (when read, or when the answers are sent).
  'questionnaire.notValid': check((observed, trail) => {
    const event = last(trail)
    expect(
      tokenOf(trail) === '' || isError(event, 'readQuiz', 404) || isError(event, 'saveAnswers', 404),
    ).toBe(true)
    expect(observed.selected.screen).toBe('notValid')
    expectNothingToDo(observed)
  }),
  'questionnaire.alreadyAnswered': check(
    (observed, trail) => {
      const event = last(trail)
      expect(event.type).toBe('xstate.done.actor.readQuiz')
      expect(event.output?.answered_on).toBe(ANSWERED_ON)
      expect(observed.selected.screen).toBe('alreadyAnswered')
      expect(observed.selected.answeredOn).toBe(ANSWERED_ON)
      expectNothingToDo(observed)
    },
    { answeredOn: true },
  ),
  'questionnaire.answering': check((observed, trail) => {
    const { step, answers } = soFar(trail)
    const { selected } = observed
    // The server said the link waits for answers.
    expect(outcomes(trail, 'readQuiz').at(-1)).toEqual(READ_OUTCOMES[0])
    expectQuestionOf(observed, trail)
    expect(selected.busy).toBe(false)
    expect(selected.getSubmitProps().disabled).toBe(answers[step] === null)
    expect(selected.getPreviousProps().disabled).toBe(step === 0)
  }),
  'questionnaire.sending': check((observed, trail) => {
    const { step, answers } = soFar(trail)
    expectQuestionOf(observed, trail)
    // Continuar on the fifth question, answered, or Reintentar after a refused save.
    expect(['quiz.continue', 'quiz.retry']).toContain(trail.lastEvent?.type)
    expect(step).toBe(4)
    expect(answers).not.toContain(null)
    expect(observed.tags).toContain('busy')
    expect(observed.selected.getSubmitProps().loading).toBe(true)
    expect(observed.selected.getPreviousProps().disabled).toBe(true)
  }),
  // Not saved, for a reason other than 'answered' or 'not valid': the reason and 'Reintentar', never the thanks.
  'questionnaire.refused': check(
    (observed, trail) => {
      const event = last(trail)
      expect(isError(event, 'saveAnswers')).toBe(true)
      expect(isError(event, 'saveAnswers', 409) || isError(event, 'saveAnswers', 404)).toBe(false)
      expect(observed.selected.screen).toBe('refused')
      expect(observed.selected.error).toBe(messageOf(event.error!))
      expect(observed.can({ type: 'quiz.retry' }), "'Reintentar' sends the answers again").toBe(true)
      expect(observed.status).toBe('active')
    },
    { error: true },
  ),
  'questionnaire.thanks': check(({ selected, status }, trail) => {
    expect(trail.lastEvent?.type).toBe('xstate.done.actor.saveAnswers')
    expect(status).toBe('done')
    expect(selected.screen).toBe('thanks')
  }),
}

const spec: ModelSpec<Machine, QuestionnaireApi> = {
  machine: questionnaireMachine,
  input: { token: 'quiz-token' },
  events: tokenEvents,
  select: (snapshot) => connectQuestionnaire(snapshot as never, () => {}),
  invariants,
}

// ---------------------------------------------------------------- the view

/** How date-fns writes a day in Spanish: '18 de noviembre de 2026'. */
const spanishDay = (isoDay: string) => format(parseISO(isoDay), "d 'de' MMMM 'de' yyyy", { locale: es })

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

/** No question and no thanks on this screen. */
const expectNoQuestionNorThanks = () => {
  expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  expect(screen.queryByText(/Gracias/)).not.toBeInTheDocument()
}

const expectLoginLink = () =>
  expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login')

const expectFailure = (title: string, trail: Trail) => {
  const alert = screen.getByRole('alert')
  expect(alert).toHaveTextContent(title)
  expect(alert).toHaveTextContent(messageOf(last(trail).error!))
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
  expectNoQuestionNorThanks()
}

const screens: Record<string, (trail: Trail) => void> = {
  'questionnaire.loading': () => {
    expect(screen.getByRole('heading', { name: REG_MSG.quizTitle })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Cargando el cuestionario' })).toBeInTheDocument()
    expectNoQuestionNorThanks()
  },
  'questionnaire.loadFailed': (trail) => expectFailure(REG_MSG.quizLoadFailed, trail),
  'questionnaire.notValid': () => {
    expect(screen.getByRole('heading', { name: REG_MSG.quizTitle })).toBeInTheDocument()
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(REG_MSG.quizLinkInvalid)
    expect(alert).toHaveTextContent(REG_MSG.quizLinkInvalidHelp)
    expectLoginLink()
    expectNoQuestionNorThanks()
  },
  'questionnaire.alreadyAnswered': () => {
    const notice = screen.getByText(REG_MSG.quizAnswered).closest('[role="status"]')
    expect(notice).toHaveTextContent(
      `Recibimos tus respuestas el ${spanishDay(ANSWERED_ON)}. No necesitas responderlo de nuevo.`,
    )
    expectLoginLink()
    expectNoQuestionNorThanks()
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
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  },
  'questionnaire.sending': (trail) => {
    expectQuestion(trail)
    expect(screen.getByRole('button', { name: /Continuar|Enviando/ })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled()
  },
  'questionnaire.refused': (trail) => expectFailure(REG_MSG.quizSaveFailed, trail),
  'questionnaire.thanks': () => {
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Gracias por tus respuestas.')
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/register-success')
  },
}

const click = async (name: string) => userEvent.setup().click(screen.getByRole('button', { name }))

const view = {
  render: (actor: AnyActorRef) => render(<QuestionnaireView actorRef={actor as QuestionnaireActorRef} />),
  userEvents: {
    'quiz.answer': async (event: EventObject) =>
      userEvent
        .setup()
        .click(screen.getByRole('radio', { name: (event as { type: string; answer: string }).answer })),
    'quiz.previous': () => click('Anterior'),
    'quiz.continue': () => click('Continuar'),
    'quiz.retry': () => click('Reintentar'),
  },
  screens,
}

describeModel('questionnaire machine', spec, view, [
  { name: 'with a token', input: { token: ' quiz-token ' } },
  // A visit without a token (or a blank one) has nothing to ask: no event changes it.
  { name: 'without a token', input: { token: '' }, events: () => [] },
  { name: 'with a blank token', input: { token: '  ' }, events: () => [] },
])

describe('questionnaire machine, outcomes', () => {
  const start = (provide: Parameters<typeof questionnaireMachine.provide>[0] = {}) =>
    startLive(questionnaireMachine.provide(provide), { token: ' quiz-token ' })

  const answerAll = async (run: ReturnType<typeof start>) => {
    run.controller.settle('readQuiz', { output: { answered_on: null } })
    await settle()
    for (const answer of ANSWERS) {
      run.actor.send({ type: 'quiz.answer', answer })
      run.actor.send({ type: 'quiz.continue' })
    }
    await settle()
  }

  it('reads the link with the trimmed token, then sends the five answers with their titles, in order', async () => {
    const run = start()
    expect(run.controller.inputOf('readQuiz')).toEqual({ questionnaire_token: 'quiz-token' })
    await answerAll(run)
    expect(run.controller.inputOf('saveAnswers')).toEqual({
      questionnaire_token: 'quiz-token',
      quiz_answers: QUIZ_QUESTIONS.map((q, i) => ({ title: q.title, answer: ANSWERS[i] })),
    })
    run.actor.stop()
  })

  it('ignores an answer that is not an option of the question on screen', async () => {
    const run = start()
    run.controller.settle('readQuiz', { output: { answered_on: null } })
    await settle()
    run.actor.send({ type: 'quiz.answer', answer: optionFor(1) })
    expect(run.actor.getSnapshot().context.answers[0]).toBeNull()
    run.actor.stop()
  })

  it.each([
    ['saved', { output: { success: true, msg: REG_MSG.quizSaved } }, 'thanks', false],
    ['409', { error: http(409, REG_MSG.quizAnswered) }, 'loading', true],
    ['404', { error: http(404, REG_MSG.quizLinkInvalid) }, 'notValid', true],
    ['500', { error: http(500, MSG.unexpected) }, 'refused', true],
    ['no connection', { error: { kind: 'network' } }, 'refused', true],
  ] as const)(
    'when sending answers %s it goes to %s, thanking only a saved answer',
    async (_, outcome, state, logs) => {
      const goToThanks = vi.fn()
      const logFailure = vi.fn()
      const run = start({ actions: { goToThanks, logFailure } })
      await answerAll(run)
      expect(goToThanks).not.toHaveBeenCalled()
      run.controller.settle('saveAnswers', outcome)
      await settle()
      expect(run.actor.getSnapshot().value).toBe(state)
      expect(goToThanks).toHaveBeenCalledTimes(state === 'thanks' ? 1 : 0)
      expect(logFailure).toHaveBeenCalledTimes(logs ? 1 : 0)
      if (logs)
        expect(logFailure.mock.calls[0]?.[1]).toEqual({
          request: 'save-quiz-answers',
          error: (outcome as { error: unknown }).error,
        })
      run.actor.stop()
    },
  )

  it('after a 409 reads the link again and shows the day it was answered', async () => {
    const run = start()
    await answerAll(run)
    run.controller.settle('saveAnswers', { error: http(409, REG_MSG.quizAnswered) })
    await settle()
    expect(run.controller.started.filter((s) => s.name === 'readQuiz')).toHaveLength(2)
    run.controller.settle('readQuiz', { output: { answered_on: ANSWERED_ON } })
    await settle()
    expect(connectQuestionnaire(run.actor.getSnapshot(), () => {})).toMatchObject({
      screen: 'alreadyAnswered',
      answeredOn: ANSWERED_ON,
    })
    run.actor.stop()
  })

  it('answers by keyboard and has no axe violations on any screen', async () => {
    const user = userEvent.setup()
    const run = start()
    render(<QuestionnaireView actorRef={run.actor as QuestionnaireActorRef} />)
    await expectNoAxeViolations()
    await act(async () => {
      run.controller.settle('readQuiz', { output: { answered_on: null } })
      await settle()
    })
    await expectNoAxeViolations()
    await user.tab()
    expect(screen.getByRole('radio', { name: QUIZ_QUESTIONS[0].options[0] })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: QUIZ_QUESTIONS[0].options[1] })).toBeChecked()
    expect(run.actor.getSnapshot().context.answers[0]).toBe(QUIZ_QUESTIONS[0].options[1])
    await user.keyboard('{Enter}')
    await act(settle)
    expect(screen.getByText('Pregunta 2 de 5')).toBeInTheDocument()
    run.actor.stop()
  })

  it.each([
    ['not valid', failed('readQuiz', http(404, REG_MSG.quizLinkInvalid))],
    ['already answered', settled('readQuiz', { answered_on: ANSWERED_ON })],
    ['load failed', failed('readQuiz', { kind: 'network' })],
  ])('the %s screen has no axe violations and its action is reachable by keyboard', async (_, event) => {
    const user = userEvent.setup()
    const run = start()
    render(<QuestionnaireView actorRef={run.actor as QuestionnaireActorRef} />)
    const { output, error } = event as unknown as { output?: unknown; error?: unknown }
    await act(async () => {
      run.controller.settle('readQuiz', output !== undefined ? { output } : { error })
      await settle()
    })
    await expectNoAxeViolations()
    await user.tab()
    expect(screen.getByRole(error && (error as Failure).kind === 'network' ? 'button' : 'link')).toHaveFocus()
    run.actor.stop()
  })
})
