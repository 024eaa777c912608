import type { AssignProjectRequest } from '@contract/paymentActions'
import type { CreateProjectRequest, Project, ProjectForm } from '@contract/projects'
import { request } from './client'

export type ProjectAnswer = { success: boolean; msg: string; data?: Project }

/** Lists come as `{data}` (or a bare array from the original backend). */
const listOf = <T>(answer: { data: T[] } | T[]): T[] => (Array.isArray(answer) ? answer : (answer.data ?? []))

/** The customer's projects (docs/decisions.md#projects). */
export const projectsApi = {
  list: async () => listOf(await request<{ data: Project[] } | Project[]>('/projects')),
  get: async (id: number) => {
    const answer = await request<{ data: Project } | Project>(`/projects/${id}`)
    return 'data' in answer ? answer.data : answer
  },
  /** `{name}` alone (the assignment's new project) or the full form. */
  create: (body: CreateProjectRequest) => request<ProjectAnswer>('/projects', { method: 'POST', body }),
  update: (id: number, body: ProjectForm) =>
    request<ProjectAnswer>(`/projects/${id}`, { method: 'PUT', body }),
  /** One payment (or several with payment_ids) to a project. */
  assignToPayment: (body: AssignProjectRequest) =>
    request<ProjectAnswer>('/payments/assign-project-to-payment', { method: 'POST', body }),
}
