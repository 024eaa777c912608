import { TEXT_MAX } from './limits'

/** Quotes: statuses, limits and Spanish texts, without zod (imported by the SPA's views). */

export const QUOTE_STATUSES = ['pending', 'completed', 'no_response'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

/**
 * How each status looks (spec: pendiente orange with clock; cotizada green with check; sin respuesta
 * blue-grey with help; any other value grey with an alert icon).
 */
export const QUOTE_STATUS_LOOK: Record<QuoteStatus, { label: string; tone: string; icon: string }> = {
  pending: { label: 'Pendiente', tone: 'orange', icon: 'clock' },
  completed: { label: 'Cotizada', tone: 'green', icon: 'check' },
  no_response: { label: 'Sin respuesta', tone: 'blueGrey', icon: 'help' },
}
export const QUOTE_STATUS_UNKNOWN = { label: 'Desconocido', tone: 'grey', icon: 'alert' } as const
export const quoteStatusLook = (status: string) =>
  (QUOTE_STATUS_LOOK as Record<string, { label: string; tone: string; icon: string }>)[status] ??
  QUOTE_STATUS_UNKNOWN

/** A pending quote without any answer becomes no_response after this many business days (docs/decisions.md#quotes). */
export const QUOTE_NO_RESPONSE_BUSINESS_DAYS = 5
/** Suppliers may answer a request for this many calendar days after it was made. */
export const QUOTE_OPEN_DAYS = 30
export const QUOTE_DESCRIPTION_MAX = TEXT_MAX.quoteDescription
export const QUOTE_NOTE_MAX = TEXT_MAX.note
/** Page size of GET quotes and GET supplier-quotes/requests. */
export const QUOTES_PAGE_SIZE = 10

export const QUOTE_MSG = {
  description: 'El campo es requerido',
  phoneRequired: 'Ingresa tu WhatsApp',
  phoneLength: 'Debe tener 10 dígitos',
  project: 'Seleccioná un proyecto',
  created: 'Cotización solicitada con éxito',
  createFailed: 'Ocurrio un error',
  notFound: 'Cotización no encontrada',
  /** Quote detail. */
  quoting: 'Se esta cotizando tu material',
  whatsappNotice: (phone: string) =>
    `Te enviaremos un mensaje de WhatsApp al ${phone} cuando un proveedor te envíe su cotización.`,
  supplierSent: (supplier: string) => `${supplier} te envió una cotización`,
  openFile: 'Ver cotización',
  /** The supplier's answer. */
  answerFile: 'Debe cargar un archivo',
  answerPdfOnly: 'La cotización debe ser un archivo PDF',
  answerAmount: 'El monto no es válido',
  answered: 'Cotización enviada con éxito',
  alreadyAnswered: 'Ya enviaste una cotización para esta solicitud',
  closed: 'Esta solicitud ya no recibe cotizaciones',
  noRequests: 'No hay solicitudes de cotización por ahora.',
} as const

/** Tracked clicks of the projects screen (POST project-activities). */
export const PROJECT_ACTIVITY_EVENTS = [
  'click_create_project',
  'click_create_quote',
  'click_assign_project',
] as const
export type ProjectActivityEvent = (typeof PROJECT_ACTIVITY_EVENTS)[number]

/** POST projects/assign (the project of the live purchase code) and POST project-activities. */
export const PROJECT_CODE_MSG = {
  assigned: 'Proyecto asignado a tu código de compra',
  /** No live one-time code (none yet, used, expired or burned): generate one first. */
  noLiveCode: 'Genera un código de compra antes de asignarle un proyecto',
} as const
export const PROJECT_ACTIVITY_MSG = { recorded: 'Actividad registrada' } as const
