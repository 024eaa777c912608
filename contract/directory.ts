import { z } from 'zod/mini'
import {
  DIRECTORY_EVENTS,
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_MSG,
  DIRECTORY_SEARCH_MAX,
  RECOMMENDATION_NAME_MAX,
  RECOMMENDATION_NOTES_MAX,
  REWARD_CURRENCIES,
  REWARD_PROGRAMS,
} from './directoryTexts'
import { pageSchema, rowIdField } from './http'

export * from './directoryTexts'

/** `page` of a query string: a whole number ≥ 1 (up to 9 digits), or `message`. */
const pageParam = (message: string) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, message)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.refine((n) => n >= 1, message)),
    ),
  )
const filterText = z.string().check(z.trim(), z.maxLength(DIRECTORY_SEARCH_MAX, DIRECTORY_MSG.searchTooLong))

/**
 * `GET /api/suppliers/get-suppliers-to-show?page=&search=&state=&city=&per_page=`: active suppliers, by
 * business name; `search` is a case- and accent-insensitive contains on the name, `state` and `city` exact.
 */
export const directoryQuerySchema = z.object({
  page: z.optional(pageParam(DIRECTORY_MSG.page)),
  per_page: z.optional(
    z.pipe(
      pageParam(DIRECTORY_MSG.perPage),
      z.number().check(z.maximum(DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_MSG.perPage)),
    ),
  ),
  search: z.optional(filterText),
  state: z.optional(filterText),
  city: z.optional(filterText),
})
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>

/** A directory card. Phones are 52 + 10 digits (the wa.me number); `map` a maps link. */
export const directoryEntrySchema = z.object({
  id: z.number(),
  business_name: z.string(),
  logo_url: z.nullable(z.string()),
  directory_vendor_phone: z.nullable(z.string()),
  map: z.nullable(z.string()),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
})
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>
export const directoryPageSchema = pageSchema(directoryEntrySchema)
export type DirectoryPage = z.infer<typeof directoryPageSchema>

/** `GET /api/suppliers/get-directory-filters`: the states with active suppliers and their cities, sorted. */
export const directoryFiltersSchema = z.object({
  data: z.array(z.object({ state: z.string(), cities: z.array(z.string()) })),
})
export type DirectoryFilters = z.infer<typeof directoryFiltersSchema>

/** `POST /api/directory-activities/create` → 200 `{success: true, msg}`. */
export const directoryActivityRequestSchema = z.strictObject({
  event: z.enum(DIRECTORY_EVENTS, { error: DIRECTORY_MSG.event }),
  supplier_id: rowIdField(DIRECTORY_MSG.supplierId, DIRECTORY_MSG.supplierId),
})
export type DirectoryActivityRequest = z.infer<typeof directoryActivityRequestSchema>

/** `GET /api/suppliers/directory-stats` (supplier roles): its own counts. */
export const directoryStatsSchema = z.object({
  views: z.number(),
  contacts: z.number(),
  locations: z.number(),
})
export type DirectoryStats = z.infer<typeof directoryStatsSchema>

/**
 * `POST /api/customers/refer-supplier {name, phone, notes}` → 200 `{success: true, msg}`. `phone` is the
 * 10 digits as typed (stored with 52).
 */
export const referSupplierRequestSchema = z.strictObject({
  name: z
    .string({ error: DIRECTORY_MSG.required })
    .check(
      z.trim(),
      z.minLength(1, DIRECTORY_MSG.required),
      z.maxLength(RECOMMENDATION_NAME_MAX, DIRECTORY_MSG.nameTooLong),
    ),
  phone: z.string({ error: DIRECTORY_MSG.required }).check(
    z.trim(),
    z.minLength(1, DIRECTORY_MSG.required),
    z.regex(/^\d*$/, DIRECTORY_MSG.phoneDigits),
    z.refine((value) => !/^\d*$/.test(value) || value.length === 10, DIRECTORY_MSG.phoneLength),
  ),
  notes: z.optional(
    z.nullable(
      z
        .string({ error: DIRECTORY_MSG.notesTooLong })
        .check(z.trim(), z.maxLength(RECOMMENDATION_NOTES_MAX, DIRECTORY_MSG.notesTooLong)),
    ),
  ),
})
export type ReferSupplierRequest = z.infer<typeof referSupplierRequestSchema>

/** `GET /api/recommendations?page=` (the operator, `npm run ops recommendations`), newest first. */
export const recommendationsQuerySchema = z.object({ page: z.optional(pageParam(DIRECTORY_MSG.page)) })
/** A builder's recommendation of a supplier; `phone` as stored (52 + 10 digits). */
export const recommendationSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  notes: z.nullable(z.string()),
  business_name: z.string(),
  user_email: z.string(),
  created_at: z.string(),
})
export type Recommendation = z.infer<typeof recommendationSchema>
export const recommendationsPageSchema = pageSchema(recommendationSchema)
export type RecommendationsPage = z.infer<typeof recommendationsPageSchema>

