import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isCalendarDate } from '@contract/dates'
import { SPEI_MSG, trackingKeyError } from '@contract/spei'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  CEP_MAX_BYTES,
  type CepRead,
  type CepReading,
  cepTransferIdentity,
  checkCepAgainstPayment,
  readCep,
} from '../../server/domain/spei/cep'
import { buildCep, bytesOf, type CepParts } from './cep-fixtures'

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/cep')
const fixture = (name: string) => readCep(readFileSync(join(FIXTURES, name)))
const read = (parts: CepParts = {}) => readCep(bytesOf(buildCep(parts)))
const readingOf = (result: CepRead): CepReading => {
  if (!result.ok) throw new Error(`Not read: ${result.reason} ${result.message}`)
  return result.cep
}
const refusalOf = (result: CepRead) =>
  result.ok ? 'ok' : result.reason === 'incomplete' ? `incomplete:${result.part}` : result.reason

describe('readCep on real CEPs (tests/fixtures/cep, from cuenca-mx/cep-python)', () => {
  it('reads the 2019 format: zero-padded amounts, RFC ND', () => {
    const cep = readingOf(fixture('CEP-20190412-CUENCA1555093850.xml'))
    expect({ ...cep, sello: cep.sello?.slice(0, 12) }).toEqual({
      claveRastreo: 'CUENCA1555093850',
      fechaOperacion: '2019-04-12',
      hora: '13:31:44',
      montoCentavos: 817,
      ordenante: {
        banco: 'STP',
        claveBanco: '646',
        nombre: 'Matin Tamizi',
        tipoCuenta: '40',
        cuenta: '646180157042875763',
        rfc: null,
      },
      beneficiario: {
        banco: 'BBVA BANCOMER',
        claveBanco: '012',
        nombre: 'MATIN TAMIZI',
        tipoCuenta: '40',
        cuenta: '012180004643051249',
        rfc: 'TAMA840916669',
      },
      concepto: 'Matin',
      claveSpei: '40012',
      sello: 'X8YFvAfKZhV7',
      numeroCertificado: '00001000000402531402',
    })
  })

  it('reads the 2024 format: a mixed-case clave kept as written, a CURP in the RFC field', () => {
    const cep = readingOf(fixture('CEP-20241108-BiB202411081016248360.xml'))
    expect(cep.claveRastreo).toBe('BiB202411081016248360')
    expect(cep.fechaOperacion).toBe('2024-11-08')
    expect(cep.hora).toBe('10:53:36')
    expect(cep.montoCentavos).toBe(341_495)
    expect(cep.beneficiario).toMatchObject({
      banco: 'Cuenca',
      claveBanco: '723',
      cuenta: '723969000011000077',
      rfc: 'LOHF890619HCSPRL05',
    })
    expect(cep.ordenante).toMatchObject({ banco: 'BaBien', claveBanco: '166', rfc: 'GAJH931011I41' })
    expect(cep.concepto).toBe('CONCEPTO PAGO TIPO 1')
    expect(checkCepAgainstPayment(cep, { clabe: '723969000011000077', amountCentavos: 341_495 })).toEqual([])
  })

  it('reads a payment to the bank itself: no beneficiary account, so it proves no payment to a CLABE', () => {
    const cep = readingOf(fixture('CEP-20241108-6022135.xml'))
    expect(cep.claveRastreo).toBe('6022135')
    expect(cep.beneficiario).toEqual({
      banco: 'Cuenca',
      claveBanco: null,
      nombre: null,
      tipoCuenta: '-1',
      cuenta: null,
      rfc: null,
    })
    expect(checkCepAgainstPayment(cep, { clabe: '723969000011000077' })).toEqual([
      {
        field: 'cuenta',
        message:
          'El CEP no muestra una cuenta beneficiaria; la transferencia debe ir a la CLABE que te mostramos (723969000011000077).',
      },
    ])
  })
})

