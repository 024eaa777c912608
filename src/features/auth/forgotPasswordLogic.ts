import { type ForgotPasswordMachine, forgotPasswordMachine } from '@machines/password-reset'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { authApi } from '@/api/auth'

export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    requestResetLink: fromPromise(({ input }) => authApi.forgotPassword(input.email)),
  },
})

export type ForgotPasswordActorRef = ActorRefFrom<ForgotPasswordMachine>
