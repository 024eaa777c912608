import { Hono } from 'hono'
import type { AppEnv } from '../http/env'

/** POST customers/save-quiz-answers (public, by questionnaire token) (issue 5). */
export const quizRoutes = new Hono<AppEnv>()
