import { type SaleMachine, saleMachine } from '@machines/sale'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { salesApi } from '@/api/sales'
import { vendorStore } from '@/lib/vendorStore'

export const saleLogic = saleMachine.provide({
  actors: {
    lookupCustomer: fromPromise(({ input }) => salesApi.lookupCustomer(input.userId)),
    createSale: fromPromise(({ input }) => salesApi.create(input.request, input.idempotencyKey)),
    readSelectedVendor: fromPromise(() => vendorStore.read()),
    /** GET /api/suppliers/get-vendors, only for a user who may select a vendor. */
    loadVendors: fromPromise(() => salesApi.vendors()),
  },
  actions: {
    saveSelectedVendor: (_, { vendorId }) => vendorStore.save(vendorId),
  },
})
export type SaleActorRef = ActorRefFrom<SaleMachine>
