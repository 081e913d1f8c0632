import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
    /**
     * Counts every change of the row: a trigger raises it on each update (migration 0013), so the server can
     * tell a remembered account state from a changed one (src/auth/account-states.ts). Never set it yourself.
     */
    accountVersion: integer('account_version').notNull().default(0),
  },
  (t) => [
    // One live account per KVK number and kind; a deleted company's number may register again.
    uniqueIndex('companies_kind_kvk_nr_idx')
      .on(t.kind, t.kvkNr)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * How a user came into their company (server/README.md, 'Identity by proof of mailbox'): the first user who
 * registered it ('founder'), let in by a user of the company ('admitted': an invited colleague or an accepted
 * request), or registered for a company that already existed and not let in yet ('requested').
 */
export const userAdmission = pgEnum('user_admission', ['founder', 'admitted', 'requested']);

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
    admission: userAdmission('admission').notNull().default('founder'),
    /** The user who let this one in ('admitted'): what they may see through a mailbox, this one may too. */
    admittedBy: integer('admitted_by').references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
    /**
     * Counts every change of the row and every revocation or removal of one of the user's refresh tokens:
     * triggers raise it (migration 0013), so the server can tell a remembered account state from a changed
     * one (src/auth/account-states.ts). Never set it yourself.
     */
    accountVersion: integer('account_version').notNull().default(0),
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

/**
 * Addresses a user proved to control besides their own login address (which activation proved): a share or
 * an invitation named to such an address reaches them (server/README.md, 'Identity by proof of mailbox').
 * `via` says how: 'migration' for what users could see before the rule existed.
 */
export const mailboxProofs = pgTable(
  'mailbox_proofs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    via: varchar('via', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mailbox_proofs_user_email_idx').on(t.userId, sql`lower(${t.email})`)],
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
    /** When the link stopped working: used, or ended by a newer link, a reset or a login. */
    consumedAt: moment('consumed_at'),
    /**
     * When the link was used for its purpose (null when it ended otherwise); an activation link used again
     * is answered 'al geactiveerd' only when this is set.
     */
    usedAt: moment('used_at'),
  },
  (t) => [
    uniqueIndex('link_tokens_token_hash_idx').on(t.tokenHash),
    index('link_tokens_user_purpose_idx').on(t.userId, t.purpose),
    // At most one usable link per user and purpose: a new one replaces it (createLinkToken), also when two
    // requests issue one at the same moment.
    uniqueIndex('link_tokens_one_live_idx')
      .on(t.userId, t.purpose)
      .where(sql`${t.consumedAt} is null`),
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
    /** The token family the exchange issued: a replay of the spent code revokes it (checklist item 28). */
    familyId: uuid('family_id'),
  },
  (t) => [uniqueIndex('handover_codes_code_hash_idx').on(t.codeHash)],
);

/**
 * The counters of every rate limit and login lockout (server/README.md, Rate limits): one fixed window per
 * key, shared by every server instance on the database. `key` is the limiter's name and what it counts (an
 * address, an account, a device); a window that ended starts again at 1.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: moment('window_ends').notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_idx').on(t.windowEnds)],
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
    /** Where replies go (Reply-To), when not to the sender: a support request is answered to its user. */
    replyTo: varchar('reply_to', { length: 254 }),
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

/*
 * Cao data (SPEC.md section 3): a cao has numbered versions, each imported whole from a provider file
 * (fixtures/caos or `npm run caos:import`); exactly one version per cao is the latest. A version's id is the
 * cao id of the API (`GET inleners/caos/{id}`, `cao_id` of a scheme); a salary table's id is the id that a
 * scheme's table names as `original_salary_table_id`. Both keep the id of the imported file when it is free,
 * so the fixtures keep their ids. Versions and their tables are never changed after the import.
 */

/** A cao as a whole: `code` is the stable key its versions share (for example 'schoonmaak-glazenwassers'). */
export const caos = pgTable(
  'caos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('caos_code_idx').on(t.code)],
);

