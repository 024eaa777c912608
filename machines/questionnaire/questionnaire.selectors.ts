import { QUIZ_QUESTIONS } from '@contract/registrationTexts'
import type { SnapshotFrom } from 'xstate'
import type { QuestionnaireMachine } from './questionnaire.machine'

type Snapshot = SnapshotFrom<QuestionnaireMachine>

/** What the page says, one screen per state of the link: the questions show while answering and sending. */
export type QuestionnaireScreen =
  | 'loading'
  | 'loadFailed'
  | 'notValid'
  | 'alreadyAnswered'
  | 'question'
  | 'refused'
  | 'thanks'

const SCREENS = {
  checkingLink: 'loading',
  loading: 'loading',
  loadFailed: 'loadFailed',
  notValid: 'notValid',
  alreadyAnswered: 'alreadyAnswered',
  answering: 'question',
  sending: 'question',
  refused: 'refused',
  thanks: 'thanks',
} as const satisfies Record<Snapshot['value'], QuestionnaireScreen>

export const selectScreen = (s: Snapshot): QuestionnaireScreen => SCREENS[s.value]
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
/** The day (YYYY-MM-DD) the answers arrived, on the already-answered screen. */
export const selectAnsweredOn = (s: Snapshot) => (s.matches('alreadyAnswered') ? s.context.answeredOn : null)
/** Why the read or the save failed, on their failure screens. */
export const selectError = (s: Snapshot) =>
  s.matches('loadFailed') || s.matches('refused') ? s.context.error : null
/** 0-based index of the question on screen. */
export const selectStep = (s: Snapshot) => s.context.step
export const selectQuestion = (s: Snapshot) => QUIZ_QUESTIONS[s.context.step]!
export const selectAnswer = (s: Snapshot) => s.context.answers[s.context.step] ?? null
export const selectCanGoBack = (s: Snapshot) => s.matches('answering') && s.context.step > 0
export const selectCanContinue = (s: Snapshot) =>
  s.matches('answering') && s.context.answers[s.context.step] != null
