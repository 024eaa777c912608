import { formatCentavos } from '@contract/money'
import type { OutgoingMail } from '../../mail/outbox'

/** Mails of the operator's decision on a registration application (queued in the decision's transaction). */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const SIGNATURE = 'El equipo de Obrafiado'

type Link = { href: string; label: string }

/** Greeting, the first paragraph, the link (if any), the other paragraphs, the signature; text and HTML. */
function mail(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  link?: Link,
): OutgoingMail {
  const [first = '', ...rest] = paragraphs
  const text = [greeting, '', first, '', ...(link ? [`${link.label}:`, link.href, ''] : [])]
  for (const p of rest) text.push(p, '')
  text.push(SIGNATURE)
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(first)}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...rest.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${SIGNATURE}</p>`,
  ]
  return { to, subject, text: text.join('\n'), html: html.join('\n') }
}

export type ApprovalTerms = { creditLimit: number; transactionLimit: number; termLimitDays: number }

const termsLine = (terms: ApprovalTerms) =>
  `La línea de crédito: ${formatCentavos(terms.creditLimit)}, hasta ${formatCentavos(terms.transactionLimit)} por compra y plazos de hasta ${terms.termLimitDays} días.`

/** To each user an approval creates: the business is approved, and a link to create the password. */
export function approvedUserMail(input: {
  to: string
  name: string
  business: string
  role: 'admin-customer' | 'customer'
  link: string
  days: number
  terms: ApprovalTerms
}): OutgoingMail {
  const { to, name, business, role, link, days, terms } = input
  const what =
    role === 'admin-customer'
      ? 'Tu usuario es el administrador de la cuenta: podrás comprar a crédito con los proveedores de la plataforma y dar de alta a otros compradores.'
      : 'Tu usuario es el de pagos de la cuenta: podrás comprar a crédito con los proveedores de la plataforma y reportar los pagos de las compras.'
  return mail(
    to,
    `¡Tu solicitud fue aprobada! Crea tu contraseña de Obrafiado (${business})`,
    `Hola ${name}:`,
    [
      `Aprobamos la solicitud de crédito de ${business}. ${termsLine(terms)}`,
      `${what} Para entrar, crea tu contraseña con el enlace.`,
      `El enlace vale por ${days} días y solo se puede usar una vez. Si expira, pide uno nuevo desde "¿Olvidaste tu contraseña?".`,
    ],
    { href: link, label: 'Crear mi contraseña' },
  )
}

/** To the application's contact when no user was created for that address. */
export function approvedContactMail(input: {
  to: string
  name: string
  business: string
  userEmails: string[]
  terms: ApprovalTerms
}): OutgoingMail {
  const { to, name, business, userEmails, terms } = input
  return mail(to, `¡La solicitud de ${business} fue aprobada!`, `Hola ${name}:`, [
    `Aprobamos la solicitud de crédito de ${business}. ${termsLine(terms)}`,
    `Enviamos el enlace para crear la contraseña a ${userEmails.join(' y ')}.`,
  ])
}

/** To the application's contact: the application was declined, and why. */
export function declinedMail(input: {
  to: string
  name: string
  business: string
  reason: string
}): OutgoingMail {
  const { to, name, business, reason } = input
  return mail(to, `Resultado de la solicitud de ${business}`, `Hola ${name}:`, [
    `Revisamos la solicitud de crédito de ${business} y por ahora no podemos aprobarla.`,
    `Motivo: ${reason}`,
    'Si tu situación cambia, puedes enviar una nueva solicitud desde Obrafiado.',
  ])
}
