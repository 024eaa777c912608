import { paymentsRoutes } from '@contract/api/payments'
import { projectActivitiesRoutes } from '@contract/api/project-activities'
import { projectsRoutes } from '@contract/api/projects'
import type { AssignProjectRequest } from '@contract/paymentActions'
import type { CreateProjectRequest, ProjectForm } from '@contract/projects'
import type { ProjectActivityEvent } from '@contract/quotes'
import { call } from './call'

/** Lists come as `{data}` (or a bare array from the original backend). */
const listOf = <T>(answer: { data: T[] } | T[]): T[] => (Array.isArray(answer) ? answer : (answer.data ?? []))

/** The customer's projects (docs/decisions.md#projects). */
export const projectsApi = {
  list: async () => listOf(await call(projectsRoutes.list)),
  /** The projects screen: each project with its spent amount and number of purchases. */
  listWithTotals: async () => listOf(await call(projectsRoutes.listWithTotals)),
  /** Construction types and phases (seeded on the server). */
  catalogue: () => call(projectsRoutes.catalogue),
  /** A tracked click of the projects screen (fire-and-forget). */
  track: (event: ProjectActivityEvent) => call(projectActivitiesRoutes.create, { body: { event } }),
  get: async (id: number) => (await call(projectsRoutes.get, { params: { id } })).data,
  /** `{name}` alone (the assignment's new project) or the full form. */
  create: (body: CreateProjectRequest) => call(projectsRoutes.create, { body }),
  update: (id: number, body: ProjectForm) => call(projectsRoutes.update, { params: { id }, body }),
  /** One payment (or several with payment_ids) to a project. */
  assignToPayment: (body: AssignProjectRequest) => call(paymentsRoutes.assignProject, { body }),
}
