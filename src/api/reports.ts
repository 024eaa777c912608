import type { CustomersReportRequest, ExportRequest } from '@contract/paymentActions'
import { requestFile } from './download'

/** Spreadsheets of the payments list (docs/decisions.md#exports-and-reports). */
export const reportsApi = {
  exportPayments: (body: ExportRequest) => requestFile('POST', '/payments/export', body, 'pagos.xlsx'),
  customersReport: (body: CustomersReportRequest) =>
    requestFile('POST', '/payments/customers-report', body, 'reporte_clientes.xlsx'),
}
