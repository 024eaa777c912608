import type { SupplierSummary } from '@contract/sales'
import { type PurchaseCodeMachine, purchaseCodeMachine } from '@machines/purchase-code'
import { createResourceMachine } from '@machines/resource'
import { type SharedCodeMachine, sharedCodeMachine } from '@machines/shared-code'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { purchaseCodesApi } from '@/api/purchaseCodes'

/** The projects area provides `clearSelectedProject` when it arrives; until then the hook does nothing. */
export const purchaseCodeLogic = purchaseCodeMachine.provide({
  actors: { generateCode: fromPromise(() => purchaseCodesApi.generate()) },
})
export type PurchaseCodeActorRef = ActorRefFrom<PurchaseCodeMachine>

export const sharedCodeLogic = sharedCodeMachine.provide({
  actors: {
    loadSharedTokens: fromPromise(() => purchaseCodesApi.sharedTokens()),
    createSharedToken: fromPromise(({ input }) => purchaseCodesApi.createSharedToken(input)),
    deleteSharedToken: fromPromise(({ input }) => purchaseCodesApi.deleteSharedToken(input)),
  },
})
export type SharedCodeActorRef = ActorRefFrom<SharedCodeMachine>

export const suppliersMachine = createResourceMachine<SupplierSummary[]>('suppliers')
export const suppliersLogic = suppliersMachine.provide({
  actors: { load: fromPromise(() => purchaseCodesApi.suppliers()) },
})
export type SuppliersActorRef = ActorRefFrom<typeof suppliersMachine>
