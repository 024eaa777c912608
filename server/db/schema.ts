import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type ReferenceConfig,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { ACCENTED, FOLDED } from './fold'

/** Money columns: integer centavos (docs/decisions.md#money-and-numbers). */
const centavos = (name: string) => bigint(name, { mode: 'number' })
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => instant('created_at').notNull().defaultNow()
const updatedAt = () => instant('updated_at').notNull().defaultNow()
/** A foreign key that every row has (not null). */
const requiredRef = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions)

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['supplier', 'customer', 'platform'] }).notNull(),
    businessName: text('business_name').notNull(),
    /** The name lower-cased without accents (db/fold.ts), for the directory's contains search. */
    searchName: text('search_name').generatedAlwaysAs(
      sql.raw(`translate(lower(business_name), '${ACCENTED}', '${FOLDED}')`),
    ),
    businessType: text('business_type', { enum: ['person', 'company'] }),
    /** RFC. */
    taxId: text('tax_id'),
    legallyResponsible: text('legally_responsible'),
    address: text('address'),
    contactName: text('contact_name'),
    /** 10 digits with the 52 prefix. */
    contactPhone: text('contact_phone'),
    email: text('email'),
    logoUrl: text('logo_url'),
    /** Directory (docs/decisions.md#directory): where the supplier is and the phone builders quote by WhatsApp. */
    state: text('state'),
    city: text('city'),
    /** A maps link to the supplier's location ('Ver ubicación'). */
    mapUrl: text('map_url'),
    /** 10 digits with the 52 prefix: the WhatsApp number of 'Cotizar por WhatsApp'. */
    directoryVendorPhone: text('directory_vendor_phone'),
    hasRewards: smallint('has_rewards').notNull().default(0),
    useFactoring: boolean('use_factoring').notNull().default(false),
    factoringCanRequest: boolean('factoring_can_request').notNull().default(false),
    factoringShowSelect: boolean('factoring_show_select').notNull().default(false),
    canSelectVendor: boolean('can_select_vendor').notNull().default(false),
    /** A supplier's code for the public client-registration form (/registrar-mis-clientes). */
    referralCode: text('referral_code'),
    /** Penalty on expired payments in basis points (300 = 3 %). */
    penaltyBasisPoints: integer('penalty_basis_points').notNull().default(0),
    /*
     * A supplier's credit terms (docs/decisions.md#supplier-credit-terms), each null when it sets none: the most
     * one client may owe it at once (unpaid capital and unused reserved lines), the most per sale, and the
     * longest term of a sale. A sale checks them besides the client's own credit line.
     */
    clientCreditLimit: centavos('client_credit_limit'),
    saleLimit: centavos('sale_limit'),
    maxTermDays: integer('max_term_days'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    check('organizations_kind_check', sql`${t.kind} in ('supplier', 'customer', 'platform')`),
    check('organizations_business_type_check', sql`${t.businessType} in ('person', 'company')`),
    check('organizations_status_check', sql`${t.status} in ('active', 'blocked')`),
    check('organizations_has_rewards_check', sql`${t.hasRewards} in (0, 1)`),
    check('organizations_penalty_check', sql`${t.penaltyBasisPoints} between 0 and 10000`),
    check(
      'organizations_supplier_terms_check',
      sql`${t.clientCreditLimit} > 0 and ${t.saleLimit} > 0 and ${t.maxTermDays} > 0`,
    ),
    check('organizations_contact_phone_check', sql`${t.contactPhone} ~ '^52[0-9]{10}$'`),
    uniqueIndex('organizations_tax_id_unique').on(t.taxId),
    uniqueIndex('organizations_referral_code_unique').on(t.referralCode),
    check('organizations_directory_phone_check', sql`${t.directoryVendorPhone} ~ '^52[0-9]{10}$'`),
    // The directory (docs/decisions.md#directory): active suppliers by name, and by state and city.
    // Carries every filter column, so the count and the page's ids are index-only scans whatever the filters.
    index('organizations_directory_idx')
      .on(t.businessName, t.id, t.state, t.city, t.searchName)
      .where(sql`${t.kind} = 'supplier' and ${t.status} = 'active'`),
    index('organizations_directory_place_idx')
      .on(t.state, t.city, t.businessName, t.id)
      .where(sql`${t.kind} = 'supplier' and ${t.status} = 'active'`),
  ],
)

