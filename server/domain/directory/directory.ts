import {
  DIRECTORY_MSG,
  DIRECTORY_PAGE_SIZE,
  type DirectoryEntry,
  type DirectoryFilters,
  type DirectoryPage,
  type DirectoryQuery,
} from '@contract/directory'
import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import { type Db, inTurn } from '../../db/client'
import { containsPattern } from '../../db/fold'
import { organizations } from '../../db/schema'
import { notFound } from '../errors'
import { pageOf } from '../paging'

/**
 * The directory is the same for every builder and changes rarely: each API process keeps its answers for
 * DIRECTORY_CACHE_MS (docs/decisions.md#directory), per database, by query, at most DIRECTORY_CACHE_KEYS
 * entries (then it starts over). A supplier blocked or added shows in every process within that time.
 */
export const DIRECTORY_CACHE_MS = 5_000
const DIRECTORY_CACHE_KEYS = 1_000
type CacheEntry = { until: number; value: Promise<unknown> }
const caches = new WeakMap<Db, Map<string, CacheEntry>>()

function cached<T>(db: Db, clock: Clock, key: string, read: () => Promise<T>): Promise<T> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const now = clock.now().getTime()
  const hit = cache.get(key)
  if (hit && hit.until > now) return hit.value as Promise<T>
  if (cache.size >= DIRECTORY_CACHE_KEYS) cache.clear()
  const value = read()
  cache.set(key, { until: now + DIRECTORY_CACHE_MS, value })
  // A failed read is not kept.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key)
  })
  return value
}

/** The directory shows active supplier organizations only (the partial indexes of schema.ts match this). */
export const isListedSupplier = and(eq(organizations.kind, 'supplier'), eq(organizations.status, 'active'))

const entryColumns = {
  id: organizations.id,
  business_name: organizations.businessName,
  logo_url: organizations.logoUrl,
  directory_vendor_phone: organizations.directoryVendorPhone,
  map: organizations.mapUrl,
  state: organizations.state,
  city: organizations.city,
}

/**
 * GET /api/suppliers/get-suppliers-to-show (docs/decisions.md#directory): one page of active suppliers by
 * business name (then id), filtered by a name search (case- and accent-insensitive contains) and exact state
 * and city. A page past the last answers empty data with the real totals.
 */
export function directoryPage(db: Db, clock: Clock, query: DirectoryQuery): Promise<DirectoryPage> {
  const key = JSON.stringify([
    query.page ?? 1,
    query.per_page ?? DIRECTORY_PAGE_SIZE,
    query.search,
    query.state,
    query.city,
  ])
  return cached(db, clock, `page:${key}`, () => readDirectoryPage(db, query))
}

async function readDirectoryPage(db: Db, query: DirectoryQuery): Promise<DirectoryPage> {
  const perPage = query.per_page ?? DIRECTORY_PAGE_SIZE
  const page = query.page ?? 1
  const filters: (SQL | undefined)[] = [isListedSupplier]
  if (query.search)
    filters.push(sql`${organizations.searchName} like ${containsPattern(query.search)} escape '\\'`)
  if (query.state) filters.push(eq(organizations.state, query.state))
  if (query.city) filters.push(eq(organizations.city, query.city))
  const where = and(...filters)
  // The total and the page, in parallel on PostgreSQL's pool. The page finds its ids in the directory index
  // alone (deep pages skip index entries, not rows), then reads those rows.
  const ids = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.businessName), asc(organizations.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const [[totalRow], data] = await inTurn([
    db.select({ n: count() }).from(organizations).where(where),
    db
      .select(entryColumns)
      .from(organizations)
      .where(inArray(organizations.id, ids))
      .orderBy(asc(organizations.businessName), asc(organizations.id)) as Promise<DirectoryEntry[]>,
  ])
  return pageOf(data, page, perPage, totalRow?.n ?? 0)
}

/** GET /api/suppliers/get-directory-filters: each state with active suppliers and its cities, sorted. */
export function directoryFilters(db: Db, clock: Clock): Promise<DirectoryFilters> {
  return cached(db, clock, 'filters', () => readDirectoryFilters(db))
}

async function readDirectoryFilters(db: Db): Promise<DirectoryFilters> {
  const rows = await db
    .selectDistinct({ state: organizations.state, city: organizations.city })
    .from(organizations)
    .where(and(isListedSupplier, isNotNull(organizations.state)))
    .orderBy(asc(organizations.state), asc(organizations.city))
  const byState = new Map<string, string[]>()
  for (const row of rows) {
    const state = row.state as string
    const cities = byState.get(state) ?? []
    if (row.city) cities.push(row.city)
    byState.set(state, cities)
  }
  return { data: [...byState].map(([state, cities]) => ({ state, cities })) }
}

/** An active supplier organization's id, or the 404 'Proveedor no encontrado'. */
export async function listedSupplier(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), isListedSupplier))
  if (!row) throw notFound(DIRECTORY_MSG.supplierNotFound)
  return row.id
}
