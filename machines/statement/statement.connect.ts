import { STATEMENT_COLUMNS, STATEMENT_MSG, type StatementWeek, weekRangeText } from '@contract/statements'
import type { StatementContext, StatementEvent } from './statement.machine'

interface StatementSnapshot {
  context: StatementContext
  hasTag: (tag: string) => boolean
}

/** 'Semana del 23 al 29 de noviembre de 2026'. */
export const weekLabel = (week: StatementWeek): string => `Semana ${weekRangeText(week)}`

/** One row as the table shows it: the counterpart's name whichever side reads. */
export type StatementRow = {
  id: number
  name: string
  amount: number
  purchaseDate: string
  expirationDate: string
  overdue: boolean
}

/** The statement screen as the view renders it. */
export function connectStatement(snapshot: StatementSnapshot, send: (event: StatementEvent) => void) {
  const { side, statement, error, exportError } = snapshot.context
  const exporting = snapshot.hasTag('exporting')
  const rows: StatementRow[] = (statement?.data ?? []).map((row) => ({
    id: row.id,
    name: 'supplier_name' in row ? row.supplier_name : row.customer_name,
    amount: row.amount,
    purchaseDate: row.purchase_date,
    expirationDate: row.expiration_date,
    overdue: row.overdue,
  }))
  return {
    loading: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('failed'),
    /** The product's 'Ocurrio un error', with the server's reason beside it. */
    failedTitle: STATEMENT_MSG.failed,
    error,
    loaded: snapshot.hasTag('loaded'),
    empty: snapshot.hasTag('empty'),
    businessName: statement?.business_name ?? null,
    week: statement ? weekLabel(statement.week) : null,
    totalLabel: side === 'customer' ? STATEMENT_MSG.totalToPay : STATEMENT_MSG.totalToCollect,
    total: statement?.total ?? 0,
    counterpartHeader: side === 'customer' ? STATEMENT_COLUMNS.supplier : STATEMENT_COLUMNS.customer,
    rows,
    hasOverdue: rows.some((row) => row.overdue),
    /** The token view (a builder from its mail) offers 'Ingresar'. */
    showSignIn: side === 'customer',
    exporting,
    exportFailed: snapshot.hasTag('exportFailed'),
    exportError,
    retry: () => send({ type: 'statement.retry' }),
    /** 'Exportar' (busy while the file comes; the button ignores clicks then). */
    getExportProps: () => ({
      loading: exporting,
      loadingText: STATEMENT_MSG.exporting,
      onClick: () => send({ type: 'statement.export' }),
      children: STATEMENT_MSG.export,
    }),
  }
}
export type StatementApi = ReturnType<typeof connectStatement>
