import type { InlenersCaoPayload, InlenersCaoSaveResponse } from '@beloning/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LruCache, perDatabase } from '../db/cache.js';
import { inTransaction, type Database, type Transaction } from '../db/database.js';
import { schemes, schemeVersions } from '../db/schema.js';
import { prepareVersion, rememberSaved } from './payloads.js';

/**
 * Saving schemes (ARCHITECTURE.md, Data): every save appends version N + 1 in one transaction. An edit names
 * the version it started from; the scheme's current_version is set to N + 1 only while it is still N
 * (compare-and-set), so of two saves from the same version exactly one wins and the other changes nothing.
 */

/**
 * What this process last saw committed of a scheme: its company (which never changes) and a version number it
 * had. Versions only grow, so the true newest version is at least `version`; another server process may have
 * moved it further. Kept per database object, so what a transaction saw (and might roll back) stays with that
 * transaction. Each entry counts 64 bytes against the bound.
 */
interface KnownScheme {
  readonly companyId: number;
  readonly version: number;
}
const knownSchemes = perDatabase(() => new LruCache<number, KnownScheme>(4 * 1024 * 1024));

function know(db: Database | Transaction, schemeId: number, companyId: number, version: number): void {
  const cache = knownSchemes(db as Database);
  if ((cache.get(schemeId)?.version ?? 0) < version) cache.set(schemeId, { companyId, version }, 64);
}

/** Who saves, for the record of the version. */
export interface SchemeAuthor {
  userId: number;
  companyId: number;
}

/** What a version stores of the payload: everything but the edit's bookkeeping. */
export type StoredSchemePayload = Omit<InlenersCaoPayload, 'inlener_cao_id' | 'expected_version'>;

export function storedPayload(payload: InlenersCaoPayload): StoredSchemePayload {
  const { inlener_cao_id: _scheme, expected_version: _version, ...stored } = payload;
  return stored;
}

async function insertVersion(
  tx: Transaction,
  schemeId: number,
  number: number,
  payload: InlenersCaoPayload,
  author: SchemeAuthor,
  now: Date,
): Promise<void> {
  await tx.insert(schemeVersions).values({
    schemeId,
    number,
    payload: storedPayload(payload),
    caoVersionId: payload.cao_id,
    madeBy: author.userId,
    signedFullname: payload.signed_fullname,
    termsAccepted: payload.terms_accepted,
    createdAt: now,
  });
}

/**
 * A new scheme of the author's company with its version 1, in the caller's transaction. A payload that is
 * plain JSON (a parsed request body) becomes the version's kept payload itself, frozen (payloads.ts): the
 * caller hands it over and changes a copy for a next version, never the payload itself.
 */
export async function createSchemeIn(
  tx: Transaction,
  payload: InlenersCaoPayload,
  author: SchemeAuthor,
  now: Date,
): Promise<InlenersCaoSaveResponse> {
  const [scheme] = await tx
    .insert(schemes)
    .values({
      companyId: author.companyId,
      currentVersion: 1,
      createdBy: author.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schemes.id, guid: schemes.guid });
  if (scheme === undefined) throw new Error('Geen regeling aangemaakt');
  await insertVersion(tx, scheme.id, 1, payload, author, now);
  know(tx, scheme.id, author.companyId, 1);
  return { id: scheme.id, guid: scheme.guid, version: 1 };
}

/** A new scheme of the author's company with its version 1. */
export async function createScheme(
  db: Database,
  payload: InlenersCaoPayload,
  author: SchemeAuthor,
  now: Date,
): Promise<InlenersCaoSaveResponse> {
  const saved = await inTransaction(db, (tx) => createSchemeIn(tx, payload, author, now));
  know(db, saved.id, author.companyId, saved.version);
  return saved;
}

export type AppendResult =
  | { status: 'saved'; saved: InlenersCaoSaveResponse }
  /** No scheme with this id in the author's company. */
  | { status: 'not_found' }
  /** The scheme's newest version is no longer the expected one; nothing was written. */
  | { status: 'stale'; currentVersion: number };

/**
 * The one statement of a save (appendVersionIn), prepared once per database or transaction object: on
 * PostgreSQL a named statement, so each pooled connection parses and plans it once, not on every save (about
 * half the server's work for it). Its text never changes; the values are placeholders.
 */
