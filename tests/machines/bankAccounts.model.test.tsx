import type { BankAccount } from '@contract/directory'
import { type BankAccountsContext, bankAccountsMachine } from '@machines/bank-accounts'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate'
import { BankAccountsView } from '@/features/profile/BankAccountsView'
import type { BankAccountsActorRef } from '@/features/profile/bankAccountsLogic'
import { expectNoAxeViolations } from '../ui/axe'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

/** 'Cuentas bancarias' of /profile: the list, the account dialog and the delete confirmation. */

// The spec's texts (§8) and the form's, written out.
const REGISTERED = ['Registrado', 'La cuenta fue agregada']
const UPDATED = ['Actualizado', 'La cuenta fue actualizada']
const DELETED = ['Eliminado', 'La cuenta fue eliminada']
const CREATE_FAILED = 'Ocurrio un error al agregar la cuenta'
const UPDATE_FAILED = 'Ocurrio un error al actualizar la cuenta'
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
const created: BankAccount = {
  id: 9,
  bank_name: 'BBVA Bancomer',
  currency: 'usd',
  account_number: '0123456789',
  account_key: BBVA,
  beneficiary_name: 'Materiales El Fuerte SA de CV',
}

const e = (type: string, extra: object = {}) => ({ type, ...extra }) as EventObject
const FILL = {
  account_key: BBVA,
  currency: 'usd',
  account_number: '0123456789',
  beneficiary_name: created.beneficiary_name,
}

const saveOutcomes = (ctx: BankAccountsContext) => [
  e('xstate.done.actor.saveAccount', {
    output: {
      success: true,
      msg: ctx.selectedId === null ? REGISTERED[1] : UPDATED[1],
      data: ctx.selectedId === null ? created : { ...existing, account_key: ctx.values.account_key },
    },
  }),
  e('xstate.error.actor.saveAccount', {
    error: { kind: 'http', status: 422, msg: CHECKSUM, errors: { account_key: [CHECKSUM] } },
  }),
  e('xstate.error.actor.saveAccount', { error: { kind: 'http', status: 500 } }),
  e('xstate.error.actor.saveAccount', { error: { kind: 'network' } }),
]
const deleteOutcomes = [
  e('xstate.done.actor.deleteAccount', { output: { success: true, msg: DELETED[1] } }),
  e('xstate.error.actor.deleteAccount', { error: { kind: 'http', status: 409, msg: LAST_PESOS } }),
  e('xstate.error.actor.deleteAccount', { error: { kind: 'http', status: 500 } }),
]

const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as BankAccountsContext
  if (snapshot.matches('saving')) return saveOutcomes(ctx)
  if (snapshot.matches('deleting')) return deleteOutcomes
  if (snapshot.matches('confirmingDelete') || snapshot.matches('deleteFailed'))
    return [e('delete.confirm'), e('delete.cancel')]
  if (snapshot.matches('failed')) return [e('form.submit'), e('form.cancel')]
  if (snapshot.matches('editing')) {
    if (ctx.values.account_key === WRONG)
      return [e('form.blur', { field: 'account_key' }), e('form.change', { values: { account_key: BBVA } })]
    if (ctx.values.account_key === '0123') return [e('form.change', { values: FILL })]
    if (ctx.selectedId === null && ctx.values.account_key === '')
      return [e('form.change', { values: { account_key: '0123' } }), e('form.submit'), e('form.cancel')]
    if (ctx.selectedId !== null && ctx.values.account_key === BANAMEX)
      return [e('form.change', { values: { account_key: WRONG } }), e('form.submit')]
    return [e('form.submit')]
  }
  // idle: add, edit and delete until something was saved (each save grows the list: the model stays finite).
  if (ctx.notice !== null) return []
  return [e('account.add'), e('account.edit', { id: existing.id }), e('account.delete', { id: existing.id })]
}

