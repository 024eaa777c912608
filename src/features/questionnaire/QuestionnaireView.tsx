import { REG_MSG } from '@contract/registrationTexts'
import { connectQuestionnaire, type QuestionnaireApi } from '@machines/questionnaire'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Form } from '@/components/ui/Form'
import { linkStyles } from '@/components/ui/Link'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'
import { formatDate } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { QuestionnaireActorRef } from './questionnaireLogic'

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '12',
  px: '4',
  py: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  cursor: 'pointer',
  bg: 'bg',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'accent', bg: 'accent.subtle', fontWeight: 'medium' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '& input': { w: '5', h: '5', flexShrink: 0, accentColor: 'accent' },
})

function Progress({ step, total }: { step: number; total: number }) {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Pregunta {step + 1} de {total}
      </p>
      <div
        aria-hidden
        className={css({ h: '1.5', bg: 'bg.subtle', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div
          className={css({ h: 'full', bg: 'accent', transition: 'width 0.2s' })}
          style={{ width: `${((step + 1) / total) * 100}%` }}
        />
      </div>
    </div>
  )
}

function Question({ api }: { api: QuestionnaireApi }) {
  const { step, question } = api

  return (
    <Form onSubmit={api.onSubmit} className={css({ display: 'grid', gap: '5' })}>
      <Progress step={step} total={api.total} />
      <fieldset key={step} disabled={api.busy} className={css({ display: 'grid', gap: '3', minW: '0' })}>
        <legend className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>{question.title}</legend>
        {question.options.map((text) => (
          <label key={text} className={option}>
            <input {...api.getOptionProps(text)} />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'space-between' })}>
        <Button variant="outline" {...api.getPreviousProps()}>
          Anterior
        </Button>
        <Button {...api.getSubmitProps()} loadingText="Enviando…">
          Continuar
        </Button>
      </div>
    </Form>
  )
}

function LoginLink() {
  return (
    <Link href="/login" className={linkStyles()}>
      Ir al inicio de sesión
    </Link>
  )
}

/**
 * The quiz's link says what is true: not valid, already answered (on which day), a failure with 'Reintentar',
 * or one question per screen; only saved answers reach the thank-you page.
 */
export function QuestionnaireView({ actorRef }: { actorRef: QuestionnaireActorRef }) {
  const api = useConnect(actorRef, connectQuestionnaire)

  return (
    <CenteredPage title={REG_MSG.quizTitle}>
      {api.screen === 'loading' && (
        <Spinner size="lg" label="Cargando el cuestionario" className={css({ mx: 'auto' })} />
      )}
      {api.screen === 'loadFailed' && (
        <LoadFailed title={REG_MSG.quizLoadFailed} error={api.error} onRetry={api.getRetryProps().onClick} />
      )}
      {api.screen === 'notValid' && (
        <>
          <Alert status="warning" title={REG_MSG.quizLinkInvalid}>
            {REG_MSG.quizLinkInvalidHelp}
          </Alert>
          <LoginLink />
        </>
      )}
      {api.screen === 'alreadyAnswered' && (
        <>
          <Alert status="success" title={REG_MSG.quizAnswered}>
            {REG_MSG.quizAnsweredOn(formatDate(api.answeredOn ?? ''))}
          </Alert>
          <LoginLink />
        </>
      )}
      {api.screen === 'question' && <Question api={api} />}
      {api.screen === 'refused' && (
        <LoadFailed title={REG_MSG.quizSaveFailed} error={api.error} onRetry={api.getRetryProps().onClick} />
      )}
      {api.screen === 'thanks' && (
        <p role="status">
          Gracias por tus respuestas.{' '}
          <Link href="/register-success" className={linkStyles()}>
            Continuar
          </Link>
        </p>
      )}
    </CenteredPage>
  )
}
