import { DIALOGS, type DialogKind } from '@machines/payment-dialog'
import { describe, expect, it } from 'vitest'
import type { DialogFieldsOf } from '@/features/payment-dialogs/DialogFields'
import { DATE_FIELDS } from '@/features/payment-dialogs/fields/dateFields'
import { FILE_FIELDS } from '@/features/payment-dialogs/fields/fileFields'
import { type DialogFamily, FAMILY_OF } from '@/features/payment-dialogs/fields/kinds'
import { PLAIN_FIELDS } from '@/features/payment-dialogs/fields/plainFields'

/**
 * Each dialog kind opens in the host of its family (src/features/payment-dialogs/lazy.tsx): that host must carry
 * the kind's fields, or the dialog would open with none.
 */
const HOST_FIELDS: Record<DialogFamily, DialogFieldsOf> = {
  plain: PLAIN_FIELDS,
  files: FILE_FIELDS,
  dates: DATE_FIELDS,
}

describe('payment dialog families', () => {
  const kinds = Object.keys(DIALOGS) as DialogKind[]

  it.each(kinds)('%s: a kind with fields finds them in its family’s host', (kind) => {
    const fields = HOST_FIELDS[FAMILY_OF[kind]][kind]
    if (DIALOGS[kind].form) expect(fields, `${kind} has a form`).toBeTypeOf('function')
    else expect(fields).toBeUndefined()
  })

  it('no host carries fields of another family', () => {
    for (const [family, fields] of Object.entries(HOST_FIELDS))
      for (const kind of Object.keys(fields) as DialogKind[]) expect(FAMILY_OF[kind], kind).toBe(family)
  })
})
