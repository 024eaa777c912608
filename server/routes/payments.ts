import { paymentsRoutes } from '@contract/api/payments'
import { ACTION_MSG, PAYMENT_FILE_MAX_BYTES } from '@contract/paymentActions'
import { CEP_UPLOAD_RULE, INVOICE_UPLOAD_RULE, proofUploadRule } from '@contract/paymentUploads'
import { SALE_MSG } from '@contract/sales'
import type { Context } from 'hono'
import { rowIdOf } from '../domain/customers'
import { invalid } from '../domain/errors'
import { customersReport } from '../domain/exports/customers-report'
import { exportPayments } from '../domain/exports/payments-export'
import { xlsxResponse } from '../domain/exports/sheet'
import {
  attachInvoice,
  confirmPayment,
  extendTerm,
  handleExtendTermRequest,
  listTermExtensions,
  purchaseProofLink,
  rejectPayment,
  reportNonPayment,
  reportPayment,
  requestExtendTerm,
  requestFactoring,
  stpClabeForPayment,
  updatePayment,
} from '../domain/payments/actions'
import { advanceOwnBeforeRead } from '../domain/payments/clock'
import { createSale, createSaleOnReservedLine } from '../domain/payments/create'
import { listPayments } from '../domain/payments/list'
import { assignProject, paymentsToProjects } from '../domain/projects/projects'
import { computeResume, totalPaymentsByUser } from '../domain/resume'
import { scopeOf } from '../domain/scope'
import { blobStoreOf } from '../files/blob-store'
import { downloadLinkKey } from '../files/links'
import { mountRoutes } from '../http/declared'
import { formOf, uploadBodyLimit, uploadForm } from '../http/form'
import { type IdempotentEnv, idempotency } from '../http/idempotency'
import { rateLimit } from '../http/rate-limit'
import { saleDeps } from '../http/sale-deps'
import { validUpload } from '../http/upload'

/** Upload routes: 12 MB of files (413 fileTooLarge), the form read once (see uploadForm). */
const upload = [uploadBodyLimit(PAYMENT_FILE_MAX_BYTES, ACTION_MSG.fileTooLarge), uploadForm] as const

const deps = (c: Context<IdempotentEnv>) => ({ db: c.var.deps.db, clock: c.var.deps.clock })

