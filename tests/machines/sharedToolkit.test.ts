import { MSG } from '@contract/messages'
import { fc, test } from '@fast-check/vitest'
import {
  fieldErrorsOf,
  hasStatus,
  isAnswered,
  isApiFailure,
  isUnauthorized,
  isValidationFailure,
  messageOf,
  reasonOf,
} from '@machines/shared/failure'
import {
  clearEdited,
  clearGroup,
  fieldBinder,
  parseAmount,
  submitProps,
  touch,
  uncontrolledFieldBinder,
  visibleError,
  withEdits,
} from '@machines/shared/form'
import { newIdempotencyKey } from '@machines/shared/ids'
import { isAnotherPage } from '@machines/shared/paging'
import { firstErrors, hasErrors } from '@machines/shared/validation'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'

/**
 * The toolkit every flow's machine reads (machines/shared/): typed amounts, which messages a field shows, the
 * submit rule, what an API failure says, pages and idempotency keys. The machines' model tests reach it through
 * their flows; these pin the rules themselves (docs/decisions.md#validation), edge by edge.
 */

describe('typed amounts', () => {
  it.each([
    ['1250.50', 1250.5],
    ['$ 1,250.50', 1250.5],
    [' 7 ', 7],
    ['0', 0],
    ['1,000,000', 1_000_000],
  ])('%j is %d', (text, value) => {
    expect(parseAmount(text)).toBe(value)
  })

  it.each(['', '   ', ', $', undefined])(
    '%j is no amount (the form says whether one is required)',
    (text) => {
      expect(parseAmount(text)).toBeUndefined()
    },
  )

  it.each(['abc', '1.', '.5', '1.2.3', '1e3', '0x10', '-5', '+5', '5-'])(
    '%j is not a number, so the schema gives its message',
    (text) => {
      expect(parseAmount(text)).toBeNaN()
    },
  )

  it('takes a minus only when asked, so the schema can say why a negative is refused', () => {
    expect(parseAmount('-5', { signed: true })).toBe(-5)
    expect(parseAmount('-$1,000.5', { signed: true })).toBe(-1000.5)
    expect(parseAmount('5-', { signed: true })).toBeNaN()
    expect(parseAmount('--5', { signed: true })).toBeNaN()
    // Whole text only: what Number() would still read ('+5', '5.', '5e3') is no typed amount either.
    for (const text of ['+5', '5.', '5e3', '1-5']) expect(parseAmount(text, { signed: true })).toBeNaN()
  })

  test.prop([fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 })])(
    'reads back what the app writes with thousands commas',
    (pesos, centavos) => {
      const text = `$${pesos.toLocaleString('en-US')}.${String(centavos).padStart(2, '0')}`
      expect(parseAmount(text)).toBeCloseTo(pesos + centavos / 100, 2)
    },
  )
})

describe('which messages stay when the user edits', () => {
  const errors = { amount: 'a', term: 't', 'buyer.email': 'e', _: 'g' }

  it('drops the edited fields’ messages and keeps the others', () => {
    expect(clearEdited(errors, ['amount'])).toEqual({ term: 't', 'buyer.email': 'e', _: 'g' })
    expect(clearEdited(errors, ['amount', 'term'])).toEqual({ 'buyer.email': 'e', _: 'g' })
    expect(clearEdited(errors, [])).toEqual(errors)
  })

  it('drops nested messages of an edited field only when asked', () => {
    expect(clearEdited(errors, ['email'])).toEqual(errors)
    expect(clearEdited(errors, ['email'], { nested: true })).toEqual({ amount: 'a', term: 't', _: 'g' })
    // A field whose name merely ends the same is someone else's.
    expect(clearEdited({ 'buyer.mail': 'm' }, ['email'], { nested: true })).toEqual({ 'buyer.mail': 'm' })
  })

  it('drops the whole form’s message only when asked', () => {
    expect(clearEdited(errors, ['amount'], { general: true })).toEqual({ term: 't', 'buyer.email': 'e' })
    expect(clearEdited({ _: 'g' }, [], { general: true })).toEqual({})
  })

  it('takes the typed values in and drops only their fields’ server messages', () => {
    const form = { values: { name: 'Ana', phone: '55' }, serverErrors: { phone: 'p', name: 'n', _: 'g' } }
    expect(withEdits(form, { phone: '5512' })).toEqual({
      values: { name: 'Ana', phone: '5512' },
      serverErrors: { name: 'n', _: 'g' },
    })
    expect(withEdits(form, {})).toEqual(form)
  })

  it("drops a replaced group's own message and its fields', nothing else", () => {
    const users = {
      payment_user: 'p',
      'payment_user.email': 'e',
      'buyer_user.email': 'b',
      payment_user_x: 'x',
    }
    expect(clearGroup(users, 'payment_user')).toEqual({ 'buyer_user.email': 'b', payment_user_x: 'x' })
    expect(clearGroup(users, 'legal')).toEqual(users)
  })

  it('keeps each touched field once, in the order it was left', () => {
    expect(touch(['a', 'b'], ['b', 'c', 'a', 'd'])).toEqual(['a', 'b', 'c', 'd'])
    expect(touch([], [])).toEqual([])
  })
})

