import type { SupplierSummary } from '@contract/sales'
import {
  type CodeProjectMachine,
  codeProjectMachine,
  type PurchaseCodeMachine,
  purchaseCodeMachine,
} from '@machines/purchase-code'
import { createResourceMachine } from '@machines/resource'
import { type SharedCodeMachine, sharedCodeMachine } from '@machines/shared-code'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { projectPurchasesApi } from '@/api/projectPurchases'
import { purchaseCodesApi } from '@/api/purchaseCodes'

/** The page provides `clearSelectedProject` (a new code clears the project chosen in `codeProjectLogic`). */
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

/** Assign-to-project of the purchase code: the builder's projects and POST projects/assign. */
export const codeProjectLogic = codeProjectMachine.provide({
  actors: {
    loadProjects: fromPromise(async () =>
      (await projectPurchasesApi.projects()).map((project) => ({ id: project.id, name: project.name })),
    ),
    assignProjectToCode: fromPromise(({ input }) => projectPurchasesApi.assignToCode(input)),
  },
})
export type CodeProjectActorRef = ActorRefFrom<CodeProjectMachine>
