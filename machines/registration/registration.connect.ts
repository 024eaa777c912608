import type { RegisterStep } from '@contract/registration'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { RegistrationMachine } from './registration.machine'
import {
  selectDocumentsActor,
  selectError,
  selectInfoActor,
  selectIsBusy,
  selectIsStarting,
  selectLegalActor,
  selectRestoreError,
  selectStatementMonths,
  selectStepNumber,
  selectUsersActor,
} from './registration.selectors'

const TITLES: Record<RegisterStep, string> = {
  info: 'Información de tu negocio',
  'files/company': 'Documentos del negocio',
  'files/bank-statements': 'Estados de cuenta bancarios',
  'legal-representative': 'Representante legal',
  users: 'Usuarios',
}

/**
 * What the registration wizard renders (see docs/architecture.md, "Connect layer"): the step, its title and
 * banner, the machine of the step on screen (each step has its own connect layer), and the wizard's buttons
 * ('Atrás', 'Reintentar' after a failed restore).
 */
export function connect(snapshot: SnapshotFrom<RegistrationMachine>, send: SendOf<RegistrationMachine>) {
  const { step, questionnaireToken } = snapshot.context
  const busy = selectIsBusy(snapshot)
  return {
    step,
    /** The side indicator's step: 1 info, 2 files, 3 legal representative and users. */
    stepNumber: selectStepNumber(snapshot),
    title: step === 'success' ? '' : TITLES[step],
    busy,
    starting: selectIsStarting(snapshot),
    restoreError: selectRestoreError(snapshot),
    error: selectError(snapshot),
    questionnaireToken,
    documentsActor: selectDocumentsActor(snapshot),
    infoActor: selectInfoActor(snapshot),
    legalActor: selectLegalActor(snapshot),
    usersActor: selectUsersActor(snapshot),
    statementMonths: selectStatementMonths(snapshot),
    showsBack: step !== 'info',
    getBackProps: () => ({ disabled: busy, onClick: () => send({ type: 'registration.back' }) }),
    getRetryProps: () => ({ onClick: () => send({ type: 'registration.retry' }) }),
  }
}

export type RegistrationApi = ReturnType<typeof connect>
