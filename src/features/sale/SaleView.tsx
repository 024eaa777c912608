import {
  ADDRESS_MAX,
  REFERENCE_MAX,
  selectAcknowledged,
  selectAddress,
  selectCustomer,
  selectError,
  selectFieldErrors,
  selectIsLookingUp,
  selectIsSubmitting,
  selectLookupError,
  selectOptions,
  selectRejection,
  selectRequest,
  selectResultMsg,
  selectSale,
  selectStep,
  selectValues,
} from '@machines/sale'
import { useSelector } from '@xstate/react'
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { Spinner } from '@/components/ui/Spinner'
import { Steps } from '@/components/ui/Steps'
import { Switch } from '@/components/ui/Switch'
import { formatDateShort, formatMoney } from '@/lib/format'
import type { SaleActorRef, VendorsActorRef } from './saleLogic'

const STEP_ITEMS = [
  { title: 'Datos de la venta' },
  { title: 'Entrega' },
  { title: 'Confirmación' },
  { title: 'Resultado' },
]

const stack = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })
const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const actions = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '2',
  pt: '2',
})
const summary = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: { base: '0', sm: '2' },
  '& dt': { color: 'fg.muted', fontSize: 'sm', mt: { base: '2', sm: '0' } },
  '& dd': { fontWeight: 'medium', overflowWrap: 'anywhere' },
})

/** The heading of each step takes the focus when the step changes (not on the first render). */
function StepHeading({ step, children }: { step: number; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    ref.current?.focus()
  })
  return (
    <h2 ref={ref} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold', outline: 'none' })}>
      {children}
    </h2>
  )
}

function CustomerLookup({ actorRef }: { actorRef: SaleActorRef }) {
  const lookingUp = useSelector(actorRef, selectIsLookingUp)
  const customer = useSelector(actorRef, selectCustomer)
  const failure = useSelector(actorRef, selectLookupError)
  return (
    <div aria-live="polite">
      {lookingUp && (
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' })}>
          <Spinner size="sm" decorative /> Buscando cliente…
        </p>
      )}
      {customer && (
        <Card as="section" variant="outline" aria-label="Cliente">
          <Card.Body>
            <dl className={summary}>
              <dt>Cliente</dt>
              <dd>{customer.business_name}</dd>
              <dt>RFC</dt>
              <dd>{customer.tax_id ?? '—'}</dd>
              <dt>Crédito disponible</dt>
              <dd>{formatMoney(customer.available)}</dd>
            </dl>
          </Card.Body>
        </Card>
      )}
      {failure && (
        <Alert status="error" title={failure.msg}>
          {failure.reason ? `Motivo: ${failure.reason}` : null}
        </Alert>
      )}
    </div>
  )
}

/** A native select: light on the counter PC and the phone's own picker on mobile. */
function VendorSelect({ actorRef, vendorsRef }: { actorRef: SaleActorRef; vendorsRef: VendorsActorRef }) {
  const vendors = useSelector(vendorsRef, (s) => s.context.data)
  const loading = useSelector(vendorsRef, (s) => s.hasTag('busy'))
  const failed = useSelector(vendorsRef, (s) => s.hasTag('failed'))
  const value = useSelector(actorRef, (s) => s.context.values.vendor_user_id)
  const error = useSelector(actorRef, (s) => s.context.fieldErrors.vendor_user_id)
  return (
    <Field
      label="Vendedor"
      error={error ?? (failed ? 'No pudimos cargar los vendedores. Recarga la página.' : null)}
    >
      <FieldNativeSelect
        name="vendor_user_id"
        value={value}
        disabled={loading}
        onChange={(e) => actorRef.send({ type: 'sale.change', values: { vendor_user_id: e.target.value } })}
      >
        <option value="">{loading ? 'Cargando vendedores…' : 'Selecciona un vendedor'}</option>
        {(vendors ?? []).map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.name} ({v.code})
          </option>
        ))}
      </FieldNativeSelect>
    </Field>
  )
}

