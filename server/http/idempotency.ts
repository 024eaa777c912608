import { createHash, randomBytes } from 'node:crypto'
import { SALE_MSG } from '@contract/sales'
import { and, eq, isNull, lt, lte } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { type Clock, DAY, MINUTE } from '../clock'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import type { OnCommit } from '../domain/payments/rules'
import type { AuthEnv } from './env'
import { msgResponse } from './responses'

/** Answers are kept this long per (user, key) (docs/decisions.md#sales). */
export const IDEMPOTENCY_TTL_MS = DAY
/** A first request that has not answered after this long is taken as dead (its process crashed). */
export const IDEMPOTENCY_LEASE_MS = 2 * MINUTE
const KEY_RE = /^[\x21-\x7e]{1,200}$/

export type IdempotencyHandle = {
  /**
   * Stores the answer inside the caller's transaction (pass it to the domain as `onCommit`): the sale and
   * its stored answer commit together, so a retry after a crash can never sell twice.
   */
  onCommit: OnCommit
}
export type IdempotentEnv = AuthEnv & { Variables: { idempotency?: IdempotencyHandle } }

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type Claim =
  | { kind: 'claimed'; id: number; lease: string }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' }

async function claim(db: Db, clock: Clock, userId: number, key: string, fingerprint: string): Promise<Claim> {
  const now = clock.now()
  const lease = randomBytes(16).toString('base64url')
  for (let round = 0; round < 3; round++) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        fingerprint,
        leaseToken: lease,
        lockedAt: now,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id })
    if (inserted) return { kind: 'claimed', id: inserted.id, lease }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    if (!row) continue
    if (row.expiresAt <= now) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, row.id), lte(idempotencyKeys.expiresAt, now)))
      continue
    }
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' }
    if (row.statusCode !== null && row.responseBody !== null) {
      return { kind: 'replay', status: row.statusCode, body: row.responseBody }
    }
    if (row.lockedAt.getTime() < now.getTime() - IDEMPOTENCY_LEASE_MS) {
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ leaseToken: lease, lockedAt: now })
        .where(
          and(
            eq(idempotencyKeys.id, row.id),
            isNull(idempotencyKeys.statusCode),
            eq(idempotencyKeys.leaseToken, row.leaseToken),
          ),
        )
        .returning({ id: idempotencyKeys.id })
      if (taken) return { kind: 'claimed', id: taken.id, lease }
    }
    return { kind: 'in-flight' }
  }
  return { kind: 'in-flight' }
}

/** Stores the answer while this request still holds the key; false when it lost the lease. */
async function complete(db: Db, id: number, lease: string, status: number, body: string): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ statusCode: status, responseBody: body })
    .where(
      and(
        eq(idempotencyKeys.id, id),
        eq(idempotencyKeys.leaseToken, lease),
        isNull(idempotencyKeys.statusCode),
      ),
    )
    .returning({ id: idempotencyKeys.id })
  return rows.length === 1
}

/** Lets a retry run again after this request failed with a 5xx (nothing was committed). */
async function release(db: Db, id: number, lease: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.id, id),
        eq(idempotencyKeys.leaseToken, lease),
        isNull(idempotencyKeys.statusCode),
      ),
    )
}

/**
 * `Idempotency-Key` on money-moving POSTs (docs/decisions.md#sales); goes after requireAuth. Keys are per
 * user and
 * kept 24 h with a fingerprint of method, path and body:
 * - first use: the request runs; its answer (any status below 500) is stored, inside the sale's transaction
 *   when the handler passes `c.var.idempotency.onCommit` to the domain;
 * - same key and body again: the stored answer, with `Idempotent-Replayed: true`, and nothing runs;
 * - same key, different body: 422 `{msg}`; while the first is still running: 409 `{msg}`;
 * - after a 5xx, or an answer that did nothing (400, 403, 404, 413, 422, 429), the key is freed: nothing is
 *   stored.
 * No header: the request runs as usual.
 */
/**
 * Statuses of a request that did nothing: bad input (400, 413, 422), not allowed (403), not found (404), a cap
 * reached (429).
 */
const NOTHING_DONE = new Set([400, 403, 404, 413, 422, 429])

export const idempotency = createMiddleware<IdempotentEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key')
  if (key === undefined) return next()
  if (!KEY_RE.test(key)) return msgResponse(422, SALE_MSG.idempotencyKeyInvalid)
  const { db, clock } = c.var.deps
  const body = await c.req.text()
  const fingerprint = sha256(`${c.req.method} ${c.req.path} ${sha256(body)}`)
  const claimed = await claim(db, clock, c.var.auth.userId, key, fingerprint)
  switch (claimed.kind) {
    case 'replay':
      return new Response(claimed.body, {
        status: claimed.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
      })
    case 'mismatch':
      return msgResponse(422, SALE_MSG.idempotencyMismatch)
    case 'in-flight':
      return msgResponse(409, SALE_MSG.idempotencyConflict)
  }
  // What the transaction stored; it counts only if that transaction committed, i.e. if it is the answer sent
  // (a refusal after onCommit rolls the stored answer back and sends another one).
  let storedInTransaction: string | undefined
  c.set('idempotency', {
    onCommit: async (tx, status, answer) => {
      const text = JSON.stringify(answer)
      if (!(await complete(tx, claimed.id, claimed.lease, status, text))) {
        // Another request took the key over: roll this one back rather than commit a second sale.
        throw new Error('Idempotency-Key lease lost')
      }
      storedInTransaction = text
    },
  })
  await next()
  // A 5xx frees the key for a retry; so does an answer that did nothing (input refused, an object not found,
  // a guess counter or request limit at its cap: the DomainError rolled back whatever ran), so that a refusal
  // writes nothing, not even the key. Business refusals (200 `{success: false}`) may have counted something (a
  // wrong code) and are stored and replayed.
  if (c.res.status >= 500 || (NOTHING_DONE.has(c.res.status) && storedInTransaction === undefined)) {
    await release(db, claimed.id, claimed.lease)
    return
  }
  const sent = await c.res.clone().text()
  if (sent !== storedInTransaction) await complete(db, claimed.id, claimed.lease, c.res.status, sent)
})

/** Deletes answers older than 24 h (the hourly job; expired keys are also replaced on reuse). */
export async function pruneIdempotencyKeys(db: Db, clock: Clock): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, clock.now()))
    .returning({ id: idempotencyKeys.id })
  return rows.length
}
