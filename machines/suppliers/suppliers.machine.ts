import type { BusinessInformation } from '@contract/directory'
import type { SupplierSummary } from '@contract/sales'
import { fromPromise, setup } from 'xstate'
import { loadStates } from '../resource/loadStates'
import { createResourceMachine } from '../resource/resource.machine'
import { hasStatus } from '../shared/failure'

/** /suppliers 'Mis proveedores': the builder's suppliers (GET customers/get-suppliers), loaded once, retry on failure. */
export const mySuppliersMachine = createResourceMachine<SupplierSummary[]>('mySuppliers')

export interface SupplierProfileContext {
  id: string
  /** The factoring brand, for the statuses that name it ('Pagado a Impulso'). */
  brand: string
  data: BusinessInformation | null
  error: string | null
}
export type SupplierProfileEvent = { type: 'profile.reload' }

/**
 * /supplier/:id: one supplier's business information for the builder. A 404 (unknown, blocked or not a
 * supplier) is its own state, 'Proveedor no encontrado', with no retry; other failures can be retried.
 */
export const supplierProfileMachine = setup({
  types: {
    context: {} as SupplierProfileContext,
    events: {} as SupplierProfileEvent,
    input: {} as { id: string; brand: string },
  },
  actors: {
    load: fromPromise<BusinessInformation, { id: string }>(async () => {
      throw new Error('supplierProfile: load not provided')
    }),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => hasStatus(params.error, 404),
  },
}).createMachine({
  id: 'supplierProfile',
  context: ({ input }) => ({ id: input.id, brand: input.brand, data: null, error: null }),
  initial: 'loading',
  states: {
    ...loadStates<SupplierProfileContext, BusinessInformation, 'load', { id: string }>({
      src: 'load',
      input: (context) => ({ id: context.id }),
      loaded: (data) => ({ data }),
      retry: 'profile.reload',
      refusals: [
        {
          guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
          target: 'notFound',
        },
      ],
    }),
    ready: { tags: ['ready'] },
    notFound: { tags: ['notFound'] },
  },
})
