import type { DialogKind, DialogSubject } from '@machines/payment-dialog'

/**
 * Titles, confirmation texts and button labels of each dialog (docs/decisions.md#spanish-texts, verbatim).
 */
const TITLE: Record<DialogKind, string> = {
  pay: 'Pagar',
  informPayment: 'Informar pago',
  requestExtendTerm: 'Solicitar extensión de plazo',
  confirm: 'Confirmar pago',
  reject: 'Rechazar pago',
  reportNonPayment: 'Impago',
  extendTerm: 'Extender plazo',
  attachInvoice: 'Adjuntar factura',
  edit: 'Editar pago',
  requestFactoring: 'Solicitar factoraje',
  assignProject: 'Asignar a proyecto',
  handleExtension: 'Extensión de plazo',
  export: 'Exportar',
  customersReport: 'Reporte de clientes',
  projectForm: 'Nuevo proyecto',
  createBuyer: 'Crear usuario comprador',
  creditExtension: '¿Necesitas más crédito?',
}

export const titleOf = (subject: DialogSubject): string =>
  subject.kind === 'projectForm' && subject.project ? 'Editar proyecto' : TITLE[subject.kind]

/** The question of the confirmation step. */
export const confirmTextOf = (subject: DialogSubject): string => {
  switch (subject.kind) {
    case 'confirm':
      return '¿Seguro que desea confirmar el pago?'
    case 'reject':
      return '¿Seguro que desea rechazar el pago?'
    case 'reportNonPayment':
      return '¿Seguro que desea reportar el impago?'
    case 'requestFactoring':
      return `¿Desea solicitar el factoraje de esta venta? ${subject.viewer.brand} le adelantará el pago.`
    case 'handleExtension':
      return `¿Desea ${subject.accepted ? 'aceptar' : 'rechazar'} la extensión de plazo?`
    case 'informPayment':
      return '¿Seguro que desea informar el pago? La venta quedará como pagada.'
    default:
      return ''
  }
}

/** The confirmation step's button. */
export const confirmLabelOf = (subject: DialogSubject): string => {
  switch (subject.kind) {
    case 'confirm':
      return 'Si, confirmar'
    case 'reject':
      return 'Si, rechazar'
    case 'reportNonPayment':
      return 'Si, reportar'
    case 'requestFactoring':
      return 'Si, solicitar'
    case 'handleExtension':
      return subject.accepted ? 'Si, aceptar' : 'Si, rechazar'
    case 'informPayment':
      return 'Si, informar'
    default:
      return 'Aceptar'
  }
}

const SUBMIT: Partial<Record<DialogKind, string>> = {
  pay: 'Enviar comprobante',
  informPayment: 'Informar pago',
  requestExtendTerm: 'Solicitar extensión',
  extendTerm: 'Extender plazo',
  attachInvoice: 'Adjuntar factura',
  edit: 'Guardar cambios',
  assignProject: 'Asignar',
  export: 'Exportar',
  customersReport: 'Generar reporte',
  createBuyer: 'Crear usuario',
  creditExtension: 'Enviar solicitud',
}

/** The form's button (the project form's reads 'Completá todos los campos' until it is complete). */
export const submitLabelOf = (subject: DialogSubject): string => {
  if (subject.kind === 'projectForm') return subject.project ? 'Guardar cambios' : 'Crear proyecto'
  return SUBMIT[subject.kind] ?? 'Enviar'
}

/** Destructive or weighty confirmations use role="alertdialog". */
export const isAlertDialog = (kind: DialogKind): boolean =>
  kind === 'confirm' ||
  kind === 'reject' ||
  kind === 'reportNonPayment' ||
  kind === 'requestFactoring' ||
  kind === 'handleExtension'
