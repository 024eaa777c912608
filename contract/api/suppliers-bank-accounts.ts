import {
  bankAccountCreateSchema,
  bankAccountResultSchema,
  bankAccountUpdateSchema,
} from '@contract/bankAccounts'
import { actionResultSchema } from '@contract/http'
import { route, routes } from './route'

/** /api/suppliers-bank-accounts: only the supplier's administrator manages its bank accounts. */
export const suppliersBankAccountsRoutes = routes({
  create: route({
    method: 'POST',
    path: '/suppliers-bank-accounts/create',
    access: ['admin-supplier'],
    summary: 'Agrega una cuenta bancaria del proveedor (el banco sale de la CLABE).',
    body: bankAccountCreateSchema,
    answer: bankAccountResultSchema,
  }),
  update: route({
    method: 'POST',
    path: '/suppliers-bank-accounts/update',
    access: ['admin-supplier'],
    summary: 'Cambia una cuenta bancaria del proveedor.',
    body: bankAccountUpdateSchema,
    answer: bankAccountResultSchema,
  }),
  delete: route({
    method: 'POST',
    path: '/suppliers-bank-accounts/delete/:id',
    access: ['admin-supplier'],
    summary: 'Elimina una cuenta bancaria del proveedor.',
    answer: actionResultSchema,
  }),
})
