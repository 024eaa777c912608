import { LONGEST_TEXT } from '@contract/limits'
import { fc, it } from '@fast-check/vitest'
import { getTableName, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import * as schema from '../../server/db/schema'
import { codeKeys } from '../../server/domain/codes/secret'
import {
  ACTOR_EMAILS,
  ACTORS,
  type Actor,
  forEachDatabase,
  type TestContext,
  type TestResponse,
} from './harness'
import { MATRIX } from './matrix'
import type { MatrixEntry, RequestSpec } from './matrix/lib'

/**
 * Property-based fuzzing of every /api route of the authorization matrix, as anonymous, as a role the route
 * allows and, where ownership applies, as a foreign organization: hostile bodies, query strings and path
 * parameters (numbers at the edges of their types, control characters and NUL, prototype keys, deep nesting,
 * huge strings, wrong types, duplicated keys). Every answer is below 500 and JSON (or a file route's
 * attachment); every error has the usual shape in Spanish; no table changes (row counts and an md5 of every
 * row, sessions and guess counters aside).
 *
 * Seeded and bounded: FUZZ_RUNS requests per route and actor (default 12: the same seeded requests on every run), FUZZ_SEED the seed. A long run:
 * `npm run fuzz -- --runs 500 [--seed N]`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12)
const SEED = Number(process.env.FUZZ_SEED ?? 20251125)

// ---- hostile values ----

const EDGE_NUMBERS = [
  0,
  -1,
  -0,
  1e-9,
  -1e-9,
  5e-324,
  -5e-324,
  0.001,
  1.005,
  2 ** 31,
  2 ** 31 - 0.5,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  Number.MAX_VALUE,
]
/** Numbers as a query or path carries them, including what Number() reads loosely. */
const EDGE_NUMBER_TEXTS = [
  '0',
  '-1',
  '1e-9',
  '5e-324',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1e308',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  '1.5',
  '1,5',
  ' 1',
  '1 ',
  '+1',
  '１',
  '9'.repeat(400),
]
const CONTROL_CHARS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
]
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']
/** Field and parameter names the routes read, so hostile values reach their checks. */
const FIELD_NAMES = [
  'user_id',
  'amount',
  'term',
  'days',
  'token',
  'reference',
  'address',
  'delivery',
  'is_factoring',
  'vendor_user_id',
  'payment_id',
  'payment_ids',
  'term_extension_request_id',
  'accepted',
  'supplier_id',
  'reserved_credit_line_id',
  'redirect_url',
  'exportOption',
  'startDate',
  'endDate',
  'owner_id',
  'project_id',
  'customer_id',
  'comment',
  'name',
  'email',
  'password',
  'password_confirmation',
  'budget',
  'start_date',
  'type_id',
  'phase_id',
  'credit_limit',
  'transaction_limit',
  'term_limit',
  'reason',
  'documents',
  'answers',
  'register_token',
  'description',
  'phone',
  'event',
  'quote_id',
  'note',
  'file',
  'notes',
  'id',
  'currency',
  'account_number',
  'account_key',
  'beneficiary_name',
  'bank_name',
  'tax_id',
]
const QUERY_NAMES = [
  'page',
  'paginate',
  'status',
  'id',
  'counterpart_id',
  'reserved_credit_line_id',
  'start',
  'end',
  'order_by',
  'order_by_condition',
  'accepted',
  'order',
  'name',
  'user_id',
  'orderBy',
  'project_id',
  'supplier_id',
  'register_token',
  'questionnaire_token',
  'supplier_referral_code',
  'search',
  'state',
  'city',
  'per_page',
  'reward_program_id',
]

/** Text that no field may hold: at least one control character, NUL or lone surrogate somewhere. */
const dirtyText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARS), fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => a + c + b)
const edgeNumber = fc.constantFrom(...EDGE_NUMBERS)

/**
 * A value no field accepts: edge numbers, dirty text, wrong types (booleans, lists, objects), nesting. Never
 * null or clean text alone: some fields take those, and a valid request may write.
 */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: edgeNumber, weight: 4 },
    { arbitrary: dirtyText, weight: 4 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.array(tie('value'), { minLength: 1, maxLength: 3 }), weight: 1 },
    {
      arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES, ...PROTOTYPE_KEYS), tie('value'), {
        minKeys: 1,
        maxKeys: 3,
      }),
      weight: 1,
    },
  ),
})).value

/** An object key: a field the routes read, a prototype name, or any text (control characters included). */
const hostileKey = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 6 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 2 },
  { arbitrary: dirtyText, weight: 1 },
)