describe('which message a field shows', () => {
  const state = {
    touched: ['amount'],
    clientErrors: { amount: 'local a', term: 'local t' },
    serverErrors: {},
  }

  it('shows a local message only once the user left the field or tried to send', () => {
    expect(visibleError(state, 'amount')).toBe('local a')
    expect(visibleError(state, 'term')).toBeUndefined()
    expect(visibleError(state, 'term', true)).toBe('local t')
    expect(visibleError(state, 'reference', true)).toBeUndefined()
  })

  it('shows the server’s message first, touched or not', () => {
    const answered = { ...state, serverErrors: { amount: 'server a', term: 'server t' } }
    expect(visibleError(answered, 'amount')).toBe('server a')
    expect(visibleError(answered, 'term')).toBe('server t')
  })
})

describe('the props of a field and of the submit button', () => {
  it('binds a field to the form: its text, its message, read-only, and changes as a patch', () => {
    const change = vi.fn()
    const bind = fieldBinder({ values: { amount: '12' }, errors: { term: 'x' }, readOnly: true, change })
    const amount = bind('amount')
    expect(amount).toMatchObject({ name: 'amount', value: '12', error: undefined, readOnly: true })
    expect(bind('term')).toMatchObject({ name: 'term', value: '', error: 'x' })
    amount.onChange('15')
    expect(change).toHaveBeenCalledWith({ amount: '15' })
    expect(fieldBinder({ values: {}, errors: {}, readOnly: false, change })('a').readOnly).toBe(false)
  })

  it('adds only what a form asks for: no blur, disabled or required unless given', () => {
    const props = fieldBinder({ values: {}, errors: {}, readOnly: false, change: vi.fn() })('a')
    expect(Object.keys(props).sort()).toEqual(['error', 'name', 'onChange', 'readOnly', 'value'])
  })

  it('binds the blur, disabled and required of the forms that have them, and messages by rule', () => {
    const blur = vi.fn()
    const bind = fieldBinder<'name' | 'notes'>({
      values: { name: 'Ana', notes: '' },
      errors: (key) => (key === 'name' ? 'shown' : undefined),
      readOnly: false,
      disabled: true,
      required: (key) => key !== 'notes',
      change: vi.fn(),
      blur,
    })
    expect(bind('name')).toMatchObject({ error: 'shown', disabled: true, required: true })
    expect(bind('notes')).toMatchObject({ error: undefined, disabled: true, required: false })
    bind('notes').onBlur?.()
    expect(blur).toHaveBeenCalledWith('notes', 'notes')
    const all = fieldBinder<'x'>({ values: {}, errors: {}, readOnly: false, required: true, change: vi.fn() })
    expect(all('x').required).toBe(true)
  })

  it('names a field of a group with its prefix: its message by that name, its value and change by its key', () => {
    const change = vi.fn()
    const blur = vi.fn()
    const bind = fieldBinder<'email'>({
      values: { email: 'a@b.mx' },
      errors: { email: 'not this one', 'buyer_user.email': 'this one' },
      readOnly: false,
      prefix: 'buyer_user.',
      change,
      blur,
    })
    const email = bind('email')
    expect(email).toMatchObject({ name: 'buyer_user.email', value: 'a@b.mx', error: 'this one' })
    email.onChange('c@d.mx')
    expect(change).toHaveBeenCalledWith({ email: 'c@d.mx' })
    email.onBlur?.()
    expect(blur).toHaveBeenCalledWith('email', 'buyer_user.email')
  })

  it('binds an input that keeps its own text to its name and message only', () => {
    const bind = uncontrolledFieldBinder<'email' | 'password'>({ email: 'Correo inválido' })
    expect(bind('email')).toEqual({ name: 'email', error: 'Correo inválido' })
    expect(bind('password')).toEqual({ name: 'password', error: undefined })
  })

  it.each([
    [
      { valid: true, busy: false },
      { disabled: false, loading: false },
    ],
    [
      { valid: false, busy: false },
      { disabled: true, loading: false },
    ],
    [
      { valid: true, busy: true },
      { disabled: false, loading: true },
    ],
    [
      { valid: false, busy: true },
      { disabled: true, loading: true },
    ],
  ])('submit of %j is %j: disabled until valid, busy while sending', (form, props) => {
    expect(submitProps(form)).toEqual(props)
  })
})

