/**
 * Texts, limits and answer types of the payment actions, without zod (the SPA imports these on every payments
 * screen; the request schemas are in paymentActions.ts).
 */

/**
 * Texts of everything done to a payment (docs/decisions.md#spanish-texts). The spec's texts are copied
 * verbatim; the server's own answers (success and refusal msgs) are ours where the spec does not show them.
 */
export const ACTION_MSG = {
  // docs/decisions.md#spanish-texts, verbatim.
  paidBlocked: 'No se pueden realizar acciones en pagos expirados',
  alreadyProcessed: 'El pago ya está procesado',
  nonPaymentAlreadyReported: 'El impago ya fue reportado',
  notReportable: 'Ya no se puede reportar este pago',
  daysRequired: 'Debe ingresar la cantidad de días a extender',
  termNotLower: 'El termino debe ser menor al actual',
  amountNotLower: 'El monto debe ser menor al actual',
  selectFile: 'Debe seleccionar un archivo',
  uploadFile: 'Debe cargar un archivo',
  invoiceAttached: 'Factura adjunta con exito.',
  genericError: 'Ocurrio un error',
  clabeConnection: 'Error de conexión. Inténtalo nuevamente en unos minutos.',
  clabeFailed: 'Ocurrio un error, intentalo nuevamente en unos minutos.',
  projectChoose: 'Debe seleccionar o crear un proyecto',
  projectNewName: 'Ingrese el nombre del proyecto',
  projectCreateFailed: 'Ocurrio un error al crear el proyecto',
  ownerMissing: 'No se encontró owner_id en el usuario.',
  exportOk: 'Exportación exitosa.',
  exportFailed: 'Error en la exportación',
  reportOptionRequired: 'Seleccione una opción de reporte.',
  reportOk: 'Reporte generado con éxito.',
  reportFailed: 'Error al generar el reporte',
  alertSuccessTitle: 'Exitoso',
  alertErrorTitle: 'Atención',
  alertSuccessText: 'Operación completada exitosamente',
  alertErrorText: 'Ha ocurrido un error. Por favor, inténtelo de nuevo.',

  // The server's answers.
  confirmed: 'Pago confirmado. El crédito del cliente quedó liberado.',
  rejected: 'Pago rechazado. El cliente puede subir otro comprobante.',
  reported: 'Pago reportado. El proveedor confirmará tu comprobante.',
  informed: 'Pago registrado como pagado.',
  nonPaymentReported: 'Impago reportado',
  termExtended: 'Plazo extendido con éxito',
  extensionRequested: 'Solicitud de extensión enviada al proveedor',
  extensionAccepted: 'Extensión de plazo aceptada',
  extensionDeclined: 'Extensión de plazo rechazada',
  paymentUpdated: 'Pago actualizado con éxito',
  factoringRequested: 'Factoraje solicitado con éxito',
  projectAssigned: 'Proyecto asignado con éxito',
  projectCreated: 'Proyecto creado con éxito',
  projectUpdated: 'Proyecto actualizado con éxito',
  creditExtensionRequested: 'Recibimos tu solicitud de más crédito. Te contactaremos pronto.',
  creditExtensionPending: 'Ya tienes una solicitud de más crédito en revisión',
  buyerCreated: 'Usuario registrado',

  notToConfirm: 'Este pago no tiene un comprobante por confirmar',
  notExpired: 'Solo se puede reportar el impago de un pago vencido',
  notExtendable: 'El plazo de este pago no se puede extender',
  extensionPending: 'Ya hay una solicitud de extensión pendiente para este pago',
  extensionHandled: 'Esta solicitud de extensión ya fue atendida',
  notEditable: 'Solo se pueden editar pagos pendientes o rechazados',
  invoiceExists: 'Este pago ya tiene factura',
  invoiceNotPending: 'Solo se puede adjuntar la factura de un pago pendiente',
  factoringNotPending: 'Solo se puede solicitar factoraje de un pago pendiente',
  factoringAlready: 'Este pago ya tiene factoraje',
  factoringNotAllowed: 'Tu empresa no tiene habilitado el factoraje',
  paymentNotFound: 'Pago no encontrado',
  requestNotFound: 'Solicitud no encontrada',
  projectNotFound: 'Proyecto no encontrado',
  fileNotFound: 'Archivo no encontrado',
  linkExpired: 'El enlace expiró. Vuelve a abrir el archivo desde la plataforma.',
  proofType: 'El comprobante debe ser una imagen JPG o PNG, o un PDF',
  invoiceType: 'La factura debe ser un archivo PDF o XML',
  fileEmpty: 'El archivo está vacío',
  fileTooLarge: 'El archivo supera el maximo tamaño permitido: 12MB',
  tooManyFiles: 'Máximo 5 archivos',
  idInvalid: 'El campo debe ser un número entero positivo',
  oneFile: 'Solo se puede cargar un archivo',
  daysMax: 'Máximo 365 días',
  amountMin: 'El monto debe ser mayor a cero',
  rangeTooLong: 'El rango no puede ser mayor a 3 meses',
  rangeRequired: 'Seleccione las fechas del rango',
  exportOptionRequired: 'Seleccione una opción de exportación',
  exportForbidden: 'No tienes permiso para exportar',
  rangeOrder: 'La fecha final debe ser igual o posterior a la fecha inicial',
  rangeStartOrder: 'La fecha inicial debe ser igual o anterior a la fecha final',
  rangeDate: 'Ingrese una fecha válida',
  exportTooLarge: 'El reporte tiene demasiados registros. Elija un periodo más corto.',
  ownerNotFound: 'Organización no encontrada',
  searchMin: 'Ingrese al menos 2 caracteres',
  searchUserId: 'El ID de usuario debe ser un número',
  paymentsRequired: 'Seleccione al menos una compra',
} as const

/** Uploads of payment files (docs/decisions.md#files). */
export const PAYMENT_FILE_MAX_BYTES = 12 * 1024 * 1024
export const INVOICE_MAX_FILES = 5

/** get-term-extensions pages (docs/decisions.md#limits). */
export const TERM_EXTENSIONS_PAGE_SIZE = 10

/** How long a download link (GET files/{id}, payments/generate-proof-purchase/{id}) is valid. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300

export const EXPORT_OPTIONS = ['day', 'month', 'previous_month', 'range', 'historic'] as const
export type ExportOption = (typeof EXPORT_OPTIONS)[number]
export const CUSTOMER_REPORT_OPTIONS = ['current_month', 'previous_month', 'global'] as const
export type CustomerReportOption = (typeof CUSTOMER_REPORT_OPTIONS)[number]
/** Export ranges are at most this many months (docs/decisions.md#exports-and-reports). */
export const EXPORT_RANGE_MONTHS = 3
/** An export (or report) larger than this many rows is refused with 422 exportTooLarge: pick a shorter period. */
export const EXPORT_MAX_ROWS = 150_000
/** The spreadsheet answers of export and customers-report. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Counterpart search: from 2 characters (docs/decisions.md#payments-list), at most 20 answers, by name. */
export const COUNTERPART_SEARCH_MIN = 2
export const COUNTERPART_SEARCH_LIMIT = 20

/** Page size of get-payments-to-projects (the payments list's). */
export const PAYMENTS_TO_PROJECTS_PAGE_SIZE = 10

/** The set-password link mailed to a new buyer user is valid this many days. */
export const BUYER_LINK_DAYS = 7

export const BUYER_MSG = { email: 'Correo no válido', taken: 'Ya existe un usuario con ese correo' } as const
