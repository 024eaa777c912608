import {
  ACTION_MSG,
  attachInvoiceFormSchema,
  extendTermRequestSchema,
  handleExtendTermRequestSchema,
  PAYMENT_FILE_MAX_BYTES,
  paymentIdRequestSchema,
  reportPaymentFormSchema,
  requestExtendTermRequestSchema,
  termExtensionsQuerySchema,
  updatePaymentRequestSchema,
} from '@contract/paymentActions'
import { INVOICE_UPLOAD_RULE, proofUploadRule } from '@contract/paymentUploads'
import { CUSTOMER_ROLES, SUPPLIER_ROLES } from '@contract/roles'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { rowIdOf } from '../domain/customers'
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
  roleNamesOf,
  stpClabeForPayment,
  updatePayment,
} from '../domain/payments/actions'
import { blobStoreOf } from '../files/blob-store'
import { formOf, uploadBodyLimit, uploadForm } from '../files/form'
import { downloadLinkKey } from '../files/links'
import { requireAuth, requireRole } from '../http/auth'
import { type IdempotentEnv, idempotency } from '../http/idempotency'
import { validUpload } from '../http/upload'
import { validJson, validQuery } from '../http/validate'

/** 200 with the JSON of a domain call; what it throws (404, 403, 422…) is answered by app.onError. */
export const answer = async (run: () => Promise<unknown>): Promise<Response> =>
  Response.json(await run(), { status: 200 })

const customer = [requireAuth, requireRole(...CUSTOMER_ROLES)] as const
const party = [requireAuth, requireRole(...SUPPLIER_ROLES, ...CUSTOMER_ROLES)] as const
/** The lifecycle actions' routes let through the roles of their rows (contract/paymentLifecycle.ts). */
const mayDo = (...actions: Parameters<typeof roleNamesOf>) =>
  [requireAuth, requireRole(...roleNamesOf(...actions))] as const
/** Upload routes: 12 MB of files (413 fileTooLarge), the form read once (see uploadForm). */
const upload = [uploadBodyLimit(PAYMENT_FILE_MAX_BYTES, ACTION_MSG.fileTooLarge), uploadForm] as const

const deps = (c: Context<IdempotentEnv>) => ({ db: c.var.deps.db, clock: c.var.deps.clock })

export const paymentActionsRoutes = new Hono<IdempotentEnv>()
  .post('/confirm-payment', ...mayDo('confirm'), idempotency, async (c) => {
    const { payment_id } = await validJson(c, paymentIdRequestSchema)
    return answer(() => confirmPayment(deps(c), c.var.auth, payment_id, c.var.idempotency?.onCommit))
  })
  .post('/reject-payment', ...mayDo('reject'), async (c) => {
    const { payment_id } = await validJson(c, paymentIdRequestSchema)
    return answer(() => rejectPayment(deps(c), c.var.auth, payment_id))
  })
  .post('/report-non-payment', ...mayDo('reportNonPayment'), async (c) => {
    const { payment_id } = await validJson(c, paymentIdRequestSchema)
    return answer(() => reportNonPayment(deps(c), c.var.auth, payment_id))
  })
  .post('/report-payment', ...mayDo('pay', 'informPayment'), ...upload, idempotency, async (c) => {
    const auth = c.var.auth
    const checked = await validUpload(formOf(c), reportPaymentFormSchema, {
      fields: ['file'],
      errorKey: 'file',
      rule: proofUploadRule(auth.mainRole === 'customer'),
    })
    const store = blobStoreOf(c.var.deps.config)
    return answer(() =>
      reportPayment(
        { ...deps(c), store },
        auth,
        checked.fields.payment_id,
        checked.uploads[0],
        c.var.idempotency?.onCommit,
      ),
    )
  })
  .post('/extend-term', ...mayDo('extendTerm'), async (c) => {
    const request = await validJson(c, extendTermRequestSchema)
    return answer(() => extendTerm(deps(c), c.var.auth, request.payment_id, request.term))
  })
  .post('/request-extend-term', ...mayDo('requestExtendTerm'), async (c) => {
    const request = await validJson(c, requestExtendTermRequestSchema)
    return answer(() => requestExtendTerm(deps(c), c.var.auth, request.payment_id, request.days))
  })
  .post('/handle-request-extend-term', ...mayDo('acceptExtension', 'declineExtension'), async (c) => {
    const request = await validJson(c, handleExtendTermRequestSchema)
    const accepted = request.accepted === true || request.accepted === 1
    return answer(() =>
      handleExtendTermRequest(deps(c), c.var.auth, request.term_extension_request_id, accepted),
    )
  })
  .get('/get-term-extensions', ...party, async (c) => {
    const query = validQuery(c, termExtensionsQuerySchema)
    return answer(() => listTermExtensions(c.var.deps.db, c.var.deps.clock, c.var.auth, query))
  })
  .post('/attach-invoice', ...mayDo('attachInvoice'), ...upload, async (c) => {
    const checked = await validUpload(formOf(c), attachInvoiceFormSchema, {
      fields: ['files[]', 'files'],
      errorKey: 'files',
      rule: INVOICE_UPLOAD_RULE,
    })
    const store = blobStoreOf(c.var.deps.config)
    return answer(() =>
      attachInvoice({ ...deps(c), store }, c.var.auth, checked.fields.payment_id, checked.uploads),
    )
  })
  .post('/update-payment/:id', ...mayDo('edit'), idempotency, async (c) => {
    const request = await validJson(c, updatePaymentRequestSchema)
    const id = rowIdOf(c.req.param('id'))
    return answer(() => updatePayment(deps(c), c.var.auth, id, request, c.var.idempotency?.onCommit))
  })
  .post('/request-factoring', ...mayDo('requestFactoring'), async (c) => {
    const { payment_id } = await validJson(c, paymentIdRequestSchema)
    return answer(() => requestFactoring(deps(c), c.var.auth, payment_id))
  })
  .get('/get-stp-clabe/:id', ...customer, async (c) =>
    answer(() => stpClabeForPayment(deps(c), c.var.auth, rowIdOf(c.req.param('id')))),
  )
  .get('/generate-proof-purchase/:id', ...party, async (c) => {
    const { db, clock, config } = c.var.deps
    const linkKey = await downloadLinkKey(db, config, clock)
    return answer(() => purchaseProofLink({ db, clock, linkKey }, c.var.auth, rowIdOf(c.req.param('id'))))
  })
