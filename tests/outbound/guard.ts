import dns from 'node:dns'
import net from 'node:net'
import { isLoopbackHost } from './hosts'

/**
 * Refuses, in the test process, every connection and name lookup that would leave this machine, and records it so
 * the run fails naming it (tests/outbound/setup.ts, docs/architecture.md#tests). Refused before any DNS query,
 * so nothing reaches the network even when a test means to.
 */

export type OutboundAttempt = { target: string; via: string; test?: string }

/** The code of the error a refused connection or lookup fails with. */
export const OUTBOUND_REFUSED = 'E_OUTBOUND_REFUSED'

type GuardState = { installed: boolean; attempts: OutboundAttempt[]; testName: () => string | undefined }
// Kept on globalThis: a worker that shares its modules between files (isolate: false) runs the setup file once per
// file, and a module imported by a test may be another instance than the setup file's.
const STATE_KEY = Symbol.for('obrafiado.tests.outbound')
const state = (): GuardState => {
  const holder = globalThis as { [STATE_KEY]?: GuardState }
  holder[STATE_KEY] ??= { installed: false, attempts: [], testName: () => undefined }
  return holder[STATE_KEY]
}

/** The name of the running test, when there is one (the attempt is reported under it). */
export function nameRunningTestWith(read: () => string | undefined): void {
  state().testName = read
}

export function refusedError(target: string): Error {
  return Object.assign(
    new Error(
      `Outbound request to ${target} refused: tests never leave this machine (docs/architecture.md#tests)`,
    ),
    { code: OUTBOUND_REFUSED },
  )
}

/** Records an attempt to reach `target` (host:port or a URL). */
export function recordOutbound(target: string, via: string): void {
  const guard = state()
  guard.attempts.push({ target, via, test: guard.testName() })
}

/** The attempts recorded since the last call, which forgets them. */
export function takeOutboundAttempts(): OutboundAttempt[] {
  return state().attempts.splice(0)
}

type ConnectTarget = { host?: string; port?: unknown; path?: unknown }

/** Where `socket.connect(...args)` goes, in any of its call forms. */
function connectTarget(args: unknown[]): ConnectTarget {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (first !== null && typeof first === 'object') return first as ConnectTarget
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { path: first }
  const host = Array.isArray(args[0]) ? undefined : args[1]
  return { port: first, host: typeof host === 'string' ? host : undefined }
}

export function installOutboundGuard(): void {
  const guard = state()
  if (guard.installed) return
  guard.installed = true

  const connect = net.Socket.prototype.connect
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const { host, port, path } = connectTarget(args)
    if (path == null && !isLoopbackHost(host)) {
      const target = `${host}:${String(port)}`
      recordOutbound(target, 'net.Socket.connect')
      process.nextTick(() => this.destroy(refusedError(target)))
      return this
    }
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof connect

  // Name lookups: net and the HTTP clients use lookup; nodemailer resolves an SMTP host with resolve4/resolve6.
  const callbackStyle = ['lookup', 'resolve', 'resolve4', 'resolve6'] as const
  for (const name of callbackStyle) {
    const original = dns[name] as (...a: unknown[]) => unknown
    Object.assign(dns, {
      [name](hostname: string, ...rest: unknown[]) {
        if (isLoopbackHost(hostname)) return original(hostname, ...rest)
        recordOutbound(hostname, `dns.${name}`)
        const callback = rest.at(-1)
        if (typeof callback === 'function') process.nextTick(() => callback(refusedError(hostname)))
        return {}
      },
    })
  }
  for (const name of callbackStyle) {
    const original = dns.promises[name] as (...a: unknown[]) => Promise<unknown>
    Object.assign(dns.promises, {
      async [name](hostname: string, ...rest: unknown[]) {
        if (isLoopbackHost(hostname)) return original(hostname, ...rest)
        recordOutbound(hostname, `dns.promises.${name}`)
        throw refusedError(hostname)
      },
    })
  }
}
