import { QUIZ_QUESTIONS } from '@contract/registrationTexts'
import { assign, fromPromise, setup } from 'xstate'

export interface QuestionnaireInput {
  /** The questionnaire token from the link ('' when the visit has none). */
  token: string
}

export type QuizAnswer = { title: string; answer: string }

export interface QuestionnaireContext {
  token: string
  /** Index of the question on screen. */
  step: number
  /** One chosen option per question, null until chosen; kept when going back. */
  answers: (string | null)[]
}

export type QuestionnaireEvent =
  | { type: 'quiz.answer'; answer: string }
  | { type: 'quiz.previous' }
  | { type: 'quiz.continue' }

export const QUIZ_LENGTH = QUIZ_QUESTIONS.length

const isOptionOf = (step: number, answer: string): boolean =>
  (QUIZ_QUESTIONS[step]?.options as readonly string[] | undefined)?.includes(answer) ?? false

/** The body's `quiz_answers`: every question's title with its chosen option, in order. */
export const quizAnswersOf = (answers: (string | null)[]): QuizAnswer[] =>
  QUIZ_QUESTIONS.map((question, index) => ({ title: question.title, answer: answers[index] ?? '' }))

/**
 * The quiz after registration (/questionnaire/{token}, docs/decisions.md#registration): five single-choice
 * questions, one per screen with previous/continue; the last continue sends the answers. Whatever the server
 * answers (a 404 or 500 is only logged, docs/decisions.md#registration) the visitor goes on to the thank-you
 * page (`goToThanks`).
 */
export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as QuestionnaireInput,
  },
  actors: {
    saveAnswers: fromPromise<unknown, { questionnaire_token: string; quiz_answers: QuizAnswer[] }>(
      async () => {
        throw new Error('saveAnswers not provided')
      },
    ),
  },
  actions: {
    goToThanks: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
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
  }),
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'hasToken', target: 'answering' }, { target: 'missingToken' }],
    },
    /** A visit without a token has nothing to answer for. */
    missingToken: { type: 'final', tags: ['missingToken'] },
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
        onDone: { target: 'finished' },
        onError: {
          target: 'finished',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    finished: { type: 'final', tags: ['done'], entry: 'goToThanks' },
  },
})

export type QuestionnaireMachine = typeof questionnaireMachine
