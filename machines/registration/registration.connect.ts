import { REG_MSG, type RegisterStep } from '@contract/registration'
import type { SnapshotFrom } from 'xstate'
import { type FieldProps, fieldBinder, submitProps } from '../shared/form'
import type { InfoValues, PersonValues } from './registration.forms'
import type { RegistrationEvent, RegistrationMachine } from './registration.machine'
import {
  selectDocumentsActor,
  selectError,
  selectInfoErrors,
  selectInfoValid,
  selectIsBusy,
  selectIsStarting,
  selectLegalErrors,
  selectLegalValid,
  selectPaymentIncomplete,
  selectRestoreError,
  selectStatementMonths,
  selectStepNumber,
  selectUsersErrors,
  selectUsersValid,
} from './registration.selectors'

type Snapshot = SnapshotFrom<RegistrationMachine>
type Send = (event: RegistrationEvent) => void
type InfoText = Exclude<
  keyof InfoValues,
  'business_type' | 'optin_data_protection' | 'optin_terms_and_conditions'
>
type InfoOptin = 'optin_data_protection' | 'optin_terms_and_conditions'
/** Whose person fields: the legal representative, the buyer user or the payment user. */
export type PersonGroup = 'legal' | 'buyer' | 'payment'

const TITLES: Record<RegisterStep, string> = {
  info: 'Información de tu negocio',
  'files/company': 'Documentos del negocio',
  'files/bank-statements': 'Estados de cuenta bancarios',
  'legal-representative': 'Representante legal',
  users: 'Usuarios',
}

/** A ticked box of the form: required, with its message as the invalid mark. */
export interface CheckboxProps {
  name: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled: boolean
  required?: boolean
  invalid?: boolean
}

/**
 * What the registration wizard renders (see docs/architecture.md, "Connect layer"): the step, its title and
 * banner, the fields of the info, legal-representative and users forms, and the wizard's buttons. Every field is
 * required and disabled while the wizard saves; a field's message shows once it is edited or left, and the
 * server's until it is edited.
 */
export function connect(snapshot: Snapshot, send: Send) {
  const { step, info, legal, users, questionnaireToken } = snapshot.context
  const busy = selectIsBusy(snapshot)
  const infoErrors = selectInfoErrors(snapshot)
  const legalErrors = selectLegalErrors(snapshot)
  const usersErrors_ = selectUsersErrors(snapshot)

  const personOf = (group: PersonGroup): PersonValues =>
    group === 'legal' ? legal : group === 'buyer' ? users.buyer : users.payment
  const personErrors = (group: PersonGroup) =>
    group === 'legal' ? legalErrors : group === 'payment' && users.sameAsBuyer ? {} : usersErrors_
  const changePerson = (group: PersonGroup, values: Partial<PersonValues>) =>
    send(
      group === 'legal'
        ? { type: 'legal.change', values }
        : group === 'buyer'
          ? { type: 'users.changeBuyer', values }
          : { type: 'users.changePayment', values },
    )
  const prefixOf = (group: PersonGroup) =>
    group === 'legal' ? '' : group === 'buyer' ? 'buyer_user.' : 'payment_user.'
  const blur = (_key: string, name: string) => send({ type: 'registration.blur', field: name })
  const infoField = fieldBinder<InfoText | 'business_type'>({
    values: info,
    errors: infoErrors,
    readOnly: false,
    disabled: busy,
    required: true,
    // 'Figura jurídica' is a select: its value is one of its options.
    change: (patch) => send({ type: 'info.change', values: patch as Partial<InfoValues> }),
    blur,
  })
  const personField = (group: PersonGroup) =>
    fieldBinder<keyof PersonValues>({
      values: personOf(group),
      errors: personErrors(group),
      prefix: prefixOf(group),
      // Ticked 'same as buyer': the payment user shows the buyer's and cannot be typed.
      readOnly: group === 'payment' && users.sameAsBuyer,
      disabled: busy,
      required: true,
      change: (patch) => changePerson(group, patch),
      blur,
    })

  const valid =
    step === 'info'
      ? selectInfoValid(snapshot)
      : step === 'legal-representative'
        ? selectLegalValid(snapshot)
        : step === 'users'
          ? selectUsersValid(snapshot)
          : true

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
    statementMonths: selectStatementMonths(snapshot),
    /** Users step: the payment user is still missing a field. */
    paymentIncomplete: selectPaymentIncomplete(snapshot),
    /** Users step: 'Completa los campos requeridos' while a touched field has a message. */
    completeRequired: step === 'users' && Object.keys(usersErrors_).length > 0,
    completeRequiredText: REG_MSG.completeRequired,
    sameAsBuyer: users.sameAsBuyer,

    getInfoFieldProps: (name: InfoText): FieldProps => infoField(name),
    getBusinessTypeProps: (): FieldProps => infoField('business_type'),
    getInfoOptinProps: (name: InfoOptin): CheckboxProps => ({
      name,
      required: true,
      disabled: busy,
      checked: info[name],
      invalid: Boolean(infoErrors[name]),
      onCheckedChange: (checked) => send({ type: 'info.change', values: { [name]: checked } }),
    }),
    getPersonFieldProps: (group: PersonGroup, field: keyof PersonValues): FieldProps =>
      personField(group)(field),
    getLegalOptinProps: (): CheckboxProps => ({
      name: 'optin',
      required: true,
      disabled: busy,
      checked: legal.optin,
      invalid: Boolean(legalErrors.optin),
      onCheckedChange: (checked) => send({ type: 'legal.change', values: { optin: checked } }),
    }),
    getSameAsBuyerProps: (): CheckboxProps => ({
      name: 'is_payment_user_same_as_buyer',
      disabled: busy,
      checked: users.sameAsBuyer,
      onCheckedChange: (checked) => send({ type: 'users.sameAsBuyer', checked }),
    }),
    /** The form of the step on screen was sent. */
    onSubmit: () => {
      if (step === 'info') send({ type: 'info.submit' })
      else if (step === 'legal-representative') send({ type: 'legal.submit' })
      else if (step === 'users') send({ type: 'users.submit' })
    },
    /** Submit buttons stay off until the form is valid. */
    getSubmitProps: () => submitProps({ valid, busy }),
    showsBack: step !== 'info',
    getBackProps: () => ({ disabled: busy, onClick: () => send({ type: 'registration.back' }) }),
    getRetryProps: () => ({ onClick: () => send({ type: 'registration.retry' }) }),
  }
}

export type RegistrationApi = ReturnType<typeof connect>
