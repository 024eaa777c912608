import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { MSG } from '@contract/messages'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { RateLimitGroup } from '../config'
import { normalizeEmail } from '../domain/auth/email'
import { tooMany } from '../domain/errors'
import type { AppEnv, AuthEnv } from './env'

/**
 * The client's address: the socket's peer, unless TRUST_PROXY says how many proxies in front of the API append
 * to X-Forwarded-For; then the address the outermost trusted proxy saw (counting from the right, the entries a
 * client writes itself are never used). IPv4-mapped IPv6 addresses count as IPv4, and an IPv6 client by its /64
 * (one host usually holds a whole /64). 'unknown' without a socket (requests made in-process, as in tests).
 */
export function clientAddress(c: Context, trustProxy: number): string {
  let address: string | undefined
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    address = hops[hops.length - trustProxy] ?? hops[0]
  }
  if (!address) {
    try {
      address = getConnInfo(c).remote.address
    } catch {
      address = undefined
    }
  }
  return address ? addressKey(address) : 'unknown'
}

export function addressKey(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  const kind = isIP(address)
  if (kind === 4) return address
  if (kind === 6) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
  // Not an address (a proxy that writes names?): kept, hashed, so the key stays short.
  return `x:${digest(address)}`
}

function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::')
  const split = (part: string) => (part ? part.split(':') : [])
  const left = split(head)
  const right = split(tail)
  const zeros = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : []
  return [...left, ...zeros, ...right].map((group) => (Number.parseInt(group, 16) || 0).toString(16))
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url')

/** Where a guarded route finds its account: the signed-in user, or an e-mail field of the JSON body. */
export type AccountOf = 'user' | { bodyField: string }

/**
 * Counts the request against its client address, then (when it names one) its account, before the route
 * runs; over either limit it throws `tooMany` (429 `{msg}` with Retry-After, answered by app.onError) and the
 * route does not run. Account keys are hashed (no e-mails in the store). Placed after requireAuth when the
 * account is the signed-in user.
 */
export function rateLimit(group: RateLimitGroup, accountOf?: AccountOf) {
  return createMiddleware<AppEnv | AuthEnv>(async (c, next) => {
    const { rateLimits, config } = c.var.deps
    const byAddress = await rateLimits.consume(group, 'ip', clientAddress(c, config.trustProxy))
    if (byAddress) throw tooMany(MSG.rateLimited, byAddress.retryAfterSeconds)
    const account = accountOf ? await accountKey(c, accountOf) : null
    if (account) {
      const byAccount = await rateLimits.consume(group, 'account', digest(account))
      if (byAccount) throw tooMany(MSG.rateLimited, byAccount.retryAfterSeconds)
    }
    await next()
  })
}

async function accountKey(c: Context, accountOf: AccountOf): Promise<string | null> {
  if (accountOf === 'user') {
    const auth = (c as Context<AuthEnv>).get('auth')
    return auth ? `user:${auth.userId}` : null
  }
  // The route validates the body afterwards (Hono keeps the text); here only a usable e-mail counts.
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, accountOf.bodyField)) return null
  const value = (body as Record<string, unknown>)[accountOf.bodyField]
  if (typeof value !== 'string' || value.trim() === '') return null
  return `email:${normalizeEmail(value)}`
}
