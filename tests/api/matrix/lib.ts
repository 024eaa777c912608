import type { RoleName } from '@contract/roles'
import { ACTORS, type Actor, type TestContext } from '../harness'

/**
 * The authorization matrix's vocabulary (see authorization-matrix.test.ts). Each feature's routes live in a
 * module of this folder that exports a `MatrixEntry[]`; the test joins them.
 */
export type Expected = number | '-'
export type Row = Record<Actor, Expected>
export type RequestSpec = {
  path?: string
  json?: unknown
  /** A multipart body (uploads). */
  form?: FormData
}
export type MatrixEntry = {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`
  expect: Row
  /** For action answers `{success, msg}`: the `success` each listed actor gets. */
  success?: Partial<Record<Actor, boolean>>
  request?: (input: {
    ctx: TestContext
    actor: Actor
    email: string | undefined
  }) => RequestSpec | Promise<RequestSpec>
}

/** The role each actor signs in with. */
export const ROLE_OF: Record<Exclude<Actor, 'anonymous'>, RoleName> = {
  admin: 'admin',
  'admin-supplier': 'admin-supplier',
  'vendor-supplier': 'vendor-supplier',
  'admin-customer': 'admin-customer',
  customer: 'customer',
  vendor: 'vendor',
  'other-supplier': 'admin-supplier',
  'other-customer': 'admin-customer',
}

export const row = (status: (actor: Actor) => Expected): Row =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status(actor)])) as Row
/** Public: everyone, signed in or not, gets `status`. */
export const everyone = (status: number) => row(() => status)
/** Signed-in users with one of the roles get `ok`; other users 403; anonymous 401. */
export const onlyRoles = (roles: readonly RoleName[], ok = 200) =>
  row((actor) => (actor === 'anonymous' ? 401 : roles.includes(ROLE_OF[actor]) ? ok : 403))
/** Any signed-in user gets `ok`; anonymous 401. */
export const anySignedIn = (ok = 200) => onlyRoles(Object.values(ROLE_OF), ok)

export const SUPPLIER: RoleName[] = ['admin-supplier', 'vendor-supplier']
export const CUSTOMER: RoleName[] = ['admin-customer', 'customer']
