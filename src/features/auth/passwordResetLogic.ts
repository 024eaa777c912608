import { type PasswordResetMachine, passwordResetMachine } from '@machines/password-reset'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { authApi } from '@/api/auth'

export const passwordResetLogic = passwordResetMachine.provide({
  actors: {
    requestResetLink: fromPromise(({ input }) => authApi.forgotPassword(input.email)),
    changePassword: fromPromise(({ input }) => authApi.changePassword(input)),
  },
})

export type PasswordResetActorRef = ActorRefFrom<PasswordResetMachine>
