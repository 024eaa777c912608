import type { UploadRule } from './uploads'

/**
 * Texts, steps, documents and quiz of the registration wizard, the quiz and the supplier-side client
 * registration (docs/decisions.md#registration). zod-free so views import it cheaply.
 */

export const REG_MSG = {
  required: 'El campo es requerido',
  invalidEmail: 'Debe ingresar un correo valido',
  // Verbatim from the spec, trailing space included.
  phoneLength: 'El número debe tener al menos 10 digitos ',
  phoneDigits: 'Solo se permiten números',
  businessType: 'Debes seleccionar una figura jurídica',
  optin: 'Debes aceptar para continuar',
  creditRequested: 'Ingresa un monto válido',
  paymentUserIncomplete:
    'Complete todos los campos del usuario de pagos o marque la casilla si es el mismo que el comprador.',
  completeRequired: 'Por favor, complete todos los campos requeridos.',
  fileRequired: 'Debe cargar un archivo',
  fileTooLarge: 'El archivo supera el maximo tamaño permitido: 64MB',
  fileEmpty: 'El archivo está vacío',
  fileType: 'Solo se permiten archivos JPG, PNG o PDF',
  verifyData: 'Verifique los datos',
  error: 'Ocurrio un error',
  emailTaken: 'Este correo ya está registrado',
  taxIdTaken: 'Este negocio ya está registrado',
  tokenInvalid: 'Tu solicitud de registro no es válida o ya expiró. Comienza de nuevo.',
  alreadySubmitted: 'Tu solicitud ya fue enviada. Te avisaremos por correo cuando la evaluemos.',
  stepSaved: 'Información guardada',
  filesSaved: 'Archivos guardados',
  submitted: 'Solicitud enviada',
  uploadFailed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
  tooManyApplications: 'Recibimos demasiadas solicitudes con este correo. Inténtalo de nuevo en una hora.',
  /** The wizard while it restores a stored application. */
  loading: 'Cargando tu solicitud…',
  // Success and thank-you screens.
  successTitle: '¡Has finalizado tu solicitud!',
  successNotice:
    'Evaluaremos tu solicitud en un plazo máximo de 48 horas hábiles y te enviaremos el resultado por correo electrónico.',
  thanksTitle: '¡Gracias por registrarte!',
  thanksNotice:
    'Tu cuenta será activada más adelante. Te avisaremos por correo electrónico cuando esté lista.',
  // Quiz (its link's states: docs/decisions.md#registration).
  quizTitle: 'Cuéntanos sobre tu negocio',
  quizSaved: 'Respuestas guardadas',
  /** A link without a token, or with one no submitted application has (the server's 404). */
  quizLinkInvalid: 'Este enlace no es válido',
  quizLinkInvalidHelp: 'Abre el enlace completo del correo que te enviamos al terminar tu registro.',
  /** Answered before (the server's 409 to a second answer). */
  quizAnswered: 'Ya respondiste este cuestionario',
  /** `day` as the page writes dates: '18 de noviembre de 2026'. */
  quizAnsweredOn: (day: string) => `Recibimos tus respuestas el ${day}. No necesitas responderlo de nuevo.`,
  quizLoadFailed: 'No pudimos abrir el cuestionario',
  quizSaveFailed: 'No pudimos guardar tus respuestas',
  quizAnswer: 'Selecciona una respuesta',
  // Supplier-side client registration.
  clientEmail: 'Correo no válido',
  clientPhone: 'El número debe incluir +52 y tener 10 dígitos',
  clientRegistered: 'Cliente registrado',
  clientRegisteredTitle: '¡Cliente registrado!',
  registerAnother: 'REGISTRAR OTRO CLIENTE',
  referralCodeInvalid: 'El código de proveedor no es válido',
  vendorInvalid: 'Selecciona un vendedor de la lista',
  // Approval (platform operator).
  applicationNotFound: 'No encontramos esa solicitud',
  applicationNotSubmitted: 'La solicitud todavía no está completa',
  applicationDecided: 'La solicitud ya fue evaluada',
  approved: 'Solicitud aprobada',
  declined: 'Solicitud rechazada',
  declineReason: 'Escribe el motivo del rechazo',
  limitInvalid: 'Ingresa un monto mayor a cero',
  transactionOverCredit: 'El límite por compra no puede ser mayor al límite de crédito',
  termInvalid: 'Ingresa un plazo entre 1 y 365 días',
} as const

