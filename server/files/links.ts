import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { type Clock, MINUTE } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { serverSecret } from '../db/server-secret'

/** Download links live 5 minutes: long enough to open, too short to be worth sharing. */
export const DOWNLOAD_LINK_TTL_MS = 5 * MINUTE
export const DOWNLOAD_PATH = '/api/files/download'

/** What a download link serves: a stored file, or the proof of purchase of a payment (made on download). */
export type DownloadTarget = { kind: 'file'; id: number } | { kind: 'purchase'; id: number }

const cache = new WeakMap<Db, Promise<Buffer>>()

/**
 * The key that signs download links: derived (HKDF, its own purpose) from the server secret
 * (db/server-secret.ts), as the code keys are.
 */
export function downloadLinkKey(db: Db, config: Pick<Config, 'codeSecret'>, clock: Clock): Promise<Buffer> {
  let key = cache.get(db)
  if (!key) {
    key = (async () => {
      const secret = await serverSecret(db, config.codeSecret, clock)
      return Buffer.from(hkdfSync('sha256', secret, 'obrafiado', 'obrafiado:download-link', 32))
    })()
    key.catch(() => cache.delete(db))
    cache.set(db, key)
  }
  return key
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

/** `<payload>.<hmac>`, both base64url: the target and the expiry instant (ms). */
export function signDownload(key: Buffer, target: DownloadTarget, clock: Clock): string {
  const payload = Buffer.from(
    JSON.stringify({ k: target.kind, id: target.id, exp: clock.now().getTime() + DOWNLOAD_LINK_TTL_MS }),
  ).toString('base64url')
  return `${payload}.${sign(key, payload)}`
}

/** The path of a download link (relative: the SPA opens it on its own origin). */
export const downloadPath = (token: string) => `${DOWNLOAD_PATH}/${token}`

/** The target of a link that this server signed and that has not expired; null otherwise. */
export function verifyDownload(key: Buffer, token: string, clock: Clock): DownloadTarget | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, payload, signature] = match as unknown as [string, string, string]
  const expected = Buffer.from(sign(key, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const { k, id, exp } = (parsed ?? {}) as { k?: unknown; id?: unknown; exp?: unknown }
  if ((k !== 'file' && k !== 'purchase') || !Number.isInteger(id) || typeof exp !== 'number') return null
  if (exp <= clock.now().getTime()) return null
  return { kind: k, id: id as number }
}
