import { REG_MSG, saveQuizAnswersRequestSchema } from '@contract/registration'
import { Hono } from 'hono'
import { saveQuizAnswers } from '../domain/applications/quiz'
import { conflict, notFound } from '../domain/errors'
import type { AppEnv } from '../http/env'
import { actionOk } from '../http/responses'
import { validJson } from '../http/validate'

/** POST customers/save-quiz-answers (public, by questionnaire token) (issue 5). */
export const quizRoutes = new Hono<AppEnv>().post('/save-quiz-answers', async (c) => {
  const request = await validJson(c, saveQuizAnswersRequestSchema)
  const { db, clock } = c.var.deps
  switch (await saveQuizAnswers({ db, clock }, request)) {
    case 'saved':
      return actionOk(c, REG_MSG.quizSaved)
    case 'answered':
      throw conflict(REG_MSG.quizInvalid)
    case 'unknown':
      throw notFound(REG_MSG.quizInvalid)
  }
})
