import { randomBytes } from 'node:crypto'
import type { Clock } from '../clock'
import type { Db } from './client'
import { claimSetting, readSetting } from './settings'

export const SETTING_CODE_SECRET = 'code_secret'

/**
 * The server secret every signing key is derived from (the code keys of domain/codes/secret.ts, the download
 * link key of files/links.ts): CODE_SECRET when configured (production), else a random 256-bit secret
 * generated on first use and kept in app_settings (claimSetting: concurrent processes agree on one).
 */
export async function serverSecret(db: Db, configured: string | undefined, clock: Clock): Promise<string> {
  if (configured) return configured
  await claimSetting(db, SETTING_CODE_SECRET, randomBytes(32).toString('base64url'), clock.now())
  const secret = await readSetting(db, SETTING_CODE_SECRET)
  if (!secret) throw new Error('code secret missing from app_settings')
  return secret
}
