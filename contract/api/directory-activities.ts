import { directoryActivityRequestSchema } from '@contract/directory'
import { actionResultSchema } from '@contract/http'
import { CUSTOMER_ROLES } from '@contract/roles'
import { route, routes } from './route'

/** /api/directory-activities: what builders do with a directory card (docs/decisions.md#directory). */
export const directoryActivitiesRoutes = routes({
  create: route({
    method: 'POST',
    path: '/directory-activities/create',
    access: CUSTOMER_ROLES,
    summary: 'Registra una visita o un contacto de un proveedor del directorio.',
    body: directoryActivityRequestSchema,
    answer: actionResultSchema,
  }),
})
