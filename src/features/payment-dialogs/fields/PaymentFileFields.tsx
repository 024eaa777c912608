import { clabeBanks } from '@contract/clabe'
import { TEXT_MAX } from '@contract/limits'
import { INVOICE_UPLOAD_RULE, proofUploadRule } from '@contract/paymentUploads'
import { SPEI_LABELS } from '@contract/speiTexts'
import { acceptOf } from '@contract/uploads'
import { amountToPay, type PaymentDialogApi, paysPenalty } from '@machines/payment-dialog'
import type { FieldProps } from '@machines/shared/form'
import { css } from 'styled-system/css'
import { DateField } from '@/components/ui/DateField'
import { TextField } from '@/components/ui/Field'
import { FileUpload } from '@/components/ui/FileUpload'
import { formatMoney } from '@/lib/format'
import { inputProps } from '@/lib/useConnect'
import { NativeSelect } from './NativeSelect'
import { clabeBox, clabeDigits, muted, transferFieldset, twoColumns } from './styles'

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
      {customer && <TransferFields api={api} />}
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

const BANKS = clabeBanks()

/**
 * 'Pagar': the SPEI transfer that proves the payment (docs/transfers.md), typed as the builder's bank shows it:
 * the clave de rastreo (upper-cased as typed), the date of operation and the sending bank.
 */
function TransferFields({ api }: { api: PaymentDialogApi }) {
  /** A field checked once left (or when sending), like the date. */
  const leaving = (field: FieldProps): FieldProps => ({ ...field, onBlur: () => api.leaveField(field.name) })
  return (
    <fieldset className={transferFieldset}>
      <legend className={muted}>{SPEI_LABELS.transfer}</legend>
      <TextField
        label={SPEI_LABELS.trackingKey}
        {...inputProps(leaving(api.getFieldProps('tracking_key')))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={TEXT_MAX.speiField}
        required
      />
      <div className={twoColumns}>
        <DateField label={SPEI_LABELS.operationDate} {...api.getDateProps('operation_date')} />
        <NativeSelect label={SPEI_LABELS.sendingBank} field={leaving(api.getSelectProps('sending_bank'))}>
          <option value="">{SPEI_LABELS.chooseBank}</option>
          {BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  )
}
