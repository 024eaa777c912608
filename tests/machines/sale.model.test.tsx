import type { Payment } from '@contract/payments'
import { type CustomerLookup, SALE_MSG } from '@contract/sales'
import { type SaleContext, saleMachine, saleRequestOf } from '@machines/sale'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type AnyActorRef, type AnyMachineSnapshot, createActor, type EventObject } from 'xstate'
import { SaleView } from '@/features/sale/SaleView'
import type { SaleActorRef } from '@/features/sale/saleLogic'
import { formatMoney } from '@/lib/format'
import { expectNoAxeViolations } from '../ui/axe'
import { withFixedIdempotencyKey } from './lib/fixedKey'
import { describePath, type ModelSpec, modelPaths, runPathOnActor, settle, startLive } from './lib/modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './lib/viewPaths'

const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

const machine = withFixedIdempotencyKey(saleMachine)
type Machine = typeof machine

const input = { canSelectVendor: true, canFactor: true }
const vendors = [
  { id: 21, code: 'V-01', name: 'Luis Pérez' },
  { id: 22, code: 'V-02', name: 'Marta Gómez' },
]
const customer: CustomerLookup = {
  id: 7,
  business_name: 'Constructora Robles',
  tax_id: 'CRO010101AB1',
  available: 250000,
}
const payment = {
  id: 1042,
  amount: 1500,
  term: 30,
  expiration_date: '2025-04-30',
  customer: { id: 2, business_name: 'Constructora Robles' },
} as Payment

const FILLED = {
  user_id: '7',
  token: '483920',
  amount: '1500',
  term: '30',
  reference: 'Obra Norte',
  is_factoring: true,
  vendor_user_id: '21',
}
const ADDRESS = 'Av. Constitución 123, Col. Centro, Monterrey'
const LONG_ADDRESS = 'x'.repeat(501)

const fill = { type: 'sale.change', values: FILLED } as EventObject
const changeAddress = (address: string) => ({ type: 'sale.changeAddress', address }) as EventObject
const e = (type: string) => ({ type }) as EventObject

/** The vendor saved on this device: none, one of the supplier's, one that no longer is, no storage. */
const savedVendorEvents = [
  settled('readSelectedVendor', null),
  settled('readSelectedVendor', '22'),
  settled('readSelectedVendor', '99'),
  failed('readSelectedVendor', new Error('SecurityError')),
]
const vendorsEvents = [settled('loadVendors', vendors), failed('loadVendors', { kind: 'network' })]

const lookupEvents = [
  { type: 'xstate.after.lookupDebounce.sale.form.debouncing' } as EventObject,
  settled('lookupCustomer', customer),
  failed('lookupCustomer', {
    kind: 'http',
    status: 404,
    msg: SALE_MSG.customerNotFound,
    reason: SALE_MSG.customerNotFoundReason,
  }),
]
const submitEvents = [
  settled('createSale', { success: true, msg: SALE_MSG.saleCreated, data: payment }),
  settled('createSale', { success: false, msg: SALE_MSG.overAvailable }),
  failed('createSale', { kind: 'http', status: 422, errors: { token: [SALE_MSG.invalidCode] } }),
  failed('createSale', { kind: 'network' }),
]

/**
 * The events a person can send in each state, narrowed so the model stays small: the form goes on only once the
 * customer was found (the lookup's other outcomes are covered, then cancelled); the delivery step is tried once
 * per choice; only a sale with delivery is confirmed (the request without one is checked below).
 */
const eventsFor = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const ctx = snapshot.context as SaleContext
  if (snapshot.matches('readingSavedVendor')) return savedVendorEvents
  if (snapshot.matches('loadingVendors')) return vendorsEvents
  if (snapshot.matches('form')) {
    // Without the vendor list no sale can go on: the page asks to reload.
    if (ctx.vendorsFailed) return []
    if (ctx.values.user_id === '') return [fill, e('sale.continue')]
    if (snapshot.matches({ form: 'customerFound' })) return [e('sale.continue'), e('sale.cancel')]
    if (snapshot.matches({ form: 'customerNotFound' })) return [e('sale.cancel')]
    return lookupEvents
  }
  if (snapshot.matches('delivery')) {
    if (ctx.fieldErrors.address) return []
    if (ctx.address !== '') return [e('sale.continue')]
    return [
      changeAddress(ADDRESS),
      changeAddress(LONG_ADDRESS),
      e('sale.continue'),
      e('sale.skipDelivery'),
      e('sale.back'),
      e('sale.cancel'),
    ]
  }
  if (snapshot.matches('review')) {
    if (ctx.acknowledged) return [e('sale.confirm')]
    if (!ctx.delivery) return [e('sale.back'), e('sale.cancel')]
    return [{ type: 'sale.acknowledge', checked: true } as EventObject, e('sale.back'), e('sale.cancel')]
  }
  if (snapshot.matches('submitting')) return submitEvents
  if (snapshot.matches({ result: 'success' })) return [e('sale.reset')]
  return [e('sale.edit')]
}

