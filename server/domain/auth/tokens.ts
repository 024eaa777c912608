import { createHash, randomBytes } from 'node:crypto'

/** 256-bit random token, base64url: what the client holds. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** What the database holds instead of the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Cheap shape check before touching the database: 32 bytes in base64url are 43 characters. */
export const looksLikeToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token)
