import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { deepFreeze, LruCache, perDatabase } from '../db/cache.js';
import type { Database, Transaction } from '../db/database.js';
import { schemeVersions } from '../db/schema.js';
import type { StoredSchemePayload } from './store.js';
import { applyChanges, diff, readChanges, storedChanges, type Json } from './version-delta.js';

/**
 * How a version's payload is stored (server/README.md, 'Schemes and versions'): version 1 whole, every later
 * version as its changes against the version before it, unless the changes are not much smaller than the
 * payload or the versions since the last whole one reach WHOLE_EVERY. Reading a version takes its last whole
 * one and the changes after it, in one query; what was read is kept per database (a version never changes).
 */

/** At most this many versions in a row are stored as changes: a read applies at most WHOLE_EVERY - 1 sets. */
export const WHOLE_EVERY = 32;

/** A version's payload and the number of the whole version it was built from. */
interface Rebuilt {
  readonly payload: StoredSchemePayload;
  readonly whole: number;
}

/**
 * A new version ready to be stored: its payload as the database will give it back, and the JSON text to
 * store, either the whole payload or its changes against the version before it.
 */
export interface PreparedVersion {
  readonly payload: StoredSchemePayload;
  readonly payloadText: string | null;
  readonly changesText: string | null;
  /** The number of the whole version a read of this one starts from. */
  readonly whole: number;
  /** The length of the whole payload's JSON text. */
  readonly size: number;
}

const payloads = perDatabase(() => new LruCache<string, Rebuilt>(64 * 1024 * 1024));

function remember(
  db: Database | Transaction,
  schemeId: number,
  number: number,
  rebuilt: Rebuilt,
  size: number,
): Rebuilt {
  const frozen = { payload: deepFreeze(rebuilt.payload), whole: rebuilt.whole };
  payloads(db as Database).set(`${schemeId}:${number}`, frozen, size);
  return frozen;
}

async function rebuild(
  db: Database | Transaction,
  schemeId: number,
  number: number,
): Promise<Rebuilt | undefined> {
  const cached = payloads(db as Database).get(`${schemeId}:${number}`);
  if (cached !== undefined) return cached;
  const lastWhole = sql`(select max(${schemeVersions.number}) from ${schemeVersions}
    where ${schemeVersions.schemeId} = ${schemeId} and ${schemeVersions.number} <= ${number}
      and ${schemeVersions.payload} is not null)`;
  const rows = await db
    .select({
      number: schemeVersions.number,
      payload: schemeVersions.payload,
      changes: schemeVersions.changes,
    })
    .from(schemeVersions)
    .where(
      and(
        eq(schemeVersions.schemeId, schemeId),
        lte(schemeVersions.number, number),
        gte(schemeVersions.number, lastWhole),
      ),
    )
    .orderBy(asc(schemeVersions.number));
  const [first, ...rest] = rows;
  if (first === undefined || first.payload === null || rows.at(-1)?.number !== number) return undefined;
  let payload = first.payload as Json;
  for (const row of rest) {
    if (row.changes === null) throw new Error(`Versie ${row.number} van regeling ${schemeId} is leeg`);
    payload = applyChanges(payload, readChanges(row.changes));
  }
  return remember(
    db,
    schemeId,
    number,
    { payload: payload as StoredSchemePayload, whole: first.number },
    JSON.stringify(payload).length,
  );
}

/**
 * Whether JSON text would give `value` back as it is: strings, finite numbers other than -0, booleans, null,
 * dense arrays and plain objects of those, with no undefined member.
 */
export function isPlainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1) {
          if (!(index in value) || !isPlainJson(value[index])) return false;
        }
        return true;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      for (const key in value) {
        if (!Object.hasOwn(value, key) || !isPlainJson((value as Record<string, unknown>)[key])) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/** The payload of version `number` of the scheme, or undefined when it has no such version. */
export async function versionPayload(
  db: Database | Transaction,
  schemeId: number,
  number: number,
): Promise<StoredSchemePayload | undefined> {
  return (await rebuild(db, schemeId, number))?.payload;
}

/**
 * How to store version `number` with this payload: its changes against version number - 1 when that version
 * exists, the changes are less than half the payload's size and fewer than WHOLE_EVERY versions follow the
 * last whole one; else whole.
 */
export async function prepareVersion(
  db: Database | Transaction,
  schemeId: number,
  number: number,
  payload: StoredSchemePayload,
): Promise<PreparedVersion> {
  // The JSON text the database stores. The payload itself is what the database will give back when it is
  // plain JSON already (as a parsed request body is); only one with undefined members or other values JSON
  // text changes goes through the text, so that what is kept equals what is stored.
  const text = JSON.stringify(payload);
  const stored = isPlainJson(payload) ? payload : (JSON.parse(text) as StoredSchemePayload);
  const whole = { payload: stored, payloadText: text, changesText: null, whole: number, size: text.length };
  const previous = number > 1 ? await rebuild(db, schemeId, number - 1) : undefined;
  if (previous === undefined || number - previous.whole >= WHOLE_EVERY) return whole;
  const changes = JSON.stringify(
    storedChanges(diff(previous.payload as unknown as Json, stored as unknown as Json)),
  );
  return changes.length * 2 < text.length
    ? { payload: stored, payloadText: null, changesText: changes, whole: previous.whole, size: text.length }
    : whole;
}

/** Keeps a version that was just saved, so that the next save and the next read need not rebuild it. */
export function rememberSaved(
  db: Database | Transaction,
  schemeId: number,
  number: number,
  prepared: PreparedVersion,
): void {
  remember(db, schemeId, number, { payload: prepared.payload, whole: prepared.whole }, prepared.size);
}

/** Forgets every payload read or saved through `db`: for tests that read versions as a new process would. */
export function forgetPayloads(db: Database): void {
  payloads(db).clear();
}
