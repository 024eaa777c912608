import { customersRoutes } from '@contract/api/customers'
import { directoryActivitiesRoutes } from '@contract/api/directory-activities'
import { suppliersRoutes } from '@contract/api/suppliers'
import type { DirectoryEvent } from '@contract/directoryTexts'
import type { DirectoryPageOutput, DirectoryQueryInput, ReferSupplierBody } from '@machines/directory'
import { call } from './call'

const filtersOf = async () => {
  try {
    return (await call(suppliersRoutes.directoryFilters)).data
  } catch {
    // Without filters the directory still pages; the selects stay empty.
    return null
  }
}

export const directoryApi = {
  page: async ({ withFilters, ...query }: DirectoryQueryInput): Promise<DirectoryPageOutput> => {
    const [page, filters] = await Promise.all([
      call(suppliersRoutes.directory, {
        query: {
          page: String(query.page),
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
    call(directoryActivitiesRoutes.create, { body }),
  recommend: (body: ReferSupplierBody) => call(customersRoutes.referSupplier, { body }),
  stats: async () => (await call(suppliersRoutes.directoryStats)).data,
}
