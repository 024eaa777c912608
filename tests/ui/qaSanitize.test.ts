import { describe, expect, it } from 'vitest'
import { MASK, sanitizeContext, sanitizeEvent } from '@/qa/inspector/sanitize'

describe('what the QA inspector may show', () => {
  it('masks passwords, tokens, codes, RFC and CLABE in events, keeping the type and the rest', () => {
    const signIn = { type: 'session.signIn', email: 'ana@obra.mx', password: 'Demo1234!' }
    expect(sanitizeEvent(signIn)).toEqual({ type: 'session.signIn', email: 'ana@obra.mx', password: MASK })
    expect(signIn.password).toBe('Demo1234!')

    expect(
      sanitizeEvent({
        type: 'sale.change',
        values: { code: '123456', amount: '1500', userNumber: '42', reference: 'Cemento' },
      }),
    ).toEqual({
      type: 'sale.change',
      values: { code: MASK, amount: '1500', userNumber: '42', reference: 'Cemento' },
    })
    expect(sanitizeEvent({ type: 'field.change', name: 'password', value: 'x' })).toEqual({
      type: 'field.change',
      name: 'password',
      value: MASK,
    })
    expect(
      sanitizeEvent({ type: 'info.change', values: { account: '002010077777777771', tax: 'GODE561231GR8' } }),
    ).toEqual({ type: 'info.change', values: { account: MASK, tax: MASK } })
  })

  it('masks nested context and lists, leaves empty values and class instances alone', () => {
    const when = new Date('2026-12-07T00:00:00Z')
    const context = {
      token: 'a'.repeat(40),
      purchaseCode: '',
      customer: { rfc: 'XAXX010101000', name: 'Constructora Robles', clabe: '002010077777777771' },
      accounts: [{ clabe: '002010077777777771', bank: 'BBVA' }],
      when,
      amount: 1500,
    }
    expect(sanitizeContext(context)).toEqual({
      token: MASK,
      purchaseCode: '',
      customer: { rfc: MASK, name: 'Constructora Robles', clabe: MASK },
      accounts: [{ clabe: MASK, bank: 'BBVA' }],
      when,
      amount: 1500,
    })
    expect(context.customer.rfc).toBe('XAXX010101000')
  })
})
