import { readFile, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { seriesKey } from '@beloning/core/salary';
import type { Cao, SalaryTable } from '@beloning/core/schemas';
import { inTransaction, type Database, type Transaction } from '../db/database.js';
import { caoSalaryTables, caos, caoTexts, caoVersions, caoWerksoorten } from '../db/schema.js';
import { caoHash, formatProblems, parseCaoFile, tableContent, tableHash } from './content.js';
import { NEW_CAO_VERSION_HANDLERS, onNewCaoVersion, type NewCaoVersionHandler } from './new-version.js';

export interface ImportCaoOptions {
  /** The name of the file the version comes from (stored for the record). */
  fileName: string;
  now: Date;
  /** PUBLIC_URL, for the links in the update mails. */
  publicUrl: string;
  /** Default NEW_CAO_VERSION_HANDLERS; tests may pass their own. */
  handlers?: readonly NewCaoVersionHandler[];
}

interface ImportedVersion {
  /** The cao as a whole (`caos.id`). */
  caoId: number;
  /** The version's id: the cao id of the API. */
  versionId: number;
  version: number;
  fullName: string;
}

export type ImportCaoResult =
  | (ImportedVersion & { status: 'unchanged' })
  | (ImportedVersion & {
      status: 'imported';
      /** The version that was the latest before, or null for a cao seen for the first time. */
      previousVersionId: number | null;
      changedTableIds: number[];
    });

/** Imports run one at a time, also across server instances and the import command (PostgreSQL). */
const CAO_IMPORT_LOCK = 7_240_001;

/**
 * Adds a cao version (already checked with `parseCaoFile`) in one transaction. The cao is found by `code`;
 * content equal to a version it already has (ids and version number aside) adds nothing ('unchanged'), so
 * loading the same files again is harmless. Otherwise the version becomes the latest: it gets the file's
 * version number when that is higher than every stored one (else the next number), the file's ids for the
 * version and its tables when those are free (else new ones), and `onNewCaoVersion` runs when there was a
 * latest version before.
 */
export async function importCaoVersion(
  db: Database,
  cao: Cao,
  options: ImportCaoOptions,
): Promise<ImportCaoResult> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CAO_IMPORT_LOCK})`);
    const contentHash = caoHash(cao);
    const caoId = await caoIdFor(tx, cao.code, options.now);
    const [same] = await tx
      .select({ id: caoVersions.id, version: caoVersions.version, fullName: caoVersions.fullName })
      .from(caoVersions)
      .where(and(eq(caoVersions.caoId, caoId), eq(caoVersions.contentHash, contentHash)));
    if (same !== undefined) {
      return {
        status: 'unchanged',
        caoId,
        versionId: same.id,
        version: same.version,
        fullName: same.fullName,
      };
    }

    const versions = await tx
      .select({ id: caoVersions.id, version: caoVersions.version, isLatest: caoVersions.isLatest })
      .from(caoVersions)
      .where(eq(caoVersions.caoId, caoId));
    const previous = versions.find((row) => row.isLatest);
    const highest = Math.max(0, ...versions.map((row) => row.version));
    const version = cao.version > highest ? cao.version : highest + 1;
    if (previous !== undefined) {
      await tx.update(caoVersions).set({ isLatest: false }).where(eq(caoVersions.id, previous.id));
    }

    const versionIdFree =
      (await tx.select().from(caoVersions).where(eq(caoVersions.id, cao.id))).length === 0;
    const [inserted] = await tx
      .insert(caoVersions)
      .values({
        ...(versionIdFree ? { id: cao.id } : {}),
        caoId,
        version,
        isLatest: true,
        fullName: cao.full_name,
        durationStart: cao.duration_start,
        durationEnd: cao.duration_end,
        vacationTimeType: cao.vacation_time_type,
        vacationTimeAmount: cao.vacation_time_amount,
        vacationAllowance: cao.vacation_allowance,
        yearEndBonusType: cao.year_end_bonus_type,
        yearEndBonusAmount: cao.year_end_bonus_amount,
        oneOffBonuses: cao.one_off_bonuses,
        timesheetOvertimeInteraction: cao.timesheet_overtime_interaction,
        avv: cao.avv,
        source: cao.source,
        equivalentPackage: cao.equivalent_package ?? null,
        contentHash,
        importedFrom: options.fileName.slice(0, 255),
        importedAt: options.now,
      })
      .returning({ id: caoVersions.id });
    if (inserted === undefined) throw new Error('De cao-versie is niet opgeslagen');
    const versionId = inserted.id;
    if (versionIdFree) await syncIdentity(tx, 'cao_versions');

    await tx.insert(caoTexts).values({ versionId, html: cao.cao_text });
    if (cao.werksoorts.length > 0) {
      await tx.insert(caoWerksoorten).values(
        cao.werksoorts.map((werksoort, position) => ({
          versionId,
          position,
          name: werksoort.name,
          amount: werksoort.amount,
          startDate: werksoort.start_date,
          endDate: werksoort.end_date,
          description: werksoort.description,
          type: werksoort.type,
          comment: werksoort.comment,
          periods: werksoort.periods ?? null,
          per: werksoort.per ?? null,
        })),
      );
    }
    await insertTables(tx, versionId, cao.salary_tables);

    const changedTableIds = previous === undefined ? [] : await changedTables(tx, previous.id, versionId);
    if (previous !== undefined) {
      await onNewCaoVersion(
        tx,
        caoId,
        previous.id,
        versionId,
        changedTableIds,
        { now: options.now, publicUrl: options.publicUrl },
        options.handlers ?? NEW_CAO_VERSION_HANDLERS,
      );
    }
    return {
      status: 'imported',
      caoId,
      versionId,
      version,
      fullName: cao.full_name,
      previousVersionId: previous?.id ?? null,
      changedTableIds,
    };
  });
}

async function caoIdFor(tx: Transaction, code: string, now: Date): Promise<number> {
  const [existing] = await tx.select({ id: caos.id }).from(caos).where(eq(caos.code, code));
  if (existing !== undefined) return existing.id;
  const [created] = await tx.insert(caos).values({ code, createdAt: now }).returning({ id: caos.id });
  if (created === undefined) throw new Error('De cao is niet opgeslagen');
  return created.id;
}

/**
 * Inserts the tables, keeping each file id that no stored table has yet. Those go first and the identity
 * is moved past them, so a generated id never runs into a kept one.
 */
async function insertTables(
  tx: Transaction,
  versionId: number,
  tables: readonly SalaryTable[],
): Promise<void> {
  const wanted = tables.flatMap((table) => (table.id === null ? [] : [table.id]));
  const taken = new Set(
    wanted.length === 0
      ? []
      : (
          await tx
            .select({ id: caoSalaryTables.id })
            .from(caoSalaryTables)
            .where(inArray(caoSalaryTables.id, wanted))
        ).map((row) => row.id),
  );
  const rows = tables.map((table, position) => {
    const { name, active_per, end_date, full_table, ...details } = tableContent(table);
    const keptId = table.id !== null && !taken.has(table.id) ? table.id : undefined;
    if (keptId !== undefined) taken.add(keptId);
    return {
      keptId,
      values: {
        versionId,
        position,
        seriesKey: seriesKey(name),
        name,
        activePer: active_per,
        endDate: end_date,
        contentHash: tableHash(table),
        fullTable: full_table,
        details,
      },
    };
  });
  const kept = rows.filter((row) => row.keptId !== undefined);
  const generated = rows.filter((row) => row.keptId === undefined);
  if (kept.length > 0) {
    await tx.insert(caoSalaryTables).values(kept.map((row) => ({ id: row.keptId, ...row.values })));
    await syncIdentity(tx, 'cao_salary_tables');
  }
  if (generated.length > 0) await tx.insert(caoSalaryTables).values(generated.map((row) => row.values));
}

/** Moves an identity past the highest id, after rows were inserted with ids of their own. */
async function syncIdentity(tx: Transaction, table: 'cao_versions' | 'cao_salary_tables'): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
  );
}

/**
 * The old version's tables whose series changed: the new version has a table in that series that the old
 * one lacked with the same start date and content. A series the new version drops is not 'changed' (there
 * is nothing newer to take over).
 */
async function changedTables(tx: Transaction, oldVersionId: number, newVersionId: number): Promise<number[]> {
  const columns = {
    id: caoSalaryTables.id,
    seriesKey: caoSalaryTables.seriesKey,
    activePer: caoSalaryTables.activePer,
    contentHash: caoSalaryTables.contentHash,
  };
  const before = await tx
    .select(columns)
    .from(caoSalaryTables)
    .where(eq(caoSalaryTables.versionId, oldVersionId));
  const after = await tx
    .select(columns)
    .from(caoSalaryTables)
    .where(eq(caoSalaryTables.versionId, newVersionId));
  const identity = (row: { seriesKey: string; activePer: string; contentHash: string }) =>
    `${row.seriesKey}|${row.activePer}|${row.contentHash}`;
  const unchanged = new Set(before.map(identity));
  const changedSeries = new Set(
    after.filter((row) => !unchanged.has(identity(row))).map((row) => row.seriesKey),
  );
  return before
    .filter((row) => changedSeries.has(row.seriesKey))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

/** A file that could not be imported, with every problem as a Dutch line ('path: message'). */
export class CaoFileError extends Error {
  override name = 'CaoFileError';
  constructor(
    readonly fileName: string,
    readonly problems: readonly string[],
  ) {
    super(`Het bestand ${fileName} is niet ingelezen:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
}

