import { MSG } from '@contract/messages'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/client'
import { newToken } from '../../server/domain/auth/tokens'
import { silentLogger } from '../../server/logger'
import { testConfig } from './harness'

/** A database that fails every call, as when PostgreSQL goes away. */
const brokenDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 secret-detail')
  },
})

describe('unexpected errors', () => {
  const logged: string[] = []
  const logger = {
    ...silentLogger,
    error: (message: string, fields?: Record<string, unknown>) =>
      void logged.push(`${message} ${JSON.stringify(fields)}`),
  }
  const app = createApp({ db: brokenDatabase, config: testConfig(), logger })

  it('answers 500 {msg} without leaking the error, and logs it', async () => {
    const res = await app.request('/api/user', { headers: { authorization: `Bearer ${newToken()}` } })
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ msg: MSG.unexpected })
    expect(text).not.toContain('ECONNREFUSED')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(
      logged.some((line) => line.includes('GET /api/user failed') && line.includes('ECONNREFUSED')),
    ).toBe(true)
  })

  it('answers the health check with 503 while the database is down', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ msg: MSG.unexpectedShort })
  })
})
