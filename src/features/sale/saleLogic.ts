import type { Vendor } from '@contract/sales'
import { createResourceMachine } from '@machines/resource'
import { type SaleMachine, saleMachine } from '@machines/sale'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { salesApi } from '@/api/sales'

export const saleLogic = saleMachine.provide({
  actors: {
    lookupCustomer: fromPromise(({ input }) => salesApi.lookupCustomer(input.userId)),
    createSale: fromPromise(({ input }) => salesApi.create(input.request, input.idempotencyKey)),
  },
})
export type SaleActorRef = ActorRefFrom<SaleMachine>

export const vendorsMachine = createResourceMachine<Vendor[]>('vendors')
/** GET /api/suppliers/get-vendors, for a user who may select a vendor. */
export const vendorsLogic = vendorsMachine.provide({
  actors: { load: fromPromise(() => salesApi.vendors()) },
})
/** The same actor for everyone else: no vendor list, no call. */
export const noVendorsLogic = vendorsMachine.provide({
  actors: { load: fromPromise(async () => [] as Vendor[]) },
})
export type VendorsActorRef = ActorRefFrom<typeof vendorsMachine>
