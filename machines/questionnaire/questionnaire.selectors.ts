import { QUIZ_QUESTIONS } from '@contract/registrationTexts'
import type { SnapshotFrom } from 'xstate'
import type { QuestionnaireMachine } from './questionnaire.machine'

type Snapshot = SnapshotFrom<QuestionnaireMachine>

export const selectHasNoToken = (s: Snapshot) => s.hasTag('missingToken')
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsDone = (s: Snapshot) => s.hasTag('done')
/** 0-based index of the question on screen. */
export const selectStep = (s: Snapshot) => s.context.step
export const selectQuestion = (s: Snapshot) => QUIZ_QUESTIONS[s.context.step]!
export const selectAnswer = (s: Snapshot) => s.context.answers[s.context.step] ?? null
export const selectCanGoBack = (s: Snapshot) => s.matches('answering') && s.context.step > 0
export const selectCanContinue = (s: Snapshot) =>
  s.matches('answering') && s.context.answers[s.context.step] != null
