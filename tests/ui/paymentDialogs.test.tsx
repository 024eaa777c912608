import { ACTION_MSG } from '@contract/paymentActions'
import { BANXICO_CEP_URL, SPEI_LABELS, SPEI_MSG } from '@contract/speiTexts'
import { type DialogKind, paymentDialogMachineOf } from '@machines/payment-dialog'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format } from 'date-fns'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openPaymentFile, POPUP_BLOCKED } from '@/features/payment-dialogs/openPaymentFile'
import PaymentDialog from '@/features/payment-dialogs/PaymentDialog'
import { PaymentDialogView } from '@/features/payment-dialogs/PaymentDialogView'
import type { PaymentDialogActorRef } from '@/features/payment-dialogs/paymentDialogLogic'
import type { DialogViewer, PaymentDialogRequest } from '@/features/payment-dialogs/types'
import { ALL_FIELDS } from '../fixtures/allDialogFields'
import { settle, startLive } from '../machines/lib/modelPaths'
import {
  catalogue,
  customer,
  type DialogOpening,
  expired,
  extension,
  fileOf,
  inputFor,
  invoicePdf,
  LOADER,
  paid,
  pending,
  project,
  proof,
  toConfirm,
} from '../machines/paymentDialog.fixtures'
import { expectNoAxeViolations } from './axe'

const api = vi.hoisted(() => ({
  paymentActionsApi: {
    confirm: vi.fn(),
    reject: vi.fn(),
    reportNonPayment: vi.fn(),
    requestFactoring: vi.fn(),
    reportPayment: vi.fn(),
    extendTerm: vi.fn(),
    requestExtendTerm: vi.fn(),
    handleExtendTerm: vi.fn(),
    attachInvoice: vi.fn(),
    updatePayment: vi.fn(),
    clabe: vi.fn(),
    fileLink: vi.fn(),
    proofOfPurchase: vi.fn(),
    creditExtension: vi.fn(),
    createBuyer: vi.fn(),
  },
  projectsApi: {
    list: vi.fn(),
    catalogue: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    assignToPayment: vi.fn(),
  },
  reportsApi: { exportPayments: vi.fn(), customersReport: vi.fn() },
}))
vi.mock('@/api/paymentActions', () => ({ paymentActionsApi: api.paymentActionsApi }))
vi.mock('@/api/projects', () => ({ projectsApi: api.projectsApi }))
vi.mock('@/api/reports', () => ({ reportsApi: api.reportsApi }))

const supplierViewer: DialogViewer = {
  mainRole: 'supplier',
  roleId: 2,
  canRequestFactoring: true,
  ownerId: 1,
  brand: 'Impulso',
}
const customerViewer: DialogViewer = {
  mainRole: 'customer',
  roleId: 4,
  canRequestFactoring: false,
  ownerId: 2,
  brand: 'Impulso',
}

const renderHost = (request: PaymentDialogRequest | null, viewer = supplierViewer) => {
  const onClose = vi.fn()
  const onDone = vi.fn()
  const utils = render(
    <PaymentDialog request={request} viewer={viewer} onClose={onClose} onDone={onDone} fields={ALL_FIELDS} />,
  )
  return { ...utils, onClose, onDone }
}

/** The transfer 'Pagar' asks for, typed as a builder would: a lower-case clave, today's date, BBVA. */
async function typeTransfer(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: SPEI_LABELS.trackingKey }), 'mban01')
  await user.type(
    within(dialog).getByRole('textbox', { name: SPEI_LABELS.operationDate }),
    format(new Date(), 'ddMMyyyy'),
  )
  await user.selectOptions(within(dialog).getByRole('combobox', { name: SPEI_LABELS.sendingBank }), '012')
}
const TYPED_TRANSFER = () => ({
  tracking_key: 'MBAN01',
  operation_date: format(new Date(), 'yyyy-MM-dd'),
  sending_bank: '012',
})

beforeEach(() => {
  for (const group of Object.values(api)) for (const fn of Object.values(group)) fn.mockReset()
})

