import { toPesos } from '@contract/money'
import { fc, it } from '@fast-check/vitest'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect } from 'vitest'
import type { Db } from '../../server/db/client'
import { forEachDatabase, type TestContext } from './harness'

/**
 * The payment tallies (docs/decisions.md#tallies) against a recount written here from the payments' own rows:
 * after the demo seed, after random statements that insert, update and delete payments (several rows at a
 * time, several statements per transaction), and after concurrent transactions on PostgreSQL. The dashboard
 * figures read from them are checked against the same rows in payments-resume.test.ts and below.
 */

type PaymentRow = {
  id: number
  supplier: number
  customer: number
  status: number
  amount: number
  paid: number
  purchase: string
  due: string
  paidOn: string | null
}

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows

async function paymentRows(db: Db): Promise<PaymentRow[]> {
  const rows = await rowsOf(
    db,
    sql`select id, supplier_organization_id, customer_organization_id, status_id, amount, paid_amount,
          purchase_date::text as purchase, expiration_date::text as due, payment_date::text as paid_on
        from payments`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    supplier: Number(r.supplier_organization_id),
    customer: Number(r.customer_organization_id),
    status: Number(r.status_id),
    amount: Number(r.amount),
    paid: Number(r.paid_amount),
    purchase: String(r.purchase),
    due: String(r.due),
    paidOn: r.paid_on === null ? null : String(r.paid_on),
  }))
}

/** The tallies as the definition says, from the rows: key → [count, amount], zero entries left out. */
function recount(payments: PaymentRow[]): Map<string, [number, number]> {
  const tallies = new Map<string, [number, number]>()
  const add = (key: string, amount: number) => {
    const [n, sum] = tallies.get(key) ?? [0, 0]
    tallies.set(key, [n + 1, sum + amount])
  }
  for (const p of payments) {
    const slot = p.id % 8
    for (const [organization, side] of [
      [p.supplier, 'supplier'],
      [p.customer, 'customer'],
    ] as const) {
      const key = (kind: string, day: string) => `${organization}|${side}|${kind}|${day}|${p.status}|${slot}`
      add(key('all', '-infinity'), p.amount - p.paid)
      add(key('purchase_day', p.purchase), p.amount)
      add(key('due_day', p.due), p.amount - p.paid)
      if (p.paidOn !== null) add(key('payment_day', p.paidOn), p.amount)
    }
  }
  return tallies
}

async function storedTallies(db: Db): Promise<Map<string, [number, number]>> {
  const rows = await rowsOf(
    db,
    sql`select organization_id, side, kind, day::text as day, status_id, slot, count, amount
        from payment_tallies where count <> 0 or amount <> 0`,
  )
  return new Map(
    rows.map((r) => [
      `${r.organization_id}|${r.side}|${r.kind}|${r.day}|${r.status_id}|${r.slot}`,
      [Number(r.count), Number(r.amount)] as [number, number],
    ]),
  )
}

async function expectTalliesMatch(db: Db) {
  const expected = recount(await paymentRows(db))
  const stored = await storedTallies(db)
  expect(new Map([...stored].sort())).toEqual(new Map([...expected].sort()))
  const negative = await rowsOf(db, sql`select 1 from payment_tallies where count < 0`)
  expect(negative).toEqual([])
}

const TODAY = '2025-03-10' // TEST_START in Mexico City
const MONTH = ['2025-03-01', TODAY] as const
const PAID = [3, 6, 7, 8]
const inMonth = (date: string | null) => date !== null && date >= MONTH[0] && date <= MONTH[1]
const sum = (rows: PaymentRow[], value: (p: PaymentRow) => number) =>
  toPesos(rows.reduce((total, p) => total + value(p), 0))

/** The dashboard's counters of docs/decisions.md#dashboards, from the rows. */
function expectedSupplierCounters(payments: PaymentRow[], organization: number) {
  const sales = payments.filter((p) => p.supplier === organization)
  const unpaid = sales.filter((p) => !PAID.includes(p.status))
  const month = sales.filter((p) => inMonth(p.purchase))
  return {
    sales_receivable_amount: sum(unpaid, (p) => p.amount - p.paid),
    sales_receivable_total: unpaid.length,
    sales_month_total: month.length,
    sales_month_amount: sum(month, (p) => p.amount),
    sales_to_confirm_total: sales.filter((p) => p.status === 2).length,
  }
}

