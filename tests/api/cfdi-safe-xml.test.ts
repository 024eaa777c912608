import { fc, test } from '@fast-check/vitest'
import { describe, expect, it, vi } from 'vitest'
import { parseSafeXml, type SafeXmlResult } from '../../server/domain/xml/safe-xml'

const MAX = 1024 * 1024
const bytesOf = (text: string) => new TextEncoder().encode(text)
const read = (text: string) => parseSafeXml(bytesOf(text), { maxBytes: MAX })
const reasonOf = (result: SafeXmlResult) => (result.ok ? 'ok' : result.reason)

describe('parseSafeXml', () => {
  it('parses well-formed UTF-8 XML, with or without a declaration or a byte order mark', () => {
    const result = read('<?xml version="1.0" encoding="UTF-8"?><a x="ñ">&amp;</a>')
    expect(result.ok && result.document.documentElement?.getAttribute('x')).toBe('ñ')
    expect(reasonOf(read('<a/>'))).toBe('ok')
    expect(
      reasonOf(parseSafeXml(new Uint8Array([0xef, 0xbb, 0xbf, ...bytesOf('<a/>')]), { maxBytes: MAX })),
    ).toBe('ok')
  })

  it('refuses an external entity without reading it', () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a>&xxe;</a>'
    expect(read(xxe)).toEqual({ ok: false, reason: 'doctype' })
    expect(read('<!DOCTYPE a SYSTEM "http://example.invalid/a.dtd"><a/>')).toEqual({
      ok: false,
      reason: 'doctype',
    })
  })

  it('refuses billion laughs without expanding anything', () => {
    const levels = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('')
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${levels}]><lolz>&lol9;</lolz>`
    expect(read(bomb)).toEqual({ ok: false, reason: 'doctype' })
  })

  it('refuses an entity reference that no declaration defines', () => {
    expect(read('<a>&xxe;</a>')).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a 64 MB document by its size, before decoding it', () => {
    const huge = new Uint8Array(64 * 1024 * 1024).fill('a'.charCodeAt(0))
    huge.set(bytesOf('<a>'))
    const decode = vi.spyOn(TextDecoder.prototype, 'decode')
    const started = performance.now()
    expect(parseSafeXml(huge, { maxBytes: MAX })).toEqual({ ok: false, reason: 'too-large' })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(decode).not.toHaveBeenCalled()
    decode.mockRestore()
  })

  it('refuses a PDF renamed .xml', () => {
    expect(read('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF')).toEqual({ ok: false, reason: 'pdf' })
  })

  it('refuses empty input', () => {
    expect(reasonOf(parseSafeXml(new Uint8Array(), { maxBytes: MAX }))).toBe('empty')
    expect(reasonOf(read(' \n\t'))).toBe('empty')
  })

  it('refuses what is not UTF-8', () => {
    expect(reasonOf(parseSafeXml(new Uint8Array([0x3c, 0x61, 0xe9, 0x2f, 0x3e]), { maxBytes: MAX }))).toBe(
      'not-utf8',
    )
    expect(
      reasonOf(parseSafeXml(new Uint8Array([0xff, 0xfe, 0x3c, 0x00, 0x61, 0x00]), { maxBytes: MAX })),
    ).toBe('not-utf8')
    expect(reasonOf(read('<?xml version="1.0" encoding="ISO-8859-1"?><a/>'))).toBe('not-utf8')
  })

  it('refuses text that is not markup', () => {
    expect(reasonOf(read('hola'))).toBe('not-xml')
    expect(reasonOf(read('{"a":1}'))).toBe('not-xml')
  })

  it.each([
    ['truncated', '<?xml version="1.0"?><a><b x="1"></b'],
    ['unclosed', '<a><b>'],
    ['two roots', '<a/><b/>'],
    ['an unbound prefix', '<cfdi:Comprobante/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['a control character', '<a>\u0001</a>'],
  ])('refuses %s markup as malformed, printing nothing', (_, text) => {
    const error = vi.spyOn(console, 'error')
    const warn = vi.spyOn(console, 'warn')
    expect(read(text)).toEqual({ ok: false, reason: 'malformed' })
    expect(error).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
    error.mockRestore()
    warn.mockRestore()
  })

  test.prop([fc.uint8Array({ maxLength: 2000 })])(
    'any bytes give a document or a refusal, never a throw',
    (bytes) => {
      const result = parseSafeXml(bytes, { maxBytes: 1500 })
      expect(result.ok || typeof result.reason === 'string').toBe(true)
    },
  )

  test.prop([
    fc.string({ unit: fc.constantFrom('<', '>', '/', 'a', ':', '=', '"', '&', ';', '!', '?', ' ', 'x') }),
  ])('any markup-like text gives a document or a refusal, never a throw', (text) => {
    const result = read(text)
    expect(result.ok || typeof result.reason === 'string').toBe(true)
  })
})
