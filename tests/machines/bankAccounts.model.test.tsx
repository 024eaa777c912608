import type { BankAccount } from '@contract/directory'
import {
  type BankAccountsApi,
  type BankAccountsContext,
  bankAccountsMachine,
  connectBankAccounts,
} from '@machines/bank-accounts'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { BankAccountsView } from '@/features/profile/BankAccountsView'
import type { BankAccountsActorRef } from '@/features/profile/bankAccountsLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describeModel } from './lib/describeModel'
import { closeByTurns } from './lib/dialogs'
import {
  type Invariant,
  type ModelSpec,
  type Observed,
  settle,
  startLive,
  type Trail,
} from './lib/modelPaths'

/** 'Cuentas bancarias' of /profile: the list, the account dialog and the delete confirmation. */

// The spec's texts (§8) and the form's, written out.
const REGISTERED = ['Registrado', 'La cuenta fue agregada']
const UPDATED = ['Actualizado', 'La cuenta fue actualizada']
const DELETED = ['Eliminado', 'La cuenta fue eliminada']
const CREATE_FAILED = 'Ocurrio un error al agregar la cuenta'
const UPDATE_FAILED = 'Ocurrio un error al actualizar la cuenta'
const DELETE_FAILED = 'Ocurrio un error al eliminar la cuenta'
const CONNECTION = 'Error de conexión. Inténtalo nuevamente.'
const LAST_PESOS =
  'No puedes eliminar tu última cuenta en pesos mientras tengas ventas por cobrar: tus clientes la usan para pagarte. Agrega otra cuenta en pesos primero.'
const REQUIRED = 'El campo es requerido'
const CHECKSUM = 'La CLABE no es válida: revisa los dígitos'
const LENGTH = 'La CLABE debe tener 18 dígitos'

// BBVA Bancomer in Guadalajara (a valid CLABE), the same with a wrong last digit, and Banamex's example.
const BBVA = '012320001234567895'
const WRONG = '012320001234567890'
const BANAMEX = '002010077777777771'

const existing: BankAccount = {
  id: 5,
  bank_name: 'Banco Nacional de México',
  currency: 'pesos',
  account_number: '7777777777',
  account_key: BANAMEX,
  beneficiary_name: 'Materiales El Fuerte SA de CV',
}
/** The account edited and deleted: the second of the list, so the first must stay as it is. */
const SANTANDER = '014180605512345674'
const second: BankAccount = {
  id: 7,
  bank_name: 'Banco Santander',
  currency: 'usd',
  account_number: '5512345674',
  account_key: SANTANDER,
  beneficiary_name: 'Materiales El Fuerte SA de CV',
}
const created: BankAccount = {
  id: 9,
  bank_name: 'BBVA Bancomer',
  currency: 'usd',
  account_number: '0123456789',
  account_key: BBVA,
  beneficiary_name: 'Materiales El Fuerte SA de CV',
}

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
/** The new account as pasted: spaces around the CLABE, the number and the name (sent without them). */
const FILL = {
  account_key: `${BBVA} `,
  currency: 'usd',
  account_number: ' 0123456789',
  beneficiary_name: ` ${created.beneficiary_name} `,
}
const NOT_FOUND = 'La cuenta bancaria no existe'
const BANK_MISMATCH = 'El banco no corresponde a la CLABE'
/** An id the list does not have (an account deleted elsewhere): editing or deleting it does nothing. */
const GONE = 404

