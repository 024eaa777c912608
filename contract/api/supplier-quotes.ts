import { actionResultSchema } from '@contract/http'
import { quoteRequestsPageSchema, quotesPageQuerySchema, supplierQuoteFieldsSchema } from '@contract/quotes'
import { SUPPLIER_ROLES } from '@contract/roles'
import { route, routes } from './route'

/** /api/supplier-quotes: the suppliers' side of quote requests (docs/decisions.md#quotes). */
export const supplierQuotesRoutes = routes({
  requests: route({
    method: 'GET',
    path: '/supplier-quotes/requests',
    access: SUPPLIER_ROLES,
    summary: 'Las solicitudes de cotización abiertas, con la respuesta propia si la hay.',
    query: quotesPageQuerySchema,
    answer: quoteRequestsPageSchema,
  }),
  create: route({
    method: 'POST',
    path: '/supplier-quotes/create',
    access: SUPPLIER_ROLES,
    summary: 'Responde una solicitud con un PDF y, si se quiere, un monto y una nota.',
    multipart: { fields: supplierQuoteFieldsSchema, files: ['file'] },
    answer: actionResultSchema,
  }),
})
