import { TEXT_MAX } from './limits'

/** The project form's options, limits and texts, without zod (imported by the SPA's views). */

export const PROJECT_TYPES = [
  { id: 1, name: 'Residencial' },
  { id: 2, name: 'Comercial' },
  { id: 3, name: 'Industrial' },
  { id: 4, name: 'Infraestructura' },
] as const
export const PROJECT_PHASES = [
  { id: 1, name: 'Cimentación' },
  { id: 2, name: 'Estructura' },
  { id: 3, name: 'Albañilería' },
  { id: 4, name: 'Instalaciones' },
  { id: 5, name: 'Acabados' },
  { id: 6, name: 'Finalizado' },
] as const
export const PHASE_FINISHED = 6
/** Budget: currency field, at most 11 characters (docs/decisions.md#projects). */
export const PROJECT_BUDGET_MAX_LENGTH = 11
/** Characters of a project's name and address: the server's schema and the forms read these (docs/decisions.md#text-limits). */
export const PROJECT_NAME_MAX_LENGTH = TEXT_MAX.personName
export const PROJECT_ADDRESS_MAX_LENGTH = TEXT_MAX.address

export const PROJECT_MSG = {
  name: 'El nombre del proyecto es requerido',
  nameTooLong: `El nombre del proyecto admite máximo ${PROJECT_NAME_MAX_LENGTH} caracteres`,
  addressTooLong: `La dirección del proyecto admite máximo ${PROJECT_ADDRESS_MAX_LENGTH} caracteres`,
  budget: 'El presupuesto del proyecto es requerido',
  address: 'La dirección del proyecto es requerida',
  startDate: 'La fecha de inicio es requerida',
  startDateInvalid: 'La fecha de inicio debe ser un día entre 2000-01-01 y 2099-12-31 (AAAA-MM-DD)',
  type: 'Seleccioná un tipo de construcción',
  phase: 'Seleccioná una fase',
  incomplete: 'Completá todos los campos',
  newFinished: 'Un proyecto nuevo no puede estar Finalizado',
  budgetTooLarge: 'El presupuesto es demasiado grande',
  budgetDecimals: 'El presupuesto admite máximo dos decimales',
} as const

/** A project as the API answers it (`projectSchema` in projects.ts). */
