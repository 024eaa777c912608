import { statusCustomerRequestSchema, statusCustomerResponseSchema } from '@contract/registration'
import { route, routes } from './route'

/** /api/status-customer: the registration wizard's steps, by the register token (no login). */
export const statusCustomerRoutes = routes({
  create: route({
    method: 'POST',
    path: '/status-customer/create',
    access: 'public',
    summary: 'Registra un paso completo de la solicitud; el último la envía.',
    body: statusCustomerRequestSchema,
    answer: statusCustomerResponseSchema,
  }),
})