describe('what an API failure says', () => {
  const http = (status: number, more: object = {}) => ({ kind: 'http' as const, status, ...more })

  it('knows its own shape and nothing else', () => {
    expect(isApiFailure({ kind: 'network' })).toBe(true)
    expect(isApiFailure(http(500))).toBe(true)
    for (const other of [null, undefined, 'network', 3, {}, { kind: 'timeout' }, new Error('x')])
      expect(isApiFailure(other)).toBe(false)
  })

  it('gives the first message per field of a 422, nothing for anything else', () => {
    expect(
      fieldErrorsOf(http(422, { errors: { amount: ['uno', 'dos'], term: [], code: ['tres'] } })),
    ).toStrictEqual({ amount: 'uno', code: 'tres' })
    expect(fieldErrorsOf(http(422))).toStrictEqual({})
    expect(fieldErrorsOf({ kind: 'network' })).toStrictEqual({})
    // Something that merely looks like it (another library's error, a network failure) says nothing per field.
    expect(fieldErrorsOf({ errors: { amount: ['uno'] } })).toStrictEqual({})
    expect(fieldErrorsOf({ kind: 'network', errors: { amount: ['uno'] } })).toStrictEqual({})
    expect(fieldErrorsOf(new Error('x'))).toStrictEqual({})
  })

  it('says the server’s message, the connection text, or the fallback', () => {
    expect(messageOf(http(409, { msg: 'Ya fue pagado' }))).toBe('Ya fue pagado')
    expect(messageOf(http(500))).toBe(MSG.unexpected)
    expect(messageOf(http(500), 'Otro')).toBe('Otro')
    expect(messageOf({ kind: 'network' }, 'Otro')).toBe(MSG.connection)
    expect(messageOf(new Error('x'))).toBe(MSG.unexpected)
    expect(messageOf(undefined, 'Otro')).toBe('Otro')
  })

  it('tells a 401, a 422 and the reason some answers carry', () => {
    expect(isUnauthorized(http(401))).toBe(true)
    expect(isUnauthorized(http(403))).toBe(false)
    expect(isUnauthorized({ kind: 'network' })).toBe(false)
    expect(isValidationFailure(http(422))).toBe(true)
    expect(isValidationFailure(http(400))).toBe(false)
    expect(isValidationFailure({ kind: 'network' })).toBe(false)
    expect(reasonOf(http(404, { reason: 'customer_not_found' }))).toBe('customer_not_found')
    expect(reasonOf(http(404, { reason: '' }))).toBeNull()
    expect(reasonOf(http(404))).toBeNull()
    expect(reasonOf({ kind: 'network' })).toBeNull()
    // Only an HTTP failure of the client's own shape: not a look-alike, not a network failure.
    const network = (more: object) => ({ kind: 'network', ...more })
    expect(isUnauthorized({ status: 401 })).toBe(false)
    expect(isUnauthorized(network({ status: 401 }))).toBe(false)
    expect(isValidationFailure({ status: 422 })).toBe(false)
    expect(isValidationFailure(network({ status: 422 }))).toBe(false)
    expect(reasonOf({ reason: 'customer_not_found' })).toBeNull()
    expect(reasonOf(network({ reason: 'customer_not_found' }))).toBeNull()
  })

  it('the server decided (a 4xx) or the answer may not have arrived (a 5xx, the connection)', () => {
    expect(isAnswered(http(422))).toBe(true)
    expect(isAnswered(http(409))).toBe(true)
    expect(isAnswered(http(499))).toBe(true)
    expect(isAnswered(http(500))).toBe(false)
    expect(isAnswered({ kind: 'network' })).toBe(false)
    expect(isAnswered({ kind: 'network', status: 400 })).toBe(false)
    expect(isAnswered({ success: false, msg: 'No' })).toBe(false)
    expect(isAnswered({ status: 400 })).toBe(false)
  })

  it('an answer with one of the given statuses, nothing else that carries a status', () => {
    expect(hasStatus(http(404), 404)).toBe(true)
    expect(hasStatus(http(422), 413, 422)).toBe(true)
    expect(hasStatus(http(413), 413, 422)).toBe(true)
    expect(hasStatus(http(400), 413, 422)).toBe(false)
    expect(hasStatus(http(404))).toBe(false)
    expect(hasStatus({ kind: 'network', status: 404 }, 404)).toBe(false)
    expect(hasStatus({ status: 404 }, 404)).toBe(false)
  })
})

