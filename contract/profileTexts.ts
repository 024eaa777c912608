import { TEXT_MAX } from './limits'

/**
 * The business profile (/profile) and the suppliers' bank accounts: options and Spanish texts without zod
 * (imported by the SPA's views). docs/decisions.md#profile, #bank-accounts.
 */

export const BANK_CURRENCIES = ['pesos', 'usd'] as const
export type BankCurrency = (typeof BANK_CURRENCIES)[number]
export const BANK_CURRENCY_LABELS: Record<BankCurrency, string> = { pesos: 'Pesos', usd: 'Dólares' }

/** Characters: account number (digits), beneficiary, address. */
export const ACCOUNT_NUMBER_MAX = TEXT_MAX.accountNumber
export const BENEFICIARY_MAX = TEXT_MAX.personName
export const ADDRESS_MAX = TEXT_MAX.profileAddress

export const PROFILE_MSG = {
  required: 'El campo es requerido',
  /** The spec's bank-account dialogs (§8), verbatim. */
  createdTitle: 'Registrado',
  created: 'La cuenta fue agregada',
  updatedTitle: 'Actualizado',
  updated: 'La cuenta fue actualizada',
  errorTitle: 'Error',
  createFailed: 'Ocurrio un error al agregar la cuenta',
  updateFailed: 'Ocurrio un error al actualizar la cuenta',
  deletedTitle: 'Eliminado',
  deleted: 'La cuenta fue eliminada',
  deleteFailed: 'Ocurrio un error al eliminar la cuenta',
  /** Deleting the last pesos account while sales are unpaid. */
  lastPesosAccount:
    'No puedes eliminar tu última cuenta en pesos mientras tengas ventas por cobrar: tus clientes la usan para pagarte. Agrega otra cuenta en pesos primero.',
  accountNotFound: 'La cuenta bancaria no existe',
  accountId: 'La cuenta no es válida',
  currency: 'Selecciona la moneda',
  accountNumber: 'Solo se permiten números',
  accountNumberLength: `Máximo ${ACCOUNT_NUMBER_MAX} dígitos`,
  beneficiaryTooLong: `Caracteres excedidos. Máximo: ${BENEFICIARY_MAX}`,
  /** CLABE (clabe-validator). */
  clabeDigits: 'La CLABE solo lleva números',
  clabeLength: 'La CLABE debe tener 18 dígitos',
  clabeChecksum: 'La CLABE no es válida: revisa los dígitos',
  clabeBank: 'La CLABE no corresponde a ningún banco',
  clabeCity: 'La CLABE no corresponde a ninguna plaza',
  bankMismatch: 'El banco no corresponde a la CLABE',
  /** RFC (validate-rfc). */
  rfc: 'El RFC no es válido',
  rfcCheckDigit: 'El RFC no es válido: revisa la homoclave',
  rfcCompany: 'El RFC de una empresa tiene 12 caracteres',
  rfcPerson: 'El RFC de una persona física tiene 13 caracteres',
  rfcFixed: 'El RFC ya está registrado; para cambiarlo escríbenos',
  rfcTaken: 'Este RFC ya está registrado',
  /** Contact data (the registration's phone and e-mail rules). */
  addressTooLong: `Caracteres excedidos. Máximo: ${ADDRESS_MAX}`,
  contactUpdated: 'Datos actualizados',
  contactFailed: 'Ocurrio un error al actualizar los datos',
  /** Views. */
  loadFailed: 'No pudimos cargar tu perfil',
  noAccounts: 'Aún no registras cuentas bancarias.',
} as const
