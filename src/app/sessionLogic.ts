import { sessionMachine } from '@machines/session'
import { fromPromise } from 'xstate'
import { authApi } from '@/api/auth'
import { sessionStore } from '@/api/sessionStore'

/** The session machine with the browser's storage and the HTTP API. */
export const sessionLogic = sessionMachine.provide({
  actors: {
    readStoredToken: fromPromise(async () => sessionStore.token()),
    signIn: fromPromise(({ input }) => authApi.login(input)),
    loadUser: fromPromise(({ input }) => authApi.user(input.token)),
    revokeSession: fromPromise(async ({ input }) => {
      await authApi.logout(input.token)
    }),
  },
  actions: {
    storeSession: (_, params) => sessionStore.save(params),
    clearStoredSession: () => sessionStore.clear(),
  },
})
