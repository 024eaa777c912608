import { BUSINESS_TYPES, REG_MSG, type RegisterStep } from '@contract/registration'
import type { LegalDocument } from '@contract/resourceTexts'
import {
  connectInfoStep,
  connectLegalStep,
  connectRegistration,
  connectUsersStep,
  type RegistrationApi,
} from '@machines/registration'
import type { FieldProps, SubmitProps } from '@machines/shared/form'
import { lazy, type ReactNode, Suspense } from 'react'
import { css } from 'styled-system/css'
import { legalDocumentUrl } from '@/api/resources'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Checkbox, type CheckboxProps } from '@/components/ui/Checkbox'
import { Field, FieldNativeSelect, TextField } from '@/components/ui/Field'
import { Form } from '@/components/ui/Form'
import { EMAIL_INPUT, PHONE_INPUT } from '@/components/ui/inputKinds'
import { TextLink } from '@/components/ui/Link'
import { LoadingState } from '@/components/ui/LoadingState'
import { SelectOptions } from '@/components/ui/SelectOptions'
import { Spinner } from '@/components/ui/Spinner'
import { Steps } from '@/components/ui/Steps'
import { inputsOf } from '@/lib/connectedInputs'
import { inputProps, useConnect } from '@/lib/useConnect'
import type {
  DocumentsActorRef,
  InfoStepActorRef,
  LegalStepActorRef,
  RegistrationActorRef,
  UsersStepActorRef,
} from './registrationLogic'

type Props = { actorRef: RegistrationActorRef }
type ApiProps = { api: RegistrationApi }
/** 'Atrás' of the wizard around a step. */
type BackProps = { disabled: boolean; onClick: () => void }
/** A form step: its own machine, and the wizard's 'Atrás' when the wizard runs it (not on the first step). */
export type StepProps<TActor> = { actorRef: TActor; back?: BackProps }
/** What a step's form and buttons need of its connect layer. */
type FormApi = { error: string | null; onSubmit: () => void; getSubmitProps: () => SubmitProps }

// The file pickers (Ark FileUpload) load with the first documents step: the info step stays light on a phone.
const DocumentsPanel = lazy(() => import('./DocumentsPanel').then((m) => ({ default: m.DocumentsPanel })))

const STEP_ITEMS = [{ title: 'Información' }, { title: 'Documentos' }, { title: 'Representante y usuarios' }]
const grid = css({ display: 'grid', gap: '4' })
/** The screen while a stored application is restored: the message in the middle of the page. */
const loadingPage = css({ minH: '100dvh', display: 'grid', placeItems: 'center', p: '4' })
const pair = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** The step's banner, then its form (the banner sits where the wizard's would, under the title). */
function StepForm({ api, children }: { api: FormApi; children: ReactNode }) {
  return (
    <>
      {api.error && <Alert status="error">{api.error}</Alert>}
      <Form onSubmit={api.onSubmit} className={grid}>
        {children}
      </Form>
    </>
  )
}

function Actions({ api, back, label = 'Continuar' }: { api: FormApi; back?: BackProps; label?: string }) {
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
      {back && (
        <Button variant="outline" {...back}>
          Atrás
        </Button>
      )}
      <Button type="submit" {...api.getSubmitProps()} loadingText="Guardando…">
        {label}
      </Button>
    </div>
  )
}

/**
 * A step's machine as the wizard runs it; on the flows page and in the wizard's model test a step is a
 * stand-in (its own page replays it), so there is no form to show.
 */
const isForm = (actorRef: { getSnapshot: () => { context?: unknown } } | undefined) =>
  actorRef !== undefined && 'values' in ((actorRef.getSnapshot().context as object | undefined) ?? {})