export const creditLines = pgTable(
  'credit_lines',
  {
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    creditLimit: centavos('credit_limit').notNull(),
    transactionLimit: centavos('transaction_limit').notNull(),
    used: centavos('used').notNull().default(0),
    termLimitDays: integer('term_limit_days').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('credit_lines_organization_unique').on(t.organizationId),
    check('credit_lines_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.creditLimit}`),
    check('credit_lines_transaction_limit_check', sql`${t.transactionLimit} >= 0`),
    check('credit_lines_term_check', sql`${t.termLimitDays} > 0`),
  ],
)

export const users = pgTable(
  'users',
  {
    /** For customer users this is the "user number" a supplier types (docs/decisions.md#sales). */
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    roleId: smallint('role_id').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name'),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** Null until the user sets a password (users created by an approval). */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_organization_idx').on(t.organizationId),
    check('users_role_check', sql`${t.roleId} between 1 and 6`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_phone_check', sql`${t.phone} ~ '^52[0-9]{10}$'`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 hex of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
)

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    emailNormalized: text('email_normalized').notNull(),
    failedAt: instant('failed_at').notNull(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.emailNormalized, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
)

export const MAIL_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const
/** mail: an e-mail (SMTP or logged); whatsapp: a WhatsApp message to `to` (52 + 10 digits), logged (no API). */
export const OUTBOX_CHANNELS = ['mail', 'whatsapp'] as const

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** How the message travels (docs/decisions.md#quotes): mail, or whatsapp (always logged). */
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('mail'),
    /** An e-mail address, or a phone (52 + 10 digits) for whatsapp. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A pending mail is not picked before this instant: retry back-off, and the lease of a dispatcher. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'logged', 'failed')`),
    check('mail_outbox_channel_check', sql`${t.channel} in ('mail', 'whatsapp')`),
    index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
)

/** Small key/value facts about this installation (e.g. that the demo seed was loaded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
})

/**
 * The live one-time purchase code of a customer user (docs/decisions.md#purchase-codes): one row per user,
 * replaced on every issue. A sale compares an HMAC of the code; the code itself is kept only encrypted, so that
 * GET customers/generate-token can show the live code again (both keyed by the server secret, see
 * domain/codes/secret.ts).
 */
export const purchaseCodes = pgTable(
  'purchase_codes',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /**
     * base64url iv.tag.ciphertext (AES-256-GCM, the AAD binds it to the user). Null on codes issued before it
     * was kept: such a code is never answered again, a new one replaces it.
     */
    codeEncrypted: text('code_encrypted'),
    /** Wrong tries against this code; at 5 the code is burned. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /**
     * The project a sale redeemed with this code lands in (POST /api/projects/assign); cleared when a new
     * code is issued (docs/decisions.md#projects).
     */
    projectId: integer('project_id').references((): AnyPgColumn => projects.id),
  },
  (t) => [
    uniqueIndex('purchase_codes_user_unique').on(t.userId),
    check('purchase_codes_attempts_check', sql`${t.attempts} between 0 and 5`),
  ],
)

/**
 * A customer user's long-lived code for one supplier, until deleted. Kept encrypted (AES-256-GCM) so the
 * customer can see it again, plus an HMAC that sales compare against.
 */
export const sharedCodes = pgTable(
  'shared_codes',
  {
    id: serial('id').primaryKey(),
    customerUserId: requiredRef('customer_user_id', () => users.id, { onDelete: 'cascade' }),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    codeHash: text('code_hash').notNull(),
    /** base64url iv.tag.ciphertext; the AAD binds it to the customer user and the supplier. */
    codeEncrypted: text('code_encrypted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shared_codes_user_supplier_unique').on(t.customerUserId, t.supplierOrganizationId)],
)

/** Failed purchase-code checks per supplier organization (a sliding-window cap, like login_failures). */
export const codeFailures = pgTable(
  'code_failures',
  {
    id: serial('id').primaryKey(),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    failedAt: instant('failed_at').notNull(),
  },
  (t) => [index('code_failures_supplier_idx').on(t.supplierOrganizationId, t.failedAt)],
)

/** Failed payment-code lookups (checkout) per customer user: a sliding-window cap like code_failures. */
export const paymentCodeFailures = pgTable(
  'payment_code_failures',
  {
    id: serial('id').primaryKey(),
    customerUserId: requiredRef('customer_user_id', () => users.id, { onDelete: 'cascade' }),
    failedAt: instant('failed_at').notNull(),
  },
  (t) => [index('payment_code_failures_user_idx').on(t.customerUserId, t.failedAt)],
)

/**
 * Part of a customer's credit set aside for one supplier for some days
 * (docs/decisions.md#reserved-credit-lines). `available` is what
 * sales may still draw; deactivation or expiry sets it to 0 and returns it to the customer (released_amount).
 */
export const reservedCreditLines = pgTable(
  'reserved_credit_lines',
  {
    id: serial('id').primaryKey(),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    customerUserId: requiredRef('customer_user_id', () => users.id),
    amount: centavos('amount').notNull(),
    available: centavos('available').notNull(),
    days: integer('days').notNull(),
    /** Last day the line can be drawn from (YYYY-MM-DD, Mexico City); released the day after. */
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    reference: text('reference'),
    active: boolean('active').notNull().default(true),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    releasedAt: instant('released_at'),
    releasedAmount: centavos('released_amount'),
  },
  (t) => [
    check('reserved_credit_lines_amount_check', sql`${t.amount} > 0`),
    check('reserved_credit_lines_available_check', sql`${t.available} between 0 and ${t.amount}`),
    check('reserved_credit_lines_days_check', sql`${t.days} > 0`),
    index('reserved_credit_lines_supplier_idx').on(t.supplierOrganizationId, t.createdAt),
    index('reserved_credit_lines_customer_active_idx')
      .on(t.customerOrganizationId, t.expirationDate)
      .where(sql`${t.active}`),
    index('reserved_credit_lines_expiry_idx').on(t.expirationDate).where(sql`${t.active}`),
  ],
)

/** The index that keeps one SPEI transfer from proving two payments (its violation is answered as such). */
export const PAYMENTS_TRANSFER_UNIQUE = 'payments_transfer_unique'

/** A sale on credit (docs/decisions.md#payment-statuses). Statuses: contract/payments.ts PAYMENT_STATUS. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    /** The buyer: the customer user whose code (or checkout confirmation) made the sale. */
    customerUserId: requiredRef('customer_user_id', () => users.id),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    vendorUserId: integer('vendor_user_id').references(() => users.id),
    createdBy: requiredRef('created_by', () => users.id),
    amount: centavos('amount').notNull(),
    paidAmount: centavos('paid_amount').notNull().default(0),
    statusId: smallint('status_id').notNull().default(1),
    manualConfirmationStatus: text('manual_confirmation_status', {
      enum: ['pending', 'accepted', 'rejected'],
    }),
    isFactoring: boolean('is_factoring').notNull().default(false),
    isPaidToSupplier: boolean('is_paid_to_supplier').notNull().default(false),
    isWppPurchase: boolean('is_wpp_purchase').notNull().default(false),
    delivery: boolean('delivery').notNull().default(false),
    deliveryAddress: text('delivery_address'),
    term: integer('term').notNull(),
    extendedTerm: integer('extended_term').notNull().default(0),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }),
    paymentBehavior: text('payment_behavior'),
    reference: text('reference'),
    reservedCreditLineId: integer('reserved_credit_line_id').references(() => reservedCreditLines.id),
    /** The current invoice (first file of the last attach-invoice) and proof of payment; files table. */
    invoiceFileId: integer('invoice_file_id').references((): AnyPgColumn => files.id),
    proofFileId: integer('proof_file_id').references((): AnyPgColumn => files.id),
    projectId: integer('project_id').references((): AnyPgColumn => projects.id),
    /** When the supplier asked for factoring (request-factoring); the platform funds it later. */
    factoringRequestedAt: instant('factoring_requested_at'),
    pendingRequestExtendTerm: boolean('pending_request_extend_term').notNull().default(false),
    /**
     * The SPEI transfer the customer's 'Pagar' gave as proof (docs/transfers.md): the sending bank's 3-digit
     * code, the date of operation and the normalized clave de rastreo, unique together platform-wide (one
     * transfer proves one payment); the amount only when a CEP gave it. All null until a proof is reported.
     */
    transferSendingBank: text('transfer_sending_bank'),
    transferOperationDate: date('transfer_operation_date', { mode: 'string' }),
    transferTrackingKey: text('transfer_tracking_key'),
    transferAmount: centavos('transfer_amount'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_transfer_check',
      sql`(${t.transferSendingBank} is null) = (${t.transferOperationDate} is null) and (${t.transferSendingBank} is null) = (${t.transferTrackingKey} is null) and (${t.transferAmount} is null or (${t.transferTrackingKey} is not null and ${t.transferAmount} > 0))`,
    ),
    uniqueIndex(PAYMENTS_TRANSFER_UNIQUE)
      .on(t.transferSendingBank, t.transferOperationDate, t.transferTrackingKey)
      .where(sql`${t.transferTrackingKey} is not null`),
    check('payments_paid_amount_check', sql`${t.paidAmount} between 0 and ${t.amount}`),
    check('payments_status_check', sql`${t.statusId} between 1 and 10`),
    check(
      'payments_manual_confirmation_check',
      sql`${t.manualConfirmationStatus} in ('pending', 'accepted', 'rejected')`,
    ),
    check('payments_term_check', sql`${t.term} > 0`),
    // The payments list and the clock: one status of an organization in the default order (expiration_date, id).
    index('payments_supplier_status_due_idx').on(
      t.supplierOrganizationId,
      t.statusId,
      t.expirationDate,
      t.id,
    ),
    index('payments_customer_status_due_idx').on(
      t.customerOrganizationId,
      t.statusId,
      t.expirationDate,
      t.id,
    ),
    // The payments list: default order (expiration_date, id) within an organization, any status.
    index('payments_supplier_due_idx').on(t.supplierOrganizationId, t.expirationDate, t.id),
    index('payments_customer_due_idx').on(t.customerOrganizationId, t.expirationDate, t.id),
    // A supplier's customers, read one by one (resume's customersAvailable: a loose index scan).
    index('payments_supplier_customer_idx').on(t.supplierOrganizationId, t.customerOrganizationId),
    index('payments_reserved_line_idx')
      .on(t.reservedCreditLineId)
      .where(sql`${t.reservedCreditLineId} is not null`),
    index('payments_project_idx').on(t.projectId).where(sql`${t.projectId} is not null`),
  ],
)

