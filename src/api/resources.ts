import { platformResourcesRoutes } from '@contract/api/platform-resources'
import { pathOf } from '@contract/api/route'
import type { LegalDocument } from '@contract/resources'
import { API_BASE } from './base'
import { call } from './call'

/** /recursos: the public resources; the legal documents the registration opt-ins link to. */
export const resourcesApi = {
  list: async () => (await call(platformResourcesRoutes.list)).data,
}

/** The public PDF of a legal document ('Términos y condiciones', 'Aviso de privacidad'); it never 404s. */
export const legalDocumentUrl = (document: LegalDocument) =>
  `${API_BASE}${pathOf(platformResourcesRoutes.legal.path, { document })}`