/** A JSON object with own keys only (`__proto__` included), as the wire carries it. */
const objectText = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`

type Body = { text: string; type: string }
const json = (text: string): Body => ({ text, type: 'application/json' })

const hostileBody: fc.Arbitrary<Body> = fc.oneof(
  // An object of hostile values (1 to 4 keys).
  {
    arbitrary: fc
      .array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 4 })
      .map((e) => json(objectText(e))),
    weight: 8,
  },
  // A key twice: the last one (hostile) is the one read.
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(...FIELD_NAMES),
        fc.oneof(fc.integer({ min: 1, max: 10 }), fc.string()),
        hostileValue,
      )
      .map(([key, first, last]) =>
        json(
          objectText([
            [key, first],
            [key, last],
          ]),
        ),
      ),
    weight: 2,
  },
  // Deep nesting, from just over the edge limit to far beyond what a recursive parser survives.
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(...FIELD_NAMES),
        fc.constantFrom(9, 64, 3000, 30_000),
        fc.constantFrom('[', '{"a":'),
      )
      .map(([key, depth, open]) =>
        json(`{"${key}":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`),
      ),
    weight: 1,
  },
  // Over the 100 KB JSON limit: 413.
  {
    arbitrary: fc.constantFrom(...FIELD_NAMES).map((key) => json(`{"${key}":"${'x'.repeat(200 * 1024)}"}`)),
    weight: 1,
  },
  // Not an object, or not JSON at all.
  {
    arbitrary: fc
      .oneof(
        fc.array(hostileValue, { maxLength: 2 }).map((v) => json(JSON.stringify(v))),
        edgeNumber.map((n) => json(JSON.stringify(n))),
        fc.constantFrom(
          'null',
          'true',
          '"\\u0000"',
          '{"a":',
          "{'a':1}",
          '\u0000',
          '{"a":1}}',
          '[',
          'NaN',
          '{"a":1e999}',
        ),
        dirtyText.map((t) => json(t)),
      )
      .map((body) => (typeof body === 'string' ? json(body) : body)),
    weight: 2,
  },
  // A form (urlencoded) with hostile fields.
  {
    arbitrary: fc
      .array(fc.tuple(hostileKey, fc.oneof(dirtyText, fc.constantFrom(...EDGE_NUMBER_TEXTS))), {
        minLength: 1,
        maxLength: 3,
      })
      .map((entries) => ({
        text: new URLSearchParams(entries).toString(),
        type: 'application/x-www-form-urlencoded',
      })),
    weight: 1,
  },
)

/** A query string of hostile parameters (sometimes none). */
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...QUERY_NAMES), weight: 6 },
        { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 1 },
        { arbitrary: dirtyText, weight: 1 },
      ),
      fc.oneof(
        fc.constantFrom(...EDGE_NUMBER_TEXTS),
        dirtyText,
        fc.constant('x'.repeat(5000)),
        fc.string({ maxLength: 8 }),
      ),
    ),
    { maxLength: 3 },
  )
  .map((entries) => (entries.length ? `?${new URLSearchParams(entries).toString()}` : ''))

/** Percent-encoding; a lone surrogate (which UTF-8 cannot carry) becomes the bytes of an invalid sequence. */
const percentEncoded = (text: string): string =>
  [...text].map((c) => (/\p{Cs}/u.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('')

/** A path parameter no route can take: edge numbers, dirty text, prototype names, traversal, huge. */
const hostileSegment = fc
  .oneof(
    fc.constantFrom(...EDGE_NUMBER_TEXTS),
    dirtyText,
    fc.constantFrom(...PROTOTYPE_KEYS, '..', '../..', '%', '%00', 'a/b', '9'.repeat(5000), "1' or '1'='1"),
  )
  .map(percentEncoded)

type HostileRequest = {
  segments: string[]
  query: string
  body: Body | undefined
  idempotencyKey: string | undefined
}

const hostileRequest = (method: string, params: number): fc.Arbitrary<HostileRequest> =>
  fc.record({
    segments: fc.array(hostileSegment, { minLength: params, maxLength: params }),
    query: hostileQuery,
    body: method === 'GET' ? fc.constant(undefined) : hostileBody,
    idempotencyKey:
      method === 'GET'
        ? fc.constant(undefined)
        : fc.constantFrom(undefined, undefined, 'fuzz-key-1', 'x'.repeat(300), ' '),
  })

// ---- who calls ----

/** Anonymous, the first actor the route allows (200), and a foreign organization where the route owns ids. */
export function fuzzActors(entry: MatrixEntry): Actor[] {
  const allowed = ACTORS.find((actor) => entry.expect[actor] === 200)
  const foreign = (['other-supplier', 'other-customer'] as const).find(
    (actor) => entry.expect[actor] === 404 && actor !== allowed,
  )
  return [...new Set<Actor>(['anonymous', ...(allowed ? [allowed] : []), ...(foreign ? [foreign] : [])])]
}

/**
 * Routes whose input is (nearly) nothing but the caller, so a hostile request may still be a valid one. GET
 * customers/generate-token is not here: it answers the live code and must change nothing.
 */
const INPUT_FREE_WRITES: Record<string, string[]> = {
  // Issues a new purchase code for any body that is empty or {keep_live: boolean}.
  'POST /api/customers/generate-token': ['purchase_codes'],
}

// ---- what must hold ----

/** English or zod wording that must never reach a user. */
const NOT_SPANISH = /\b(expected|received|invalid input|undefined|NaN|Infinity|must be|Error)\b/i

function expectUsualShape(res: TestResponse, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBeLessThan(500)
  // A file route's answer to a request it accepts (the statement's export ignores a query string).
  if (res.status === 200 && (res.headers.get('content-disposition') ?? '').startsWith('attachment')) return
  // The API reference: a page and its script and styles (server/routes/reference.ts).
  if (res.status === 200 && /^GET \/api\/reference[/?\s]/.test(`${label} `)) return
  expect(res.headers.get('content-type') ?? '', label).toContain('application/json')
  if (res.status < 400) return
  const body = res.body
  const messages: string[] = []
  if (res.status === 422 && 'errors' in body) {
    expect(typeof body.message, label).toBe('string')
    messages.push(body.message as string)
    const errors = body.errors as Record<string, unknown>
    expect(Object.keys(errors).length, label).toBeGreaterThan(0)
    for (const list of Object.values(errors)) {
      expect(Array.isArray(list) && list.every((m) => typeof m === 'string'), label).toBe(true)
      messages.push(...(list as string[]))
    }
  } else {
    expect(typeof body.msg, `${label}: ${res.text.slice(0, 300)}`).toBe('string')
    messages.push(body.msg as string)
  }
  for (const message of messages) expect(message, label).not.toMatch(NOT_SPANISH)
}

/**
 * Guess counters record a failed guess by design (docs/decisions.md#rate-limits-and-guess-counters): a bogus
 * payment code, code or password is counted, so these tables may grow; everything else must not change.
 */
const GUESS_COUNTERS = new Set(['login_failures', 'code_failures', 'payment_code_failures'])

/** Row count and md5 of the rows (ordered by id) of every table but sessions and guess counters: one statement. */
async function snapshot(ctx: TestContext): Promise<Record<string, string>> {
  const tables = Object.values(schema)
    .filter((t): t is Extract<(typeof schema)[keyof typeof schema], { _: { name: string } }> => {
      return typeof t === 'object' && t !== null && 'getSQL' in t && !('length' in t)
    })
    .map((t) => getTableName(t as Parameters<typeof getTableName>[0]))
    .filter((name) => name !== 'sessions' && !GUESS_COUNTERS.has(name))
    .sort()
  const columns = tables.map(
    (name) =>
      `(select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
  )
  const result = (await ctx.db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, string>[]
  }
  return result.rows[0] ?? {}
}

