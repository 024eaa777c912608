import type { OutgoingMail } from './outbox'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export const passwordResetLink = (appUrl: string, token: string) => `${appUrl}/change-password/${token}`

export function passwordResetMail(input: {
  to: string
  name: string
  link: string
  minutes: number
}): OutgoingMail {
  const { to, name, link, minutes } = input
  const intro = 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Obrafiado.'
  const validity = `El enlace vale por ${minutes} minutos y solo se puede usar una vez.`
  const ignore = 'Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.'
  return {
    to,
    subject: 'Restablece tu contraseña de Obrafiado',
    text: [
      `Hola ${name}:`,
      '',
      intro,
      'Para elegir una contraseña nueva abre este enlace:',
      '',
      link,
      '',
      validity,
      ignore,
      '',
      'El equipo de Obrafiado',
    ].join('\n'),
    html: [
      `<p>Hola ${escapeHtml(name)}:</p>`,
      `<p>${intro}</p>`,
      `<p><a href="${escapeHtml(link)}">Elegir una contraseña nueva</a></p>`,
      `<p>${validity}<br>${ignore}</p>`,
      '<p>El equipo de Obrafiado</p>',
    ].join('\n'),
  }
}
