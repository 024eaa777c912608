import { BUSINESS_TYPES, REG_MSG, type RegisterStep } from '@contract/registration'
import {
  type InfoValues,
  type LegalValues,
  type PersonValues,
  selectDocumentsActor,
  selectError,
  selectInfo,
  selectInfoErrors,
  selectInfoValid,
  selectIsBusy,
  selectIsStarting,
  selectLegal,
  selectLegalErrors,
  selectLegalValid,
  selectPaymentIncomplete,
  selectQuestionnaireToken,
  selectRestoreError,
  selectStatementMonths,
  selectStep,
  selectStepNumber,
  selectUsers,
  selectUsersErrors,
  selectUsersValid,
} from '@machines/registration'
import { useSelector } from '@xstate/react'
import { type ChangeEvent, type FormEvent, lazy, type ReactNode, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { Spinner } from '@/components/ui/Spinner'
import { Steps } from '@/components/ui/Steps'
import type { DocumentsActorRef, RegistrationActorRef } from './registrationLogic'

type Props = { actorRef: RegistrationActorRef }

// The file pickers (Ark FileUpload) load with the first documents step: the info step stays light on a phone.
const DocumentsPanel = lazy(() => import('./DocumentsPanel').then((m) => ({ default: m.DocumentsPanel })))

const STEP_ITEMS = [{ title: 'Información' }, { title: 'Documentos' }, { title: 'Representante y usuarios' }]
const TITLES: Record<RegisterStep, string> = {
  info: 'Información de tu negocio',
  'files/company': 'Documentos del negocio',
  'files/bank-statements': 'Estados de cuenta bancarios',
  'legal-representative': 'Representante legal',
  users: 'Usuarios',
}
const grid = css({ display: 'grid', gap: '4' })
const pair = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form noValidate onSubmit={submit} className={grid}>
      {children}
    </form>
  )
}

function Actions({ actorRef, valid, label = 'Continuar' }: Props & { valid: boolean; label?: string }) {
  const busy = useSelector(actorRef, selectIsBusy)
  const step = useSelector(actorRef, selectStep)
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
      {step !== 'info' && (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => actorRef.send({ type: 'registration.back' })}
        >
          Atrás
        </Button>
      )}
      <Button type="submit" disabled={!valid} loading={busy} loadingText="Guardando…">
        {label}
      </Button>
    </div>
  )
}

