import { createResourceFormSchema, resourceActionSchema, resourcesResponseSchema } from '@contract/resources'
import { route, routes } from './route'

const OPERATOR = ['admin'] as const
const PDF = { file: ['application/pdf'] } as const

/**
 * /api/platform-resources: the resources of /recursos and the legal documents are public; adding and removing
 * them is the operator's (docs/decisions.md#resources).
 */
export const platformResourcesRoutes = routes({
  list: route({
    method: 'GET',
    path: '/platform-resources',
    access: 'public',
    summary: 'Los recursos publicados, en el orden del operador.',
    answer: resourcesResponseSchema,
  }),
  legal: route({
    method: 'GET',
    path: '/platform-resources/legal/:document',
    access: 'public',
    summary: 'El PDF de un documento legal: términos y condiciones o aviso de privacidad.',
    answer: PDF,
  }),
  file: route({
    method: 'GET',
    path: '/platform-resources/:id/file',
    access: 'public',
    summary: 'El PDF de un recurso.',
    answer: PDF,
  }),
  create: route({
    method: 'POST',
    path: '/platform-resources/create',
    access: OPERATOR,
    summary: 'Agrega un recurso con su PDF al final de la lista.',
    multipart: { fields: createResourceFormSchema, files: ['file'] },
    answer: resourceActionSchema,
  }),
  delete: route({
    method: 'POST',
    path: '/platform-resources/delete/:id',
    access: OPERATOR,
    summary: 'Quita un recurso y su archivo.',
    answer: resourceActionSchema,
  }),
})
