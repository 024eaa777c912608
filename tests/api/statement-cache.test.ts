import { type SQL, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../server/db/client'

/**
 * The statement cache of server/db/statement-cache.ts on a real PostgreSQL connection (PGlite has no pool):
 * which statements end up prepared, that the answers are the same, and that nothing it keeps breaks a later
 * query (a failed parse, a failed run, a rolled-back transaction). One connection, so `pg_prepared_statements`
 * (per session) shows what the pool's only client holds.
 */
const url = process.env.TEST_DATABASE_URL
const title = url
  ? 'statement cache [postgres]'
  : 'statement cache [postgres: skipped, TEST_DATABASE_URL is not set]'

describe.skipIf(!url)(title, () => {
  let handle: DatabaseHandle | undefined
  const open = async (statementCache: number) => {
    handle = await openDatabase({ url, poolMax: 1, statementCache })
    return handle
  }
  afterEach(async () => {
    await handle?.close()
    handle = undefined
  })
  type Db = DatabaseHandle['db']
  const rows = async (db: Db, query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const prepared = async (db: Db) =>
    (
      await rows(
        db,
        sql`select statement from pg_prepared_statements where name like 'obrafiado_%' order by statement`,
      )
    ).map((row) => row.statement)
  const first = async (db: Db, query: SQL) => (await rows(db, query))[0]?.n
  const plusOne = (db: Db, n: number) => first(db, sql`select ${n}::int + 1 as n`)
  const timesTwo = (db: Db, n: number) => first(db, sql`select ${n}::int * 2 as n`)
  const minusOne = (db: Db, n: number) => first(db, sql`select ${n}::int - 1 as n`)

  it('prepares each parameterized statement once per connection, up to the size, with the same answers', async () => {
    const { db } = await open(2)
    expect([
      await plusOne(db, 1),
      await plusOne(db, 41),
      await timesTwo(db, 4),
      await minusOne(db, 10),
    ]).toEqual([2, 42, 8, 9])
    await db.execute(sql`select 1`) // no parameters: left unnamed
    // The first two texts are kept, once each; the third ran unnamed (the cache was full).
    expect(await prepared(db)).toEqual(['select $1::int * 2 as n', 'select $1::int + 1 as n'])
    expect(await minusOne(db, 3)).toBe(2)
    expect(await prepared(db)).toHaveLength(2)
  })

  it('size 0 prepares nothing', async () => {
    const { db } = await open(0)
    expect(await plusOne(db, 1)).toBe(2)
    expect(await prepared(db)).toEqual([])
  })

  it('a statement that failed to parse or to run, or ran in a rolled-back transaction, runs again', async () => {
    const { db } = await open(10)
    const broken = (n: number) => db.execute(sql`select ${n}::int + from nowhere`)
    // A syntax error both times, not "prepared statement … does not exist" the second time.
    await expect(broken(1)).rejects.toMatchObject({ cause: { code: '42601' } })
    await expect(broken(2)).rejects.toMatchObject({ cause: { code: '42601' } })
    const divide = (n: number) => first(db, sql`select 10 / ${n}::int as n`)
    await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } }) // division by zero
    expect(await divide(5)).toBe(2)
    await expect(
      db.transaction(async (tx) => {
        await plusOne(tx, 1)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await plusOne(db, 2)).toBe(3)
    expect(await prepared(db)).toEqual(['select $1::int + 1 as n', 'select 10 / $1::int as n'])
  })
})
