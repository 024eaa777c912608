import { customersRoutes } from '@contract/api/customers'
import { paymentsRoutes } from '@contract/api/payments'
import type { Project } from '@contract/projects'
import type { AssignPaymentsRequest, AssignProjectToCodeRequest } from '@contract/quotes'
import type { PurchasesQuery } from '@machines/project-purchases'
import { call } from './call'
import { request } from './client'
import { queryText } from './query'

export type AssignAnswer = { success: boolean; msg: string }

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
  assignPayments: (body: AssignPaymentsRequest) =>
    request<AssignAnswer>('/projects/assign-payments', { method: 'POST', body }),
  /** The builder's projects (for the purchase code's project). */
  projects: async () => listOf(await request<{ data: Project[] } | Project[]>('/projects')),
  /** POST projects/assign: the next sale made with the live purchase code lands in this project. */
  assignToCode: (body: AssignProjectToCodeRequest) =>
    request<AssignAnswer>('/projects/assign', { method: 'POST', body }),
}
