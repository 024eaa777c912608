import { paymentsRoutes } from '@contract/api/payments'
import type { AssignProjectRequest } from '@contract/paymentActions'
import type { CreateProjectRequest, Project, ProjectForm } from '@contract/projects'
import type { ProjectActivityEvent, ProjectCatalogue } from '@contract/quotes'
import { call } from './call'
import { request } from './client'

export type ProjectAnswer = { success: boolean; msg: string; data?: Project }

/** Lists come as `{data}` (or a bare array from the original backend). */
const listOf = <T>(answer: { data: T[] } | T[]): T[] => (Array.isArray(answer) ? answer : (answer.data ?? []))

/** The customer's projects (docs/decisions.md#projects). */
export const projectsApi = {
  list: async () => listOf(await request<{ data: Project[] } | Project[]>('/projects')),
  /** The projects screen: each project with its spent amount and number of purchases. */
  listWithTotals: async () =>
    listOf(await request<{ data: Project[] } | Project[]>('/projects/projects-with-totals')),
  /** Construction types and phases (seeded on the server). */
  catalogue: async () => {
    const answer = await request<ProjectCatalogue | { data: ProjectCatalogue }>('/projects/catalogue')
    return 'data' in answer ? answer.data : answer
  },
  /** A tracked click of the projects screen (fire-and-forget). */
  track: (event: ProjectActivityEvent) =>
    request<unknown>('/project-activities', { method: 'POST', body: { event } }),
  get: async (id: number) => {
    const answer = await request<{ data: Project } | Project>(`/projects/${id}`)
    return 'data' in answer ? answer.data : answer
  },
  /** `{name}` alone (the assignment's new project) or the full form. */
  create: (body: CreateProjectRequest) => request<ProjectAnswer>('/projects', { method: 'POST', body }),
  update: (id: number, body: ProjectForm) =>
    request<ProjectAnswer>(`/projects/${id}`, { method: 'PUT', body }),
  /** One payment (or several with payment_ids) to a project. */
  assignToPayment: (body: AssignProjectRequest) => call(paymentsRoutes.assignProject, { body }),
}
