import type { DirectoryFilters, DirectoryPage, DirectoryStats } from '@contract/directory'
import type { DirectoryEvent } from '@contract/directoryTexts'
import type { ActionResult } from '@contract/http'
import type { DirectoryPageOutput, DirectoryQueryInput, ReferSupplierBody } from '@machines/directory'
import { request } from './client'

const filtersOf = async () => {
  try {
    return (await request<DirectoryFilters>('/suppliers/get-directory-filters')).data
  } catch {
    // Without filters the directory still pages; the selects stay empty.
    return null
  }
}

export const directoryApi = {
  page: async ({ withFilters, ...query }: DirectoryQueryInput): Promise<DirectoryPageOutput> => {
    const [page, filters] = await Promise.all([
      request<DirectoryPage>('/suppliers/get-suppliers-to-show', {
        query: {
          page: query.page,
          search: query.search || undefined,
          state: query.state || undefined,
          city: query.city || undefined,
        },
      }),
      withFilters ? filtersOf() : Promise.resolve(undefined),
    ])
    return withFilters ? { ...page, filters } : page
  },
  track: (body: { event: DirectoryEvent; supplier_id: number }) =>
    request<ActionResult>('/directory-activities/create', { method: 'POST', body }),
  recommend: (body: ReferSupplierBody) =>
    request<ActionResult>('/customers/refer-supplier', { method: 'POST', body: { ...body } }),
  stats: async () => (await request<{ data: DirectoryStats }>('/suppliers/directory-stats')).data,
}
