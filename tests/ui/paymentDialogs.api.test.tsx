import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { filenameOf, requestFile } from '@/api/download'
import { fileIdOf, paymentActionsApi } from '@/api/paymentActions'
import { projectsApi } from '@/api/projects'
import { reportsApi } from '@/api/reports'
import {
  loadCatalogue,
  loadClabe,
  loadProjects,
  submitDialog,
} from '@/features/payment-dialogs/paymentDialogLogic'
import { catalogue, invoicePdf, invoiceXml, project, proof } from '../machines/paymentDialog.fixtures'

const client = vi.hoisted(() => ({ request: vi.fn(), notifyUnauthorized: vi.fn() }))
vi.mock('@/api/client', () => client)

const KEY = '0b7c1f3e-2d1a-4c5b-9e8f-112233445566'

beforeEach(() => {
  client.request.mockReset()
  client.notifyUnauthorized.mockReset()
  client.request.mockResolvedValue({ success: true, msg: 'ok' })
})

describe('paymentActionsApi', () => {
  it('posts the id actions, the money ones with the Idempotency-Key', async () => {
    await paymentActionsApi.confirm(5, KEY)
    expect(client.request).toHaveBeenLastCalledWith('/payments/confirm-payment', {
      method: 'POST',
      body: { payment_id: 5 },
      headers: { 'Idempotency-Key': KEY },
    })
    await paymentActionsApi.reject(5)
    expect(client.request).toHaveBeenLastCalledWith('/payments/reject-payment', {
      method: 'POST',
      body: { payment_id: 5 },
      headers: undefined,
    })
    await paymentActionsApi.reportNonPayment(5)
    expect(client.request.mock.lastCall?.[0]).toBe('/payments/report-non-payment')
    await paymentActionsApi.requestFactoring(5)
    expect(client.request.mock.lastCall?.[0]).toBe('/payments/request-factoring')
  })

  it('sends the proof and the invoices as multipart', async () => {
    const transfer = { tracking_key: 'MBAN01', operation_date: '2025-03-10', sending_bank: '012' }
    await paymentActionsApi.reportPayment(5, proof, transfer, KEY)
    const [path, options] = client.request.mock.lastCall as [string, { body: FormData; headers: object }]
    expect(path).toBe('/payments/report-payment')
    expect(options.headers).toEqual({ 'Idempotency-Key': KEY })
    expect(options.body.get('payment_id')).toBe('5')
    expect((options.body.get('file') as File).name).toBe(proof.name)
    expect(options.body.get('tracking_key')).toBe('MBAN01')
    expect(options.body.get('operation_date')).toBe('2025-03-10')
    expect(options.body.get('sending_bank')).toBe('012')

    await paymentActionsApi.reportPayment(6, null, null, KEY)
    const informed = (client.request.mock.lastCall as [string, { body: FormData }])[1].body
    expect(informed.get('payment_id')).toBe('6')
    expect(informed.has('file')).toBe(false)
    expect(informed.has('tracking_key')).toBe(false)

    await paymentActionsApi.attachInvoice(5, [invoicePdf, invoiceXml])
    const [invoicePath, invoice] = client.request.mock.lastCall as [string, { body: FormData }]
    expect(invoicePath).toBe('/payments/attach-invoice')
    expect(invoice.body.getAll('files[]').map((f) => (f as File).name)).toEqual([
      'factura.pdf',
      'factura.xml',
    ])
  })

  it('extends, edits and handles term extensions on their paths', async () => {
    await paymentActionsApi.extendTerm({ payment_id: 5, term: 10 })
    expect(client.request).toHaveBeenLastCalledWith('/payments/extend-term', {
      method: 'POST',
      body: { payment_id: 5, term: 10 },
    })
    await paymentActionsApi.requestExtendTerm({ payment_id: 5, days: 10 })
    expect(client.request.mock.lastCall?.[0]).toBe('/payments/request-extend-term')
    await paymentActionsApi.handleExtendTerm({ term_extension_request_id: 7, accepted: true })
    expect(client.request).toHaveBeenLastCalledWith('/payments/handle-request-extend-term', {
      method: 'POST',
      body: { term_extension_request_id: 7, accepted: true },
    })
    await paymentActionsApi.termExtensions({ accepted: 'null', page: 2, order: 'updated' })
    expect(client.request).toHaveBeenLastCalledWith('/payments/get-term-extensions', {
      method: 'GET',
      query: { accepted: 'null', page: '2', order: 'updated' },
    })
    await paymentActionsApi.updatePayment(5, { term: 20, amount: 900 }, KEY)
    expect(client.request).toHaveBeenLastCalledWith('/payments/update-payment/5', {
      method: 'POST',
      body: { term: 20, amount: 900 },
      headers: { 'Idempotency-Key': KEY },
    })
  })

  it('asks the CLABE and the file links', async () => {
    await paymentActionsApi.clabe(5)
    expect(client.request).toHaveBeenLastCalledWith('/payments/get-stp-clabe/5', { method: 'GET' })
    await paymentActionsApi.fileLink('/api/files/12')
    expect(client.request).toHaveBeenLastCalledWith('/files/12', { method: 'GET' })
    await paymentActionsApi.proofOfPurchase(5)
    expect(client.request).toHaveBeenLastCalledWith('/payments/generate-proof-purchase/5', { method: 'GET' })
    expect(fileIdOf('api/files/3')).toBe('3')
    expect(fileIdOf('/files/3')).toBe('3')
    expect(fileIdOf('https://cdn.example/api/files/3')).toBe('3')
    expect(fileIdOf('/api/payments/3')).toBeNull()
    const calls = client.request.mock.calls.length
    await expect(paymentActionsApi.fileLink('/api/payments/3')).rejects.toMatchObject({ status: 404 })
    expect(client.request.mock.calls.length).toBe(calls)
  })
})

