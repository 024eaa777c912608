import { bankOfClabe } from '@contract/clabe'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { dialogProps } from '../shared/dialogProps'
import { submitProps } from '../shared/form'
import { leftOrSentFieldBinder } from '../shared/leftOrSentFields'
import { hasErrors } from '../shared/validation'
import {
  type BankAccountField,
  type BankAccountsMachine,
  type BankAccountValues,
  bankAccountErrors,
} from './bankAccounts.machine'

/**
 * What 'Cuentas bancarias' renders: the accounts with their 'Editar' and 'Eliminar' (when the user may manage
 * them), the notice of the last change, the account dialog (the bank filled from a valid CLABE as it is
 * typed, messages once a field is left or a send tried, 'Error' with the spec's text) and the delete
 * confirmation with its refusal.
 */
export function connect(snapshot: SnapshotFrom<BankAccountsMachine>, send: SendOf<BankAccountsMachine>) {
  const { accounts, canManage, values, serverErrors, selectedId } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const clientErrors = bankAccountErrors(values)
  return {
    accounts,
    canManage,
    notice: snapshot.matches('idle') ? snapshot.context.notice : null,
    getAddProps: () => ({ onClick: () => send({ type: 'account.add' }) }),
    getEditProps: (id: number) => ({ onClick: () => send({ type: 'account.edit', id }) }),
    getDeleteProps: (id: number) => ({ onClick: () => send({ type: 'account.delete', id }) }),
    form: {
      open: snapshot.hasTag('form'),
      adding: selectedId === null,
      ...dialogProps({ busy, close: () => send({ type: 'form.cancel' }) }),
      /** The bank the CLABE names, '' until it is a valid CLABE (the server stores the same name). */
      bankName: bankOfClabe(values.account_key) ?? '',
      bankError: serverErrors.bank_name,
      error: snapshot.matches('failed') ? snapshot.context.error : null,
      getFieldProps: leftOrSentFieldBinder<BankAccountField>(snapshot.context, clientErrors, {
        readOnly: busy,
        required: true,
        // 'Moneda' is a select: its value is one of its options.
        change: (patch) => send({ type: 'form.change', values: patch as Partial<BankAccountValues> }),
        blur: (field) => send({ type: 'form.blur', field }),
      }),
      onSubmit: () => {
        send({ type: 'form.submit' })
      },
      getSubmitProps: () => submitProps({ valid: !hasErrors(clientErrors), busy }),
    },
    confirm: {
      open: snapshot.hasTag('confirm'),
      ...dialogProps({ busy, close: () => send({ type: 'delete.cancel' }) }),
      account: accounts.find((a) => a.id === selectedId) ?? null,
      error: snapshot.matches('deleteFailed') ? snapshot.context.error : null,
      getConfirmProps: () => ({ onClick: () => send({ type: 'delete.confirm' }), loading: busy }),
    },
  }
}

export type BankAccountsApi = ReturnType<typeof connect>
