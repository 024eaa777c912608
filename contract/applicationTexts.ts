import { TEXT_MAX } from './limits'

/**
 * The operator's console of registration applications (/operador/solicitudes): filters, limits and the Spanish
 * texts, without zod (read by the SPA's views and the operator CLI). docs/decisions.md#approval.
 */

/** The statuses of an application, in the order the console offers them. */
export const APPLICATION_STATUSES = ['in_progress', 'submitted', 'approved', 'declined'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The queue's state filter: one status, or every application ('all'). The queue opens on 'submitted'. */
export const APPLICATION_FILTERS = ['submitted', 'in_progress', 'approved', 'declined', 'all'] as const
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number]
export const DEFAULT_APPLICATION_FILTER: ApplicationFilter = 'submitted'

/** The queue's search: the business name or the RFC, at most this many characters. */
export const APPLICATION_SEARCH_MAX = TEXT_MAX.search
export const APPLICATIONS_PAGE_SIZE = 20

/** An application's status as one word on a badge. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Por evaluar',
  in_progress: 'En proceso',
  approved: 'Aprobada',
  declined: 'Rechazada',
}

/** The state filter's options. */
export const APPLICATION_FILTER_LABELS: Record<ApplicationFilter, string> = {
  submitted: 'Por evaluar',
  in_progress: 'En proceso',
  approved: 'Aprobadas',
  declined: 'Rechazadas',
  all: 'Todas',
}

export const OPERATOR_MSG = {
  queueTitle: 'Solicitudes de crédito',
  queueIntro: 'Revisa los datos, los documentos y el cuestionario de cada negocio antes de decidir.',
  filterLabel: 'Estado',
  searchLabel: 'Buscar por razón social o RFC',
  search: 'Buscar',
  clearSearch: 'Limpiar',
  loadingQueue: 'Cargando solicitudes',
  queueFailed: 'No pudimos cargar las solicitudes',
  emptyQueue: 'No hay solicitudes en este estado.',
  noResults: (search: string) => `Ninguna solicitud coincide con "${search}".`,
  open: 'Ver solicitud',
  pages: 'Páginas de solicitudes',
  backToQueue: 'Volver a solicitudes',
  loadingApplication: 'Cargando la solicitud',
  applicationFailed: 'No pudimos cargar la solicitud',
  retry: 'Reintentar',
  approve: 'Aprobar',
  decline: 'Rechazar',
  approveTitle: 'Aprobar solicitud',
  declineTitle: 'Rechazar solicitud',
  approveSubmit: 'Aprobar solicitud',
  declineSubmit: 'Rechazar solicitud',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  creditLimit: 'Límite de crédito (pesos)',
  transactionLimit: 'Límite por compra (pesos)',
  termLimit: 'Plazo máximo (días)',
  reason: 'Motivo del rechazo',
  reasonHelp: 'Se envía por correo al contacto del negocio.',
  approveHelp:
    'Se crean el cliente, su línea de crédito y sus usuarios, y cada usuario recibe un enlace para crear su contraseña.',
  openDocument: 'Ver',
  noDocuments: 'La solicitud no tiene documentos.',
  quizUnanswered: 'El negocio aún no responde el cuestionario.',
  notDecided: 'Sin decidir',
} as const