/** The wizard's steps in order; the URL of each is `/register/<path>`. */
export const REGISTER_STEPS = [
  'info',
  'files/company',
  'files/bank-statements',
  'legal-representative',
  'users',
] as const
export type RegisterStep = (typeof REGISTER_STEPS)[number]
/** Recorded by `POST status-customer/create {step}` once a step is complete. */
export const REGISTER_STATUS_STEPS = {
  info: 'info',
  'files/company': 'files-company',
  'files/bank-statements': 'files-bank-statements',
  'legal-representative': 'legal-representative',
  users: 'users',
} as const satisfies Record<RegisterStep, string>
export type RegisterStatusStep = (typeof REGISTER_STATUS_STEPS)[RegisterStep]

/** Step counter of the side indicator: 1 info, 2 files, 3 legal representative and users. */
export const stepNumberOf = (step: RegisterStep | 'success'): 1 | 2 | 3 =>
  step === 'info' ? 1 : step.startsWith('files') ? 2 : 3

export const BUSINESS_TYPES = [
  { value: 'company', label: 'Persona moral' },
  { value: 'person', label: 'Persona física' },
] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value']

export const COMPANY_DOCUMENTS = [
  {
    prop: 'official_identification_legal_representative',
    label: 'Identificación oficial del representante legal',
  },
  { prop: 'constitutive_act', label: 'Acta constitutiva' },
  { prop: 'fiscal_situation', label: 'Constancia de situación fiscal' },
  { prop: 'tax_address', label: 'Comprobante de domicilio fiscal' },
] as const
export const BANK_STATEMENTS = [
  { prop: 'bank_statement_1', label: 'Estado de cuenta bancario (mes 1)' },
  { prop: 'bank_statement_2', label: 'Estado de cuenta bancario (mes 2)' },
  { prop: 'bank_statement_3', label: 'Estado de cuenta bancario (mes 3)' },
] as const
export type DocumentProp =
  | (typeof COMPANY_DOCUMENTS)[number]['prop']
  | (typeof BANK_STATEMENTS)[number]['prop']
export const DOCUMENT_PROPS = [...COMPANY_DOCUMENTS, ...BANK_STATEMENTS].map((d) => d.prop) as DocumentProp[]

/** The general documents a business type must upload: a person has no constitutive act. */
export const generalDocumentsFor = (type: BusinessType) =>
  COMPANY_DOCUMENTS.filter((d) => type === 'company' || d.prop !== 'constitutive_act')

/** Registration uploads: 64 MB, jpeg/png/pdf by content (docs/decisions.md#files). */
export const REGISTRATION_FILE_MAX_BYTES = 64 * 1024 * 1024

/**
 * The five single-choice questions of the quiz (docs/decisions.md#registration); answers are sent as `{title,
 * answer}`.
 */
export const QUIZ_QUESTIONS = [
  {
    title: '¿Cuántos años tiene operando tu negocio?',
    options: ['Menos de 1 año', 'De 1 a 3 años', 'De 3 a 10 años', 'Más de 10 años'],
  },
  {
    title: '¿Cuántas obras realizas al año?',
    options: ['1 o 2', 'De 3 a 5', 'De 6 a 15', 'Más de 15'],
  },
  {
    title: '¿Cuánto compras de materiales al mes?',
    options: ['Menos de $50,000', 'De $50,000 a $200,000', 'De $200,000 a $1,000,000', 'Más de $1,000,000'],
  },
  {
    title: '¿Cómo pagas hoy a tus proveedores?',
    options: ['De contado', 'Con crédito del proveedor', 'Con tarjeta de crédito', 'Con préstamo bancario'],
  },
  {
    title: '¿Cómo te enteraste de Obrafiado?',
    options: ['Por mi proveedor', 'Por redes sociales', 'Por recomendación', 'Otro'],
  },
] as const

/**
 * POST media/files: jpeg, png or pdf (by content on the server), non-empty, at most 64 MB in a request, one file
 * per document slot at most. The wizard checks each chosen file against it before uploading it.
 */
export const REGISTRATION_UPLOAD_RULE: UploadRule = {
  accept: ['jpeg', 'png', 'pdf'],
  required: true,
  maxFiles: DOCUMENT_PROPS.length,
  maxTotalBytes: REGISTRATION_FILE_MAX_BYTES,
  messages: {
    required: REG_MSG.fileRequired,
    type: REG_MSG.fileType,
    empty: REG_MSG.fileEmpty,
    tooLarge: REG_MSG.fileTooLarge,
    tooMany: REG_MSG.verifyData,
  },
}