const appendStatement = perDatabase((db) =>
  db._.session.prepareQuery<{
    execute: { rows: { guid: string; version: number | string }[] };
    all: unknown;
    values: unknown;
  }>(
    new PgDialect().sqlToQuery(sql`with moved as (
      update ${schemes}
      set current_version = current_version + 1, updated_at = ${sql.placeholder('now')}::timestamptz
      where id = ${sql.placeholder('schemeId')} and company_id = ${sql.placeholder('companyId')}
        and current_version = ${sql.placeholder('expectedVersion')}
      returning id, guid, current_version
    ), inserted as (
      insert into ${schemeVersions}
        (scheme_id, number, payload, changes, cao_version_id, made_by, signed_fullname, terms_accepted, created_at)
      select id, current_version, ${sql.placeholder('payloadText')}::jsonb, ${sql.placeholder('changesText')}::jsonb,
        ${sql.placeholder('caoVersionId')}::integer, ${sql.placeholder('madeBy')}::integer,
        ${sql.placeholder('signedFullname')}::varchar, ${sql.placeholder('termsAccepted')}::boolean,
        ${sql.placeholder('now')}::timestamptz
      from moved
      returning number
    )
    select moved.guid, inserted.number as version from moved join inserted on true`),
    undefined,
    'scheme_append_version',
    false,
  ),
);

/**
 * Appends version expectedVersion + 1 to the author's scheme, if expectedVersion is still its newest, in one
 * prepared statement (one round trip, atomic on its own, also inside the caller's transaction): the conditional UPDATE
 * takes the row lock and moves current_version, and the INSERT writes the version it returned. A concurrent
 * save of the same version waits for the lock, then finds current_version moved on, so it matches no row,
 * inserts nothing and reports 'stale'. The payload is handed over as with createSchemeIn (kept and frozen).
 */
export async function appendVersionIn(
  db: Database | Transaction,
  schemeId: number,
  expectedVersion: number,
  payload: InlenersCaoPayload,
  author: SchemeAuthor,
  now: Date,
): Promise<AppendResult> {
  const prepared = await prepareVersion(db, schemeId, expectedVersion + 1, storedPayload(payload));
  const { rows } = await appendStatement(db as Database).execute({
    now: now.toISOString(),
    schemeId,
    companyId: author.companyId,
    expectedVersion,
    payloadText: prepared.payloadText,
    changesText: prepared.changesText,
    caoVersionId: payload.cao_id,
    madeBy: author.userId,
    signedFullname: payload.signed_fullname,
    termsAccepted: payload.terms_accepted,
  });
  const [moved] = rows;
  if (moved === undefined) {
    const [current] = await db
      .select({ version: schemes.currentVersion })
      .from(schemes)
      .where(and(eq(schemes.id, schemeId), eq(schemes.companyId, author.companyId)));
    if (current === undefined) return { status: 'not_found' };
    know(db, schemeId, author.companyId, current.version);
    return { status: 'stale', currentVersion: current.version };
  }
  const version = Number(moved.version);
  rememberSaved(db, schemeId, version, prepared);
  know(db, schemeId, author.companyId, version);
  return { status: 'saved', saved: { id: schemeId, guid: moved.guid, version } };
}

/** appendVersionIn outside a transaction: the one statement is atomic on its own. */
export function appendSchemeVersion(
  db: Database,
  schemeId: number,
  expectedVersion: number,
  payload: InlenersCaoPayload,
  author: SchemeAuthor,
  now: Date,
): Promise<AppendResult> {
  return appendVersionIn(db, schemeId, expectedVersion, payload, author, now);
}

/** The scheme's id and newest version when it belongs to the company, else undefined. */
export async function findOwnScheme(
  db: Database,
  schemeId: number,
  companyId: number,
): Promise<{ id: number; currentVersion: number } | undefined> {
  const [row] = await db
    .select({ id: schemes.id, currentVersion: schemes.currentVersion })
    .from(schemes)
    .where(and(eq(schemes.id, schemeId), eq(schemes.companyId, companyId)));
  if (row !== undefined) know(db, row.id, companyId, row.currentVersion);
  return row;
}

export type SaveBasisCheck =
  /** No scheme with this id in the company. */
  | { status: 'not_found' }
  /** The scheme has a newer version than the expected one. */
  | { status: 'stale'; currentVersion: number }
  /** The expected version is the newest this process knows of; the save's own compare-and-set decides. */
  | { status: 'ok' };

/**
 * Before a save is validated: whether the scheme is the company's and `expected` can still be its newest
 * version, so that a stranger's or a stale save is answered 404 or 412 before any validation message. Without
 * a query when this process already saw the scheme (its company never changes; a version it saw above
 * `expected` proves the save stale). A version moved on by another process since is caught by appendVersionIn,
 * which writes nothing then.
 */
export async function checkSaveBasis(
  db: Database,
  schemeId: number,
  companyId: number,
  expected: number,
): Promise<SaveBasisCheck> {
  const known = knownSchemes(db).get(schemeId);
  if (known === undefined) {
    const scheme = await findOwnScheme(db, schemeId, companyId);
    if (scheme === undefined) return { status: 'not_found' };
    return scheme.currentVersion === expected
      ? { status: 'ok' }
      : { status: 'stale', currentVersion: scheme.currentVersion };
  }
  if (known.companyId !== companyId) return { status: 'not_found' };
  return known.version > expected ? { status: 'stale', currentVersion: known.version } : { status: 'ok' };
}
