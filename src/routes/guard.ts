import { type RoleName, SUPPLIER_ROLES } from '@contract/roles'
import type { SessionStatus } from '@machines/session'
import { homeOf } from '@/session/roles'
import type { RouteDef } from './table'

export type Decision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; rememberCheckout?: string }

export interface GuardInput {
  route: RouteDef
  /** The path actually visited. */
  path: string
  params: Record<string, string | undefined>
  query: URLSearchParams
  session: SessionStatus
  registerToken: string | null
  /** 'register_completed' is stored (the application was just submitted). */
  registerCompleted?: boolean
}

const signedIn = (session: SessionStatus, roles: readonly RoleName[] | null): Decision => {
  if (session.status === 'pending') return { kind: 'wait' }
  if (session.status === 'anonymous') return { kind: 'redirect', to: '/login' }
  if (roles && !roles.includes(session.role)) return { kind: 'redirect', to: homeOf(session.role) }
  return { kind: 'render' }
}

/**
 * The route guard of docs/decisions.md#routes-and-navigation, as a pure function of the visit and the
 * session.
 */
export const decide = ({
  route,
  path,
  params,
  query,
  session,
  registerToken,
  registerCompleted,
}: GuardInput): Decision => {
  const access = route.access
  switch (access.kind) {
    case 'public':
      return { kind: 'render' }
    case 'roles':
      return signedIn(session, access.roles)
    case 'checkout': {
      if (session.status === 'anonymous') return { kind: 'redirect', to: '/login', rememberCheckout: path }
      return signedIn(session, access.roles)
    }
    case 'statement':
      // A builder's statement by the token of its mail; without one, the signed-in supplier's own.
      if (params.token || query.get('token')) return { kind: 'render' }
      return signedIn(session, SUPPLIER_ROLES)
    case 'register': {
      const hasToken = Boolean(registerToken || query.get('register_token'))
      if (hasToken || path === '/register/info') return { kind: 'render' }
      // Success forgets the token: its screen stays reachable while 'register_completed' is stored.
      if (path === '/register/success' && registerCompleted) return { kind: 'render' }
      return { kind: 'redirect', to: '/register/info' }
    }
  }
}

/** `/` sends each role home, or to login. */
export const decideRoot = (session: SessionStatus): Decision => {
  if (session.status === 'pending') return { kind: 'wait' }
  if (session.status === 'anonymous') return { kind: 'redirect', to: '/login' }
  return { kind: 'redirect', to: homeOf(session.role) }
}
