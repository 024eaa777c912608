import { clabeBankByCode, clabeBanks } from '@contract/clabe'
import {
  BANXICO_CEP_URL,
  earliestTransferDay,
  normalizeTrackingKey,
  operationDateError,
  SPEI_MSG,
  sendingBankError,
  speiTransferSchema,
  trackingKeyError,
  transferIdentity,
} from '@contract/spei'
import { describe, expect, it } from 'vitest'

describe('the clave de rastreo', () => {
  it.each([
    'CUENCA1555093850',
    'BiB202411081016248360',
    '6022135',
    'EPRU723PRENOM24110744VL0000001',
    '  mban01002611300012345678 ',
    'A',
  ])('takes %j', (key) => {
    expect(trackingKeyError(key)).toBeNull()
  })

  it.each([
    ['', 'El campo es requerido'],
    ['   ', 'El campo es requerido'],
    ['A'.repeat(31), 'La clave de rastreo tiene como máximo 30 caracteres'],
    ['ABC-123', 'La clave de rastreo solo lleva letras y números'],
    ['ABC 123', 'La clave de rastreo solo lleva letras y números'],
    ['058-28/08/2026/28-084ZUZW879', 'La clave de rastreo solo lleva letras y números'],
    ['CLAVEÑ1', 'La clave de rastreo solo lleva letras y números'],
    ['１２３', 'La clave de rastreo solo lleva letras y números'],
  ])('refuses %j: %s', (key, message) => {
    expect(trackingKeyError(key)).toBe(message)
  })

  it('is compared trimmed and upper-cased', () => {
    expect(normalizeTrackingKey(' BiB2024ab ')).toBe('BIB2024AB')
    expect(transferIdentity(' 012', '2026-12-01 ', 'bib2024ab')).toEqual({
      sendingBank: '012',
      operationDate: '2026-12-01',
      trackingKey: 'BIB2024AB',
    })
  })
})

describe('the date of operation', () => {
  const today = '2026-12-07'

  it.each(['2026-12-07', '2026-12-01', '2026-09-08'])('takes %s on %s', (day) => {
    expect(operationDateError(day, today)).toBeNull()
  })

  it.each([
    ['', 'El campo es requerido'],
    ['2026-12-08', 'La fecha no puede ser posterior a hoy'],
    ['2027-01-01', 'La fecha no puede ser posterior a hoy'],
    ['2026-09-07', 'La transferencia debe ser de los últimos 90 días'],
    ['2019-04-12', 'La transferencia debe ser de los últimos 90 días'],
    ['2026-02-30', 'La fecha de operación no es válida'],
    ['07/12/2026', 'La fecha de operación no es válida'],
    ['1999-12-31', 'La fecha de operación no es válida'],
  ])('refuses %j: %s', (day, message) => {
    expect(operationDateError(day, today)).toBe(message)
  })

  it('goes back 90 calendar days, across years and leap days', () => {
    expect(earliestTransferDay('2026-12-07')).toBe('2026-09-08')
    expect(earliestTransferDay('2027-02-28')).toBe('2026-11-30')
    expect(earliestTransferDay('2024-03-01')).toBe('2023-12-02')
    expect(earliestTransferDay('2024-05-29')).toBe('2024-02-29')
    expect(() => earliestTransferDay('2024-02-30')).toThrow(RangeError)
  })
})

describe('the sending bank', () => {
  it.each(['012', '002', '646', '723', ' 014 '])('takes the catalogue code %j', (code) => {
    expect(sendingBankError(code)).toBeNull()
  })

  it.each([
    ['', 'Selecciona el banco desde el que transferiste'],
    ['999', 'El banco no está en el catálogo de bancos'],
    ['000', 'El banco no está en el catálogo de bancos'],
    ['12', 'El banco no está en el catálogo de bancos'],
    ['40012', 'El banco no está en el catálogo de bancos'],
    ['BBVA', 'El banco no está en el catálogo de bancos'],
  ])('refuses %j: %s', (code, message) => {
    expect(sendingBankError(code)).toBe(message)
  })

  it('reads the catalogue from clabe-validator: 3-digit codes, no placeholder', () => {
    expect(clabeBankByCode('012')).toEqual({ code: '012', name: 'BBVA Bancomer' })
    expect(clabeBankByCode('999')).toBeNull()
    const banks = clabeBanks()
    expect(banks.length).toBeGreaterThan(100)
    expect(banks.every((bank) => /^\d{3}$/.test(bank.code) && bank.name !== '')).toBe(true)
    expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length)
    expect(banks.map((bank) => bank.code)).toEqual([...banks.map((bank) => bank.code)].sort())
  })
})

describe('speiTransferSchema', () => {
  const schema = speiTransferSchema('2026-12-07')
  const issues = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('gives the transfer with its clave normalized', () => {
    expect(
      schema.parse({ tracking_key: ' bib2024 ', operation_date: '2026-12-01', sending_bank: '012' }),
    ).toEqual({ tracking_key: 'BIB2024', operation_date: '2026-12-01', sending_bank: '012' })
  })

  it('says what is wrong with each field, in Spanish', () => {
    expect(issues({ tracking_key: 'AB-1', operation_date: '2026-12-08', sending_bank: '999' })).toEqual([
      ['tracking_key', 'La clave de rastreo solo lleva letras y números'],
      ['operation_date', 'La fecha no puede ser posterior a hoy'],
      ['sending_bank', 'El banco no está en el catálogo de bancos'],
    ])
    expect(issues({ tracking_key: null, operation_date: 20261201 })).toEqual([
      ['tracking_key', 'El campo es requerido'],
      ['operation_date', 'El campo es requerido'],
      ['sending_bank', 'Selecciona el banco desde el que transferiste'],
    ])
  })

  it('takes no other field', () => {
    expect(
      schema.safeParse({ tracking_key: 'A1', operation_date: '2026-12-01', sending_bank: '012', amount: 5 })
        .success,
    ).toBe(false)
  })
})

describe('the texts for the wiring', () => {
  it('refuses a transfer already used with the exact text', () => {
    expect(SPEI_MSG.alreadyUsed).toBe('Esta transferencia ya se usó como comprobante de otro pago.')
  })

  it("links Banxico's CEP page (its form takes no URL parameters)", () => {
    expect(BANXICO_CEP_URL).toBe('https://www.banxico.org.mx/cep/')
  })
})
