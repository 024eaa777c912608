import { type ProjectPurchasesMachine, projectPurchasesMachine } from '@machines/project-purchases'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { projectPurchasesApi } from '@/api/projectPurchases'

/** The drawers add `assigned` (tell the page, close) with one more `.provide()`. */
export const projectPurchasesLogic = projectPurchasesMachine.provide({
  actors: {
    loadPurchases: fromPromise(({ input }) => projectPurchasesApi.purchases(input)),
    searchSuppliers: fromPromise(({ input }) => projectPurchasesApi.searchSuppliers(input.term)),
    assignPayments: fromPromise(({ input }) => projectPurchasesApi.assignPayments(input)),
  },
})
export type ProjectPurchasesActorRef = ActorRefFrom<ProjectPurchasesMachine>
