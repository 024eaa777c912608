import { z } from 'zod/mini'
import { requiredText } from './auth'
import { ADDRESS_MAX, PROFILE_MSG } from './profileTexts'
import { formPhone, registrationEmail } from './registration'
import { rfcError } from './rfc'

export * from './profileTexts'

/*
 * The business profile's contact data (docs/decisions.md#profile); the bank accounts are contract/bankAccounts.ts
 * (with the CLABE tables, loaded only by the bank-account form).
 */

const orEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)

/**
 * `POST /api/organizations/update-contact` (admin-supplier, admin-customer): the caller's own business. `phone`
 * is the 10 digits as typed (stored with 52); `tax_id` may be sent only while the business has none.
 */
export const contactUpdateSchema = z.strictObject({
  phone: formPhone(),
  email: registrationEmail(),
  address: z.pipe(
    z.transform(orEmpty),
    z
      .string({ error: PROFILE_MSG.required })
      .check(
        z.trim(),
        z.minLength(1, PROFILE_MSG.required),
        z.maxLength(ADDRESS_MAX, PROFILE_MSG.addressTooLong),
      ),
  ),
  tax_id: z.optional(
    z.pipe(
      requiredText(13),
      z.string().check(
        z.superRefine((value, ctx) => {
          const message = rfcError(value)
          if (message) ctx.addIssue({ code: 'custom', message, input: value })
        }),
      ),
    ),
  ),
})
export type ContactUpdate = z.infer<typeof contactUpdateSchema>
