import { mySuppliersMachine, supplierProfileMachine } from '@machines/suppliers'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { accountApi } from '@/api/account'

export const mySuppliersLogic = mySuppliersMachine.provide({
  actors: { load: fromPromise(() => accountApi.mySuppliers()) },
})
export type MySuppliersActorRef = ActorRefFrom<typeof mySuppliersMachine>

export const supplierProfileLogic = supplierProfileMachine.provide({
  actors: { load: fromPromise(({ input }) => accountApi.supplierProfile(input.id)) },
})
export type SupplierProfileActorRef = ActorRefFrom<typeof supplierProfileMachine>
