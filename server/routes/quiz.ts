import { quizStatusQuerySchema, REG_MSG, saveQuizAnswersRequestSchema } from '@contract/registration'
import { Hono } from 'hono'
import { readQuiz, saveQuizAnswers } from '../domain/applications/quiz'
import { conflict, notFound } from '../domain/errors'
import type { AppEnv } from '../http/env'
import { actionOk } from '../http/responses'
import { validJson, validQuery } from '../http/validate'

/**
 * The quiz after registration, public (the questionnaire token is the credential): GET customers/quiz says what
 * a link holds, POST customers/save-quiz-answers stores the answers once (docs/decisions.md#registration).
 */
export const quizRoutes = new Hono<AppEnv>()
  .get('/quiz', async (c) => {
    const { questionnaire_token } = validQuery(c, quizStatusQuerySchema)
    const status = await readQuiz(c.var.deps.db, questionnaire_token)
    if (!status) throw notFound(REG_MSG.quizLinkInvalid)
    return c.json(status, 200)
  })
  .post('/save-quiz-answers', async (c) => {
    const request = await validJson(c, saveQuizAnswersRequestSchema)
    const { db, clock } = c.var.deps
    switch (await saveQuizAnswers({ db, clock }, request)) {
      case 'saved':
        return actionOk(c, REG_MSG.quizSaved)
      case 'answered':
        throw conflict(REG_MSG.quizAnswered)
      case 'unknown':
        throw notFound(REG_MSG.quizLinkInvalid)
    }
  })
