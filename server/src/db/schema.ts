import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The account side of the database: companies, their users, sessions, one-time tokens and the mail outbox.
 * Change it here, then run `npm run db:generate` and commit the migration under server/drizzle/.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A hirer (inlener) or a staffing agency (uitlener). */
export const companyKind = pgEnum('company_kind', ['inlener', 'uitlener']);

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: companyKind('kind').notNull(),
    kvkNr: varchar('kvk_nr', { length: 8 }).notNull(),
    companyName: varchar('company_name', { length: 300 }).notNull(),
    /** The kind of the name in the KVK registry (for example hoofdvestiging), as chosen at registration. */
    companyNameType: varchar('company_name_type', { length: 50 }),
    holdingKvkNr: varchar('holding_kvk_nr', { length: 8 }),
    kvkVerified: boolean('kvk_verified').notNull().default(false),
    /** Set by an agency: it offers hirers help and may send proposals. */
    proposalsEnabled: boolean('proposals_enabled').notNull().default(false),
    /** The subscription's switch for mails about new salary tables; each user also has their own. */
    salaryTableUpdateEmails: boolean('salary_table_update_emails').notNull().default(true),
    createdAt: createdAt(),
    /** Set when the main user deleted the account; the company's schemes and shares stay readable. */
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    // One live account per KVK number and kind; a deleted company's number may register again.
    uniqueIndex('companies_kind_kvk_nr_idx')
      .on(t.kind, t.kvkNr)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 254 }).notNull(),
    /** argon2id; null until an invited user sets a password, and after the account is deleted. */
    passwordHash: text('password_hash'),
    phoneNr: varchar('phone_nr', { length: 20 }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    isMainUser: boolean('is_main_user').notNull().default(false),
    canCreateSchemes: boolean('can_create_schemes').notNull().default(true),
    isActive: boolean('is_active').notNull().default(false),
    salaryTableUpdateEmails: boolean('salary_table_update_emails').notNull().default(true),
    /** The agency (uitlener company) this hirer asked for a proposal; null when no help is asked. */
    uitlenerAskedForHelp: integer('uitlener_asked_for_help').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    lastLoginAt: moment('last_login_at'),
    passwordChangedAt: moment('password_changed_at'),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    // Addresses and usernames are unique regardless of case among accounts that still exist.
    uniqueIndex('users_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_username_lower_idx')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_company_id_idx').on(t.companyId),
  ],
);

/** Opaque refresh tokens, stored as hashes; one family per login, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    /** The absolute end of the family: rotation never extends a session past it. */
    familyExpiresAt: moment('family_expires_at').notNull(),
    replacedBy: bigint('replaced_by', { mode: 'number' }),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);

export const linkTokenPurpose = pgEnum('link_token_purpose', [
  'activation',
  'invite',
  'reset',
  'email_change',
]);

/** One-time tokens of the links in mails (`/{uidb64}/{token}`), stored as hashes per purpose. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: linkTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Purpose-specific data, for example `{ "email": "new@example.nl" }` for an e-mail change. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (t) => [
    uniqueIndex('link_tokens_token_hash_idx').on(t.tokenHash),
    index('link_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/** The one-time code of the agency hand-over (`?refresh=`), exchanged once for a new token family. */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (t) => [uniqueIndex('handover_codes_code_hash_idx').on(t.codeHash)],
);

/** Mails waiting to be sent, written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** A sender owns the row until this moment; after it another sender may retry it. */
    claimedUntil: moment('claimed_until'),
    sentAt: moment('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
