import { type ClientRegistrationMachine, clientRegistrationMachine } from '@machines/client-registration'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { clientRegistrationApi } from '@/api/clientRegistration'
import { vendorStore } from '@/lib/vendorStore'

export const clientRegistrationLogic = clientRegistrationMachine.provide({
  actors: {
    readSelectedVendor: fromPromise(() => vendorStore.read()),
    loadClientForm: fromPromise(({ input }) => clientRegistrationApi.form(input.code)),
    registerClient: fromPromise(({ input }) => clientRegistrationApi.register(input)),
  },
  actions: {
    saveSelectedVendor: (_, { vendorId }) => vendorStore.save(vendorId),
  },
})

export type ClientRegistrationActorRef = ActorRefFrom<ClientRegistrationMachine>
