import type { Payment, PaymentTransfer } from '@contract/payments'
import { BANXICO_CEP_URL, SPEI_LABELS } from '@contract/speiTexts'
import type { DialogSubject } from '@machines/payment-dialog'
import { displayedAmount } from '@machines/payments'
import { TextLink } from '@/components/ui/Link'
import { formatDateShort, formatMoney } from '@/lib/format'
import { summary, transferBox } from './styles'

/** The payment the dialog is about: number, counterpart, amount (as its row or card shows it) and due date. */
export function PaymentSummary({ payment, subject }: { payment: Payment; subject: DialogSubject }) {
  const supplier = subject.viewer.mainRole === 'supplier'
  return (
    <dl className={summary}>
      <dt>{supplier ? 'Venta' : 'Compra'}</dt>
      <dd>#{payment.id}</dd>
      <dt>{supplier ? 'Cliente' : 'Proveedor'}</dt>
      <dd>{supplier ? payment.customer.business_name : payment.supplier.business_name}</dd>
      <dt>Monto</dt>
      <dd>{formatMoney(displayedAmount(payment, subject.viewer))}</dd>
      <dt>Plazo</dt>
      <dd>{payment.term} días</dd>
      <dt>Vencimiento</dt>
      <dd>{formatDateShort(payment.expiration_date)}</dd>
    </dl>
  )
}

/** The request of a term extension being accepted or rejected. */
export function ExtensionSummary({ subject }: { subject: DialogSubject }) {
  const extension = subject.extension
  if (!extension) return null
  return (
    <dl className={summary}>
      <dt>Venta</dt>
      <dd>#{extension.payment_id}</dd>
      <dt>Cliente</dt>
      <dd>{extension.customer_business_name}</dd>
      <dt>Monto</dt>
      <dd>{formatMoney(extension.amount)}</dd>
      <dt>Días solicitados</dt>
      <dd>{extension.days}</dd>
      <dt>Vencimiento</dt>
      <dd>{formatDateShort(extension.expiration_date)}</dd>
    </dl>
  )
}

/**
 * The SPEI transfer the customer gave as proof (docs/transfers.md), for the supplier to check against the
 * account before 'Confirmar', with Banxico's CEP page (its form cannot be filled in from a link).
 */
export function TransferSummary({ transfer }: { transfer: PaymentTransfer }) {
  return (
    <section className={transferBox} aria-label={SPEI_LABELS.transfer}>
      <dl className={summary}>
        <dt>{SPEI_LABELS.trackingKey}</dt>
        <dd>{transfer.tracking_key}</dd>
        <dt>{SPEI_LABELS.operationDate}</dt>
        <dd>{formatDateShort(transfer.operation_date)}</dd>
        <dt>{SPEI_LABELS.sendingBank}</dt>
        <dd>{transfer.sending_bank_name}</dd>
        {transfer.amount !== null && (
          <>
            <dt>{SPEI_LABELS.amount}</dt>
            <dd>{formatMoney(transfer.amount)}</dd>
          </>
        )}
      </dl>
      <TextLink href={BANXICO_CEP_URL} target="_blank" rel="noreferrer">
        {SPEI_LABELS.banxicoLink}
      </TextLink>
    </section>
  )
}
