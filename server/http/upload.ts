import type { UploadRule } from '@contract/uploads'
import { invalid, tooLarge } from '../domain/errors'
import { checkUploads } from '../files/uploads'
import { type FormValues, formObject } from './form'
import { checkInput, type Schema } from './validate'

/**
 * A multipart form checked at once: its text fields against the strict schema and its files against the
 * rule, every problem in one 422 (413 when the files are too large). Returns the fields and the uploads.
 */
export async function validUpload<S extends Schema>(
  form: FormValues,
  schema: S,
  files: { fields: readonly string[]; errorKey: string; rule: UploadRule },
) {
  const fields = checkInput(schema, formObject(form, files.fields))
  const values = files.fields.flatMap((name) => form[name] ?? [])
  const uploads = await checkUploads(values, files.rule)
  if (!uploads.ok && uploads.status === 413) throw tooLarge(uploads.msg)
  const errors = fields.success ? {} : fields.errors
  if (!uploads.ok) errors[files.errorKey] = [uploads.msg]
  if (!fields.success || !uploads.ok) throw invalid(errors)
  return { fields: fields.data, uploads: uploads.uploads }
}