/** The four ways payments are tallied (docs/decisions.md#tallies). */
export const TALLY_KINDS = ['all', 'purchase_day', 'due_day', 'payment_day'] as const

/**
 * The payments of each organization counted and summed per status, per day (docs/decisions.md#tallies), so the
 * dashboards and the list's counts read a few rows whatever the history. Written in one place only, the
 * statement triggers `payments_tally_*` (migration 0011): one row of it is the sum, over the payments of
 * `organization_id` on `side` with that status whose `kind` date is `day` and whose id % 8 is `slot`, of one
 * (`count`) and of `amount` (capital pending for `all` and `due_day`, the sale's amount otherwise). The slots
 * let concurrent sales of one supplier update different rows. `all` rows have day -infinity; `payment_day`
 * only counts payments with a payment date.
 */
export const paymentTallies = pgTable(
  'payment_tallies',
  {
    organizationId: integer('organization_id').notNull(),
    side: text('side', { enum: ['supplier', 'customer'] }).notNull(),
    kind: text('kind', { enum: TALLY_KINDS }).notNull(),
    statusId: smallint('status_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: centavos('amount').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'payment_tallies_pk',
      columns: [t.organizationId, t.side, t.kind, t.day, t.statusId, t.slot],
    }),
  ],
)

export const CREDIT_MOVEMENT_KINDS = ['sale', 'reserve', 'release', 'payment', 'adjustment'] as const

