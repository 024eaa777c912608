import { BUSINESS_TYPES, REG_MSG } from '@contract/registrationTexts'
import { type ClientRegistrationApi, connectClientRegistration } from '@machines/client-registration'
import type { FieldProps } from '@machines/shared/form'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { EMAIL_INPUT, PHONE_INPUT } from '@/components/ui/inputKinds'
import { linkStyles } from '@/components/ui/Link'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { Spinner } from '@/components/ui/Spinner'
import { inputsOf } from '@/lib/connectedInputs'
import { inputProps, useConnect } from '@/lib/useConnect'
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

type ApiProps = { api: ClientRegistrationApi }

/** A connected field as a bare input or select: the Field around it carries label, required and message. */
const bare = (field: FieldProps) => {
  const { error: _error, required: _required, readOnly: _readOnly, ...rest } = inputProps(field)
  return rest
}

function CodeForm({ api }: ApiProps) {
  const { code } = api
  return (
    <Form onSubmit={code.submit} className={stack}>
      <p className={css({ color: 'fg.muted' })}>
        Escribe el código que te dio tu proveedor para registrar a tus clientes con él.
      </p>
      <TextField
        label="Código de proveedor"
        name="code"
        defaultValue={code.defaultValue}
        autoCapitalize="characters"
        autoComplete="off"
        error={code.error}
        readOnly={code.checking}
      />
      <Button type="submit" loading={code.checking} loadingText="Verificando…" fullWidth>
        Continuar
      </Button>
    </Form>
  )
}

function ClientForm({ api }: ApiProps) {
  const { info, error, submitting } = api
  const input = inputsOf(api.getFieldProps)
  const phone = api.getFieldProps('contact_phone')
  const businessType = api.getFieldProps('business_type')
  const vendor = api.getFieldProps('vendor_user_id')

  return (
    <Form onSubmit={api.onSubmit} className={stack}>
      <p>
        Registrando clientes para <strong>{info?.business_name}</strong>
      </p>
      {error && <Alert status="error">{error}</Alert>}
      <fieldset disabled={submitting} className={stack}>
        <TextField label="Nombre del negocio" autoComplete="organization" {...input('business_name')} />
        <TextField label="Nombre del contacto" autoComplete="name" {...input('contact_name')} />
        <Field
          label="Teléfono"
          required={phone.required}
          error={phone.error}
          helperText="10 dígitos; el +52 se agrega solo"
        >
          <div className={phoneGroup}>
            <span aria-hidden className={prefix}>
              +52
            </span>
            <Field.Input {...PHONE_INPUT} {...bare(phone)} />
          </div>
        </Field>
        <TextField label="Correo electrónico" {...EMAIL_INPUT} {...input('contact_email')} />
        <TextField
          label="Crédito solicitado (opcional)"
          inputMode="decimal"
          helperText="Monto en pesos"
          {...input('credit_requested')}
        />
        <Field label="Figura jurídica" required={businessType.required} error={businessType.error}>
          <FieldNativeSelect {...bare(businessType)}>
            <SelectOptions prompt="Selecciona una opción" items={BUSINESS_TYPES} />
          </FieldNativeSelect>
        </Field>
        {api.vendorRequired && (
          <Field label="Vendedor" required={vendor.required} error={vendor.error}>
            <FieldNativeSelect {...bare(vendor)}>
              <SelectOptions prompt="Selecciona un vendedor" items={api.vendorOptions} />
            </FieldNativeSelect>
          </Field>
        )}
      </fieldset>
      <Button type="submit" {...api.getSubmitProps()} loadingText="Registrando…" fullWidth>
        Confirmar
      </Button>
    </Form>
  )
}

function Registered({ api }: ApiProps) {
  return (
    <div className={stack}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'success.text' })}>
        {REG_MSG.clientRegisteredTitle}
      </h2>
      <p>
        Enviamos un correo a <strong>{api.registeredEmail}</strong> para que tu cliente continúe con su
        solicitud de crédito.
      </p>
      <Button fullWidth {...api.getRegisterAnotherProps()}>
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
  const api = useConnect(actorRef, connectClientRegistration)
  const { starting, loadError, asksCode, showsForm, registered } = api

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
          <Button variant="outline" {...api.getRetryProps()}>
            Reintentar
          </Button>
        </>
      )}
      {asksCode && <CodeForm api={api} />}
      {showsForm && <ClientForm api={api} />}
      {registered && <Registered api={api} />}
      {showHomeLink && (
        <Link href="/" className={linkStyles()}>
          Volver al inicio
        </Link>
      )}
    </CenteredPage>
  )
}