function expectedCustomerCounters(payments: PaymentRow[], organization: number) {
  const purchases = payments.filter((p) => p.customer === organization)
  return {
    purchases_to_expired_total: purchases.filter(
      (p) => p.status === 1 && p.due >= TODAY && p.due <= '2025-03-17',
    ).length,
    purchases_to_pay_amount: sum(
      purchases.filter((p) => !PAID.includes(p.status)),
      (p) => p.amount - p.paid,
    ),
    purchases_month_total: purchases.filter((p) => inMonth(p.purchase)).length,
    purchases_paid_month_amount: sum(
      purchases.filter((p) => PAID.includes(p.status) && inMonth(p.paidOn)),
      (p) => p.amount,
    ),
    purchases_expired_total: purchases.filter((p) => [4, 5, 10].includes(p.status)).length,
  }
}

type Parties = { suppliers: number[]; customers: { organization: number; user: number }[]; creator: number }

async function parties(ctx: TestContext): Promise<Parties> {
  const customerUser = await ctx.userId('cliente@demo.mx')
  const otherUser = await ctx.userId('cliente2@demo.mx')
  return {
    suppliers: [
      await ctx.organizationIdOf('proveedor@demo.mx'),
      await ctx.organizationIdOf('proveedor2@demo.mx'),
    ],
    customers: [
      { organization: await ctx.organizationIdOf('cliente@demo.mx'), user: customerUser },
      { organization: await ctx.organizationIdOf('cliente2@demo.mx'), user: otherUser },
    ],
    creator: await ctx.userId('proveedor@demo.mx'),
  }
}

const day = fc
  .integer({ min: 0, max: 120 })
  .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10))