let sent = 0

forEachDatabase('fuzz: hostile requests to every route', (ctx) => {
  let baseline: Record<string, string> | undefined
  const tokens = new Map<Actor, string>()
  let started = 0

  beforeAll(async () => {
    // The code secret is created on first use: create it now, so it is not counted as a change.
    await codeKeys(ctx.db, ctx.config.codeSecret, ctx.clock)
    // The demo's due payments move on their first read: let that happen before the baseline.
    for (const actor of ['admin-supplier', 'customer', 'other-supplier', 'other-customer'] as const) {
      await ctx.request('GET', '/api/payments/resume', { token: await ctx.as(actor) })
    }
    baseline = await snapshot(ctx)
    sent = 0
    started = performance.now()
  })
  afterAll(() => {
    console.info(
      `fuzz [${ctx.kind}]: ${sent} requests, seed ${SEED}, ${RUNS} runs per route and actor, ${Math.round(performance.now() - started)} ms`,
    )
  })

  let index = 0
  for (const entry of MATRIX) {
    const [method, pattern] = entry.route.split(' ') as [string, string]
    const params = (pattern.match(/:\w+/g) ?? []).length
    for (const actor of fuzzActors(entry)) {
      const seed = SEED + index++
      it.prop([hostileRequest(method, params)], { numRuns: RUNS, seed, endOnFailure: true })(
        `${entry.route} as ${actor}`,
        async (request) => {
          let token: string | undefined
          if (actor !== 'anonymous') {
            token = tokens.get(actor) ?? (await ctx.as(actor))
            tokens.set(actor, token)
          }
          let i = 0
          const path = pattern.replace(/:\w+/g, () => request.segments[i++] ?? '') + request.query
          const headers: Record<string, string> = {}
          if (request.body) headers['content-type'] = request.body.type
          if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey
          const res = await ctx.request(method, path, {
            token,
            headers,
            ...(request.body ? { body: request.body.text } : {}),
          })
          sent++
          const label = `${method} ${path.slice(0, 200)} as ${actor} → ${res.status}`
          expectUsualShape(res, label)
          const after = await snapshot(ctx)
          const allowed = INPUT_FREE_WRITES[entry.route] ?? []
          const changed = Object.keys(after).filter(
            (table) => after[table] !== baseline?.[table] && !allowed.includes(table),
          )
          expect(changed, `${label} changed rows: ${res.text.slice(0, 300)}`).toEqual([])
          baseline = after
          // A session revoked by logout is replaced, so the next run still reaches the route.
          if (entry.route === 'POST /api/logout') tokens.delete(actor)
        },
        Math.max(30_000, RUNS * 3_000),
      )
    }
  }
})

