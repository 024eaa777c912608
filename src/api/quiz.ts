import type { ActionResult } from '@contract/http'
import type { SaveQuizAnswersRequest } from '@contract/registration'
import { request } from './client'

/** The quiz after registration (public: the questionnaire token is the credential). */
export const quizApi = {
  saveAnswers: (body: SaveQuizAnswersRequest) =>
    request<ActionResult>('/customers/save-quiz-answers', { method: 'POST', body }),
}