const saveOutcomes = (ctx: BankAccountsContext) => [
  e('xstate.done.actor.saveAccount', {
    output: {
      success: true,
      msg: ctx.selectedId === null ? REGISTERED[1] : UPDATED[1],
      data: ctx.selectedId === null ? created : { ...second, account_key: ctx.values.account_key.trim() },
    },
  }),
  e('xstate.error.actor.saveAccount', {
    error: {
      kind: 'http',
      status: 422,
      msg: CHECKSUM,
      errors: { account_key: [CHECKSUM], bank_name: [BANK_MISMATCH] },
    },
  }),
  // A 500's own msg is not for the person: the dialog's text shows.
  e('xstate.error.actor.saveAccount', { error: { kind: 'http', status: 500, msg: 'Error interno' } }),
  e('xstate.error.actor.saveAccount', { error: { kind: 'network' } }),
  // Editing: the last pesos account turned into dollars while sales are unpaid.
  e('xstate.error.actor.saveAccount', { error: { kind: 'http', status: 409, msg: LAST_PESOS } }),
]
const deleteOutcomes = [
  e('xstate.done.actor.deleteAccount', { output: { success: true, msg: DELETED[1] } }),
  e('xstate.error.actor.deleteAccount', { error: { kind: 'http', status: 409, msg: LAST_PESOS } }),
  e('xstate.error.actor.deleteAccount', { error: { kind: 'http', status: 404, msg: NOT_FOUND } }),
  e('xstate.error.actor.deleteAccount', { error: { kind: 'http', status: 500, msg: 'Error interno' } }),
  e('xstate.error.actor.deleteAccount', { error: { kind: 'network' } }),
]

const RENAMED = 'Materiales Norte'

const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as BankAccountsContext
  // After renaming a lost save, one answer is enough.
  // After a failed save, or when editing, fewer answers: the others would repeat the same transitions.
  if (snapshot.matches('saving')) {
    const [done, invalid, refused, lost, lastPesos] = saveOutcomes(ctx)
    if (ctx.values.beneficiary_name === RENAMED || ctx.error !== null) return [done!]
    return ctx.selectedId === null ? [done!, invalid!, refused!, lost!] : [done!, refused!, lastPesos!]
  }
  if (snapshot.matches('deleting')) return deleteOutcomes
  if (snapshot.matches('confirmingDelete') || snapshot.matches('deleteFailed'))
    return [e('delete.confirm'), e('delete.cancel')]
  if (snapshot.matches('failed')) {
    if (ctx.touched.length > 0) return [e('form.cancel')]
    // After a 422: the number emptied (red at once, the form was sent), or another CLABE typed (the CLABE's
    // and the bank's messages go).
    if (ctx.serverErrors.account_key)
      return [
        ...(ctx.values.account_number === '' ? [] : [e('form.change', { values: { account_number: '' } })]),
        ...(ctx.values.account_key === BANAMEX
          ? []
          : [e('form.change', { values: { account_key: BANAMEX } })]),
      ]
    // Editing again after a lost answer while adding: a change goes back to the form, leaving a field stays.
    const editAgain =
      ctx.selectedId === null && ctx.error === CONNECTION
        ? [
            e('form.change', { values: { beneficiary_name: RENAMED } }),
            e('form.blur', { field: 'account_number' }),
          ]
        : []
    return [e('form.submit'), e('form.cancel'), ...editAgain]
  }
  if (snapshot.matches('editing')) {
    if (ctx.values.account_key === WRONG)
      return [e('form.blur', { field: 'account_key' }), e('form.change', { values: { account_key: BBVA } })]
    if (ctx.values.account_key === '0123') return [e('form.change', { values: FILL })]
    if (ctx.selectedId === null && ctx.values.account_key === '')
      return [e('form.change', { values: { account_key: '0123' } }), e('form.submit'), e('form.cancel')]
    if (ctx.selectedId !== null && ctx.values.account_key === SANTANDER)
      return [e('form.change', { values: { account_key: WRONG } }), e('form.submit')]
    return [e('form.submit')]
  }
  // idle: add, edit and delete until something was saved (each save grows the list: the model stays finite).
  // After a failed or tried save, closing the dialog leaves other leftovers: reopening would repeat it all.
  if (ctx.notice !== null || ctx.error !== null || ctx.submitted) return []
  return [
    e('account.add'),
    e('account.edit', { id: second.id }),
    e('account.delete', { id: second.id }),
    e('account.edit', { id: GONE }),
    e('account.delete', { id: GONE }),
  ]
}

// ---------------------------------------------------------------- what the spec says, from the trail

