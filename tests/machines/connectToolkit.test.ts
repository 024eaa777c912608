import { dialogProps } from '@machines/shared/dialogProps'
import { leftOrSentErrors, leftOrSentFieldBinder } from '@machines/shared/leftOrSentFields'
import { pagerProps } from '@machines/shared/pagerProps'
import { describe, expect, it, vi } from 'vitest'

/** The pieces connect layers share (docs/architecture.md, "Connect layer"). */
describe('pagerProps', () => {
  const onPageChange = vi.fn()

  it('offers a pager only when the total exceeds one page', () => {
    expect(pagerProps(null, 1, onPageChange)).toBeNull()
    expect(pagerProps({ total: 10, per_page: 10 }, 1, onPageChange)).toBeNull()
    expect(pagerProps({ total: 11, per_page: 10 }, 2, onPageChange)).toEqual({
      page: 2,
      total: 11,
      pageSize: 10,
      onPageChange,
    })
  })
})

describe('dialogProps', () => {
  it('closes on Ark closing it, never on opening; Cancelar closes and is off while busy', () => {
    const close = vi.fn()
    const dialog = dialogProps({ busy: true, close })
    dialog.onOpenChange(true)
    expect(close).not.toHaveBeenCalled()
    dialog.onOpenChange(false)
    expect(close).toHaveBeenCalledTimes(1)
    expect(dialog.busy).toBe(true)
    expect(dialog.getCancelProps()).toEqual({ onClick: close, disabled: true })
    expect(dialogProps({ busy: false, close }).getCancelProps().disabled).toBe(false)
  })
})

describe('leftOrSentFields', () => {
  const form = { values: { name: '', phone: '1' }, touched: ['phone'], submitted: false, serverErrors: {} }
  const clientErrors = { name: 'Este campo es requerido', phone: 'El número debe tener 10 dígitos' }

  it("shows a field's own message once left, every one once sent, the server's at once", () => {
    const errorOf = leftOrSentErrors<'name' | 'phone'>(form, clientErrors)
    expect(errorOf('name')).toBeUndefined()
    expect(errorOf('phone')).toBe(clientErrors.phone)
    expect(leftOrSentErrors<'name'>({ ...form, submitted: true }, clientErrors)('name')).toBe(
      clientErrors.name,
    )
    expect(
      leftOrSentErrors<'name'>({ ...form, serverErrors: { name: 'Tomado' } }, clientErrors)('name'),
    ).toBe('Tomado')
  })

  it('binds each field to its value, its message, its change and its blur', () => {
    const change = vi.fn()
    const blur = vi.fn()
    const field = leftOrSentFieldBinder<'name' | 'phone'>(form, clientErrors, {
      readOnly: false,
      required: true,
      change,
      blur,
    })('phone')
    expect(field).toMatchObject({ name: 'phone', value: '1', error: clientErrors.phone, required: true })
    field.onChange('12')
    field.onBlur?.()
    expect(change).toHaveBeenCalledWith({ phone: '12' })
    expect(blur).toHaveBeenCalledWith('phone', 'phone')
  })
})
