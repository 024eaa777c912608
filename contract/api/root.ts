import { route, routes } from '@contract/api/route'
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  userSchema,
} from '@contract/auth'
import { actionResultSchema } from '@contract/http'
import { demoAccountsResponseSchema, healthResponseSchema } from '@contract/system'

/** The one-word paths under /api: the service's health, the demo accounts, the session and the password. */
export const rootRoutes = routes({
  health: route({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'El servicio responde y su base de datos también (503 si no).',
    answer: healthResponseSchema,
  }),
  demoAccounts: route({
    method: 'GET',
    path: '/demo-accounts',
    access: 'public',
    summary: 'Las cuentas de demostración que lista la pantalla de acceso (404 sin datos de demostración).',
    answer: demoAccountsResponseSchema,
  }),
  login: route({
    method: 'POST',
    path: '/login',
    access: 'public',
    summary: 'Inicia sesión con correo y contraseña; responde el token de la sesión.',
    body: loginRequestSchema,
    answer: loginResponseSchema,
  }),
  logout: route({
    method: 'POST',
    path: '/logout',
    access: 'signed-in',
    summary: 'Cierra la sesión del token.',
    answer: actionResultSchema,
  }),
  user: route({
    method: 'GET',
    path: '/user',
    access: 'signed-in',
    summary: 'El usuario de la sesión: su rol, su organización y lo que puede hacer.',
    answer: userSchema,
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/forgot-password',
    access: 'public',
    summary:
      'Envía por correo el enlace para cambiar la contraseña (la misma respuesta exista o no la cuenta).',
    body: forgotPasswordRequestSchema,
    answer: actionResultSchema,
  }),
  changePassword: route({
    method: 'POST',
    path: '/change-password',
    access: 'public',
    summary: 'Cambia la contraseña con el token del enlace del correo.',
    body: changePasswordRequestSchema,
    answer: actionResultSchema,
  }),
})
