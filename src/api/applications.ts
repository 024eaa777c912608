import { applicationsRoutes } from '@contract/api/applications'
import { filesRoutes } from '@contract/api/files'
import type { DecisionRequest, QueueQuery } from '@machines/operator-applications'
import { call } from './call'

/** The platform operator's applications (docs/decisions.md#approval): the same endpoints as `npm run ops`. */
export const applicationsApi = {
  list: ({ status, search, page }: QueueQuery) =>
    call(applicationsRoutes.list, {
      query: { status, page: String(page), ...(search ? { search } : {}) },
    }),
  get: (id: string) => call(applicationsRoutes.get, { params: { id } }),
  decide: ({ kind, id, body }: DecisionRequest) =>
    kind === 'approve'
      ? call(applicationsRoutes.approve, { params: { id }, body })
      : call(applicationsRoutes.decline, { params: { id }, body }),
  /** A registration document's 5-minute link (the operator's only). */
  fileLink: (fileId: number) => call(filesRoutes.link, { params: { id: fileId } }),
}