describe('a parse’s messages', () => {
  const schema = z.object({
    amount: z.number().check(z.positive('Monto inválido'), z.lte(10, 'Demasiado')),
    buyer: z.object({ email: z.string().check(z.minLength(1, 'Correo requerido')) }),
  })

  it('keeps the first message per field, nested fields by their path, the whole value as _', () => {
    expect(firstErrors(schema, { amount: -1, buyer: { email: '' } })).toEqual({
      amount: 'Monto inválido',
      'buyer.email': 'Correo requerido',
    })
    expect(firstErrors(schema, { amount: 3, buyer: { email: 'a@b.mx' } })).toEqual({})
    expect(Object.keys(firstErrors(z.string(), 3))).toEqual(['_'])
  })

  it('says whether there is any', () => {
    expect(hasErrors({})).toBe(false)
    expect(hasErrors({ _: 'x' })).toBe(true)
  })
})

describe('a pager’s page change', () => {
  it.each([
    [2, 1, 3, true],
    [3, 1, 3, true],
    [1, 3, 3, true],
    [1, 1, 3, false],
    [4, 1, 3, false],
    [0, 1, 3, false],
    [-1, 1, 3, false],
    [1.5, 1, 3, false],
    [Number.NaN, 1, 3, false],
    [2, 1, 1, false],
  ])('page %d from %d of %d: %s', (page, shown, last, another) => {
    expect(isAnotherPage(page, shown, last)).toBe(another)
  })
})

describe('an Idempotency-Key', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  afterEach(() => vi.unstubAllGlobals())

  it('is a random v4 UUID', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey)
    for (const key of keys) expect(key).toMatch(V4)
    expect(new Set(keys).size).toBe(50)
  })

  it('is the browser’s own where it has one (https, localhost)', () => {
    vi.stubGlobal('crypto', {
      randomUUID: () => '3b241101-e2bb-4255-8caf-4136c566a962',
      getRandomValues: (a: Uint8Array) => a.fill(0),
    })
    expect(newIdempotencyKey()).toBe('3b241101-e2bb-4255-8caf-4136c566a962')
  })

  it('is one too on plain http, where only getRandomValues exists', () => {
    const real = globalThis.crypto
    const getRandomValues = (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array)
    // Every byte 0xff: the version and variant bits must be set over them.
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(0xff) })
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(0) })
    expect(newIdempotencyKey()).toBe('00000000-0000-4000-8000-000000000000')
    vi.stubGlobal('crypto', { getRandomValues })
    const keys = Array.from({ length: 50 }, newIdempotencyKey)
    for (const key of keys) expect(key).toMatch(V4)
    expect(new Set(keys).size).toBe(50)
  })
})