/** One imported version of a cao with its terms; the salary tables, werksoorten and text hang below it. */
export const caoVersions = pgTable(
  'cao_versions',
  {
    /** The cao id of the API. By default so an import can keep the file's id; see `syncIdentity`. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    caoId: integer('cao_id')
      .notNull()
      .references(() => caos.id),
    version: integer('version').notNull(),
    isLatest: boolean('is_latest').notNull(),
    fullName: varchar('full_name', { length: 300 }).notNull(),
    durationStart: date('duration_start', { mode: 'string' }).notNull(),
    durationEnd: date('duration_end', { mode: 'string' }),
    vacationTimeType: varchar('vacation_time_type', { length: 20 }).notNull(),
    vacationTimeAmount: numeric('vacation_time_amount').notNull(),
    vacationAllowance: numeric('vacation_allowance').notNull(),
    yearEndBonusType: varchar('year_end_bonus_type', { length: 20 }).notNull(),
    yearEndBonusAmount: numeric('year_end_bonus_amount').notNull(),
    /** The one-off bonuses of the cao ([{ description, bonus_date, bonus_type, amount }]). */
    oneOffBonuses: jsonb('one_off_bonuses').notNull(),
    timesheetOvertimeInteraction: varchar('timesheet_overtime_interaction', { length: 20 }),
    avv: boolean('avv').notNull(),
    /** Where the data comes from ({ description, url, verified }). */
    source: jsonb('source').notNull(),
    /**
     * What the cao says of the gelijkwaardige-beloning package (core's equivalentPackageSchema), where its
     * text gives it; null when the cao file gives none.
     */
    equivalentPackage: jsonb('equivalent_package'),
    /** SHA-256 of the imported content without ids and version number: the same file is not imported twice. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    /** The file it was imported from (its name only), for the record. */
    importedFrom: varchar('imported_from', { length: 255 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cao_versions_cao_version_idx').on(t.caoId, t.version),
    uniqueIndex('cao_versions_cao_content_idx').on(t.caoId, t.contentHash),
    // At most one latest version per cao.
    uniqueIndex('cao_versions_latest_idx')
      .on(t.caoId)
      .where(sql`${t.isLatest}`),
  ],
);

/** The cao text (HTML) of a version, kept apart because it is large and only the detail call needs it. */
export const caoTexts = pgTable('cao_texts', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => caoVersions.id, { onDelete: 'cascade' }),
  html: text('html').notNull(),
});

/** A salary table of a cao version. */
export const caoSalaryTables = pgTable(
  'cao_salary_tables',
  {
    /** The salary table id of the API. By default so an import can keep the file's id. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => caoVersions.id, { onDelete: 'cascade' }),
    /** The order of the tables in the version. */
    position: integer('position').notNull(),
    /**
     * The table's series, stable across versions: its name without dates, in lower case ('basisuurlonen'
     * for 'Basisuurlonen 1-7-2024'). Series plus start date identify a table across versions.
     */
    seriesKey: varchar('series_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    activePer: date('active_per', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** SHA-256 of the table's content without ids: tells a changed table from an unchanged one. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    /** Age key -> payscale -> periodical -> wage (core's fullTableSchema). */
    fullTable: jsonb('full_table').notNull(),
    /** The other fields of the salary-table record (core's salaryTableSchema), without ids, name and dates. */
    details: jsonb('details').notNull(),
  },
  (t) => [
    uniqueIndex('cao_salary_tables_version_series_start_idx').on(t.versionId, t.seriesKey, t.activePer),
    index('cao_salary_tables_series_idx').on(t.seriesKey),
  ],
);

/** A werksoort (allowance) of a cao version. */
export const caoWerksoorten = pgTable(
  'cao_werksoorten',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => caoVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    amount: numeric('amount'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    comment: text('comment').notNull(),
    /** When a TU or PT allowance applies (core's werksoortPeriodSchema); null when only the description says. */
    periods: jsonb('periods'),
    /** What an amount in euros is paid per (core's werksoortUnitSchema); null when not recorded. */
    per: varchar('per', { length: 10 }),
  },
  (t) => [index('cao_werksoorten_version_idx').on(t.versionId, t.position)],
);

/** The natures of work (aard) a job can have: `GET inleners/aard-types/` sends them as [code, label]. */
export const aardTypes = pgTable('aard_types', {
  code: varchar('code', { length: 20 }).primaryKey(),
  label: varchar('label', { length: 200 }).notNull(),
  position: integer('position').notNull(),
});

/*
 * Schemes (inlenersbeloning, SPEC.md section 3) and cao compliances. A scheme is a hirer's pay arrangement;
 * every save appends a numbered version (ARCHITECTURE.md, Data): `schemes.current_version` is the number of
 * the newest version and the compare-and-set target of a save (update ... where current_version = expected),
 * and the version row is inserted in the same transaction. Version rows are never changed after the insert:
 * a trigger (migration 0004) refuses every UPDATE of scheme_versions and cao_compliances.
 *
 * Proposals (an agency prepares a version for a hirer, who accepts or rejects it) have a table of their own,
 * scheme_proposals, so that scheme_versions keeps only versions signed by the hirer; accepting a proposal
 * appends a version through the same compare-and-set and the proposal records the version it became.
 */

/** A hirer's scheme; its content lives in its versions. */
export const schemes = pgTable(
  'schemes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The public key of the scheme: the `{id}` of `inleners/inleners-cao/{id}/` and the web's detail URL. */
    guid: uuid('guid').notNull().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The number of the newest version; a save sets it to N + 1 only while it is still N. */
    currentVersion: integer('current_version').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** The moment of the newest version. */
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schemes_guid_idx').on(t.guid), index('schemes_company_id_idx').on(t.companyId)],
);

/** One saved version of a scheme: inserted once, never updated. */
export const schemeVersions = pgTable(
  'scheme_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id),
    /** 1, 2, 3, ... without gaps within a scheme. */
    number: integer('number').notNull(),
    /**
     * The validated inleners-cao payload (core's inlenersCaoPayloadSchema) without inlener_cao_id and
     * expected_version, for a version stored whole; null for a version stored as its changes.
     */
    payload: jsonb('payload'),
    /**
     * The changes against version number - 1 (src/schemes/version-delta.ts) for a version stored so; null
     * for one stored whole (src/schemes/payloads.ts decides which).
     */
    changes: jsonb('changes'),
    /** The cao version (a cao id of the API) the version is based on; null for an own pay scheme. */
    caoVersionId: integer('cao_version_id').references(() => caoVersions.id),
    madeBy: integer('made_by')
      .notNull()
      .references(() => users.id),
    signedFullname: varchar('signed_fullname', { length: 256 }).notNull(),
    termsAccepted: boolean('terms_accepted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheme_versions_scheme_number_idx').on(t.schemeId, t.number),
    // No index on cao_version_id (dropped in migration 0018): versions are only ever joined to their cao
    // version, never looked up by it, and cao versions are never deleted; each version paid some 20 bytes
    // for it (issue 19: what a one-cell version adds).
    // Whole or as changes, never both or neither; version 1 has nothing before it to change.
    check('scheme_versions_whole_or_changes', sql`(${t.payload} is null) <> (${t.changes} is null)`),
    check('scheme_versions_first_whole', sql`${t.number} > 1 or ${t.payload} is not null`),
  ],
);

