import { actionResultSchema } from '@contract/http'
import {
  createProjectRequestSchema,
  projectActionSchema,
  projectFormSchema,
  projectListSchema,
  projectSchema,
} from '@contract/projects'
import {
  assignPaymentsRequestSchema,
  assignProjectToCodeRequestSchema,
  projectCatalogueSchema,
} from '@contract/quotes'
import { CUSTOMER_ROLES } from '@contract/roles'
import { z } from 'zod/mini'
import { route, routes } from './route'

/**
 * /api/projects: a builder's projects (another business's project is a 404). The literal paths come before
 * `/projects/:id`, which would match them too.
 */
export const projectsRoutes = routes({
  list: route({
    method: 'GET',
    path: '/projects',
    access: CUSTOMER_ROLES,
    summary: 'Los proyectos del comprador.',
    answer: projectListSchema,
  }),
  listWithTotals: route({
    method: 'GET',
    path: '/projects/projects-with-totals',
    access: CUSTOMER_ROLES,
    summary: 'Los proyectos con su número de compras y su monto gastado.',
    answer: projectListSchema,
  }),
  catalogue: route({
    method: 'GET',
    path: '/projects/catalogue',
    access: CUSTOMER_ROLES,
    summary: 'Los tipos de construcción y las fases de un proyecto.',
    answer: projectCatalogueSchema,
  }),
  assignPayments: route({
    method: 'POST',
    path: '/projects/assign-payments',
    access: CUSTOMER_ROLES,
    summary: 'Asigna varias compras a un proyecto (todas o ninguna).',
    body: assignPaymentsRequestSchema,
    answer: actionResultSchema,
  }),
  assignToCode: route({
    method: 'POST',
    path: '/projects/assign',
    access: CUSTOMER_ROLES,
    summary: 'Elige el proyecto de la próxima compra hecha con el código de compra vigente.',
    body: assignProjectToCodeRequestSchema,
    answer: actionResultSchema,
  }),
  create: route({
    method: 'POST',
    path: '/projects',
    access: CUSTOMER_ROLES,
    summary: 'Crea un proyecto (solo con su nombre, o con el formulario completo).',
    body: createProjectRequestSchema,
    answer: projectActionSchema,
  }),
  get: route({
    method: 'GET',
    path: '/projects/:id',
    access: CUSTOMER_ROLES,
    summary: 'Un proyecto del comprador.',
    answer: z.object({ data: projectSchema }),
  }),
  update: route({
    method: 'PUT',
    path: '/projects/:id',
    access: CUSTOMER_ROLES,
    summary: 'Modifica un proyecto del comprador.',
    body: projectFormSchema,
    answer: projectActionSchema,
  }),
})
