import type { UploadRule } from '@contract/uploads'
import { invalid, tooLarge } from '../domain/errors'
import { checkUploads } from '../files/uploads'
import { type FormValues, formObject } from './form'
import { checkInput, type Schema } from './validate'

/** The file fields of one upload (a field and its alias), checked by one rule; errors named `errorKey`. */
export type FileGroup = { fields: readonly string[]; errorKey: string; rule: UploadRule }

/**
 * A multipart form checked at once: its text fields against the strict schema and its files against the
 * rule, every problem in one 422 (413 when the files are too large). Returns the fields and the uploads;
 * a form with a second kind of file (a CEP beside a proof) names it in `more`, its uploads in `moreUploads`.
 */
export async function validUpload<S extends Schema>(
  form: FormValues,
  schema: S,
  files: FileGroup,
  more: readonly FileGroup[] = [],
) {
  const groups = [files, ...more]
  const fields = checkInput(
    schema,
    formObject(
      form,
      groups.flatMap((group) => group.fields),
    ),
  )
  const checks = await Promise.all(
    groups.map((group) =>
      checkUploads(
        group.fields.flatMap((name) => form[name] ?? []),
        group.rule,
      ),
    ),
  )
  const errors = fields.success ? {} : fields.errors
  for (const [index, check] of checks.entries()) {
    if (!check.ok && check.status === 413) throw tooLarge(check.msg)
    if (!check.ok) errors[groups[index]?.errorKey ?? files.errorKey] = [check.msg]
  }
  if (!fields.success || checks.some((check) => !check.ok)) throw invalid(errors)
  const [uploads = [], ...moreUploads] = checks.map((check) => (check.ok ? check.uploads : []))
  return { fields: fields.data, uploads, moreUploads }
}
