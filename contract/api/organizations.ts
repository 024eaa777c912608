import { actionResultSchema } from '@contract/http'
import { contactUpdateSchema } from '@contract/profile'
import { route, routes } from './route'

/** /api/organizations: the caller's own business. */
export const organizationsRoutes = routes({
  updateContact: route({
    method: 'POST',
    path: '/organizations/update-contact',
    access: ['admin-supplier', 'admin-customer'],
    summary: 'Cambia el teléfono, el correo y la dirección del negocio (y su RFC mientras no tenga).',
    body: contactUpdateSchema,
    answer: actionResultSchema,
  }),
})
