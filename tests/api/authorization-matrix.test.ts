import { expect, it } from 'vitest'
import { ACTOR_EMAILS, ACTORS, type Actor, forEachDatabase } from './harness'
import { MATRIX } from './matrix'
import type { MatrixEntry, Row } from './matrix/lib'

// Every /api route with the status each actor gets for a well-formed request: tests/api/matrix/index.ts.
forEachDatabase('authorization matrix', (ctx) => {
  it('lists every registered /api route, and only those', () => {
    const registered = new Set(
      ctx.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
        .map((r) => `${r.method} ${r.path}`),
    )
    const listed = MATRIX.map((entry) => entry.route)
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length)
    expect(
      [...registered].filter((route) => !listed.includes(route as MatrixEntry['route'])),
      'missing from MATRIX',
    ).toEqual([])
    expect(
      listed.filter((route) => !registered.has(route)),
      'listed but not registered',
    ).toEqual([])
  })

  for (const entry of MATRIX) {
    it(entry.route, async () => {
      const [method, pattern] = entry.route.split(' ') as [string, string]
      const actual: Partial<Row> = {}
      const expected: Partial<Row> = {}
      const actualSuccess: Partial<Record<Actor, unknown>> = {}
      for (const actor of ACTORS) {
        if (entry.expect[actor] === '-') continue
        const email = actor === 'anonymous' ? undefined : ACTOR_EMAILS[actor]
        const token = actor === 'anonymous' ? undefined : await ctx.as(actor)
        const spec = (await entry.request?.({ ctx, actor, email })) ?? {}
        const res = await ctx.request(method, spec.path ?? pattern, {
          token,
          json: spec.json,
          form: spec.form,
        })
        actual[actor] = res.status
        expected[actor] = entry.expect[actor]
        if (entry.success && actor in entry.success) actualSuccess[actor] = res.body.success
      }
      expect(actual).toEqual(expected)
      if (entry.success) expect(actualSuccess).toEqual(entry.success)
    })
  }
})
