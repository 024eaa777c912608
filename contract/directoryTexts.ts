import { TEXT_MAX } from './limits'

/**
 * The supplier directory, recommendations, a supplier's referrals and rewards: limits, options and Spanish
 * texts without zod (imported by the SPA's views). docs/decisions.md#directory, #recommendations, #referrals,
 * #rewards.
 */

/** Directory cards per page ('¿Donde comprar?'); `per_page` may ask for 1 to 100 (the carousel asks 11). */
export const DIRECTORY_PAGE_SIZE = 12
export const DIRECTORY_MAX_PAGE_SIZE = 100
/** The dashboard carousel 'Compra fiado con todos nuestros proveedores'. */
export const CAROUSEL_LOGOS = 11
/** Search text and state/city filters, characters. */
export const DIRECTORY_SEARCH_MAX = TEXT_MAX.search

/** What a click on a directory card records: 'Ver más', 'Ver ubicación', 'Cotizar por WhatsApp'. */
export const DIRECTORY_EVENTS = ['directory_entry', 'location', 'contact'] as const
export type DirectoryEvent = (typeof DIRECTORY_EVENTS)[number]

/** Referrals table (/referrals): 10 per page, at most 6 page buttons. */
export const REFERRALS_PAGE_SIZE = 10
export const REFERRALS_PAGE_BUTTONS = 6

/** Recommend a supplier: notes at most 500 characters, name at most 120. */
export const RECOMMENDATION_NOTES_MAX = TEXT_MAX.note
export const RECOMMENDATION_NAME_MAX = TEXT_MAX.personName

export const DIRECTORY_MSG = {
  /** Recommend supplier form (verbatim from the product description). */
  required: 'Este campo es requerido',
  phoneLength: 'El número debe tener 10 dígitos',
  phoneDigits: 'Solo se permiten números',
  notesTooLong: `Caracteres excedidos. Máximo: ${RECOMMENDATION_NOTES_MAX}`,
  nameTooLong: `Caracteres excedidos. Máximo: ${RECOMMENDATION_NAME_MAX}`,
  recommendSent: '¡Gracias! Recibimos tu recomendación.',
  recommendFailed: 'Ha ocurrido un error al enviar la recomendación',
  recommendUnexpected: 'Ha ocurrido un error inesperado. Por favor, inténtelo de nuevo.',
  /** Paging and filters (the directory shows the server's msg on a paging error). */
  page: 'La página debe ser un número entero mayor o igual a 1',
  perPage: `La cantidad por página debe estar entre 1 y ${DIRECTORY_MAX_PAGE_SIZE}`,
  searchTooLong: `Caracteres excedidos. Máximo: ${DIRECTORY_SEARCH_MAX}`,
  /** Directory activity. */
  event: 'El evento no es válido',
  supplierId: 'El proveedor no es válido',
  supplierNotFound: 'Proveedor no encontrado',
  activityRecorded: 'Actividad registrada',
  /** Rewards. */
  rewardProgram: 'El programa de recompensas no es válido',
  /** Views. */
  emptyDirectory: 'No encontramos proveedores con esos filtros',
  emptySuppliers: 'Aún no tienes proveedores',
  emptyReferrals: 'Aún no tienes clientes referidos',
} as const

/** The prefilled WhatsApp text of 'Cotizar por WhatsApp' (wa.me link to the directory phone). */
export const whatsappQuoteText = (businessName: string) =>
  `Hola ${businessName}, te encontré en Obrafiado y quiero cotizar materiales.`
/** `https://wa.me/<52 + 10 digits>?text=…` */
export const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone}?text=${encodeURIComponent(text)}`

/**
 * A referral's status (/referrals) by the application's status: `is_authorized` null while pending, 1
 * authorized, 0 not authorized.
 */
export const REFERRAL_STATUS = {
  in_progress: {
    name: 'Registro incompleto',
    comment: 'El cliente aún no termina su registro',
    authorized: null,
  },
  submitted: {
    name: 'En evaluación',
    comment: 'Evaluamos la solicitud en un máximo de 48 horas hábiles',
    authorized: null,
  },
  approved: { name: 'Autorizado', comment: 'Crédito autorizado', authorized: 1 },
  declined: { name: 'No autorizado', comment: 'Solicitud no autorizada', authorized: 0 },
} as const

/** Reward programs (ids fixed by the product: 1 referrals, 2 points) and how each is earned. */
export const REWARD_PROGRAM = { referrals: 1, points: 2 } as const
export const REWARD_PROGRAMS = [
  {
    id: REWARD_PROGRAM.referrals,
    name: 'Referidos',
    conditions:
      'Gana el premio vigente por cada negocio que registres con tu código de referido y que sea aprobado.',
  },
  {
    id: REWARD_PROGRAM.points,
    name: 'Puntos',
    conditions:
      'Gana 1 punto por cada $100 de una compra pagada a más tardar en su fecha de vencimiento; canjéalos por recompensas.',
  },
] as const
/** Points: one per whole POINTS_PESOS of a purchase paid on or before its due date. */
export const POINTS_PESOS = 100
export const REWARD_CURRENCIES = ['MXN', 'PTS'] as const
