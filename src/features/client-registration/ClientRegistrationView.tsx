import { BUSINESS_TYPES, REG_MSG } from '@contract/registrationTexts'
import {
  type ClientFormValues,
  selectCanSubmit,
  selectCode,
  selectCodeError,
  selectError,
  selectFieldErrors,
  selectInfo,
  selectIsCheckingCode,
  selectIsRegistered,
  selectIsStarting,
  selectIsSubmitting,
  selectLoadError,
  selectRegisteredEmail,
  selectShowsCodeForm,
  selectShowsForm,
  selectValues,
  selectVendorRequired,
} from '@machines/client-registration'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { linkStyles } from '@/components/ui/Link'
import { Spinner } from '@/components/ui/Spinner'
import type { ClientRegistrationActorRef } from './clientRegistrationLogic'

type Props = { actorRef: ClientRegistrationActorRef }

const stack = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })
const phoneGroup = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  '& input': { flex: '1', minW: '0' },
})
const prefix = css({ color: 'fg.muted', fontWeight: 'medium' })

function CodeForm({ actorRef }: Props) {
  const code = useSelector(actorRef, selectCode)
  const error = useSelector(actorRef, selectCodeError)
  const checking = useSelector(actorRef, selectIsCheckingCode)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actorRef.send({ type: 'code.submit', code: String(form.get('code') ?? '') })
  }
  return (
    <form noValidate onSubmit={submit} className={stack}>
      <p className={css({ color: 'fg.muted' })}>
        Escribe el código que te dio tu proveedor para registrar a tus clientes con él.
      </p>
      <TextField
        label="Código de proveedor"
        name="code"
        defaultValue={code}
        autoCapitalize="characters"
        autoComplete="off"
        error={error}
        readOnly={checking}
      />
      <Button type="submit" loading={checking} loadingText="Verificando…" fullWidth>
        Continuar
      </Button>
    </form>
  )
}

function ClientForm({ actorRef }: Props) {
  const info = useSelector(actorRef, selectInfo)
  const values = useSelector(actorRef, selectValues)
  const errors = useSelector(actorRef, selectFieldErrors)
  const error = useSelector(actorRef, selectError)
  const submitting = useSelector(actorRef, selectIsSubmitting)
  const canSubmit = useSelector(actorRef, selectCanSubmit)
  const vendorRequired = useSelector(actorRef, selectVendorRequired)

  const change = (values: Partial<ClientFormValues>) => actorRef.send({ type: 'client.change', values })
  const text = (name: keyof ClientFormValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }),
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actorRef.send({ type: 'client.submit' })
  }

  return (
    <form noValidate onSubmit={submit} className={stack}>
      <p>
        Registrando clientes para <strong>{info?.business_name}</strong>
      </p>
      {error && <Alert status="error">{error}</Alert>}
      <fieldset disabled={submitting} className={stack}>
        <TextField
          label="Nombre del negocio"
          autoComplete="organization"
          required
          error={errors.business_name}
          {...text('business_name')}
        />
        <TextField
          label="Nombre del contacto"
          autoComplete="name"
          required
          error={errors.contact_name}
          {...text('contact_name')}
        />
        <Field
          label="Teléfono"
          required
          error={errors.contact_phone}
          helperText="10 dígitos; el +52 se agrega solo"
        >
          <div className={phoneGroup}>
            <span aria-hidden className={prefix}>
              +52
            </span>
            <Field.Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...text('contact_phone')}
            />
          </div>
        </Field>
        <TextField
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.contact_email}
          {...text('contact_email')}
        />
        <TextField
          label="Crédito solicitado (opcional)"
          inputMode="decimal"
          helperText="Monto en pesos"
          error={errors.credit_requested}
          {...text('credit_requested')}
        />
        <Field label="Figura jurídica" required error={errors.business_type}>
          <FieldNativeSelect {...text('business_type')}>
            <option value="">Selecciona una opción</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </FieldNativeSelect>
        </Field>
        {vendorRequired && (
          <Field label="Vendedor" required error={errors.vendor_user_id}>
            <FieldNativeSelect {...text('vendor_user_id')}>
              <option value="">Selecciona un vendedor</option>
              {info?.vendors.map((vendor) => (
                <option key={vendor.id} value={String(vendor.id)}>
                  {vendor.name} ({vendor.code})
                </option>
              ))}
            </FieldNativeSelect>
          </Field>
        )}
      </fieldset>
      <Button type="submit" disabled={!canSubmit} loading={submitting} loadingText="Registrando…" fullWidth>
        Confirmar
      </Button>
    </form>
  )
}

function Registered({ actorRef }: Props) {
  const email = useSelector(actorRef, selectRegisteredEmail)
  return (
    <div className={stack}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'success.text' })}>
        {REG_MSG.clientRegisteredTitle}
      </h2>
      <p>
        Enviamos un correo a <strong>{email}</strong> para que tu cliente continúe con su solicitud de
        crédito.
      </p>
      <Button fullWidth onClick={() => actorRef.send({ type: 'client.registerAnother' })}>
        {REG_MSG.registerAnother}
      </Button>
    </div>
  )
}

/** 'Registrar mis clientes': the supplier's code (when needed), the client's form, the registered screen. */
export function ClientRegistrationView({
  actorRef,
  title,
  showHomeLink = false,
}: Props & { title: string; showHomeLink?: boolean }) {
  const starting = useSelector(actorRef, selectIsStarting)
  const loadError = useSelector(actorRef, selectLoadError)
  const asksCode = useSelector(actorRef, selectShowsCodeForm)
  const showsForm = useSelector(actorRef, selectShowsForm)
  const registered = useSelector(actorRef, selectIsRegistered)

  return (
    <CenteredPage title={title}>
      {starting && (
        <div className={css({ display: 'grid', placeItems: 'center', py: '8' })}>
          <Spinner size="lg" label="Cargando el formulario" />
        </div>
      )}
      {loadError && (
        <>
          <Alert status="error">{loadError}</Alert>
          <Button variant="outline" onClick={() => actorRef.send({ type: 'form.retry' })}>
            Reintentar
          </Button>
        </>
      )}
      {asksCode && <CodeForm actorRef={actorRef} />}
      {showsForm && <ClientForm actorRef={actorRef} />}
      {registered && <Registered actorRef={actorRef} />}
      {showHomeLink && (
        <Link href="/" className={linkStyles()}>
          Volver al inicio
        </Link>
      )}
    </CenteredPage>
  )
}
