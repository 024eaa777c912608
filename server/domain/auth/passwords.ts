import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt hashes stored as `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>`: verification reads the
 * parameters from the stored string, so raising SCRYPT_LOG_N later keeps old hashes valid.
 */
const R = 8
const P = 1
const SALT_BYTES = 16
const KEY_BYTES = 32
/** Stored parameters outside these bounds are refused rather than run (a forged hash must not hog memory). */
const MIN_LOG_N = 10
const MAX_LOG_N = 20

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** logN
    // scrypt needs 128·N·r bytes; the default maxmem (32 MiB) is below N=2^17.
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })

export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, logN, R, P, KEY_BYTES)
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (!Number.isInteger(logN) || logN < MIN_LOG_N || logN > MAX_LOG_N) return false
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 4) return false
  const salt = Buffer.from(parts[4]!, 'base64')
  const expected = Buffer.from(parts[5]!, 'base64')
  if (salt.length < 8 || expected.length < 16 || expected.length > 64) return false
  const actual = await derive(password, salt, logN, r, p, expected.length)
  return timingSafeEqual(actual, expected)
}

const dummyHashes = new Map<number, Promise<string>>()

/**
 * A valid hash of a random password, made once per cost: checking an unknown e-mail against it takes
 * as long as checking a real user, so timing does not tell whether the e-mail exists.
 */
export function dummyPasswordHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN)
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('base64'), logN)
    dummyHashes.set(logN, hash)
  }
  return hash
}
