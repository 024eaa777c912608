import { actionResultSchema } from '@contract/http'
import { SUPPLIER_ROLES } from '@contract/roles'
import { reservedLineAnswerSchema, reservedLineRequestSchema, reservedLineSchema } from '@contract/sales'
import { z } from 'zod/mini'
import { route, routes } from './route'

/**
 * /api/reserved-credit-line: credit a builder sets aside for one supplier (docs/decisions.md#reserved-credit-lines),
 * as the supplier's organization sees and manages it.
 */
export const reservedCreditLineRoutes = routes({
  create: route({
    method: 'POST',
    path: '/reserved-credit-line/create',
    access: SUPPLIER_ROLES,
    summary: 'Reserva crédito de un comprador para el proveedor, con el código de compra del comprador.',
    body: reservedLineRequestSchema,
    answer: reservedLineAnswerSchema,
  }),
  list: route({
    method: 'GET',
    path: '/reserved-credit-line/get-by-supplier/:flag',
    access: SUPPLIER_ROLES,
    summary: 'Las líneas reservadas del proveedor: todas (all) o las activas (active).',
    answer: z.object({ data: z.array(reservedLineSchema) }),
  }),
  deactivate: route({
    method: 'POST',
    path: '/reserved-credit-line/deactivate/:id',
    access: SUPPLIER_ROLES,
    summary: 'Desactiva una línea reservada y devuelve al comprador el crédito no usado.',
    answer: actionResultSchema,
  }),
})
