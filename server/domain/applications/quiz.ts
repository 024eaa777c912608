import type { QuizStatus, SaveQuizAnswersRequest } from '@contract/registration'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { type Clock, mxDate } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications as a } from '../../db/schema'
import { hashToken, looksLikeToken } from '../auth/tokens'

export type QuizOutcome = 'saved' | 'unknown' | 'answered'

/**
 * What a quiz link holds: null when no submitted application has its token (unknown, malformed, or an
 * application still in the wizard, which has no quiz yet); else the day its answers arrived, if they did.
 */
export async function readQuiz(db: Db, token: string): Promise<QuizStatus | null> {
  if (!looksLikeToken(token)) return null
  const [row] = await db
    .select({ status: a.status, answeredAt: a.quizAnsweredAt })
    .from(a)
    .where(eq(a.questionnaireTokenHash, hashToken(token)))
  if (!row || row.status === 'in_progress') return null
  return { answered_on: row.answeredAt ? mxDate(row.answeredAt) : null }
}

/**
 * Stores the quiz answers of a submitted application (or one already decided: answering late is fine),
 * once. The conditional UPDATE (… WHERE quiz_answered_at IS NULL) decides, so of two racing submissions
 * exactly one is stored.
 */
export async function saveQuizAnswers(
  deps: { db: Db; clock: Clock },
  request: SaveQuizAnswersRequest,
): Promise<QuizOutcome> {
  const { db, clock } = deps
  if (!looksLikeToken(request.questionnaire_token)) return 'unknown'
  const tokenHash = hashToken(request.questionnaire_token)
  const now = clock.now()
  const answers = request.quiz_answers.map(({ title, answer }) => ({ title, answer }))
  const [saved] = await db
    .update(a)
    .set({ quizAnswers: answers, quizAnsweredAt: now, updatedAt: now })
    .where(
      and(eq(a.questionnaireTokenHash, tokenHash), ne(a.status, 'in_progress'), isNull(a.quizAnsweredAt)),
    )
    .returning({ id: a.id })
  if (saved) return 'saved'
  const [existing] = await db
    .select({ status: a.status })
    .from(a)
    .where(eq(a.questionnaireTokenHash, tokenHash))
  return existing && existing.status !== 'in_progress' ? 'answered' : 'unknown'
}
