import type { Payment } from '@contract/payments'
import {
  CUSTOMER_REPORT_OPTIONS,
  EXPORT_OPTIONS,
  INVOICE_MAX_FILES,
  PAYMENT_FILE_MAX_BYTES,
} from '@contract/paymentTexts'
import {
  PHASE_FINISHED,
  PROJECT_BUDGET_MAX_LENGTH,
  PROJECT_PHASES,
  PROJECT_TYPES,
} from '@contract/projectTexts'
import {
  amountToPay,
  CUSTOMER_REPORT_LABEL,
  type DialogSubject,
  type DialogValues,
  EXPORT_LABEL,
  NEW_PROJECT,
  paysPenalty,
  rangeEndLimit,
  selectClabe,
  selectFieldErrors,
  selectFiles,
  selectProjects,
  selectSubject,
  selectValues,
} from '@machines/payment-dialog'
import { displayedAmount } from '@machines/payments'
import { useSelector } from '@xstate/react'
import type { ChangeEvent, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { DateInput } from '@/components/ui/DateInput'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { FileUpload } from '@/components/ui/FileUpload'
import { formatDateShort, formatMoney } from '@/lib/format'
import type { PaymentDialogActorRef } from './paymentDialogLogic'

const grid = css({ display: 'grid', gap: '4' })
const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
const summary = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderRadius: 'l2',
  p: '3',
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'medium', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
})
const clabeBox = css({
  display: 'grid',
  gap: '1',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  p: '3',
})
const clabeDigits = css({
  fontFamily: 'mono',
  fontSize: { base: 'lg', sm: 'xl' },
  fontWeight: 'bold',
  letterSpacing: '0.08em',
  userSelect: 'all',
  wordBreak: 'break-all',
})
const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const moneyPrefix = css({ position: 'relative' })
const prefixSign = css({
  position: 'absolute',
  insetInlineStart: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
})
const prefixedInput = css({ ps: '7' })

const PROOF_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] }
const INVOICE_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
}

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

type FieldsProps = {
  subject: DialogSubject
  values: DialogValues
  files: File[]
  errors: Record<string, string>
  busy: boolean
  change: (values: DialogValues) => void
  changeFiles: (files: File[]) => void
}

/** A text field's name, value, change, error and read-only-while-busy, from the dialog's form state. */
const binder =
  ({ values, errors, busy, change }: Pick<FieldsProps, 'values' | 'errors' | 'busy' | 'change'>) =>
  (field: string) => ({
    name: field,
    readOnly: busy,
    value: values[field] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ [field]: e.target.value }),
    error: errors[field],
  })

function NativeSelect({
  label,
  name,
  value,
  error,
  helperText,
  disabled,
  onChange,
  children,
}: {
  label: string
  name: string
  value: string
  error?: string
  helperText?: ReactNode
  disabled: boolean
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <Field label={label} error={error} helperText={helperText} disabled={disabled}>
      <FieldNativeSelect name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </FieldNativeSelect>
    </Field>
  )
}

function PayFields({
  subject,
  files,
  errors,
  busy,
  changeFiles,
  clabe,
}: FieldsProps & { clabe: string | null }) {
  const payment = subject.payment
  const customer = subject.kind === 'pay'
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
        name="file"
        accept={PROOF_ACCEPT}
        maxFileSize={PAYMENT_FILE_MAX_BYTES}
        acceptedFiles={files}
        onFilesChange={(accepted) => changeFiles(accepted)}
        hint="PDF, JPG o PNG. Máximo 12 MB."
        error={errors.file}
        disabled={busy}
        required={customer}
      />
    </>
  )
}

function DaysField({ subject, values, errors, busy, change }: FieldsProps) {
  const field = subject.kind === 'extendTerm' ? 'term' : 'days'
  return (
    <TextField
      label={subject.kind === 'extendTerm' ? 'Días a extender' : 'Días de extensión'}
      {...binder({ values, errors, busy, change })(field)}
      inputMode="numeric"
      autoComplete="off"
    />
  )
}