/**
 * Append-only ledger of a credit line: `credit_lines.used` always equals the sum of `amount` per line.
 * sale +amount; reserve +amount; release −rest of a reserved line; payment −capital paid (payments issue).
 */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: serial('id').primaryKey(),
    creditLineId: requiredRef('credit_line_id', () => creditLines.id),
    /** Signed centavos. */
    amount: centavos('amount').notNull(),
    kind: text('kind', { enum: CREDIT_MOVEMENT_KINDS }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    reservedCreditLineId: integer('reserved_credit_line_id').references(() => reservedCreditLines.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'credit_movements_kind_check',
      sql`${t.kind} in ('sale', 'reserve', 'release', 'payment', 'adjustment')`,
    ),
    index('credit_movements_credit_line_idx').on(t.creditLineId),
    index('credit_movements_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
)

/** A supplier's request that one customer user pay on credit by confirming it (checkout by payment code). */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    /** HMAC of the 12-character payment code. */
    codeHash: text('code_hash').notNull(),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    customerUserId: requiredRef('customer_user_id', () => users.id),
    amount: centavos('amount').notNull(),
    term: integer('term').notNull(),
    reference: text('reference'),
    redirectUrl: text('redirect_url').notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    uniqueIndex('checkouts_code_hash_unique').on(t.codeHash),
    check('checkouts_amount_check', sql`${t.amount} > 0`),
    check('checkouts_term_check', sql`${t.term} > 0`),
  ],
)

