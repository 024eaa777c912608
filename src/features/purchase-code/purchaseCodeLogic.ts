import type { SupplierSummary } from '@contract/sales'
import {
  type CodeProjectEvent,
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

/** The page provides `showCodeProject` (the project of the code shown, in `codeProjectLogic`). */
export const purchaseCodeLogic = purchaseCodeMachine.provide({
  actors: {
    loadCode: fromPromise(() => purchaseCodesApi.live()),
    generateCode: fromPromise(({ input }) => purchaseCodesApi.generate(input)),
  },
})
export type PurchaseCodeActorRef = ActorRefFrom<PurchaseCodeMachine>

/**
 * The purchase-code flow's `showCodeProject` hook wired to the page's project flow: the project of the code
 * shown is brought back, a code without one (every new code) clears the choice.
 */
export const showCodeProjectIn = (project: { send: (event: CodeProjectEvent) => void }) => ({
  showCodeProject: (_: unknown, { projectId }: { projectId: number | null }) =>
    project.send(projectId === null ? { type: 'project.clear' } : { type: 'project.restore', id: projectId }),
})

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
