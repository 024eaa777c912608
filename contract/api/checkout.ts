import { actionResultSchema } from '@contract/http'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import {
  checkoutCreateAnswerSchema,
  checkoutCreateRequestSchema,
  checkoutDetailsSchema,
} from '@contract/sales'
import { route, routes } from './route'

/**
 * /api/checkout: an online store's sale by payment code. Paying needs the signed-in builder the code was made
 * for (a code alone must not spend someone's credit).
 */
export const checkoutRoutes = routes({
  create: route({
    method: 'POST',
    path: '/checkout/create',
    access: SUPPLIER_ROLES,
    summary: 'Crea un código de pago para una compra en línea.',
    body: checkoutCreateRequestSchema,
    answer: checkoutCreateAnswerSchema,
  }),
  details: route({
    method: 'POST',
    path: '/checkout/get-details/:code',
    access: CUSTOMER_ROLES,
    summary: 'Lo que el comprador va a pagar con un código de pago.',
    answer: checkoutDetailsSchema,
  }),
  pay: route({
    method: 'POST',
    path: '/checkout/pay/:code',
    access: CUSTOMER_ROLES,
    summary: 'Paga la compra con la línea de crédito del comprador (una vez por código).',
    answer: actionResultSchema,
  }),
})