function InfoStep({ actorRef }: Props) {
  const values = useSelector(actorRef, selectInfo)
  const errors = useSelector(actorRef, selectInfoErrors)
  const valid = useSelector(actorRef, selectInfoValid)
  const busy = useSelector(actorRef, selectIsBusy)
  const change = (v: Partial<InfoValues>) => actorRef.send({ type: 'info.change', values: v })
  return (
    <Form onSubmit={() => actorRef.send({ type: 'info.submit' })}>
      <TextField
        label="Razón social o nombre del negocio"
        name="business_name"
        required
        disabled={busy}
        value={values.business_name}
        error={errors.business_name}
        onChange={(e) => change({ business_name: e.target.value })}
      />
      <TextField
        label="Nombre de contacto"
        name="contact_name"
        autoComplete="name"
        required
        disabled={busy}
        value={values.contact_name}
        error={errors.contact_name}
        onChange={(e) => change({ contact_name: e.target.value })}
      />
      <div className={pair}>
        <TextField
          label="Teléfono de contacto"
          name="contact_phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          disabled={busy}
          value={values.contact_phone}
          error={errors.contact_phone}
          helperText="10 dígitos"
          onChange={(e) => change({ contact_phone: e.target.value })}
        />
        <TextField
          label="Correo electrónico de contacto"
          name="contact_email"
          type="email"
          autoComplete="email"
          required
          disabled={busy}
          value={values.contact_email}
          error={errors.contact_email}
          onChange={(e) => change({ contact_email: e.target.value })}
        />
      </div>
      <div className={pair}>
        <Field label="Figura jurídica" required disabled={busy} error={errors.business_type}>
          <FieldNativeSelect
            name="business_type"
            value={values.business_type}
            onChange={(e) => change({ business_type: e.target.value as InfoValues['business_type'] })}
          >
            <option value="">Selecciona una opción</option>
            {BUSINESS_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </FieldNativeSelect>
        </Field>
        <TextField
          label="Crédito solicitado (pesos)"
          name="credit_requested"
          inputMode="decimal"
          required
          disabled={busy}
          value={values.credit_requested}
          error={errors.credit_requested}
          onChange={(e) => change({ credit_requested: e.target.value })}
        />
      </div>
      <Checkbox
        label="Acepto el aviso de privacidad"
        name="optin_data_protection"
        required
        disabled={busy}
        checked={values.optin_data_protection}
        invalid={Boolean(errors.optin_data_protection)}
        onCheckedChange={(checked) => change({ optin_data_protection: checked })}
      />
      <Checkbox
        label="Acepto los términos y condiciones"
        name="optin_terms_and_conditions"
        required
        disabled={busy}
        checked={values.optin_terms_and_conditions}
        invalid={Boolean(errors.optin_terms_and_conditions)}
        onCheckedChange={(checked) => change({ optin_terms_and_conditions: checked })}
      />
      <Actions actorRef={actorRef} valid={valid} />
    </Form>
  )
}

function PersonFields({
  prefix,
  values,
  errors,
  disabled,
  readOnly,
  onChange,
}: {
  prefix: string
  values: PersonValues
  errors: Record<string, string>
  disabled: boolean
  readOnly?: boolean
  onChange: (v: Partial<PersonValues>) => void
}) {
  const key = (field: string) => (prefix ? `${prefix}.${field}` : field)
  const bind = (field: keyof PersonValues) => ({
    name: key(field),
    required: true,
    disabled,
    readOnly,
    value: values[field],
    error: errors[key(field)],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.target.value }),
  })
  return (
    <>
      <div className={pair}>
        <TextField label="Nombre" {...bind('name')} autoComplete="given-name" />
        <TextField label="Apellidos" {...bind('last_name')} autoComplete="family-name" />
      </div>
      <div className={pair}>
        <TextField label="Correo electrónico" {...bind('email')} type="email" autoComplete="email" />
        <TextField
          label="Teléfono"
          {...bind('phone')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          helperText="10 dígitos"
        />
      </div>
    </>
  )
}

function LegalStep({ actorRef }: Props) {
  const values = useSelector(actorRef, selectLegal)
  const errors = useSelector(actorRef, selectLegalErrors)
  const valid = useSelector(actorRef, selectLegalValid)
  const busy = useSelector(actorRef, selectIsBusy)
  const change = (v: Partial<LegalValues>) => actorRef.send({ type: 'legal.change', values: v })
  return (
    <Form onSubmit={() => actorRef.send({ type: 'legal.submit' })}>
      <PersonFields prefix="" values={values} errors={errors} disabled={busy} onChange={change} />
      <Checkbox
        label="Acepto el aviso de privacidad"
        name="optin"
        required
        disabled={busy}
        checked={values.optin}
        invalid={Boolean(errors.optin)}
        onCheckedChange={(checked) => change({ optin: checked })}
      />
      <Actions actorRef={actorRef} valid={valid} />
    </Form>
  )
}

function UsersStep({ actorRef }: Props) {
  const values = useSelector(actorRef, selectUsers)
  const errors = useSelector(actorRef, selectUsersErrors)
  const valid = useSelector(actorRef, selectUsersValid)
  const busy = useSelector(actorRef, selectIsBusy)
  const incomplete = useSelector(actorRef, selectPaymentIncomplete)
  const touchedInvalid = Object.keys(errors).length > 0
  return (
    <Form onSubmit={() => actorRef.send({ type: 'users.submit' })}>
      <fieldset className={grid}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Usuario comprador</legend>
        <PersonFields
          prefix="buyer_user"
          values={values.buyer}
          errors={errors}
          disabled={busy}
          onChange={(v) => actorRef.send({ type: 'users.changeBuyer', values: v })}
        />
      </fieldset>
      <fieldset className={grid}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Usuario de pagos</legend>
        <Checkbox
          label="El usuario de pagos es el mismo que el comprador"
          name="is_payment_user_same_as_buyer"
          disabled={busy}
          checked={values.sameAsBuyer}
          onCheckedChange={(checked) => actorRef.send({ type: 'users.sameAsBuyer', checked })}
        />
        <PersonFields
          prefix="payment_user"
          values={values.payment}
          errors={values.sameAsBuyer ? {} : errors}
          disabled={busy}
          readOnly={values.sameAsBuyer}
          onChange={(v) => actorRef.send({ type: 'users.changePayment', values: v })}
        />
        {incomplete && (
          <p className={css({ color: 'error', fontSize: 'sm' })}>{REG_MSG.paymentUserIncomplete}</p>
        )}
      </fieldset>
      {touchedInvalid && (
        <p className={css({ color: 'error', fontSize: 'sm' })}>{REG_MSG.completeRequired}</p>
      )}
      <Actions actorRef={actorRef} valid={valid} label="Enviar solicitud" />
    </Form>
  )
}

