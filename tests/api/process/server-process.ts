import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { RATE_LIMIT_GROUPS, rateLimitVariable } from '../../../server/config'

/**
 * The real server as a child process (`node --import tsx server/main.ts`), for the crash and scale-out tests
 * and `npm run crash`. Free of vitest imports so the long runner can use it outside the test runner.
 */

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

export type ServerProcess = {
  readonly child: ChildProcess
  readonly base: string
  readonly pid: number
  output(): string
  exited: Promise<number | null>
  /** kill -9: no shutdown hook runs, the database sees the connections drop mid-transaction. */
  crash(): Promise<void>
  /** SIGTERM and wait for the exit. */
  stop(): Promise<number | null>
}

/**
 * The request limits out of the way: these tests send hundreds of requests from 127.0.0.1 as a few accounts
 * and measure races and crashes, not the limits (tests/api/rate-limit.test.ts does). The guess counters stay.
 */
const RELAXED_RATE_LIMITS = Object.fromEntries(
  RATE_LIMIT_GROUPS.flatMap((group) =>
    (['ip', 'account'] as const).map((scope) => [rateLimitVariable(group, scope), '1000000']),
  ),
)

export type ServerEnv = {
  DATA_DIR: string
  DATABASE_URL?: string
} & Record<string, string>

export async function startServer(env: ServerEnv, timeoutMs = 240_000): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SCRYPT_LOG_N: '14',
      SEED: 'none',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      STATIC_DIR: `${env.DATA_DIR}/no-dist`,
      CODE_SECRET: 'crash-and-scale-out-test-secret-0123456789',
      ...RELAXED_RATE_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${port}`
  const running: ServerProcess = {
    child,
    base,
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`)
    }
    if (Date.now() > deadline) {
      await running.crash()
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output}`)
    }
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (ok) return running
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** A throw-away database on the server of `adminUrl` (TEST_DATABASE_URL); `drop()` removes it. */
export async function freshPostgresDatabase(adminUrl: string, prefix = 'obrafiado_crash') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

export type Answer = {
  /** False when no complete answer came back (connection refused or cut by the crash). */
  answered: boolean
  status: number
  text: string
  body: Record<string, unknown>
  replayed: boolean
  error?: string
}

export type Call = {
  method?: string
  token?: string
  json?: unknown
  /** A pre-serialised body (multipart), sent byte for byte so a retry has the same fingerprint. */
  raw?: { bytes: Uint8Array; contentType: string }
  idempotencyKey?: string
}

export async function call(base: string, path: string, options: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.raw) {
    headers['content-type'] = options.raw.contentType
    body = options.raw.bytes as Uint8Array<ArrayBuffer>
  }
  try {
    const res = await fetch(`${base}${path}`, { method: options.method ?? 'POST', headers, body })
    const text = await res.text()
    let parsed: Record<string, unknown> = {}
    try {
      parsed = JSON.parse(text) as Record<string, unknown>
    } catch {}
    return {
      answered: true,
      status: res.status,
      text,
      body: parsed,
      replayed: res.headers.get('idempotent-replayed') === 'true',
    }
  } catch (error) {
    return {
      answered: false,
      status: 0,
      text: '',
      body: {},
      replayed: false,
      error: error instanceof Error ? String(error.cause ?? error.message) : String(error),
    }
  }
}

/** A multipart body serialised once (fixed bytes and boundary), so it can be sent again identically. */
export async function multipart(fields: Record<string, string | File>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  }
}

/** Runs `count` tasks with at most `concurrency` in flight; `stop()` true stops starting new ones. */
export async function bounded<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
  stop: () => boolean = () => false,
): Promise<(T | undefined)[]> {
  const results: (T | undefined)[] = new Array(count)
  let next = 0
  const worker = async () => {
    while (next < count && !stop()) {
      const i = next++
      results[i] = await task(i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return results
}