/** A supplier's bank account (docs/decisions.md#bank-accounts); `account_key` is the CLABE. */
export const bankAccountSchema = z.object({
  id: z.number(),
  bank_name: z.string(),
  currency: z.enum(['pesos', 'usd']),
  account_number: z.nullable(z.string()),
  account_key: z.string(),
  beneficiary_name: z.string(),
})
export type BankAccount = z.infer<typeof bankAccountSchema>

/**
 * `GET /api/suppliers/get-business-information[?id=]` → `{data}`: 'Business info'. Credit terms
 * (`credit_limit`, `transaction_limit`, `term_limit`, pesos and days; `penalty_percentage` for a supplier) are
 * filled for one's own business: a builder's credit line, a supplier's own terms (each null when it sets none,
 * docs/decisions.md#supplier-credit-terms); null otherwise. `bank_accounts`: a supplier's own,
 * or, for a builder, those of one of its suppliers ('Mis proveedores'); empty otherwise. With `id` (a builder reading a supplier) `purchases` and `reserved_credit_line`
 * are filled; for one's own business they are null.
 */
export const businessInformationSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  tax_id: z.nullable(z.string()),
  legally_responsible: z.nullable(z.string()),
  address: z.nullable(z.string()),
  contact_name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  map: z.nullable(z.string()),
  state: z.nullable(z.string()),
  city: z.nullable(z.string()),
  directory_vendor_phone: z.nullable(z.string()),
  credit_limit: z.nullable(z.number()),
  transaction_limit: z.nullable(z.number()),
  term_limit: z.nullable(z.number()),
  /** A supplier reading its own business: the penalty on its expired sales, percent. */
  penalty_percentage: z.nullable(z.number()),
  bank_accounts: z.array(bankAccountSchema),
  purchases: z.nullable(
    z.object({
      count: z.number(),
      unpaid_count: z.number(),
      /** Pesos of pending capital. */
      unpaid_amount: z.number(),
      /** The 5 newest purchases. */
      latest: z.array(
        z.object({
          id: z.number(),
          amount: z.number(),
          purchase_date: z.string(),
          expiration_date: z.string(),
          status_id: z.number(),
          status: z.string(),
        }),
      ),
    }),
  ),
  reserved_credit_line: z.nullable(
    z.object({
      id: z.number(),
      amount: z.number(),
      available: z.number(),
      expiration_date: z.string(),
      reference: z.nullable(z.string()),
    }),
  ),
})
export type BusinessInformation = z.infer<typeof businessInformationSchema>

/** `id`: a positive whole number; one beyond any row id is well formed and names nothing (404). */
export const businessInformationQuerySchema = z.object({
  id: z.optional(
    z.pipe(
      z.string().check(z.regex(/^0*[1-9]\d{0,14}$/, DIRECTORY_MSG.supplierId)),
      z.transform((value: string) => Number(value)),
    ),
  ),
})

/** `GET /api/customers/get-referrals-by-supplier?page=` (admin-supplier), 10 per page. */
export const referralsQuerySchema = z.object({ page: z.optional(pageParam(DIRECTORY_MSG.page)) })
export const referralSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  tax_id: z.nullable(z.string()),
  contact_name: z.string(),
  contact_phone: z.string(),
  status_name: z.string(),
  status_comment: z.nullable(z.string()),
  is_authorized: z.nullable(z.union([z.literal(0), z.literal(1)])),
  created_at: z.string(),
})
export type Referral = z.infer<typeof referralSchema>
export const referralsPageSchema = pageSchema(referralSchema)
export type ReferralsPage = z.infer<typeof referralsPageSchema>

/** A reward (amount in pesos when currency is MXN, points when PTS). */
export const rewardSchema = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  currency: z.enum(REWARD_CURRENCIES),
  image_url: z.nullable(z.string()),
})
export type Reward = z.infer<typeof rewardSchema>
export const rewardsListSchema = z.object({ data: z.array(rewardSchema) })

/** `GET /api/rewards/get-resume`. */
export const rewardsResumeSchema = z.object({
  points: z.number(),
  referrals: z.number(),
  /** The prize an approved referral earns now (program 1's first active reward), or null. */
  currentReferralReward: z.nullable(rewardSchema),
  programs: z.array(z.object({ id: z.number(), conditions: z.string() })),
})
export type RewardsResume = z.infer<typeof rewardsResumeSchema>

/** `GET /api/rewards?reward_program_id=1|2` → `{data: Reward[]}`. */
export const rewardsQuerySchema = z.object({
  reward_program_id: z.pipe(
    z
      .string({ error: DIRECTORY_MSG.rewardProgram })
      .check(
        z.refine((value) => REWARD_PROGRAMS.some((p) => String(p.id) === value), DIRECTORY_MSG.rewardProgram),
      ),
    z.transform((value: string) => Number(value)),
  ),
})
