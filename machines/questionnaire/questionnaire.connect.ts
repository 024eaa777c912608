import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { QUIZ_LENGTH, type QuestionnaireMachine } from './questionnaire.machine'
import {
  selectAnswer,
  selectAnsweredOn,
  selectCanContinue,
  selectCanGoBack,
  selectError,
  selectIsBusy,
  selectQuestion,
  selectScreen,
  selectStep,
} from './questionnaire.selectors'

/**
 * What the questionnaire renders (see docs/architecture.md, "Connect layer"): the screen of the link's state
 * (loading, not valid, already answered with its day, a failure with 'Reintentar', thanks) or the question on
 * screen with its progress, its radio options (locked while the answers are sent), 'Anterior' and 'Continuar'.
 */
export function connect(snapshot: SnapshotFrom<QuestionnaireMachine>, send: SendOf<QuestionnaireMachine>) {
  const step = selectStep(snapshot)
  const answer = selectAnswer(snapshot)
  const busy = selectIsBusy(snapshot)
  return {
    screen: selectScreen(snapshot),
    busy,
    /** YYYY-MM-DD, on the already-answered screen only. */
    answeredOn: selectAnsweredOn(snapshot),
    /** Why the read or the save failed, on their failure screens only. */
    error: selectError(snapshot),
    /** 'Reintentar' after a failed read (reads again) or a refused save (sends the same answers again). */
    getRetryProps: () => ({ onClick: () => send({ type: 'quiz.retry' }) }),
    /** 0-based index of the question on screen, out of `total`. */
    step,
    total: QUIZ_LENGTH,
    question: selectQuestion(snapshot),
    /** One radio per option of the question on screen. */
    getOptionProps: (text: string) => ({
      type: 'radio' as const,
      name: `question-${step}`,
      value: text,
      checked: answer === text,
      onChange: () => send({ type: 'quiz.answer', answer: text }),
    }),
    getPreviousProps: () => ({
      disabled: !selectCanGoBack(snapshot) || busy,
      onClick: () => send({ type: 'quiz.previous' }),
    }),
    onSubmit: () => send({ type: 'quiz.continue' }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      disabled: !selectCanContinue(snapshot),
      loading: busy,
    }),
  }
}

export type QuestionnaireApi = ReturnType<typeof connect>