type Values = BankAccountsContext['values']
type Field = keyof Values
const FIELDS: Field[] = ['account_key', 'currency', 'account_number', 'beneficiary_name']
const EMPTY: Values = { currency: 'pesos', account_number: '', account_key: '', beneficiary_name: '' }
type Failure = { kind: string; status?: number; msg?: string; errors?: Record<string, string[]> }
type Input = { accounts: BankAccount[]; canManage: boolean }

/** The bank a CLABE names (its first three digits), for the two valid CLABEs of this file. */
const bankOf = (typed: string) => {
  const clabe = typed.trim()
  return clabe === BBVA
    ? 'BBVA Bancomer'
    : clabe === BANAMEX
      ? 'Banco Nacional de México'
      : clabe === SANTANDER
        ? 'Banco Santander'
        : ''
}

/** The list, the account chosen, the form and the messages, from what was clicked, typed and answered. */
const soFar = (trail: Trail) => {
  const input = trail.input as Input
  const fresh = { touched: [] as string[], submitted: false, serverErrors: {} as Record<string, string> }
  let so = {
    accounts: input.accounts,
    selectedId: null as number | null,
    values: EMPTY,
    ...fresh,
    error: null as string | null,
    notice: null as [string, string] | null,
  }
  for (const { event } of trail.steps) {
    const ev = event as unknown as {
      id: number
      values: Partial<Values>
      field: string
      output: { data: BankAccount }
      error: Failure
    }
    const adding = so.selectedId === null
    switch (event.type) {
      case 'account.add':
        so = { ...so, ...fresh, selectedId: null, values: EMPTY, error: null, notice: null }
        break
      case 'account.edit': {
        const account = so.accounts.find((a) => a.id === ev.id)
        if (!account) break
        const { currency, account_key, beneficiary_name } = account
        const values = {
          currency,
          account_key,
          beneficiary_name,
          account_number: account.account_number ?? '',
        }
        so = { ...so, ...fresh, selectedId: ev.id, values, error: null, notice: null }
        break
      }
      case 'account.delete':
        if (so.accounts.some((a) => a.id === ev.id))
          so = { ...so, ...fresh, selectedId: ev.id, error: null, notice: null }
        break
      case 'form.change': {
        // Typing clears the server's message of that field (the CLABE's also the bank's) and the failure.
        const cleared = Object.keys(ev.values)
        const serverErrors = Object.fromEntries(
          Object.entries(so.serverErrors).filter(
            ([field]) =>
              !cleared.includes(field) && !(field === 'bank_name' && cleared.includes('account_key')),
          ),
        )
        so = { ...so, values: { ...so.values, ...ev.values }, serverErrors, error: null }
        break
      }
      case 'form.blur':
        if (!so.touched.includes(ev.field)) so = { ...so, touched: [...so.touched, ev.field] }
        break
      case 'form.submit':
        so = { ...so, submitted: true }
        break
      case 'xstate.done.actor.saveAccount': {
        const saved = ev.output.data
        so = {
          ...so,
          accounts: adding
            ? [...so.accounts, saved]
            : so.accounts.map((a) => (a.id === saved.id ? saved : a)),
          notice: adding ? (REGISTERED as [string, string]) : (UPDATED as [string, string]),
        }
        break
      }
      case 'xstate.error.actor.saveAccount': {
        const failure = ev.error
        const serverErrors = Object.fromEntries(
          Object.entries(failure.errors ?? {}).map(([field, messages]) => [field, messages[0]!]),
        )
        so = { ...so, serverErrors, error: saveFailureText(failure, adding) }
        break
      }
      case 'xstate.done.actor.deleteAccount':
        so = {
          ...so,
          accounts: so.accounts.filter((a) => a.id !== so.selectedId),
          notice: DELETED as [string, string],
        }
        break
      case 'xstate.error.actor.deleteAccount':
        so = { ...so, error: deleteFailureText(ev.error) }
        break
    }
  }
  return so
}
type SoFar = ReturnType<typeof soFar>

