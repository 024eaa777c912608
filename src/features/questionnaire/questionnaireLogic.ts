import { type QuestionnaireMachine, questionnaireMachine } from '@machines/questionnaire'
import { isApiFailure } from '@machines/shared/failure'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { quizApi } from '@/api/quiz'

/**
 * A failed save is only logged (docs/decisions.md#registration): the console always, and the error monitor
 * when the build has one (it is already loaded by then; the import only reuses its chunk).
 */
export const logQuizFailure = (error: unknown): void => {
  const status = isApiFailure(error) && error.kind === 'http' ? error.status : 'network'
  console.warn(`save-quiz-answers failed (${status})`)
  if (import.meta.env.PROD && import.meta.env.VITE_SENTRY_DSN) {
    void import('@sentry/react').then((Sentry) =>
      Sentry.captureMessage(`save-quiz-answers failed (${status})`, 'warning'),
    )
  }
}

export const questionnaireLogic = questionnaireMachine.provide({
  actors: {
    saveAnswers: fromPromise(({ input }) => quizApi.saveAnswers(input)),
  },
  actions: {
    logFailure: (_, { error }) => logQuizFailure(error),
  },
})

export type QuestionnaireActorRef = ActorRefFrom<QuestionnaireMachine>
