import { detectFileKind, FILE_KINDS, type FileKind } from './kinds'
import { safeFileName } from './names'

/** What one upload field accepts (payment proofs, invoices; registration documents use their own rule). */
export type UploadRule = {
  accept: readonly FileKind[]
  required: boolean
  maxFiles: number
  /** Largest sum of the sizes of all the files of the field. */
  maxTotalBytes: number
  messages: { required: string; type: string; empty: string; tooLarge: string; tooMany: string }
}

/** A checked upload: its bytes, the kind found in them and the name it will be downloaded with. */
export type Upload = { bytes: Uint8Array; kind: FileKind; contentType: string; name: string }

export type UploadCheck =
  | { ok: true; uploads: Upload[] }
  /** 422 (missing, empty, wrong type, too many) or 413 (too large). */
  | { ok: false; status: 413 | 422; msg: string }

/**
 * Checks the values of one form field against the rule. A value that is text rather than a file counts as
 * missing. Sizes are checked before any byte is read; the type comes from the bytes only.
 */
export async function checkUploads(values: readonly unknown[], rule: UploadRule): Promise<UploadCheck> {
  const files = values.filter((value): value is File => value instanceof File)
  if (files.length === 0) {
    return rule.required || values.length > 0
      ? { ok: false, status: 422, msg: rule.messages.required }
      : { ok: true, uploads: [] }
  }
  if (files.length !== values.length) return { ok: false, status: 422, msg: rule.messages.required }
  if (files.length > rule.maxFiles) return { ok: false, status: 422, msg: rule.messages.tooMany }
  if (files.some((file) => file.size === 0)) return { ok: false, status: 422, msg: rule.messages.empty }
  const total = files.reduce((sum, file) => sum + file.size, 0)
  if (total > rule.maxTotalBytes) return { ok: false, status: 413, msg: rule.messages.tooLarge }
  const uploads: Upload[] = []
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const kind = detectFileKind(bytes)
    if (!kind || !rule.accept.includes(kind)) return { ok: false, status: 422, msg: rule.messages.type }
    uploads.push({
      bytes,
      kind,
      contentType: FILE_KINDS[kind].contentType,
      name: safeFileName(file.name, kind),
    })
  }
  return { ok: true, uploads }
}
