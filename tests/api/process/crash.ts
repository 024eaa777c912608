import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { mxDate } from '../../../server/clock'
import type { ProcessEngine, Query } from './engines'
import { type Answer, bounded, call, multipart, type ServerProcess, startServer } from './server-process'
import { seedCustomer, seedSupplier, type WorldCustomer, type WorldSupplier } from './world'

/** The SPEI transfer a customer's report names: one per payment (bank, day and clave identify a transfer). */
const transferOf = (paymentId: number, round: number) => ({
  tracking_key: `CRASH${round}P${paymentId}`,
  operation_date: mxDate(new Date(Date.now() - 86_400_000)),
  sending_bank: '012',
})

/**
 * The crash test: a burst of concurrent sales and payment actions against the real server,
 * kill -9 in the middle, restart on the same data, then check that nothing answered 200 was lost, that no
 * payment is half-written and that Idempotency-Key retries replay the first answer. Used by
 * tests/api/crash.test.ts (a short run) and `npm run crash -- --rounds N`.
 */

const SALE_OK = 'Compra registrada con éxito'
// Smallest PNG header: the proof check reads magic bytes only.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

type Kind = 'sale' | 'one-time' | 'confirm' | 'reject' | 'inform' | 'extend' | 'report'
/** The payment_events kind each successful action must leave. */
const EVENT_OF: Partial<Record<Kind, string>> = {
  confirm: 'payment_confirmed',
  reject: 'payment_rejected',
  inform: 'payment_informed',
  extend: 'term_extended',
  report: 'payment_reported',
}

type Task = {
  kind: Kind
  path: string
  token: string
  json?: unknown
  raw?: { bytes: Uint8Array; contentType: string }
  key?: string
  /** Sales: the unique reference that finds its payment; actions: the payment acted on. */
  reference?: string
  centavos?: number
  customer?: number
  paymentId?: number
  /** The one-time code trio this sale belongs to (customer index). */
  trio?: number
  answer?: Answer
  /** The answer to the same request sent again after the restart (keyed requests only). */
  retry?: Answer
}

export type RoundStats = {
  round: number
  requests: number
  sent: number
  answered: number
  succeeded: number
  /** Successes (first answer or a retry after the restart) whose row or state change was found. */
  found: number
  lost: number
  /** Requests cut by the crash whose change committed anyway (found after the restart). */
  committedUnanswered: number
  keyed: number
  replayedIdentical: number
  retriesInFlight: number
  killedAfter: number
  ms: number
}

export type CrashReport = { engine: string; rounds: RoundStats[]; problems: string[] }

export type CrashOptions = {
  engine: ProcessEngine
  rounds: number
  seed?: number
  customers?: number
  salesPerCustomer?: number
  concurrency?: number
  log?: (line: string) => void
}

/** mulberry32: a seeded generator, so a failing run can be repeated (the seed is in the report). */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type World = { supplier: WorldSupplier; customers: WorldCustomer[]; shared: string[] }

const isSuccess = (a: Answer | undefined) =>
  a?.answered === true && a.status === 200 && a.body.success === true

