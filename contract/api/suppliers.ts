import {
  bankAccountSchema,
  businessInformationQuerySchema,
  businessInformationSchema,
  directoryFiltersSchema,
  directoryPageSchema,
  directoryQuerySchema,
  directoryStatsSchema,
} from '@contract/directory'
import { counterpartSchema, supplierCustomersQuerySchema, XLSX_CONTENT_TYPE } from '@contract/paymentActions'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { vendorSchema } from '@contract/sales'
import { supplierStatementSchema } from '@contract/statements'
import { z } from 'zod/mini'
import { route, routes } from './route'

/**
 * /api/suppliers: the directory builders browse, a business's information, a builder's view of its suppliers'
 * bank accounts; a supplier's vendors, customers, directory counts and weekly statement.
 */
export const suppliersRoutes = routes({
  vendors: route({
    method: 'GET',
    path: '/suppliers/get-vendors',
    access: SUPPLIER_ROLES,
    summary: 'Los vendedores del proveedor.',
    answer: z.object({ data: z.array(vendorSchema) }),
  }),
  customers: route({
    method: 'GET',
    path: '/suppliers/get-customers',
    access: SUPPLIER_ROLES,
    summary: 'Busca entre los clientes del proveedor, por nombre o número de usuario.',
    query: supplierCustomersQuerySchema,
    answer: z.object({ data: z.array(counterpartSchema) }),
  }),
  directory: route({
    method: 'GET',
    path: '/suppliers/get-suppliers-to-show',
    access: CUSTOMER_ROLES,
    summary: 'Una página del directorio de proveedores activos, con búsqueda por nombre, estado y ciudad.',
    query: directoryQuerySchema,
    answer: directoryPageSchema,
  }),
  directoryFilters: route({
    method: 'GET',
    path: '/suppliers/get-directory-filters',
    access: CUSTOMER_ROLES,
    summary: 'Los estados con proveedores activos y sus ciudades.',
    answer: directoryFiltersSchema,
  }),
  directoryStats: route({
    method: 'GET',
    path: '/suppliers/directory-stats',
    access: SUPPLIER_ROLES,
    summary: 'Cuántas veces vieron, contactaron y ubicaron al proveedor en el directorio.',
    answer: z.object({ data: directoryStatsSchema }),
  }),
  businessInformation: route({
    method: 'GET',
    path: '/suppliers/get-business-information',
    access: [...SUPPLIER_ROLES, ...CUSTOMER_ROLES],
    summary: 'La información del negocio propio o, con id, la de un proveedor.',
    query: businessInformationQuerySchema,
    answer: z.object({ data: businessInformationSchema }),
  }),
  statement: route({
    method: 'GET',
    path: '/suppliers/account-status',
    access: SUPPLIER_ROLES,
    summary: 'El estado de cuenta semanal del proveedor: lo que cobra a cada cliente.',
    answer: supplierStatementSchema,
  }),
  exportStatement: route({
    method: 'GET',
    path: '/suppliers/export-account-status',
    access: SUPPLIER_ROLES,
    summary: 'El estado de cuenta semanal del proveedor en Excel.',
    answer: { file: [XLSX_CONTENT_TYPE] },
  }),
  bankAccounts: route({
    method: 'GET',
    path: '/suppliers/get-bank-accounts/:supplierId',
    access: CUSTOMER_ROLES,
    summary: 'Las cuentas bancarias de uno de los proveedores del comprador.',
    answer: z.object({ data: z.array(bankAccountSchema) }),
  }),
})
