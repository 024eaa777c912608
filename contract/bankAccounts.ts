import { z } from 'zod/mini'
import { checkClabe } from './clabe'
import { bankAccountSchema } from './directory'
import { rowIdField } from './http'
import { TEXT_MAX } from './limits'
import { ACCOUNT_NUMBER_MAX, BANK_CURRENCIES, BENEFICIARY_MAX, PROFILE_MSG } from './profileTexts'

export * from './profileTexts'

/*
 * A supplier's bank accounts (docs/decisions.md#bank-accounts). Imports contract/clabe.ts (clabe-validator's
 * tables): only the bank-account form's lazy chunk and the server import this module.
 */

const orEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)

/** An 18-digit CLABE that clabe-validator accepts (check digit, known bank and plaza). */
export const clabeField = z.pipe(
  z.transform(orEmpty),
  z.string({ error: PROFILE_MSG.required }).check(
    z.trim(),
    z.minLength(1, PROFILE_MSG.required),
    z.superRefine((value, ctx) => {
      if (value === '') return
      const result = checkClabe(value)
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, input: value })
    }),
  ),
)

const bankAccountFields = {
  currency: z.enum(BANK_CURRENCIES, { error: PROFILE_MSG.currency }),
  account_number: z.pipe(
    z.transform(orEmpty),
    z
      .string({ error: PROFILE_MSG.required })
      .check(
        z.trim(),
        z.minLength(1, PROFILE_MSG.required),
        z.regex(/^\d*$/, PROFILE_MSG.accountNumber),
        z.maxLength(ACCOUNT_NUMBER_MAX, PROFILE_MSG.accountNumberLength),
      ),
  ),
  account_key: clabeField,
  beneficiary_name: z.pipe(
    z.transform(orEmpty),
    z
      .string({ error: PROFILE_MSG.required })
      .check(
        z.trim(),
        z.minLength(1, PROFILE_MSG.required),
        z.maxLength(BENEFICIARY_MAX, PROFILE_MSG.beneficiaryTooLong),
      ),
  ),
  /**
   * The bank comes from the CLABE: the server stores clabe-validator's name. A client may send the name it
   * showed; it must then be that same name.
   */
  bank_name: z.optional(
    z.nullable(z.string({ error: PROFILE_MSG.bankMismatch }).check(z.maxLength(TEXT_MAX.bankName))),
  ),
}

/** `POST /api/suppliers-bank-accounts/create` (admin-supplier) → 200 `{success, msg, data: BankAccount}`. */
export const bankAccountCreateSchema = z.strictObject(bankAccountFields)
export type BankAccountCreate = z.infer<typeof bankAccountCreateSchema>

/** `POST /api/suppliers-bank-accounts/update` (admin-supplier), the id in the body → `{success, msg, data}`. */
export const bankAccountUpdateSchema = z.strictObject({
  id: rowIdField(PROFILE_MSG.accountId, PROFILE_MSG.accountId),
  ...bankAccountFields,
})
export type BankAccountUpdate = z.infer<typeof bankAccountUpdateSchema>

/** Answer of create and update. */
export const bankAccountResultSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  data: bankAccountSchema,
})
export type BankAccountResult = z.infer<typeof bankAccountResultSchema>
