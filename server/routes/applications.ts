import { Hono } from 'hono'
import type { AppEnv } from '../http/env'

/** The platform operator's side of registration: list, show, approve, decline applications (issue 5). */
export const applicationsRoutes = new Hono<AppEnv>()