function EditFields({ subject, values, errors, busy, change }: FieldsProps) {
  const bind = binder({ values, errors, busy, change })
  const payment = subject.payment
  return (
    <div className={twoColumns}>
      <TextField
        label="Plazo (días)"
        {...bind('term')}
        inputMode="numeric"
        autoComplete="off"
        helperText={payment ? `Actual: ${payment.term} días` : undefined}
      />
      <TextField
        label="Monto"
        {...bind('amount')}
        inputMode="decimal"
        autoComplete="off"
        helperText={payment ? `Actual: ${formatMoney(payment.amount)}` : undefined}
      />
    </div>
  )
}

function InvoiceFields({ files, errors, busy, changeFiles }: FieldsProps) {
  return (
    <FileUpload
      label="Factura"
      name="files"
      accept={INVOICE_ACCEPT}
      maxFileSize={PAYMENT_FILE_MAX_BYTES}
      maxFiles={INVOICE_MAX_FILES}
      acceptedFiles={files}
      onFilesChange={(accepted) => changeFiles(accepted)}
      triggerLabel="Seleccionar archivos"
      dropText="Arrastra tus archivos aquí o"
      hint="PDF o XML, puedes adjuntar varios. Máximo 12 MB cada uno."
      error={errors.files}
      disabled={busy}
      required
    />
  )
}

function AssignFields({ values, errors, busy, change, projects }: FieldsProps & { projects: Project[] }) {
  const bind = binder({ values, errors, busy, change })
  return (
    <>
      <NativeSelect
        label="Proyecto"
        name="project_id"
        value={values.project_id ?? ''}
        error={errors.project_id}
        helperText={projects.length === 0 ? 'Aún no tienes proyectos: crea uno nuevo.' : undefined}
        disabled={busy}
        onChange={(project_id) => change({ project_id })}
      >
        <option value="">Selecciona un proyecto</option>
        {projects.map((project) => (
          <option key={project.id} value={String(project.id)}>
            {project.name}
          </option>
        ))}
        <option value={NEW_PROJECT}>Crear un proyecto nuevo</option>
      </NativeSelect>
      {values.project_id === NEW_PROJECT && (
        <TextField label="Nombre del proyecto" {...bind('new_project_name')} autoComplete="off" />
      )}
    </>
  )
}

function ExportFields({ subject, values, errors, busy, change }: FieldsProps) {
  return (
    <>
      <NativeSelect
        label="Periodo"
        name="exportOption"
        value={values.exportOption ?? ''}
        error={errors.exportOption}
        disabled={busy}
        onChange={(exportOption) => change({ exportOption })}
      >
        <option value="">Selecciona un periodo</option>
        {EXPORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {EXPORT_LABEL[option]}
          </option>
        ))}
      </NativeSelect>
      {values.exportOption === 'range' && (
        <div className={twoColumns}>
          <DateInput
            label="Fecha inicial"
            name="startDate"
            value={values.startDate || null}
            max={subject.today}
            onValueChange={(startDate) => change({ startDate: startDate ?? '' })}
            error={errors.startDate}
            readOnly={busy}
          />
          <DateInput
            label="Fecha final"
            name="endDate"
            value={values.endDate || null}
            min={values.startDate || undefined}
            max={values.startDate ? rangeEndLimit(values.startDate, subject.today) : subject.today}
            onValueChange={(endDate) => change({ endDate: endDate ?? '' })}
            error={errors.endDate}
            helperText="Máximo 3 meses."
            readOnly={busy}
          />
        </div>
      )}
    </>
  )
}

function ReportFields({ values, errors, busy, change }: FieldsProps) {
  return (
    <NativeSelect
      label="Tipo de reporte"
      name="exportOption"
      value={values.exportOption ?? ''}
      error={errors.exportOption}
      disabled={busy}
      onChange={(exportOption) => change({ exportOption })}
    >
      <option value="">Selecciona una opción</option>
      {CUSTOMER_REPORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {CUSTOMER_REPORT_LABEL[option]}
        </option>
      ))}
    </NativeSelect>
  )
}

