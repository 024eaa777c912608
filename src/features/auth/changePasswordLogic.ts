import { type ChangePasswordMachine, changePasswordMachine } from '@machines/password-reset'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { authApi } from '@/api/auth'

export const changePasswordLogic = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise(({ input }) => authApi.changePassword(input)),
  },
})

export type ChangePasswordActorRef = ActorRefFrom<ChangePasswordMachine>