function DocumentsStep({ actorRef, step }: Props & { step: RegisterStep }) {
  const documents = useSelector(actorRef, selectDocumentsActor) as DocumentsActorRef | undefined
  const months = useSelector(actorRef, selectStatementMonths)
  const busy = useSelector(actorRef, selectIsBusy)
  const banks = step === 'files/bank-statements'
  return (
    <div className={grid}>
      <p className={css({ fontSize: 'sm' })}>
        {banks
          ? `Sube los estados de cuenta de los últimos tres meses (${Object.values(months).join(', ')}). Los documentos deben tener menos de 3 meses de antigüedad.`
          : 'Sube cada documento en PDF, JPG o PNG. Los documentos deben tener menos de 3 meses de antigüedad.'}
      </p>
      {busy || !documents || !('slots' in (documents.getSnapshot().context ?? {})) ? (
        <Spinner label="Guardando documentos" />
      ) : (
        <Suspense fallback={<Spinner label="Cargando" />}>
          <DocumentsPanel key={documents.id} actorRef={documents} months={banks ? months : undefined} />
        </Suspense>
      )}
      <div>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => actorRef.send({ type: 'registration.back' })}
        >
          Atrás
        </Button>
      </div>
    </div>
  )
}

function Success({ actorRef }: Props) {
  const token = useSelector(actorRef, selectQuestionnaireToken)
  return (
    <section className={css({ display: 'grid', gap: '4', textAlign: 'center', justifyItems: 'center' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{REG_MSG.successTitle}</h1>
      <p>{REG_MSG.successNotice}</p>
      {token && (
        <Button asChild>
          <a href={`/questionnaire/?token=${encodeURIComponent(token)}`}>Responder cuestionario</a>
        </Button>
      )}
    </section>
  )
}

/** The wizard shell: side step indicator, the loading screen while restoring, the step on screen. */
export function RegistrationView({ actorRef }: Props) {
  const step = useSelector(actorRef, selectStep)
  const number = useSelector(actorRef, selectStepNumber)
  const starting = useSelector(actorRef, selectIsStarting)
  const restoreError = useSelector(actorRef, selectRestoreError)
  const error = useSelector(actorRef, selectError)
  const page = css({ maxW: '5xl', mx: 'auto', p: { base: '4', md: '8' }, display: 'grid', gap: '6' })
  if (starting)
    return (
      <main className={page}>
        <Spinner size="lg" label="Cargando tu solicitud" />
      </main>
    )
  if (restoreError)
    return (
      <main className={page}>
        <Alert status="error">{restoreError}</Alert>
        <div>
          <Button onClick={() => actorRef.send({ type: 'registration.retry' })}>Reintentar</Button>
        </div>
      </main>
    )
  if (step === 'success')
    return (
      <main className={page}>
        <Success actorRef={actorRef} />
      </main>
    )
  return (
    <main
      className={css({
        maxW: '5xl',
        mx: 'auto',
        p: { base: '4', md: '8' },
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: '1fr', md: '16rem 1fr' },
      })}
    >
      <aside>
        <Steps step={number - 1} items={STEP_ITEMS} label="Pasos del registro" />
      </aside>
      <section className={grid} aria-labelledby="registration-title">
        <h1 id="registration-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {TITLES[step]}
        </h1>
        {error && <Alert status="error">{error}</Alert>}
        {step === 'info' && <InfoStep actorRef={actorRef} />}
        {(step === 'files/company' || step === 'files/bank-statements') && (
          <DocumentsStep actorRef={actorRef} step={step} />
        )}
        {step === 'legal-representative' && <LegalStep actorRef={actorRef} />}
        {step === 'users' && <UsersStep actorRef={actorRef} />}
      </section>
    </main>
  )
}
