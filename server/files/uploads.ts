import { FILE_KINDS, type FileKind, sizeRefusal, type UploadRule } from '@contract/uploads'
import { detectFileKind } from './kinds'
import { safeFileName } from './names'

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
  const refusal = sizeRefusal(files, rule)
  if (refusal) return { ok: false, ...refusal }
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