/**
 * Answers of money-moving POSTs by (user, Idempotency-Key) for 24 h (docs/decisions.md#sales). `status_code`
 * null means
 * the first request is still in flight (holder: `lease_token`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body. */
    fingerprint: text('fingerprint').notNull(),
    leaseToken: text('lease_token').notNull(),
    lockedAt: instant('locked_at').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_unique').on(t.userId, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
)

/**
 * Stored uploads (docs/decisions.md#files): the bytes live in `$DATA_DIR/files/<storage_key>` under a random
 * name; this
 * row is all that is known about them. `purpose` says what they belong to; they are only ever served through
 * a short-lived signed link to the parties of that object, as attachments.
 */
export const FILE_PURPOSES = ['proof', 'invoice', 'registration', 'quote', 'resource'] as const

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    /** The payment a proof or invoice belongs to. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** Sanitised original name, for Content-Disposition. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    check(
      'files_purpose_check',
      sql`${t.purpose} in ('proof', 'invoice', 'registration', 'quote', 'resource')`,
    ),
    check('files_size_check', sql`${t.size} > 0`),
    index('files_payment_idx').on(t.paymentId, t.purpose).where(sql`${t.paymentId} is not null`),
  ],
)

/**
 * What happened to a payment, who did it and from which status (an append-only audit trail written in the
 * same transaction as the change).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredRef('payment_id', () => payments.id),
    kind: text('kind').notNull(),
    fromStatusId: smallint('from_status_id'),
    toStatusId: smallint('to_status_id'),
    userId: integer('user_id').references(() => users.id),
    /** Small JSON facts of the event (days, old and new amount…). */
    data: text('data'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.createdAt)],
)

export const PAYMENT_CFDI_KINDS = ['invoice', 'payment_complement'] as const

/**
 * The CFDIs read from a payment's uploads (docs/invoices.md): the supplier's invoice and, later, its payment
 * complements. A UUID (folio fiscal) belongs to one payment on the whole platform: the unique index is what
 * enforces it, inside the upload's transaction.
 */
export const paymentCfdis = pgTable(
  'payment_cfdis',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredRef('payment_id', () => payments.id),
    kind: text('kind', { enum: PAYMENT_CFDI_KINDS }).notNull(),
    /** The TimbreFiscalDigital's UUID, in capitals. */
    uuid: text('uuid').notNull(),
    serie: text('serie'),
    folio: text('folio'),
    issuerRfc: text('issuer_rfc').notNull(),
    receiverRfc: text('receiver_rfc').notNull(),
    total: centavos('total').notNull(),
    metodoPago: text('metodo_pago'),
    /** FechaTimbrado as the CFDI writes it: Mexico City time, no zone. */
    stampedAt: timestamp('stamped_at', { mode: 'string' }).notNull(),
    /** The SAT's verification page of this CFDI (the printed QR's URL). */
    verificationUrl: text('verification_url').notNull(),
    /** The XML it was read from. */
    fileId: requiredRef('file_id', () => files.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_cfdis_kind_check', sql`${t.kind} in ('invoice', 'payment_complement')`),
    uniqueIndex('payment_cfdis_uuid_unique').on(t.uuid),
    index('payment_cfdis_payment_idx').on(t.paymentId, t.kind),
  ],
)

/**
 * A customer's request for more days on one payment; accepted null = pending (docs/decisions.md#entities).
 */
