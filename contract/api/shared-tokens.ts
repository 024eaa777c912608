import { CUSTOMER_ROLES } from '@contract/roles'
import { sharedTokenRequestSchema, sharedTokenSchema } from '@contract/sales'
import { z } from 'zod/mini'
import { route, routes } from './route'

const tokenAnswer = z.object({ token: z.nullable(z.string()), msg: z.string() })

/** /api/shared-tokens: a builder's long-lived codes, one per supplier, until deleted. */
export const sharedTokensRoutes = routes({
  list: route({
    method: 'GET',
    path: '/shared-tokens',
    access: CUSTOMER_ROLES,
    summary: 'Los códigos compartidos del comprador, uno por proveedor.',
    answer: z.object({ data: z.array(sharedTokenSchema) }),
  }),
  create: route({
    method: 'POST',
    path: '/shared-tokens/create',
    access: CUSTOMER_ROLES,
    summary: 'Crea (o reemplaza) el código compartido con un proveedor.',
    body: sharedTokenRequestSchema,
    answer: tokenAnswer,
  }),
  delete: route({
    method: 'POST',
    path: '/shared-tokens/delete',
    access: CUSTOMER_ROLES,
    summary: 'Desactiva el código compartido con un proveedor.',
    body: sharedTokenRequestSchema,
    answer: tokenAnswer,
  }),
})