describe('projectsApi', () => {
  it('lists projects from {data} or a bare array', async () => {
    client.request.mockResolvedValueOnce({ data: [project] })
    await expect(projectsApi.list()).resolves.toEqual([project])
    client.request.mockResolvedValueOnce([project])
    await expect(projectsApi.list()).resolves.toEqual([project])
  })

  it('creates, updates and assigns', async () => {
    await projectsApi.create({ name: 'Casa Norte' })
    expect(client.request).toHaveBeenLastCalledWith('/projects', {
      method: 'POST',
      body: { name: 'Casa Norte' },
    })
    const form = {
      name: 'Casa Sur',
      budget: 1,
      address: 'x',
      start_date: '2025-01-01',
      type_id: 1,
      phase_id: 2,
    }
    await projectsApi.update(7, form)
    expect(client.request).toHaveBeenLastCalledWith('/projects/7', { method: 'PUT', body: form })
    await projectsApi.assignToPayment({ project_id: 7, payment_id: 5 })
    expect(client.request).toHaveBeenLastCalledWith('/payments/assign-project-to-payment', {
      method: 'POST',
      body: { project_id: 7, payment_id: 5 },
    })
  })
})

describe('reports', () => {
  const fetchMock = vi.fn()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    localStorage.setItem('token', 'tok-123')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('reads the file name of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="pagos_2025-03.xlsx"', 'x.xlsx')).toBe('pagos_2025-03.xlsx')
    expect(filenameOf('attachment; filename=pagos.xlsx', 'x.xlsx')).toBe('pagos.xlsx')
    expect(filenameOf("attachment; filename*=UTF-8''reporte%20a%C3%B1o.xlsx", 'x.xlsx')).toBe(
      'reporte año.xlsx',
    )
    expect(filenameOf(null, 'x.xlsx')).toBe('x.xlsx')
  })

  it('posts with the token and answers the blob and its name', async () => {
    fetchMock.mockResolvedValue(
      new Response('xlsx', {
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="pagos.xlsx"',
        },
      }),
    )
    const body = { exportOption: 'day' as const, startDate: null, endDate: null, owner_id: 1 }
    const file = await reportsApi.exportPayments(body)
    expect(file.filename).toBe('pagos.xlsx')
    expect(await file.blob.text()).toBe('xlsx')
    const [url, init] = fetchMock.mock.lastCall as [string, RequestInit]
    expect(url).toBe('/api/payments/export')
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123')
    expect(JSON.parse(init.body as string)).toEqual(body)
  })

  it('turns failures into ApiFailure and reports a refused token', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ msg: 'Sin permiso' }, { status: 403 }))
    await expect(reportsApi.customersReport({ exportOption: 'global' })).rejects.toEqual({
      kind: 'http',
      status: 403,
      msg: 'Sin permiso',
      errors: undefined,
    })
    fetchMock.mockResolvedValueOnce(Response.json({ msg: 'Tu sesión expiró' }, { status: 401 }))
    await expect(requestFile('POST', '/payments/export', {}, 'x.xlsx')).rejects.toMatchObject({ status: 401 })
    expect(client.notifyUnauthorized).toHaveBeenCalledTimes(1)
    fetchMock.mockResolvedValueOnce(Response.json({ success: false, msg: 'Nada que exportar' }))
    await expect(requestFile('POST', '/payments/export', {}, 'x.xlsx')).rejects.toMatchObject({
      msg: 'Nada que exportar',
    })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(requestFile('POST', '/payments/export', {}, 'x.xlsx')).rejects.toEqual({ kind: 'network' })
  })
})

describe('the dialog actors', () => {
  it('prefetch the CLABE or the projects', async () => {
    client.request.mockResolvedValueOnce({ clabe: '646180157000000004' })
    await expect(loadClabe(5)).resolves.toEqual({
      clabe: '646180157000000004',
    })
    client.request.mockResolvedValueOnce({})
    await expect(loadClabe(5)).resolves.toEqual({ clabe: null })
    client.request.mockResolvedValueOnce({ data: [project] })
    await expect(loadProjects()).resolves.toEqual({ projects: [project] })
    client.request.mockResolvedValueOnce(catalogue)
    await expect(loadCatalogue()).resolves.toEqual({ catalogue })
    expect(client.request).toHaveBeenLastCalledWith('/projects/catalogue', { method: 'GET' })
  })

  it('submit: a 2xx without success false is done; a failed project creation is a refusal', async () => {
    client.request.mockResolvedValueOnce({ msg: 'Guardado' })
    await expect(
      submitDialog({ kind: 'createBuyer', body: { name: 'Ana', email: 'ana@obra.mx' } }, KEY),
    ).resolves.toEqual({ success: true, msg: 'Guardado' })
    client.request.mockResolvedValueOnce({ success: false, msg: 'No' })
    await expect(
      submitDialog({ kind: 'assignProject', paymentId: 5, projectId: null, newProjectName: 'Casa' }, KEY),
    ).rejects.toEqual({ kind: 'projectCreate', cause: { success: false, msg: 'No' } })
    // The assignment is not tried when the project could not be created.
    expect(client.request).toHaveBeenCalledTimes(2)
    client.request.mockResolvedValueOnce({ success: true, msg: 'ok' })
    await submitDialog({ kind: 'edit', paymentId: 5, body: { term: 20, amount: 900 } }, KEY)
    expect(client.request.mock.lastCall?.[1]).toMatchObject({ headers: { 'Idempotency-Key': KEY } })
  })
})