/** §8: a lost answer the connection text, the last pesos account its own msg, else the dialog's text. */
const saveFailureText = (failure: Failure, adding: boolean) => {
  if (failure.kind === 'network') return CONNECTION
  if (failure.status === 409 && failure.msg) return failure.msg
  return adding ? CREATE_FAILED : UPDATE_FAILED
}
const deleteFailureText = (failure: Failure) => {
  if (failure.kind === 'network') return CONNECTION
  if (failure.status === 409 || failure.status === 404) return failure.msg ?? DELETE_FAILED
  return DELETE_FAILED
}

/** The form's rules for this file's values: every field required, the CLABE 18 digits with its check digit. */
const clientError = (field: Field, values: Values): string | null => {
  const value = values[field].trim()
  if (value === '') return REQUIRED
  if (field === 'account_key' && bankOf(value) === '') return value.length === 18 ? CHECKSUM : LENGTH
  return null
}
const isValid = (values: Values) => FIELDS.every((field) => clientError(field, values) === null)

/** A field's message: the server's until typed over, else the form's once left or a send tried. */
const expectedError = (field: Field, so: SoFar): string | null => {
  if (so.serverErrors[field]) return so.serverErrors[field]!
  if (!so.submitted && !so.touched.includes(field)) return null
  return clientError(field, so.values)
}

const calls = (started: Observed['started'], name: string) => started.filter((s) => s.name === name)

const expectFormFields = (selected: BankAccountsApi, so: SoFar, trail: Trail) => {
  const { form } = selected
  // Only who may manage the accounts opens the dialog.
  expect((trail.input as Input).canManage).toBe(true)
  expect(form.open).toBe(true)
  expect(form.adding).toBe(so.selectedId === null)
  for (const field of FIELDS) {
    const props = form.getFieldProps(field)
    // Every field is required (marked so from the start, red only once left or sent).
    expect(props.required).toBe(true)
    expect(props.value).toBe(so.values[field])
    expect(props.error ?? null).toBe(expectedError(field, so))
  }
  expect(form.bankName).toBe(bankOf(so.values.account_key))
  expect(form.bankError ?? null).toBe(so.serverErrors.bank_name ?? null)
  // Save waits for a valid form.
  expect(form.getSubmitProps().disabled).toBe(!isValid(so.values))
  expect(selected.confirm.open).toBe(false)
}

const invariants: Record<string, Invariant<BankAccountsApi>> = {
  'bankAccounts.idle': ({ selected, tags }, trail) => {
    const so = soFar(trail)
    expect(tags).toEqual([])
    expect(selected.form.open).toBe(false)
    expect(selected.confirm.open).toBe(false)
    expect(selected.accounts).toEqual(so.accounts)
    expect(selected.canManage).toBe((trail.input as Input).canManage)
    expect(selected.notice && [selected.notice.title, selected.notice.text]).toEqual(so.notice)
  },
  'bankAccounts.editing': ({ selected, started }, trail) => {
    const so = soFar(trail)
    expectFormFields(selected, so, trail)
    expect(selected.form.busy).toBe(false)
    expect(selected.form.error).toBeNull()
    // A save with an invalid form stays here, nothing is sent.
    if (trail.lastEvent?.type === 'form.submit') expect(isValid(so.values)).toBe(false)
    expect(calls(started, 'saveAccount')).toHaveLength(trail.count(/actor\.saveAccount$/))
  },
  'bankAccounts.saving': ({ selected, started, tags }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('form.submit')
    expect(isValid(so.values)).toBe(true)
    expect(tags).toEqual(expect.arrayContaining(['form', 'busy']))
    expect(selected.form.busy).toBe(true)
    expect(selected.form.getSubmitProps().loading).toBe(true)
    expect(selected.form.getCancelProps().disabled).toBe(true)
    expect(calls(started, 'saveAccount').at(-1)?.input).toEqual({
      id: so.selectedId,
      body: {
        currency: so.values.currency,
        account_number: so.values.account_number.trim(),
        account_key: so.values.account_key.trim(),
        beneficiary_name: so.values.beneficiary_name.trim(),
        bank_name: bankOf(so.values.account_key),
      },
    })
  },
  'bankAccounts.failed': ({ selected }, trail) => {
    const so = soFar(trail)
    expectFormFields(selected, so, trail)
    expect(selected.form.busy).toBe(false)
    expect(selected.form.error).toBe(so.error)
    expect(so.error).not.toBeNull()
  },
  'bankAccounts.confirmingDelete': ({ selected }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('account.delete')
    expect((trail.input as Input).canManage).toBe(true)
    expect(selected.confirm.open).toBe(true)
    expect(selected.confirm.account).toEqual(so.accounts.find((a) => a.id === so.selectedId))
    expect(selected.confirm.error).toBeNull()
    expect(selected.confirm.busy).toBe(false)
  },
  'bankAccounts.deleting': ({ selected, started }, trail) => {
    const so = soFar(trail)
    expect(trail.lastEvent?.type).toBe('delete.confirm')
    expect(selected.confirm.open).toBe(true)
    expect(selected.confirm.getConfirmProps().loading).toBe(true)
    expect(selected.confirm.getCancelProps().disabled).toBe(true)
    expect(calls(started, 'deleteAccount').at(-1)?.input).toEqual({ id: so.selectedId })
    expect(calls(started, 'deleteAccount')).toHaveLength(trail.count('delete.confirm'))
  },
  'bankAccounts.deleteFailed': ({ selected }, trail) => {
    const so = soFar(trail)
    expect(selected.confirm.open).toBe(true)
    expect(selected.confirm.busy).toBe(false)
    expect(selected.confirm.error).toBe(so.error)
    expect(so.error).not.toBeNull()
  },
}

