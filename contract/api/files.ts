import { fileLinkSchema } from '@contract/paymentActions'
import { FILE_KINDS } from '@contract/uploads'
import { route, routes } from './route'

/** /api/files: stored files, reached through short-lived signed links (docs/decisions.md#files). */
export const filesRoutes = routes({
  download: route({
    method: 'GET',
    path: '/files/download/:token',
    // The link itself is the permission (HMAC-signed, 5 minutes).
    access: 'public',
    summary: 'El archivo de un enlace firmado de 5 minutos.',
    answer: { file: Object.values(FILE_KINDS).map((kind) => kind.contentType) },
  }),
  link: route({
    method: 'GET',
    path: '/files/:id',
    access: 'signed-in',
    summary: 'Un enlace de 5 minutos a un archivo guardado, para quien es parte de lo que lo guarda.',
    answer: fileLinkSchema,
  }),
})
