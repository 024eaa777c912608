import { Hono } from 'hono'
import type { AppEnv } from '../http/env'

/** Supplier-side client registration: GET register/client-form, POST register/client (issue 5). */
export const clientRegistrationRoutes = new Hono<AppEnv>()