describe.each([
  ['admin-supplier', true],
  ['vendor-supplier', false],
] as const)('bank accounts machine (%s)', (_, canManage) => {
  const spec: ModelSpec<typeof bankAccountsMachine> = {
    machine: bankAccountsMachine,
    input: { accounts: [existing], canManage },
    events: canManage ? eventsFor : [],
    // Who cannot manage the accounts only reads them: no dialog ever opens.
    ...(canManage
      ? {}
      : {
          transient: [
            'bankAccounts.editing',
            'bankAccounts.saving',
            'bankAccounts.failed',
            'bankAccounts.confirmingDelete',
            'bankAccounts.deleting',
            'bankAccounts.deleteFailed',
          ],
        }),
  }
  const paths = modelPaths(spec)

  const LABELS = {
    account_key: /^CLABE/,
    currency: /^Moneda/,
    account_number: /^Número de cuenta/,
    beneficiary_name: /^Beneficiario/,
  } as const
  const formDialog = () => screen.getByRole('dialog', { name: /cuenta bancaria/ })
  const confirmDialog = () => screen.getByRole('alertdialog', { name: '¿Eliminar la cuenta?' })

  const expectedError = (field: keyof typeof LABELS, ctx: BankAccountsContext): string | null => {
    if (ctx.serverErrors[field]) return ctx.serverErrors[field]!
    if (!ctx.submitted && !ctx.touched.includes(field)) return null
    const value = ctx.values[field]
    if (value === '') return REQUIRED
    if (field === 'account_key')
      return value === BBVA || value === BANAMEX ? null : value.length === 18 ? CHECKSUM : LENGTH
    return null
  }
  const expectForm = (ctx: BankAccountsContext) => {
    const form = formDialog()
    expect(form).toHaveAccessibleName(
      ctx.selectedId === null ? 'Agregar cuenta bancaria' : 'Editar cuenta bancaria',
    )
    for (const field of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      const box = within(form).getByLabelText(LABELS[field])
      expect(box).toHaveValue(ctx.values[field])
      const message = expectedError(field, ctx)
      if (message) expect(box).toHaveAccessibleDescription(expect.stringContaining(message))
      else expect(box).not.toHaveAttribute('aria-invalid', 'true')
    }
    // The bank is filled from a valid CLABE as it is typed.
    const bank =
      ctx.values.account_key === BBVA
        ? 'BBVA Bancomer'
        : ctx.values.account_key === BANAMEX
          ? 'Banco Nacional de México'
          : ''
    expect(within(form).getByLabelText(/^Banco/)).toHaveValue(bank)
    const valid = bank !== '' && ctx.values.account_number !== '' && ctx.values.beneficiary_name !== ''
    const save = within(form).getByRole('button', { name: /Guardar|Guardando/ })
    if (valid) expect(save).toBeEnabled()
    else expect(save).toBeDisabled()
    return form
  }
  const expectList = (ctx: BankAccountsContext) => {
    if (ctx.accounts.length === 0) {
      expect(screen.getByText('Aún no registras cuentas bancarias.')).toBeInTheDocument()
      expect(screen.queryByRole('list')).not.toBeInTheDocument()
      return
    }
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(ctx.accounts.length)
    for (const [i, account] of ctx.accounts.entries()) {
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

  const view: ViewSpec<typeof bankAccountsMachine> = {
    ...spec,
    render: (actor: AnyActorRef) => render(<BankAccountsView actorRef={actor as BankAccountsActorRef} />),
    userEvents: {
      'account.add': async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }))
      },
      'account.edit': async () => {
        fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Editar' }))
      },
      'account.delete': async () => {
        fireEvent.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Eliminar' }))
      },
      'form.change': async (event) => {
        const { values } = event as unknown as { values: Record<keyof typeof LABELS, string> }
        for (const [field, text] of Object.entries(values))
          fireEvent.change(within(formDialog()).getByLabelText(LABELS[field as keyof typeof LABELS]), {
            target: { value: text },
          })
      },
      'form.blur': async (event) => {
        const { field } = event as unknown as { field: keyof typeof LABELS }
        fireEvent.focusOut(within(formDialog()).getByLabelText(LABELS[field]))
      },
      'form.submit': async () => {
        fireEvent.submit(within(formDialog()).getByLabelText(LABELS.account_key).closest('form')!)
      },
      'form.cancel': async () => {
        fireEvent.click(within(formDialog()).getByRole('button', { name: 'Cancelar' }))
      },
      'delete.confirm': async () => {
        fireEvent.click(within(confirmDialog()).getByRole('button', { name: /Eliminar/ }))
      },
      'delete.cancel': async () => {
        fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Cancelar' }))
      },
    },
    states: {
      'bankAccounts.idle': (snapshot) => {
        const ctx = snapshot.context as BankAccountsContext
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
        expectList(ctx)
        const notice = ctx.notice
        if (notice) {
          const status = screen.getByRole('status')
          const texts = [REGISTERED, UPDATED, DELETED].find(([title]) => status.textContent?.includes(title!))
          expect(texts, status.textContent ?? '').toBeDefined()
          expect(status).toHaveTextContent(texts![1]!)
        } else expect(screen.queryByRole('status')).not.toBeInTheDocument()
      },
      'bankAccounts.editing': (snapshot) => {
        const form = expectForm(snapshot.context as BankAccountsContext)
        expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
      },
      'bankAccounts.saving': () => {
        expect(within(formDialog()).getByRole('button', { name: /Guardar|Guardando/ })).toHaveAttribute(
          'aria-busy',
          'true',
        )
        // Only a valid account is sent: the bank is filled.
        expect(within(formDialog()).getByLabelText(/^Banco/)).not.toHaveValue('')
      },
      'bankAccounts.failed': (snapshot) => {
        const ctx = snapshot.context as BankAccountsContext
        const form = expectForm(ctx)
        const alert = within(form).getByRole('alert')
        expect(alert).toHaveTextContent('Error')
        const expected = ctx.selectedId === null ? CREATE_FAILED : UPDATE_FAILED
        expect(alert.textContent).toMatch(new RegExp(`${expected}|${CONNECTION}`))
      },
      'bankAccounts.confirmingDelete': () => {
        expect(confirmDialog()).toHaveAccessibleDescription(`Banco Nacional de México, CLABE ${BANAMEX}`)
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
      'bankAccounts.deleteFailed': () => {
        const alert = within(confirmDialog()).getByRole('alert')
        expect(alert).toHaveTextContent('Error')
        expect(alert.textContent).toMatch(new RegExp(`${LAST_PESOS}|Ocurrio un error al eliminar la cuenta`))
      },
    },
  }

  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

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