export function InfoStepView({ actorRef, back }: StepProps<InfoStepActorRef>) {
  const api = useConnect(actorRef, connectInfoStep)
  const input = inputsOf(api.getFieldProps)
  const {
    error: typeError,
    required,
    disabled,
    readOnly: _readOnly,
    ...businessType
  } = inputProps(api.getBusinessTypeProps())
  return (
    <StepForm api={api}>
      <TextField label="Razón social o nombre del negocio" {...input('business_name')} />
      <TextField label="Nombre de contacto" autoComplete="name" {...input('contact_name')} />
      <div className={pair}>
        <TextField
          label="Teléfono de contacto"
          {...PHONE_INPUT}
          maxLength={10}
          helperText="10 dígitos"
          {...input('contact_phone')}
        />
        <TextField label="Correo electrónico de contacto" {...EMAIL_INPUT} {...input('contact_email')} />
      </div>
      <div className={pair}>
        <Field label="Figura jurídica" required={required} disabled={disabled} error={typeError}>
          <FieldNativeSelect {...businessType}>
            <SelectOptions prompt="Selecciona una opción" items={BUSINESS_TYPES} />
          </FieldNativeSelect>
        </Field>
        <TextField label="Crédito solicitado (pesos)" inputMode="decimal" {...input('credit_requested')} />
      </div>
      <LegalOptin
        document="privacy"
        label="Acepto el aviso de privacidad"
        {...api.getOptinProps('optin_data_protection')}
      />
      <LegalOptin
        document="terms"
        label="Acepto los términos y condiciones"
        {...api.getOptinProps('optin_terms_and_conditions')}
      />
      <Actions api={api} back={back} />
    </StepForm>
  )
}

const LEGAL_LINK_TEXT: Record<LegalDocument, string> = {
  privacy: 'Leer el aviso de privacidad',
  terms: 'Leer los términos y condiciones',
}

/**
 * An opt-in and, beside it (not inside its label, so a tap on the label always ticks the box), the link to
 * its document, opened in a new tab (docs/decisions.md#resources).
 */
function LegalOptin({ document, ...checkbox }: CheckboxProps & { document: LegalDocument }) {
  return (
    <div className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
      <Checkbox {...checkbox} />
      {/* Under the label's text: the box (1.25rem) and its gap (0.75rem). */}
      <TextLink
        href={legalDocumentUrl(document)}
        target="_blank"
        rel="noopener"
        className={css({ fontSize: 'sm', ms: '8' })}
      >
        {LEGAL_LINK_TEXT[document]}
      </TextLink>
    </div>
  )
}

function PersonFields({ field }: { field: (name: 'name' | 'last_name' | 'email' | 'phone') => FieldProps }) {
  const props = inputsOf(field)
  return (
    <>
      <div className={pair}>
        <TextField label="Nombre" {...props('name')} autoComplete="given-name" />
        <TextField label="Apellidos" {...props('last_name')} autoComplete="family-name" />
      </div>
      <div className={pair}>
        <TextField label="Correo electrónico" {...props('email')} {...EMAIL_INPUT} />
        <TextField
          label="Teléfono"
          {...props('phone')}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          helperText="10 dígitos"
        />
      </div>
    </>
  )
}

export function LegalStepView({ actorRef, back }: StepProps<LegalStepActorRef>) {
  const api = useConnect(actorRef, connectLegalStep)
  return (
    <StepForm api={api}>
      <PersonFields field={api.getPersonFieldProps} />
      <LegalOptin document="privacy" label="Acepto el aviso de privacidad" {...api.getOptinProps()} />
      <Actions api={api} back={back} />
    </StepForm>
  )
}

export function UsersStepView({ actorRef, back }: StepProps<UsersStepActorRef>) {
  const api = useConnect(actorRef, connectUsersStep)
  return (
    <StepForm api={api}>
      <fieldset className={grid}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Usuario comprador</legend>
        <PersonFields field={(name) => api.getPersonFieldProps('buyer', name)} />
      </fieldset>
      <fieldset className={grid}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Usuario de pagos</legend>
        <Checkbox label="El usuario de pagos es el mismo que el comprador" {...api.getSameAsBuyerProps()} />
        <PersonFields field={(name) => api.getPersonFieldProps('payment', name)} />
        {api.paymentIncomplete && (
          <p className={css({ color: 'error', fontSize: 'sm' })}>{REG_MSG.paymentUserIncomplete}</p>
        )}
      </fieldset>
      {api.completeRequired && (
        <p className={css({ color: 'error', fontSize: 'sm' })}>{api.completeRequiredText}</p>
      )}
      <Actions api={api} back={back} label="Enviar solicitud" />
    </StepForm>
  )
}

