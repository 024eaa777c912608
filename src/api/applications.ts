import { filesRoutes } from '@contract/api/files'
import type { ApplicationDetail } from '@contract/registration'
import type {
  ApplicationsPage,
  DecisionAnswer,
  DecisionRequest,
  QueueQuery,
} from '@machines/operator-applications'
import { call } from './call'
import { request } from './client'

/** The platform operator's applications (docs/decisions.md#approval): the same endpoints as `npm run ops`. */
export const applicationsApi = {
  list: ({ status, search, page }: QueueQuery) =>
    request<ApplicationsPage>('/applications', {
      query: { status, page, ...(search ? { search } : {}) },
    }),
  get: (id: string) => request<ApplicationDetail>(`/applications/${encodeURIComponent(id)}`),
  decide: ({ kind, id, body }: DecisionRequest) =>
    request<DecisionAnswer>(`/applications/${id}/${kind}`, { method: 'POST', body }),
  /** A registration document's 5-minute link (the operator's only). */
  fileLink: (fileId: number) => call(filesRoutes.link, { params: { id: fileId } }),
}
