import { actionResultSchema } from '@contract/http'
import { projectActivityRequestSchema } from '@contract/quotes'
import { CUSTOMER_ROLES } from '@contract/roles'
import { route, routes } from './route'

/** /api/project-activities: the tracked clicks of the projects screen. */
export const projectActivitiesRoutes = routes({
  create: route({
    method: 'POST',
    path: '/project-activities',
    access: CUSTOMER_ROLES,
    summary: 'Registra un clic de la pantalla de proyectos.',
    body: projectActivityRequestSchema,
    answer: actionResultSchema,
  }),
})
