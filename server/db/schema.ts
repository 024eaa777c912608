import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Money columns: integer centavos (DESIGN.md §3). */
const centavos = (name: string) => bigint(name, { mode: 'number' })
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => instant('created_at').notNull().defaultNow()

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['supplier', 'customer', 'platform'] }).notNull(),
    businessName: text('business_name').notNull(),
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
    hasRewards: smallint('has_rewards').notNull().default(0),
    useFactoring: boolean('use_factoring').notNull().default(false),
    factoringCanRequest: boolean('factoring_can_request').notNull().default(false),
    factoringShowSelect: boolean('factoring_show_select').notNull().default(false),
    canSelectVendor: boolean('can_select_vendor').notNull().default(false),
    /** Penalty on expired payments in basis points (300 = 3 %). */
    penaltyBasisPoints: integer('penalty_basis_points').notNull().default(0),
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
    check('organizations_contact_phone_check', sql`${t.contactPhone} ~ '^52[0-9]{10}$'`),
    uniqueIndex('organizations_tax_id_unique').on(t.taxId),
  ],
)

export const creditLines = pgTable(
  'credit_lines',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    creditLimit: centavos('credit_limit').notNull(),
    transactionLimit: centavos('transaction_limit').notNull(),
    used: centavos('used').notNull().default(0),
    termLimitDays: integer('term_limit_days').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
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
    /** For customer users this is the "user number" a supplier types (DESIGN.md §3). */
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
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
    index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
)

/** Small key/value facts about this installation (e.g. that the demo seed was loaded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})
