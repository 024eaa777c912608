import { formatMoney } from '@contract/money'
import { type StatementWeek, weekRangeText } from '@contract/statements'
import type { OutgoingMail } from '../../mail/outbox'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
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
  const summary = `Esta semana (${weekRangeText(week)}) ${business} tiene ${payments} por ${formatMoney(total)} a ${side === 'customer' ? 'pagar' : 'cobrar'}${late}.`
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
        ? `Tu estado de cuenta: ${formatMoney(total)} a pagar esta semana`
        : `Tu estado de cuenta: ${formatMoney(total)} a cobrar esta semana`,
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
