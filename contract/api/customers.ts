import { referralsPageSchema, referralsQuerySchema, referSupplierRequestSchema } from '@contract/directory'
import { actionResultSchema } from '@contract/http'
import {
  counterpartSchema,
  counterpartTermSchema,
  creditExtensionRequestSchema,
  XLSX_CONTENT_TYPE,
} from '@contract/paymentActions'
import { quizStatusQuerySchema, quizStatusSchema, saveQuizAnswersRequestSchema } from '@contract/registration'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import {
  customerLookupSchema,
  generateCodeRequestSchema,
  liveCodeSchema,
  purchaseCodeSchema,
  supplierSummarySchema,
} from '@contract/sales'
import { customerStatementSchema } from '@contract/statements'
import { z } from 'zod/mini'
import { route, routes } from './route'

/**
 * /api/customers: a builder's purchase code, suppliers, credit and quiz; the supplier's lookup of a builder and
 * its referrals; a builder's weekly statement by the token of its mail.
 */
export const customersRoutes = routes({
  liveToken: route({
    method: 'GET',
    path: '/customers/generate-token',
    access: CUSTOMER_ROLES,
    summary: 'El código de compra vigente y los segundos que le quedan, sin cambiar nada.',
    answer: liveCodeSchema,
  }),
  generateToken: route({
    method: 'POST',
    path: '/customers/generate-token',
    access: CUSTOMER_ROLES,
    summary: 'Genera un código de compra nuevo que reemplaza al vigente.',
    body: generateCodeRequestSchema,
    answer: purchaseCodeSchema,
  }),
  mySuppliers: route({
    method: 'GET',
    path: '/customers/get-suppliers',
    access: CUSTOMER_ROLES,
    summary: 'Los proveedores del comprador: a los que compró, con código compartido o línea reservada.',
    answer: z.object({ data: z.array(supplierSummarySchema) }),
  }),
  byUser: route({
    method: 'GET',
    path: '/customers/get-by-user/:id',
    access: SUPPLIER_ROLES,
    summary: 'El cliente con ese número de usuario y su crédito disponible, para una venta.',
    answer: z.object({ data: customerLookupSchema }),
  }),
  search: route({
    method: 'GET',
    path: '/customers/search/:term',
    access: CUSTOMER_ROLES,
    summary: 'Busca entre los proveedores a los que el comprador compró, por número o nombre.',
    params: z.object({ term: counterpartTermSchema }),
    answer: z.object({ data: z.array(counterpartSchema) }),
  }),
  creditExtension: route({
    method: 'POST',
    path: '/customers/credit-extension',
    access: CUSTOMER_ROLES,
    summary: 'Pide a la plataforma más crédito para el negocio del comprador.',
    body: creditExtensionRequestSchema,
    answer: actionResultSchema,
  }),
  quiz: route({
    method: 'GET',
    path: '/customers/quiz',
    access: 'public',
    summary: 'Si el cuestionario de un enlace ya se contestó, y cuándo.',
    query: quizStatusQuerySchema,
    answer: quizStatusSchema,
  }),
  saveQuizAnswers: route({
    method: 'POST',
    path: '/customers/save-quiz-answers',
    access: 'public',
    summary: 'Guarda las respuestas del cuestionario (una sola vez por enlace).',
    body: saveQuizAnswersRequestSchema,
    answer: actionResultSchema,
  }),
  referSupplier: route({
    method: 'POST',
    path: '/customers/refer-supplier',
    access: CUSTOMER_ROLES,
    summary: 'Recomienda a un proveedor que aún no está en la plataforma.',
    body: referSupplierRequestSchema,
    answer: actionResultSchema,
  }),
  referrals: route({
    method: 'GET',
    path: '/customers/get-referrals-by-supplier',
    access: ['admin-supplier'],
    summary: 'Los clientes que el proveedor registró o refirió, los más nuevos primero.',
    query: referralsQuerySchema,
    answer: referralsPageSchema,
  }),
  statement: route({
    method: 'GET',
    path: '/customers/account-status/:token',
    access: 'public',
    summary: 'El estado de cuenta semanal del comprador, con el token de su correo.',
    answer: customerStatementSchema,
  }),
  exportStatement: route({
    method: 'GET',
    path: '/customers/export-account-status/:token',
    access: 'public',
    summary: 'El estado de cuenta semanal del comprador en Excel, con el token de su correo.',
    answer: { file: [XLSX_CONTENT_TYPE] },
  }),
})
