import type { RoleName } from '@contract/roles'
import type { SnapshotFrom } from 'xstate'
import type { SessionMachine } from './session.machine'

type SessionSnapshot = SnapshotFrom<SessionMachine>

export const selectUser = (s: SessionSnapshot) => s.context.user
export const selectRole = (s: SessionSnapshot): RoleName | null => s.context.user?.role_name ?? null
export const selectIsAuthenticated = (s: SessionSnapshot) => s.hasTag('authenticated')
export const selectIsPending = (s: SessionSnapshot) => s.hasTag('pending')
export const selectIsBusy = (s: SessionSnapshot) => s.hasTag('busy')
/** What the route guards know of the session: still being restored, nobody, or a user of a role. */
export type SessionStatus =
  | { status: 'pending' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; role: RoleName }

export const selectSessionStatus = (s: SessionSnapshot): SessionStatus => {
  const role = selectRole(s)
  if (selectIsAuthenticated(s) && role !== null) return { status: 'authenticated', role }
  return selectIsPending(s) ? { status: 'pending' } : { status: 'anonymous' }
}
export const selectIsSigningOut = (s: SessionSnapshot) => s.hasTag('signingOut')
export const selectLoginError = (s: SessionSnapshot) => s.context.error
export const selectFieldErrors = (s: SessionSnapshot) => s.context.fieldErrors
