import { ADDRESS_MAX, connectSale, REFERENCE_MAX, type SaleApi } from '@machines/sale'
import { type ReactNode, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { FieldTextarea } from '@/components/ui/FieldTextarea'
import { Form } from '@/components/ui/Form'
import { AMOUNT_INPUT, DIGITS_INPUT } from '@/components/ui/inputKinds'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { Spinner } from '@/components/ui/Spinner'
import { Steps } from '@/components/ui/Steps'
import { Switch } from '@/components/ui/Switch'
import { inputsOf } from '@/lib/connectedInputs'
import { formatDateShort, formatMoney } from '@/lib/format'
import { inputProps, useConnect } from '@/lib/useConnect'
import type { SaleActorRef } from './saleLogic'

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

function CustomerLookup({ api }: { api: SaleApi }) {
  const { lookingUp, customer, lookupFailure: failure } = api
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
function VendorSelect({ api }: { api: SaleApi }) {
  const { vendors } = api
  const { error, readOnly: _readOnly, ...select } = inputProps(api.getFieldProps('vendor_user_id'))
  return (
    <Field
      label="Vendedor"
      error={error ?? (vendors.failed ? 'No pudimos cargar los vendedores. Recarga la página.' : null)}
    >
      <FieldNativeSelect {...select} disabled={vendors.loading}>
        <SelectOptions
          prompt={vendors.loading ? 'Cargando vendedores…' : 'Selecciona un vendedor'}
          items={vendors.options}
        />
      </FieldNativeSelect>
    </Field>
  )
}

/** A step's buttons: 'Cancelar' (quieter once 'Atrás' stands beside it), 'Atrás' after the first step, then the step's own. */
function StepActions({ api, back = false, children }: { api: SaleApi; back?: boolean; children: ReactNode }) {
  return (
    <div className={actions}>
      <Button variant={back ? 'ghost' : 'outline'} {...api.getCancelProps()}>
        Cancelar
      </Button>
      {back && (
        <Button variant="outline" {...api.getBackProps()}>
          Atrás
        </Button>
      )}
      {children}
    </div>
  )
}

function FormStep({ api }: { api: SaleApi }) {
  const { values, options, error } = api
  const input = inputsOf(api.getFieldProps)
  return (
    <Form onSubmit={api.onContinue} className={stack} aria-labelledby="sale-step-title">
      <div className={twoColumns}>
        <TextField label="Número de usuario" {...DIGITS_INPUT} {...input('user_id')} />
        <TextField label="Código de compra" {...DIGITS_INPUT} {...input('token')} />
      </div>
      <CustomerLookup api={api} />
      <div className={twoColumns}>
        <TextField
          label="Monto"
          {...AMOUNT_INPUT}
          helperText="En pesos mexicanos (MXN)"
          {...input('amount')}
        />
        <TextField label="Plazo (días)" {...DIGITS_INPUT} {...input('term')} />
      </div>
      <TextField
        label="Referencia"
        autoComplete="off"
        helperText={`${values.reference.length}/${REFERENCE_MAX}`}
        {...input('reference')}
      />
      {options.canFactor && <Switch label="Venta con factoraje" {...api.getFactoringProps()} />}
      {options.canSelectVendor && <VendorSelect api={api} />}
      {error && <Alert status="error">{error}</Alert>}
      <StepActions api={api}>
        <Button type="submit">Continuar</Button>
      </StepActions>
    </Form>
  )
}

function DeliveryStep({ api }: { api: SaleApi }) {
  const { error, readOnly: _readOnly, ...address } = inputProps(api.getAddressProps())
  return (
    <Form onSubmit={api.onContinue} className={stack} aria-labelledby="sale-step-title">
      <p className={css({ color: 'fg.muted' })}>
        Si entregas el material en la obra, escribe la dirección de entrega. Si no, pulsa «Omitir».
      </p>
      <Field label="Dirección de entrega" error={error} helperText={`${api.address.length}/${ADDRESS_MAX}`}>
        <FieldTextarea rows={4} autoComplete="street-address" {...address} />
      </Field>
      <StepActions api={api} back>
        <Button variant="outline" {...api.getSkipProps()}>
          Omitir
        </Button>
        <Button type="submit">Continuar</Button>
      </StepActions>
    </Form>
  )
}

function ReviewStep({ api }: { api: SaleApi }) {
  const { request, customer, options, error, vendorLabel } = api
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
            <dd>{vendorLabel ?? '—'}</dd>
          </>
        )}
        <dt>Entrega</dt>
        <dd>{request.delivery ? request.address : 'Sin entrega a domicilio'}</dd>
      </dl>
      <Switch label="He verificado la información" {...api.getAcknowledgeProps()} />
      {error && <Alert status="error">{error}</Alert>}
      <StepActions api={api} back>
        <Button {...api.getConfirmProps()} loadingText="Registrando…">
          Confirmar
        </Button>
      </StepActions>
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

function ResultStep({ api, isVendorSupplier }: { api: SaleApi; isVendorSupplier: boolean }) {
  const { sale, rejection, resultMsg: msg } = api
  if (rejection !== null) {
    return (
      <div className={stack}>
        <Alert status="error" title="¡COMPRA RECHAZADA!">
          {rejection}
        </Alert>
        <div className={actions}>
          {isVendorSupplier && <BackToSales />}
          <Button {...api.getEditProps()}>Editar compra</Button>
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
        <Button {...api.getResetProps()}>Nueva venta</Button>
      </div>
    </div>
  )
}

/** 'Nueva venta': Ark Steps shows the step the sale machine is in. */
export function SaleView({
  actorRef,
  isVendorSupplier,
  title = 'Nueva venta',
}: {
  actorRef: SaleActorRef
  isVendorSupplier: boolean
  title?: string
}) {
  const api = useConnect(actorRef, connectSale)
  const { step } = api
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', maxW: '3xl' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{title}</h1>
      <Steps step={step} items={STEP_ITEMS} label="Pasos de la venta">
        <Card>
          <Card.Body>
            <div id="sale-step-title">
              <StepHeading step={step}>{api.title}</StepHeading>
            </div>
            {step === 0 && <FormStep api={api} />}
            {step === 1 && <DeliveryStep api={api} />}
            {step === 2 && <ReviewStep api={api} />}
            {step === 3 && <ResultStep api={api} isVendorSupplier={isVendorSupplier} />}
          </Card.Body>
        </Card>
      </Steps>
    </div>
  )
}
