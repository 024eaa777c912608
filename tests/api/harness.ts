import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, desc, eq, getTableName, type InferSelectModel } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { type App, createApp } from '../../server/app'
import { type ManualClock, manualClock } from '../../server/clock'
import { type Config, loadConfig, RATE_LIMIT_GROUPS, rateLimitVariable } from '../../server/config'
import { type DatabaseHandle, type Db, openDatabase } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'
import * as schema from '../../server/db/schema'
import { hashPassword } from '../../server/domain/auth/passwords'
import { createSession } from '../../server/domain/auth/sessions'
import { createUser, type NewUser } from '../../server/domain/users/create'
import { createRateLimits } from '../../server/http/rate-limit'
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo'
import { cachedPgliteSnapshot, sourceHash } from './pglite-snapshot'

export const TEST_SCRYPT_LOG_N = 14
/** A Monday, 12:00 in Mexico City. */
export const TEST_START = '2025-03-10T18:00:00.000Z'

/** The test actors: every role, plus users of unrelated organizations for ownership checks. */
export const ACTORS = [
  'anonymous',
  'admin',
  'admin-supplier',
  'vendor-supplier',
  'admin-customer',
  'customer',
  'vendor',
  'other-supplier',
  'other-customer',
] as const
export type Actor = (typeof ACTORS)[number]

/** The demo account behind each signed-in actor; the platform vendor is created by the harness. */
export const ACTOR_EMAILS: Record<Exclude<Actor, 'anonymous'>, string> = {
  admin: 'operador@demo.mx',
  'admin-supplier': 'proveedor@demo.mx',
  'vendor-supplier': 'vendedor@demo.mx',
  'admin-customer': 'cliente@demo.mx',
  customer: 'comprador@demo.mx',
  vendor: 'vendedor.plataforma@test.mx',
  'other-supplier': 'proveedor2@demo.mx',
  'other-customer': 'cliente2@demo.mx',
}

export type RequestOptions = {
  token?: string | undefined
  /** Serialised as the body with Content-Type: application/json. */
  json?: unknown
  /** A raw body, sent as is. */
  body?: string
  /** A multipart body; fetch sets the Content-Type with its boundary. */
  form?: FormData
  headers?: Record<string, string>
}

export type TestResponse = {
  status: number
  headers: Headers
  /** Parsed JSON body ({} when the answer is not JSON). */
  body: Record<string, unknown>
  text: string
}

export type TestContext = {
  readonly kind: 'pglite' | 'postgres'
  readonly app: App
  readonly db: Db
  readonly clock: ManualClock
  readonly config: Config
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>
  /** Signs in through POST /api/login and returns the token (fails the test otherwise). */
  login(email: string, password?: string): Promise<string>
  /** A fresh session token for the actor's user, minted directly (no password hashing: fast). */
  as(actor: Exclude<Actor, 'anonymous'>): Promise<string>
  tokenFor(email: string): Promise<string>
  userId(email: string): Promise<number>
  organizationIdOf(email: string): Promise<number>
  /** Creates a user (default password Demo1234!) and returns its id. */
  createUser(input: Omit<NewUser, 'passwordHash'> & { password?: string | null }): Promise<number>
  /** The newest mail queued for an address. */
  lastMailTo(email: string): Promise<InferSelectModel<typeof schema.mailOutbox> | undefined>
  /** Row count of every table, to check that a request changed nothing. */
  tableCounts(): Promise<Record<string, number>>
}

/** The first message of each field of a 422 body, as the SPA shows them. */
export function firstErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors = (body.errors ?? {}) as Record<string, string[]>
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.slice(0, 1)]))
}

/** One throw-away DATA_DIR per test process (uploaded files land in its files/), removed at exit. */
let testDataDir: string | undefined
const sharedTestDataDir = (): string => {
  if (!testDataDir) {
    const dir = mkdtempSync(join(tmpdir(), 'obrafiado-api-'))
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
    testDataDir = dir
  }
  return testDataDir
}

/**
 * Request limits far above what any suite sends (all its requests come from one address, 'unknown', and
 * from a few accounts). A suite that tests the limits passes its own values, or '' for the defaults.
 */
