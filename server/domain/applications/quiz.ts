import type { SaveQuizAnswersRequest } from '@contract/registration'
import { and, eq, isNull, ne } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { registrationApplications as a } from '../../db/schema'
import { hashToken, looksLikeToken } from '../auth/tokens'

export type QuizOutcome = 'saved' | 'unknown' | 'answered'

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
