/**
 * Starts the real server as `npm start` runs it (`node dist-server/main.js`, built by `npm run build`) as a
 * child process on loopback, with a fresh DATA_DIR and either PGlite or a fresh PostgreSQL database that is
 * dropped again at stop.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { processCpuSeconds } from './cpu'

export const repoRoot = path.resolve(import.meta.dirname, '../..')
export const outDir = path.join(repoRoot, 'bench/out')

export type Engine = 'pglite' | 'postgres'

export interface StartOptions {
  port: number
  seed: 'demo' | 'none'
  /** A PostgreSQL server URL (any existing database on it); a fresh database is created there. */
  postgresUrl?: string | undefined
  /** Extra environment for the server (e.g. SCRYPT_LOG_N); undefined removes an inherited variable. */
  env?: Record<string, string | undefined>
  startTimeoutMs?: number
  /** The log's file name in bench/out (default server.log): two servers at once need two. */
  logName?: string
}

export interface BenchServer {
  baseUrl: string
  engine: Engine
  /** The fresh database's URL, for scenarios that seed large data sets directly (PostgreSQL only). */
  databaseUrl: string | undefined
  dataDir: string
  logFile: string
  /** The server's resident memory now, MB (Linux /proc). */
  rssMb(): number
  /** CPU seconds the server process has used so far, its threads included (Linux /proc). */
  cpuSeconds(): number
  stop(): Promise<void>
}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const tail = (file: string, lines = 30) => {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true
  return Promise.race([
    new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
    sleep(ms).then(() => false),
  ])
}

export async function startServer(opts: StartOptions): Promise<BenchServer> {
  fs.mkdirSync(outDir, { recursive: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrafiado-bench-'))
  const logFile = path.join(outDir, opts.logName ?? 'server.log')
  const baseUrl = `http://127.0.0.1:${opts.port}`

  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (opts.postgresUrl) {
    const name = `obrafiado_bench_${Date.now()}`
    const adminUrl = opts.postgresUrl
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`)
    databaseUrl = withDatabase(adminUrl, name)
    dropDatabase = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: opts.seed,
    // The scenarios send thousands of requests from one address and account: they measure the API, not its
    // request limits.
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
    RATE_LIMIT_CODES_PER_IP: '1000000',
    RATE_LIMIT_CODES_PER_ACCOUNT: '1000000',
    RATE_LIMIT_REGISTRATION_PER_IP: '1000000',
    RATE_LIMIT_REGISTRATION_PER_ACCOUNT: '1000000',
    RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000000',
    RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '1000000',
    ...opts.env,
    DATABASE_URL: databaseUrl,
  }
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key]

  const log = fs.openSync(logFile, 'w')
  // BENCH_CPU_PROF=1: the server writes a V8 CPU profile (open it in Chrome's DevTools) to bench/out at exit.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${outDir}`] : []
  const bundle = path.join(repoRoot, 'dist-server/main.js')
  if (!fs.existsSync(bundle))
    throw new Error('dist-server/main.js is missing: run `npm run build` (or the bench without --no-build)')
  const child = spawn(process.execPath, [...profile, bundle], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL')
        await waitForExit(child, 5_000)
      }
    }
    try {
      await dropDatabase()
    } catch (error) {
      console.error(`could not drop the bench database: ${(error as Error).message}`)
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + (opts.startTimeoutMs ?? 180_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(logFile)}`,
      )
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server was not healthy within the time limit:\n${tail(logFile)}`)
    }
    await sleep(250)
  }

  const rssMb = () => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN)
    return kb / 1024
  }
  const cpuSeconds = () => processCpuSeconds(child.pid!)
  return {
    baseUrl,
    engine: databaseUrl ? 'postgres' : 'pglite',
    databaseUrl,
    dataDir,
    logFile,
    rssMb,
    cpuSeconds,
    stop,
  }
}
