import {
  type BankAccountCreate,
  type BankAccountResult,
  type BankCurrency,
  bankAccountCreateSchema,
  PROFILE_MSG,
} from '@contract/bankAccounts'
import { bankOfClabe } from '@contract/clabe'
import type { BankAccount } from '@contract/directory'
import { assign, fromPromise, setup } from 'xstate'
import { fieldErrorsOf, hasStatus, isApiFailure, messageOf } from '../shared/failure'
import { clearEdited, touch } from '../shared/form'
import { firstErrors, hasErrors } from '../shared/validation'

export interface BankAccountValues {
  currency: BankCurrency
  account_number: string
  account_key: string
  beneficiary_name: string
}
export type BankAccountField = keyof BankAccountValues
export const BANK_ACCOUNT_FIELDS: BankAccountField[] = [
  'account_key',
  'currency',
  'account_number',
  'beneficiary_name',
]
export const EMPTY_BANK_ACCOUNT: BankAccountValues = {
  currency: 'pesos',
  account_number: '',
  account_key: '',
  beneficiary_name: '',
}

export interface Notice {
  title: string
  text: string
}

export interface BankAccountsContext {
  accounts: BankAccount[]
  /** The admin-supplier manages them; everyone else only reads. */
  canManage: boolean
  /** The account being edited or deleted; null while adding. */
  selectedId: number | null
  values: BankAccountValues
  touched: string[]
  submitted: boolean
  serverErrors: Record<string, string>
  /** 'Error' dialog text of a failed save or delete. */
  error: string | null
  /** 'Registrado' / 'Actualizado' / 'Eliminado' and its text. */
  notice: Notice | null
}

export type BankAccountsEvent =
  | { type: 'account.add' }
  | { type: 'account.edit'; id: number }
  | { type: 'account.delete'; id: number }
  | { type: 'form.change'; values: Partial<BankAccountValues> }
  | { type: 'form.blur'; field: BankAccountField }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

export type SaveAccountInput = { id: number | null; body: BankAccountCreate }

/** The request: the bank is the one the CLABE names (the server checks it is). */
export const bankAccountBodyOf = (values: BankAccountValues): BankAccountCreate => ({
  currency: values.currency,
  account_number: values.account_number.trim(),
  account_key: values.account_key.trim(),
  beneficiary_name: values.beneficiary_name.trim(),
  bank_name: bankOfClabe(values.account_key),
})

export const bankAccountErrors = (values: BankAccountValues): Record<string, string> =>
  firstErrors(bankAccountCreateSchema, bankAccountBodyOf(values))

/** A failed save: the 409's own msg (the last pesos account), else the spec's text; a lost answer the connection text. */
const saveFailureOf = (failure: unknown, adding: boolean): string => {
  if (isApiFailure(failure) && failure.kind === 'network') return messageOf(failure)
  if (hasStatus(failure, 409) && failure.msg) return failure.msg
  return adding ? PROFILE_MSG.createFailed : PROFILE_MSG.updateFailed
}
const deleteFailureOf = (failure: unknown): string => {
  if (hasStatus(failure, 409, 404)) return failure.msg ?? PROFILE_MSG.deleteFailed
  if (isApiFailure(failure) && failure.kind === 'network') return messageOf(failure)
  return PROFILE_MSG.deleteFailed
}

const freshForm = { touched: [], submitted: false, serverErrors: {}, error: null, notice: null }

/**
 * 'Cuentas bancarias' of /profile (docs/decisions.md#bank-accounts), the admin-supplier's: the list, the
 * account form in a dialog (adding or editing: editing → saving → the list with 'Registrado' / 'Actualizado'
 * | failed: 'Error' and the spec's text, field messages of a 422) and the delete confirmation (confirming →
 * deleting → the list with 'Eliminado' | deleteFailed: the server's reason, e.g. the last pesos account).
 */
