import { DOMParser, type Document, MIME_TYPE } from '@xmldom/xmldom'
import { detectFileKind } from '../../files/kinds'

/**
 * Reading XML that someone else sent (a CFDI, a payment complement) without trusting it: the size is checked
 * before anything is decoded, the bytes must be UTF-8, and a document type declaration is refused outright, so
 * no entity is ever defined, expanded or fetched (billion laughs, external entities) and no DTD is loaded.
 * Nothing here throws for bad input: every refusal is a reason code.
 */
export type XmlRefusal =
  /** No bytes, or only whitespace. */
  | 'empty'
  /** More bytes than the caller's cap; refused before decoding. */
  | 'too-large'
  /** Not valid UTF-8, a UTF-16 byte order mark, or an XML declaration naming another encoding. */
  | 'not-utf8'
  /** A PDF (for instance a PDF renamed .xml). */
  | 'pdf'
  /** A `<!DOCTYPE` declaration: the way in for entities and DTDs, never needed by a CFDI. */
  | 'doctype'
  /** Text that does not start with markup. */
  | 'not-xml'
  /** Markup that is not well-formed XML (truncated, unclosed, unbound prefix, forbidden characters…). */
  | 'malformed'

export type SafeXmlResult = { ok: true; document: Document } | { ok: false; reason: XmlRefusal }

export type SafeXmlOptions = {
  /** The largest number of bytes read; anything longer is refused without being decoded. */
  maxBytes: number
}

const refuse = (reason: XmlRefusal): SafeXmlResult => ({ ok: false, reason })

const UTF16_BOMS = [
  [0xfe, 0xff],
  [0xff, 0xfe],
] as const

const startsWithUtf16Bom = (bytes: Uint8Array) =>
  UTF16_BOMS.some(([first, second]) => bytes[0] === first && bytes[1] === second)

/** UTF-8 text (without its byte order mark), or null when the bytes are not UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | null {
  if (startsWithUtf16Bom(bytes)) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** The encoding an XML declaration names, if it names one. */
const declaredEncoding = (text: string) =>
  /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1]

/** Characters XML 1.0 forbids anywhere in a document (C0 controls but tab, LF and CR; U+FFFE, U+FFFF). */
function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      code === 0xfffe ||
      code === 0xffff
    )
      return true
  }
  return false
}

/** Thrown by our xmldom error handler to stop at the first problem of any level, and caught below. */
class StopParsing extends Error {}

function parseWellFormed(text: string): Document | null {
  // Any report (even a warning: a missing quote, an unclosed tag) stops the parse, and nothing reaches the console.
  const parser = new DOMParser({
    onError: () => {
      throw new StopParsing()
    },
  })
  try {
    const document = parser.parseFromString(text, MIME_TYPE.XML_TEXT)
    return document.documentElement ? document : null
  } catch {
    // A ParseError wrapping our StopParsing, or anything else xmldom raised: either way not well-formed.
    return null
  }
}

/** Parses untrusted bytes as XML, or says why not. */
export function parseSafeXml(bytes: Uint8Array, { maxBytes }: SafeXmlOptions): SafeXmlResult {
  if (bytes.byteLength > maxBytes) return refuse('too-large')
  if (detectFileKind(bytes) === 'pdf') return refuse('pdf')
  const text = decodeUtf8(bytes)
  if (text === null) return refuse('not-utf8')
  const start = text.trimStart()
  if (start === '') return refuse('empty')
  if (!start.startsWith('<')) return refuse('not-xml')
  const encoding = declaredEncoding(start)
  if (encoding !== undefined && encoding.toLowerCase() !== 'utf-8') return refuse('not-utf8')
  if (/<!DOCTYPE/i.test(text)) return refuse('doctype')
  if (hasForbiddenCharacter(text)) return refuse('malformed')
  const document = parseWellFormed(text)
  return document ? { ok: true, document } : refuse('malformed')
}
