import { paymentsRoutes } from '@contract/api/payments'
import type { CustomersReportRequest, ExportRequest } from '@contract/paymentActions'
import { download } from './call'

/** Spreadsheets of the payments list (docs/decisions.md#exports-and-reports). */
export const reportsApi = {
  exportPayments: (body: ExportRequest) => download(paymentsRoutes.export, 'pagos.xlsx', { body }),
  customersReport: (body: CustomersReportRequest) =>
    download(paymentsRoutes.customersReport, 'reporte_clientes.xlsx', { body }),
}
