import { type LegalDocument, legalDocumentPath, type Resource } from '@contract/resources'
import { request } from './client'

const baseURL = import.meta.env.VITE_API_URL ?? '/api'

/** /recursos: the public resources; the legal documents the registration opt-ins link to. */
export const resourcesApi = {
  list: async () => (await request<{ data: Resource[] }>('/platform-resources')).data,
}

/** The public PDF of a legal document ('Términos y condiciones', 'Aviso de privacidad'); it never 404s. */
export const legalDocumentUrl = (document: LegalDocument) => `${baseURL}${legalDocumentPath(document)}`
