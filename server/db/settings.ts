import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { appSettings } from './schema'

export const SETTING_DEMO_SEED = 'demo_seed'

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
  return row?.value ?? null
}

/** Writes the setting unless it exists; true when this call wrote it (a claim that only one process wins). */
export async function claimSetting(db: Db, key: string, value: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: appSettings.key })
  return rows.length === 1
}
