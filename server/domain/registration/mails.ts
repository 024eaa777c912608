import { REG_MSG } from '@contract/registrationTexts'
import type { OutgoingMail } from '../../mail/outbox'
import { REGISTER_TOKEN_TTL_DAYS } from './tokens'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The quiz the prospect answers after submitting (the SPA's /questionnaire page reads the token). */
export const questionnaireLink = (appUrl: string, token: string) =>
  `${appUrl}/questionnaire/?token=${encodeURIComponent(token)}`

/** The wizard, resuming an application a supplier started (the SPA reads the token from the query). */
export const continueRegistrationLink = (appUrl: string, token: string) =>
  `${appUrl}/register/info?register_token=${encodeURIComponent(token)}`

/** To the contact of a submitted application: the 48-business-hours notice and the quiz link. */
export function submittedMail(input: {
  to: string
  name: string
  business: string
  link: string
}): OutgoingMail {
  const { to, name, business, link } = input
  const intro = `Recibimos la solicitud de crédito de ${business}.`
  const quiz = 'Ayúdanos a conocer mejor tu negocio respondiendo cinco preguntas:'
  return {
    to,
    subject: 'Recibimos tu solicitud en Obrafiado',
    text: [
      `Hola ${name}:`,
      '',
      intro,
      REG_MSG.successNotice,
      '',
      quiz,
      '',
      link,
      '',
      'El equipo de Obrafiado',
    ].join('\n'),
    html: [
      `<p>Hola ${escapeHtml(name)}:</p>`,
      `<p>${escapeHtml(intro)}<br>${escapeHtml(REG_MSG.successNotice)}</p>`,
      `<p>${escapeHtml(quiz)}</p>`,
      `<p><a href="${escapeHtml(link)}">Responder el cuestionario</a></p>`,
      '<p>El equipo de Obrafiado</p>',
    ].join('\n'),
  }
}

/** To a prospect a supplier registered: the link to finish the application in the wizard. */
export function continueRegistrationMail(input: {
  to: string
  name: string
  supplier: string
  link: string
}): OutgoingMail {
  const { to, name, supplier, link } = input
  const intro = `${supplier} te registró en Obrafiado para que puedas comprarle a crédito.`
  const next =
    'Para solicitar tu línea de crédito completa tu registro (datos, documentos, representante legal y usuarios) en este enlace:'
  const validity = `El enlace vale por ${REGISTER_TOKEN_TTL_DAYS} días.`
  return {
    to,
    subject: `${supplier} te invita a solicitar crédito en Obrafiado`,
    text: [`Hola ${name}:`, '', intro, next, '', link, '', validity, '', 'El equipo de Obrafiado'].join('\n'),
    html: [
      `<p>Hola ${escapeHtml(name)}:</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(next)}</p>`,
      `<p><a href="${escapeHtml(link)}">Completar mi registro</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
      '<p>El equipo de Obrafiado</p>',
    ].join('\n'),
  }
}