describe('readCep on CEPs built here', () => {
  it('reads every part of a complete CEP', () => {
    const cep = readingOf(read())
    expect(cep.claveRastreo).toBe('MBAN01002611300012345678')
    expect(cep.montoCentavos).toBe(123_450)
    expect(cep.beneficiario.nombre).toBe('MATERIALES DEL NORTE SA DE CV')
    expect(cep.ordenante.rfc).toBeNull()
  })

  it.each([
    ['000000000000008.17', 817],
    ['13887.7', 1_388_770],
    ['100', 10_000],
    ['0.01', 1],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('takes the amount %s exactly as %i centavos', (amount, centavos) => {
    expect(readingOf(read({ beneficiario: { MontoPago: amount } })).montoCentavos).toBe(centavos)
  })

  it.each(['0.00', '-5.00', '1,234.50', '1e3', '12.345', '.50', 'NA', '', '90071992547409.92'])(
    'refuses the amount %j',
    (amount) => {
      expect(refusalOf(read({ beneficiario: { MontoPago: amount } }))).toBe('incomplete:monto')
    },
  )

  it('reads names with escaped characters and trims values', () => {
    const cep = readingOf(read({ beneficiario: { Nombre: ' PISOS & AZULEJOS "LA <ESTRELLA>" ' } }))
    expect(cep.beneficiario.nombre).toBe('PISOS & AZULEJOS "LA <ESTRELLA>"')
  })

  it.each<[string, CepParts, string]>([
    ['no clave de rastreo', { root: { claveRastreo: undefined } }, 'incomplete:claveRastreo'],
    ['a clave with a dash', { root: { claveRastreo: 'ABC-123' } }, 'incomplete:claveRastreo'],
    ['a clave of 31 characters', { root: { claveRastreo: 'A'.repeat(31) } }, 'incomplete:claveRastreo'],
    ['no date', { root: { FechaOperacion: undefined } }, 'incomplete:fechaOperacion'],
    ['a date that does not exist', { root: { FechaOperacion: '2025-02-29' } }, 'incomplete:fechaOperacion'],
    ['a date as dd-mm-yyyy', { root: { FechaOperacion: '30-11-2026' } }, 'incomplete:fechaOperacion'],
    ['an hour past 23', { root: { Hora: '24:00:00' } }, 'incomplete:hora'],
    ['no beneficiary', { beneficiario: null }, 'incomplete:beneficiario'],
    [
      'a beneficiary without its bank',
      { beneficiario: { BancoReceptor: undefined } },
      'incomplete:beneficiario',
    ],
    ['no amount', { beneficiario: { MontoPago: undefined } }, 'incomplete:monto'],
    ['no ordering party', { ordenante: null }, 'incomplete:ordenante'],
    ['an ordering party without its bank', { ordenante: { BancoEmisor: 'NA' } }, 'incomplete:ordenante'],
    [
      'two beneficiaries',
      { extra: '<Beneficiario BancoReceptor="X" MontoPago="1.00"/>' },
      'incomplete:beneficiario',
    ],
    ['another root element', { rootName: 'Comprobante' }, 'not-cep'],
    ['a namespaced root', { root: { xmlns: 'http://www.sat.gob.mx/cfd/4' } }, 'not-cep'],
  ])('refuses a CEP with %s', (_, parts, refusal) => {
    expect(refusalOf(read(parts))).toBe(refusal)
  })

  it('says in Spanish which part is missing', () => {
    expect(read({ ordenante: null })).toEqual({
      ok: false,
      reason: 'incomplete',
      part: 'ordenante',
      message: 'El CEP no trae los datos del ordenante o no es válido.',
    })
    expect(read({ rootName: 'cfdi' })).toEqual({ ok: false, reason: 'not-cep', message: SPEI_MSG.cepNotCep })
  })
})

describe('readCep on hostile input (safe-xml)', () => {
  const refusal = (bytes: Uint8Array) => {
    const result = readCep(bytes)
    return result.ok ? 'ok' : result.reason === 'xml' ? `xml:${result.xml}` : result.reason
  }

  it('refuses a PDF renamed .xml', () => {
    expect(refusal(bytesOf('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toBe('xml:pdf')
  })

  it('refuses entities and DTDs without expanding or fetching them', () => {
    const xxe = buildCep().replace(
      '<SPEI_Tercero',
      '<!DOCTYPE SPEI_Tercero [<!ENTITY x SYSTEM "file:///etc/passwd">]><SPEI_Tercero',
    )
    expect(refusal(bytesOf(xxe))).toBe('xml:doctype')
    const laughs = `<!DOCTYPE l [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${buildCep()}`
    expect(refusal(bytesOf(laughs))).toBe('xml:doctype')
    expect(
      refusal(bytesOf(buildCep({ beneficiario: { Nombre: 'x' } }).replace('"x"', '"&undefined;"'))),
    ).toBe('xml:malformed')
  })

  it('refuses a file larger than a CEP before decoding it', () => {
    const padding = `<!--${' '.repeat(CEP_MAX_BYTES)}-->`
    expect(refusal(bytesOf(buildCep({ extra: padding })))).toBe('xml:too-large')
    expect(refusal(new Uint8Array(CEP_MAX_BYTES + 1))).toBe('xml:too-large')
  })

  it('refuses empty, truncated, non-XML and non-UTF-8 files with the same Spanish message', () => {
    const cep = buildCep()
    for (const bytes of [
      new Uint8Array(),
      bytesOf(cep.slice(0, cep.length / 2)),
      bytesOf('Clave de rastreo: ABC123'),
      new Uint8Array([0xff, 0xfe, 0x3c, 0x00]),
    ]) {
      const result = readCep(bytes)
      expect(result).toMatchObject({ ok: false, reason: 'xml', message: SPEI_MSG.cepNotXml })
    }
  })

  test.prop([fc.uint8Array({ maxLength: 2048 })])('never throws on any bytes', (bytes) => {
    const result = readCep(bytes)
    expect(result.ok || typeof result.message === 'string').toBe(true)
  })

  const attributeValue = fc.oneof(
    fc.string({ maxLength: 40, unit: 'grapheme' }),
    fc.constantFrom('NA', 'ND', '', ' ', '0', '-1', '00.00', '1.005', '2024-02-30', '23:59:60'),
  )
  // Each attribute is valid 3 times in 4, so that about a fifth of the CEPs are read, the rest refused.
  const validValues = {
    claveRastreo: 'CUENCA1555093850',
    FechaOperacion: '2024-02-29',
    Hora: '23:59:59',
    MontoPago: '000000000000008.17',
    Cuenta: '012180004643051249',
    BancoEmisor: 'STP',
  }
  const values = Object.fromEntries(
    Object.entries(validValues).map(([name, valid]) => [
      name,
      fc.oneof({ arbitrary: fc.constant(valid), weight: 3 }, { arbitrary: attributeValue, weight: 1 }),
    ]),
  ) as { [name in keyof typeof validValues]: fc.Arbitrary<string> }

  test.prop([fc.record(values)])(
    'never throws on a CEP with any values, and what it reads holds the rules',
    (values) => {
      const { claveRastreo, FechaOperacion, Hora, MontoPago, Cuenta, BancoEmisor } = values
      const result = read({
        root: { claveRastreo, FechaOperacion, Hora },
        beneficiario: { MontoPago, Cuenta },
        ordenante: { BancoEmisor },
      })
      if (!result.ok) return
      expect(trackingKeyError(result.cep.claveRastreo)).toBeNull()
      expect(isCalendarDate(result.cep.fechaOperacion)).toBe(true)
      expect(Number.isSafeInteger(result.cep.montoCentavos) && result.cep.montoCentavos > 0).toBe(true)
    },
  )
})

describe('checkCepAgainstPayment', () => {
  const cep = readingOf(read())

  it('has nothing to say when the CEP pays the CLABE shown, the amount and a recent date', () => {
    expect(
      checkCepAgainstPayment(cep, {
        clabe: ' 012180004643051249 ',
        amountCentavos: 123_450,
        today: '2026-12-07',
      }),
    ).toEqual([])
  })

  it('refuses a CEP paid into another account', () => {
    expect(checkCepAgainstPayment(cep, { clabe: '646180157042875763' })).toEqual([
      {
        field: 'cuenta',
        message:
          'La cuenta beneficiaria del CEP (012180004643051249) no es la CLABE que te mostramos (646180157042875763).',
      },
    ])
  })

  it('refuses another amount, naming both in pesos', () => {
    expect(checkCepAgainstPayment(cep, { clabe: '012180004643051249', amountCentavos: 123_400 })).toEqual([
      { field: 'monto', message: 'El monto del CEP ($1,234.50) no es el del pago ($1,234.00).' },
    ])
  })

  it('judges the date of operation with the contract rule when today is given', () => {
    const clabe = '012180004643051249'
    expect(checkCepAgainstPayment(cep, { clabe, today: '2026-11-29' })).toEqual([
      { field: 'fechaOperacion', message: 'La fecha no puede ser posterior a hoy' },
    ])
    expect(checkCepAgainstPayment(cep, { clabe, today: '2027-03-01' })).toEqual([
      { field: 'fechaOperacion', message: 'La transferencia debe ser de los últimos 90 días' },
    ])
    // 2026-11-30 is 90 days before 2027-02-28: the last day it still proves a payment.
    expect(checkCepAgainstPayment(cep, { clabe, today: '2027-02-28' })).toEqual([])
  })
})

describe('cepTransferIdentity', () => {
  it('is the sending bank of the ordering CLABE, the date and the upper-cased clave', () => {
    expect(cepTransferIdentity(readingOf(fixture('CEP-20241108-BiB202411081016248360.xml')))).toEqual({
      sendingBank: '166',
      operationDate: '2024-11-08',
      trackingKey: 'BIB202411081016248360',
    })
  })

  it('is unknown when the ordering account is not a CLABE', () => {
    expect(
      cepTransferIdentity(readingOf(read({ ordenante: { TipoCuenta: '3', Cuenta: '4152313412345678' } }))),
    ).toBeNull()
  })
})