export const paymentsRouter = mountRoutes(paymentsRoutes, {
  list: async (c, { query }) =>
    c.json(await listPayments(c.var.deps.db, c.var.deps.clock, c.var.auth, query), 200),
  resume: async (c) => {
    const { db, clock } = c.var.deps
    // Reads are right between sweeps: the caller's due payments move first (docs/decisions.md#payment-clock).
    await advanceOwnBeforeRead(db, clock, scopeOf(c.var.auth))
    return c.json(await computeResume(db, clock, c.var.auth), 200)
  },
  create: {
    use: [rateLimit('codes', 'user'), idempotency],
    handle: async (c, { body }) => {
      if (body.delivery && !body.address?.trim()) throw invalid({ address: [SALE_MSG.addressRequired] })
      return c.json(await createSale(await saleDeps(c), c.var.auth, body, c.var.idempotency?.onCommit), 200)
    },
  },
  createOnReservedLine: {
    use: [idempotency],
    handle: async (c, { body }) =>
      c.json(
        await createSaleOnReservedLine(await saleDeps(c), c.var.auth, body, c.var.idempotency?.onCommit),
        200,
      ),
  },
  confirm: {
    use: [idempotency],
    handle: async (c, { body }) =>
      c.json(await confirmPayment(deps(c), c.var.auth, body.payment_id, c.var.idempotency?.onCommit), 200),
  },
  reject: async (c, { body }) => c.json(await rejectPayment(deps(c), c.var.auth, body.payment_id), 200),
  reportNonPayment: async (c, { body }) =>
    c.json(await reportNonPayment(deps(c), c.var.auth, body.payment_id), 200),
  reportPayment: {
    use: [...upload, idempotency],
    handle: async (c) => {
      const auth = c.var.auth
      const checked = await validUpload(
        formOf(c),
        paymentsRoutes.reportPayment.multipart.fields,
        { fields: ['file'], errorKey: 'file', rule: proofUploadRule(auth.mainRole === 'customer') },
        [{ fields: ['cep'], errorKey: 'cep', rule: CEP_UPLOAD_RULE }],
      )
      const store = blobStoreOf(c.var.deps.config)
      const { payment_id, tracking_key, operation_date, sending_bank } = checked.fields
      const transfer = { tracking_key, operation_date, sending_bank, cep: checked.moreUploads[0]?.[0] }
      return c.json(
        await reportPayment(
          { ...deps(c), store },
          auth,
          payment_id,
          checked.uploads[0],
          transfer,
          c.var.idempotency?.onCommit,
        ),
        200,
      )
    },
  },
  extendTerm: async (c, { body }) =>
    c.json(await extendTerm(deps(c), c.var.auth, body.payment_id, body.term), 200),
  requestExtendTerm: async (c, { body }) =>
    c.json(await requestExtendTerm(deps(c), c.var.auth, body.payment_id, body.days), 200),
  handleExtendTerm: async (c, { body }) => {
    const accepted = body.accepted === true || body.accepted === 1
    return c.json(
      await handleExtendTermRequest(deps(c), c.var.auth, body.term_extension_request_id, accepted),
      200,
    )
  },
  termExtensions: async (c, { query }) =>
    c.json(await listTermExtensions(c.var.deps.db, c.var.deps.clock, c.var.auth, query), 200),
  attachInvoice: {
    use: [...upload],
    handle: async (c) => {
      const checked = await validUpload(formOf(c), paymentsRoutes.attachInvoice.multipart.fields, {
        fields: ['files[]', 'files'],
        errorKey: 'files',
        rule: INVOICE_UPLOAD_RULE,
      })
      const store = blobStoreOf(c.var.deps.config)
      return c.json(
        await attachInvoice({ ...deps(c), store }, c.var.auth, checked.fields.payment_id, checked.uploads),
        200,
      )
    },
  },
  updatePayment: {
    use: [idempotency],
    handle: async (c, { params, body }) => {
      const id = rowIdOf(params.id)
      return c.json(await updatePayment(deps(c), c.var.auth, id, body, c.var.idempotency?.onCommit), 200)
    },
  },
  requestFactoring: async (c, { body }) =>
    c.json(await requestFactoring(deps(c), c.var.auth, body.payment_id), 200),
  stpClabe: async (c, { params }) =>
    c.json(await stpClabeForPayment(deps(c), c.var.auth, rowIdOf(params.id)), 200),
  proofOfPurchase: async (c, { params }) => {
    const { db, clock, config } = c.var.deps
    const linkKey = await downloadLinkKey(db, config, clock)
    return c.json(await purchaseProofLink({ db, clock, linkKey }, c.var.auth, rowIdOf(params.id)), 200)
  },
  export: async (c, { body }) => {
    const { db, clock, config } = c.var.deps
    const file = await exportPayments({ db, clock, brand: config.factoringBrand }, c.var.auth, body)
    return xlsxResponse(file.body, file.filename)
  },
  customersReport: async (c, { body }) => {
    const report = await customersReport(deps(c), c.var.auth, body.exportOption)
    return xlsxResponse(report.body, report.filename)
  },
  totalByUser: async (c) =>
    c.json(await totalPaymentsByUser(c.var.deps.db, c.var.deps.clock, c.var.auth), 200),
  assignProject: async (c, { body }) => {
    const ids = [...(body.payment_id === undefined ? [] : [body.payment_id]), ...(body.payment_ids ?? [])]
    if (ids.length === 0) throw invalid({ payment_ids: [ACTION_MSG.paymentsRequired] })
    await assignProject(c.var.deps.db, c.var.deps.clock, c.var.auth, body.project_id, ids)
    return c.json({ success: true, msg: ACTION_MSG.projectAssigned }, 200)
  },
  toProjects: async (c, { query }) =>
    c.json(await paymentsToProjects(c.var.deps.db, c.var.deps.clock, c.var.auth, query), 200),
})
