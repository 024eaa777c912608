import type { PaymentInvoice } from '@contract/payments'
import { css } from 'styled-system/css'
import { TextLink } from '@/components/ui/Link'

/**
 * 'Verificar en el SAT': the SAT's verification page of the invoice's CFDI (the printed QR's URL, built from the
 * XML when it was attached), in a new tab. Offered only for an invoice whose XML was read.
 */
export function SatVerifyLink({
  invoice,
  paymentId,
  noun = 'pago',
}: {
  invoice: PaymentInvoice
  paymentId: number
  /** How the screen calls the payment: 'pago' in the lists, 'compra' on the builder's cards. */
  noun?: 'pago' | 'compra'
}) {
  return (
    <TextLink
      href={invoice.sat_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Verificar en el SAT la factura ${noun === 'pago' ? 'del pago' : 'de la compra'} ${paymentId} (abre otra pestaña)`}
      className={css({ fontSize: 'sm', whiteSpace: 'nowrap' })}
    >
      Verificar en el SAT
    </TextLink>
  )
}

/** The folio fiscal (UUID) written out, small and breakable so that it fits a phone's card. */
export function InvoiceUuid({ invoice }: { invoice: PaymentInvoice }) {
  return (
    <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', wordBreak: 'break-all' })}>
      Folio fiscal {invoice.uuid}
    </span>
  )
}
