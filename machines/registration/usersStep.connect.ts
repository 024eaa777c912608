import { REG_MSG } from '@contract/registration'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type FieldProps, submitProps } from '../shared/form'
import { type CheckboxProps, requiredFields } from './formStep.connect'
import type { PersonValues } from './registration.forms'
import {
  selectPaymentIncomplete,
  selectStepBusy,
  selectUsersErrors,
  selectUsersValid,
} from './registration.selectors'
import type { UsersStepMachine } from './usersStep.machine'

/** Whose person fields: the buyer user or the payment user. */
export type UserGroup = 'buyer' | 'payment'

/**
 * What the users step renders (see docs/architecture.md, "Connect layer"): its banner, the buyer's and the
 * payment user's fields, 'same as buyer', the notices of missing fields and 'Enviar solicitud'.
 */
export function connect(snapshot: SnapshotFrom<UsersStepMachine>, send: SendOf<UsersStepMachine>) {
  const { values, error } = snapshot.context
  const busy = selectStepBusy(snapshot)
  const errors = selectUsersErrors(snapshot)
  const fieldsOf = (group: UserGroup) =>
    requiredFields({
      values: Object.fromEntries(
        Object.entries(values[group]).map(([key, value]) => [`${group}_user.${key}`, value]),
      ),
      // Ticked 'same as buyer': the payment user's messages do not show.
      errors: group === 'payment' && values.sameAsBuyer ? {} : errors,
      busy,
      change: (patch) => {
        const person = Object.fromEntries(
          Object.entries(patch).map(([name, value]) => [name.slice(`${group}_user.`.length), value]),
        ) as Partial<PersonValues>
        send(
          group === 'buyer'
            ? { type: 'users.changeBuyer', values: person }
            : { type: 'users.changePayment', values: person },
        )
      },
      blur: (name) => send({ type: 'users.blur', field: name }),
    })
  const buyer = fieldsOf('buyer')
  const payment = fieldsOf('payment')
  return {
    error,
    busy,
    /** The payment user is still missing a field. */
    paymentIncomplete: selectPaymentIncomplete(snapshot),
    /** 'Completa los campos requeridos' while a touched field has a message. */
    completeRequired: Object.keys(errors).length > 0,
    completeRequiredText: REG_MSG.completeRequired,
    sameAsBuyer: values.sameAsBuyer,
    getPersonFieldProps: (group: UserGroup, field: keyof PersonValues): FieldProps => ({
      ...(group === 'buyer' ? buyer : payment)(`${group}_user.${field}`),
      // Ticked 'same as buyer': the payment user shows the buyer's and cannot be typed.
      readOnly: group === 'payment' && values.sameAsBuyer,
    }),
    getSameAsBuyerProps: (): CheckboxProps => ({
      name: 'is_payment_user_same_as_buyer',
      disabled: busy,
      checked: values.sameAsBuyer,
      onCheckedChange: (checked) => send({ type: 'users.sameAsBuyer', checked }),
    }),
    onSubmit: () => send({ type: 'users.submit' }),
    /** 'Enviar solicitud' stays off until the form is valid. */
    getSubmitProps: () => submitProps({ valid: selectUsersValid(snapshot), busy }),
  }
}

export type UsersStepApi = ReturnType<typeof connect>