function DocumentsStep({ api, step }: ApiProps & { step: RegisterStep }) {
  const documents = api.documentsActor as DocumentsActorRef | undefined
  const months = api.statementMonths
  const banks = step === 'files/bank-statements'
  return (
    <div className={grid}>
      <p className={css({ fontSize: 'sm' })}>
        {banks
          ? `Sube los estados de cuenta de los últimos tres meses (${Object.values(months).join(', ')}). Los documentos deben tener menos de 3 meses de antigüedad.`
          : 'Sube cada documento en PDF, JPG o PNG. Los documentos deben tener menos de 3 meses de antigüedad.'}
      </p>
      {api.busy || !documents || !('slots' in (documents.getSnapshot().context ?? {})) ? (
        <Spinner label="Guardando documentos" />
      ) : (
        <Suspense fallback={<Spinner label="Cargando" />}>
          <DocumentsPanel key={documents.id} actorRef={documents} months={banks ? months : undefined} />
        </Suspense>
      )}
      <div>
        <Button variant="outline" {...api.getBackProps()}>
          Atrás
        </Button>
      </div>
    </div>
  )
}

/** The step's form once its machine runs (keyed by it: a step entered again starts afresh). */
function FormStep<TActor extends { sessionId: string; getSnapshot: () => { context?: unknown } }>({
  actorRef,
  wizard,
  render: Step,
}: {
  actorRef: TActor | undefined
  wizard: RegistrationApi
  render: (props: StepProps<TActor>) => ReactNode
}) {
  const back = wizard.showsBack ? wizard.getBackProps() : undefined
  if (!actorRef || !isForm(actorRef))
    return (
      <div className={grid}>
        <Spinner label="Cargando" />
        {back && (
          <div>
            <Button variant="outline" {...back}>
              Atrás
            </Button>
          </div>
        )}
      </div>
    )
  return <Step key={actorRef.sessionId} actorRef={actorRef} back={back} />
}

function Success({ api }: ApiProps) {
  const token = api.questionnaireToken
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
  const api = useConnect(actorRef, connectRegistration)
  const { step, error } = api
  const page = css({ maxW: '5xl', mx: 'auto', p: { base: '4', md: '8' }, display: 'grid', gap: '6' })
  if (api.starting)
    return (
      <main className={loadingPage}>
        <LoadingState text={REG_MSG.loading} />
      </main>
    )
  if (api.restoreError)
    return (
      <main className={page}>
        <Alert status="error">{api.restoreError}</Alert>
        <div>
          <Button {...api.getRetryProps()}>Reintentar</Button>
        </div>
      </main>
    )
  if (step === 'success')
    return (
      <main className={page}>
        <Success api={api} />
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
        <Steps step={api.stepNumber - 1} items={STEP_ITEMS} label="Pasos del registro" placement="side" />
      </aside>
      <section className={grid} aria-labelledby="registration-title">
        <h1 id="registration-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {api.title}
        </h1>
        {error && <Alert status="error">{error}</Alert>}
        {step === 'info' && <FormStep actorRef={api.infoActor} wizard={api} render={InfoStepView} />}
        {(step === 'files/company' || step === 'files/bank-statements') && (
          <DocumentsStep api={api} step={step} />
        )}
        {step === 'legal-representative' && (
          <FormStep actorRef={api.legalActor} wizard={api} render={LegalStepView} />
        )}
        {step === 'users' && <FormStep actorRef={api.usersActor} wizard={api} render={UsersStepView} />}
      </section>
    </main>
  )
}