// ---- over-long text in an otherwise valid request ----

/** Text longer than any field takes (contract/limits.ts), in the shapes fields expect, under the body limit. */
const overLongText = fc
  .tuple(
    fc.integer({ min: LONGEST_TEXT + 1, max: LONGEST_TEXT + 20_000 }),
    fc.constantFrom(['', 'a', ''], ['', 'a', '@obra.mx'], ['', '1', ''], ['https://obra.mx/', 'a', '']),
  )
  .map(
    ([length, [prefix, char, suffix]]) =>
      prefix + char.repeat(length - prefix.length - suffix.length) + suffix,
  )

/** The matrix's well-formed request with one of its fields (a body field or a form's text field) replaced. */
type Overlong = { spec: RequestSpec; fields: string[] }

function withField(spec: RequestSpec, field: string, text: string): RequestSpec {
  if (spec.form) {
    const form = new FormData()
    for (const [key, value] of spec.form) form.append(key, key === field ? text : value)
    return { ...spec, form }
  }
  return { ...spec, json: { ...(spec.json as Record<string, unknown>), [field]: text } }
}

const fieldsOf = (spec: RequestSpec): string[] => {
  if (spec.form) return [...new Set([...spec.form].filter(([, v]) => typeof v === 'string').map(([k]) => k))]
  const json = spec.json
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? Object.keys(json) : []
}

forEachDatabase('fuzz: over-long text in each field of a valid request', (ctx) => {
  let baseline: Record<string, string> | undefined
  const prepared = new Map<string, Overlong>()

  beforeAll(async () => {
    await codeKeys(ctx.db, ctx.config.codeSecret, ctx.clock)
    for (const actor of ['admin-supplier', 'customer', 'other-supplier', 'other-customer'] as const) {
      await ctx.request('GET', '/api/payments/resume', { token: await ctx.as(actor) })
    }
  })

  let index = 0
  for (const entry of MATRIX) {
    const actor =
      ACTORS.find((a) => a !== 'anonymous' && entry.expect[a] === 200) ??
      (entry.expect.anonymous === 200 ? 'anonymous' : undefined)
    if (!entry.request || actor === undefined || entry.route === 'POST /api/logout') continue
    const [method] = entry.route.split(' ') as [string, string]
    const seed = SEED + 10_000 + index++
    it.prop([fc.nat(), overLongText], {
      numRuns: Math.max(3, Math.ceil(RUNS / 2)),
      seed,
      endOnFailure: true,
    })(
      `${entry.route} as ${actor}`,
      async (pick, text) => {
        const token = actor === 'anonymous' ? undefined : await ctx.as(actor)
        let ready = prepared.get(entry.route)
        if (!ready) {
          const email = actor === 'anonymous' ? undefined : ACTOR_EMAILS[actor]
          const spec = await entry.request?.({ ctx, actor, email })
          ready = { spec: spec ?? {}, fields: spec ? fieldsOf(spec) : [] }
          prepared.set(entry.route, ready)
          baseline = undefined
        }
        const field = ready.fields[pick % Math.max(1, ready.fields.length)]
        if (field === undefined) return
        baseline ??= await snapshot(ctx)
        const spec = withField(ready.spec, field, text)
        const path = spec.path ?? entry.route.split(' ')[1] ?? ''
        const res = await ctx.request(method, path, { token, json: spec.json, form: spec.form })
        const label = `${method} ${path.slice(0, 120)} ${field}=<${text.length} characters> as ${actor} → ${res.status}`
        expectUsualShape(res, label)
        expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(422)
        const after = await snapshot(ctx)
        const changed = Object.keys(after).filter((table) => after[table] !== baseline?.[table])
        expect(changed, `${label} changed rows`).toEqual([])
        baseline = after
      },
      60_000,
    )
  }
})
