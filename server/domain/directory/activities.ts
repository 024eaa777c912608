import type { DirectoryActivityRequest, DirectoryStats } from '@contract/directory'
import { count, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { directoryActivities } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { listedSupplier } from './directory'

/**
 * POST /api/directory-activities/create: a builder's click on a card ('Ver más' directory_entry, 'Ver
 * ubicación' location, 'Cotizar por WhatsApp' contact), stored with the builder user, its business and the
 * time. An unknown or inactive supplier is the 404 of the directory.
 */
export async function recordDirectoryActivity(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  request: DirectoryActivityRequest,
): Promise<void> {
  const supplierId = await listedSupplier(db, request.supplier_id)
  await db.insert(directoryActivities).values({
    supplierOrganizationId: supplierId,
    customerOrganizationId: auth.organizationId,
    userId: auth.userId,
    event: request.event,
    createdAt: clock.now(),
  })
}

/** GET /api/suppliers/directory-stats: the caller's own supplier organization's counts, never another's. */
export async function directoryStatsOf(db: Db, supplierOrganizationId: number): Promise<DirectoryStats> {
  const rows = await db
    .select({ event: directoryActivities.event, n: count() })
    .from(directoryActivities)
    .where(eq(directoryActivities.supplierOrganizationId, supplierOrganizationId))
    .groupBy(directoryActivities.event)
  const of = (event: string) => rows.find((r) => r.event === event)?.n ?? 0
  return { views: of('directory_entry'), contacts: of('contact'), locations: of('location') }
}