const spec: ModelSpec<Machine> = {
  machine,
  input,
  events: eventsFor,
  transient: ['sale.starting', 'sale.form.resuming'],
}
const paths = modelPaths(spec)

/** The value next to a term of a summary list. */
const dd = (term: string) => screen.getAllByText(term).find((el) => el.tagName === 'DT')?.nextElementSibling

const stepStatus = (n: number, title: string) =>
  expect(screen.getByText(`Paso ${n} de 4: ${title}`)).toBeInTheDocument()

const expectFieldErrors = (errors: Record<string, string>) => {
  for (const message of Object.values(errors)) expect(screen.getAllByText(message).length).toBeGreaterThan(0)
}

const expectForm = (snapshot: AnyMachineSnapshot) => {
  const ctx = snapshot.context as SaleContext
  stepStatus(1, 'Datos de la venta')
  expect(screen.getByLabelText('Número de usuario')).toHaveValue(ctx.values.user_id)
  expect(screen.getByLabelText('Código de compra')).toHaveValue(ctx.values.token)
  expect(screen.getByLabelText('Monto')).toHaveValue(ctx.values.amount)
  expect(screen.getByLabelText('Plazo (días)')).toHaveValue(ctx.values.term)
  expect(screen.getByLabelText('Referencia')).toHaveValue(ctx.values.reference)
  expect(screen.getByText(`${ctx.values.reference.length}/255`)).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Vendedor' })).toHaveValue(ctx.values.vendor_user_id)
  if (ctx.values.is_factoring)
    expect(screen.getByRole('switch', { name: 'Venta con factoraje' })).toBeChecked()
  expectFieldErrors(ctx.fieldErrors)
  if (ctx.error) expect(screen.getByText(ctx.error)).toBeInTheDocument()
}

