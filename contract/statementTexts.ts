/**
 * The weekly statement ('Estado de cuenta', /statement/{token?}): limits and Spanish texts without zod
 * (imported by the SPA's view). docs/decisions.md#statements.
 */

/** Days a statement link (the token of the weekly mail) stays valid. */
export const STATEMENT_TOKEN_DAYS = 35

/** The file the export downloads (the product's name). */
export const STATEMENT_FILENAME = 'estado_de_cuenta.xlsx'

export const STATEMENT_MSG = {
  /** Verbatim from the product description. */
  title: 'Estado de cuenta',
  empty: 'No hay pagos pendientes en este período.',
  failed: 'Ocurrio un error',
  signIn: 'Ingresar',
  /** Ours. */
  totalToPay: 'Total a pagar esta semana',
  totalToCollect: 'Total a cobrar esta semana',
  export: 'Exportar',
  exporting: 'Exportando…',
  exportFailed: 'No pudimos descargar el estado de cuenta. Inténtalo nuevamente.',
  retry: 'Reintentar',
  loading: 'Cargando estado de cuenta',
  tokenNotFound: 'El enlace del estado de cuenta no es válido o ya expiró.',
  overdue: 'Vencido',
  includesOverdue: 'Incluye los pagos vencidos que siguen pendientes.',
} as const

/** The statement's table columns; the counterpart is 'Proveedor' for a builder, 'Cliente' for a supplier. */
export const STATEMENT_COLUMNS = {
  id: 'ID',
  supplier: 'Proveedor',
  customer: 'Cliente',
  amount: 'Monto',
  purchaseDate: 'Fecha de compra',
  expirationDate: 'Fecha de vencimiento',
} as const
