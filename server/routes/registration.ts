import { Hono } from 'hono'
import type { AppEnv } from '../http/env'

/** The registration wizard: register/step-1, step-2, step-5, step-6-*, register/application (issue 5). */
export const registrationRoutes = new Hono<AppEnv>()
/** POST media/files: the wizard's document uploads. */
export const mediaRoutes = new Hono<AppEnv>()
/** POST status-customer/create: records a complete step; the last one submits the application. */
export const statusCustomerRoutes = new Hono<AppEnv>()