function FormStep({ actorRef, vendorsRef }: { actorRef: SaleActorRef; vendorsRef: VendorsActorRef }) {
  const values = useSelector(actorRef, selectValues)
  const errors = useSelector(actorRef, selectFieldErrors)
  const error = useSelector(actorRef, selectError)
  const options = useSelector(actorRef, selectOptions)
  const change = (field: 'user_id' | 'token' | 'amount' | 'term' | 'reference') => (text: string) =>
    actorRef.send({ type: 'sale.change', values: { [field]: text } })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'sale.continue' })
  }
  return (
    <form noValidate onSubmit={submit} className={stack} aria-labelledby="sale-step-title">
      <div className={twoColumns}>
        <TextField
          label="Número de usuario"
          name="user_id"
          inputMode="numeric"
          autoComplete="off"
          value={values.user_id}
          onChange={(e) => change('user_id')(e.target.value)}
          error={errors.user_id}
        />
        <TextField
          label="Código de compra"
          name="token"
          inputMode="numeric"
          autoComplete="off"
          value={values.token}
          onChange={(e) => change('token')(e.target.value)}
          error={errors.token}
        />
      </div>
      <CustomerLookup actorRef={actorRef} />
      <div className={twoColumns}>
        <TextField
          label="Monto"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          helperText="En pesos mexicanos (MXN)"
          value={values.amount}
          onChange={(e) => change('amount')(e.target.value)}
          error={errors.amount}
        />
        <TextField
          label="Plazo (días)"
          name="term"
          inputMode="numeric"
          autoComplete="off"
          value={values.term}
          onChange={(e) => change('term')(e.target.value)}
          error={errors.term}
        />
      </div>
      <TextField
        label="Referencia"
        name="reference"
        autoComplete="off"
        helperText={`${values.reference.length}/${REFERENCE_MAX}`}
        value={values.reference}
        onChange={(e) => change('reference')(e.target.value)}
        error={errors.reference}
      />
      {options.canFactor && (
        <Switch
          label="Venta con factoraje"
          checked={values.is_factoring}
          onCheckedChange={(checked) =>
            actorRef.send({ type: 'sale.change', values: { is_factoring: checked } })
          }
        />
      )}
      {options.canSelectVendor && <VendorSelect actorRef={actorRef} vendorsRef={vendorsRef} />}
      {error && <Alert status="error">{error}</Alert>}
      <div className={actions}>
        <Button variant="outline" onClick={() => actorRef.send({ type: 'sale.cancel' })}>
          Cancelar
        </Button>
        <Button type="submit">Continuar</Button>
      </div>
    </form>
  )
}

function DeliveryStep({ actorRef }: { actorRef: SaleActorRef }) {
  const address = useSelector(actorRef, selectAddress)
  const error = useSelector(actorRef, (s) => s.context.fieldErrors.address)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actorRef.send({ type: 'sale.continue' })
  }
  return (
    <form noValidate onSubmit={submit} className={stack} aria-labelledby="sale-step-title">
      <p className={css({ color: 'fg.muted' })}>
        Si entregas el material en la obra, escribe la dirección de entrega. Si no, pulsa «Omitir».
      </p>
      <Field label="Dirección de entrega" error={error} helperText={`${address.length}/${ADDRESS_MAX}`}>
        <FieldTextarea
          name="address"
          rows={4}
          autoComplete="street-address"
          value={address}
          onChange={(e) => actorRef.send({ type: 'sale.changeAddress', address: e.target.value })}
        />
      </Field>
      <div className={actions}>
        <Button variant="ghost" onClick={() => actorRef.send({ type: 'sale.cancel' })}>
          Cancelar
        </Button>
        <Button variant="outline" onClick={() => actorRef.send({ type: 'sale.back' })}>
          Atrás
        </Button>
        <Button variant="outline" onClick={() => actorRef.send({ type: 'sale.skipDelivery' })}>
          Omitir
        </Button>
        <Button type="submit">Continuar</Button>
      </div>
    </form>
  )
}

function ReviewStep({ actorRef, vendorsRef }: { actorRef: SaleActorRef; vendorsRef: VendorsActorRef }) {
  const request = useSelector(actorRef, selectRequest)
  const customer = useSelector(actorRef, selectCustomer)
  const options = useSelector(actorRef, selectOptions)
  const acknowledged = useSelector(actorRef, selectAcknowledged)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const error = useSelector(actorRef, selectError)
  const vendors = useSelector(vendorsRef, (s) => s.context.data)
  const vendor = vendors?.find((v) => v.id === request.vendor_user_id)
  return (
    <div className={stack}>
      <dl className={summary}>
        <dt>Cliente</dt>
        <dd>
          {customer ? `${customer.business_name}${customer.tax_id ? ` (${customer.tax_id})` : ''}` : '—'}
        </dd>
        <dt>Número de usuario</dt>
        <dd>{request.user_id}</dd>
        <dt>Monto</dt>
        <dd>{formatMoney(request.amount)}</dd>
        <dt>Plazo</dt>
        <dd>{request.term === 1 ? '1 día' : `${request.term} días`}</dd>
        <dt>Referencia</dt>
        <dd>{request.reference || 'Sin referencia'}</dd>
        {options.canFactor && (
          <>
            <dt>Factoraje</dt>
            <dd>{request.is_factoring ? 'Sí' : 'No'}</dd>
          </>
        )}
        {options.canSelectVendor && (
          <>
            <dt>Vendedor</dt>
            <dd>{vendor ? vendor.name : '—'}</dd>
          </>
        )}
        <dt>Entrega</dt>
        <dd>{request.delivery ? request.address : 'Sin entrega a domicilio'}</dd>
      </dl>
      <Switch
        label="He verificado la información"
        checked={acknowledged}
        disabled={submitting}
        onCheckedChange={(checked) => actorRef.send({ type: 'sale.acknowledge', checked })}
      />
      {error && <Alert status="error">{error}</Alert>}
      <div className={actions}>
        <Button variant="ghost" disabled={submitting} onClick={() => actorRef.send({ type: 'sale.cancel' })}>
          Cancelar
        </Button>
        <Button variant="outline" disabled={submitting} onClick={() => actorRef.send({ type: 'sale.back' })}>
          Atrás
        </Button>
        <Button
          disabled={!acknowledged}
          loading={submitting}
          loadingText="Registrando…"
          onClick={() => actorRef.send({ type: 'sale.confirm' })}
        >
          Confirmar
        </Button>
      </div>
    </div>
  )
}