/** Where an agency's proposal stands: open until the hirer accepts or rejects it. */
export const proposalStatus = pgEnum('proposal_status', ['open', 'accepted', 'rejected']);

/**
 * An agency's proposal for a hirer (SPEC.md section 4, 'Proposal'): a complete scheme payload that the agency
 * prepared, held here and never in scheme_versions, which keeps only versions signed by the hirer. A proposal
 * changes an existing scheme (scheme_id, based on its version based_on_version) or starts a new one (both
 * null). Accepting it appends version based_on_version + 1 (or creates the scheme with version 1) through the
 * same compare-and-set as a save, signed by the hirer, and records that version here; rejecting records when.
 */
export const schemeProposals = pgTable(
  'scheme_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The public key of the proposal: the `{id}` of `inleners/inleners-cao/{id}/` and `.../proposal/`. */
    guid: uuid('guid').notNull().defaultRandom(),
    /** The hirer the proposal is for (proposal_inlener_id); every query of the hirer is scoped by it. */
    hirerCompanyId: integer('hirer_company_id')
      .notNull()
      .references(() => companies.id),
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id),
    /** The agency user who saved the proposal; mailed when the hirer decides. */
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    /** The hirer's scheme the proposal changes; null for a proposal of a new scheme. */
    schemeId: integer('scheme_id').references(() => schemes.id),
    /** The scheme's version the proposal started from; accepting needs it to be still the newest. */
    basedOnVersion: integer('based_on_version'),
    /** The validated inleners-cao payload, as for scheme_versions. */
    payload: jsonb('payload').notNull(),
    caoVersionId: integer('cao_version_id').references(() => caoVersions.id),
    /** The name the agency's user signed the proposal with. */
    signedFullname: varchar('signed_fullname', { length: 256 }).notNull(),
    status: proposalStatus('status').notNull().default('open'),
    createdAt: createdAt(),
    /** The hirer user who accepted or rejected it. */
    decidedBy: integer('decided_by').references(() => users.id),
    acceptedAt: moment('accepted_at'),
    rejectedAt: moment('rejected_at'),
    /** The scheme and version an accepted proposal became. */
    acceptedSchemeId: integer('accepted_scheme_id').references(() => schemes.id),
    acceptedVersion: integer('accepted_version'),
  },
  (t) => [
    uniqueIndex('scheme_proposals_guid_idx').on(t.guid),
    index('scheme_proposals_hirer_status_idx').on(t.hirerCompanyId, t.status),
    index('scheme_proposals_agency_idx').on(t.agencyCompanyId),
    check('scheme_proposals_based_on', sql`(${t.schemeId} is null) = (${t.basedOnVersion} is null)`),
    check(
      'scheme_proposals_decided',
      sql`(${t.status} = 'accepted') = (${t.acceptedAt} is not null and ${t.acceptedVersion} is not null and ${t.acceptedSchemeId} is not null) and (${t.status} = 'rejected') = (${t.rejectedAt} is not null)`,
    ),
  ],
);