const spec: ModelSpec<typeof bankAccountsMachine, BankAccountsApi> = {
  machine: bankAccountsMachine,
  input: { accounts: [existing, second], canManage: true },
  events: eventsFor,
  select: (snapshot: AnyMachineSnapshot) => connectBankAccounts(snapshot as never, () => {}),
  invariants,
  impossible: {
    'bankAccounts.failed --form.submit[guard invalid]--> (stays)':
      'the values in failed were valid when sent and any change leaves failed first (to editing)',
  },
}

// ---------------------------------------------------------------- the screens

const LABELS = {
  account_key: /^CLABE/,
  currency: /^Moneda/,
  account_number: /^Número de cuenta/,
  beneficiary_name: /^Beneficiario/,
} as const
const formDialog = () => screen.getByRole('dialog', { name: /cuenta bancaria/ })
const confirmDialog = () => screen.getByRole('alertdialog', { name: '¿Eliminar la cuenta?' })

const expectForm = (so: SoFar) => {
  const form = formDialog()
  expect(form).toHaveAccessibleName(
    so.selectedId === null ? 'Agregar cuenta bancaria' : 'Editar cuenta bancaria',
  )
  for (const field of FIELDS) {
    const box = within(form).getByLabelText(LABELS[field])
    expect(box).toBeRequired()
    expect(box).toHaveValue(so.values[field])
    const message = expectedError(field, so)
    if (message) expect(box).toHaveAccessibleDescription(expect.stringContaining(message))
    else expect(box).not.toHaveAttribute('aria-invalid', 'true')
  }
  // The bank is filled from a valid CLABE as it is typed; the server's word on it shows until the CLABE changes.
  const bank = within(form).getByLabelText(/^Banco/)
  expect(bank).toHaveValue(bankOf(so.values.account_key))
  if (so.serverErrors.bank_name)
    expect(bank).toHaveAccessibleDescription(expect.stringContaining(so.serverErrors.bank_name))
  else expect(bank).not.toHaveAttribute('aria-invalid', 'true')
  const save = within(form).getByRole('button', { name: /Guardar|Guardando/ })
  if (isValid(so.values)) expect(save).toBeEnabled()
  else expect(save).toBeDisabled()
  return form
}

