import { customersRoutes } from '@contract/api/customers'
import { paymentsRoutes } from '@contract/api/payments'
import { projectsRoutes } from '@contract/api/projects'
import type { AssignPaymentsRequest, AssignProjectToCodeRequest } from '@contract/quotes'
import type { PurchasesQuery } from '@machines/project-purchases'
import { call } from './call'
import { queryText } from './query'

/** Lists come as `{data}` (or a bare array from the original backend). */
const listOf = <T>(answer: { data: T[] } | T[]): T[] => (Array.isArray(answer) ? answer : (answer.data ?? []))

/**
 * Purchases and projects as the builder assigns them: the purchases not yet in a project (or those of one
 * project), the bulk assignment, the supplier filter's search and the project of the live purchase code.
 */
export const projectPurchasesApi = {
  /** GET payments/get-payments-to-projects: without project_id, the purchases not yet in a project. */
  purchases: ({ page, project_id, supplier_id, ...dates }: PurchasesQuery) =>
    call(paymentsRoutes.toProjects, {
      query: {
        ...dates,
        page: String(page),
        project_id: queryText(project_id),
        supplier_id: queryText(supplier_id),
      },
    }),
  /** The payments list's counterpart search for customers: the suppliers the builder bought from. */
  searchSuppliers: async (term: string) => (await call(customersRoutes.search, { params: { term } })).data,
  assignPayments: (body: AssignPaymentsRequest) => call(projectsRoutes.assignPayments, { body }),
  /** The builder's projects (for the purchase code's project). */
  projects: async () => listOf(await call(projectsRoutes.list)),
  /** POST projects/assign: the next sale made with the live purchase code lands in this project. */
  assignToCode: (body: AssignProjectToCodeRequest) => call(projectsRoutes.assignToCode, { body }),
}
