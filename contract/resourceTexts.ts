import { TEXT_MAX } from './limits'

/**
 * Resources ('Recursos', /recursos): limits, the legal documents the registration opt-ins link to, and the
 * Spanish texts, without zod (imported by the SPA's views). docs/decisions.md#resources.
 */

/** A resource's name and description, characters (the operator's `npm run ops -- resources add`). */
export const RESOURCE_NAME_MAX = TEXT_MAX.personName
export const RESOURCE_DESCRIPTION_MAX = TEXT_MAX.resourceDescription
/** A resource's file: one PDF, at most 12 MB (the generic file limit). */
export const RESOURCE_FILE_MAX_BYTES = 12 * 1024 * 1024

/**
 * The two documents the registration opt-ins link to, by a stable key. Each is the newest resource with
 * exactly this name; while there is none, the server serves its built-in version, so the link never 404s.
 */
export const LEGAL_DOCUMENTS = {
  terms: 'Términos y condiciones',
  privacy: 'Aviso de privacidad',
} as const
export type LegalDocument = keyof typeof LEGAL_DOCUMENTS
export const LEGAL_DOCUMENT_KEYS = Object.keys(LEGAL_DOCUMENTS) as LegalDocument[]

export const RESOURCE_MSG = {
  /** /recursos */
  title: 'Recursos',
  intro: 'Guías y documentos para usar Obrafiado. Ábrelos en tu teléfono o descárgalos.',
  empty: 'Aún no hay recursos disponibles.',
  loadFailed: 'No pudimos cargar los recursos',
  loading: 'Cargando recursos',
  open: 'Abrir PDF',
  /** Server */
  notFound: 'Recurso no encontrado',
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre admite como máximo ${RESOURCE_NAME_MAX} caracteres`,
  descriptionRequired: 'La descripción es requerida',
  descriptionTooLong: `La descripción admite como máximo ${RESOURCE_DESCRIPTION_MAX} caracteres`,
  fileRequired: 'Debe cargar un archivo',
  fileType: 'El archivo debe ser un PDF',
  fileEmpty: 'El archivo está vacío',
  fileTooLarge: 'El archivo supera el maximo tamaño permitido: 12MB',
  oneFile: 'Solo se permite un archivo',
  added: 'Recurso agregado',
  removed: 'Recurso eliminado',
} as const