/** 'Volver' of a vendor-supplier: to the sales list, where the sale just made is the first one. */
function BackToSales() {
  return (
    <Button variant="outline" asChild>
      <Link href="/payments">Volver</Link>
    </Button>
  )
}

function ResultStep({ actorRef, isVendorSupplier }: { actorRef: SaleActorRef; isVendorSupplier: boolean }) {
  const sale = useSelector(actorRef, selectSale)
  const rejection = useSelector(actorRef, selectRejection)
  const msg = useSelector(actorRef, selectResultMsg)
  if (rejection !== null) {
    return (
      <div className={stack}>
        <Alert status="error" title="¡COMPRA RECHAZADA!">
          {rejection}
        </Alert>
        <div className={actions}>
          {isVendorSupplier && <BackToSales />}
          <Button onClick={() => actorRef.send({ type: 'sale.edit' })}>Editar compra</Button>
        </div>
      </div>
    )
  }
  if (!sale) return null
  return (
    <div className={stack}>
      {msg && <Alert status="success">{msg}</Alert>}
      <dl className={summary}>
        <dt>Folio</dt>
        <dd>{sale.id}</dd>
        <dt>Cliente</dt>
        <dd>{sale.customer.business_name}</dd>
        <dt>Monto</dt>
        <dd>{formatMoney(sale.amount)}</dd>
        <dt>Plazo</dt>
        <dd>{sale.term === 1 ? '1 día' : `${sale.term} días`}</dd>
        <dt>Vence el</dt>
        <dd>{formatDateShort(sale.expiration_date)}</dd>
      </dl>
      <div className={actions}>
        {isVendorSupplier && <BackToSales />}
        <Button onClick={() => actorRef.send({ type: 'sale.reset' })}>Nueva venta</Button>
      </div>
    </div>
  )
}

const stepTitle = (step: number, rejected: boolean) =>
  step === 0
    ? 'Datos de la venta'
    : step === 1
      ? 'Entrega'
      : step === 2
        ? 'Revisa y confirma'
        : rejected
          ? 'Compra rechazada'
          : 'Venta registrada'

/** 'Nueva venta' (sales-registration-projects.md §2.2): Ark Steps shows the step the sale machine is in. */
export function SaleView({
  actorRef,
  vendorsRef,
  isVendorSupplier,
  title = 'Nueva venta',
}: {
  actorRef: SaleActorRef
  vendorsRef: VendorsActorRef
  isVendorSupplier: boolean
  title?: string
}) {
  const step = useSelector(actorRef, selectStep)
  const rejected = useSelector(actorRef, (s) => selectRejection(s) !== null)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', maxW: '3xl' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{title}</h1>
      <Steps step={step} items={STEP_ITEMS} label="Pasos de la venta">
        <Card>
          <Card.Body>
            <div id="sale-step-title">
              <StepHeading step={step}>{stepTitle(step, rejected)}</StepHeading>
            </div>
            {step === 0 && <FormStep actorRef={actorRef} vendorsRef={vendorsRef} />}
            {step === 1 && <DeliveryStep actorRef={actorRef} />}
            {step === 2 && <ReviewStep actorRef={actorRef} vendorsRef={vendorsRef} />}
            {step === 3 && <ResultStep actorRef={actorRef} isVendorSupplier={isVendorSupplier} />}
          </Card.Body>
        </Card>
      </Steps>
    </div>
  )
}
