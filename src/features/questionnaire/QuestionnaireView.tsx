import { REG_MSG } from '@contract/registrationTexts'
import {
  QUIZ_LENGTH,
  selectAnswer,
  selectCanContinue,
  selectCanGoBack,
  selectHasNoToken,
  selectIsBusy,
  selectIsDone,
  selectQuestion,
  selectStep,
} from '@machines/questionnaire'
import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Button } from '@/components/ui/Button'
import { linkStyles } from '@/components/ui/Link'
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

function Progress({ step }: { step: number }) {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Pregunta {step + 1} de {QUIZ_LENGTH}
      </p>
      <div
        aria-hidden
        className={css({ h: '1.5', bg: 'bg.subtle', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div
          className={css({ h: 'full', bg: 'accent', transition: 'width 0.2s' })}
          style={{ width: `${((step + 1) / QUIZ_LENGTH) * 100}%` }}
        />
      </div>
    </div>
  )
}

function Question({ actorRef }: { actorRef: QuestionnaireActorRef }) {
  const step = useSelector(actorRef, selectStep)
  const question = useSelector(actorRef, selectQuestion)
  const answer = useSelector(actorRef, selectAnswer)
  const canGoBack = useSelector(actorRef, selectCanGoBack)
  const canContinue = useSelector(actorRef, selectCanContinue)
  const busy = useSelector(actorRef, selectIsBusy)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actorRef.send({ type: 'quiz.continue' })
  }

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '5' })}>
      <Progress step={step} />
      <fieldset key={step} disabled={busy} className={css({ display: 'grid', gap: '3', minW: '0' })}>
        <legend className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })}>{question.title}</legend>
        {question.options.map((text) => (
          <label key={text} className={option}>
            <input
              type="radio"
              name={`question-${step}`}
              value={text}
              checked={answer === text}
              onChange={() => actorRef.send({ type: 'quiz.answer', answer: text })}
            />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'space-between' })}>
        <Button
          variant="outline"
          disabled={!canGoBack || busy}
          onClick={() => actorRef.send({ type: 'quiz.previous' })}
        >
          Anterior
        </Button>
        <Button type="submit" disabled={!canContinue} loading={busy} loadingText="Enviando…">
          Continuar
        </Button>
      </div>
    </form>
  )
}

/** The quiz: one question per screen; the thank-you page follows whatever the server answers. */
export function QuestionnaireView({ actorRef }: { actorRef: QuestionnaireActorRef }) {
  const noToken = useSelector(actorRef, selectHasNoToken)
  const done = useSelector(actorRef, selectIsDone)

  return (
    <CenteredPage title={REG_MSG.quizTitle}>
      {noToken ? (
        <>
          <p>
            Para responder el cuestionario abre el enlace que te enviamos por correo al terminar tu registro.
          </p>
          <Link href="/login" className={linkStyles()}>
            Ir al inicio de sesión
          </Link>
        </>
      ) : done ? (
        <p role="status">
          Gracias por tus respuestas.{' '}
          <Link href="/register-success" className={linkStyles()}>
            Continuar
          </Link>
        </p>
      ) : (
        <Question actorRef={actorRef} />
      )}
    </CenteredPage>
  )
}
