/** CEPs (Banxico's XML of a SPEI transfer) made for the tests, as Banxico writes them (tests/fixtures/cep). */

export const bytesOf = (text: string) => new TextEncoder().encode(text)

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value ?? '')}"`)
    .join('')

export type CepParts = {
  root?: Record<string, string | undefined>
  beneficiario?: Record<string, string | undefined> | null
  ordenante?: Record<string, string | undefined> | null
  rootName?: string
  extra?: string
}

/** A CEP as Banxico writes it, with the given attributes replaced (undefined drops one, null drops an element). */
export function buildCep(parts: CepParts = {}): string {
  const root = {
    FechaOperacion: '2026-11-30',
    Hora: '09:15:02',
    ClaveSPEI: '40012',
    sello: 'c2VsbG8=',
    numeroCertificado: '00001000000402531402',
    claveRastreo: 'MBAN01002611300012345678',
    ...parts.root,
  }
  const beneficiario = {
    BancoReceptor: 'BBVA BANCOMER',
    Nombre: 'MATERIALES DEL NORTE SA DE CV',
    TipoCuenta: '40',
    Cuenta: '012180004643051249',
    RFC: 'MNO010101AB1',
    Concepto: 'PAGO FACTURA 123',
    IVA: '0.00',
    MontoPago: '1234.50',
    ...parts.beneficiario,
  }
  const ordenante = {
    BancoEmisor: 'STP',
    Nombre: 'Constructora Ejemplo',
    TipoCuenta: '40',
    Cuenta: '646180157042875763',
    RFC: 'ND',
    ...parts.ordenante,
  }
  const name = parts.rootName ?? 'SPEI_Tercero'
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\r\n',
    `<${name}${attributes(root)}>\r\n`,
    parts.beneficiario === null ? '' : `    <Beneficiario${attributes(beneficiario)}/>\r\n`,
    parts.ordenante === null ? '' : `    <Ordenante${attributes(ordenante)}/>\r\n`,
    parts.extra ?? '',
    `</${name}>`,
  ].join('')
}
