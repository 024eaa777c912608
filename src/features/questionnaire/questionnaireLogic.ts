import { type QuestionnaireMachine, type QuizRequest, questionnaireMachine } from '@machines/questionnaire'
import { isApiFailure } from '@machines/shared/failure'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { quizApi } from '@/api/quiz'

/**
 * A failed read or save is logged (docs/decisions.md#registration), whatever the page then says: the console
 * always, and the error monitor when the build has one (it is already loaded by then; the import only reuses its
 * chunk).
 */
export const logQuizFailure = (request: QuizRequest, error: unknown): void => {
  const status = isApiFailure(error) && error.kind === 'http' ? error.status : 'network'
  const message = `${request} failed (${status})`
  console.warn(message)
  if (import.meta.env.PROD && import.meta.env.VITE_SENTRY_DSN) {
    void import('@sentry/react').then((Sentry) => Sentry.captureMessage(message, 'warning'))
  }
}

export const questionnaireLogic = questionnaireMachine.provide({
  actors: {
    readQuiz: fromPromise(({ input }) => quizApi.read(input.questionnaire_token)),
    saveAnswers: fromPromise(({ input }) => quizApi.saveAnswers(input)),
  },
  actions: {
    logFailure: (_, { request, error }) => logQuizFailure(request, error),
  },
})

export type QuestionnaireActorRef = ActorRefFrom<QuestionnaireMachine>
