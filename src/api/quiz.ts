import type { ActionResult } from '@contract/http'
import type { QuizStatus, SaveQuizAnswersRequest } from '@contract/registration'
import { request } from './client'

/** The quiz after registration (public: the questionnaire token is the credential). */
export const quizApi = {
  /** What the link holds: 404 when no submitted application has the token. */
  read: (questionnaire_token: string) =>
    request<QuizStatus>('/customers/quiz', { query: { questionnaire_token } }),
  saveAnswers: (body: SaveQuizAnswersRequest) =>
    request<ActionResult>('/customers/save-quiz-answers', { method: 'POST', body }),
}
