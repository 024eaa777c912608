import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/config'

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/srv/obrafiado')
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({}, '/srv/obrafiado')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/obrafiado/data',
      databaseUrl: undefined,
      databasePoolMax: 10,
      databaseStatementCache: 200,
      seed: 'demo',
      smtpUrl: undefined,
      mailFrom: 'Obrafiado <no-reply@obrafiado.mx>',
      appUrl: 'http://localhost:3000',
      staticDir: '/srv/obrafiado/dist',
      scryptLogN: 17,
      factoringBrand: 'Impulso',
      logLevel: 'info',
      codeSecret: undefined,
      trustProxy: 0,
      checkAnswers: false,
      rateLimits: {
        windowSeconds: 900,
        login: { ip: 100, account: 20 },
        codes: { ip: 600, account: 300 },
        registration: { ip: 30, account: 10 },
        passwordReset: { ip: 20, account: 5 },
        recommendations: { ip: 60, account: 20 },
        statements: { ip: 120, account: 120 },
      },
    })
  })

  it('reads the request limits and the proxy setting', () => {
    const config = loadConfig(
      {
        TRUST_PROXY: '1',
        RATE_LIMIT_WINDOW_SECONDS: '60',
        RATE_LIMIT_LOGIN_PER_IP: '7',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '2',
        RATE_LIMIT_CODES_PER_IP: '',
      },
      '/srv/obrafiado',
    )
    expect(config.trustProxy).toBe(1)
    expect(config.rateLimits).toMatchObject({
      windowSeconds: 60,
      login: { ip: 7, account: 3 },
      passwordReset: { ip: 20, account: 2 },
      codes: { ip: 600, account: 300 },
    })
    expect(
      problemsOf({ RATE_LIMIT_CODES_PER_ACCOUNT: '0', TRUST_PROXY: 'yes' }).problems.map((p) => p.variable),
    ).toEqual(expect.arrayContaining(['RATE_LIMIT_CODES_PER_ACCOUNT', 'TRUST_PROXY']))
  })

  it('reads every variable, and treats empty ones as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var',
        DATABASE_URL: 'postgresql://app:secret@db:5432/obrafiado',
        SEED: 'none',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'Avisos <avisos@example.mx>',
        APP_URL: 'https://obrafiado.example.mx/',
        STATIC_DIR: '/opt/dist',
        SCRYPT_LOG_N: '15',
        DATABASE_POOL_MAX: '40',
        DATABASE_STATEMENT_CACHE: '0',
        FACTORING_BRAND: 'Adelanta',
        LOG_LEVEL: 'warn',
        UNRELATED: 'x',
      },
      '/srv/obrafiado',
    )
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/obrafiado/var',
      databaseUrl: 'postgresql://app:secret@db:5432/obrafiado',
      seed: 'none',
      appUrl: 'https://obrafiado.example.mx',
      staticDir: '/opt/dist',
      scryptLogN: 15,
      databasePoolMax: 40,
      databaseStatementCache: 0,
      logLevel: 'warn',
    })
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000)
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['SEED', 'yes'],
    ['SMTP_URL', 'http://mail'],
    ['APP_URL', 'obrafiado.mx'],
    ['SCRYPT_LOG_N', '13'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_STATEMENT_CACHE', '-1'],
    ['DATABASE_STATEMENT_CACHE', '10001'],
    ['SCRYPT_LOG_N', '21'],
    ['LOG_LEVEL', 'verbose'],
    ['CODE_SECRET', 'corto'],
  ])('names %s in the error for %j', (variable, value) => {
    const error = problemsOf({ [variable]: value })
    expect(error.problems.map((p) => p.variable)).toEqual([variable])
    expect(error.message).toContain(`${variable}:`)
  })

  it('reports every bad variable at once, without echoing credentials', () => {
    const error = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://root:hunter2@db/x' })
    expect(error.problems.map((p) => p.variable).sort()).toEqual(['DATABASE_URL', 'PORT'])
    expect(error.message).toContain('"abc"')
    expect(error.message).not.toContain('hunter2')
  })

  it('checks answers against their declarations only with CHECK_ANSWERS=1', () => {
    expect(loadConfig({ CHECK_ANSWERS: '1' }).checkAnswers).toBe(true)
    expect(loadConfig({ CHECK_ANSWERS: '0' }).checkAnswers).toBe(false)
    expect(problemsOf({ CHECK_ANSWERS: 'yes' }).problems.map((p) => p.variable)).toEqual(['CHECK_ANSWERS'])
  })

  it('reads CODE_SECRET and never echoes it', () => {
    const secret = 'k'.repeat(40)
    expect(loadConfig({ CODE_SECRET: secret }).codeSecret).toBe(secret)
    const error = problemsOf({ CODE_SECRET: 'secreto-corto' })
    expect(error.message).toContain('CODE_SECRET: must be at least 32 characters')
    expect(error.message).not.toContain('secreto-corto')
  })

  it('reads FIXED_NOW, the standing clock of the e2e route walk, as an instant', () => {
    expect(loadConfig({}).fixedNow).toBeUndefined()
    expect(loadConfig({ FIXED_NOW: '2026-11-18T17:00:00Z' }).fixedNow).toEqual(
      new Date('2026-11-18T17:00:00Z'),
    )
    expect(loadConfig({ FIXED_NOW: '2026-11-18T11:00:00-06:00' }).fixedNow?.toISOString()).toBe(
      '2026-11-18T17:00:00.000Z',
    )
    expect(problemsOf({ FIXED_NOW: 'mañana' }).message).toContain('FIXED_NOW: must be an ISO instant')
  })

  it('makes the server exit 1 with a message naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      // 1.6 s alone; beside the e2e tests far more (docs/architecture.md#tests).
      timeout: 240_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('PORT: must be an integer between 1 and 65535 (got "abc")')
  })
})