describe('PaymentDialog host', () => {
  it('renders nothing without a request', () => {
    renderHost(null)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('confirms a payment with a key, shows the success alert, then calls onDone', async () => {
    const user = userEvent.setup()
    api.paymentActionsApi.confirm.mockResolvedValue({ success: true, msg: ACTION_MSG.confirmed })
    const { onClose, onDone } = renderHost({ kind: 'action', action: 'confirm', payment: toConfirm })
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar pago' })
    expect(dialog).toHaveTextContent('¿Seguro que desea confirmar el pago?')
    await user.click(within(dialog).getByRole('button', { name: 'Si, confirmar' }))
    const success = await screen.findByRole('alertdialog', { name: 'Exitoso' })
    expect(success).toHaveTextContent(ACTION_MSG.confirmed)
    expect(api.paymentActionsApi.confirm).toHaveBeenCalledWith(
      toConfirm.id,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
    expect(onDone).not.toHaveBeenCalled()
    await user.click(within(success).getByRole('button', { name: 'Aceptar' }))
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
  })

  it("shows the customer's SPEI transfer beside 'Confirmar', with Banxico's CEP page", () => {
    const transfer = {
      tracking_key: 'MBAN01002503100012',
      operation_date: '2025-03-10',
      sending_bank_name: 'BBVA BANCOMER',
      amount: 1000,
    }
    renderHost({ kind: 'action', action: 'confirm', payment: { ...toConfirm, transfer } })
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar pago' })
    const shown = within(dialog).getByRole('region', { name: SPEI_LABELS.transfer })
    expect(shown).toHaveTextContent(`${SPEI_LABELS.trackingKey}MBAN01002503100012`)
    expect(shown).toHaveTextContent(`${SPEI_LABELS.sendingBank}BBVA BANCOMER`)
    expect(shown).toHaveTextContent(SPEI_LABELS.operationDate)
    expect(shown).toHaveTextContent(SPEI_LABELS.amount)
    const link = within(shown).getByRole('link', { name: SPEI_LABELS.banxicoLink })
    expect(link).toHaveAttribute('href', BANXICO_CEP_URL)
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('shows no transfer when the customer gave none', () => {
    renderHost({ kind: 'action', action: 'confirm', payment: toConfirm })
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmar pago' })
    expect(within(dialog).queryByRole('region', { name: SPEI_LABELS.transfer })).not.toBeInTheDocument()
  })

  it('shows a refusal in red in the dialog and lets the user retry or cancel', async () => {
    const user = userEvent.setup()
    api.paymentActionsApi.reject.mockResolvedValueOnce({ success: false, msg: ACTION_MSG.notToConfirm })
    const { onClose, onDone } = renderHost({ kind: 'action', action: 'reject', payment: toConfirm })
    const dialog = screen.getByRole('alertdialog', { name: 'Rechazar pago' })
    await user.click(within(dialog).getByRole('button', { name: 'Si, rechazar' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Atención')
    expect(alert).toHaveTextContent(ACTION_MSG.notToConfirm)
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('blocks a paid payment before any request', async () => {
    const user = userEvent.setup()
    const { onClose } = renderHost({ kind: 'action', action: 'extendTerm', payment: paid })
    const dialog = screen.getByRole('alertdialog', { name: 'Atención' })
    expect(dialog).toHaveTextContent('No se pueden realizar acciones en pagos expirados')
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    for (const group of Object.values(api))
      for (const fn of Object.values(group)) expect(fn).not.toHaveBeenCalled()
  })

  it('starts a fresh dialog for a new request', async () => {
    const user = userEvent.setup()
    api.paymentActionsApi.extendTerm.mockResolvedValue({ success: false, msg: ACTION_MSG.notExtendable })
    const request: PaymentDialogRequest = { kind: 'action', action: 'extendTerm', payment: pending }
    const { rerender } = renderHost(request)
    await user.type(screen.getByLabelText('Días a extender'), '15')
    await user.click(screen.getByRole('button', { name: 'Extender plazo' }))
    expect(await screen.findByText(ACTION_MSG.notExtendable)).toBeInTheDocument()
    expect(api.paymentActionsApi.extendTerm).toHaveBeenCalledWith({ payment_id: pending.id, term: 15 })
    const props = { viewer: supplierViewer, onClose: vi.fn(), onDone: vi.fn(), fields: ALL_FIELDS }
    // An equal request (rebuilt by the screen) keeps its machine; a request about another payment starts over.
    rerender(<PaymentDialog request={{ ...request, payment: { ...pending } }} {...props} />)
    expect(screen.getByText(ACTION_MSG.notExtendable)).toBeInTheDocument()
    rerender(<PaymentDialog request={{ ...request, payment: expired }} {...props} />)
    await waitFor(() => expect(screen.queryByText(ACTION_MSG.notExtendable)).not.toBeInTheDocument())
    expect(screen.getByLabelText('Días a extender')).toHaveValue('')
    expect(screen.getByRole('dialog', { name: 'Extender plazo' })).toHaveTextContent(`#${expired.id}`)
  })

  it("'Pagar' shows the CLABE and the amount with penalty, then sends the proof", async () => {
    const user = userEvent.setup()
    api.paymentActionsApi.clabe.mockResolvedValue({ clabe: '646180157000000004' })
    api.paymentActionsApi.reportPayment.mockResolvedValue({ success: true, msg: ACTION_MSG.reported })
    const { container, onDone } = renderHost(
      { kind: 'action', action: 'pay', payment: expired },
      customerViewer,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Pagar' })
    expect(await within(dialog).findByText('646180157000000004')).toBeInTheDocument()
    expect(api.paymentActionsApi.clabe).toHaveBeenCalledWith(expired.id)
    expect(dialog).toHaveTextContent('$1,050.00')
    expect(dialog).toHaveTextContent('Incluye un recargo de $50.00 (5%)')
    await expectNoAxeViolations()
    await user.click(within(dialog).getByRole('button', { name: 'Enviar comprobante' }))
    expect(within(dialog).getByText('Debe cargar un archivo')).toBeInTheDocument()
    const input = (container.ownerDocument.querySelector('[role=dialog] input[type=file]') ??
      null) as HTMLInputElement
    await user.upload(input, proof)
    await typeTransfer(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Enviar comprobante' }))
    expect(await screen.findByRole('alertdialog', { name: 'Exitoso' })).toHaveTextContent(ACTION_MSG.reported)
    expect(api.paymentActionsApi.reportPayment).toHaveBeenCalledWith(
      expired.id,
      expect.objectContaining({ name: proof.name }),
      TYPED_TRANSFER(),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
    await user.click(screen.getByRole('button', { name: 'Aceptar' }))
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it("'Pagar' shows a transfer field's message once it is left, or when sending", async () => {
    const user = userEvent.setup()
    api.paymentActionsApi.clabe.mockResolvedValue({ clabe: '646180157000000004' })
    renderHost({ kind: 'action', action: 'pay', payment: expired }, customerViewer)
    const dialog = await screen.findByRole('dialog', { name: 'Pagar' })
    await within(dialog).findByText('646180157000000004')
    const key = within(dialog).getByRole('textbox', { name: SPEI_LABELS.trackingKey })
    await user.type(key, 'mban-01')
    expect(key).toHaveValue('MBAN-01')
    expect(within(dialog).queryByText(SPEI_MSG.trackingKeyChars)).toBeNull()
    await user.tab()
    expect(within(dialog).getByText(SPEI_MSG.trackingKeyChars)).toBeInTheDocument()
    expect(within(dialog).queryByText(SPEI_MSG.sendingBank)).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Enviar comprobante' }))
    expect(within(dialog).getByText(SPEI_MSG.sendingBank)).toBeInTheDocument()
    expect(within(dialog).getByText(SPEI_MSG.required)).toBeInTheDocument()
    expect(api.paymentActionsApi.reportPayment).not.toHaveBeenCalled()
  })

  it("'Pagar' takes a valid proof picked after a rejected one (issue 15, defect 1)", async () => {
    const user = userEvent.setup({ applyAccept: false })
    api.paymentActionsApi.clabe.mockResolvedValue({ clabe: '646180157000000004' })
    api.paymentActionsApi.reportPayment.mockResolvedValue({ success: true, msg: ACTION_MSG.reported })
    const { container } = renderHost({ kind: 'action', action: 'pay', payment: expired }, customerViewer)
    const dialog = await screen.findByRole('dialog', { name: 'Pagar' })
    await within(dialog).findByText('646180157000000004')
    const input = container.ownerDocument.querySelector('[role=dialog] input[type=file]') as HTMLInputElement
    await user.upload(input, fileOf('notas.txt', 'text/plain', 45))
    expect(await within(dialog).findByText(/Tipo de archivo no permitido/)).toBeInTheDocument()
    const png = fileOf('transferencia.png', 'image/png')
    await user.upload(input, png)
    await waitFor(() => expect(within(dialog).queryByText(/Tipo de archivo no permitido/)).toBeNull())
    expect(within(dialog).getByText('transferencia.png')).toBeInTheDocument()
    await typeTransfer(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Enviar comprobante' }))
    expect(within(dialog).queryByText('Debe cargar un archivo')).toBeNull()
    expect(await screen.findByRole('alertdialog', { name: 'Exitoso' })).toHaveTextContent(ACTION_MSG.reported)
    expect(api.paymentActionsApi.reportPayment).toHaveBeenCalledWith(
      expired.id,
      expect.objectContaining({ name: 'transferencia.png' }),
      TYPED_TRANSFER(),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
  })

  it("'Adjuntar factura' takes a valid invoice picked after a rejected one (issue 15, defect 1)", async () => {
    const user = userEvent.setup({ applyAccept: false })
    api.paymentActionsApi.attachInvoice.mockResolvedValue({ success: true, msg: ACTION_MSG.invoiceAttached })
    const { container } = renderHost({ kind: 'action', action: 'attachInvoice', payment: pending })
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar factura' })
    const input = container.ownerDocument.querySelector('[role=dialog] input[type=file]') as HTMLInputElement
    await user.upload(input, fileOf('notas.txt', 'text/plain', 45))
    expect(await within(dialog).findByText(/Tipo de archivo no permitido/)).toBeInTheDocument()
    await user.upload(input, invoicePdf)
    await waitFor(() => expect(within(dialog).queryByText(/Tipo de archivo no permitido/)).toBeNull())
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar factura' }))
    expect(await screen.findByRole('alertdialog', { name: 'Exitoso' })).toHaveTextContent(
      ACTION_MSG.invoiceAttached,
    )
    expect(api.paymentActionsApi.attachInvoice).toHaveBeenCalledWith(pending.id, [invoicePdf])
  })

  it('shows the CLABE connection error and retries', async () => {
    const user = userEvent.setup()
    api.paymentActionsApi.clabe.mockRejectedValueOnce({ kind: 'network' })
    api.paymentActionsApi.clabe.mockResolvedValueOnce({ clabe: '646180157000000004' })
    renderHost({ kind: 'action', action: 'pay', payment: pending }, customerViewer)
    expect(
      await screen.findByText('Error de conexión. Inténtalo nuevamente en unos minutos.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('646180157000000004')).toBeInTheDocument()
  })

  it('exports: downloads the xlsx with the name from Content-Disposition', async () => {
    const user = userEvent.setup()
    const clicks: Array<{ href: string; download: string }> = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download })
    })
    api.reportsApi.exportPayments.mockImplementation(async () => ({
      blob: new Blob(['x']),
      filename: 'pagos_marzo.xlsx',
    }))
    renderHost({ kind: 'export' })
    const dialog = screen.getByRole('dialog', { name: 'Exportar' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Periodo' }), 'month')
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }))
    expect(await screen.findByRole('alertdialog', { name: 'Exitoso' })).toHaveTextContent(
      'Exportación exitosa.',
    )
    expect(api.reportsApi.exportPayments).toHaveBeenCalledWith({
      exportOption: 'month',
      startDate: null,
      endDate: null,
      owner_id: 1,
    })
    expect(clicks).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'pagos_marzo.xlsx' }])
    click.mockRestore()
  })

  it('assigns a payment to a new project (created first)', async () => {
    const user = userEvent.setup()
    api.projectsApi.list.mockResolvedValue([project])
    api.projectsApi.create.mockResolvedValue({
      success: true,
      msg: 'ok',
      data: { ...project, id: 9, name: 'Casa Norte' },
    })
    api.projectsApi.assignToPayment.mockResolvedValue({ success: true, msg: ACTION_MSG.projectAssigned })
    renderHost({ kind: 'action', action: 'assignProject', payment: pending }, customerViewer)
    const dialog = await screen.findByRole('dialog', { name: 'Asignar a proyecto' })
    const select = await within(dialog).findByRole('combobox', { name: 'Proyecto' })
    expect(within(select).getByRole('option', { name: 'Casa Sur' })).toBeInTheDocument()
    await user.selectOptions(select, 'new')
    await user.type(within(dialog).getByLabelText('Nombre del proyecto'), 'Casa Norte')
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }))
    expect(await screen.findByRole('alertdialog', { name: 'Exitoso' })).toHaveTextContent(
      ACTION_MSG.projectAssigned,
    )
    expect(api.projectsApi.create).toHaveBeenCalledWith({ name: 'Casa Norte' })
    expect(api.projectsApi.assignToPayment).toHaveBeenCalledWith({ project_id: 9, payment_id: pending.id })
  })

  it('a new project’s name over the limit: a field message before sending; a failed create in the spec’s words', async () => {
    const user = userEvent.setup()
    api.projectsApi.list.mockResolvedValue([project])
    api.projectsApi.create.mockRejectedValue({
      kind: 'http',
      status: 422,
      msg: 'El nombre del proyecto es requerido',
      errors: { name: ['El nombre del proyecto es requerido'] },
    })
    renderHost({ kind: 'action', action: 'assignProject', payment: pending }, customerViewer)
    const dialog = await screen.findByRole('dialog', { name: 'Asignar a proyecto' })
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Proyecto' }), 'new')
    const name = within(dialog).getByLabelText('Nombre del proyecto')
    await user.click(name)
    await user.paste('x'.repeat(300))
    expect(name).toHaveValue('x'.repeat(300))
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }))
    expect(
      within(dialog).getByText('El nombre del proyecto admite máximo 120 caracteres'),
    ).toBeInTheDocument()
    expect(api.projectsApi.create).not.toHaveBeenCalled()
    await user.clear(name)
    await user.type(name, 'Casa Norte')
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }))
    expect(await within(dialog).findByText('Ocurrio un error al crear el proyecto')).toBeInTheDocument()
    expect(within(dialog).queryByText('El nombre del proyecto es requerido')).toBeNull()
    expect(api.projectsApi.assignToPayment).not.toHaveBeenCalled()
  })

  it("'Adjuntar factura' shows the server's reason for refusing a file (issue 15, defect 10)", async () => {
    const user = userEvent.setup()
    api.paymentActionsApi.attachInvoice.mockRejectedValue({
      kind: 'http',
      status: 422,
      msg: ACTION_MSG.invoiceType,
      errors: { files: [ACTION_MSG.invoiceType] },
    })
    const { container } = renderHost({ kind: 'action', action: 'attachInvoice', payment: pending })
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar factura' })
    const input = container.ownerDocument.querySelector('[role=dialog] input[type=file]') as HTMLInputElement
    // A text file named .pdf: the name passes here, the server reads the bytes.
    await user.upload(input, fileOf('factura.pdf', 'application/pdf', 45))
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar factura' }))
    expect(await within(dialog).findByText('La factura debe ser un archivo PDF o XML')).toBeInTheDocument()
    expect(within(dialog).queryByText('Debe cargar un archivo')).toBeNull()
  })

  it("'Adjuntar factura' shows every reason the server gives for refusing a CFDI, not only the first", async () => {
    const user = userEvent.setup()
    const receptor = 'El RFC del receptor (XAXX010101000) no es el de Constructora Robles (CRO150820KJ9).'
    const total = 'El total de la factura ($10.00) no es el monto de la venta ($1,000.00).'
    api.paymentActionsApi.attachInvoice.mockRejectedValue({
      kind: 'http',
      status: 422,
      msg: receptor,
      errors: { files: [receptor, total] },
    })
    const { container } = renderHost({ kind: 'action', action: 'attachInvoice', payment: pending })
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar factura' })
    const input = container.ownerDocument.querySelector('[role=dialog] input[type=file]') as HTMLInputElement
    await user.upload(input, fileOf('factura.xml', 'text/xml', 45))
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar factura' }))
    expect(await within(dialog).findByText(`${receptor} ${total}`)).toBeInTheDocument()
  })

  it('lists a small file in bytes and refuses an empty one when picked (issue 15, defect 10)', async () => {
    const user = userEvent.setup()
    const { container } = renderHost({ kind: 'action', action: 'attachInvoice', payment: pending })
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar factura' })
    const input = container.ownerDocument.querySelector('[role=dialog] input[type=file]') as HTMLInputElement
    await user.upload(input, fileOf('vacia.pdf', 'application/pdf', 0))
    expect(await within(dialog).findByText('vacia.pdf: El archivo está vacío')).toBeInTheDocument()
    expect(within(dialog).queryByRole('list', { name: 'Archivos seleccionados' })).toBeNull()
    await user.upload(input, fileOf('corta.xml', 'text/xml', 45))
    const list = await within(dialog).findByRole('list', { name: 'Archivos seleccionados' })
    expect(list).toHaveTextContent('corta.xml')
    expect(list).toHaveTextContent('45 bytes')
    expect(within(dialog).queryByText(/vacia\.pdf/)).toBeNull()
  })

  it("project form: the button reads 'Completá todos los campos' until the four fields are filled", async () => {
    const user = userEvent.setup()
    api.projectsApi.catalogue.mockResolvedValue(catalogue)
    renderHost({ kind: 'projectForm' }, customerViewer)
    const drawer = screen.getByRole('dialog', { name: 'Nuevo proyecto' })
    const button = await within(drawer).findByRole('button', { name: 'Completá todos los campos' })
    expect(button).toBeDisabled()
    await user.type(within(drawer).getByLabelText('Nombre del proyecto'), 'Casa Norte')
    await user.type(within(drawer).getByLabelText('Presupuesto'), '1500000.509')
    expect(within(drawer).getByLabelText('Presupuesto')).toHaveValue('1500000.50')
    expect(within(drawer).getByLabelText('Presupuesto')).toHaveAttribute('maxLength', '11')
    await user.type(within(drawer).getByLabelText('Dirección'), 'Calle 5')
    expect(within(drawer).getByRole('button', { name: 'Completá todos los campos' })).toBeDisabled()
    await user.type(within(drawer).getByRole('textbox', { name: 'Fecha de inicio' }), '01/04/2025')
    await user.tab()
    expect(await within(drawer).findByRole('button', { name: 'Crear proyecto' })).toBeEnabled()
    // The types and phases are the server's catalogue; a new project is not offered the final phase.
    const types = within(within(drawer).getByRole('combobox', { name: 'Tipo de construcción' })).getAllByRole(
      'option',
    )
    expect(types.map((option) => option.textContent)).toEqual([
      'Selecciona un tipo',
      ...catalogue.types.map((type) => type.name),
    ])
    const phases = within(within(drawer).getByRole('combobox', { name: 'Fase' })).getAllByRole('option')
    expect(phases.map((option) => option.textContent)).toEqual([
      'Selecciona una fase',
      'Cimentación',
      'Estructura',
      'Albañilería',
      'Instalaciones',
      'Acabados',
    ])
    await expectNoAxeViolations()
  })

  it('project form: a start date typed as 15012027, or pasted as 15/01/2027, creates the project on that day', async () => {
    for (const [how, enter] of [
      ['typed', (user: ReturnType<typeof userEvent.setup>, box: HTMLElement) => user.type(box, '15012027')],
      [
        'pasted',
        async (user: ReturnType<typeof userEvent.setup>, box: HTMLElement) => {
          await user.click(box)
          await user.paste('15/01/2027')
        },
      ],
    ] as const) {
      const user = userEvent.setup()
      api.projectsApi.catalogue.mockResolvedValue(catalogue)
      api.projectsApi.create.mockResolvedValue({ success: true, msg: 'Proyecto creado con éxito' })
      const { unmount } = renderHost({ kind: 'projectForm' }, customerViewer)
      const drawer = screen.getByRole('dialog', { name: 'Nuevo proyecto' })
      await within(drawer).findByRole('button', { name: 'Completá todos los campos' })
      await user.type(within(drawer).getByLabelText('Nombre del proyecto'), 'Casa Norte')
      await user.type(within(drawer).getByLabelText('Presupuesto'), '150000')
      await user.type(within(drawer).getByLabelText('Dirección'), 'Calle 5')
      const start = within(drawer).getByRole('textbox', { name: 'Fecha de inicio' })
      await enter(user, start)
      // Filled: the button offers to create the project, no message anywhere yet.
      expect(within(drawer).getByRole('button', { name: 'Crear proyecto' })).toBeEnabled()
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Tipo de construcción' }), '1')
      expect(start, how).toHaveValue('15/01/2027')
      expect(start).not.toHaveAttribute('aria-invalid')
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Fase' }), '1')
      await user.click(within(drawer).getByRole('button', { name: 'Crear proyecto' }))
      await waitFor(() =>
        expect(api.projectsApi.create, how).toHaveBeenLastCalledWith(
          expect.objectContaining({ name: 'Casa Norte', start_date: '2027-01-15' }),
        ),
      )
      unmount()
    }
  })

  it('project form: a start date that does not exist says why once the field is left, and nothing is sent', async () => {
    const user = userEvent.setup()
    api.projectsApi.catalogue.mockResolvedValue(catalogue)
    renderHost({ kind: 'projectForm' }, customerViewer)
    const drawer = screen.getByRole('dialog', { name: 'Nuevo proyecto' })
    await within(drawer).findByRole('button', { name: 'Completá todos los campos' })
    const start = within(drawer).getByRole('textbox', { name: 'Fecha de inicio' })
    await user.type(start, '31/02/2027')
    expect(within(drawer).queryByText(/no existe/)).toBeNull()
    await user.tab()
    expect(
      within(drawer).getByText('31/02/2027 no existe: febrero de 2027 tiene 28 días'),
    ).toBeInTheDocument()
    expect(start).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations()
    await user.clear(start)
    await user.type(start, '15/13/2027')
    expect(within(drawer).queryByText(/no existe/)).toBeNull()
    await user.tab()
    expect(within(drawer).getByText('15/13/2027 no existe: el mes va de 01 a 12')).toBeInTheDocument()
    expect(api.projectsApi.create).not.toHaveBeenCalled()
  })
})

// ---------------------------------------------------------------- openPaymentFile

describe('openPaymentFile', () => {
  const fakeWindow = () => ({ location: { href: '' }, close: vi.fn(), opener: {} as unknown })
  afterEach(() => vi.restoreAllMocks())

  it('opens the window in the click, then points it at the link', async () => {
    const win = fakeWindow()
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    let resolve: (value: { url: string }) => void = () => {}
    api.paymentActionsApi.fileLink.mockReturnValue(new Promise((r) => (resolve = r)))
    const result = openPaymentFile('viewInvoice', { ...pending, invoice_url: '/api/files/12' })
    // Synchronously, before the link arrives.
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(win.opener).toBeNull()
    expect(api.paymentActionsApi.fileLink).toHaveBeenCalledWith('/api/files/12')
    resolve({ url: 'https://files.example/abc' })
    await expect(result).resolves.toBeNull()
    expect(win.location.href).toBe('https://files.example/abc')
  })

  it('downloads a file that does not open in a tab (an XML invoice) and closes the blank window', async () => {
    const win = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href)
    })
    api.paymentActionsApi.fileLink.mockResolvedValue({ url: '/api/files/download/x.y', inline: false })
    await expect(
      openPaymentFile('viewInvoice', { ...pending, invoice_url: '/api/files/12' }),
    ).resolves.toBeNull()
    expect(win.close).toHaveBeenCalled()
    expect(win.location.href).toBe('')
    expect(clicked).toEqual(['http://localhost:3000/api/files/download/x.y'])
  })

  it('asks the proof of payment and the proof of purchase', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window)
    api.paymentActionsApi.fileLink.mockResolvedValue({ url: 'https://files.example/p' })
    api.paymentActionsApi.proofOfPurchase.mockResolvedValue({ url: 'https://files.example/c' })
    await expect(openPaymentFile('viewProofPayment', toConfirm)).resolves.toBeNull()
    expect(api.paymentActionsApi.fileLink).toHaveBeenCalledWith('/api/files/55')
    await expect(openPaymentFile('viewProofPurchase', pending)).resolves.toBeNull()
    expect(api.paymentActionsApi.proofOfPurchase).toHaveBeenCalledWith(pending.id)
  })

  it('closes the window and answers the message when the link fails', async () => {
    const win = fakeWindow()
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
    api.paymentActionsApi.proofOfPurchase.mockRejectedValue({
      kind: 'http',
      status: 404,
      msg: ACTION_MSG.fileNotFound,
    })
    await expect(openPaymentFile('viewProofPurchase', pending)).resolves.toBe(ACTION_MSG.fileNotFound)
    expect(win.close).toHaveBeenCalled()
    api.paymentActionsApi.proofOfPurchase.mockRejectedValue({ kind: 'http', status: 500 })
    await expect(openPaymentFile('viewProofPurchase', pending)).resolves.toBe(ACTION_MSG.genericError)
  })

  it('says so when the browser blocks the window, without a request', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    await expect(openPaymentFile('viewProofPurchase', pending)).resolves.toBe(POPUP_BLOCKED)
    expect(api.paymentActionsApi.proofOfPurchase).not.toHaveBeenCalled()
  })
})

