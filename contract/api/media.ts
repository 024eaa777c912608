import { mediaFilesFormSchema, mediaFilesResponseSchema } from '@contract/registration'
import { route, routes } from './route'

/** /api/media: the registration wizard's document uploads (the register token is the permission). */
export const mediaRoutes = routes({
  files: route({
    method: 'POST',
    path: '/media/files',
    access: 'public',
    summary: 'Sube documentos de la solicitud de registro.',
    multipart: { fields: mediaFilesFormSchema, files: ['files'] },
    answer: mediaFilesResponseSchema,
  }),
})
