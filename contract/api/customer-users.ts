import { actionResultSchema } from '@contract/http'
import { createBuyerRequestSchema, createdBuyerSchema } from '@contract/paymentActions'
import { z } from 'zod/mini'
import { route, routes } from './route'

/** /api/customer-users: the buyer users a builder's administrator adds to its business. */
export const customerUsersRoutes = routes({
  create: route({
    method: 'POST',
    path: '/customer-users/create',
    access: ['admin-customer'],
    summary: 'Da de alta un usuario comprador y le envía el enlace para crear su contraseña.',
    body: createBuyerRequestSchema,
    answer: z.object({ ...actionResultSchema.shape, data: createdBuyerSchema }),
  }),
})