export async function runCrash(options: CrashOptions): Promise<CrashReport> {
  const { engine } = options
  const log = options.log ?? (() => {})
  const seed = options.seed ?? Date.now() % 1_000_000
  const rnd = random(seed)
  const customersCount = options.customers ?? 4
  const report: CrashReport = { engine: `${engine.kind} (seed ${seed})`, rounds: [], problems: [] }
  const problem = (text: string) => {
    report.problems.push(text)
    log(`PROBLEM ${text}`)
  }

  const seeded = await engine.seed(async (db) => ({
    supplier: await seedSupplier(db),
    customers: await Promise.all(
      // The first customer's line is tight: part of the burst is refused for credit.
      Array.from({ length: customersCount }, (_, i) =>
        seedCustomer(db, { creditLimit: i === 0 ? 40_000 : 2_000_000, transactionLimit: 50_000 }),
      ),
    ),
  }))
  const world: World = { ...seeded, shared: [] }
  const servers = new Set<ServerProcess>()
  /** PostgreSQL: the server restarted after a crash serves the next round too. */
  let carried: ServerProcess | undefined
  const start = async () => {
    const server = await startServer(engine.env)
    servers.add(server)
    return server
  }
  try {
    for (let round = 1; round <= options.rounds; round++) {
      report.rounds.push(await crashRound(round))
    }
  } finally {
    for (const server of servers) await server.crash()
  }
  return report

  async function crashRound(round: number): Promise<RoundStats> {
    const started = performance.now()
    const phases: string[] = []
    let lap = started
    const phase = (name: string) => {
      const now = performance.now()
      phases.push(`${name} ${Math.round(now - lap)}`)
      lap = now
    }
    const { supplier, customers } = world
    let server = carried ?? (await start())
    carried = undefined
    phase('start')
    const send = (task: Task, base = server.base) =>
      call(base, task.path, {
        token: task.token,
        ...(task.json !== undefined ? { json: task.json } : {}),
        ...(task.raw ? { raw: task.raw } : {}),
        ...(task.key ? { idempotencyKey: task.key } : {}),
      })
    const must = async (what: string, answer: Promise<Answer>) => {
      const a = await answer
      if (a.status !== 200) throw new Error(`${what}: ${a.status} ${a.text || a.error}\n${server.output()}`)
      return a.body
    }

    // Shared codes once (they last until deleted); a new one-time code per customer each round.
    if (world.shared.length === 0) {
      for (const customer of customers) {
        const body = await must(
          'shared code',
          call(server.base, '/api/shared-tokens/create', {
            token: customer.token,
            json: { supplier_id: supplier.orgId },
          }),
        )
        world.shared.push(String(body.token))
      }
    }
    const oneTime: string[] = []
    for (const customer of customers) {
      const body = await must(
        'one-time code',
        call(server.base, '/api/customers/generate-token', { token: customer.token }),
      )
      oneTime.push(String(body.token))
    }
    const amount = () => 10_000 + Math.floor(rnd() * 190_000) // 100.00 … 2 000.00 pesos
    const saleJson = (c: number, centavos: number, token: string, reference: string) => ({
      user_id: customers[c]!.userId,
      amount: centavos / 100,
      term: 30,
      token,
      reference,
    })

    // Payments to act on, made before the burst: per customer 3 awaiting confirmation, 2 pending for
    // 'informar pago' racing an extension, 1 pending for the customer to report.
    const prepared: { toConfirm: number[]; toInform: number[]; toReport: number[] }[] = []
    await Promise.all(
      customers.map(async (customer, c) => {
        const ids: number[] = []
        for (let i = 0; i < 6; i++) {
          const body = await must(
            'prepared sale',
            call(server.base, '/api/payments/create', {
              token: supplier.token,
              json: saleJson(c, 1_000 + i, world.shared[c]!, `p${round}-${c}-${i}`),
            }),
          )
          ids.push((body.data as { id: number }).id)
        }
        for (const id of ids.slice(0, 3)) {
          const raw = await multipart({
            payment_id: String(id),
            file: new File([PNG], 'comprobante.png', { type: 'image/png' }),
            ...transferOf(id, round),
          })
          const body = await must(
            'prepared report',
            call(server.base, '/api/payments/report-payment', { token: customer.token, raw }),
          )
          if (body.success !== true) throw new Error(`prepared report refused: ${JSON.stringify(body)}`)
        }
        prepared[c] = { toConfirm: ids.slice(0, 3), toInform: ids.slice(3, 5), toReport: ids.slice(5) }
      }),
    )

    phase('prepare')
    const tasks: Task[] = []
    const salesPerCustomer = options.salesPerCustomer ?? 15
    customers.forEach((customer, c) => {
      for (let i = 0; i < salesPerCustomer; i++) {
        const centavos = amount()
        const reference = `c${round}-${c}-${i}`
        tasks.push({
          kind: 'sale',
          path: '/api/payments/create',
          token: i % 2 ? supplier.vendorToken : supplier.token,
          json: saleJson(c, centavos, world.shared[c]!, reference),
          reference,
          centavos,
          customer: c,
          ...(i % 2 === 0 ? { key: `venta-${round}-${c}-${i}` } : {}),
        })
      }
      // One one-time code, three suppliers' tabs typing it at once.
      for (let i = 0; i < 3; i++) {
        const centavos = amount()
        const reference = `o${round}-${c}-${i}`
        tasks.push({
          kind: 'one-time',
          path: '/api/payments/create',
          token: supplier.token,
          json: saleJson(c, centavos, oneTime[c]!, reference),
          reference,
          centavos,
          customer: c,
          trio: c,
        })
      }
      const p = prepared[c]!
      for (const id of p.toConfirm) {
        tasks.push({
          kind: 'confirm',
          path: '/api/payments/confirm-payment',
          token: supplier.token,
          json: { payment_id: id },
          paymentId: id,
          key: `confirmar-${round}-${id}`,
        })
        tasks.push({
          kind: 'reject',
          path: '/api/payments/reject-payment',
          token: supplier.vendorToken,
          json: { payment_id: id },
          paymentId: id,
        })
      }
      for (const id of p.toInform) {
        tasks.push({
          kind: 'inform',
          path: '/api/payments/report-payment',
          token: supplier.token,
          paymentId: id,
        })
        tasks.push({
          kind: 'extend',
          path: '/api/payments/extend-term',
          token: supplier.vendorToken,
          json: { payment_id: id, term: 5 },
          paymentId: id,
        })
      }
      for (const id of p.toReport) {
        tasks.push({
          kind: 'report',
          path: '/api/payments/report-payment',
          token: customer.token,
          paymentId: id,
          key: `pago-${round}-${id}`,
        })
      }
    })
    for (const task of tasks) {
      if (task.kind === 'inform') {
        task.raw = await multipart({ payment_id: String(task.paymentId) })
        task.key = `informar-${round}-${task.paymentId}`
      } else if (task.kind === 'report') {
        task.raw = await multipart({
          payment_id: String(task.paymentId),
          file: new File([PNG], 'spei.png', { type: 'image/png' }),
          ...transferOf(task.paymentId ?? 0, round),
        })
      }
    }
    // Shuffled (Fisher–Yates), so the kill lands among every kind of request.
    for (let i = tasks.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1))
      ;[tasks[i], tasks[j]] = [tasks[j]!, tasks[i]!]
    }

    // The burst; kill -9 once a random 25–65 % of it has answered.
    const killAfter = Math.floor(tasks.length * (0.25 + rnd() * 0.4))
    let answeredCount = 0
    let killed = false
    const crashing = server
    await bounded(
      tasks.length,
      options.concurrency ?? 16,
      async (i) => {
        const task = tasks[i]!
        task.answer = await send(task, crashing.base)
        if (task.answer.answered && ++answeredCount === killAfter) {
          killed = true
          void crashing.crash()
        }
      },
      () => killed,
    )
    await crashing.crash()
    servers.delete(crashing)
    phase('burst')
    const sent = tasks.filter((t) => t.answer !== undefined).length
    const answered = tasks.filter((t) => t.answer?.answered).length
    for (const task of tasks) {
      if (task.answer?.answered && task.answer.status >= 500) {
        problem(`round ${round}: ${task.kind} answered ${task.answer.status}: ${task.answer.text}`)
      }
    }
    log(
      `round ${round}: ${tasks.length} requests, ${sent} sent, ${answered} answered, kill -9 after ${killAfter}`,
    )

    // Restart on the same data; every keyed request is sent again, byte for byte.
    server = await start()
    phase('restart')
    let replayedIdentical = 0
    let retriesInFlight = 0
    const keyed = tasks.filter((t) => t.key && t.answer)
    await bounded(keyed.length, 8, async (i) => {
      const task = keyed[i]!
      const first = task.answer!
      const retry = await send(task)
      task.retry = retry
      if (first.answered && first.status < 500) {
        if (retry.status === first.status && retry.text === first.text && retry.replayed) replayedIdentical++
        else {
          problem(
            `round ${round}: ${task.kind} ${task.key} answered ${first.status} ${first.text} before the crash,` +
              ` ${retry.status} ${retry.text} (replayed: ${retry.replayed}) after`,
          )
        }
      } else if (retry.status === 409) {
        // Cut by the crash while it held the key: the lease runs out after 2 minutes (http/idempotency.ts).
        retriesInFlight++
      } else if (retry.status !== 200) {
        problem(
          `round ${round}: retry of the unanswered ${task.kind} ${task.key}: ${retry.status} ${retry.text}`,
        )
      }
    })
    phase('retries')
    if (engine.exclusive) {
      await server.stop()
      servers.delete(server)
    }

    const stats = await engine.sql(async (query) => {
      const db = await load(query)
      checkInvariants(db, round, problem, engine.dataDir)
      return checkRound(db, round, tasks, problem)
    })
    if (!engine.exclusive) {
      if (round < options.rounds) carried = server
      else {
        await server.stop()
        servers.delete(server)
      }
    }
    phase('checks')
    log(`round ${round} phases (ms): ${phases.join(', ')}`)
    const round_: RoundStats = {
      round,
      requests: tasks.length,
      sent,
      answered,
      succeeded: stats.succeeded,
      found: stats.found,
      lost: stats.succeeded - stats.found,
      committedUnanswered: stats.committedUnanswered,
      keyed: keyed.length,
      replayedIdentical,
      retriesInFlight,
      killedAfter: killAfter,
      ms: Math.round(performance.now() - started),
    }
    log(`round ${round}: ${JSON.stringify(round_)}`)
    return round_
  }
}

