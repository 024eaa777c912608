import { recommendationsPageSchema, recommendationsQuerySchema } from '@contract/directory'
import { route, routes } from './route'

/** /api/recommendations: the suppliers builders recommended, for the operator (`npm run ops recommendations`). */
export const recommendationsRoutes = routes({
  list: route({
    method: 'GET',
    path: '/recommendations',
    access: ['admin'],
    summary: 'Las recomendaciones de proveedores, de la más nueva a la más antigua.',
    query: recommendationsQuerySchema,
    answer: recommendationsPageSchema,
  }),
})
