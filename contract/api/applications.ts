import {
  applicationDecisionSchema,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationsPageSchema,
} from '@contract/applications'
import { approveApplicationRequestSchema, declineApplicationRequestSchema } from '@contract/registration'
import { route, routes } from './route'

const OPERATOR = ['admin'] as const

/**
 * /api/applications: the platform operator's side of registration, for the console and `npm run ops`
 * (docs/decisions.md#approval). An unknown or malformed id is a 404; one that cannot be decided now a 409.
 */
export const applicationsRoutes = routes({
  list: route({
    method: 'GET',
    path: '/applications',
    access: OPERATOR,
    summary: 'Las solicitudes de crédito en un estado, con búsqueda por razón social o RFC.',
    query: applicationListQuerySchema,
    answer: applicationsPageSchema,
  }),
  get: route({
    method: 'GET',
    path: '/applications/:id',
    access: OPERATOR,
    summary: 'Una solicitud con todo lo que envió el negocio.',
    answer: applicationDetailSchema,
  }),
  approve: route({
    method: 'POST',
    path: '/applications/:id/approve',
    access: OPERATOR,
    summary: 'Aprueba una solicitud con su línea de crédito.',
    body: approveApplicationRequestSchema,
    answer: applicationDecisionSchema,
  }),
  decline: route({
    method: 'POST',
    path: '/applications/:id/decline',
    access: OPERATOR,
    summary: 'Rechaza una solicitud con su motivo.',
    body: declineApplicationRequestSchema,
    answer: applicationDecisionSchema,
  }),
})
