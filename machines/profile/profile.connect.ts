import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { dialogProps } from '../shared/dialogProps'
import { submitProps } from '../shared/form'
import { leftOrSentFieldBinder } from '../shared/leftOrSentFields'
import { hasErrors } from '../shared/validation'
import {
  type ContactField,
  canEditContact,
  contactErrors,
  isSupplierRole,
  type ProfileMachine,
  type ProfileTab,
  rfcMissingOf,
} from './profile.machine'

/**
 * What /profile renders (docs/architecture.md, "Connect layer"): the load's outcome, the data, the tabs, what
 * the role may see and do (credit terms and bank-account buttons for suppliers, contact editing for admins),
 * and the contact dialog's fields with their messages once left or sent.
 */
export function connect(snapshot: SnapshotFrom<ProfileMachine>, send: SendOf<ProfileMachine>) {
  const { role, data, tab, values } = snapshot.context
  const busy = snapshot.hasTag('busy')
  const rfcMissing = rfcMissingOf(snapshot.context)
  const clientErrors = contactErrors(values, rfcMissing)
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    ready: snapshot.matches('ready'),
    error: snapshot.context.error,
    reload: () => send({ type: 'profile.reload' }),
    data,
    tab,
    selectTab: (next: string) => {
      if (next === 'info' || next === 'banks') send({ type: 'tab.select', tab: next as ProfileTab })
    },
    isSupplier: isSupplierRole(role),
    canManageAccounts: role === 'admin-supplier',
    canEditContact: canEditContact(role),
    notice: snapshot.matches({ ready: 'viewing' }) ? snapshot.context.notice : null,
    contact: {
      open: snapshot.hasTag('dialog'),
      ...dialogProps({ busy, close: () => send({ type: 'contact.close' }) }),
      rfcMissing,
      error: snapshot.matches({ ready: 'failed' }) ? snapshot.context.formError : null,
      getOpenerProps: () => ({ onClick: () => send({ type: 'contact.open' }) }),
      getFieldProps: leftOrSentFieldBinder<ContactField>(snapshot.context, clientErrors, {
        readOnly: busy,
        required: (name) => name !== 'tax_id',
        change: (patch) => send({ type: 'contact.change', values: patch }),
        blur: (field) => send({ type: 'contact.blur', field }),
      }),
      onSubmit: () => {
        send({ type: 'contact.submit' })
      },
      getSubmitProps: () => submitProps({ valid: !hasErrors(clientErrors), busy }),
    },
  }
}

export type ProfileApi = ReturnType<typeof connect>
