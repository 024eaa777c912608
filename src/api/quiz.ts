import { customersRoutes } from '@contract/api/customers'
import type { SaveQuizAnswersRequest } from '@contract/registration'
import { call } from './call'

/** The quiz after registration (public: the questionnaire token is the credential). */
export const quizApi = {
  /** What the link holds: 404 when no submitted application has the token. */
  read: (questionnaire_token: string) => call(customersRoutes.quiz, { query: { questionnaire_token } }),
  saveAnswers: (body: SaveQuizAnswersRequest) => call(customersRoutes.saveQuizAnswers, { body }),
}
