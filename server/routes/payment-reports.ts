import {
  ACTION_MSG,
  assignProjectRequestSchema,
  customersReportRequestSchema,
  exportRequestSchema,
  paymentsToProjectsQuerySchema,
} from '@contract/paymentActions'
import { CUSTOMER_ROLES, CUSTOMERS_REPORT_ROLES, EXPORT_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import { Hono } from 'hono'
import { invalid } from '../domain/errors'
import { customersReport } from '../domain/exports/customers-report'
import { exportPayments } from '../domain/exports/payments-export'
import { xlsxResponse } from '../domain/exports/sheet'
import { assignProject, paymentsToProjects } from '../domain/projects/projects'
import { totalPaymentsByUser } from '../domain/resume'
import { requireAuth, requireRole } from '../http/auth'
import type { IdempotentEnv } from '../http/idempotency'
import { validJson, validQuery } from '../http/validate'

/** Exports, reports, totals and project assignment of payments. */
export const paymentReportsRoutes = new Hono<IdempotentEnv>()
  .post('/export', requireAuth, requireRole(...EXPORT_ROLES), async (c) => {
    const request = await validJson(c, exportRequestSchema)
    const { db, clock, config } = c.var.deps
    const file = await exportPayments({ db, clock, brand: config.factoringBrand }, c.var.auth, request)
    return xlsxResponse(file.body, file.filename)
  })
  .post('/customers-report', requireAuth, requireRole(...CUSTOMERS_REPORT_ROLES), async (c) => {
    const { exportOption } = await validJson(c, customersReportRequestSchema)
    const { db, clock } = c.var.deps
    const report = await customersReport({ db, clock }, c.var.auth, exportOption)
    return xlsxResponse(report.body, report.filename)
  })
  .get(
    '/get-total-payments-by-user',
    requireAuth,
    requireRole(...SUPPLIER_ROLES, ...CUSTOMER_ROLES),
    async (c) => c.json(await totalPaymentsByUser(c.var.deps.db, c.var.deps.clock, c.var.auth), 200),
  )
  .post('/assign-project-to-payment', requireAuth, requireRole(...CUSTOMER_ROLES), async (c) => {
    const request = await validJson(c, assignProjectRequestSchema)
    const ids = [
      ...(request.payment_id === undefined ? [] : [request.payment_id]),
      ...(request.payment_ids ?? []),
    ]
    if (ids.length === 0) throw invalid({ payment_ids: [ACTION_MSG.paymentsRequired] })
    const { db, clock } = c.var.deps
    await assignProject(db, clock, c.var.auth, request.project_id, ids)
    return c.json({ success: true, msg: ACTION_MSG.projectAssigned }, 200)
  })
  .get('/get-payments-to-projects', requireAuth, requireRole(...CUSTOMER_ROLES), async (c) => {
    const query = validQuery(c, paymentsToProjectsQuerySchema)
    const { db, clock } = c.var.deps
    return c.json(await paymentsToProjects(db, clock, c.var.auth, query), 200)
  })