/** A hirer's statement that it follows a cao exactly (the short wizard), with its own jobs; never changed. */
export const caoCompliances = pgTable(
  'cao_compliances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The cao version (a cao id of the API) the hirer declared to follow. */
    caoVersionId: integer('cao_version_id')
      .notNull()
      .references(() => caoVersions.id),
    signedFullname: varchar('signed_fullname', { length: 256 }).notNull(),
    /** The hirer's own jobs ([{ job_id, name, aard, salary_table_id, minimal_payscale }]). */
    jobs: jsonb('jobs').notNull(),
    madeBy: integer('made_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('cao_compliances_company_id_idx').on(t.companyId)],
);

/*
 * Links (koppelingen, SPEC.md 2.10 and section 3): a hirer shares a scheme or a cao compliance with an agency
 * by the agency's KVK number and a contact address. The agency needs no account to be linked; once an agency
 * company with that KVK number exists, its users see what is shared while the link is not disabled. A link
 * is never deleted: the hirer disconnects (disabled) and reconnects it, and every change is an event.
 */

/** A link of one scheme or one cao compliance (exactly one of the two) with the agency of a KVK number. */
export const koppelingen = pgTable(
  'koppelingen',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The hirer company that shared; every query of the hirer is scoped by it. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    schemeId: integer('scheme_id').references(() => schemes.id),
    complianceId: integer('compliance_id').references(() => caoCompliances.id),
    kvkNr: varchar('kvk_nr', { length: 8 }).notNull(),
    handelsnaam: varchar('handelsnaam', { length: 300 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    /** True while the hirer has disconnected the agency: the agency then sees nothing of it. */
    disabled: boolean('disabled').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** The first time a user of the agency opened what was shared; null while the link is 'new'. */
    firstOpenedAt: moment('first_opened_at'),
  },
  (t) => [
    uniqueIndex('koppelingen_scheme_kvk_idx')
      .on(t.schemeId, t.kvkNr)
      .where(sql`${t.schemeId} is not null`),
    uniqueIndex('koppelingen_compliance_kvk_idx')
      .on(t.complianceId, t.kvkNr)
      .where(sql`${t.complianceId} is not null`),
    index('koppelingen_kvk_nr_idx').on(t.kvkNr),
    index('koppelingen_company_id_idx').on(t.companyId),
    check('koppelingen_one_subject', sql`(${t.schemeId} is null) <> (${t.complianceId} is null)`),
  ],
);

export const koppelingEventKind = pgEnum('koppeling_event_kind', [
  'created',
  'disabled',
  're_enabled',
  'contact_changed',
]);

/** The history of a link: made, disconnected, reconnected, contact changed; by whom and when. */
export const koppelingEvents = pgTable(
  'koppeling_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    koppelingId: integer('koppeling_id')
      .notNull()
      .references(() => koppelingen.id),
    kind: koppelingEventKind('kind').notNull(),
    /** The hirer user who made the change. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** For contact_changed: { from, to }. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('koppeling_events_koppeling_idx').on(t.koppelingId)],
);

/**
 * An agency's invitation of a hirer, by the hirer's KVK number and e-mail address (SPEC.md section 3,
 * 'Agency invite'). The hirer sees the invitations addressed to its KVK number; one per agency and number.
 */
export const uitlenerInvites = pgTable(
  'uitlener_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The inviting agency company. */
    agencyCompanyId: integer('agency_company_id')
      .notNull()
      .references(() => companies.id),
    /** The hirer's KVK number. */
    kvkNr: varchar('kvk_nr', { length: 8 }).notNull(),
    /** The address the invitation was mailed to. */
    email: varchar('email', { length: 254 }).notNull(),
    /** The agency offers this hirer help: it may prepare a proposal. */
    proposalsEnabled: boolean('proposals_enabled').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uitlener_invites_agency_kvk_idx').on(t.agencyCompanyId, t.kvkNr),
    index('uitlener_invites_kvk_nr_idx').on(t.kvkNr),
  ],
);

/** A question to the helpdesk (POST inleners/support/), kept besides the mail to the support address. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_company_id_idx').on(t.companyId)],
);
