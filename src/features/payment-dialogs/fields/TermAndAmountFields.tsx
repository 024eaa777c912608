import type { PaymentDialogApi } from '@machines/payment-dialog'
import { TextField } from '@/components/ui/Field'
import { formatMoney } from '@/lib/format'
import { inputProps } from '@/lib/useConnect'
import { twoColumns } from './styles'

/** 'Extender plazo' (days to add) and 'Solicitar extensión de plazo' (days asked for). */
export function DaysField({ api }: { api: PaymentDialogApi }) {
  const extend = api.kind === 'extendTerm'
  return (
    <TextField
      label={extend ? 'Días a extender' : 'Días de extensión'}
      {...inputProps(api.getFieldProps(extend ? 'term' : 'days'))}
      inputMode="numeric"
      autoComplete="off"
    />
  )
}

/** 'Editar pago': term and amount, each beside the payment's current one. */
export function EditFields({ api }: { api: PaymentDialogApi }) {
  const payment = api.subject.payment
  return (
    <div className={twoColumns}>
      <TextField
        label="Plazo (días)"
        {...inputProps(api.getFieldProps('term'))}
        inputMode="numeric"
        autoComplete="off"
        helperText={payment ? `Actual: ${payment.term} días` : undefined}
      />
      <TextField
        label="Monto"
        {...inputProps(api.getFieldProps('amount'))}
        inputMode="decimal"
        autoComplete="off"
        helperText={payment ? `Actual: ${formatMoney(payment.amount)}` : undefined}
      />
    </div>
  )
}
