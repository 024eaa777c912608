import { CUSTOMER_REPORT_OPTIONS, EXPORT_OPTIONS } from '@contract/paymentTexts'
import { CUSTOMER_REPORT_LABEL, EXPORT_LABEL, type PaymentDialogApi } from '@machines/payment-dialog'
import { DateField } from '@/components/ui/DateField'
import { NativeSelect } from './NativeSelect'
import { twoColumns } from './styles'

/** 'Exportar': a period, or a range of at most 3 months that ends today at the latest. */
export function ExportFields({ api }: { api: PaymentDialogApi }) {
  const { values } = api
  return (
    <>
      <NativeSelect label="Periodo" field={api.getSelectProps('exportOption')}>
        <option value="">Selecciona un periodo</option>
        {EXPORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {EXPORT_LABEL[option]}
          </option>
        ))}
      </NativeSelect>
      {values.exportOption === 'range' && (
        <div className={twoColumns}>
          <DateField label="Fecha inicial" {...api.getDateProps('startDate')} />
          <DateField label="Fecha final" {...api.getDateProps('endDate')} helperText="Máximo 3 meses." />
        </div>
      )}
    </>
  )
}

/** 'Reporte de clientes': which report. */
export function ReportFields({ api }: { api: PaymentDialogApi }) {
  return (
    <NativeSelect label="Tipo de reporte" field={api.getSelectProps('exportOption')}>
      <option value="">Selecciona una opción</option>
      {CUSTOMER_REPORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {CUSTOMER_REPORT_LABEL[option]}
        </option>
      ))}
    </NativeSelect>
  )
}
