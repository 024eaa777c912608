/**
 * The longest text each kind of request field takes, in characters: the one place these numbers live. The
 * request schemas (server and SPA) refuse one character more with a 422, and the SPA's inputs carry the same
 * number as `maxLength` (see docs/decisions.md#text-limits). The database columns are `text`: the limits are
 * the contract's, held at the edge.
 */
export const TEXT_MAX = {
  /** An e-mail address: a forward-path is at most 256 octets with its angle brackets (RFC 5321, 4.5.3.1.3). */
  email: 254,
  /** A person's name or last name, a beneficiary, a recommended supplier, a project or a resource. */
  personName: 120,
  /** A business name or a contact's name as registration takes them. */
  businessName: 200,
  /** A purchase's reference (the spec's counter). */
  reference: 255,
  /** A delivery address, a project's address. */
  address: 500,
  /** A business's own address on its profile. */
  profileAddress: 255,
  /** Comments and notes: more credit, a recommendation, a supplier's answer to a quote. */
  note: 500,
  /** What a builder asks a quote for. */
  quoteDescription: 2000,
  /** What a resource is about. */
  resourceDescription: 500,
  /** Why an application was declined. */
  reason: 1000,
  /** A SPEI transfer's field as typed in 'Pagar' (clave de rastreo, date, bank code); their rules are spei.ts's. */
  speiField: 100,
  /** A search box or a filter. */
  search: 100,
  /** A password (long passphrases welcome, not megabytes hashed). */
  password: 200,
  /** An opaque token sent back to us (password reset, registration, questionnaire). */
  token: 200,
  /** A quiz question or answer. */
  quizText: 200,
  /** A bank's name as the SPA showed it. */
  bankName: 200,
  /** A supplier's referral code. */
  referralCode: 40,
  /** An account number (digits). */
  accountNumber: 20,
  /** A purchase or shared code as typed. */
  code: 32,
  /** A URL we redirect to (checkout): browsers and proxies handle 2 048 characters. */
  url: 2048,
  /** The JSON list of the declared hashes of a registration upload's files (media/files `hashNames`). */
  hashList: 8000,
} as const

/** The longest of all: no request text field takes more. */
export const LONGEST_TEXT = Math.max(...Object.values(TEXT_MAX))

/**
 * The limit of each free-text field by the name forms and requests give it, for the SPA's `maxLength`. A name
 * used with two limits is left out here (the schema still refuses what is too long); its screen passes one.
 */
export const FIELD_MAX: Readonly<Record<string, number>> = {
  email: TEXT_MAX.email,
  contact_email: TEXT_MAX.email,
  name: TEXT_MAX.personName,
  last_name: TEXT_MAX.personName,
  beneficiary_name: TEXT_MAX.personName,
  business_name: TEXT_MAX.businessName,
  contact_name: TEXT_MAX.businessName,
  reference: TEXT_MAX.reference,
  comment: TEXT_MAX.note,
  note: TEXT_MAX.note,
  notes: TEXT_MAX.note,
  reason: TEXT_MAX.reason,
  search: TEXT_MAX.search,
  password: TEXT_MAX.password,
  password_confirmation: TEXT_MAX.password,
  account_number: TEXT_MAX.accountNumber,
}

/** The `maxLength` of an input named `name`, when its field has one limit. */
export const maxLengthOf = (name: string | undefined): number | undefined =>
  name !== undefined && Object.hasOwn(FIELD_MAX, name) ? FIELD_MAX[name] : undefined
