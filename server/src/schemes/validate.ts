import { MESSAGES, type CaoMinimums } from '@beloning/core/rules';
import type { FullTable, InlenersCaoPayload } from '@beloning/core/schemas';
import { schemePayloadRuleErrors } from '@beloning/core/wizard';
import { eq, inArray } from 'drizzle-orm';
import { deepFreeze, LruCache, perDatabase } from '../db/cache.js';
import type { Database } from '../db/database.js';
import { caoSalaryTables, caoVersions } from '../db/schema.js';
import type { FieldErrors } from '../http/validation.js';

/**
 * The rules of the wizard (core's schemePayloadRuleErrors, SPEC.md 5.2) applied to a saved inleners-cao payload, with the
 * cao data they need from the database: the chosen cao's minimums (vacation, holiday allowance, year-end
 * bonus) and the original wages of the cao tables the scheme's tables start from. The payload has already
 * passed core's inlenersCaoPayloadSchema. Messages are reported under the payload's own field names
 * ('salary_tables.0.end_date', 'werksoorten.3.comment'), exactly as core's rules word them.
 */

/** What the cao of a payload is, as far as a save needs it. */
export interface SchemeCaoContext {
  /** The cao version the payload names (null for an own pay scheme). */
  caoVersion: (CaoMinimums & { id: number; caoId: number }) | null;
  /** The full tables of the cao salary tables the payload's tables name as original_salary_table_id. */
  originals: ReadonlyMap<number, FullTable>;
}

export type SchemeValidation = { ok: true; context: SchemeCaoContext } | { ok: false; errors: FieldErrors };

/** A cao salary table as a save checks against it: its cao and its cells. */
interface OriginalTable {
  caoId: number;
  fullTable: FullTable;
}

/**
 * The cao data a save reads, kept per database: cao versions and their salary tables never change once
 * imported (an import adds a version; only `is_latest` moves, which a save does not read), so what was read
 * once holds. Bounded all the same; the objects are frozen, as every save shares them.
 */
const caoData = perDatabase(() => ({
  versions: new LruCache<number, NonNullable<SchemeCaoContext['caoVersion']>>(4 * 1024 * 1024),
  tables: new LruCache<number, OriginalTable>(32 * 1024 * 1024),
}));

async function caoVersionOf(db: Database, id: number): Promise<SchemeCaoContext['caoVersion']> {
  const { versions } = caoData(db);
  const cached = versions.get(id);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({
      id: caoVersions.id,
      caoId: caoVersions.caoId,
      vacation_time_type: caoVersions.vacationTimeType,
      vacation_time_amount: caoVersions.vacationTimeAmount,
      vacation_allowance: caoVersions.vacationAllowance,
      year_end_bonus_amount: caoVersions.yearEndBonusAmount,
    })
    .from(caoVersions)
    .where(eq(caoVersions.id, id));
  if (row === undefined) return null;
  const version = Object.freeze({
    ...row,
    vacation_time_type: row.vacation_time_type === 'hours_per_year' ? 'hours_per_year' : 'days_per_year',
  } as const);
  versions.set(id, version, 256);
  return version;
}

async function originalTables(db: Database, ids: readonly number[]): Promise<Map<number, OriginalTable>> {
  const { tables } = caoData(db);
  const found = new Map<number, OriginalTable>();
  for (const id of ids) {
    const table = tables.get(id);
    if (table !== undefined) found.set(id, table);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ id: caoSalaryTables.id, caoId: caoVersions.caoId, fullTable: caoSalaryTables.fullTable })
      .from(caoSalaryTables)
      .innerJoin(caoVersions, eq(caoVersions.id, caoSalaryTables.versionId))
      .where(inArray(caoSalaryTables.id, missing));
    for (const row of rows) {
      const table = deepFreeze({ caoId: row.caoId, fullTable: row.fullTable as FullTable });
      tables.set(row.id, table, JSON.stringify(row.fullTable).length);
      found.set(row.id, table);
    }
  }
  return found;
}

/** Reads the cao data a payload refers to; an unknown cao or foreign original table is a field error. */
async function loadCaoContext(
  db: Database,
  payload: InlenersCaoPayload,
): Promise<{ context: SchemeCaoContext; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const caoVersion = payload.cao_id === null ? null : await caoVersionOf(db, payload.cao_id);
  if (payload.cao_id !== null && caoVersion === null) errors['cao_id'] = [MESSAGES.invalidValue];
  const originalIds = [
    ...new Set(payload.salary_tables.flatMap((table) => table.original_salary_table_id ?? [])),
  ];
  const found = await originalTables(db, originalIds);
  const originals = new Map<number, FullTable>();
  for (const [id, table] of found) {
    // A table of another cao than the chosen one is no original of this scheme.
    if (caoVersion === null || table.caoId === caoVersion.caoId) originals.set(id, table.fullTable);
  }
  payload.salary_tables.forEach((table, index) => {
    const id = table.original_salary_table_id;
    if (id !== null && !originals.has(id) && errors['cao_id'] === undefined) {
      errors[`salary_tables.${index}.original_salary_table_id`] = [MESSAGES.invalidValue];
    }
  });
  return { context: { caoVersion, originals }, errors };
}

/**
 * Checks a payload (already valid for core's schema) against the cao data and core's step rules. Gives the
 * cao context for the save, or the field errors of the 400.
 */
export async function validateSchemePayload(
  db: Database,
  payload: InlenersCaoPayload,
): Promise<SchemeValidation> {
  const { context, errors } = await loadCaoContext(db, payload);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ruleErrors = schemePayloadRuleErrors(payload, {
    cao: context.caoVersion,
    originals: context.originals,
  });
  if (Object.keys(ruleErrors).length > 0) return { ok: false, errors: ruleErrors };
  return { ok: true, context };
}
