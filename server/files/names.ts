import { FILE_KINDS, type FileKind } from '@contract/uploads'

const MAX_NAME_LENGTH = 150
// C0/C1 controls, DEL, and the bidirectional overrides that can disguise an extension ("factura‮fdp.exe").
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * The name a file is downloaded with: the last segment of what the client sent (no `../`, no folders),
 * without control characters or leading dots, at most 150 characters, and with an extension that matches
 * the kind found in its bytes (so a PDF named `x.html` downloads as `x.pdf`). Never used on disk.
 */
export function safeFileName(original: string | null | undefined, kind: FileKind): string {
  const segment = (original ?? '').split(/[/\\]/).pop() ?? ''
  const cleaned = segment
    .normalize('NFC')
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim()
  const { extensions } = FILE_KINDS[kind]
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : ''
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/[\s.]+$/, '') || 'archivo'
  const suffix = (extensions as readonly string[]).includes(extension) ? extension : extensions[0]
  return `${[...stem].slice(0, MAX_NAME_LENGTH - suffix.length - 1).join('')}.${suffix}`
}

/** RFC 5987 value: percent-encoding of everything but attr-chars. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)

const disposition = (type: 'attachment' | 'inline', name: string) => {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (`filename*=UTF-8''…`). */
export const attachmentDisposition = (name: string): string => disposition('attachment', name)

/** `inline` (opened in the browser's viewer), with the same names for saving. */
export const inlineDisposition = (name: string): string => disposition('inline', name)