export const termExtensionRequests = pgTable(
  'term_extension_requests',
  {
    id: serial('id').primaryKey(),
    paymentId: requiredRef('payment_id', () => payments.id),
    requestedBy: requiredRef('requested_by', () => users.id),
    days: integer('days').notNull(),
    accepted: boolean('accepted'),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: instant('handled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('term_extension_requests_days_check', sql`${t.days} > 0`),
    // At most one pending request per payment.
    uniqueIndex('term_extension_requests_pending_unique').on(t.paymentId).where(sql`${t.accepted} is null`),
    index('term_extension_requests_payment_idx').on(t.paymentId, t.updatedAt),
  ],
)

/** Construction types of projects (seeded by migration 0008: Residencial, Comercial, Industrial, Infraestructura). */
export const projectTypes = pgTable('project_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
})

/** Project phases (seeded by migration 0008); a new project may not take a final one (Finalizado). */
export const projectPhases = pgTable('project_phases', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  isFinal: boolean('is_final').notNull().default(false),
})

/**
 * A customer's construction project; payments may be assigned to one (payments.project_id).
 * payments_count and payments_amount are kept by the trigger payments_project_totals (migration 0008) on every
 * insert, delete and change of project_id or amount of a payment: the one place they are written.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    name: text('name').notNull(),
    budget: centavos('budget'),
    address: text('address'),
    startDate: date('start_date', { mode: 'string' }),
    typeId: smallint('type_id').references(() => projectTypes.id),
    phaseId: smallint('phase_id').references(() => projectPhases.id),
    /** Payments assigned to the project (trigger-maintained). */
    paymentsCount: integer('payments_count').notNull().default(0),
    /** Sum of their amounts, centavos (trigger-maintained). */
    paymentsAmount: centavos('payments_amount').notNull().default(0),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('projects_budget_check', sql`${t.budget} >= 0`),
    index('projects_customer_idx').on(t.customerOrganizationId, t.id),
  ],
)

/** Tracked clicks of the projects screen (POST /api/project-activities). */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    organizationId: requiredRef('organization_id', () => organizations.id),
    event: text('event').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('project_activities_organization_idx').on(t.organizationId, t.at)],
)

export const QUOTE_STATUS_VALUES = ['pending', 'completed', 'no_response'] as const

/** A builder's request for prices (docs/decisions.md#quotes): reaches every active supplier of the directory. */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    projectId: requiredRef('project_id', () => projects.id),
    createdBy: requiredRef('created_by', () => users.id),
    description: text('description').notNull(),
    /** WhatsApp, 52 + 10 digits. */
    phone: text('phone'),
    status: text('status', { enum: QUOTE_STATUS_VALUES }).notNull().default('pending'),
    createdAt: createdAt(),
    /** First supplier answer. */
    answeredAt: instant('answered_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quotes_status_check', sql`${t.status} in ('pending', 'completed', 'no_response')`),
    check('quotes_phone_check', sql`${t.phone} ~ '^52[0-9]{10}$'`),
    index('quotes_customer_idx').on(t.customerOrganizationId, t.id),
    index('quotes_open_idx').on(t.createdAt, t.id),
    index('quotes_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
)

/** A supplier's answer to a quote request: a PDF, optional amount and note; one per supplier and quote. */
export const supplierQuotes = pgTable(
  'supplier_quotes',
  {
    id: serial('id').primaryKey(),
    quoteId: requiredRef('quote_id', () => quotes.id),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    fileId: requiredRef('file_id', () => files.id),
    amount: centavos('amount'),
    note: text('note'),
    createdBy: requiredRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supplier_quotes_quote_supplier_unique').on(t.quoteId, t.supplierOrganizationId),
    index('supplier_quotes_supplier_idx').on(t.supplierOrganizationId, t.quoteId),
    check('supplier_quotes_amount_check', sql`${t.amount} > 0`),
  ],
)