/** One statement on the payments table, as random as the columns' checks allow. */
const statement = fc.oneof(
  fc.record({
    op: fc.constant('insert' as const),
    supplier: fc.nat(1),
    customer: fc.nat(1),
    status: fc.integer({ min: 1, max: 10 }),
    amount: fc.integer({ min: 1, max: 10_000_000 }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    purchase: day,
    due: day,
    paidOn: fc.option(day),
    copies: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    op: fc.constant('update' as const),
    /** Which of the test's rows: those whose id % modulo = rest. */
    modulo: fc.integer({ min: 1, max: 4 }),
    rest: fc.nat(3),
    set: fc.oneof(
      fc.record({ status: fc.integer({ min: 1, max: 10 }) }),
      fc.record({ paidShare: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({ due: day }),
      fc.record({ paidOn: fc.option(day), status: fc.constantFrom(3, 6, 7, 8) }),
      fc.record({ supplier: fc.nat(1) }),
      fc.record({ reference: fc.string({ maxLength: 5 }) }),
    ),
  }),
  fc.record({ op: fc.constant('delete' as const), modulo: fc.integer({ min: 1, max: 4 }), rest: fc.nat(3) }),
)
type Statement = typeof statement extends fc.Arbitrary<infer T> ? T : never

const REFERENCE = 'tallies test'

function toSql(s: Statement, p: Parties) {
  const ours = (modulo: number, rest: number) =>
    sql`reference like ${`${REFERENCE}%`} and id % ${modulo} = ${rest % modulo}`
  if (s.op === 'insert') {
    const customer = p.customers[s.customer]!
    const paid = Math.floor(s.amount * s.paidShare)
    return sql`insert into payments (customer_organization_id, customer_user_id, supplier_organization_id,
        created_by, amount, paid_amount, status_id, term, purchase_date, expiration_date, payment_date, reference)
      select ${customer.organization}, ${customer.user}, ${p.suppliers[s.supplier]}, ${p.creator}, ${s.amount},
        ${paid}, ${s.status}, 30, ${s.purchase}, ${s.due}, ${s.paidOn}, ${REFERENCE}
      from generate_series(1, ${s.copies})`
  }
  if (s.op === 'delete') return sql`delete from payments where ${ours(s.modulo, s.rest)}`
  const set = s.set
  const assignment =
    'paidOn' in set
      ? sql`payment_date = ${set.paidOn}, status_id = ${set.status}`
      : 'status' in set
        ? sql`status_id = ${set.status}`
        : 'paidShare' in set
          ? sql`paid_amount = floor(amount * ${set.paidShare}::float8)::bigint`
          : 'due' in set
            ? sql`expiration_date = ${set.due}`
            : 'supplier' in set
              ? sql`supplier_organization_id = ${p.suppliers[set.supplier]}`
              : sql`reference = ${`${REFERENCE} ${set.reference}`}, updated_at = now()`
  return sql`update payments set ${assignment} where ${ours(s.modulo, s.rest)}`
}

forEachDatabase('payment tallies equal a recount of the payments', (ctx) => {
  let p: Parties
  beforeAll(async () => {
    p = await parties(ctx)
  })

  it('after the demo seed (the migration backfills, the triggers keep the seed’s own writes)', async () => {
    await expectTalliesMatch(ctx.db)
  })

  describe('after random statements', () => {
    it.prop([fc.array(fc.array(statement, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 })], {
      numRuns: 25,
      endOnFailure: true,
    })('each transaction a few statements', async (transactions) => {
      for (const statements of transactions) {
        await ctx.db.transaction(async (tx) => {
          for (const s of statements) await tx.execute(toSql(s, p))
        })
      }
      await expectTalliesMatch(ctx.db)
      const supplier = await ctx.request('GET', '/api/payments/resume', {
        token: await ctx.as('admin-supplier'),
      })
      const customer = await ctx.request('GET', '/api/payments/resume', {
        token: await ctx.as('admin-customer'),
      })
      const rows = await paymentRows(ctx.db)
      expect(supplier.body).toMatchObject(expectedSupplierCounters(rows, p.suppliers[0]!))
      expect(customer.body).toMatchObject(expectedCustomerCounters(rows, p.customers[0]!.organization))
    })

    it('a rolled back transaction leaves them as they were', async () => {
      const before = await storedTallies(ctx.db)
      await expect(
        ctx.db.transaction(async (tx) => {
          await tx.execute(toSql({ op: 'delete', modulo: 1, rest: 0 }, p))
          throw new Error('rollback')
        }),
      ).rejects.toThrow('rollback')
      expect(await storedTallies(ctx.db)).toEqual(before)
    })
  })

  describe.runIf(ctx.kind === 'postgres')('under concurrent transactions (PostgreSQL)', () => {
    it('50 transactions at once, each inserting or updating payments of the same supplier', async () => {
      // One statement per transaction and one payment per update, as the app writes payments
      // (docs/decisions.md#tallies); several updates of the same rows at once can deadlock on the rows themselves.
      const ids = (
        await rowsOf(
          ctx.db,
          sql`${toSql({ op: 'insert', supplier: 0, customer: 0, status: 1, amount: 5000, paidShare: 0, purchase: '2025-03-01', due: '2025-03-31', paidOn: null, copies: 25 }, p)} returning id`,
        )
      ).map((r) => Number(r.id))
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          ctx.db.transaction(async (tx) => {
            const s: Statement | null =
              i % 2 === 0
                ? {
                    op: 'insert',
                    supplier: 0,
                    customer: (i / 2) % 2,
                    status: 1,
                    amount: 1000 + i,
                    paidShare: 0,
                    purchase: '2025-03-10',
                    due: '2025-04-09',
                    paidOn: null,
                    copies: 1 + (i % 3),
                  }
                : null
            await tx.execute(
              s
                ? toSql(s, p)
                : sql`update payments set status_id = ${1 + (i % 10)}, paid_amount = amount / 2
                      where id = ${ids[i % ids.length]}`,
            )
          }),
        ),
      )
      expect(results.filter((r) => r.status === 'rejected')).toEqual([])
      await expectTalliesMatch(ctx.db)
    })
  })

  // Last: it empties the payments of this suite's database.
  it('a TRUNCATE of the payments empties them', async () => {
    await ctx.db.execute(sql`truncate payments cascade`)
    expect(await storedTallies(ctx.db)).toEqual(new Map())
    expect(await rowsOf(ctx.db, sql`select 1 from payment_tallies`)).toEqual([])
  })
})