type Row = Record<string, unknown>
type Snapshot = {
  payments: Row[]
  movements: Row[]
  events: Row[]
  lines: Row[]
  files: Row[]
  codes: Row[]
}

async function load(query: Query): Promise<Snapshot> {
  return {
    payments: await query(
      `select id, amount::text as amount, paid_amount::text as paid_amount, status_id, reference,
              manual_confirmation_status as manual, proof_file_id, reserved_credit_line_id, customer_user_id
         from payments order by id`,
    ),
    movements: await query(
      'select id, credit_line_id, amount::text as amount, kind, payment_id from credit_movements order by id',
    ),
    events: await query(
      'select id, payment_id, kind, from_status_id, to_status_id from payment_events order by id',
    ),
    lines: await query(
      'select id, organization_id, used::text as used, credit_limit::text as credit_limit from credit_lines',
    ),
    files: await query('select id, storage_key, payment_id, purpose from files'),
    codes: await query('select user_id, used_at, attempts from purchase_codes'),
  }
}

const num = (value: unknown) => Number(value)

/** What must hold for the whole database, whatever was cut by the crash. */
function checkInvariants(db: Snapshot, round: number, problem: (text: string) => void, dataDir: string) {
  const at = `after round ${round}:`
  const movementsOf = new Map<number, Row[]>()
  for (const m of db.movements) {
    if (m.payment_id == null) {
      if (m.kind === 'sale' || m.kind === 'payment')
        problem(`${at} ${m.kind} movement ${m.id} has no payment`)
      continue
    }
    const list = movementsOf.get(num(m.payment_id)) ?? []
    list.push(m)
    movementsOf.set(num(m.payment_id), list)
  }
  for (const line of db.lines) {
    const sum = db.movements
      .filter((m) => num(m.credit_line_id) === num(line.id))
      .reduce((total, m) => total + num(m.amount), 0)
    if (num(line.used) !== sum) problem(`${at} credit line ${line.id}: used ${line.used} ≠ movements ${sum}`)
    if (num(line.used) > num(line.credit_limit) || num(line.used) < 0) {
      problem(`${at} credit line ${line.id} overdrawn: used ${line.used} of ${line.credit_limit}`)
    }
  }
  const paymentIds = new Set(db.payments.map((p) => num(p.id)))
  for (const id of movementsOf.keys()) {
    if (!paymentIds.has(id)) problem(`${at} movements of a missing payment ${id}`)
  }
  const eventsOf = new Map<number, Row[]>()
  for (const e of db.events) {
    const list = eventsOf.get(num(e.payment_id)) ?? []
    list.push(e)
    eventsOf.set(num(e.payment_id), list)
  }
  const fileById = new Map(db.files.map((f) => [num(f.id), f]))
  for (const p of db.payments) {
    const id = num(p.id)
    const amount = num(p.amount)
    const paid = num(p.paid_amount)
    const status = num(p.status_id)
    const movements = movementsOf.get(id) ?? []
    const sales = movements.filter((m) => m.kind === 'sale')
    if (p.reserved_credit_line_id == null) {
      if (sales.length !== 1 || num(sales[0]!.amount) !== amount) {
        problem(
          `${at} payment ${id} (${amount}) has sale movements ${JSON.stringify(sales.map((m) => m.amount))}`,
        )
      }
    }
    const back = movements.filter((m) => m.kind === 'payment').reduce((t, m) => t + num(m.amount), 0)
    if (status === 3 ? paid !== amount || back !== -amount : paid !== 0 || back !== 0) {
      problem(`${at} payment ${id} status ${status}: paid ${paid} of ${amount}, credit given back ${-back}`)
    }
    const events = eventsOf.get(id) ?? []
    let from = 1
    for (const e of events) {
      if (num(e.from_status_id) !== from) {
        problem(`${at} payment ${id}: event ${e.kind} from ${e.from_status_id}, the payment was at ${from}`)
      }
      from = num(e.to_status_id)
    }
    if (from !== status) problem(`${at} payment ${id} is at ${status}, its events end at ${from}`)
    if (status === 2) {
      const file = fileById.get(num(p.proof_file_id))
      if (p.manual !== 'pending' || !file || num(file.payment_id) !== id) {
        problem(`${at} payment ${id} awaits confirmation without its proof (${p.manual}, ${p.proof_file_id})`)
      }
    }
  }
  for (const file of db.files) {
    if (!existsSync(join(dataDir, 'files', String(file.storage_key)))) {
      problem(`${at} file ${file.id} (${file.purpose}) has a row but no bytes`)
    }
  }
}