/** '¿Necesitas más crédito?': kept for the platform to review. */
export const creditExtensionRequests = pgTable(
  'credit_extension_requests',
  {
    id: serial('id').primaryKey(),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    requestedBy: requiredRef('requested_by', () => users.id),
    amount: centavos('amount'),
    comment: text('comment'),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    check('credit_extension_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    // One open request per business at a time.
    uniqueIndex('credit_extension_requests_pending_unique')
      .on(t.customerOrganizationId)
      .where(sql`${t.status} = 'pending'`),
  ],
)

export const APPLICATION_STATUSES = ['in_progress', 'submitted', 'approved', 'declined'] as const

/**
 * A prospect's registration (the wizard, or a supplier's client registration): everything it sent, until a
 * platform operator approves it (creating the customer organization, its credit line and users) or declines it.
 * Its `id` is the `customer_id` of the wizard's upload calls. Only hashes of the register and quiz tokens are kept.
 */
export const registrationApplications = pgTable(
  'registration_applications',
  {
    id: serial('id').primaryKey(),
    registerTokenHash: text('register_token_hash').notNull(),
    registerTokenExpiresAt: instant('register_token_expires_at').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('in_progress'),
    /** The last step recorded by status-customer/create. */
    lastStep: text('last_step'),
    origin: text('origin', { enum: ['web', 'frontdesk'] })
      .notNull()
      .default('web'),
    referredBySupplierId: integer('referred_by_supplier_id').references(() => organizations.id),
    vendorUserId: integer('vendor_user_id').references(() => users.id),
    businessName: text('business_name').notNull(),
    businessType: text('business_type', { enum: ['person', 'company'] }).notNull(),
    contactName: text('contact_name').notNull(),
    /** 52 + 10 digits. */
    contactPhone: text('contact_phone').notNull(),
    /** Lower-cased. */
    contactEmail: text('contact_email').notNull(),
    creditRequested: centavos('credit_requested'),
    optinsAcceptedAt: instant('optins_accepted_at'),
    /** {name, last_name, email, phone, optin_at} of step 2. */
    legalRepresentative: jsonb('legal_representative'),
    /** {buyer_user, is_payment_user_same_as_buyer, payment_user} of step 5. */
    users: jsonb('users'),
    questionnaireTokenHash: text('questionnaire_token_hash'),
    quizAnswers: jsonb('quiz_answers'),
    quizAnsweredAt: instant('quiz_answered_at'),
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    declineReason: text('decline_reason'),
    customerOrganizationId: integer('customer_organization_id').references(() => organizations.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('registration_applications_register_token_unique').on(t.registerTokenHash),
    uniqueIndex('registration_applications_questionnaire_token_unique').on(t.questionnaireTokenHash),
    check(
      'registration_applications_status_check',
      sql`${t.status} in ('in_progress', 'submitted', 'approved', 'declined')`,
    ),
    check('registration_applications_origin_check', sql`${t.origin} in ('web', 'frontdesk')`),
    check('registration_applications_business_type_check', sql`${t.businessType} in ('person', 'company')`),
    check('registration_applications_phone_check', sql`${t.contactPhone} ~ '^52[0-9]{10}$'`),
    check('registration_applications_credit_check', sql`${t.creditRequested} > 0`),
    index('registration_applications_status_idx').on(t.status, t.id),
    index('registration_applications_referred_idx')
      .on(t.referredBySupplierId, t.id)
      .where(sql`${t.referredBySupplierId} is not null`),
  ],
)

/** One document slot of an application (e.g. constitutive_act): the declared hash, then the uploaded file. */
export const registrationDocuments = pgTable(
  'registration_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: requiredRef('application_id', () => registrationApplications.id),
    prop: text('prop').notNull(),
    hash: text('hash').notNull(),
    fileId: integer('file_id').references(() => files.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('registration_documents_slot_unique').on(t.applicationId, t.prop)],
)

export const DIRECTORY_EVENT_KINDS = ['directory_entry', 'location', 'contact'] as const

/** A builder's click on a directory card (docs/decisions.md#directory): who, which supplier, what, when. */
export const directoryActivities = pgTable(
  'directory_activities',
  {
    id: serial('id').primaryKey(),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    userId: requiredRef('user_id', () => users.id),
    event: text('event', { enum: DIRECTORY_EVENT_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('directory_activities_event_check', sql`${t.event} in ('directory_entry', 'location', 'contact')`),
    index('directory_activities_supplier_idx').on(t.supplierOrganizationId, t.event),
  ],
)

/** A supplier a builder recommends ('Recomendar proveedor'), for the operator (docs/decisions.md#recommendations). */
export const supplierRecommendations = pgTable(
  'supplier_recommendations',
  {
    id: serial('id').primaryKey(),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    userId: requiredRef('user_id', () => users.id),
    name: text('name').notNull(),
    /** 10 digits with the 52 prefix. */
    phone: text('phone').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    check('supplier_recommendations_phone_check', sql`${t.phone} ~ '^52[0-9]{10}$'`),
    index('supplier_recommendations_created_idx').on(t.createdAt, t.id),
  ],
)

/**
 * The rewards of a program (docs/decisions.md#rewards): program 1 (referrals) pays `amount` centavos in MXN per
 * approved referral; program 2 (points) offers a reward for `amount` points (currency PTS).
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    programId: smallint('program_id').notNull(),
    name: text('name').notNull(),
    /** Centavos when currency is MXN, points when PTS. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['MXN', 'PTS'] }).notNull(),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('rewards_program_check', sql`${t.programId} in (1, 2)`),
    check('rewards_currency_check', sql`${t.currency} in ('MXN', 'PTS')`),
    check('rewards_amount_check', sql`${t.amount} >= 0`),
    index('rewards_program_idx').on(t.programId, t.position, t.id),
  ],
)

export const REWARD_ENTRY_KINDS = ['on_time_payment', 'referral_approved'] as const

/**
 * Append-only ledger of what an organization earned (docs/decisions.md#rewards), written in the transaction
 * of the event that earns it. `event_key` is unique per event ('on_time_payment:<payment id>',
 * 'referral_approved:<application id>'), so an event never pays twice.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    programId: smallint('program_id').notNull(),
    kind: text('kind', { enum: REWARD_ENTRY_KINDS }).notNull(),
    eventKey: text('event_key').notNull(),
    points: integer('points').notNull().default(0),
    /** Centavos of a referral prize. */
    amount: centavos('amount').notNull().default(0),
    rewardId: integer('reward_id').references(() => rewards.id),
    paymentId: integer('payment_id').references(() => payments.id),
    applicationId: integer('application_id').references(() => registrationApplications.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_entries_event_unique').on(t.eventKey),
    check('reward_entries_program_check', sql`${t.programId} in (1, 2)`),
    check('reward_entries_kind_check', sql`${t.kind} in ('on_time_payment', 'referral_approved')`),
    index('reward_entries_organization_idx').on(t.organizationId, t.kind),
  ],
)

export const BANK_ACCOUNT_CURRENCIES = ['pesos', 'usd'] as const

/**
 * A supplier's bank account (docs/decisions.md#bank-accounts): where builders pay by SPEI. The CLABE is checked
 * by clabe-validator at the edge; the column check only keeps the shape.
 */
export const supplierBankAccounts = pgTable(
  'supplier_bank_accounts',
  {
    id: serial('id').primaryKey(),
    supplierOrganizationId: requiredRef('supplier_organization_id', () => organizations.id),
    bankName: text('bank_name').notNull(),
    currency: text('currency', { enum: BANK_ACCOUNT_CURRENCIES }).notNull(),
    accountNumber: text('account_number').notNull(),
    /** CLABE, 18 digits. */
    accountKey: text('account_key').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('supplier_bank_accounts_currency_check', sql`${t.currency} in ('pesos', 'usd')`),
    check('supplier_bank_accounts_clabe_check', sql`${t.accountKey} ~ '^[0-9]{18}$'`),
    index('supplier_bank_accounts_supplier_idx').on(t.supplierOrganizationId, t.id),
  ],
)

/**
 * A read-only link to one builder's statement (docs/decisions.md#statements): only a SHA-256 of the random
 * token is kept; it shows the week that starts on `week_start` and stops working at `expires_at`.
 */
export const statementTokens = pgTable(
  'statement_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    customerOrganizationId: requiredRef('customer_organization_id', () => organizations.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statement_tokens_hash_unique').on(t.tokenHash),
    index('statement_tokens_customer_idx').on(t.customerOrganizationId, t.weekStart),
  ],
)

/**
 * The weekly statement mail, one row per week and recipient organization (docs/decisions.md#statements):
 * inserted with ON CONFLICT DO NOTHING in the transaction that queues the mail, so several processes or a
 * restart never send it twice.
 */
export const weeklyStatementRuns = pgTable(
  'weekly_statement_runs',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    organizationId: requiredRef('organization_id', () => organizations.id),
    outboxId: integer('outbox_id').references(() => mailOutbox.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('weekly_statement_runs_unique').on(t.weekStart, t.organizationId)],
)

/** A public download on /recursos (docs/decisions.md#resources); the operator adds and removes them with `npm run ops`. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    fileId: requiredRef('file_id', () => files.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('resources_position_idx').on(t.position, t.id)],
)
