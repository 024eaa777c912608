import { bankOfClabe } from '@contract/clabe'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { fieldBinder, visibleError } from '../shared/form'
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
  const { accounts, canManage, values, touched, submitted, serverErrors, selectedId } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const clientErrors = bankAccountErrors(values)
  const getFieldProps = fieldBinder<BankAccountField>({
    values,
    errors: (name) => visibleError({ touched, clientErrors, serverErrors }, name, submitted),
    readOnly: busy,
    required: true,
    // 'Moneda' is a select: its value is one of its options.
    change: (patch) => send({ type: 'form.change', values: patch as Partial<BankAccountValues> }),
    blur: (field) => send({ type: 'form.blur', field }),
  })
  const selected = accounts.find((a) => a.id === selectedId) ?? null
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
      busy,
      /** The bank the CLABE names, '' until it is a valid CLABE (the server stores the same name). */
      bankName: bankOfClabe(values.account_key) ?? '',
      bankError: serverErrors.bank_name,
      error: snapshot.matches('failed') ? snapshot.context.error : null,
      getFieldProps,
      onOpenChange: (open: boolean) => {
        if (!open) send({ type: 'form.cancel' })
      },
      onSubmit: () => {
        send({ type: 'form.submit' })
      },
      getSubmitProps: () => ({ loading: busy, disabled: Object.keys(clientErrors).length > 0 }),
      getCancelProps: () => ({ onClick: () => send({ type: 'form.cancel' }), disabled: busy }),
    },
    confirm: {
      open: snapshot.hasTag('confirm'),
      busy,
      account: selected,
      error: snapshot.matches('deleteFailed') ? snapshot.context.error : null,
      onOpenChange: (open: boolean) => {
        if (!open) send({ type: 'delete.cancel' })
      },
      getConfirmProps: () => ({ onClick: () => send({ type: 'delete.confirm' }), loading: busy }),
      getCancelProps: () => ({ onClick: () => send({ type: 'delete.cancel' }), disabled: busy }),
    },
  }
}

export type BankAccountsApi = ReturnType<typeof connect>
