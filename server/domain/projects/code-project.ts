import { PROJECT_ACTIVITY_MSG, PROJECT_CODE_MSG, type ProjectActivityEvent } from '@contract/quotes'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { projectActivities, purchaseCodes } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { MAX_CODE_ATTEMPTS } from '../codes/purchase-codes'
import { invalid } from '../errors'
import { ownProjectId } from './projects'

/**
 * POST /api/projects/assign ("assign project to token"): the project a sale redeemed with the caller's live
 * one-time purchase code lands in (runSale hands it to the payment insert). A project that is not the
 * caller organization's: 404. No live code (none, used, expired or burned): 422 on project_id, 'generate a
 * code first'. Issuing a new code clears the choice (docs/decisions.md#projects).
 */
export async function assignProjectToCode(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  projectId: number,
): Promise<{ success: true; msg: string }> {
  const id = await ownProjectId(db, auth, projectId)
  const now = clock.now()
  const updated = await db
    .update(purchaseCodes)
    .set({ projectId: id })
    .where(
      and(
        eq(purchaseCodes.userId, auth.userId),
        isNull(purchaseCodes.usedAt),
        gt(purchaseCodes.expiresAt, now),
        lt(purchaseCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: purchaseCodes.id })
  if (updated.length === 0) {
    throw invalid({ project_id: [PROJECT_CODE_MSG.noLiveCode] }, PROJECT_CODE_MSG.noLiveCode)
  }
  return { success: true, msg: PROJECT_CODE_MSG.assigned }
}

/** POST /api/project-activities: one tracked click of the projects screen (user, organization, event, when). */
export async function recordProjectActivity(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  event: ProjectActivityEvent,
): Promise<{ success: true; msg: string }> {
  await db
    .insert(projectActivities)
    .values({ userId: auth.userId, organizationId: auth.organizationId, event, at: clock.now() })
  return { success: true, msg: PROJECT_ACTIVITY_MSG.recorded }
}
