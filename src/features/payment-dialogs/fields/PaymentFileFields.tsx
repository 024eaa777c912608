import { INVOICE_UPLOAD_RULE, proofUploadRule } from '@contract/paymentUploads'
import { acceptOf } from '@contract/uploads'
import { amountToPay, type PaymentDialogApi, paysPenalty } from '@machines/payment-dialog'
import { css } from 'styled-system/css'
import { FileUpload } from '@/components/ui/FileUpload'
import { formatMoney } from '@/lib/format'
import { clabeBox, clabeDigits, muted } from './styles'

const PROOF_RULE = proofUploadRule(false)
const PROOF_ACCEPT = acceptOf(PROOF_RULE)
const INVOICE_ACCEPT = acceptOf(INVOICE_UPLOAD_RULE)

/** 'Pagar' (the CLABE, the amount with its penalty, a required proof) and 'Informar pago' (optional proof). */
export function PayFields({ api }: { api: PaymentDialogApi }) {
  const { subject, clabe } = api
  const payment = subject.payment
  const customer = subject.kind === 'pay'
  const file = api.getFileProps('file')
  return (
    <>
      {customer && clabe && (
        <div className={clabeBox}>
          <span className={muted}>Transfiere a esta CLABE</span>
          <span className={clabeDigits}>{clabe}</span>
        </div>
      )}
      {payment && (
        <div className={clabeBox}>
          <span className={muted}>{customer ? 'Monto a pagar' : 'Monto del pago'}</span>
          <strong className={css({ fontSize: 'xl', fontVariantNumeric: 'tabular-nums' })}>
            {formatMoney(amountToPay(payment, subject.viewer.mainRole))}
          </strong>
          {paysPenalty(payment, subject.viewer.mainRole) && (
            <span className={muted}>
              Incluye un recargo de {formatMoney(payment.penalty_amount)} ({payment.penalty_percentage}%)
            </span>
          )}
        </div>
      )}
      {!customer && (
        <p className={muted}>Registra que el cliente ya te pagó. Puedes adjuntar el comprobante.</p>
      )}
      <FileUpload
        label={customer ? 'Comprobante de pago' : 'Comprobante de pago (opcional)'}
        name={file.name}
        accept={PROOF_ACCEPT}
        maxFileSize={PROOF_RULE.maxTotalBytes}
        acceptedFiles={file.files}
        onFilesChange={file.onChange}
        hint="PDF, JPG o PNG. Máximo 12 MB."
        error={file.error}
        disabled={file.disabled}
        required={customer}
      />
    </>
  )
}

/** 'Adjuntar factura': one or more PDF or XML files. */
export function InvoiceFields({ api }: { api: PaymentDialogApi }) {
  const file = api.getFileProps('files')
  return (
    <FileUpload
      label="Factura"
      name={file.name}
      accept={INVOICE_ACCEPT}
      maxFileSize={INVOICE_UPLOAD_RULE.maxTotalBytes}
      maxFiles={INVOICE_UPLOAD_RULE.maxFiles}
      acceptedFiles={file.files}
      onFilesChange={file.onChange}
      triggerLabel="Seleccionar archivos"
      dropText="Arrastra tus archivos aquí o"
      hint="PDF o XML, puedes adjuntar varios. Máximo 12 MB en total."
      error={file.error}
      disabled={file.disabled}
      required
    />
  )
}
