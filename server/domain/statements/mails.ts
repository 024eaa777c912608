import type { StatementWeek } from '@contract/statements'
import { format } from 'date-fns/format'
import { es } from 'date-fns/locale/es'
import type { OutgoingMail } from '../../mail/outbox'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
const dateOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y!, m! - 1, d!)
}

/** 'del 23 al 29 de noviembre de 2026', 'del 29 de diciembre de 2025 al 4 de enero de 2026'. */
export function weekText(week: StatementWeek): string {
  const from = dateOf(week.from)
  const to = dateOf(week.to)
  const full = "d 'de' MMMM 'de' yyyy"
  const start =
    from.getFullYear() !== to.getFullYear() ? full : from.getMonth() !== to.getMonth() ? "d 'de' MMMM" : 'd'
  return `del ${format(from, start, { locale: es })} al ${format(to, full, { locale: es })}`
}

/** The builder's link: its statement by token (the SPA's /statement/{token}). */
export const statementLink = (appUrl: string, token: string) => `${appUrl}/statement/${token}`

/** The supplier's link: its statement, signed in. */
export const supplierStatementLink = (appUrl: string) => `${appUrl}/statement`

/**
 * The Monday mail (docs/decisions.md#statements): the week, how many payments and the total, and the link.
 * A builder's total is what it pays this week (overdue ones included); a supplier's what it collects.
 */
export function weeklyStatementMail(input: {
  to: string
  side: 'customer' | 'supplier'
  business: string
  week: StatementWeek
  count: number
  /** How many of them are past their due date. */
  overdue: number
  /** Pesos. */
  total: number
  link: string
  tokenDays?: number
}): OutgoingMail {
  const { to, side, business, week, count, overdue, total, link } = input
  const payments = count === 1 ? '1 pago' : `${count} pagos`
  const late = overdue === 0 ? '' : overdue === 1 ? ', 1 de ellos vencido' : `, ${overdue} de ellos vencidos`
  const summary = `Esta semana (${weekText(week)}) ${business} tiene ${payments} por ${money.format(total)} a ${side === 'customer' ? 'pagar' : 'cobrar'}${late}.`
  const open =
    side === 'customer'
      ? 'Consulta el detalle y descárgalo en Excel en tu estado de cuenta:'
      : 'Consulta el detalle y descárgalo en Excel en tu estado de cuenta (inicia sesión):'
  const validity =
    side === 'customer' && input.tokenDays ? `El enlace vale por ${input.tokenDays} días.` : null
  return {
    to,
    subject:
      side === 'customer'
        ? `Tu estado de cuenta: ${money.format(total)} a pagar esta semana`
        : `Tu estado de cuenta: ${money.format(total)} a cobrar esta semana`,
    text: [
      'Hola:',
      '',
      summary,
      open,
      '',
      link,
      '',
      ...(validity ? [validity] : []),
      'El equipo de Obrafiado',
    ].join('\n'),
    html: [
      '<p>Hola:</p>',
      `<p>${escapeHtml(summary)}</p>`,
      `<p><a href="${escapeHtml(link)}">Ver mi estado de cuenta</a></p>`,
      ...(validity ? [`<p>${escapeHtml(validity)}</p>`] : []),
      '<p>El equipo de Obrafiado</p>',
    ].join('\n'),
  }
}
