import { CUSTOMER_REPORT_OPTIONS, EXPORT_OPTIONS } from '@contract/paymentTexts'
import { CUSTOMER_REPORT_LABEL, EXPORT_LABEL, type PaymentDialogApi } from '@machines/payment-dialog'
import { DateField } from '@/components/ui/DateField'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { NativeSelect } from './NativeSelect'
import { twoColumns } from './styles'

/** 'Exportar': a period, or a range of at most 3 months that ends today at the latest. */
export function ExportFields({ api }: { api: PaymentDialogApi }) {
  const { values } = api
  return (
    <>
      <NativeSelect label="Periodo" field={api.getSelectProps('exportOption')}>
        <SelectOptions
          prompt="Selecciona un periodo"
          items={EXPORT_OPTIONS}
          toOption={(option) => ({ value: option, label: EXPORT_LABEL[option] })}
        />
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
      <SelectOptions
        prompt="Selecciona una opción"
        items={CUSTOMER_REPORT_OPTIONS}
        toOption={(option) => ({ value: option, label: CUSTOMER_REPORT_LABEL[option] })}
      />
    </NativeSelect>
  )
}
