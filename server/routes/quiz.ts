import { REG_MSG, saveQuizAnswersRequestSchema } from '@contract/registration'
import { Hono } from 'hono'
import { saveQuizAnswers } from '../domain/applications/quiz'
import type { AppEnv } from '../http/env'
import { actionOk, msgResponse } from '../http/responses'
import { validJson } from '../http/validate'

/** POST customers/save-quiz-answers (public, by questionnaire token) (issue 5). */
export const quizRoutes = new Hono<AppEnv>().post('/save-quiz-answers', async (c) => {
  const request = await validJson(c, saveQuizAnswersRequestSchema)
  const { db, clock } = c.var.deps
  switch (await saveQuizAnswers({ db, clock }, request)) {
    case 'saved':
      return actionOk(c, REG_MSG.quizSaved)
    case 'answered':
      return msgResponse(409, REG_MSG.quizInvalid)
    case 'unknown':
      return msgResponse(404, REG_MSG.quizInvalid)
  }
})
