import { actionResultSchema } from '@contract/http'
import {
  assignProjectRequestSchema,
  attachInvoiceFormSchema,
  customersReportRequestSchema,
  exportRequestSchema,
  extendTermRequestSchema,
  fileLinkSchema,
  handleExtendTermRequestSchema,
  paymentIdRequestSchema,
  paymentsToProjectsQuerySchema,
  reportPaymentFormSchema,
  requestExtendTermRequestSchema,
  stpClabeSchema,
  termExtensionsPageSchema,
  termExtensionsQuerySchema,
  totalPaymentsByUserSchema,
  updatePaymentRequestSchema,
  XLSX_CONTENT_TYPE,
} from '@contract/paymentActions'
import { roleNamesOf } from '@contract/paymentLifecycle'
import { paymentListQuerySchema, paymentsPageSchema } from '@contract/payments'
import { resumeSchema } from '@contract/resume'
import { CUSTOMER_ROLES, CUSTOMERS_REPORT_ROLES, EXPORT_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { saleAnswerSchema, saleOnReservedLineRequestSchema, saleRequestSchema } from '@contract/sales'
import { route, routes } from './route'

/** Suppliers and customers: the parties of a payment. */
const PARTIES = [...SUPPLIER_ROLES, ...CUSTOMER_ROLES]
const XLSX = { file: [XLSX_CONTENT_TYPE] }

/**
 * /api/payments: the list and its totals, the sale, everything done to a payment (who may do each action is
 * the lifecycle table's, contract/paymentLifecycle.ts), its files, exports and projects.
 */
export const paymentsRoutes = routes({
  list: route({
    method: 'GET',
    path: '/payments',
    access: PARTIES,
    summary: 'Una página de las ventas (proveedor) o compras (comprador) de quien llama.',
    query: paymentListQuerySchema,
    answer: paymentsPageSchema,
  }),
  resume: route({
    method: 'GET',
    path: '/payments/resume',
    access: PARTIES,
    summary: 'Los totales del tablero: crédito disponible, por cobrar, por pagar y del mes.',
    answer: resumeSchema,
  }),
  create: route({
    method: 'POST',
    path: '/payments/create',
    access: SUPPLIER_ROLES,
    summary: 'Registra una venta a crédito con el código de compra del comprador.',
    body: saleRequestSchema,
    answer: saleAnswerSchema,
  }),
  createOnReservedLine: route({
    method: 'POST',
    path: '/payments/create-on-reserved-credit-line',
    access: SUPPLIER_ROLES,
    summary: 'Registra una venta sobre una línea de crédito reservada.',
    body: saleOnReservedLineRequestSchema,
    answer: saleAnswerSchema,
  }),
  confirm: route({
    method: 'POST',
    path: '/payments/confirm-payment',
    access: roleNamesOf('confirm'),
    summary: 'Confirma el pago que reportó el comprador.',
    body: paymentIdRequestSchema,
    answer: actionResultSchema,
  }),
  reject: route({
    method: 'POST',
    path: '/payments/reject-payment',
    access: roleNamesOf('reject'),
    summary: 'Rechaza el comprobante de pago que reportó el comprador.',
    body: paymentIdRequestSchema,
    answer: actionResultSchema,
  }),
  reportNonPayment: route({
    method: 'POST',
    path: '/payments/report-non-payment',
    access: roleNamesOf('reportNonPayment'),
    summary: 'Reporta la falta de pago de una compra vencida.',
    body: paymentIdRequestSchema,
    answer: actionResultSchema,
  }),
  reportPayment: route({
    method: 'POST',
    path: '/payments/report-payment',
    access: roleNamesOf('pay', 'informPayment'),
    summary: 'Reporta un pago con su comprobante (comprador) o informa que se pagó (proveedor).',
    multipart: { fields: reportPaymentFormSchema, files: ['file', 'cep'] },
    answer: actionResultSchema,
  }),
  extendTerm: route({
    method: 'POST',
    path: '/payments/extend-term',
    access: roleNamesOf('extendTerm'),
    summary: 'Extiende el plazo de un pago.',
    body: extendTermRequestSchema,
    answer: actionResultSchema,
  }),
  requestExtendTerm: route({
    method: 'POST',
    path: '/payments/request-extend-term',
    access: roleNamesOf('requestExtendTerm'),
    summary: 'Solicita al proveedor una extensión de plazo.',
    body: requestExtendTermRequestSchema,
    answer: actionResultSchema,
  }),
  handleExtendTerm: route({
    method: 'POST',
    path: '/payments/handle-request-extend-term',
    access: roleNamesOf('acceptExtension', 'declineExtension'),
    summary: 'Acepta o rechaza una solicitud de extensión de plazo.',
    body: handleExtendTermRequestSchema,
    answer: actionResultSchema,
  }),
  termExtensions: route({
    method: 'GET',
    path: '/payments/get-term-extensions',
    access: PARTIES,
    summary: 'Las solicitudes de extensión de plazo de las ventas o compras de quien llama.',
    query: termExtensionsQuerySchema,
    answer: termExtensionsPageSchema,
  }),
  attachInvoice: route({
    method: 'POST',
    path: '/payments/attach-invoice',
    access: roleNamesOf('attachInvoice'),
    summary: 'Adjunta la factura (PDF y XML) de una venta.',
    multipart: { fields: attachInvoiceFormSchema, files: ['files[]', 'files'] },
    answer: actionResultSchema,
  }),
  updatePayment: route({
    method: 'POST',
    path: '/payments/update-payment/:id',
    access: roleNamesOf('edit'),
    summary: 'Edita el monto y el plazo de una venta (solo a la baja).',
    body: updatePaymentRequestSchema,
    answer: actionResultSchema,
  }),
  requestFactoring: route({
    method: 'POST',
    path: '/payments/request-factoring',
    access: roleNamesOf('requestFactoring'),
    summary: 'Solicita el financiamiento de una venta.',
    body: paymentIdRequestSchema,
    answer: actionResultSchema,
  }),
  stpClabe: route({
    method: 'GET',
    path: '/payments/get-stp-clabe/:id',
    access: CUSTOMER_ROLES,
    summary: 'La CLABE a la que el comprador transfiere el pago.',
    answer: stpClabeSchema,
  }),
  proofOfPurchase: route({
    method: 'GET',
    path: '/payments/generate-proof-purchase/:id',
    access: PARTIES,
    summary: 'Un enlace de 5 minutos al comprobante de compra en PDF.',
    answer: fileLinkSchema,
  }),
  export: route({
    method: 'POST',
    path: '/payments/export',
    access: EXPORT_ROLES,
    summary: 'Exporta los pagos del periodo elegido a una hoja de cálculo.',
    body: exportRequestSchema,
    answer: XLSX,
  }),
  customersReport: route({
    method: 'POST',
    path: '/payments/customers-report',
    access: CUSTOMERS_REPORT_ROLES,
    summary: 'El reporte de clientes del proveedor en una hoja de cálculo.',
    body: customersReportRequestSchema,
    answer: XLSX,
  }),
  totalByUser: route({
    method: 'GET',
    path: '/payments/get-total-payments-by-user',
    access: PARTIES,
    summary: 'Las ventas (o compras) del mes del usuario: total en pesos y cuántas.',
    answer: totalPaymentsByUserSchema,
  }),
  assignProject: route({
    method: 'POST',
    path: '/payments/assign-project-to-payment',
    access: CUSTOMER_ROLES,
    summary: 'Asigna una compra (o varias) a un proyecto del comprador.',
    body: assignProjectRequestSchema,
    answer: actionResultSchema,
  }),
  toProjects: route({
    method: 'GET',
    path: '/payments/get-payments-to-projects',
    access: CUSTOMER_ROLES,
    summary: 'Las compras de un proyecto, o las que aún no tienen proyecto.',
    query: paymentsToProjectsQuerySchema,
    answer: paymentsPageSchema,
  }),
})
