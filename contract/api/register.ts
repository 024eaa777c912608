import { route, routes } from '@contract/api/route'
import { actionResultSchema } from '@contract/http'
import {
  clientFormInfoSchema,
  registerClientRequestSchema,
  registerClientResponseSchema,
  registerStep1RequestSchema,
  registerStep1ResponseSchema,
  registerStep2RequestSchema,
  registerStep5RequestSchema,
  registerStep6RequestSchema,
  registerStep6ResponseSchema,
  registrationSnapshotSchema,
} from '@contract/registration'
import { SUPPLIER_ROLES } from '@contract/roles'
import { z } from 'zod/mini'

/**
 * /api/register: the prospect's wizard, by its register token (in the body, and as the `Register_Token`
 * header), never a login (docs/decisions.md#registration); and a supplier's form for registering its clients.
 */
export const registerRoutes = routes({
  step1: route({
    method: 'POST',
    path: '/register/step-1',
    access: 'public',
    summary: 'Datos del negocio: empieza una solicitud, o con `Register_Token` actualiza esa.',
    body: registerStep1RequestSchema,
    answer: registerStep1ResponseSchema,
  }),
  step2: route({
    method: 'POST',
    path: '/register/step-2',
    access: 'public',
    summary: 'El representante legal.',
    body: registerStep2RequestSchema,
    answer: actionResultSchema,
  }),
  step5: route({
    method: 'POST',
    path: '/register/step-5',
    access: 'public',
    summary: 'El usuario comprador y el usuario de pagos.',
    body: registerStep5RequestSchema,
    answer: actionResultSchema,
  }),
  generalInfoDocuments: route({
    method: 'POST',
    path: '/register/step-6-general-info',
    access: 'public',
    summary: 'Declara los documentos generales (sus hashes) antes de subirlos a media/files.',
    body: registerStep6RequestSchema,
    answer: registerStep6ResponseSchema,
  }),
  bankStatementDocuments: route({
    method: 'POST',
    path: '/register/step-6-bank-statements',
    access: 'public',
    summary: 'Declara los estados de cuenta (sus hashes) antes de subirlos a media/files.',
    body: registerStep6RequestSchema,
    answer: registerStep6ResponseSchema,
  }),
  application: route({
    method: 'GET',
    path: '/register/application',
    access: 'public',
    summary: 'Lo guardado de la solicitud, para retomarla después de recargar.',
    query: z.object({ register_token: z.optional(z.string()) }),
    answer: registrationSnapshotSchema,
  }),
  clientForm: route({
    method: 'GET',
    path: '/register/client-form',
    access: 'public',
    summary:
      'El formulario de registro de clientes de un proveedor: público con `supplier_referral_code`; sin él, el ' +
      `del proveedor de la sesión (roles: ${SUPPLIER_ROLES.join(', ')}).`,
    query: z.object({ supplier_referral_code: z.optional(z.string()) }),
    answer: clientFormInfoSchema,
  }),
  client: route({
    method: 'POST',
    path: '/register/client',
    access: 'public',
    summary: 'Registra un cliente referido por un proveedor.',
    body: registerClientRequestSchema,
    answer: registerClientResponseSchema,
  }),
})