export const RELAXED_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  RATE_LIMIT_GROUPS.flatMap((group) =>
    (['ip', 'account'] as const).map((scope) => [rateLimitVariable(group, scope), '1000000']),
  ),
)

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    DATA_DIR: sharedTestDataDir(),
    SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N),
    LOG_LEVEL: 'silent',
    APP_URL: 'http://obrafiado.test',
    STATIC_DIR: '/nonexistent-obrafiado-dist',
    CHECK_ANSWERS: '1',
    ...RELAXED_RATE_LIMITS,
    ...env,
  })

type Engine = {
  kind: 'pglite' | 'postgres'
  /** A database with the migrations, the demo seed and the platform vendor: what every suite starts from. */
  open(options?: { poolMax?: number }): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>
}

/** What a suite's database holds before its first test, made once per change of server/ and cached. */
async function seedTestDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle)
  await seedDemo({ db: handle.db, clock: manualClock(TEST_START), scryptLogN: TEST_SCRYPT_LOG_N })
  const platform = await organizationOf(handle.db, ACTOR_EMAILS.admin)
  await createUser(handle.db, {
    organizationId: platform,
    role: 'vendor',
    name: 'Valeria',
    lastName: 'Soto',
    email: ACTOR_EMAILS.vendor,
    passwordHash: await hashPassword(DEMO_PASSWORD, TEST_SCRYPT_LOG_N),
  })
}

/** The seed depends on the server's code (schema, migrations, seed, domain helpers): any change there remakes it. */
const seedKey = () => sourceHash(['server'], ['.ts', '.sql', '.json'])

const pgliteEngine: Engine = {
  kind: 'pglite',
  open: async () => ({
    handle: await openDatabase({
      dataDir: 'memory://',
      pgliteSnapshot: await cachedPgliteSnapshot('seeded', seedKey, seedTestDatabase),
    }),
    drop: async () => {},
  }),
}

const withAdminClient = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

let template: Promise<string> | undefined

/**
 * The seeded template database on the server of TEST_DATABASE_URL, made by the first worker that needs it
 * (an advisory lock makes the others wait) and kept between runs under a name keyed by server/'s code.
 * Other checkouts may be using older ones at the same time, so none is dropped here: `obrafiado_tpl_*`
 * databases can be dropped by hand whenever no tests run (docs/architecture.md#tests).
 */
const seededTemplate = (adminUrl: string): Promise<string> => {
  template ??= (async () => {
    const name = `obrafiado_tpl_${await seedKey()}`
    await withAdminClient(adminUrl, async (admin) => {
      await admin.query('select pg_advisory_lock(20261127)')
      try {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
        if (rowCount) return
        const building = `${name}_building`
        await admin.query(`drop database if exists ${building} with (force)`)
        await admin.query(`create database ${building}`)
        const handle = await openDatabase({ url: databaseUrl(adminUrl, building), poolMax: 2 })
        try {
          await seedTestDatabase(handle)
        } finally {
          await handle.close()
        }
        await admin.query(`alter database ${building} rename to ${name}`)
      } finally {
        await admin.query('select pg_advisory_unlock(20261127)')
      }
    })
    return name
  })()
  return template
}