const expectList = (so: SoFar, canManage: boolean) => {
  if (so.accounts.length === 0) {
    expect(screen.getByText('Aún no registras cuentas bancarias.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    return
  }
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items).toHaveLength(so.accounts.length)
  for (const [i, account] of so.accounts.entries()) {
    expect(items[i]).toHaveTextContent(account.bank_name)
    expect(items[i]).toHaveTextContent(account.account_key)
    expect(within(items[i]!).queryAllByRole('button', { name: /Editar|Eliminar/ })).toHaveLength(
      canManage ? 2 : 0,
    )
  }
  const add = screen.queryByRole('button', { name: 'Agregar cuenta' })
  if (canManage) expect(add).toBeEnabled()
  else expect(add).not.toBeInTheDocument()
}

/** The account's own button in the list, found by what its item says (bank and CLABE). */
const clickOnAccount = (event: EventObject, name: 'Editar' | 'Eliminar') => {
  const { id } = event as unknown as { id: number }
  const account = [existing, second, created].find((a) => a.id === id)
  const item =
    account && screen.queryByRole('listitem', { name: `${account.bank_name}, CLABE ${account.account_key}` })
  const button = item && within(item).queryByRole('button', { name })
  if (button) fireEvent.click(button)
}

const view = {
  render: (actor: AnyActorRef) => render(<BankAccountsView actorRef={actor as BankAccountsActorRef} />),
  userEvents: {
    'account.add': async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }))
    },
    // An account not on the list, or a reader's list, has no such button: there is nothing to click.
    'account.edit': async (event: EventObject) => clickOnAccount(event, 'Editar'),
    'account.delete': async (event: EventObject) => clickOnAccount(event, 'Eliminar'),
    'form.change': async (event: EventObject) => {
      const { values } = event as unknown as { values: Record<Field, string> }
      for (const [field, text] of Object.entries(values))
        fireEvent.change(within(formDialog()).getByLabelText(LABELS[field as Field]), {
          target: { value: text },
        })
    },
    'form.blur': async (event: EventObject) => {
      const { field } = event as unknown as { field: Field }
      fireEvent.focusOut(within(formDialog()).getByLabelText(LABELS[field]))
    },
    'form.submit': async () => {
      fireEvent.submit(within(formDialog()).getByLabelText(LABELS.account_key).closest('form')!)
    },
    'form.cancel': async () => {
      await closeByTurns('account', () => within(formDialog()).getByRole('button', { name: 'Cancelar' }))
    },
    'delete.confirm': async () => {
      fireEvent.click(within(confirmDialog()).getByRole('button', { name: /Eliminar/ }))
    },
    'delete.cancel': async () => {
      await closeByTurns('delete', () => within(confirmDialog()).getByRole('button', { name: 'Cancelar' }))
    },
  },
  screens: {
    'bankAccounts.idle': (trail: Trail) => {
      const so = soFar(trail)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
      expectList(so, (trail.input as Input).canManage)
      if (so.notice) {
        const status = screen.getByRole('status')
        expect(status).toHaveTextContent(so.notice[0])
        expect(status).toHaveTextContent(so.notice[1])
      } else expect(screen.queryByRole('status')).not.toBeInTheDocument()
    },
    'bankAccounts.editing': (trail: Trail) => {
      const form = expectForm(soFar(trail))
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
    },
    'bankAccounts.saving': (trail: Trail) => {
      const { values } = soFar(trail)
      expect(within(formDialog()).getByRole('button', { name: /Guardar|Guardando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(within(formDialog()).getByLabelText(LABELS.account_key)).toHaveValue(values.account_key)
      expect(within(formDialog()).getByLabelText(/^Banco/)).toHaveValue(bankOf(values.account_key))
    },
    'bankAccounts.failed': (trail: Trail) => {
      const so = soFar(trail)
      const alert = within(expectForm(so)).getByRole('alert')
      expect(alert).toHaveTextContent('Error')
      expect(alert).toHaveTextContent(so.error!)
    },
    'bankAccounts.confirmingDelete': (trail: Trail) => {
      const account = soFar(trail).accounts.find((a) => a.id === second.id)!
      expect(confirmDialog()).toHaveAccessibleDescription(
        `${account.bank_name}, CLABE ${account.account_key}`,
      )
      expect(within(confirmDialog()).queryByRole('alert')).not.toBeInTheDocument()
      expect(within(confirmDialog()).getByRole('button', { name: 'Eliminar' })).toBeEnabled()
    },
    'bankAccounts.deleting': () => {
      expect(within(confirmDialog()).getByRole('button', { name: /Eliminar|Eliminando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
      expect(within(confirmDialog()).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    },
    'bankAccounts.deleteFailed': (trail: Trail) => {
      const alert = within(confirmDialog()).getByRole('alert')
      expect(alert).toHaveTextContent('Error')
      expect(alert).toHaveTextContent(soFar(trail).error!)
    },
  },
}

describeModel('bank accounts machine', spec, view, [
  { name: 'admin-supplier' },
  // Who cannot manage the accounts only reads them: the buttons are not there, the events change nothing.
  {
    name: 'vendor-supplier',
    input: { accounts: [existing], canManage: false },
    events: [
      e('account.add'),
      e('account.edit', { id: existing.id }),
      e('account.delete', { id: existing.id }),
    ],
  },
])

describe('bank accounts machine details', () => {
  it('sends the bank the CLABE names, the id when editing, and refuses a reader', async () => {
    const { actor, controller } = startLive(bankAccountsMachine, { accounts: [existing], canManage: true })
    actor.send({ type: 'account.edit', id: existing.id })
    actor.send({ type: 'form.change', values: { account_key: BBVA } })
    actor.send({ type: 'form.submit' })
    expect(controller.inputOf('saveAccount')).toEqual({
      id: existing.id,
      body: {
        currency: 'pesos',
        account_number: existing.account_number,
        account_key: BBVA,
        beneficiary_name: existing.beneficiary_name,
        bank_name: 'BBVA Bancomer',
      },
    })
    actor.stop()
    const reader = startLive(bankAccountsMachine, { accounts: [existing], canManage: false })
    for (const type of ['account.add', 'account.edit', 'account.delete'] as const)
      reader.actor.send({ type, id: existing.id } as never)
    expect(reader.actor.getSnapshot().value).toBe('idle')
    reader.actor.stop()
  })

  it('opens an account the server keeps without a number with the number empty, to be filled in', () => {
    const unnumbered = { ...existing, account_number: null }
    const { actor } = startLive(bankAccountsMachine, { accounts: [unnumbered], canManage: true })
    actor.send({ type: 'account.edit', id: unnumbered.id })
    const { form } = connectBankAccounts(actor.getSnapshot(), () => {})
    expect(form.open).toBe(true)
    expect(form.getFieldProps('account_number').value).toBe('')
    expect(form.getFieldProps('account_key').value).toBe(BANAMEX)
    expect(form.getSubmitProps().disabled).toBe(true)
    actor.stop()
  })

  it('has no axe violations: the list, the form with messages and a failure, the confirmation', async () => {
    const { actor, controller } = startLive(bankAccountsMachine, { accounts: [existing], canManage: true })
    render(<BankAccountsView actorRef={actor as BankAccountsActorRef} />)
    await expectNoAxeViolations()
    fireEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }))
    fireEvent.change(await screen.findByLabelText(/^CLABE/), { target: { value: WRONG } })
    fireEvent.submit(screen.getByLabelText(/^CLABE/).closest('form')!)
    expect(screen.getByLabelText(/^CLABE/)).toHaveAccessibleDescription(expect.stringContaining(CHECKSUM))
    await expectNoAxeViolations()
    fireEvent.change(screen.getByLabelText(/^CLABE/), { target: { value: BBVA } })
    fireEvent.change(screen.getByLabelText(/^Número de cuenta/), { target: { value: '123' } })
    fireEvent.change(screen.getByLabelText(/^Beneficiario/), { target: { value: 'Materiales' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    await act(async () => {
      controller.settle('saveAccount', { error: { kind: 'http', status: 500 } })
      await settle()
    })
    expect(screen.getByRole('alert')).toHaveTextContent(CREATE_FAILED)
    await expectNoAxeViolations()
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }))
    await screen.findByRole('alertdialog', { name: '¿Eliminar la cuenta?' })
    await expectNoAxeViolations()
    actor.stop()
  })
})