const view: ViewSpec<Machine> = {
  ...spec,
  render: (actor: AnyActorRef) => render(<SaleView actorRef={actor as SaleActorRef} isVendorSupplier />),
  userEvents: {
    'sale.change': async (event) => {
      const { values } = event as unknown as { values: typeof FILLED }
      const user = userEvent.setup()
      const fields: Array<[keyof typeof FILLED, string]> = [
        ['user_id', 'Número de usuario'],
        ['token', 'Código de compra'],
        ['amount', 'Monto'],
        ['term', 'Plazo (días)'],
        ['reference', 'Referencia'],
      ]
      for (const [field, label] of fields) {
        const box = screen.getByLabelText(label)
        if ((box as HTMLInputElement).value === values[field]) continue
        await user.clear(box)
        await user.type(box, String(values[field]))
      }
      const factoring = screen.getByRole('switch', { name: 'Venta con factoraje' })
      if ((factoring as HTMLInputElement).checked !== values.is_factoring) await user.click(factoring)
      const vendor = screen.getByRole('combobox', { name: 'Vendedor' })
      await screen.findByRole('option', { name: 'Luis Pérez (V-01)' })
      if ((vendor as HTMLSelectElement).value !== values.vendor_user_id)
        await user.selectOptions(vendor, values.vendor_user_id)
    },
    'sale.continue': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' })),
    'sale.cancel': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' })),
    'sale.back': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Atrás' })),
    'sale.skipDelivery': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Omitir' })),
    'sale.changeAddress': async (event) => {
      const { address } = event as unknown as { address: string }
      const user = userEvent.setup()
      const box = screen.getByLabelText('Dirección de entrega')
      await user.clear(box)
      await user.click(box)
      await user.paste(address)
    },
    'sale.acknowledge': async () =>
      userEvent.setup().click(screen.getByRole('switch', { name: 'He verificado la información' })),
    'sale.confirm': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar' })),
    'sale.edit': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Editar compra' })),
    'sale.reset': async () => userEvent.setup().click(screen.getByRole('button', { name: 'Nueva venta' })),
  },
  states: {
    'sale.readingSavedVendor': (snapshot) => {
      expectForm(snapshot)
      expect(screen.getByRole('combobox', { name: 'Vendedor' })).toBeDisabled()
      expect(screen.getByRole('option', { name: 'Cargando vendedores…' })).toBeInTheDocument()
    },
    'sale.loadingVendors': (snapshot) => {
      expectForm(snapshot)
      expect(screen.getByRole('combobox', { name: 'Vendedor' })).toBeDisabled()
      expect(screen.getByRole('option', { name: 'Cargando vendedores…' })).toBeInTheDocument()
    },
    'sale.form.idle': (snapshot) => {
      expectForm(snapshot)
      const ctx = snapshot.context as SaleContext
      if (ctx.vendorsFailed)
        expect(screen.getByText('No pudimos cargar los vendedores. Recarga la página.')).toBeInTheDocument()
      else {
        expect(screen.getByRole('combobox', { name: 'Vendedor' })).toBeEnabled()
        expect(screen.getByRole('option', { name: 'Marta Gómez (V-02)' })).toBeInTheDocument()
      }
      expect(screen.queryByText('Buscando cliente…')).not.toBeInTheDocument()
      expect(screen.queryByRole('region', { name: 'Cliente' })).not.toBeInTheDocument()
    },
    'sale.form.debouncing': (snapshot) => {
      expectForm(snapshot)
      expect(screen.getByText('Buscando cliente…')).toBeInTheDocument()
    },
    'sale.form.lookingUpCustomer': (snapshot) => {
      expectForm(snapshot)
      expect(screen.getByText('Buscando cliente…')).toBeInTheDocument()
    },
    'sale.form.customerFound': (snapshot) => {
      expectForm(snapshot)
      const card = screen.getByRole('region', { name: 'Cliente' })
      expect(card).toHaveTextContent(customer.business_name)
      expect(card).toHaveTextContent(customer.tax_id ?? '')
      expect(card).toHaveTextContent(formatMoney(customer.available))
    },
    'sale.form.customerNotFound': (snapshot) => {
      expectForm(snapshot)
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent(SALE_MSG.customerNotFound)
      expect(alert).toHaveTextContent(`Motivo: ${SALE_MSG.customerNotFoundReason}`)
    },
    'sale.delivery': (snapshot) => {
      const ctx = snapshot.context as SaleContext
      stepStatus(2, 'Entrega')
      expect(screen.getByLabelText('Dirección de entrega')).toHaveValue(ctx.address)
      if (ctx.fieldErrors.address) expect(screen.getByText(ctx.fieldErrors.address)).toBeInTheDocument()
      else expect(screen.getByText(`${ctx.address.length}/500`)).toBeInTheDocument()
    },
    'sale.review': (snapshot) => {
      const ctx = snapshot.context as SaleContext
      stepStatus(3, 'Confirmación')
      expect(dd('Monto')).toHaveTextContent(formatMoney(1500))
      expect(dd('Vendedor')).toHaveTextContent('Luis Pérez')
      expect(dd('Entrega')).toHaveTextContent(ctx.delivery ? ADDRESS : 'Sin entrega a domicilio')
      const confirm = screen.getByRole('button', { name: 'Confirmar' })
      if (ctx.acknowledged) expect(confirm).toBeEnabled()
      else expect(confirm).toBeDisabled()
      if (ctx.error) expect(screen.getByText(ctx.error)).toBeInTheDocument()
    },
    'sale.submitting': () => {
      stepStatus(3, 'Confirmación')
      expect(screen.getByRole('button', { name: /Confirmar|Registrando/ })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    },
    'sale.result.success': () => {
      stepStatus(4, 'Resultado')
      expect(screen.getByRole('heading', { name: 'Venta registrada' })).toBeInTheDocument()
      expect(screen.getByText(SALE_MSG.saleCreated)).toBeInTheDocument()
      expect(dd('Folio')).toHaveTextContent('1042')
      expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/payments')
    },
    'sale.result.rejected': () => {
      stepStatus(4, 'Resultado')
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent('¡COMPRA RECHAZADA!')
      expect(alert).toHaveTextContent(SALE_MSG.overAvailable)
      expect(screen.getByRole('button', { name: 'Editar compra' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/payments')
    },
  },
}

describe('sale machine', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('live actor: %s', async (_, path) => {
    await runPathOnActor(spec, path)
  })
  it('has a view for every state and event', () => expectViewCoversModel(view, paths))
  it.each(paths.map((path) => [describePath(path), path] as const))('view: %s', async (_, path) => {
    await runPathOnView(view, path)
  })
})

/** A live sale with the saved vendor read and the supplier's vendors loaded. */
const startReady = async (saved: string | null = null, machineToRun = saleMachine) => {
  const run = startLive(machineToRun, input)
  run.controller.settle('readSelectedVendor', { output: saved })
  await settle()
  run.controller.settle('loadVendors', { output: vendors })
  await settle()
  return run
}

describe('sale machine, details', () => {
  it('preselects the vendor saved on this device only while it is one of the supplier’s vendors', async () => {
    for (const [saved, expected] of [
      ['22', '22'],
      ['99', ''],
      [null, ''],
    ] as const) {
      const { actor } = await startReady(saved)
      expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
      expect(actor.getSnapshot().context.values.vendor_user_id).toBe(expected)
      actor.stop()
    }
  })

  it('keeps what was typed while the vendors load, and a vendor picked meanwhile', async () => {
    const { actor, controller, clock } = startLive(saleMachine, input)
    actor.send({ type: 'sale.change', values: { user_id: '7', vendor_user_id: '21' } })
    controller.settle('readSelectedVendor', { output: '22' })
    await settle()
    controller.settle('loadVendors', { output: vendors })
    await settle()
    expect(actor.getSnapshot().context.values).toMatchObject({ user_id: '7', vendor_user_id: '21' })
    clock.increment(1000)
    expect(controller.started.map((s) => s.name)).toContain('lookupCustomer')
    actor.stop()
  })

  it('asks nothing about vendors when the user may not select one', () => {
    const { actor, controller } = startLive(saleMachine, { canSelectVendor: false, canFactor: false })
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
    expect(controller.started).toEqual([])
    actor.stop()
  })

  it('saves the vendor of a registered sale and keeps it for the next one and after Cancelar', async () => {
    const saved: string[] = []
    const recording = machine.provide({
      actions: { saveSelectedVendor: (_, params: { vendorId: string }) => saved.push(params.vendorId) },
    })
    const { actor, controller, clock } = await startReady(null, recording as typeof saleMachine)
    actor.send(fill as never)
    clock.increment(1000)
    controller.settle('lookupCustomer', { output: customer })
    await settle()
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.skipDelivery' })
    actor.send({ type: 'sale.acknowledge', checked: true })
    actor.send({ type: 'sale.confirm' })
    await settle()
    expect(saved).toEqual([])
    controller.settle('createSale', { output: { success: true, msg: SALE_MSG.saleCreated, data: payment } })
    await settle()
    expect(saved).toEqual(['21'])
    actor.send({ type: 'sale.reset' })
    expect(actor.getSnapshot().context.values).toEqual({
      ...FILLED,
      user_id: '',
      token: '',
      amount: '',
      term: '',
      reference: '',
      is_factoring: false,
    })
    actor.send({ type: 'sale.change', values: { amount: '10' } })
    actor.send({ type: 'sale.cancel' })
    expect(actor.getSnapshot().context.values.vendor_user_id).toBe('21')
    expect(actor.getSnapshot().context.values.amount).toBe('')
    actor.stop()
  })

  it('sends the request of the contract with one Idempotency-Key per attempt', async () => {
    const { actor, controller, clock } = await startReady()
    actor.send({ type: 'sale.change', values: { ...FILLED, amount: '1,500.50', reference: '  Obra Norte ' } })
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.skipDelivery' })
    actor.send({ type: 'sale.acknowledge', checked: true })
    actor.send({ type: 'sale.confirm' })
    await settle()
    const first = controller.inputOf('createSale') as { request: unknown; idempotencyKey: string }
    expect(first.request).toEqual({
      user_id: 7,
      amount: 1500.5,
      term: 30,
      reference: 'Obra Norte',
      token: '483920',
      is_factoring: true,
      vendor_user_id: 21,
      is_wpp_purchase: false,
      delivery: false,
      address: null,
    })
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    // A lost answer: the retry carries the same key.
    controller.settle('createSale', { error: { kind: 'network' } })
    await settle()
    actor.send({ type: 'sale.confirm' })
    await settle()
    expect((controller.inputOf('createSale') as { idempotencyKey: string }).idempotencyKey).toBe(
      first.idempotencyKey,
    )
    // A rejection is an answer: editing and confirming again is a new attempt with a new key.
    controller.settle('createSale', { output: { success: false, msg: SALE_MSG.overTermLimit } })
    await settle()
    actor.send({ type: 'sale.edit' })
    actor.send({ type: 'sale.change', values: { term: '15' } })
    clock.increment(1000)
    actor.send({ type: 'sale.continue' })
    actor.send({ type: 'sale.skipDelivery' })
    actor.send({ type: 'sale.acknowledge', checked: true })
    actor.send({ type: 'sale.confirm' })
    await settle()
    const second = controller.inputOf('createSale') as { request: { term: number }; idempotencyKey: string }
    expect(second.request.term).toBe(15)
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey)
    actor.stop()
  })

  it('debounces the lookup: one call 1 s after the last change of the user number', async () => {
    const { actor, controller, clock } = await startReady()
    actor.send({ type: 'sale.change', values: { user_id: '1' } })
    clock.increment(600)
    actor.send({ type: 'sale.change', values: { user_id: '12' } })
    clock.increment(600)
    actor.send({ type: 'sale.change', values: { amount: '100' } })
    clock.increment(399)
    const lookups = () => controller.started.filter((s) => s.name === 'lookupCustomer')
    expect(lookups()).toEqual([])
    clock.increment(1)
    expect(lookups()).toEqual([{ name: 'lookupCustomer', input: { userId: 12 } }])
    actor.send({ type: 'sale.change', values: { user_id: '' } })
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
    actor.stop()
  })

  it('validates step 0 with the contract and the vendor rule', async () => {
    const { actor } = await startReady()
    actor.send({
      type: 'sale.change',
      values: { user_id: 'abc', amount: '0', term: '1.5', reference: 'r'.repeat(256) },
    })
    actor.send({ type: 'sale.continue' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      user_id: SALE_MSG.userIdFormat,
      amount: SALE_MSG.amountPositive,
      term: SALE_MSG.termWhole,
      reference: SALE_MSG.referenceMax,
      token: 'El campo es requerido',
      vendor_user_id: 'El campo es requerido',
    })
    expect(actor.getSnapshot().value).toEqual({ form: 'idle' })
    actor.stop()
  })

  it('builds the review request without factoring or vendor when the user may not use them', () => {
    expect(
      saleRequestOf({
        options: { canSelectVendor: false, canFactor: false },
        values: FILLED,
        delivery: true,
        address: ` ${ADDRESS} `,
      }),
    ).toMatchObject({ is_factoring: false, vendor_user_id: null, delivery: true, address: ADDRESS })
  })

  it('has no axe violations on each step', async () => {
    const user = userEvent.setup()
    const { actor, controller, clock } = startLive(machine, input)
    render(<SaleView actorRef={actor as SaleActorRef} isVendorSupplier />)
    await act(async () => {
      controller.settle('readSelectedVendor', { output: null })
      await settle()
      controller.settle('loadVendors', { output: vendors })
      await settle()
    })
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await expectNoAxeViolations()
    await act(async () => {
      actor.send(fill as never)
      clock.increment(1000)
      controller.settle('lookupCustomer', { output: customer })
      await settle()
    })
    expect(screen.getByLabelText('Cliente')).toHaveTextContent(customer.business_name)
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByRole('heading', { name: 'Entrega' })).toHaveFocus()
    await expectNoAxeViolations()
    await user.click(screen.getByRole('button', { name: 'Omitir' }))
    await expectNoAxeViolations()
    await user.click(screen.getByRole('switch', { name: 'He verificado la información' }))
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await act(async () => {
      controller.settle('createSale', { output: { success: false, msg: SALE_MSG.overAvailable } })
      await settle()
    })
    expect(within(screen.getByRole('alert')).getByText('¡COMPRA RECHAZADA!')).toBeInTheDocument()
    await expectNoAxeViolations()
    actor.stop()
  })
})
