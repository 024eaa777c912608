import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { serverSecret } from '../../db/server-secret'

/** Keys derived from the server secret, one per purpose. */
export type CodeKeys = {
  /** HMAC of one-time purchase codes. */
  purchaseCode: Buffer
  /** AES-256-GCM key of one-time purchase codes (so the live code can be shown again). */
  purchaseCodeEncryption: Buffer
  /** HMAC of shared codes. */
  sharedCode: Buffer
  /** AES-256-GCM key of shared codes (so the customer can read them again). */
  sharedCodeEncryption: Buffer
  /** HMAC of checkout payment codes. */
  paymentCode: Buffer
}

const derive = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'obrafiado', `obrafiado:${purpose}`, 32))

const cache = new WeakMap<Db, Promise<CodeKeys>>()

/**
 * The keys of the server secret (db/server-secret.ts). Changing the secret invalidates every live purchase
 * code, shared code and payment code.
 */
export function codeKeys(db: Db, configured: string | undefined, clock: Clock): Promise<CodeKeys> {
  let keys = cache.get(db)
  if (!keys) {
    keys = (async () => {
      const secret = await serverSecret(db, configured, clock)
      return {
        purchaseCode: derive(secret, 'purchase-code'),
        purchaseCodeEncryption: derive(secret, 'purchase-code-encryption'),
        sharedCode: derive(secret, 'shared-code'),
        sharedCodeEncryption: derive(secret, 'shared-code-encryption'),
        paymentCode: derive(secret, 'payment-code'),
      }
    })()
    // A failed read is not cached: the next request tries again.
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}

export const hmac = (key: Buffer, message: string): string =>
  createHmac('sha256', key).update(message).digest('base64url')

export const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** AES-256-GCM; `aad` binds the ciphertext to its row. Output: base64url iv.tag.ciphertext. */
export function encrypt(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join('.')
}

/** null when the text was not made with this key and aad (e.g. after the secret changed). */
export function decrypt(key: Buffer, sealed: string, aad: string): string | null {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !ciphertext) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAAD(Buffer.from(aad))
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** Unambiguous characters (no 0/O, 1/I/L) for codes people read aloud or type. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function randomCode(length: number): string {
  // 256 - 256 % 31 = 248: bytes at or above are rejected, so every character is equally likely.
  const limit = 256 - (256 % CODE_ALPHABET.length)
  let out = ''
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += CODE_ALPHABET[byte % CODE_ALPHABET.length]
    }
  }
  return out
}
