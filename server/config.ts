import { resolve } from 'node:path'
import { z } from 'zod'
import { DEFAULT_STATEMENT_CACHE } from './db/statement-cache'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export type Config = {
  port: number
  host: string
  /** Absolute path; everything the app writes lives here. */
  dataDir: string
  /** postgres:// URL; absent → embedded PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined
  /**
   * PostgreSQL connections this process keeps (DATABASE_POOL_MAX, default 10). Each request holds at most one at
   * a time; processes × pool must stay under the server's max_connections (docs/architecture.md#runtime).
   */
  databasePoolMax: number
  /**
   * Statements each PostgreSQL connection keeps prepared (DATABASE_STATEMENT_CACHE, default 200; 0 turns it off):
   * parsed once per connection instead of at every run (server/db/statement-cache.ts).
   */
  databaseStatementCache: number
  seed: 'demo' | 'none'
  smtpUrl: string | undefined
  mailFrom: string
  /** Public origin used in mail links, without a trailing slash. */
  appUrl: string
  /** Absolute path of the built SPA. */
  staticDir: string
  scryptLogN: number
  factoringBrand: string
  logLevel: LogLevel
  /**
   * Key material for purchase-code HMACs and the encryption of shared codes (CODE_SECRET, ≥ 32 characters).
   * Unset: a random secret is generated once and kept in app_settings (see domain/codes/secret.ts).
   */
  codeSecret: string | undefined
  /**
   * How many reverse proxies in front of the API append to X-Forwarded-For (TRUST_PROXY). 0: the client is the
   * socket's peer and the header is ignored; n: the n-th address from the right of the header.
   */
  trustProxy: number
  rateLimits: RateLimitsConfig
  /**
   * FIXED_NOW (an ISO instant): the server's clock stands still at it, demo seed included. For the e2e route
   * walk's screenshots (tests/e2e/route-walk.spec.ts); never in production.
   */
  fixedNow: Date | undefined
  /**
   * CHECK_ANSWERS=1 (the test suites): every 200 JSON answer is checked against its route's declaration and
   * a mismatch becomes a 500 (server/http/declared.ts). Off in production: it parses every answer twice.
   */
  checkAnswers: boolean
}

export const RATE_LIMIT_GROUPS = [
  'login',
  'codes',
  'registration',
  'passwordReset',
  'recommendations',
  'statements',
] as const
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number]

/** Requests per window, per client address and per account, of each group of guarded routes (server/http/rate-limit.ts). */
export type RateLimitsConfig = { windowSeconds: number } & Record<
  RateLimitGroup,
  { ip: number; account: number }
>

/** The defaults: far above what a person does, far below what a script needs to guess anything. */
export const RATE_LIMIT_DEFAULTS: RateLimitsConfig = {
  windowSeconds: 900,
  login: { ip: 100, account: 20 },
  codes: { ip: 600, account: 300 },
  registration: { ip: 30, account: 10 },
  passwordReset: { ip: 20, account: 5 },
  recommendations: { ip: 60, account: 20 },
  // The statement links (docs/decisions.md#statements): per address only; the account count is unused.
  statements: { ip: 120, account: 120 },
}

/** The env variable of one limit, e.g. RATE_LIMIT_LOGIN_PER_IP, RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT. */
export const rateLimitVariable = (group: RateLimitGroup, scope: 'ip' | 'account') =>
  `RATE_LIMIT_${group.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_PER_${scope === 'ip' ? 'IP' : 'ACCOUNT'}`

export type Env = Record<string, string | undefined>

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be an integer between ${min} and ${max}`)
    .transform(Number)
    .pipe(
      z.number().min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`),
    )

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  )

/** Every variable is optional; an empty string counts as unset. */
const envSchema = z.object({
  PORT: integer(1, 65535).optional(),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MAX: integer(1, 1000).optional(),
  DATABASE_STATEMENT_CACHE: integer(0, 10_000).optional(),
  SEED: z.enum(['demo', 'none'], 'must be "demo" or "none"').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  APP_URL: urlWithProtocols(['http:', 'https:']).optional(),
  STATIC_DIR: z.string().min(1).optional(),
  SCRYPT_LOG_N: integer(14, 20).optional(),
  FACTORING_BRAND: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).optional(),
  CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: integer(0, 10).optional(),
  RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400).optional(),
  FIXED_NOW: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO instant')
    .optional(),
  CHECK_ANSWERS: z.enum(['0', '1'], 'must be "0" or "1"').optional(),
  ...Object.fromEntries(
    RATE_LIMIT_GROUPS.flatMap((group) =>
      (['ip', 'account'] as const).map((scope) => [
        rateLimitVariable(group, scope),
        integer(1, 1_000_000_000).optional(),
      ]),
    ),
  ),
})

/** Variables whose values may hold credentials: never echoed in error messages. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'CODE_SECRET'])

/** Pure: reads the given environment, relative paths resolve against `cwd`. Throws ConfigError. */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? '?')
        const shown = SECRET_VARIABLES.has(variable) ? '' : ` (got "${present[variable]}")`
        return { variable, message: `${issue.message}${shown}` }
      }),
    )
  }
  const v = parsed.data
  const port = v.PORT ?? 3000
  const dataDir = resolve(cwd, v.DATA_DIR ?? './data')
  return {
    port,
    host: v.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: v.DATABASE_URL,
    databasePoolMax: v.DATABASE_POOL_MAX ?? 10,
    databaseStatementCache: v.DATABASE_STATEMENT_CACHE ?? DEFAULT_STATEMENT_CACHE,
    seed: v.SEED ?? 'demo',
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'Obrafiado <no-reply@obrafiado.mx>',
    appUrl: (v.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    staticDir: resolve(cwd, v.STATIC_DIR ?? './dist'),
    scryptLogN: v.SCRYPT_LOG_N ?? 17,
    factoringBrand: v.FACTORING_BRAND ?? 'Impulso',
    logLevel: v.LOG_LEVEL ?? 'info',
    codeSecret: v.CODE_SECRET,
    trustProxy: v.TRUST_PROXY ?? 0,
    rateLimits: rateLimitsOf(v as Record<string, number | undefined>),
    fixedNow: v.FIXED_NOW ? new Date(v.FIXED_NOW) : undefined,
    checkAnswers: v.CHECK_ANSWERS === '1',
  }
}

function rateLimitsOf(v: Record<string, number | undefined>): RateLimitsConfig {
  const limit = (group: RateLimitGroup) => ({
    ip: v[rateLimitVariable(group, 'ip')] ?? RATE_LIMIT_DEFAULTS[group].ip,
    account: v[rateLimitVariable(group, 'account')] ?? RATE_LIMIT_DEFAULTS[group].account,
  })
  return {
    windowSeconds: v.RATE_LIMIT_WINDOW_SECONDS ?? RATE_LIMIT_DEFAULTS.windowSeconds,
    login: limit('login'),
    codes: limit('codes'),
    registration: limit('registration'),
    passwordReset: limit('passwordReset'),
    recommendations: limit('recommendations'),
    statements: limit('statements'),
  }
}