// ---------------------------------------------------------------- accessibility of every kind

const AXE_CASES: Array<[string, DialogOpening, Record<string, unknown>?]> = [
  ['confirm', inputFor('confirm', { payment: toConfirm })],
  ['reject', inputFor('reject', { payment: toConfirm })],
  ['reportNonPayment', inputFor('reportNonPayment', { payment: expired })],
  ['requestFactoring', inputFor('requestFactoring', { payment: pending })],
  ['handleExtension', inputFor('handleExtension', { extension, accepted: false })],
  ['blocked', inputFor('confirm', { payment: paid })],
  ['pay', inputFor('pay', { payment: expired, viewer: customer }), { clabe: '646180157000000004' }],
  ['informPayment', inputFor('informPayment', { payment: pending })],
  ['extendTerm', inputFor('extendTerm', { payment: pending })],
  ['requestExtendTerm', inputFor('requestExtendTerm', { payment: pending, viewer: customer })],
  ['edit', inputFor('edit', { payment: pending })],
  ['attachInvoice', inputFor('attachInvoice', { payment: pending })],
  [
    'assignProject',
    inputFor('assignProject', { payment: pending, viewer: customer }),
    { projects: [project] },
  ],
  ['export', inputFor('export')],
  ['customersReport', inputFor('customersReport')],
  ['projectForm', inputFor('projectForm', { viewer: customer }), { catalogue }],
  ['createBuyer', inputFor('createBuyer', { viewer: customer })],
  ['creditExtension', inputFor('creditExtension', { viewer: customer })],
]