/** What this round's answers promise: every success is in the database, and nothing happened twice. */
function checkRound(db: Snapshot, round: number, tasks: Task[], problem: (text: string) => void) {
  const at = `round ${round}:`
  const byReference = new Map<string, Row[]>()
  for (const p of db.payments) {
    if (typeof p.reference !== 'string') continue
    const list = byReference.get(p.reference) ?? []
    list.push(p)
    byReference.set(p.reference, list)
  }
  const eventCount = new Map<string, number>()
  for (const e of db.events) {
    const key = `${e.payment_id}:${e.kind}`
    eventCount.set(key, (eventCount.get(key) ?? 0) + 1)
  }
  const events = (id: number | undefined, kind: string) => eventCount.get(`${id}:${kind}`) ?? 0
  let succeeded = 0
  let found = 0
  let committedUnanswered = 0
  const trios = new Map<number, number>()
  for (const task of tasks) {
    if (!task.answer) continue
    const success = isSuccess(task.answer) || isSuccess(task.retry)
    if (success) succeeded++
    if (task.kind === 'sale' || task.kind === 'one-time') {
      const rows = byReference.get(task.reference!) ?? []
      if (rows.length > 1) problem(`${at} sale ${task.reference} is in the database ${rows.length} times`)
      if (task.trio !== undefined) trios.set(task.trio, (trios.get(task.trio) ?? 0) + rows.length)
      const answer = isSuccess(task.answer) ? task.answer : task.retry
      if (success) {
        const data = answer!.body.data as { id: number; amount: number }
        const row = rows[0]
        if (answer!.body.msg !== SALE_OK) problem(`${at} sale ${task.reference}: ${answer!.text}`)
        if (!row || num(row.id) !== data.id || num(row.amount) !== task.centavos) {
          problem(`${at} sale ${task.reference} answered 200 (payment ${data.id}) but is not in the database`)
        } else found++
      } else if (rows.length > 0) {
        if (task.answer.answered && task.answer.status === 200) {
          problem(`${at} sale ${task.reference} was refused (${task.answer.text}) but is in the database`)
        } else committedUnanswered++
      }
    } else {
      const kind = EVENT_OF[task.kind]!
      if (success) {
        if (events(task.paymentId, kind) >= 1) found++
        else problem(`${at} ${task.kind} of payment ${task.paymentId} answered 200 but left no ${kind} event`)
      } else if (!task.answer.answered && events(task.paymentId, kind) >= 1) committedUnanswered++
    }
  }
  // Racing actions on one payment: at most one of confirm/reject, at most one 'informar pago'.
  for (const task of tasks) {
    if (task.kind === 'confirm') {
      const both = events(task.paymentId, 'payment_confirmed') + events(task.paymentId, 'payment_rejected')
      if (both > 1) problem(`${at} payment ${task.paymentId} was confirmed/rejected ${both} times`)
    }
    if (task.kind === 'inform' && events(task.paymentId, 'payment_informed') > 1) {
      problem(`${at} payment ${task.paymentId} was informed paid twice`)
    }
  }
  // One one-time code, three tries: at most one sale, and the code is used exactly when that sale exists.
  for (const [c, sold] of trios) {
    const trio = tasks.find((t) => t.trio === c && t.answer)
    const userId = (trio?.json as { user_id: number } | undefined)?.user_id
    const code = db.codes.find((row) => num(row.user_id) === userId)
    if (sold > 1) problem(`${at} one one-time code made ${sold} sales`)
    if (code && (code.used_at != null) !== (sold === 1)) {
      problem(`${at} customer user ${userId}: one-time code used ${code.used_at != null}, sales ${sold}`)
    }
  }
  return { succeeded, found, committedUnanswered }
}
