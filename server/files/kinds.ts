import type { FileKind } from '@contract/uploads'

// What a stored file is, decided by its first bytes (magic numbers), never by the name or the type the client
// sent (docs/decisions.md#files). Each upload rule accepts a subset of these kinds (contract/uploads.ts).

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte)

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PDF = [...'%PDF-'].map((ch) => ch.charCodeAt(0))
const UTF8_BOM = [0xef, 0xbb, 0xbf]

/** XML: text starting, after an optional UTF-8 BOM and whitespace, with `<?xml` or `<cfdi:` (a CFDI invoice). */
function isXml(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0
  while (at < bytes.length && at < 4096 && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at]!)) at++
  const head = Buffer.from(bytes.subarray(at, at + 6)).toString('latin1')
  return head.startsWith('<?xml') || head.startsWith('<cfdi:')
}

/** The kind of the bytes, or null when they are none of the known kinds. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, PDF)) return 'pdf'
  if (isXml(bytes)) return 'xml'
  return null
}
