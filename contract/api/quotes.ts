import {
  createQuoteRequestSchema,
  quoteCreatedSchema,
  quoteSchema,
  quotesPageQuerySchema,
  quotesPageSchema,
} from '@contract/quotes'
import { CUSTOMER_ROLES } from '@contract/roles'
import { z } from 'zod/mini'
import { route, routes } from './route'

/** /api/quotes: a builder's quote requests (another business's request is a 404). */
export const quotesRoutes = routes({
  list: route({
    method: 'GET',
    path: '/quotes',
    access: CUSTOMER_ROLES,
    summary: 'Las solicitudes de cotización del comprador, de la más nueva a la más antigua.',
    query: quotesPageQuerySchema,
    answer: quotesPageSchema,
  }),
  create: route({
    method: 'POST',
    path: '/quotes',
    access: CUSTOMER_ROLES,
    summary: 'Solicita una cotización para uno de sus proyectos.',
    body: createQuoteRequestSchema,
    answer: quoteCreatedSchema,
  }),
  get: route({
    method: 'GET',
    path: '/quotes/:id',
    access: CUSTOMER_ROLES,
    summary: 'Una solicitud de cotización con las cotizaciones que recibió.',
    answer: z.object({ data: quoteSchema }),
  }),
})