export const bankAccountsMachine = setup({
  types: {
    context: {} as BankAccountsContext,
    events: {} as BankAccountsEvent,
    input: {} as { accounts: BankAccount[]; canManage: boolean },
  },
  actors: {
    saveAccount: fromPromise<BankAccountResult, SaveAccountInput>(async () => {
      throw new Error('bankAccounts: saveAccount not provided')
    }),
    deleteAccount: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('bankAccounts: deleteAccount not provided')
    }),
  },
  guards: {
    invalid: ({ context }) => hasErrors(bankAccountErrors(context.values)),
    mayManage: ({ context }) => context.canManage,
    known: ({ context, event }) =>
      context.canManage &&
      (event.type === 'account.edit' || event.type === 'account.delete') &&
      context.accounts.some((a) => a.id === event.id),
  },
  actions: {
    applyChange: assign(({ context, event }) =>
      event.type === 'form.change'
        ? {
            values: { ...context.values, ...event.values },
            serverErrors: clearEdited(context.serverErrors, [
              ...Object.keys(event.values),
              ...('account_key' in event.values ? ['bank_name'] : []),
            ]),
            error: null,
          }
        : {},
    ),
    applyBlur: assign({
      touched: ({ context, event }) =>
        event.type === 'form.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
  },
}).createMachine({
  id: 'bankAccounts',
  context: ({ input }) => ({
    accounts: input.accounts,
    canManage: input.canManage,
    selectedId: null,
    values: EMPTY_BANK_ACCOUNT,
    ...freshForm,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'account.add': {
          guard: 'mayManage',
          target: 'editing',
          actions: assign({ ...freshForm, selectedId: null, values: EMPTY_BANK_ACCOUNT }),
        },
        'account.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const account = context.accounts.find((a) => a.id === event.id)!
            return {
              ...freshForm,
              selectedId: account.id,
              values: {
                currency: account.currency,
                account_number: account.account_number ?? '',
                account_key: account.account_key,
                beneficiary_name: account.beneficiary_name,
              },
            }
          }),
        },
        'account.delete': {
          guard: 'known',
          target: 'confirmingDelete',
          actions: assign(({ event }) => ({ ...freshForm, selectedId: event.id })),
        },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        'form.change': { actions: 'applyChange' },
        'form.blur': { actions: 'applyBlur' },
        'form.submit': [
          { guard: 'invalid', actions: assign({ submitted: true }) },
          { target: 'saving', actions: assign({ submitted: true }) },
        ],
        'form.cancel': 'idle',
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveAccount',
        src: 'saveAccount',
        input: ({ context }) => ({ id: context.selectedId, body: bankAccountBodyOf(context.values) }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => {
            const saved = event.output.data
            const adding = context.selectedId === null
            return {
              accounts: adding
                ? [...context.accounts, saved]
                : context.accounts.map((a) => (a.id === saved.id ? saved : a)),
              notice: adding
                ? { title: PROFILE_MSG.createdTitle, text: PROFILE_MSG.created }
                : { title: PROFILE_MSG.updatedTitle, text: PROFILE_MSG.updated },
            }
          }),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            serverErrors: fieldErrorsOf(event.error),
            error: saveFailureOf(event.error, context.selectedId === null),
          })),
        },
      },
    },
    failed: {
      tags: ['form'],
      on: {
        'form.change': { target: 'editing', actions: 'applyChange' },
        'form.blur': { actions: 'applyBlur' },
        'form.submit': [{ guard: 'invalid' }, { target: 'saving' }],
        'form.cancel': 'idle',
      },
    },
    confirmingDelete: {
      tags: ['confirm'],
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' },
    },
    deleting: {
      tags: ['confirm', 'busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ id: context.selectedId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            accounts: context.accounts.filter((a) => a.id !== context.selectedId),
            notice: { title: PROFILE_MSG.deletedTitle, text: PROFILE_MSG.deleted },
          })),
        },
        onError: {
          target: 'deleteFailed',
          actions: assign({ error: ({ event }) => deleteFailureOf(event.error) }),
        },
      },
    },
    deleteFailed: {
      tags: ['confirm'],
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' },
    },
  },
})

export type BankAccountsMachine = typeof bankAccountsMachine
