import { MSG } from '@contract/messages'
import type { QuizStatus } from '@contract/registration'
import { QUIZ_QUESTIONS } from '@contract/registrationTexts'
import { assign, fromPromise, setup } from 'xstate'
import { hasStatus, messageOf } from '../shared/failure'

export interface QuestionnaireInput {
  /** The questionnaire token from the link ('' when the visit has none). */
  token: string
}

export type QuizAnswer = { title: string; answer: string }

/** What the server says a link holds (`GET customers/quiz`): the day the answers arrived, or null. */
export type QuizLinkStatus = QuizStatus

export interface QuestionnaireContext {
  token: string
  /** Index of the question on screen. */
  step: number
  /** One chosen option per question, null until chosen; kept when going back. */
  answers: (string | null)[]
  /** The day (YYYY-MM-DD, Mexico City) the server received the answers, once it says so. */
  answeredOn: string | null
  /** Why the last read or save failed (the server's msg, or the connection text). */
  error: string | null
}

export type QuestionnaireEvent =
  | { type: 'quiz.answer'; answer: string }
  | { type: 'quiz.previous' }
  | { type: 'quiz.continue' }
  | { type: 'quiz.retry' }

/** Which request of the quiz failed, for the log. */
export type QuizRequest = 'quiz read' | 'save-quiz-answers'

export const QUIZ_LENGTH = QUIZ_QUESTIONS.length

const isOptionOf = (step: number, answer: string): boolean =>
  (QUIZ_QUESTIONS[step]?.options as readonly string[] | undefined)?.includes(answer) ?? false

/** The body's `quiz_answers`: every question's title with its chosen option, in order. */
export const quizAnswersOf = (answers: (string | null)[]): QuizAnswer[] =>
  QUIZ_QUESTIONS.map((question, index) => ({ title: question.title, answer: answers[index] ?? '' }))

/** Every failed save is logged, whatever the page then says. */
const logSaveFailure = {
  type: 'logFailure',
  params: ({ event }: { event: { error: unknown } }) => ({
    request: 'save-quiz-answers' as const,
    error: event.error,
  }),
} as const

/**
 * The quiz after registration (/questionnaire/?token=…, docs/decisions.md#registration). The page first asks
 * the server what its link holds and says what is true: not valid (no token, or one no submitted application
 * has), already answered (on which day), or the five single-choice questions, one per screen with
 * previous/continue; the last continue sends the answers. Only a saved answer is thanked (`goToThanks`); a
 * 409 (answered meanwhile, elsewhere) reads the link again, which then says on which day; a 404 says the
 * link is not valid; any other failure shows its message with 'Reintentar', which sends the same answers.
 * Failures are also logged (`logFailure`).
 */
export const questionnaireMachine = setup({
  // Stryker disable next-line ObjectLiteral: type parameters only, no runtime effect
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as QuestionnaireInput,
  },
  // Stryker disable BlockStatement,StringLiteral: placeholders, always replaced by .provide() (questionnaireLogic.ts, tests)
  actors: {
    readQuiz: fromPromise<QuizLinkStatus, { questionnaire_token: string }>(async () => {
      throw new Error('readQuiz not provided')
    }),
    saveAnswers: fromPromise<unknown, { questionnaire_token: string; quiz_answers: QuizAnswer[] }>(
      async () => {
        throw new Error('saveAnswers not provided')
      },
    ),
  },
  // Stryker restore BlockStatement,StringLiteral
  actions: {
    goToThanks: () => {},
    logFailure: (_, _params: { request: QuizRequest; error: unknown }) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    isOption: ({ context, event }) => event.type === 'quiz.answer' && isOptionOf(context.step, event.answer),
    canGoBack: ({ context }) => context.step > 0,
    answeredLast: ({ context }) => context.step === QUIZ_LENGTH - 1 && context.answers[context.step] != null,
    answered: ({ context }) => context.answers[context.step] != null,
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => ({
    token: input.token.trim(),
    step: 0,
    answers: QUIZ_QUESTIONS.map(() => null),
    answeredOn: null,
    error: null,
  }),
  initial: 'checkingLink',
  states: {
    /** A visit without a token has nothing to ask the server about. */
    checkingLink: {
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'notValid' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'readQuiz',
        src: 'readQuiz',
        input: ({ context }) => ({ questionnaire_token: context.token }),
        onDone: [
          {
            guard: ({ event }) => event.output.answered_on !== null,
            target: 'alreadyAnswered',
            actions: assign({ answeredOn: ({ event }) => event.output.answered_on }),
          },
          { target: 'answering' },
        ],
        onError: [
          { guard: ({ event }) => hasStatus(event.error, 404), target: 'notValid' },
          {
            target: 'loadFailed',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
              {
                type: 'logFailure',
                params: ({ event }) => ({ request: 'quiz read' as const, error: event.error }),
              },
            ],
          },
        ],
      },
    },
    loadFailed: {
      on: { 'quiz.retry': { target: 'loading' } },
    },
    /** No token, or one no submitted application has. */
    notValid: { type: 'final' },
    alreadyAnswered: { type: 'final' },
    answering: {
      on: {
        'quiz.answer': {
          guard: 'isOption',
          actions: assign({
            answers: ({ context, event }) =>
              context.answers.map((answer, index) => (index === context.step ? event.answer : answer)),
          }),
        },
        'quiz.previous': {
          guard: 'canGoBack',
          actions: assign({ step: ({ context }) => context.step - 1 }),
        },
        'quiz.continue': [
          { guard: 'answeredLast', target: 'sending' },
          { guard: 'answered', actions: assign({ step: ({ context }) => context.step + 1 }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ context }) => ({
          questionnaire_token: context.token,
          quiz_answers: quizAnswersOf(context.answers),
        }),
        onDone: { target: 'thanks' },
        onError: [
          // Answered meanwhile (another tab or phone): the link, read again, says on which day.
          { guard: ({ event }) => hasStatus(event.error, 409), target: 'loading', actions: logSaveFailure },
          { guard: ({ event }) => hasStatus(event.error, 404), target: 'notValid', actions: logSaveFailure },
          {
            target: 'refused',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, MSG.unexpected) }),
              logSaveFailure,
            ],
          },
        ],
      },
    },
    /** The answers were not saved: the reason, and 'Reintentar' sends them again. */
    refused: {
      on: { 'quiz.retry': { target: 'sending' } },
    },
    thanks: { type: 'final', entry: 'goToThanks' },
  },
})

export type QuestionnaireMachine = typeof questionnaireMachine