describe('payment dialogs, accessibility', () => {
  it.each(AXE_CASES)('%s: every step has no axe violations', async (_, input, prefetched) => {
    const run = startLive(paymentDialogMachineOf(input.kind), input)
    render(<PaymentDialogView actorRef={run.actor as PaymentDialogActorRef} fields={ALL_FIELDS} />)
    const step = async (fn: () => void) =>
      act(async () => {
        fn()
        await settle()
      })
    if (prefetched) {
      await expectNoAxeViolations()
      await step(() => run.controller.settle(LOADER[input.kind]!, { output: prefetched }))
    }
    await expectNoAxeViolations()
    const snapshot = run.actor.getSnapshot()
    if (snapshot.matches('blocked')) return
    if (snapshot.matches('editing')) {
      // The errors of an empty form (the project form's button waits for its fields).
      await step(() => run.actor.send({ type: 'dialog.submit' }))
      await expectNoAxeViolations()
      if (!run.actor.getSnapshot().hasTag('busy')) return
    } else {
      await step(() => run.actor.send({ type: 'dialog.submit' }))
    }
    await expectNoAxeViolations()
    await step(() =>
      run.controller.settle('submit', { error: { kind: 'http', status: 500, msg: 'Servicio caído' } }),
    )
    expect(screen.getByText('Servicio caído')).toBeInTheDocument()
    await expectNoAxeViolations()
    await step(() => run.actor.send({ type: 'dialog.submit' }))
    await step(() => run.controller.settle('submit', { output: { success: true, msg: 'Listo' } }))
    expect(screen.getByRole('alertdialog', { name: 'Exitoso' })).toHaveTextContent(
      (input.kind as DialogKind) === 'export' ? 'Exportación exitosa.' : 'Listo',
    )
    await expectNoAxeViolations()
    run.actor.stop()
  })
})