/** Reads, checks and imports one cao file; throws CaoFileError (nothing changed) when it has problems. */
export async function importCaoFile(
  db: Database,
  path: string,
  options: Omit<ImportCaoOptions, 'fileName'>,
): Promise<ImportCaoResult> {
  const fileName = basename(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new CaoFileError(fileName, [`Het bestand kan niet worden gelezen (${reason})`]);
  }
  const parsed = parseCaoFile(text);
  if (!parsed.ok) throw new CaoFileError(fileName, formatProblems(parsed.problems));
  return importCaoVersion(db, parsed.cao, { ...options, fileName });
}

/**
 * Loads every `*.json` of the fixtures' caos directory, versions of one cao in version order, through the
 * same import as the import command. Idempotent: a second run adds nothing; a file whose content changed
 * becomes a new version. Every file is checked before anything is imported, so one bad file stops the load
 * with all problems and imports nothing.
 */
export async function loadCaoDirectory(
  db: Database,
  dir: string,
  options: Omit<ImportCaoOptions, 'fileName'>,
): Promise<ImportCaoResult[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const files: { fileName: string; cao: Cao }[] = [];
  const problems: string[] = [];
  for (const fileName of names) {
    const parsed = parseCaoFile(await readFile(join(dir, fileName), 'utf8'));
    if (parsed.ok) files.push({ fileName, cao: parsed.cao });
    else problems.push(...formatProblems(parsed.problems).map((line) => `${fileName}: ${line}`));
  }
  if (problems.length > 0) throw new CaoFileError(dir, problems);
  files.sort(
    (a, b) =>
      (a.cao.code < b.cao.code ? -1 : a.cao.code > b.cao.code ? 1 : 0) ||
      a.cao.version - b.cao.version ||
      (a.fileName < b.fileName ? -1 : 1),
  );
  const results: ImportCaoResult[] = [];
  for (const file of files)
    results.push(await importCaoVersion(db, file.cao, { ...options, fileName: file.fileName }));
  return results;
}