function ProjectFields({ subject, values, errors, busy, change }: FieldsProps) {
  const bind = binder({ values, errors, busy, change })
  const isNew = subject.project === null
  return (
    <>
      <TextField label="Nombre del proyecto" {...bind('name')} autoComplete="off" />
      <Field label="Presupuesto" error={errors.budget} readOnly={busy}>
        <div className={moneyPrefix}>
          <span aria-hidden="true" className={prefixSign}>
            $
          </span>
          <Field.Input
            name="budget"
            inputMode="decimal"
            autoComplete="off"
            maxLength={PROJECT_BUDGET_MAX_LENGTH}
            className={prefixedInput}
            value={values.budget ?? ''}
            onChange={(e) => change({ budget: e.target.value })}
          />
        </div>
      </Field>
      <TextField label="Dirección" {...bind('address')} autoComplete="street-address" />
      <DateInput
        label="Fecha de inicio"
        name="start_date"
        value={values.start_date || null}
        onValueChange={(start_date) => change({ start_date: start_date ?? '' })}
        error={errors.start_date}
        readOnly={busy}
      />
      <div className={twoColumns}>
        <NativeSelect
          label="Tipo de construcción"
          name="type_id"
          value={values.type_id ?? ''}
          error={errors.type_id}
          disabled={busy}
          onChange={(type_id) => change({ type_id })}
        >
          <option value="">Selecciona un tipo</option>
          {PROJECT_TYPES.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label="Fase"
          name="phase_id"
          value={values.phase_id ?? ''}
          error={errors.phase_id}
          disabled={busy}
          onChange={(phase_id) => change({ phase_id })}
        >
          <option value="">Selecciona una fase</option>
          {PROJECT_PHASES.map((phase) => (
            <option key={phase.id} value={String(phase.id)} disabled={isNew && phase.id === PHASE_FINISHED}>
              {phase.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  )
}

function BuyerFields({ values, errors, busy, change }: FieldsProps) {
  const bind = binder({ values, errors, busy, change })
  return (
    <>
      <TextField label="Nombre" {...bind('name')} autoComplete="name" />
      <TextField label="Correo electrónico" {...bind('email')} type="email" autoComplete="email" />
      <p className={muted}>Le enviaremos un correo para crear su contraseña.</p>
    </>
  )
}

function CreditFields({ values, errors, busy, change }: FieldsProps) {
  const bind = binder({ values, errors, busy, change })
  return (
    <>
      <p className={muted}>Cuéntanos cuánto crédito necesitas y para qué. Te contactaremos pronto.</p>
      <TextField
        label="Monto solicitado (opcional)"
        {...bind('amount')}
        inputMode="decimal"
        autoComplete="off"
      />
      <Field label="Comentario (opcional)" error={errors.comment} readOnly={busy}>
        <FieldTextarea
          name="comment"
          maxLength={500}
          value={values.comment ?? ''}
          onChange={(e) => change({ comment: e.target.value })}
        />
      </Field>
    </>
  )
}

type Project = ReturnType<typeof selectProjects>[number]

/** The fields of the dialog's kind, bound to the machine (every change is a `dialog.change`). */
export function DialogFields({ actorRef, busy }: { actorRef: PaymentDialogActorRef; busy: boolean }) {
  const subject = useSelector(actorRef, selectSubject)
  const values = useSelector(actorRef, selectValues)
  const files = useSelector(actorRef, selectFiles)
  const errors = useSelector(actorRef, selectFieldErrors)
  const clabe = useSelector(actorRef, selectClabe)
  const projects = useSelector(actorRef, selectProjects)
  const props: FieldsProps = {
    subject,
    values,
    files,
    errors,
    busy,
    change: (patch) => actorRef.send({ type: 'dialog.change', values: patch }),
    changeFiles: (next) => actorRef.send({ type: 'dialog.change', files: next }),
  }
  const fields = (() => {
    switch (subject.kind) {
      case 'pay':
      case 'informPayment':
        return <PayFields {...props} clabe={clabe} />
      case 'extendTerm':
      case 'requestExtendTerm':
        return <DaysField {...props} />
      case 'edit':
        return <EditFields {...props} />
      case 'attachInvoice':
        return <InvoiceFields {...props} />
      case 'assignProject':
        return <AssignFields {...props} projects={projects} />
      case 'export':
        return <ExportFields {...props} />
      case 'customersReport':
        return <ReportFields {...props} />
      case 'projectForm':
        return <ProjectFields {...props} />
      case 'createBuyer':
        return <BuyerFields {...props} />
      case 'creditExtension':
        return <CreditFields {...props} />
      default:
        return null
    }
  })()
  return (
    <div className={grid}>
      {subject.payment && <PaymentSummary payment={subject.payment} subject={subject} />}
      {fields}
    </div>
  )
}
