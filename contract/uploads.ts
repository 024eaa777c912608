/**
 * What an upload field accepts, read by the server (which decides a file's kind by its bytes,
 * server/files/kinds.ts) and by the dialogs (which can only read a file's name and declared type before
 * sending it). docs/decisions.md#files.
 */

/** The kinds of file the product stores: the type it is served with, its extensions, the types browsers give it. */
export const FILE_KINDS = {
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], declaredTypes: ['image/jpeg'] },
  png: { contentType: 'image/png', extensions: ['png'], declaredTypes: ['image/png'] },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], declaredTypes: ['application/pdf'] },
  xml: {
    contentType: 'application/xml',
    extensions: ['xml'],
    declaredTypes: ['application/xml', 'text/xml'],
  },
} as const satisfies Record<
  string,
  { contentType: string; extensions: readonly string[]; declaredTypes: readonly string[] }
>

export type FileKind = keyof typeof FILE_KINDS

/** What one upload field accepts. */
export type UploadRule = {
  accept: readonly FileKind[]
  required: boolean
  maxFiles: number
  /** Largest sum of the sizes of all the files of the field (the request's body is limited to it). */
  maxTotalBytes: number
  messages: { required: string; type: string; empty: string; tooLarge: string; tooMany: string }
}

/** A file as a browser describes it, before anyone reads its bytes. */
export type DeclaredFile = { name: string; type: string; size: number }

export type UploadRefusal = { status: 413 | 422; msg: string }

/**
 * The checks of a field's files that need none of their bytes, in the order the server makes them: how many,
 * none empty, their sizes together. The kind comes after (by the bytes on the server, by name or declared
 * type in a dialog: declaredKindRefusal).
 */
export function sizeRefusal(files: readonly DeclaredFile[], rule: UploadRule): UploadRefusal | null {
  if (files.length > rule.maxFiles) return { status: 422, msg: rule.messages.tooMany }
  if (files.some((file) => file.size === 0)) return { status: 422, msg: rule.messages.empty }
  const total = files.reduce((sum, file) => sum + file.size, 0)
  if (total > rule.maxTotalBytes) return { status: 413, msg: rule.messages.tooLarge }
  return null
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''

/** A dialog's guess of a file's kind: accepted when its name's extension or its declared type is of one. */
export function declaredKindRefusal(files: readonly DeclaredFile[], rule: UploadRule): UploadRefusal | null {
  const accepted = (file: DeclaredFile) =>
    rule.accept.some(
      (kind) =>
        (FILE_KINDS[kind].extensions as readonly string[]).includes(extensionOf(file.name)) ||
        (FILE_KINDS[kind].declaredTypes as readonly string[]).includes(file.type),
    )
  return files.every(accepted) ? null : { status: 422, msg: rule.messages.type }
}

/** All a dialog can tell before sending: the size checks, then the kind by name or declared type. */
export const declaredFilesRefusal = (
  files: readonly DeclaredFile[],
  rule: UploadRule,
): UploadRefusal | null => sizeRefusal(files, rule) ?? declaredKindRefusal(files, rule)

/** A file picker's `accept` for a rule: each declared type of its kinds with their extensions. */
export const acceptOf = (rule: UploadRule): Record<string, string[]> =>
  Object.fromEntries(
    rule.accept.flatMap((kind) =>
      FILE_KINDS[kind].declaredTypes.map((type) => [
        type,
        FILE_KINDS[kind].extensions.map((extension) => `.${extension}`),
      ]),
    ),
  )

/** The same as an `<input type="file">` attribute: "application/pdf,.pdf". */
export const acceptAttribute = (rule: UploadRule): string =>
  Object.entries(acceptOf(rule))
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(',')
