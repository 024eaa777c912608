import { platformResourcesRoutes } from '@contract/api/platform-resources'
import { pathOf } from '@contract/api/route'
import type { LegalDocument } from '@contract/resources'
import { call } from './call'

const baseURL = import.meta.env.VITE_API_URL ?? '/api'

/** /recursos: the public resources; the legal documents the registration opt-ins link to. */
export const resourcesApi = {
  list: async () => (await call(platformResourcesRoutes.list)).data,
}

/** The public PDF of a legal document ('Términos y condiciones', 'Aviso de privacidad'); it never 404s. */
export const legalDocumentUrl = (document: LegalDocument) =>
  `${baseURL}${pathOf(platformResourcesRoutes.legal.path, { document })}`