/** A fresh copy of the seeded template per suite on the server of TEST_DATABASE_URL, dropped afterwards. */
const postgresEngine = (adminUrl: string): Engine => ({
  kind: 'postgres',
  open: async (options = {}) => {
    const name = `obrafiado_t_${randomBytes(6).toString('hex')}`
    const from = await seededTemplate(adminUrl)
    await withAdminClient(adminUrl, async (admin) => {
      // The template's last seeding connection may still be closing: PostgreSQL then refuses the copy (55006).
      for (let attempt = 1; ; attempt++) {
        try {
          return await admin.query(`create database ${name} template ${from}`)
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    })
    const handle = await openDatabase({ url: databaseUrl(adminUrl, name), poolMax: options.poolMax })
    return {
      handle,
      drop: async () => {
        await withAdminClient(adminUrl, (admin) =>
          admin.query(`drop database if exists ${name} with (force)`),
        )
      },
    }
  },
})

/** PGlite always; PostgreSQL when TEST_DATABASE_URL is set (without it, its suites are reported as skipped). */
export const engines = (): { engine: Engine; skipped?: string }[] => {
  const url = process.env.TEST_DATABASE_URL
  return [
    { engine: pgliteEngine },
    url
      ? { engine: postgresEngine(url) }
      : { engine: postgresEngine(''), skipped: 'TEST_DATABASE_URL is not set' },
  ]
}

export type SuiteOptions = {
  env?: Record<string, string>
  /** PostgreSQL pool size for suites that run many transactions at once (default 10). */
  poolMax?: number
}

/**
 * Runs `suite` once on PGlite (memory://) and once more on PostgreSQL when TEST_DATABASE_URL is set.
 * Each run has its own migrated database with the demo seed, a manual clock at TEST_START and an app
 * with scrypt at 2^14. The context is usable inside tests and hooks, not while the suite is declared.
 */
export function forEachDatabase(name: string, suite: (ctx: TestContext) => void, options: SuiteOptions = {}) {
  for (const { engine, skipped } of engines()) {
    const title = skipped ? `${name} [${engine.kind}: skipped, ${skipped}]` : `${name} [${engine.kind}]`
    describe.skipIf(skipped !== undefined)(title, () => {
      let state: { handle: DatabaseHandle; drop(): Promise<void>; app: App; config: Config } | undefined
      const clock = manualClock(TEST_START)
      const ready = () => {
        if (!state) throw new Error('The test context is used before beforeAll ran')
        return state
      }

      beforeAll(async () => {
        const { handle, drop } = await engine.open({
          ...(options.poolMax ? { poolMax: options.poolMax } : {}),
        })
        const config = testConfig(options.env)
        const rateLimits = createRateLimits(config.rateLimits, handle.engine)
        state = { handle, drop, config, app: createApp({ db: handle.db, config, clock, rateLimits }) }
      })
      afterAll(async () => {
        if (!state) return
        await state.handle.close()
        await state.drop()
      })

      const ctx: TestContext = {
        kind: engine.kind,
        get app() {
          return ready().app
        },
        get db() {
          return ready().handle.db
        },
        get config() {
          return ready().config
        },
        clock,
        request: (method, path, options) => send(ready().app, method, path, options),
        async login(email, password = DEMO_PASSWORD) {
          const res = await ctx.request('POST', '/api/login', { json: { email, password } })
          if (res.status !== 200 || typeof res.body.token !== 'string') {
            throw new Error(`login ${email} → ${res.status} ${res.text}`)
          }
          return res.body.token
        },
        as: (actor) => ctx.tokenFor(ACTOR_EMAILS[actor]),
        async tokenFor(email) {
          return createSession(ctx.db, await ctx.userId(email), clock)
        },
        async userId(email) {
          const [row] = await ctx.db
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(eq(schema.users.email, email))
          if (!row) throw new Error(`No user ${email}`)
          return row.id
        },
        organizationIdOf: (email) => organizationOf(ctx.db, email),
        async createUser({ password = DEMO_PASSWORD, ...input }) {
          const passwordHash = password === null ? null : await hashPassword(password, TEST_SCRYPT_LOG_N)
          return createUser(ctx.db, { ...input, passwordHash })
        },
        async lastMailTo(email) {
          const [row] = await ctx.db
            .select()
            .from(schema.mailOutbox)
            .where(eq(schema.mailOutbox.to, email))
            .orderBy(desc(schema.mailOutbox.id))
            .limit(1)
          return row
        },
        async tableCounts() {
          const counts: Record<string, number> = {}
          for (const table of Object.values(schema)) {
            if (!isTable(table)) continue
            const [row] = await ctx.db.select({ n: count() }).from(table)
            counts[getTableName(table)] = row?.n ?? 0
          }
          return counts
        },
      }
      suite(ctx)
    })
  }
}

type Table = (typeof schema)[keyof typeof schema]
const isTable = (value: unknown): value is Extract<Table, { _: { name: string } }> =>
  typeof value === 'object' && value !== null && 'getSQL' in value && !('length' in value)

async function organizationOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: schema.users.organizationId })
    .from(schema.users)
    .where(eq(schema.users.email, email))
  if (!row) throw new Error(`No user ${email}`)
  return row.id
}

async function send(app: App, method: string, path: string, options: RequestOptions = {}) {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body: string | FormData | undefined = options.body ?? options.form
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers.set('content-type', 'application/json')
  }
  const res = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) })
  const text = await res.text()
  const isJson = res.headers.get('content-type')?.includes('application/json') ?? false
  return { status: res.status, headers: res.headers, text, body: isJson ? JSON.parse(text) : {} }
}
